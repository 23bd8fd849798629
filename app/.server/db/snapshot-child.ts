/**
 * The process a SQLite backup's copy and check run in (db/snapshot.ts):
 * `node snapshot-child.ts '<job as JSON>'`, started from the source as the
 * scripts are. It answers with one line of JSON on standard output, an error
 * with SQLite's code, and ends; the server's event loop meanwhile serves.
 */
import { copySqliteSnapshotHere, readSqliteCopyHere, type SqliteAnswer, type SqliteJob } from "#app/.server/db/snapshot.ts";

const answer = (line: SqliteAnswer) => process.stdout.write(`${JSON.stringify(line)}\n`);

try {
  const job = JSON.parse(process.argv[2] ?? "") as SqliteJob;
  const result =
    job.kind === "copy" ? await copySqliteSnapshotHere(job.source, job.destination) : readSqliteCopyHere(job.path, { settle: job.settle });
  answer({ ok: true, result });
} catch (error) {
  const code = (error as { code?: unknown } | null)?.code;
  answer({ ok: false, message: error instanceof Error ? error.message : String(error), ...(typeof code === "string" ? { code } : {}) });
}
