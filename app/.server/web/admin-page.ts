/** What the admin screens share: their meta tags, the audit trail they show, and how a failed write is answered. */
import { data } from "react-router";
import { DatabaseBusyError, getDb } from "#app/.server/db/index.ts";
import type { AuditLogTable } from "#app/.server/db/schema.ts";
import { log } from "#app/.server/log.ts";
import { listAudit } from "#app/.server/repositories/audit.ts";
import { absoluteUrl } from "#app/.server/web/seo.ts";
import { site } from "#app/content/site.ts";
import type { Seo } from "#app/lib/meta.ts";

/** Admin pages: a title, and never indexed. */
export function adminSeo(page: string, path: string): Seo {
  return {
    title: `${page} – Yönetim | ${site.name}`,
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

/**
 * The answer to an admin write that threw: a database that stayed locked is
 * 503 and changed nothing; anything else is logged and 500 with `failed`
 * (what could not be done, e.g. "Kayıt geri yüklenemedi").
 */
export function adminWriteFailed(error: unknown, failed: string) {
  if (error instanceof DatabaseBusyError) return data({ error: BUSY_MESSAGE }, { status: 503, headers: { "Retry-After": "5" } });
  log.error({ err: error }, `admin write failed: ${failed}`);
  return data({ error: `${failed}: sunucu hatası. Lütfen yeniden deneyin.` }, { status: 500 });
}
