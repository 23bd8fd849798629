/** What the admin screens share: their meta tags, the audit trail they show, and how a failed write is answered. */
import { data } from "react-router";
import { DatabaseBusyError, getDb } from "#app/.server/db/index.ts";
import type { AuditLogTable } from "#app/.server/db/schema.ts";
import { log } from "#app/.server/log.ts";
import { listAudit } from "#app/.server/repositories/audit.ts";
import { absoluteUrl, siteName } from "#app/.server/web/seo.ts";
import type { Seo } from "#app/lib/meta.ts";

/** Admin pages: a title, and never indexed. */
export async function adminSeo(page: string, path: string): Promise<Seo> {
  const name = await siteName();
  return {
    title: `${page} – Yönetim | ${name}`,
    siteName: name,
    description: "Yönetim paneli",
    canonical: absoluteUrl(path),
    noindex: true,
  };
}

/** The latest writes in the admin area, newest first. */
export async function auditTrail(limit: number): Promise<AuditLogTable[]> {
  return listAudit(await getDb(), limit);
}

const BUSY_MESSAGE = "Veritabanı şu anda meşgul; hiçbir şey değişmedi. Lütfen birkaç saniye sonra yeniden deneyin.";

/** Why an admin write failed, as the screen or the editor's upload says it. */
export interface AdminWriteFailure {
  status: 500 | 503;
  error: string;
  headers?: Record<string, string>;
}

/**
 * The one way the admin answers a write that threw: a database that stayed
 * locked is 503, changed nothing and may be tried again in a few seconds
 * (`busy` says what was not done, when a screen says it in its own words);
 * anything else is logged and 500 with `failed` (what could not be done,
 * e.g. "Kayıt geri yüklenemedi").
 */
export function adminWriteFailure(error: unknown, failed: string, busy: string = BUSY_MESSAGE): AdminWriteFailure {
  if (error instanceof DatabaseBusyError) return { status: 503, error: busy, headers: { "Retry-After": "5" } };
  log.error({ err: error }, `admin write failed: ${failed}`);
  return { status: 500, error: `${failed}: sunucu hatası. Lütfen yeniden deneyin.` };
}

/**
 * adminWriteFailure as a screen's action data: `{ ...fields, error }`, so a
 * screen whose answers carry more (what was typed, to show the form again)
 * keeps its one shape.
 */
export function adminWriteFailed<Fields extends object = Record<never, never>>(
  error: unknown,
  failed: string,
  { busy, fields }: { busy?: string; fields?: Fields } = {},
) {
  const failure = adminWriteFailure(error, failed, busy);
  return data({ ...(fields as Fields), error: failure.error }, { status: failure.status, headers: failure.headers });
}
