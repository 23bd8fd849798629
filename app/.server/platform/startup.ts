/**
 * A process's start, before it answers a request (server/app.ts's prepare,
 * the tests' template database): the database opened, migrated and seeded,
 * then the search index built when it is missing or stale. The index is the
 * search's business, so the database layer (kernel) does not call it: the
 * start, which may reach every tier, does (ADR 036).
 */
import { wasSeededOnOpen } from "#app/.server/db/index.ts";
import { buildSearchIndexAtStart } from "#app/.server/platform/search-index.ts";

export async function prepareDatabase(): Promise<void> {
  await buildSearchIndexAtStart(await wasSeededOnOpen());
}
