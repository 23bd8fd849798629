/**
 * The history screen of the firm's items (Firma bilgileri, a page, a
 * service): their versions, newest first, each with the main fields of its
 * saved state for reading. Restoring is each item's own use case
 * (settings.ts, pages.ts, and Hizmetler's for a service).
 */

import { getDb } from "#app/.server/db/index.ts";
import { parseSettings } from "#app/.server/firm-snapshot/snapshot.ts";
import { type FirmRevisionKind, findPage, findService, listFirmRevisions } from "#app/.server/repositories/firm.ts";
import { renderRichText } from "#app/.server/text/rich-text.ts";
import { fullAddress, PAGE_LABELS, phoneDisplay, WEEKDAY_TEXT } from "#app/lib/firm.ts";
import { FIRM_REVISION_ACTION_TEXT, isPageKey } from "#app/lib/firm-forms.ts";
import { FIRM_REVISION_KINDS, type FirmHistoryVersion, type VersionFact } from "#app/lib/firm-history.ts";
import { revisionAuthor } from "#app/lib/revisions.ts";

export const isFirmRevisionKind = (kind: string | undefined): kind is FirmRevisionKind =>
  FIRM_REVISION_KINDS.includes(kind as FirmRevisionKind);

/** What the item is called on its history screen; undefined when there is no such item (and no history of it). */
export async function firmItemTitle(kind: FirmRevisionKind, key: string): Promise<string | undefined> {
  const db = await getDb();
  if (kind === "settings") return key === "settings" ? "Firma bilgileri" : undefined;
  if (kind === "page") return isPageKey(key) && (await findPage(db, key)) ? PAGE_LABELS[key] : undefined;
  const service = await findService(db, key);
  if (service) return service.full_title;
  const last = (await listFirmRevisions(db, "service", key))[0];
  return last ? (serviceTitle(parse(last.snapshot)) ?? "Silinmiş hizmet") : undefined;
}

function parse(snapshot: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(snapshot);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const str = (value: unknown) => (typeof value === "string" ? value : undefined);
const serviceTitle = (s: Record<string, unknown>) => str(s.fullTitle) ?? str(s.full_title);

function settingsFacts(snapshot: string): VersionFact[] {
  const s = parseSettings(snapshot);
  const facts: VersionFact[] = [
    { label: "Firmanın adı", value: s.name },
    { label: "Kısa adı", value: s.shortName },
    { label: "Kurucu", value: [s.founderTitle, s.founderName].filter(Boolean).join(" ") },
    { label: "Adres", value: fullAddress(s) },
    { label: "Telefon", value: s.phone ? phoneDisplay(s.phone) : "" },
    { label: "WhatsApp", value: s.whatsapp ? phoneDisplay(s.whatsapp) : "" },
    { label: "E-posta", value: s.email },
    { label: "Sosyal medya", value: s.social.map((link) => `${link.label} (${link.url})`).join(", ") },
    {
      label: "Çalışma saatleri",
      value: s.hours.map((h) => `${h.days.map((d) => WEEKDAY_TEXT[d]).join(", ")} ${h.opens}–${h.closes}`).join("; "),
    },
    { label: "Varsayılan meta açıklaması", value: s.metaDescription },
    { label: "Ticaret unvanı", value: s.tradeName },
    { label: "MERSİS numarası", value: s.mersisNo },
    { label: "Vergi dairesi ve numarası", value: [s.taxOffice, s.taxNumber].filter(Boolean).join(" ") },
    { label: "KEP adresi", value: s.kepAddress },
    { label: "Meslek odası", value: [s.chamberName, s.chamberUrl && `(${s.chamberUrl})`].filter(Boolean).join(" ") },
    { label: "Meslek kuralları", value: s.rulesUrl },
  ];
  return facts.filter((fact) => fact.value !== "");
}

function textFacts(kind: "page" | "service", snapshot: string): { facts: VersionFact[]; body: string | undefined } {
  const s = parse(snapshot);
  const facts: VersionFact[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value) facts.push({ label, value });
  };
  if (kind === "page") {
    add("Başlık", str(s.title));
    add("Meta açıklaması", str(s.metaDescription));
  } else {
    add("Başlık", serviceTitle(s));
    add("Anasayfadaki başlık", str(s.homeTitle) ?? str(s.home_title));
    add("Adres (slug)", str(s.slug));
    add("Meta açıklaması", str(s.metaDescription) ?? str(s.meta_description));
    if (s.hidden === true || s.hidden === 1) add("Durum", "Gizli");
  }
  return { facts, body: str(s.body) || undefined };
}

/** A version's main fields and its stored text (a page's or service's; settings have none), as the history reads them. */
export function firmVersionText(kind: FirmRevisionKind, snapshot: string): { facts: VersionFact[]; body: string | undefined } {
  return kind === "settings" ? { facts: settingsFacts(snapshot), body: undefined } : textFacts(kind, snapshot);
}

/** A page's published text as its versions store it, to tell which version is the public one. */
async function publishedPageText(key: string): Promise<string | undefined> {
  const row = isPageKey(key) ? await findPage(await getDb(), key) : undefined;
  return row && JSON.stringify({ title: row.title, metaDescription: row.meta_description, body: row.body });
}

/** The item's versions, newest first, as the history screen shows them. */
export async function firmHistory(kind: FirmRevisionKind, key: string): Promise<FirmHistoryVersion[]> {
  const rows = await listFirmRevisions(await getDb(), kind, key);
  const publishedText = kind === "page" ? await publishedPageText(key) : undefined;
  return rows.map((row, index) => {
    const { facts, body } = firmVersionText(kind, row.snapshot);
    const snapshot = parse(row.snapshot);
    // A page's version is worth restoring unless it is the published text; other items' unless it is the newest.
    const restorable =
      kind === "page"
        ? JSON.stringify({ title: snapshot.title, metaDescription: snapshot.metaDescription, body: snapshot.body }) !== publishedText
        : index !== 0;
    return {
      version: row.version,
      action: FIRM_REVISION_ACTION_TEXT[row.action] ?? row.action,
      who: revisionAuthor(row.admin_email, ""),
      at: row.created_at,
      restorable,
      facts,
      body: body ? renderRichText(body) : undefined,
    };
  });
}
