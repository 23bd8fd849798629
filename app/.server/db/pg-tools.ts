/**
 * PostgreSQL's own tools (pg_dump, pg_restore, psql, from the postgresql-client package),
 * run for the restore (db/restore-postgres.ts). The database's URL is given without its
 * password, which goes in PGPASSWORD: a command line is visible to every user of the
 * machine (ps), an environment only to its owner.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { toolEnvironment } from "#app/.server/config.ts";

/** A PostgreSQL tool that failed: the tool and the last lines it wrote on standard error. */
export class PgToolError extends Error {
  override name = "PgToolError";
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

/** What a tool wrote on standard error, its last lines on one line. */
const lastLines = (text: string) =>
  text
    .trim()
    .split("\n")
    .slice(-3)
    .map((line) => line.trim())
    .join(" ");

/** Collects a child's standard error and resolves with its exit code (or rejects when it cannot start). */
function finished(child: ChildProcess, tool: string): Promise<{ code: number | null; stderr: string }> {
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once("error", (error) => reject(new PgToolError(`${tool} could not be started: ${error.message}`)));
    child.once("close", (code) => resolve({ code, stderr }));
  });
}

/** Runs a tool to its end; its standard output, or a PgToolError with what it said. */
export async function runPgTool(tool: "pg_dump" | "pg_restore" | "psql", args: string[], env = toolEnvironment()): Promise<string> {
  const child = spawn(tool, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const { code, stderr } = await finished(child, tool);
  if (code !== 0) throw new PgToolError(`${tool}: ${lastLines(stderr) || `exit code ${code}`}`);
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
): Promise<void> {
  const { dbname, env } = pgConnection(url);
  const psql = spawn("psql", ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", `--dbname=${dbname}`, "--file=-"], {
    env,
    stdio: ["pipe", "ignore", "pipe"],
  });
  const restore = spawn("pg_restore", [...restoreArgs, "--file=-", dump], { env, stdio: ["ignore", "pipe", "pipe"] });
  const psqlDone = finished(psql, "psql");
  const restoreDone = finished(restore, "pg_restore");
  // psql stopped early (a failed statement): pg_restore, no longer read, must not wait for it.
  void psqlDone.then(
    () => restore.exitCode === null && restore.kill(),
    () => restore.kill(),
  );
  // psql may stop reading (ON_ERROR_STOP) before the script ends: its closed input is its answer.
  psql.stdin?.on("error", () => {});
  psql.stdin?.write(`BEGIN;\n${sql.before}\n`);
  restore.stdout?.pipe(psql.stdin!, { end: false });
  const restored = await restoreDone;
  if (restored.code === 0) psql.stdin?.end(`\n${sql.after}\nCOMMIT;\n`);
  else psql.stdin?.end(); // no COMMIT: psql ends with the transaction open, and the server rolls it back
  const applied = await psqlDone;
  if (applied.code !== 0) throw new PgToolError(`psql: ${lastLines(applied.stderr) || `exit code ${applied.code}`}`);
  if (restored.code !== 0) throw new PgToolError(`pg_restore: ${lastLines(restored.stderr) || `exit code ${restored.code}`}`);
}
