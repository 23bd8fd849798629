/** Which database a `DATABASE_URL` names: an SQLite file or a PostgreSQL server. */
import { dirname, join, resolve } from "node:path";

export const DEFAULT_SQLITE_URL = "file:data/site.db";

export type DatabaseTarget = { kind: "sqlite"; path: string } | { kind: "postgres"; url: string };

/** `file:PATH` (relative to the working directory) or `postgres://…` / `postgresql://…`. */
export function parseDatabaseUrl(url: string = DEFAULT_SQLITE_URL): DatabaseTarget {
  if (url.startsWith("file:")) {
    const path = url.slice("file:".length);
    if (!path) throw new Error("'file:' needs a path, e.g. file:data/site.db");
    return { kind: "sqlite", path: resolve(path) };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: "postgres", url };
  throw new Error(`must start with file:, postgres:// or postgresql:// (got "${url.split(":")[0]}:…")`);
}

/**
 * Where backups go unless BACKUP_DIR says otherwise: backups/ beside an SQLite
 * database (where `npm run db:backup` has always written), data/backups for
 * PostgreSQL (the folder to give pg_dump's --file).
 */
export function defaultBackupsFolder(target: DatabaseTarget): string {
  return target.kind === "sqlite" ? join(dirname(target.path), "backups") : resolve("data/backups");
}
