import type { Seo } from "~/lib/meta";
import { site } from "~/content/site";

/** The site's public origin, without a trailing slash (SITE_URL, else localhost). */
export function siteUrl(): string {
  const fallback = `http://localhost:${process.env.PORT ?? "3000"}`;
  return (process.env.SITE_URL || fallback).replace(/\/+$/, "");
}

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path}`;
}

/** Unique title per page: "<page> | <firm>". */
export function pageTitle(page: string): string {
  return `${page} | ${site.name}`;
}

export function seo(path: string, fields: Omit<Seo, "canonical"> & { canonical?: string }): Seo {
  return { canonical: absoluteUrl(path), ...fields };
}

/** The request's path as the canonical link's path (no query, no trailing slash). */
export function requestPath(request: Request): string {
  const { pathname } = new URL(request.url);
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
