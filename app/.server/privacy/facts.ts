/**
 * The facts of the privacy inventory that only the server knows: the backups'
 * policy and whether copies leave the machine (the environment, ADR 052), and
 * the period a closed KVKK application is kept: the office's setting on KVKK
 * başvuruları (ADR 055), else lib/kvkk.ts's default. Setting it raises the
 * content version, so /kvkk shows the new period on its next request.
 */
import { config } from "#app/.server/config.ts";
import type { Executor } from "#app/.server/db/index.ts";
import { kvkkRetentionDays } from "#app/.server/kvkk/admin-read.ts";
import type { PrivacyFacts } from "#app/lib/privacy-inventory.ts";

export async function privacyFacts(db?: Executor): Promise<PrivacyFacts> {
  const settings = config();
  return {
    kvkkApplicationRetentionDays: await kvkkRetentionDays(db),
    backups: { ...settings.backups.keep },
    offsite: settings.offsite !== undefined,
  };
}
