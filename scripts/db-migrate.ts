/**
 * npm run db:migrate
 * Runs the database's new migrations (app/.server/db/migrations/, in order, each once) and
 * nothing else: no sample content, no server. The server does the same at start;
 * deploy/upgrade.sh runs it first, so that a failed migration is named and rolled back
 * before the new release serves (ADR 050).
 */
import { closeDb, disableSeeding, getDb } from "#app/.server/db/index.ts";
import { keepScriptDataPrivate } from "./lib/private-data.ts";

keepScriptDataPrivate();
disableSeeding();
try {
  await getDb();
  console.log("Migrations up to date.");
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await closeDb();
}
