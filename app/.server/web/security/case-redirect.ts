/**
 * Our page paths are lower case. A path that differs only by case (`/SSS`,
 * `/Hizmetler/Kdv-Iadesi`) is redirected (301) to the lower-case one, so a
 * mistyped or shouted link still lands on the page and search engines see one
 * address. News items are addressed by their title, which keeps its case: under
 * /haberler only the first segment is lowered. Static files (/assets, /images)
 * have case-sensitive hashed names and are not touched.
 */
import type { RequestHandler } from "express";

const NEWS_SEGMENT = "haberler";
const UNTOUCHED = new Set(["assets", "images"]);

/** ASCII-only lowering: never the Turkish locale's dotless ı or dotted İ. */
const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** The lower-case path for `path`, or `undefined` when it is already right (or is not ours to change). */
export function lowerCasePath(path: string): string | undefined {
  // "//host" or a backslash would become an address on another host.
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return undefined;
  const slash = path.indexOf("/", 1);
  const first = slash === -1 ? path.slice(1) : path.slice(1, slash);
  const rest = slash === -1 ? "" : path.slice(slash);
  const firstLower = asciiLower(first);
  if (UNTOUCHED.has(firstLower)) return undefined;
  const lowered = firstLower === NEWS_SEGMENT ? `/${firstLower}${rest}` : asciiLower(path);
  return lowered === path ? undefined : lowered;
}

/** GET and HEAD only: a 301 would turn a POST into a GET. */
export const caseRedirect: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const url = req.originalUrl;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const target = lowerCasePath(path);
  if (target === undefined) return next();
  res.redirect(301, target + (queryAt === -1 ? "" : url.slice(queryAt)));
};
