/**
 * Builds the search index when it is missing or was built by other code:
 * at the first start after migration 015 (an existing install), and after an
 * upgrade that changes what is indexed or how (SEARCH_INDEX_VERSION, or the
 * calculators, which live in code). A normal start only reads one setting.
 * See docs/decisions/024-search.md.
 */
import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import { type Executor, getDb, serializeOn, startTransaction, transaction } from "#app/.server/db/index.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import { countSearchDocuments } from "#app/.server/repositories/search.ts";
import { getSetting, insertSettingIfAbsent, replaceSetting } from "#app/.server/repositories/settings.ts";
import { reindexSearch } from "#app/.server/search/documents.ts";
import { calculatorLinks } from "#app/content/navigation.ts";

/** Raise when the folding, the tokens or the documents' shape change: every install reindexes on its next start. */
const SEARCH_INDEX_VERSION = 1;

const STATE_KEY = "search_index";

/** The index's state: its version and the calculators it holds. */
export function searchIndexState(): string {
  const calculators = createHash("sha256").update(JSON.stringify(calculatorLinks)).digest("hex").slice(0, 16);
  return `${SEARCH_INDEX_VERSION}:${calculators}`;
}

/** Rebuilds the whole index inside `trx` and records its state. */
export async function rebuildSearchIndex(trx: Executor): Promise<void> {
  await reindexSearch(trx);
  const state = searchIndexState();
  const stored = await getSetting(trx, STATE_KEY);
  if (stored === undefined) await insertSettingIfAbsent(trx, STATE_KEY, state);
  else if (stored !== state) await replaceSetting(trx, STATE_KEY, stored, state);
}

/** Whether the index was built by this code (a read: a normal start writes nothing). */
export async function searchIndexIsCurrent(db: Executor): Promise<boolean> {
  return (await getSetting(db, STATE_KEY)) === searchIndexState();
}

/**
 * At start (platform/startup.ts, once the database is open): migration 015 left the
 * index to be built from the content (docs/decisions/024-search.md), and the
 * sample content, written behind the use cases' back, is indexed with it
 * (`seeded`). A normal start only reads the state.
 */
export async function buildSearchIndexAtStart(seeded: boolean): Promise<void> {
  if (!seeded && (await searchIndexIsCurrent(await getDb()))) return;
  await startTransaction((trx) => ensureSearchIndex(trx, seeded));
}

/** In the start's transaction: rebuilds the index unless another instance just did (`force`: the sample was just seeded). */
export async function ensureSearchIndex(trx: Transaction<Database>, force = false): Promise<boolean> {
  await serializeOn(trx, STATE_KEY);
  if (!force && (await searchIndexIsCurrent(trx))) return false;
  await rebuildSearchIndex(trx);
  return true;
}

/** npm run search:reindex: the whole index again in one transaction; how many documents it holds, and how long it took. */
export async function reindexSite(): Promise<{ documents: number; ms: number }> {
  const started = performance.now();
  await transaction(async (trx) => {
    await serializeOn(trx, STATE_KEY);
    await rebuildSearchIndex(trx);
    // Pages of /ara kept in the page cache show the rebuilt index from the next request:
    // a public write with no item of its own (the index is already rebuilt, with its state).
    await publicWrite(trx, { visible: true });
  });
  return { documents: await countSearchDocuments(await getDb()), ms: Math.round(performance.now() - started) };
}
