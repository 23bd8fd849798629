/**
 * Firma bilgileri: reading the settings for the admin's form, saving them
 * (only from the revision the form was loaded at: a stale save changes
 * nothing and the screen answers 409), and restoring an old version. Each
 * write is one transaction with its history row (firm_revisions, kind
 * "settings"), its audit row and the content version bump, so every page,
 * feed and e-mail shows the change on its next request. A change of the
 * founder's name moves the founder's page (the old path answers 301); the
 * consent text's version follows the firm's name and the KVKK notice's
 * filled-in facts.
 */
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import { keepSettingsChange } from "#app/.server/firm/firm-writes.ts";
import type { SettingsInput } from "#app/.server/firm/settings-validation.ts";
import { parseSettings } from "#app/.server/firm-snapshot/snapshot.ts";
import { nowIso } from "#app/.server/ids.ts";
import { findFirmRevision, listFirmRevisions, readSettingsRow, writeSettings } from "#app/.server/repositories/firm.ts";
import { findMedia, listMedia, listMediaFiles } from "#app/.server/repositories/media.ts";
import type { FirmSettings } from "#app/lib/firm.ts";
import { type MediaChoice, SETTINGS_FIELDS, type SettingsFormValues, settingsFormValues } from "#app/lib/firm-forms.ts";
import { mediaUrl } from "#app/lib/paths.ts";

export interface SettingsScreen {
  values: SettingsFormValues;
  /** The revision the form is loaded at (sent back with the save). */
  revision: number;
  updatedAt: string;
  /** null: never saved by the office (still the sample's). */
  updatedBy: string | null;
  /** The library's pictures, newest first. */
  images: MediaChoice[];
}

/** The library's pictures as the form offers them (a small JPEG of each). */
export async function mediaChoices(db: Executor): Promise<MediaChoice[]> {
  const media = await listMedia(db);
  const files = await listMediaFiles(
    db,
    media.map((m) => m.id),
  );
  return media.map((m) => {
    const smallest = files.find((f) => f.media_id === m.id && f.format === "jpeg" && f.size !== "og");
    return { id: m.id, src: smallest ? mediaUrl(m.id, smallest.size, "jpeg") : mediaUrl(m.id, "og", "jpeg"), name: m.file_name };
  });
}

export async function settingsScreen(): Promise<SettingsScreen> {
  const db = await getDb();
  const row = await readSettingsRow(db);
  return {
    values: settingsFormValues(parseSettings(row?.data)),
    revision: row?.revision ?? 1,
    updatedAt: row?.updated_at ?? "",
    updatedBy: row?.updated_by ?? null,
    images: await mediaChoices(db),
  };
}

export type SaveSettingsResult =
  | { ok: true }
  | { ok: false; reason: "stale" }
  | { ok: false; reason: "media"; errors: Record<string, string> };

/** The chosen pictures that are not in the library, as form errors. */
async function missingPictures(trx: Executor, settings: SettingsInput): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const check = async (id: string | null, field: string, label: string) => {
    if (id && !(await findMedia(trx, id))) errors[field] = `${label} görsel kitaplığında bulunamadı; listeden seçin.`;
  };
  await check(settings.logoMediaId, SETTINGS_FIELDS.logoMediaId, "Seçilen logo");
  await check(settings.founderPhotoMediaId, SETTINGS_FIELDS.founderPhotoMediaId, "Seçilen fotoğraf");
  await check(settings.iconMediaId, SETTINGS_FIELDS.iconMediaId, "Seçilen simge");
  await check(settings.shareImageMediaId, SETTINGS_FIELDS.shareImageMediaId, "Seçilen paylaşım görseli");
  return errors;
}

/**
 * Saves the form's settings if nobody saved since `expected` was loaded.
 * The default service stays as it is (it is chosen on Hizmetler).
 */
export async function saveSettings(input: SettingsInput, expected: number, adminEmail: string): Promise<SaveSettingsResult> {
  return transaction(async (trx): Promise<SaveSettingsResult> => {
    const row = await readSettingsRow(trx);
    if (!row || row.revision !== expected) return { ok: false, reason: "stale" };
    const errors = await missingPictures(trx, input);
    if (Object.keys(errors).length > 0) return { ok: false, reason: "media", errors };
    const previous = parseSettings(row.data);
    const next: FirmSettings = { ...input, defaultServiceId: previous.defaultServiceId };
    const now = nowIso();
    if (!(await writeSettings(trx, JSON.stringify(next), expected, now, adminEmail))) return { ok: false, reason: "stale" };
    await keepSettingsChange(trx, { row, previous, next, action: "update", adminEmail, now });
    return { ok: true };
  });
}

export type RestoreSettingsResult = { ok: true } | { ok: false; reason: "gone" };

/**
 * Makes an old version the settings again, as a new version. The default
 * service stays the current one; a picture since deleted from the library
 * falls back to the sample's.
 */
export async function restoreSettingsVersion(version: number, adminEmail: string): Promise<RestoreSettingsResult> {
  return transaction(async (trx): Promise<RestoreSettingsResult> => {
    const revision = await findFirmRevision(trx, "settings", "settings", version);
    const row = await readSettingsRow(trx);
    if (!revision || !row) return { ok: false, reason: "gone" };
    const previous = parseSettings(row.data);
    const old = parseSettings(revision.snapshot);
    const picture = async (id: string | null) => (id && (await findMedia(trx, id)) ? id : null);
    const next: FirmSettings = {
      ...old,
      logoMediaId: await picture(old.logoMediaId),
      founderPhotoMediaId: await picture(old.founderPhotoMediaId),
      iconMediaId: await picture(old.iconMediaId),
      shareImageMediaId: await picture(old.shareImageMediaId),
      defaultServiceId: previous.defaultServiceId,
    };
    const now = nowIso();
    if (!(await writeSettings(trx, JSON.stringify(next), row.revision, now, adminEmail))) return { ok: false, reason: "gone" };
    await keepSettingsChange(trx, { row, previous, next, action: "restore", adminEmail, now, restoredVersion: version });
    return { ok: true };
  });
}

/** The settings' versions, newest first. */
export async function settingsVersions() {
  return listFirmRevisions(await getDb(), "settings", "settings");
}
