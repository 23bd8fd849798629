/**
 * Two versions of a firm item (Firma bilgileri, a page, a service) compared,
 * for its Geçmiş screen (ADR 068): the fields the history lists word by word,
 * a page's or service's text block by block (text/version-diff.ts).
 */
import { getDb } from "#app/.server/db/index.ts";
import type { FirmRevisionRow } from "#app/.server/db/schema.ts";
import { firmVersionText } from "#app/.server/firm/history.ts";
import { type FirmRevisionKind, findFirmRevision } from "#app/.server/repositories/firm.ts";
import { compareVersionTexts } from "#app/.server/text/version-diff.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { FIRM_REVISION_ACTION_TEXT } from "#app/lib/firm-forms.ts";
import { revisionAuthor } from "#app/lib/revisions.ts";
import type { ComparedVersion, ComparePair, VersionDiff } from "#app/lib/version-diff.ts";

/** What the body is called in the item's form. */
const BODY_LABEL: Record<FirmRevisionKind, string> = { settings: "Metin", page: "Metin", service: "Sayfa metni" };

const caption = (row: FirmRevisionRow): ComparedVersion => ({
  version: Number(row.version),
  caption: `${FIRM_REVISION_ACTION_TEXT[row.action] ?? row.action}, ${revisionAuthor(row.admin_email, "")}, ${formatTurkishDateTime(row.created_at)}`,
});

/** The two versions of a firm item compared; undefined when either is not one of its versions. */
export async function compareFirmVersions(kind: FirmRevisionKind, key: string, pair: ComparePair): Promise<VersionDiff | undefined> {
  const db = await getDb();
  const older = await findFirmRevision(db, kind, key, pair.older);
  const newer = await findFirmRevision(db, kind, key, pair.newer);
  if (!older || !newer) return undefined;
  const text = (row: FirmRevisionRow) => {
    const { facts, body } = firmVersionText(kind, row.snapshot);
    return { fields: facts, body: kind === "settings" ? undefined : (body ?? "") };
  };
  return { older: caption(older), newer: caption(newer), ...compareVersionTexts(text(older), text(newer), BODY_LABEL[kind]) };
}
