/**
 * npm run search:reindex
 * Builds the site search's index again from the published content (every
 * write keeps it in step; this is for an operator who doubts it, and for the
 * benchmark). One transaction: searches meanwhile see the old index.
 */
import { closeDb, disableSeeding } from "#app/.server/db/index.ts";
import { reindexSite } from "#app/.server/platform/search-index.ts";
import { keepScriptDataPrivate } from "./lib/private-data.ts";

keepScriptDataPrivate();
disableSeeding();
try {
  const { documents, ms } = await reindexSite();
  console.log(`Search index rebuilt: ${documents} documents in ${ms} ms.`);
} finally {
  await closeDb();
}
