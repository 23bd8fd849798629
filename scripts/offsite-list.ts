/**
 * npm run offsite:list
 * The site's copies in the off-site restic repository (RESTIC_REPOSITORY), newest first, in
 * Turkish: when each backup was taken (Istanbul time), its snapshot ID and its file; then the
 * command that restores one (`npm run db:restore -- --snapshot ID`, with the site stopped).
 */

import { BACKUP_NAME } from "#app/.server/backups/manifest.ts";
import { listOffsite } from "#app/.server/backups/offsite.ts";
import { OffsiteError } from "#app/.server/backups/offsite-errors.ts";
import { config } from "#app/.server/config.ts";
import { keepScriptDataPrivate } from "./lib/private-data.ts";

const when = new Intl.DateTimeFormat("tr-TR", { timeZone: "Europe/Istanbul", dateStyle: "long", timeStyle: "short" });

keepScriptDataPrivate();
try {
  const offsite = config().offsite;
  const snapshots = (await listOffsite(offsite)).reverse();
  if (snapshots.length === 0) {
    console.log(`Site dışı depoda (${offsite?.label}) bu sitenin hiç kopyası yok.`);
  } else {
    console.log(`Site dışı depodaki kopyalar (${offsite?.label}), en yenisi başta:`);
    for (const snapshot of snapshots) {
      const file = snapshot.files.find((name) => BACKUP_NAME.test(name)) ?? snapshot.files.join(", ");
      console.log(`  ${when.format(snapshot.time)}  ${snapshot.id}  ${file}`);
    }
    console.log("Birini geri yüklemek için (site durdurulmuşken): npm run db:restore -- --snapshot <kimlik>");
  }
} catch (error) {
  console.error(error instanceof OffsiteError ? [error.message, error.detail].filter(Boolean).join("\n") : (error as Error).message);
  process.exitCode = 1;
}
