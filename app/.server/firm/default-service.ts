/**
 * The default service: the one /hizmetler shows and unknown service paths
 * fall back to, and where a hidden or deleted service's URL now leads. It is
 * `defaultServiceId` in Firma bilgileri's JSON; choosing it is a
 * read-modify-write of that row with its revision, which keeps who last
 * saved the firm's details (Kurulum asks whether the office ever did).
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { ServiceRow } from "#app/.server/db/schema.ts";
import { parseSettings } from "#app/.server/firm-snapshot/snapshot.ts";
import { addFirmRevision, countFirmRevisions, readSettingsRow, writeSettings } from "#app/.server/repositories/firm.ts";
import type { FirmSettings } from "#app/lib/firm.ts";

/** Another save changed the row meanwhile: the transaction is rolled back and the screen answers 409. */
export class StaleWriteError extends Error {
  override name = "StaleWriteError";
}

/** The service the site treats as the default: the chosen one while it is visible, else the first visible one. */
export function effectiveDefault(rows: readonly ServiceRow[], settings: Pick<FirmSettings, "defaultServiceId">): ServiceRow | undefined {
  const visible = rows.filter((row) => row.hidden === 0);
  return visible.find((row) => row.id === settings.defaultServiceId) ?? visible[0];
}

export async function readSettings(db: Executor): Promise<FirmSettings> {
  return parseSettings((await readSettingsRow(db))?.data);
}

/**
 * Stores `serviceId` as the default, with a version in the settings' history.
 * Throws StaleWriteError when the settings changed between the read and the write.
 */
export async function storeDefaultService(trx: Executor, serviceId: string, adminEmail: string, at: string): Promise<void> {
  const row = await readSettingsRow(trx);
  if (!row) throw new StaleWriteError("The firm's settings row is missing.");
  const settings = parseSettings(row.data);
  if (settings.defaultServiceId === serviceId) return;
  if ((await countFirmRevisions(trx, "settings", "settings")) === 0) {
    // The state before the first change is kept too, so it can be restored.
    await addFirmRevision(trx, {
      kind: "settings",
      key: "settings",
      action: "create",
      snapshot: settings,
      adminEmail: "",
      createdAt: row.updated_at,
    });
  }
  const next: FirmSettings = { ...settings, defaultServiceId: serviceId };
  // updated_by stays: choosing the default is not the office filling in its details.
  if (!(await writeSettings(trx, JSON.stringify(next), row.revision, at, row.updated_by))) throw new StaleWriteError("Settings changed.");
  await addFirmRevision(trx, { kind: "settings", key: "settings", action: "update", snapshot: next, adminEmail, createdAt: at });
}
