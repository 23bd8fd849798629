/**
 * The facts of the privacy inventory that only the server knows: the backups'
 * policy and whether copies leave the machine (the environment, ADR 052), and
 * the period a closed KVKK application is kept. That period is the default of
 * lib/kvkk.ts until the office can set another (KVKK başvuruları, ADR 055):
 * when a setting exists, it is read here.
 */
import { config } from "#app/.server/config.ts";
import { KVKK_APPLICATION_RETENTION_DEFAULT_DAYS } from "#app/lib/kvkk.ts";
import type { PrivacyFacts } from "#app/lib/privacy-inventory.ts";

export function privacyFacts(): PrivacyFacts {
  const settings = config();
  return {
    kvkkApplicationRetentionDays: KVKK_APPLICATION_RETENTION_DEFAULT_DAYS,
    backups: { ...settings.backups.keep },
    offsite: settings.offsite !== undefined,
  };
}
