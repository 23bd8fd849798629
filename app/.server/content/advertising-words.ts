/**
 * Reklam sözcükleri (issue 44, ADR 067): the words and phrases the pre-publish checks warn of
 * (text/prepublish-checks.ts), kept in `settings` as a JSON list. Until the Sahip saves one,
 * the list is lib/prepublish.ts's DEFAULT_ADVERTISING_WORDS. Only the Sahip changes it: the
 * route is the Sahip's (lib/admin-access.ts) and the write checks the role again, with its
 * audit row, in one transaction. Nothing public changes, so no content version is raised.
 */
import { z } from "zod";
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { getSetting, putSetting } from "#app/.server/repositories/settings.ts";
import { ADVERTISING_WORDS_FIELD, ADVERTISING_WORDS_LIMITS, DEFAULT_ADVERTISING_WORDS } from "#app/lib/prepublish.ts";
import type { Role } from "#app/lib/roles.ts";

/** The setting that holds the Sahip's list (JSON array of strings). */
export const ADVERTISING_WORDS_SETTING = "advertising_words";

/** One word or phrase a line, blank lines and repeats left out, in the order typed. */
export function wordsFromLines(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const word = line.replace(/\s+/g, " ").trim();
    const key = word.toLocaleLowerCase("tr-TR");
    if (word === "" || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return words;
}

/** The Reklam sözcükleri form: the list as lines, within the limits. */
export const advertisingWordsSchema = z.object({
  [ADVERTISING_WORDS_FIELD]: z
    .string({ error: "Sözcük listesi okunamadı." })
    .max(ADVERTISING_WORDS_LIMITS.count * (ADVERTISING_WORDS_LIMITS.length + 2), "Liste çok uzun.")
    .transform((text, ctx) => {
      const words = wordsFromLines(text);
      if (words.length > ADVERTISING_WORDS_LIMITS.count) {
        ctx.addIssue({ code: "custom", message: `Liste en çok ${ADVERTISING_WORDS_LIMITS.count} sözcük ya da ifade alabilir.` });
      }
      const long = words.find((word) => word.length > ADVERTISING_WORDS_LIMITS.length);
      if (long) {
        ctx.addIssue({
          code: "custom",
          message: `“${long.slice(0, 30)}…” çok uzun: her satır en çok ${ADVERTISING_WORDS_LIMITS.length} karakter olabilir.`,
        });
      }
      return words;
    }),
});

function parseStored(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((word): word is string => typeof word === "string") : undefined;
  } catch {
    return undefined;
  }
}

/** The list the checks use now (the Sahip's, or the starting list). */
export async function readAdvertisingWords(db?: Executor): Promise<string[]> {
  const stored = parseStored(await getSetting(db ?? (await getDb()), ADVERTISING_WORDS_SETTING));
  return stored ?? [...DEFAULT_ADVERTISING_WORDS];
}

export type AdvertisingWordsResult = { ok: true; count: number } | { ok: false; reason: "not-owner" };

/** The Sahip saves the list; the audit row names what was added and removed. */
export async function saveAdvertisingWords(
  actor: { email: string; role: Role },
  words: readonly string[],
): Promise<AdvertisingWordsResult> {
  if (actor.role !== "owner") return { ok: false, reason: "not-owner" };
  return transaction(async (trx) => {
    const before = await readAdvertisingWords(trx);
    await putSetting(trx, ADVERTISING_WORDS_SETTING, JSON.stringify(words));
    const added = words.filter((word) => !before.includes(word));
    const removed = before.filter((word) => !words.includes(word));
    await recordAudit(trx, {
      adminEmail: actor.email,
      action: "advertising-words",
      list: "reklam-sozcukleri",
      entryId: null,
      details: { added, removed },
    });
    return { ok: true, count: words.length };
  });
}
