/**
 * What a save of an entry decides besides its fields (issue 44, ADR 067): the time it leaves
 * the public site, and the pre-publish checks' warnings that go with its version.
 */
import { readAdvertisingWords } from "#app/.server/content/advertising-words.ts";
import type { EntryInput } from "#app/.server/content/entries.ts";
import type { Executor } from "#app/.server/db/index.ts";
import type { Entry, EntryFields } from "#app/.server/repositories/entries.ts";
import { prepublishWarnings } from "#app/.server/text/prepublish-checks.ts";
import { CONTENT_LISTS, type ListName } from "#app/lib/content-lists.ts";
import type { PrepublishWarning } from "#app/lib/prepublish.ts";

/** The time to leave the site a save stores: the form's (null: none), or the entry's own when the input has none. */
export function unpublishTime(input: EntryInput, previous: Entry | undefined): string | null {
  const given = input.unpublishAt === undefined ? (previous?.unpublish_at ?? null) : input.unpublishAt;
  return given === null || Number.isNaN(Date.parse(given)) ? null : new Date(Date.parse(given)).toISOString();
}

/**
 * Why a public or scheduled entry cannot have this time to leave the site: past, or not after
 * its publication. A draft keeps any time (a draft taken down at its time keeps it, ADR 067).
 */
export function unpublishTimeProblem(unpublishAt: string | null, publishedAt: string | null, now: string): string | undefined {
  if (unpublishAt === null) return undefined;
  if (unpublishAt <= now) {
    return "Yayından kaldırma zamanı geçmiş; ileri bir tarih ve saat girin ya da kayıt yayında kalacaksa alanı boşaltın.";
  }
  if (publishedAt !== null && unpublishAt <= publishedAt) return "Yayından kaldırma zamanı yayın zamanından sonra olmalı.";
  return undefined;
}

/** The pre-publish checks' warnings for an entry's fields (rich-text lists; ADR 067). */
export async function checksOf(trx: Executor, list: ListName, fields: EntryFields): Promise<PrepublishWarning[]> {
  if (CONTENT_LISTS[list].fields[1].kind !== "rich") return [];
  const content = { title: fields.title, html: fields.text, metaDescription: fields.meta_description, coverAlt: fields.cover_alt };
  return prepublishWarnings(content, await readAdvertisingWords(trx));
}
