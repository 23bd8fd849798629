/**
 * Sayfalar: the firm's rich-text pages (the founder's biography, mission,
 * vision, the home page's blocks, the contact page's text, the KVKK notice).
 * A page has its published text and at most one draft. Saving a draft
 * changes no public page, so it does not raise the content version;
 * publishing (the draft, or what the form holds) does, and for the KVKK
 * notice settles a new consent version, so a subscriber's consent keeps
 * naming the notice they saw. Every write names the revision its form was
 * loaded at (a stale one changes nothing: 409), keeps a version in
 * firm_revisions (kind "page") and writes an audit row.
 *
 * Restoring an old version publishes it at once, as restoring an entry makes
 * it current: the office restores from the history when the public page is
 * wrong, and the history's confirmation says so. A draft being written stays
 * a draft.
 */

import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import type { AuditAction, FirmPageRow } from "#app/.server/db/schema.ts";
import { FIRM_AUDIT_LIST, keepFirstVersion, settleConsent } from "#app/.server/firm/firm-writes.ts";
import type { PageText } from "#app/.server/firm/page-validation.ts";
import { fillHtml, fillText, PLACEHOLDERS } from "#app/.server/firm-snapshot/placeholders.ts";
import { parseSettings } from "#app/.server/firm-snapshot/snapshot.ts";
import { nowIso } from "#app/.server/ids.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import {
  findFirmRevision,
  findPage,
  latestConsentText,
  listFirmRevisions,
  listPages,
  readSettingsRow,
  writePage,
} from "#app/.server/repositories/firm.ts";
import { renderRichText, toStoredRichText } from "#app/.server/text/rich-text.ts";
import { type FirmSettings, PAGE_KEYS, PAGE_LABELS, type PageKey } from "#app/lib/firm.ts";
import type { PageStatus } from "#app/lib/firm-forms.ts";
import { founderPathFor, paths } from "#app/lib/paths.ts";
import { KVKK_PROCESSING_MARKER } from "#app/lib/privacy-inventory.ts";
import type { SafeHtml } from "#app/lib/safe-html.ts";

const published = (row: FirmPageRow): PageText => ({ title: row.title, metaDescription: row.meta_description, body: row.body });

function draftOf(row: FirmPageRow): PageText | null {
  if (!row.draft) return null;
  try {
    const draft = JSON.parse(row.draft) as Partial<PageText>;
    return { title: draft.title ?? row.title, metaDescription: draft.metaDescription ?? "", body: draft.body ?? "" };
  } catch {
    return null;
  }
}

/** "Örnek metin" until the office first saves the page; "Taslak var" while a draft waits. */
const statusOf = (row: FirmPageRow): PageStatus => (row.draft ? "draft" : row.updated_by === null ? "sample" : "published");

export interface PageListItem {
  key: PageKey;
  label: string;
  title: string;
  status: PageStatus;
  updatedAt: string;
  updatedBy: string | null;
}

/** Every page, in the order of PAGE_KEYS. */
export async function pageList(): Promise<PageListItem[]> {
  const rows = await listPages(await getDb());
  return PAGE_KEYS.flatMap((key) => {
    const row = rows.find((r) => r.key === key);
    if (!row) return [];
    return [
      { key, label: PAGE_LABELS[key], title: row.title, status: statusOf(row), updatedAt: row.updated_at, updatedBy: row.updated_by },
    ];
  });
}

export interface PageScreen {
  key: PageKey;
  label: string;
  published: PageText;
  draft: PageText | null;
  status: PageStatus;
  revision: number;
  updatedAt: string;
  updatedBy: string | null;
  /** The placeholders with their values now, for the editor's help. */
  placeholders: { name: string; label: string; value: string }[];
  /** The KVKK page: the consent text's version now. */
  consentVersion: number | undefined;
  /** Where the site shows the page (the home page's blocks: the home page). */
  publicPath: string;
}

function publicPathOf(key: PageKey, settings: FirmSettings): string {
  switch (key) {
    case "founder":
      return founderPathFor(settings.founderName);
    case "mission":
      return paths.mission;
    case "vision":
      return paths.vision;
    case "kvkk":
      return paths.kvkk;
    case "contact":
      return paths.contact;
    default:
      return paths.home;
  }
}

/** The KVKK notice's marker as the editor lists it beside the placeholders. */
const KVKK_MARKER_HINT = {
  name: KVKK_PROCESSING_MARKER,
  label: "İşleme faaliyetleri bölümü",
  value:
    "Kendi paragrafına yazın: yerine site, gerçekte işlediği veriler, amaçlar, hukuki sebepler, alıcılar ve saklama süreleriyle bir bölüm koyar. Metinde yoksa bölüm sayfanın sonuna eklenir.",
};

export async function pageScreen(key: PageKey): Promise<PageScreen | undefined> {
  const db = await getDb();
  const row = await findPage(db, key);
  if (!row) return undefined;
  const settings = parseSettings((await readSettingsRow(db))?.data);
  return {
    key,
    label: PAGE_LABELS[key],
    published: published(row),
    draft: draftOf(row),
    status: statusOf(row),
    revision: row.revision,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    placeholders: [
      ...Object.entries(PLACEHOLDERS).map(([name, p]) => ({ name: `{${name}}`, label: p.label, value: p.value(settings) })),
      // The KVKK notice's generated section (ADR 056): the office places it; without it, it goes at the end.
      ...(key === "kvkk" ? [KVKK_MARKER_HINT] : []),
    ],
    consentVersion: key === "kvkk" ? (await latestConsentText(db))?.version : undefined,
    publicPath: publicPathOf(key, settings),
  };
}

export type PageWriteResult = { ok: true; consentVersion?: number } | { ok: false; reason: "stale" | "gone" };

interface PageWrite {
  key: PageKey;
  /** The published text after the write and the draft (null: none), from the row as it is in the transaction. */
  next: (row: FirmPageRow) => { published: PageText; draft: PageText | null };
  /** What the version in the history holds. */
  snapshot: (row: FirmPageRow) => PageText;
  historyAction: "draft" | "publish" | "discard" | "restore";
  auditAction: AuditAction;
  /** The revision the form was loaded at; undefined: the row's (a restore from the history). */
  expected: number | undefined;
  adminEmail: string;
  details?: Record<string, unknown>;
}

/** One page write in its transaction: the row, its version, the audit row; when public, the bump (and for KVKK, the consent). */
async function writePageChange(write: PageWrite): Promise<PageWriteResult> {
  return transaction(async (trx): Promise<PageWriteResult> => {
    const row = await findPage(trx, write.key);
    if (!row) return { ok: false, reason: "gone" };
    const expected = write.expected ?? row.revision;
    if (row.revision !== expected) return { ok: false, reason: "stale" };
    const now = nowIso();
    const { published: text, draft } = write.next(row);
    const stored = {
      title: text.title,
      meta_description: text.metaDescription,
      body: text.body,
      draft: draft ? JSON.stringify(draft) : null,
    };
    if (!(await writePage(trx, write.key, stored, expected, now, write.adminEmail))) return { ok: false, reason: "stale" };
    await keepFirstVersion(trx, "page", write.key, published(row), row);
    // A draft (or its removal) changes no public page; the published text does.
    const changesPublic = JSON.stringify(published(row)) !== JSON.stringify(text);
    const consentVersion = changesPublic && write.key === "kvkk" ? await settleKvkk(trx, text.body, now) : undefined;
    await publicWrite(trx, {
      revision: {
        of: "firm",
        kind: "page",
        key: write.key,
        action: write.historyAction,
        snapshot: write.snapshot(row),
        adminEmail: write.adminEmail,
        createdAt: now,
      },
      audit: {
        adminEmail: write.adminEmail,
        action: write.auditAction,
        list: FIRM_AUDIT_LIST.page,
        entryId: write.key,
        details: write.details,
      },
      versionInAudit: true,
      search: changesPublic ? "firm" : undefined,
      visible: changesPublic,
    });
    return { ok: true, consentVersion };
  });
}

async function settleKvkk(trx: Executor, body: string, now: string): Promise<number> {
  const settings = parseSettings((await readSettingsRow(trx))?.data);
  return settleConsent(trx, settings, body, now);
}

/** Keeps the form's text as the page's draft; the public page does not change. */
export async function savePageDraft(key: PageKey, page: PageText, expected: number, adminEmail: string): Promise<PageWriteResult> {
  return writePageChange({
    key,
    next: (row) => ({ published: published(row), draft: page }),
    snapshot: () => page,
    historyAction: "draft",
    auditAction: "firm-page-draft",
    expected,
    adminEmail,
  });
}

/** Publishes the form's text (the draft as edited); the draft is gone. */
export async function publishPage(key: PageKey, page: PageText, expected: number, adminEmail: string): Promise<PageWriteResult> {
  return writePageChange({
    key,
    next: () => ({ published: page, draft: null }),
    snapshot: () => page,
    historyAction: "publish",
    auditAction: "firm-page-publish",
    expected,
    adminEmail,
  });
}

/** Deletes the draft; the published text stays (the draft stays in the history). */
export async function discardPageDraft(key: PageKey, expected: number, adminEmail: string): Promise<PageWriteResult> {
  const row = await findPage(await getDb(), key);
  if (!row) return { ok: false, reason: "gone" };
  if (!row.draft) return { ok: true };
  return writePageChange({
    key,
    next: (current) => ({ published: published(current), draft: null }),
    snapshot: (current) => published(current),
    historyAction: "discard",
    auditAction: "firm-page-discard",
    expected,
    adminEmail,
  });
}

/** Publishes an old version as a new one; a waiting draft stays. */
export async function restorePageVersion(key: PageKey, version: number, adminEmail: string): Promise<PageWriteResult> {
  const revision = await findFirmRevision(await getDb(), "page", key, version);
  if (!revision) return { ok: false, reason: "gone" };
  const old = JSON.parse(revision.snapshot) as Partial<PageText>;
  const text: PageText = { title: old.title ?? "", metaDescription: old.metaDescription ?? "", body: old.body ?? "" };
  return writePageChange({
    key,
    next: (row) => ({ published: text, draft: draftOf(row) }),
    snapshot: () => text,
    historyAction: "restore",
    auditAction: "firm-page-restore",
    expected: undefined,
    adminEmail,
    details: { restoredVersion: version },
  });
}

/** A page's versions, newest first. */
export async function pageVersions(key: PageKey) {
  return listFirmRevisions(await getDb(), "page", key);
}

export interface PagePreview {
  key: PageKey;
  title: string;
  body: SafeHtml;
  /** What the banner says of the text shown. */
  note: string;
}

/**
 * Önizle: a page's text in the public look, placeholders filled from the
 * settings. `typed`: the form's text (saved or not); without it, the saved
 * draft, else the published text. Reads only.
 */
export async function pagePreview(key: PageKey, typed?: { title: string; body: string }): Promise<PagePreview | undefined> {
  const db = await getDb();
  const row = await findPage(db, key);
  if (!row) return undefined;
  const settings = parseSettings((await readSettingsRow(db))?.data);
  const saved = draftOf(row);
  const text = typed ?? saved ?? published(row);
  const note = typed
    ? "Formdaki metin: kaydedilmeden önce sitede görünmez."
    : saved
      ? "Kaydedilmiş taslak: yayımlanana kadar sitede görünmez."
      : "Yayımlanmış metin: sitede de böyle görünüyor.";
  return {
    key,
    title: fillText(text.title.trim() || "(Başlıksız)", settings),
    body: renderRichText(fillHtml(toStoredRichText(text.body), settings)),
    note,
  };
}
