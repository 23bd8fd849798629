/** What the admin screens share: their meta tags, and the audit trail they show. */
import { getDb } from "#app/.server/db/index.ts";
import type { AuditLogTable } from "#app/.server/db/schema.ts";
import { listAudit } from "#app/.server/repositories/audit.ts";
import { absoluteUrl } from "#app/.server/seo.ts";
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
