/**
 * Two English versions of an item compared, for its English Geçmiş screen
 * (ADR 068): the plain fields word by word, the rich text block by block
 * (text/version-diff.ts).
 */
import { getDb } from "#app/.server/db/index.ts";
import type { EnglishRevisionRow } from "#app/.server/db/schema.ts";
import { englishVersionText } from "#app/.server/english/read.ts";
import { listEnglishRevisions } from "#app/.server/repositories/english.ts";
import { compareVersionTexts } from "#app/.server/text/version-diff.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import type { EnglishKind } from "#app/lib/english.ts";
import { ENGLISH_ACTION_TEXT } from "#app/lib/english-admin.ts";
import type { ComparedVersion, ComparePair, VersionDiff } from "#app/lib/version-diff.ts";

const caption = (row: EnglishRevisionRow): ComparedVersion => ({
  version: Number(row.version),
  caption: `${ENGLISH_ACTION_TEXT[row.action] ?? row.action}, ${row.admin_email}, ${formatTurkishDateTime(row.created_at)}`,
});

/** The two English versions of an item compared; undefined when either is not one of its versions. */
export async function compareEnglishVersions(kind: EnglishKind, key: string, pair: ComparePair): Promise<VersionDiff | undefined> {
  const rows = await listEnglishRevisions(await getDb(), kind, key);
  const older = rows.find((row) => Number(row.version) === pair.older);
  const newer = rows.find((row) => Number(row.version) === pair.newer);
  if (!older || !newer) return undefined;
  const a = englishVersionText(kind, older.snapshot);
  const b = englishVersionText(kind, newer.snapshot);
  const label = a.bodyLabel ?? b.bodyLabel;
  const text = (version: typeof a) => ({ fields: version.facts, body: label === undefined ? undefined : (version.body ?? "") });
  return { older: caption(older), newer: caption(newer), ...compareVersionTexts(text(a), text(b), label ?? "") };
}
