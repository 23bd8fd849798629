/** Which database a `DATABASE_URL` names: an SQLite file or a PostgreSQL server. */
import { resolve } from "node:path";

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
