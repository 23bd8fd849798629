/**
 * Published pages as files at the proxy (issue 41, ADR 053). Behind Caddy, with PAGE_FILES_DIR
 * set (deploy/install.sh sets it), the server writes each public HTML page it answers as files
 * that Caddy serves without asking it, also while it is stopped:
 *
 *   PAGE_FILES_DIR/
 *     current -> p-<build>-<content version>-<Istanbul day>   (a relative link)
 *     p-<build>-<version>-<day>/index.html, index.html.gz, index.html.br   (the page /)
 *     p-<build>-<version>-<day>/sss/index.html, …                          (the page /sss)
 *     p-<build>-<version>-<day>/araclar/mtv/_q/yil=2026&…/index.html, …    (with its query)
 *
 * Caddy serves `current/<decoded path>/index.html` (or its .br/.gz) to a GET or HEAD without a
 * query, `current/<decoded path>/_q/<query>/index.html` to one whose query is exactly a written
 * one, and passes everything else to the server. What keeps a visitor from an old page:
 *
 * - A write that raises the content version removes `current` in its transaction, right after
 *   the raise, while it holds the version's row lock (`hidePageFiles`, called by publicWrite):
 *   before the commit, Caddy already passes every page to the server.
 * - `current` is pointed at a folder only with that row lock held, and only at the folder of
 *   the version the lock shows, today (`pointPageFiles`): never at a version a commit has passed.
 * - A page goes into the folder of the version read before it was rendered, so a folder holds
 *   nothing older than its version.
 * - Each server process checks every PAGE_FILES_CHECK_MS that `current` shows the latest
 *   version (server/page-files.ts) and removes it otherwise: the day's change at midnight in
 *   Istanbul, a write on another machine, a database restored or written without PAGE_FILES_DIR.
 *
 * Files are written 0644 and folders 0755 whatever the process's umask (the unit's is 0077):
 * Caddy runs as another user. Each file is written beside its place and renamed into it.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { config } from "#app/.server/config.ts";
import { transaction } from "#app/.server/db/index.ts";
import { lockContentVersion } from "#app/.server/repositories/content-version.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { englishPaths } from "#app/lib/paths.ts";

/** The link Caddy's root goes through. */
export const CURRENT_LINK = "current";
const FOLDER_PREFIX = "p-";
/** Every page is this file in its path's folder (Caddy: `try_files {path}/index.html`). */
export const PAGE_FILE = "index.html";
/** Longest file name ext4 takes, in bytes. */
const MAX_NAME_BYTES = 255;
/** The folder, in a page's own, of its pages with a query: one folder per query as the URL has it. */
export const QUERY_FOLDER = "_q";

/** The bytes written for a page, as Caddy's `precompressed br gzip` looks for them. */
export interface PageBytes {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * What a public page depends on besides its URL: the content version and the day in Istanbul
 * (content/public.ts's publicPagesVersion reads it; the page cache keys on it, the folders too).
 */
export const pagesVersionOf = (contentVersion: number, now: Date) => `${contentVersion}:${istanbulDay(now)}`;

/** The folder of a build's pages at a version (`pagesVersionOf`). */
export const folderName = (build: string, version: string) => `${FOLDER_PREFIX}${build}-${version.replace(":", "-")}`;

/**
 * Where a public path's page is written, relative to a version's folder, as Caddy finds it:
 * its decoded path (what Caddy's `{path}` is: an encoded slash, `%2F` in a news title, is a
 * folder there too) and `index.html`. Undefined for a path that is never written: a trailing
 * slash (another URL than the page's; the English home /en/ is written as en/index.html), a segment that does not decode, or a decoded name that
 * is empty, `.` or `..`, starts with a dot (the writer's temporary files), holds a backslash or
 * a control character, starts with `index.html`, is `_q` (QUERY_FOLDER), or is longer than a
 * file name may be.
 */
export function pageFileOf(pathname: string): string | undefined {
  if (pathname === "/") return PAGE_FILE;
  // The English home, the one page whose path ends in a slash (Caddy serves en/index.html to /en/ only: deploy/caddyfile.sh).
  if (pathname === englishPaths.home) return `${englishPaths.home.slice(1)}${PAGE_FILE}`;
  if (!pathname.startsWith("/") || pathname.endsWith("/")) return undefined;
  let decoded: string;
  try {
    decoded = pathname.slice(1).split("/").map(decodeURIComponent).join("/");
  } catch {
    return undefined;
  }
  const names = decoded.split("/");
  for (const name of names) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    if (name === "" || name.startsWith(".") || /[\\\u0000-\u001f\u007f]/.test(name)) return undefined;
    if (name.startsWith(PAGE_FILE) || name === QUERY_FOLDER || Buffer.byteLength(name) > MAX_NAME_BYTES) return undefined;
  }
  return [...names, PAGE_FILE].join("/");
}

/**
 * Where the page of a page cache key (a path, and the query parameters the page reads in their
 * fixed order: `cacheKey`) is written: `pageFileOf` without a query; with one, in the path's
 * folder, `_q/<query>/index.html`, the query as the URL carries it (Caddy tries `{query}` as it
 * came, so only a visitor's URL with exactly this query finds it). Undefined for a query Caddy
 * could not find as it is: one with `%` (Caddy's rewrite would decode it on the way to the file),
 * `/` or `\`, a control character, a leading dot, or longer than a file name may be.
 */
export function pageFileOfKey(key: string): string | undefined {
  const at = key.indexOf("?");
  if (at === -1) return pageFileOf(key);
  const base = pageFileOf(key.slice(0, at));
  const query = key.slice(at + 1);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (!base || query === "" || query.startsWith(".") || /[%/\\\u0000-\u001f\u007f]/.test(query)) return undefined;
  if (Buffer.byteLength(query) > MAX_NAME_BYTES) return undefined;
  return `${base.slice(0, -PAGE_FILE.length)}${QUERY_FOLDER}/${query}/${PAGE_FILE}`;
}

/** Directives a `<meta>` policy may not carry (browsers ignore them there, with a console error). */
const HEADER_ONLY_DIRECTIVES = /^(frame-ancestors|report-uri|report-to|sandbox)\b/;

/**
 * The page with its Content-Security-Policy as a `<meta http-equiv>` right after its
 * `<meta charset>`, before any style or script it governs. Caddy sends one policy for every
 * page file (deploy/caddyfile.sh: the same directives, inline code allowed, frame-ancestors);
 * a browser enforces both, so a file's page is held to its own hashes as the server's is.
 * Undefined when the page has no `<meta charset="utf-8">` in its first 2 KB (not written then).
 */
export function withPolicyMeta(html: Buffer, policy: string): Buffer | undefined {
  const head = html.subarray(0, 2048).toString("latin1");
  const charset = /<meta charset="utf-8"\s*\/?>/i.exec(head);
  if (!charset) return undefined;
  const kept = policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "" && !HEADER_ONLY_DIRECTIVES.test(directive))
    .join("; ");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${kept.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}">`;
  const at = charset.index + charset[0].length; // latin1: one character per byte
  return Buffer.concat([html.subarray(0, at), Buffer.from(meta), html.subarray(at)]);
}

/** Makes `relative`'s folders under `base`, each 0755 (the umask does not narrow a chmod). */
function makeFolders(base: string, relative: string): void {
  let path = base;
  for (const segment of relative.split("/")) {
    if (segment === "") continue;
    path = join(path, segment);
    try {
      mkdirSync(path);
      chmodSync(path, 0o755);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

const temporaryName = (path: string) => {
  const slash = path.lastIndexOf("/");
  return `${path.slice(0, slash + 1)}.${path.slice(slash + 1)}.${process.pid}.${randomBytes(4).toString("hex")}`;
};

/** Writes `body` to `path` 0644 in one step for a reader: beside it first, then renamed over it. */
function writeAtomically(path: string, body: Buffer): void {
  const temporary = temporaryName(path);
  try {
    writeFileSync(temporary, body);
    chmodSync(temporary, 0o644);
    renameSync(temporary, path);
  } catch (error) {
    rmQuietly(temporary);
    throw error;
  }
}

function rmQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}

/** Removes PAGE_FILES_DIR's `current` link: Caddy then passes every page to the server. */
function removeLink(dir: string): void {
  try {
    unlinkSync(join(dir, CURRENT_LINK));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** One build's page files in PAGE_FILES_DIR (the server makes one: it knows its build). */
export class PageFiles {
  readonly dir: string;
  readonly build: string;

  constructor(dir: string, build: string) {
    this.dir = dir;
    this.build = build;
  }

  /**
   * Writes the page of `key` (a page cache key: `pageFileOfKey`) into `version`'s folder: brotli
   * and gzip first, the page last (Caddy serves a page once its index.html exists, and looks for
   * the others then). False when the key is never written or the disk refused (the server answers
   * that page itself then).
   */
  write(version: string, key: string, bytes: PageBytes): boolean {
    const file = pageFileOfKey(key);
    if (!file) return false;
    const folder = folderName(this.build, version);
    try {
      makeFolders(this.dir, `${folder}/${file.slice(0, -PAGE_FILE.length)}`);
      const target = join(this.dir, folder, file);
      writeAtomically(`${target}.br`, bytes.br);
      writeAtomically(`${target}.gz`, bytes.gzip);
      writeAtomically(target, bytes.identity);
      return true;
    } catch {
      return false;
    }
  }

  /** Replaces a written page's brotli bytes (brotli's smallest, made later), while the page is there. */
  replaceBrotli(version: string, key: string, br: Buffer): boolean {
    const file = pageFileOfKey(key);
    if (!file) return false;
    const target = join(this.dir, folderName(this.build, version), file);
    if (!existsSync(target)) return false;
    try {
      writeAtomically(`${target}.br`, br);
      return true;
    } catch {
      return false;
    }
  }

  /** The folder `current` points at (any build's), or undefined when there is none. */
  linked(): string | undefined {
    try {
      return readlinkSync(join(this.dir, CURRENT_LINK));
    } catch {
      return undefined;
    }
  }

  /** Whether Caddy serves this build's pages of `version`. */
  shows(version: string): boolean {
    return this.linked() === folderName(this.build, version);
  }

  /**
   * Points `current` at `version`'s folder with one rename (a new link over the old one), then
   * removes every other folder, in the background. Only under the content version's row lock:
   * `pointPageFiles`.
   */
  point(version: string): void {
    const folder = folderName(this.build, version);
    makeFolders(this.dir, folder);
    const temporary = join(this.dir, `.${CURRENT_LINK}.${process.pid}.${randomBytes(4).toString("hex")}`);
    symlinkSync(folder, temporary);
    try {
      renameSync(temporary, join(this.dir, CURRENT_LINK));
    } catch (error) {
      rmQuietly(temporary);
      throw error;
    }
    for (const name of readdirSync(this.dir)) {
      if (name !== folder && name.startsWith(FOLDER_PREFIX))
        void rm(join(this.dir, name), { recursive: true, force: true }).catch(() => undefined);
    }
  }

  /** Makes every written page unreachable: Caddy passes each to the server until `point`. */
  hide(): void {
    removeLink(this.dir);
  }
}

/**
 * Called by publicWrite right after it raised the content version, in its transaction, with
 * the version's row locked: with PAGE_FILES_DIR set, no page file is served from now on, until
 * a server points `current` at the new version's folder (after this commit, since it needs
 * the lock). Any process does it, a script too (content:import runs with the site's settings).
 */
export function hidePageFiles(): void {
  const settings = config().pageFiles;
  if (settings) removeLink(settings.dir);
}

/**
 * Points `current` at `version`'s folder if `version` is the latest content version, today:
 * the check and the switch with the content version's row locked (`lockContentVersion`), so
 * no write commits between them. Returns whether `current` shows `version` now.
 */
export async function pointPageFiles(files: PageFiles, version: string, now: () => Date = () => new Date()): Promise<boolean> {
  return transaction(async (trx) => {
    const latest = pagesVersionOf(await lockContentVersion(trx), now());
    if (latest !== version) return false;
    if (!files.shows(version)) files.point(version);
    return true;
  });
}
