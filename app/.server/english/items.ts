/**
 * The items that may have English (issue 43, ADR 061): Firma bilgileri, a page of
 * ENGLISH_PAGE_KEYS, an existing service, FAQ entry or sirküler. Anything else has no English
 * tab (the routes answer 404). The Turkish title names the item on its English screens.
 */
import type { Executor } from "#app/.server/db/index.ts";
import { entrySummaries } from "#app/.server/repositories/entries.ts";
import { findService } from "#app/.server/repositories/firm.ts";
import { ENGLISH_PAGE_KEYS, ENGLISH_SETTINGS_KEY, type EnglishKind, type EnglishPageKey } from "#app/lib/english.ts";
import { PAGE_LABELS } from "#app/lib/firm.ts";

export interface EnglishItem {
  kind: EnglishKind;
  key: string;
  /** The item's Turkish name (the page's label, the service's or entry's title). */
  title: string;
}

export const isEnglishPageKey = (key: string): key is EnglishPageKey => ENGLISH_PAGE_KEYS.includes(key as EnglishPageKey);

/** The item, or undefined when it does not exist (or may have no English). */
export async function findEnglishItem(db: Executor, kind: EnglishKind, key: string): Promise<EnglishItem | undefined> {
  switch (kind) {
    case "settings":
      return key === ENGLISH_SETTINGS_KEY ? { kind, key, title: "Firma bilgileri" } : undefined;
    case "page":
      return isEnglishPageKey(key) ? { kind, key, title: PAGE_LABELS[key] } : undefined;
    case "service": {
      const service = await findService(db, key);
      return service ? { kind, key, title: service.full_title } : undefined;
    }
    case "question": {
      const [entry] = await entrySummaries(db, "sorular", [key]);
      return entry ? { kind, key, title: entry.title } : undefined;
    }
    case "circular": {
      const [entry] = await entrySummaries(db, "sirkuler", [key]);
      return entry ? { kind, key, title: entry.title } : undefined;
    }
  }
}
