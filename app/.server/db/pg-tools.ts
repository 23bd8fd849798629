/**
 * PostgreSQL's own tools (pg_dump, pg_restore, psql, from the postgresql-client package): the
 * one runner of them, for the backups (db/snapshot.ts: the dump, its read, the scratch
 * restore) and the restore (db/backup-file.ts, db/restore-postgres.ts). Each run has a time
 * limit and the environment config.ts gives a tool (PATH, HOME, locale, PG*: none of the
 * site's secrets). The database's URL is given without its password, which goes in
 * PGPASSWORD: a command line is visible to every user of the machine (ps), an environment
 * only to its owner.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { toolEnvironment } from "#app/.server/config.ts";

export type PgTool = "pg_dump" | "pg_restore" | "psql";

/** How long one run of a tool may take unless told otherwise: a large site's dump or restore takes minutes, a hung server forever. */
export const PG_TOOL_TIMEOUT_MS = 60 * 60 * 1000;

/** A PostgreSQL tool that did not succeed: its exit code or the signal that stopped it, and the last lines it wrote on standard error. */
export class PgToolError extends Error {
  override name = "PgToolError";
  readonly tool: string;
  /** The exit code; null when a signal stopped it or it never started. */
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  /** The end of its standard error (or, when it could not start, why: "spawn pg_dump ENOENT"). */
  readonly stderr: string;
  constructor(tool: string, exitCode: number | null, signal: NodeJS.Signals | null, stderr: string, timedOut = false) {
    const how = timedOut
      ? `stopped after its time limit (${signal})`
      : signal
        ? `stopped by ${signal}`
        : exitCode === null
          ? "could not be started"
          : `exited with ${exitCode}`;
    super(`${tool} ${how}: ${lastLines(stderr)}`);
    this.tool = tool;
    this.exitCode = exitCode;
    this.signal = signal;
    this.stderr = stderr;
  }
}

/**
 * The URL for a tool's --dbname and the environment that carries its password. Read as text,
 * not with URL: the socket form install.sh writes (`postgresql://ymm@/ymm?host=/var/run/postgresql`)
 * has a user and no host, which WHATWG URL refuses.
 */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const userinfo = /^([a-z]+:\/\/[^:/@?#]*):([^@/?#]*)@/i.exec(url);
  if (!userinfo) return { dbname: url, env: toolEnvironment() };
  return {
    dbname: `${userinfo[1]}@${url.slice(userinfo[0].length)}`,
    env: toolEnvironment({ PGPASSWORD: decodeURIComponent(userinfo[2]!) }),
  };
}

/** The same server and user, another database (also for a socket URL such as postgresql://ymm@/ymm?host=/run/postgresql). */
export function withDatabase(url: string, database: string): string {
  const match = /^(postgres(?:ql)?:\/\/)([^/?#]*)(\/?[^?#]*)(.*)$/.exec(url);
  if (!match) throw new Error("not a postgres:// URL");
  return `${match[1]}${match[2]}/${encodeURIComponent(database)}${match[4]}`;
}

/** What a tool wrote on standard error, its last lines on one line. */
const lastLines = (text: string) =>
  text
    .trim()
    .split("\n")
    .slice(-3)
    .map((line) => line.trim())
    .join(" ");

/** Keeps the end of a child's standard error; resolves when it ends (or rejects, a PgToolError, when it cannot start or fails). */
function finished(child: ChildProcess, tool: string, timeoutMs: number): Promise<void> {
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill("SIGTERM");
  }, timeoutMs);
  return new Promise((resolve, reject) => {
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new PgToolError(tool, null, null, error.message));
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0 && !timedOut) resolve();
      else reject(new PgToolError(tool, code, signal, stderr, timedOut));
    });
  });
}

export interface PgToolRun {
  /** The database it works on: given as --dbname, its password in PGPASSWORD. */
  url?: string;
  /** Stopped (SIGTERM) and failed after this long; PG_TOOL_TIMEOUT_MS by default. */
  timeoutMs?: number;
}

/** Runs a tool to its end; its standard output, or a PgToolError. */
export async function runPgTool(tool: PgTool, args: string[], { url, timeoutMs = PG_TOOL_TIMEOUT_MS }: PgToolRun = {}): Promise<string> {
  const connection = url === undefined ? undefined : pgConnection(url);
  const all = connection ? [...args, `--dbname=${connection.dbname}`] : args;
  const child = spawn(tool, all, { env: connection?.env ?? toolEnvironment(), stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  await finished(child, tool, timeoutMs);
  return stdout;
}

/**
 * Sends `before`, the SQL script pg_restore makes of `dump`, and `after` to psql, in one
 * transaction that is committed only when pg_restore wrote its whole script: the COMMIT is
 * written after pg_restore ended well, so a dump that breaks half-way, or a statement that
 * fails (ON_ERROR_STOP), leaves the database as it was.
 */
export async function restoreScriptInOneTransaction(
  dump: string,
  restoreArgs: string[],
  url: string,
  sql: { before: string; after: string },
  timeoutMs = PG_TOOL_TIMEOUT_MS,
): Promise<void> {
  const { dbname, env } = pgConnection(url);
  const psql = spawn("psql", ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", `--dbname=${dbname}`, "--file=-"], {
    env,
    stdio: ["pipe", "ignore", "pipe"],
  });
  const restore = spawn("pg_restore", [...restoreArgs, "--file=-", dump], { env, stdio: ["ignore", "pipe", "pipe"] });
  // Each settles with its failure, or undefined when it ended well.
  const psqlFailure = finished(psql, "psql", timeoutMs).then(
    () => undefined,
    (error: unknown) => error,
  );
  const restoreFailure = finished(restore, "pg_restore", timeoutMs).then(
    () => undefined,
    (error: unknown) => error,
  );
  // psql stopped (a failed statement, or done): pg_restore, no longer read, must not wait for it.
  void psqlFailure.then(() => restore.exitCode === null && restore.kill());
  // psql may stop reading (ON_ERROR_STOP) before the script ends: its closed input is its answer.
  psql.stdin?.on("error", () => {});
  psql.stdin?.write(`BEGIN;\n${sql.before}\n`);
  restore.stdout?.pipe(psql.stdin!, { end: false });
  const restored = await restoreFailure;
  if (restored === undefined) psql.stdin?.end(`\n${sql.after}\nCOMMIT;\n`);
  else psql.stdin?.end(); // no COMMIT: psql ends with the transaction open, and the server rolls it back
  const applied = await psqlFailure;
  if (applied !== undefined) throw applied;
  if (restored !== undefined) throw restored;
}
