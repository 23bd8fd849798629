/**
 * The site's data files are its user's only (DESIGN.md §4): the SQLite
 * database, its -wal and -shm, its backups and the copies the tools write hold
 * password hashes, consent records and clients' messages. Three parts:
 *
 * - New files: the server and every data script call `keepDataPrivate` first,
 *   which sets the process's umask to 077, so whatever it creates (a database,
 *   a backup, an export, the first admin's file, their folders) has no group or
 *   other permissions. Worker processes inherit the umask.
 * - The database file itself is created 0600, in a folder made 0700, before
 *   SQLite opens it (`prepareSqliteFile`, from `open()`), so it is private also
 *   in a process that never set the umask (a test's own connection). SQLite
 *   gives -wal and -shm the database file's mode.
 * - An installation from before (a 0644 site.db in a 0755 data/) is tightened
 *   at start (`keepDataPrivate`): the database's folder, its files (site.db*,
 *   the -wal, -shm and the restore's leftovers) and backups/ with its files
 *   lose their group and other permissions; the caller logs what changed.
 *
 * PostgreSQL's files are the database server's; its dumps (pg_dump) are the
 * operator's (README, Backups).
 */
import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { type DatabaseTarget, defaultBackupsFolder } from "#app/.server/db/url.ts";

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;
/** Everything for the owner alone: what the umask takes away from new files and folders. */
const GROUP_AND_OTHERS = 0o077;

/** backups/ beside an SQLite database: where `npm run db:backup` writes unless BACKUP_DIR says otherwise (db/url.ts). */
export const backupsFolderOf = (databasePath: string) => defaultBackupsFolder({ kind: "sqlite", path: databasePath });

/** A folder, made with its missing parents for the owner alone (an existing one is left as it is). */
export function makePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

/** A file created empty and 0600 unless it exists (then left as it is), whatever the umask. */
export function createPrivateFile(path: string): void {
  closeSync(openSync(path, "a", PRIVATE_FILE_MODE));
}

/** Before SQLite opens `path`: the folder and a new database file for the owner alone. */
export function prepareSqliteFile(path: string): void {
  makePrivateFolder(dirname(path));
  createPrivateFile(path);
}

/** A file or folder whose mode was narrowed (or could not be), for the caller's log. */
export interface Tightened {
  /** Relative to the working directory when inside it. */
  path: string;
  from: string;
  to: string;
  /** Why it could not be changed (another user owns it). */
  error?: string;
}

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** A path as an operator reads it: relative inside the working directory, absolute outside it. */
function shown(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside === "" ? "." : inside.startsWith("..") ? path : inside;
}

function tighten(path: string, changed: Tightened[]): void {
  let mode: number;
  try {
    mode = statSync(path).mode & 0o777;
  } catch {
    return; // not there (no -shm while no connection is open, no backups yet)
  }
  if ((mode & GROUP_AND_OTHERS) === 0) return;
  const narrowed = mode & ~GROUP_AND_OTHERS;
  const entry: Tightened = { path: shown(path), from: octal(mode), to: octal(narrowed) };
  try {
    chmodSync(path, narrowed);
  } catch (error) {
    entry.error = (error as NodeJS.ErrnoException).code ?? String(error);
  }
  changed.push(entry);
}

/**
 * The SQLite database's folder, files and backups, narrowed to the owner. The
 * folder is left alone when it is the working directory (a `file:site.db`
 * beside the code): the project's folder is not the database's to close.
 */
export function tightenSqliteFiles(databasePath: string): Tightened[] {
  const changed: Tightened[] = [];
  const folder = dirname(resolve(databasePath));
  if (folder !== process.cwd()) tighten(folder, changed);
  const name = basename(databasePath);
  let siblings: string[] = [];
  try {
    siblings = readdirSync(folder);
  } catch {
    return changed;
  }
  // site.db, site.db-wal, site.db-shm, site.db-journal, site.db.before-restore-…, site.db.restoring
  for (const sibling of siblings) if (sibling.startsWith(name)) tighten(join(folder, sibling), changed);
  const backups = backupsFolderOf(databasePath);
  tighten(backups, changed);
  try {
    for (const file of readdirSync(backups)) tighten(join(backups, file), changed);
  } catch {
    // no backups yet
  }
  return changed;
}

/**
 * At the start of the server and of every data script: new files private
 * (umask 077), and an SQLite database's existing files narrowed to the owner.
 * Returns what was narrowed, for the caller to say once.
 */
export function keepDataPrivate(target: DatabaseTarget): Tightened[] {
  process.umask(GROUP_AND_OTHERS);
  return target.kind === "sqlite" ? tightenSqliteFiles(target.path) : [];
}

/** The sentence a script prints (the server logs the same as fields), or undefined when nothing changed. */
export function describeTightened(changed: Tightened[]): string | undefined {
  if (changed.length === 0) return undefined;
  const done = changed.filter((c) => !c.error).map((c) => `${c.path} ${c.from} → ${c.to}`);
  const failed = changed.filter((c) => c.error).map((c) => `${c.path} ${c.from} (${c.error})`);
  return [
    done.length > 0 ? `Data files were readable by other users; now the owner's only: ${done.join(", ")}.` : "",
    failed.length > 0 ? `Readable by other users and could not be changed (chmod as their owner): ${failed.join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}
