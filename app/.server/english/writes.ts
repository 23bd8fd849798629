/**
 * The English tab's writes (issue 43, ADR 061), each one transaction with its english_revisions
 * row and its audit row, through the unit of work (publishing/):
 *
 * - a draft keeps the form's fields in `draft`; no public page changes, the content version stays;
 * - publishing makes them `data` (the English page exists from the next request), the draft goes,
 *   `published_at` is set the first time; the content version rises;
 * - unpublishing sets `data` to null (the English page is gone; its text stays as the draft, so
 *   nothing the office wrote is lost); the content version rises;
 * - restoring a version puts its fields into the draft (nothing public changes).
 *
 * Every write but the restore names the revision its form was loaded at (0: no English yet); a
 * stale one changes nothing. A service's English address must be its own among the English
 * services; a published one that changes leaves a redirect (firm/moves.ts, kind "auto").
 */
import type { Transaction } from "kysely";
import { getDb, transaction } from "#app/.server/db/index.ts";
import type { AuditAction, Database, EnglishTextRow } from "#app/.server/db/schema.ts";
import { findEnglishItem } from "#app/.server/english/items.ts";
import { recordMove, releasePath } from "#app/.server/firm/moves.ts";
import { parseEnglish } from "#app/.server/firm-snapshot/english.ts";
import { nowIso } from "#app/.server/ids.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import { findEnglishRevision, listEnglishTexts, readEnglishText, writeEnglishText } from "#app/.server/repositories/english.ts";
import { EMPTY_ENGLISH, type EnglishFields, type EnglishKind } from "#app/lib/english.ts";
import { englishServicePath } from "#app/lib/paths.ts";

/** The audit log's list of the English tab's writes. */
export const ENGLISH_AUDIT_LIST = "ingilizce";

export type EnglishWriteResult =
  | { ok: true }
  | { ok: false; reason: "stale" | "gone" | "not-published" }
  | { ok: false; reason: "slug"; message: string };

interface EnglishWrite {
  kind: EnglishKind;
  key: string;
  /** The revision the form was loaded at; undefined: the row's own (a restore from the history). */
  expected: number | undefined;
  adminEmail: string;
  action: "draft" | "publish" | "unpublish" | "restore";
  /** The row after the write (from the row as it is in the transaction), and what the history keeps. */
  next: (row: EnglishTextRow | undefined, now: string) => { data: string | null; draft: string | null; published_at: string | null };
  snapshot: (row: EnglishTextRow | undefined) => unknown;
  /** A published service's fields: its address is checked and, when it changed, the old one redirected. */
  service?: EnglishFields["service"];
  details?: Record<string, unknown>;
}

const AUDIT: Record<EnglishWrite["action"], AuditAction> = {
  draft: "english-draft",
  publish: "english-publish",
  unpublish: "english-unpublish",
  restore: "english-restore",
};

type Refusal = Extract<EnglishWriteResult, { ok: false }>;

/** Whether another service's published English has `slug`. */
async function slugTaken(trx: Transaction<Database>, key: string, slug: string): Promise<boolean> {
  const rows = await listEnglishTexts(trx, "service");
  return rows.some((row) => row.key !== key && row.data !== null && parseEnglish("service", row.data).slug === slug);
}

/** Thrown inside the transaction to roll back what it wrote (a redirect) and answer with the refusal. */
class Refused extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.reason);
    this.refusal = refusal;
  }
}

const SLUG_TAKEN = (slug: string) =>
  `Başka bir hizmetin İngilizce sayfası “${englishServicePath(slug)}” adresinde: iki hizmetin İngilizce adı aynı olamaz. Adı değiştirin; hiçbir şey kaydedilmedi.`;

async function writeEnglish(write: EnglishWrite): Promise<EnglishWriteResult> {
  try {
    return await transaction(async (trx): Promise<EnglishWriteResult> => {
      if (!(await findEnglishItem(trx, write.kind, write.key))) return { ok: false, reason: "gone" };
      const row = await readEnglishText(trx, write.kind, write.key);
      const current = row?.revision ?? 0;
      if (write.expected !== undefined && write.expected !== current) return { ok: false, reason: "stale" };
      if (write.action === "unpublish" && !row?.data) return { ok: false, reason: "not-published" };
      const now = nowIso();
      const details: Record<string, unknown> = { kind: write.kind, key: write.key, ...write.details };
      if (write.service?.slug) {
        const slug = write.service.slug;
        if (await slugTaken(trx, write.key, slug)) return { ok: false, reason: "slug", message: SLUG_TAKEN(slug) };
        if (write.action === "publish") {
          const old = row?.data ? parseEnglish("service", row.data).slug : "";
          if (old && old !== slug) {
            await recordMove(trx, englishServicePath(old), englishServicePath(slug), write.adminEmail);
            details.slug = { from: old, to: slug };
          } else await releasePath(trx, englishServicePath(slug));
        }
      }
      if (!(await writeEnglishText(trx, write.kind, write.key, write.next(row, now), current, now, write.adminEmail))) {
        // Another save came first: undo the redirect too.
        throw new Refused({ ok: false, reason: "stale" });
      }
      const visible = write.action === "publish" || write.action === "unpublish";
      await publicWrite(trx, {
        revision: {
          of: "english",
          kind: write.kind,
          key: write.key,
          action: write.action,
          snapshot: write.snapshot(row),
          adminEmail: write.adminEmail,
          createdAt: now,
        },
        audit: {
          adminEmail: write.adminEmail,
          action: AUDIT[write.action],
          list: ENGLISH_AUDIT_LIST,
          entryId: `${write.kind}:${write.key}`,
          details,
        },
        versionInAudit: true,
        visible,
      });
      return { ok: true };
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** Keeps the form's fields as the item's English draft; no public page changes. */
export async function saveEnglishDraft<K extends EnglishKind>(
  kind: K,
  key: string,
  fields: EnglishFields[K],
  expected: number,
  adminEmail: string,
): Promise<EnglishWriteResult> {
  const service = kind === "service" ? (fields as EnglishFields["service"]) : undefined;
  return writeEnglish({
    kind,
    key,
    expected,
    adminEmail,
    action: "draft",
    next: (row) => ({ data: row?.data ?? null, draft: JSON.stringify(fields), published_at: row?.published_at ?? null }),
    snapshot: () => fields,
    service,
  });
}

/** Publishes the form's fields as the item's English; the draft is gone. */
export async function publishEnglish<K extends EnglishKind>(
  kind: K,
  key: string,
  fields: EnglishFields[K],
  expected: number,
  adminEmail: string,
): Promise<EnglishWriteResult> {
  const service = kind === "service" ? (fields as EnglishFields["service"]) : undefined;
  return writeEnglish({
    kind,
    key,
    expected,
    adminEmail,
    action: "publish",
    next: (row, now) => ({ data: JSON.stringify(fields), draft: null, published_at: row?.published_at ?? now }),
    snapshot: () => fields,
    service,
  });
}

/** Takes the item's English off the site; its text stays as the draft (a waiting draft is kept as it is). */
export async function unpublishEnglish(kind: EnglishKind, key: string, expected: number, adminEmail: string): Promise<EnglishWriteResult> {
  return writeEnglish({
    kind,
    key,
    expected,
    adminEmail,
    action: "unpublish",
    next: (row) => ({ data: null, draft: row?.draft ?? row?.data ?? null, published_at: row?.published_at ?? null }),
    snapshot: (row) => parseEnglish(kind, row?.data),
  });
}

/** Puts an old version's fields into the draft (the published English does not change). */
export async function restoreEnglishVersion(
  kind: EnglishKind,
  key: string,
  version: number,
  adminEmail: string,
): Promise<EnglishWriteResult> {
  const revision = await findEnglishRevision(await getDb(), kind, key, version);
  if (!revision) return { ok: false, reason: "gone" };
  const fields = { ...EMPTY_ENGLISH[kind], ...parseEnglish(kind, revision.snapshot) };
  return writeEnglish({
    kind,
    key,
    expected: undefined,
    adminEmail,
    action: "restore",
    next: (row) => ({ data: row?.data ?? null, draft: JSON.stringify(fields), published_at: row?.published_at ?? null }),
    snapshot: () => fields,
    details: { restoredVersion: version },
  });
}
