import { type HTMLElement, parse } from "node-html-parser";

export interface Page {
  status: number;
  location: string | null;
  html: string;
  doc: HTMLElement;
  headers: Headers;
}

/** GET (or POST) without following redirects, parsed. */
export async function fetchPage(base: string, path: string, init: RequestInit = {}): Promise<Page> {
  const response = await fetch(new URL(path, base), { redirect: "manual", ...init });
  const html = await response.text();
  return { status: response.status, location: response.headers.get("location"), html, doc: parse(html), headers: response.headers };
}

export const titleOf = (page: Page) => page.doc.querySelector("title")?.text ?? "";
export const canonicalOf = (page: Page) => page.doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
export const metaContent = (page: Page, selector: string) => page.doc.querySelector(selector)?.getAttribute("content");

export function jsonLd(page: Page): Record<string, unknown>[] {
  return page.doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.text) as Record<string, unknown>);
}

/**
 * A form POST as a browser without JavaScript sends it, following the
 * post/redirect/get: the page it lands on, with the POST's own status and
 * Location (303 and where it led, or the refusal with its status).
 */
export async function submitForm(base: string, path: string, fields: Record<string, string>): Promise<Page & { postStatus: number }> {
  const posted = await postForm(base, path, fields);
  if (posted.status !== 303 || !posted.location) return { ...posted, postStatus: posted.status };
  const landed = await fetchPage(base, posted.location);
  return { ...landed, location: posted.location, postStatus: posted.status };
}

export function postForm(base: string, path: string, fields: Record<string, string>) {
  return fetchPage(base, path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
  });
}

/** The rows of a page's admin table, and the trimmed text of one column. */
export const tableRows = (page: Page) => page.doc.querySelectorAll("table.admin-table tbody tr");
export const tableCells = (page: Page, column: number) =>
  tableRows(page).map((row) => row.querySelectorAll("td")[column]?.text.trim() ?? "");
/** The text of a page's status message and of its alert. */
export const statusText = (page: Page) => page.doc.querySelector('[role="status"]')?.text.replace(/\s+/g, " ").trim();
export const alertText = (page: Page) => page.doc.querySelector('[role="alert"]')?.text.trim();
