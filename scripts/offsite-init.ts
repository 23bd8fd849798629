/**
 * npm run offsite:init
 * Makes the off-site copies' restic repository (RESTIC_REPOSITORY, its password from
 * RESTIC_PASSWORD_FILE) when there is none; says so and changes nothing when it is there
 * and opens with the password. Copies never make a repository themselves (ADR 052): a
 * mistyped address or an unmounted disk must fail, not start a new empty repository.
 */
import { initOffsite } from "#app/.server/backups/offsite.ts";
import { OffsiteError } from "#app/.server/backups/offsite-errors.ts";
import { config } from "#app/.server/config.ts";
import { keepScriptDataPrivate } from "./lib/private-data.ts";

keepScriptDataPrivate();
try {
  const offsite = config().offsite;
  const outcome = await initOffsite(offsite);
  console.log(
    outcome === "created"
      ? `Made the restic repository ${offsite?.label}. Keep its password (RESTIC_PASSWORD_FILE) somewhere other than this server: without it the copies cannot be read.`
      : `The restic repository ${offsite?.label} is there and opens with the password: nothing to do.`,
  );
} catch (error) {
  console.error(error instanceof OffsiteError ? [error.message, error.detail].filter(Boolean).join("\n") : (error as Error).message);
  process.exitCode = 1;
}
