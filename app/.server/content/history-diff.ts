/**
 * Two versions of an entry compared, for its Geçmiş screen (ADR 068): the
 * title, status, description and a circular's facts word by word, the body
 * block by block (text/version-diff.ts); a tool's link as a field.
 */
import { circularFacts } from "#app/.server/content/circular-admin.ts";
import { SCHEDULER } from "#app/.server/content/scheduled.ts";
import { getDb } from "#app/.server/db/index.ts";
import { findRevision, type RevisionRecord } from "#app/.server/repositories/revisions.ts";
import { compareVersionTexts, type VersionText } from "#app/.server/text/version-diff.ts";
import { CONTENT_LISTS, type ListName } from "#app/lib/content-lists.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { REVISION_ACTION_TEXT, revisionAuthor } from "#app/lib/revisions.ts";
import type { ComparedVersion, ComparePair, VersionDiff } from "#app/lib/version-diff.ts";

const STATUS_TEXT = { draft: "Taslak", scheduled: "Zamanlanmış", published: "Yayında" } as const;

/** A version's caption in the comparison: what made it, who and when. */
export const entryVersionCaption = (revision: RevisionRecord): ComparedVersion => ({
  version: revision.version,
  caption: `${REVISION_ACTION_TEXT[revision.action] ?? revision.action}, ${revisionAuthor(revision.adminEmail, SCHEDULER)}, ${formatTurkishDateTime(revision.createdAt)}`,
});

async function entryText(list: ListName, revision: RevisionRecord): Promise<VersionText> {
  const spec = CONTENT_LISTS[list];
  const { fields } = revision;
  const lines: VersionText["fields"] = [{ label: spec.fields[0].label, value: fields.title }];
  if (spec.workflow) lines.push({ label: "Durum", value: STATUS_TEXT[fields.status] ?? fields.status });
  const circular = await circularFacts(fields.circular);
  if (circular) {
    lines.push({ label: "Numara", value: circular.number }, { label: "Kategoriler", value: circular.categories });
    lines.push({ label: "Resmî metin", value: circular.reference ?? "" });
  }
  lines.push({ label: "Açıklama", value: fields.meta_description ?? "" });
  lines.push({ label: "Kapak görseli metni", value: fields.cover_alt ?? "" });
  // A tool's link is a line; every other list's second field is its rich-text body.
  if (spec.fields[1].kind !== "rich") return { fields: [...lines, { label: spec.fields[1].label, value: fields.text }] };
  return { fields: lines, body: fields.text };
}

/** The two versions of an entry compared; undefined when either is not one of its versions. */
export async function compareEntryVersions(list: ListName, id: string, pair: ComparePair): Promise<VersionDiff | undefined> {
  const db = await getDb();
  const older = await findRevision(db, list, id, pair.older);
  const newer = await findRevision(db, list, id, pair.newer);
  if (!older || !newer) return undefined;
  const result = compareVersionTexts(await entryText(list, older), await entryText(list, newer), CONTENT_LISTS[list].fields[1].label);
  return {
    older: entryVersionCaption(older),
    newer: entryVersionCaption(newer),
    ...result,
  };
}
