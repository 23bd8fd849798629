/**
 * Yönlendirmeler: the redirects the office sees, adds by hand and deletes
 * (the automatic ones come from moves.ts when an address changes). The
 * rules of a redirect, checked the same way for one typed on the screen and
 * for each row of a CSV import (redirect-csv.ts):
 * - both ends are paths of this site; a full URL of an old site gives its
 *   path, a target on another host is refused;
 * - a live page's path cannot be a source (live-paths.ts);
 * - it never points at itself, and never loops: a target that is itself
 *   redirected is followed to its end, and a chain that comes back to the
 *   source is refused;
 * - redirects that ended at the new source now end at its target (no chains).
 * Each write: one transaction, an audit row, a content-version bump.
 */
import { config } from "#app/.server/config.ts";
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import type { RedirectRow } from "#app/.server/db/schema.ts";
import { livePageAt } from "#app/.server/firm/live-paths.ts";
import { canonicalPath } from "#app/.server/firm/moves.ts";
import { nowIso } from "#app/.server/ids.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import { deleteRedirect, findRedirect, listRedirects, putRedirect, retargetRedirects } from "#app/.server/repositories/firm.ts";

/** The audit rows' list name for redirects. */
export const REDIRECTS_AUDIT_LIST = "yonlendirmeler";

export async function adminRedirects(): Promise<RedirectRow[]> {
  return listRedirects(await getDb());
}

/** A redirect that was placed: its ends as stored, and whether it replaced one from the same path. */
export interface PlacedRedirect {
  from: string;
  to: string;
  replaced: boolean;
}

export type PlaceResult = { ok: true; redirect: PlacedRedirect } | { ok: false; field: "from" | "to"; message: string };

const hasScheme = (value: string) => /^[a-z][a-z0-9+.-]*:/i.test(value.trim());

/** The source as a canonical site path: a site path, or any full http(s) URL's path (an old site's address). */
function sourcePath(input: string): { path: string } | { message: string } {
  const value = input.trim();
  if (value === "") return { message: "Eski adresi yazın (ör. /hizmetlerimiz.html)." };
  if (hasScheme(value) && !/^https?:/i.test(value))
    return { message: "Eski adres bir site yolu (/ ile başlar) ya da http(s) adresi olmalı." };
  const path = canonicalPath(value);
  return path ? { path } : { message: "Eski adres bir site yolu (/ ile başlar) ya da http(s) adresi olmalı." };
}

/** The target as a canonical path of this site; a full URL must be on this site's host. */
function targetPath(input: string, siteHost: string): { path: string } | { message: string } {
  const value = input.trim();
  if (value === "") return { message: "Yeni adresi yazın (ör. /hizmetler/kdv-iadesi)." };
  if (hasScheme(value) || value.startsWith("//")) {
    let host = "";
    try {
      host = new URL(value, "https://bilinmeyen.invalid").hostname.toLowerCase();
    } catch {
      // Unreadable: refused below.
    }
    const bare = (name: string) => name.replace(/^www\./, "");
    if (!/^(https?:)?\/\//i.test(value) || bare(host) !== bare(siteHost)) {
      return { message: "Yeni adres bu sitede bir yol olmalı (ör. /iletisim); başka bir siteye yönlendirme yapılamaz." };
    }
  }
  const path = canonicalPath(value.startsWith("//") ? `https:${value}` : value);
  return path ? { path } : { message: "Yeni adres bu sitede bir yol olmalı (/ ile başlar, ör. /iletisim)." };
}

/**
 * Where a redirect to `to` ends: followed through the existing redirects
 * (`map`), or undefined when the chain comes back to `from` (a loop).
 */
function finalTarget(map: ReadonlyMap<string, string>, from: string, to: string): string | undefined {
  const seen = new Set<string>();
  let current = to;
  while (current !== from && map.has(current) && !seen.has(current)) {
    seen.add(current);
    current = map.get(current) as string;
  }
  return current === from || seen.has(current) ? undefined : current;
}

/**
 * Checks and stores one redirect made by the office (kind "manual") inside
 * `trx`; the caller writes the audit row and bumps the content version.
 */
export async function placeRedirect(trx: Executor, fromInput: string, toInput: string, adminEmail: string): Promise<PlaceResult> {
  const source = sourcePath(fromInput);
  if ("message" in source) return { ok: false, field: "from", message: source.message };
  const target = targetPath(toInput, new URL(config().siteUrl).hostname.toLowerCase());
  if ("message" in target) return { ok: false, field: "to", message: target.message };
  const from = source.path;
  if (from === target.path) return { ok: false, field: "to", message: "Bir adres kendisine yönlendirilemez." };
  const live = await livePageAt(trx, from);
  if (live) return { ok: false, field: "from", message: `Bu adreste ${live} var; yayındaki bir sayfanın adresi yönlendirilemez.` };
  const map = new Map((await listRedirects(trx)).map((row) => [row.from_path, row.to_path]));
  const to = finalTarget(map, from, target.path);
  if (!to) {
    return { ok: false, field: "to", message: `${target.path} zaten ${from} adresine yönlendiriliyor; bu yönlendirme bir döngü olurdu.` };
  }
  const replaced = (await findRedirect(trx, from)) !== undefined;
  await putRedirect(trx, { from_path: from, to_path: to, kind: "manual", created_at: nowIso(), created_by: adminEmail });
  // No chains: what led to `from` now leads straight to where `from` leads.
  await retargetRedirects(trx, from, to);
  return { ok: true, redirect: { from, to, replaced } };
}

export type AddRedirectResult = { ok: true; redirect: PlacedRedirect } | { ok: false; errors: { from?: string; to?: string } };

/** Adds (or replaces) the redirect from one path, as typed on Yönlendirmeler. */
export async function addRedirect(fromInput: string, toInput: string, adminEmail: string): Promise<AddRedirectResult> {
  return transaction(async (trx): Promise<AddRedirectResult> => {
    const placed = await placeRedirect(trx, fromInput, toInput, adminEmail);
    if (!placed.ok) return { ok: false, errors: { [placed.field]: placed.message } };
    await publicWrite(trx, {
      audit: {
        adminEmail,
        action: placed.redirect.replaced ? "update" : "create",
        list: REDIRECTS_AUDIT_LIST,
        entryId: null,
        details: placed.redirect,
      },
    });
    return placed;
  });
}

/** Deletes the redirect from `from` (its path answers as any unknown path again). False when it was not there. */
export async function removeRedirect(from: string, adminEmail: string): Promise<boolean> {
  return transaction(async (trx) => {
    const row = await findRedirect(trx, from);
    if (!row || !(await deleteRedirect(trx, from))) return false;
    await publicWrite(trx, {
      audit: {
        adminEmail,
        action: "delete",
        list: REDIRECTS_AUDIT_LIST,
        entryId: null,
        details: { from: row.from_path, to: row.to_path, kind: row.kind },
      },
    });
    return true;
  });
}
