/**
 * Moves: when a page's address changes (a service's slug, the founder's page
 * after a change of name, a news item's title), the old path answers 301 to
 * the new one, so no shared link breaks. Chains collapse as they form (A→B
 * then B→C stores A→C), a live page's path is never a redirect's source, and
 * a redirect never points at itself. Paths are kept in one canonical form
 * (each segment percent-encoded as encodeURIComponent writes it, no trailing
 * slash), so "/haberler/Yeni%20Ba%C5%9Fl%C4%B1k" and the same path typed with
 * its Turkish letters are one path.
 */
import type { Executor } from "#app/.server/db/index.ts";
import { nowIso } from "#app/.server/ids.ts";
import { deleteRedirect, findRedirect, putRedirect, retargetRedirects } from "#app/.server/repositories/firm.ts";

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape ("%E0%A4%A") is kept as typed.
    return segment;
  }
}

/**
 * The canonical form of a site path, or undefined when `input` is not one:
 * a full URL gives its path (an old site's address in a CSV); the query and
 * fragment are dropped; "/a/b/" is "/a/b".
 */
export function canonicalPath(input: string): string | undefined {
  let path = input.trim();
  if (path === "") return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  path = path.replace(/[?#].*$/, "");
  if (!path.startsWith("/") || path.startsWith("//")) return undefined;
  const segments = path
    .split("/")
    .slice(1)
    .map((segment) => encodeURIComponent(decodeSegment(segment)));
  while (segments.length > 0 && segments.at(-1) === "") segments.pop();
  if (segments.some((segment) => segment === "" || segment === "." || segment === "..")) return undefined;
  return `/${segments.join("/")}`;
}

/**
 * Records that the page at `from` now lives at `to` (both site paths): `from`
 * answers 301 to `to`, redirects that ended at `from` now end at `to`, and
 * `to` stops being a redirect (it is a live page again). Call in the
 * transaction of the change; the caller bumps the content version.
 */
export async function recordMove(trx: Executor, from: string, to: string, by: string | null): Promise<void> {
  const source = canonicalPath(from);
  const target = canonicalPath(to);
  if (!source || !target || source === target) return;
  await retargetRedirects(trx, source, target);
  await deleteRedirect(trx, target);
  await putRedirect(trx, { from_path: source, to_path: target, kind: "auto", created_at: nowIso(), created_by: by });
}

/** A live page now answers at `path`: a redirect from it would hide the page, so it goes. */
export async function releasePath(trx: Executor, path: string): Promise<void> {
  const source = canonicalPath(path);
  if (source && (await findRedirect(trx, source))) await deleteRedirect(trx, source);
}

/** Where a request for `pathname` is redirected (301), from the firm's snapshot; undefined: not redirected. */
export function redirectTarget(redirects: ReadonlyMap<string, string>, pathname: string): string | undefined {
  if (redirects.size === 0) return undefined;
  const path = canonicalPath(pathname);
  return path ? redirects.get(path) : undefined;
}
