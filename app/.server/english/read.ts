/**
 * What the English tab and the list screens read (issue 43, ADR 061): an item's English as the
 * tab shows it (the draft, else the published text, with its state and revision), the states of
 * a whole kind in one query (the list screens' "İngilizce: yayında / taslak"), an item's history,
 * and the preview's text.
 */
import { getDb } from "#app/.server/db/index.ts";
import type { EnglishTextRow } from "#app/.server/db/schema.ts";
import { type EnglishItem, findEnglishItem } from "#app/.server/english/items.ts";
import { parseEnglish } from "#app/.server/firm-snapshot/english.ts";
import { fillHtml, fillText } from "#app/.server/firm-snapshot/placeholders.ts";
import { parseSettings } from "#app/.server/firm-snapshot/snapshot.ts";
import { listEnglishRevisions, listEnglishTexts, readEnglishText } from "#app/.server/repositories/english.ts";
import { readSettingsRow } from "#app/.server/repositories/firm.ts";
import { renderRichText, toStoredRichText } from "#app/.server/text/rich-text.ts";
import type { EnglishFields, EnglishKind } from "#app/lib/english.ts";
import { ENGLISH_ACTION_TEXT, ENGLISH_FORMS, type EnglishState, englishStateOf } from "#app/lib/english-admin.ts";
import type { SafeHtml } from "#app/lib/safe-html.ts";

export interface EnglishScreen<K extends EnglishKind = EnglishKind> {
  item: EnglishItem;
  state: EnglishState;
  /** 0 while the item has no English row. */
  revision: number;
  published: EnglishFields[K] | null;
  draft: EnglishFields[K] | null;
  publishedAt: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The item's English tab, or undefined when the item does not exist (404). */
export async function englishScreen<K extends EnglishKind>(kind: K, key: string): Promise<EnglishScreen<K> | undefined> {
  const db = await getDb();
  const item = await findEnglishItem(db, kind, key);
  if (!item) return undefined;
  const row = await readEnglishText(db, kind, key);
  return {
    item,
    state: englishStateOf(row),
    revision: row?.revision ?? 0,
    published: row?.data ? (parseEnglish(kind, row.data) as EnglishFields[K]) : null,
    draft: row?.draft ? (parseEnglish(kind, row.draft) as EnglishFields[K]) : null,
    publishedAt: row?.published_at ?? null,
    updatedAt: row?.updated_at ?? null,
    updatedBy: row?.updated_by ?? null,
  };
}

/** Every item of a kind that has English, by key (one query for a whole list screen); an item not named has none. */
export async function englishStates(kind: EnglishKind): Promise<Record<string, Exclude<EnglishState, "none">>> {
  const rows: EnglishTextRow[] = await listEnglishTexts(await getDb(), kind);
  const states: Record<string, Exclude<EnglishState, "none">> = {};
  for (const row of rows) {
    const state = englishStateOf(row);
    if (state !== "none") states[row.key] = state;
  }
  return states;
}

export interface EnglishVersion {
  version: number;
  action: string;
  who: string;
  at: string;
  /** The version's fields for reading: label and value, its rich text apart. */
  facts: { label: string; value: string }[];
  body: SafeHtml | undefined;
}

/** An item's English versions, newest first. */
export async function englishVersions(kind: EnglishKind, key: string): Promise<EnglishVersion[]> {
  const rows = await listEnglishRevisions(await getDb(), kind, key);
  return rows.map((row) => {
    const { facts, body } = englishVersionText(kind, row.snapshot);
    return {
      version: row.version,
      action: ENGLISH_ACTION_TEXT[row.action] ?? row.action,
      who: row.admin_email,
      at: row.created_at,
      facts,
      body: body ? renderRichText(body) : undefined,
    };
  });
}

/** A version's fields for reading (label and value) and its stored rich text apart, with the rich field's label. */
export function englishVersionText(
  kind: EnglishKind,
  snapshot: string,
): { facts: EnglishVersion["facts"]; body: string | undefined; bodyLabel: string | undefined } {
  const fields = parseEnglish(kind, snapshot) as unknown as Record<string, unknown>;
  const facts: EnglishVersion["facts"] = [];
  let body: string | undefined;
  let bodyLabel: string | undefined;
  for (const spec of ENGLISH_FORMS[kind]) {
    const value = fields[spec.key];
    if (spec.type === "rich") {
      body = typeof value === "string" && value ? value : undefined;
      bodyLabel = spec.label;
    } else {
      const text = Array.isArray(value) ? value.join(" / ") : typeof value === "string" ? value : "";
      if (text) facts.push({ label: spec.label, value: text });
    }
  }
  return { facts, body, bodyLabel };
}

export interface EnglishPreview {
  kind: EnglishKind;
  title: string;
  /** The rich text (a page's or service's body, an answer, a summary); settings have none. */
  body: SafeHtml | undefined;
  /** Settings: the other fields, as lines. */
  lines: { label: string; value: string }[];
  note: string;
}

/**
 * Önizle of the English tab: `typed` is the form's values by form name (saved or not); without
 * it, the saved draft, else the published text. Placeholders are filled as on the public pages.
 */
export async function englishPreview(kind: EnglishKind, key: string, typed?: Record<string, string>): Promise<EnglishPreview | undefined> {
  const screen = await englishScreen(kind, key);
  if (!screen) return undefined;
  const settings = parseSettings((await readSettingsRow(await getDb()))?.data);
  const saved = (screen.draft ?? screen.published ?? {}) as Record<string, unknown>;
  const note = typed
    ? "Formdaki metin: kaydedilip yayınlanmadan sitede görünmez."
    : screen.draft
      ? "Kaydedilmiş taslak: yayınlanana kadar sitede görünmez."
      : screen.published
        ? "Yayınlanmış İngilizce metin."
        : "Henüz İngilizce metin yok.";
  let title = "";
  let body: SafeHtml | undefined;
  const lines: EnglishPreview["lines"] = [];
  for (const spec of ENGLISH_FORMS[kind]) {
    const raw = typed ? (typed[spec.name] ?? "") : saved[spec.key];
    const value = Array.isArray(raw) ? raw.join("\n") : typeof raw === "string" ? raw : "";
    if (spec.type === "rich") body = renderRichText(fillHtml(toStoredRichText(value), settings));
    else if (!title && spec.type === "line" && kind !== "settings") title = fillText(value.trim(), settings);
    else if (value.trim()) lines.push({ label: spec.label, value: value.trim() });
  }
  return { kind, title: title || (kind === "settings" ? screen.item.title : "(Untitled)"), body, lines, note };
}
