/**
 * The server's side of the page files (ADR 053; the folder, its layout and the rules that keep
 * a visitor from an old page are app/.server/publishing/page-files.ts): which answers become
 * files, their bytes, and the check that `current` shows the latest version.
 *
 * Written: a public HTML page the page cache answers (status 200, no Set-Cookie, not private or
 * no-store: `cacheable`), under its cache key: its path, and the query parameters it reads in
 * their fixed order (a calculator's result, an archive's year), which Caddy finds only for a URL
 * with exactly that query (`pageFileOfKey`). Never written: the admin area, previews, form posts
 * and their answers, errors and redirects, feeds, the sitemap and other files that are not HTML,
 * the floor page, the site searches' results (/ara and /en/search: a file per term visitors type), and pages past
 * MAX_BYTES_PER_VERSION written by one process at one version (a calculator's every input). Each page once per version and process,
 * on the request that renders it or, when the page cache had it already (a server restarted
 * with files gone), on the request Caddy passed on for it.
 *
 * The file is the page as the server sends it, with its Content-Security-Policy added as a
 * `<meta>` (Caddy's header for files cannot name each page's hashes), compressed like the page
 * cache's first bytes (gzip 9, brotli 5), then, for a page without a query, brotli's smallest on
 * the thread pool (ADR 042): no request comes back to the server for a page Caddy serves, so it
 * is done at once; a result of a query (one calculation) keeps its first bytes.
 */
import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { PageFiles, pointPageFiles, withPolicyMeta } from "#app/.server/publishing/page-files.ts";
import { englishPaths, paths } from "#app/lib/paths.ts";
import { type CachedPage, smallestBrotli } from "#server/page-cache.ts";

/** The site searches, whose results are never files (one per term visitors type): Turkish and English. */
const SEARCHES = [paths.search, englishPaths.search];

/** The bytes (all encodings) one process writes at one version at most: the disk has no LRU; a version's switch empties it. */
export const MAX_BYTES_PER_VERSION = 128 * 1024 * 1024;

/** A build's name for its folders: the digest of the server bundle the process runs. */
export function buildName(bundle: string): string {
  return createHash("sha256").update(readFileSync(bundle)).digest("hex").slice(0, 12);
}

/** The page files' folder for this process's build, made (0755) when missing; throws when it cannot be. */
export function openPageFiles(dir: string, bundle: string): PageFiles {
  if (mkdirSync(dir, { recursive: true }) !== undefined) chmodSync(dir, 0o755);
  return new PageFiles(dir, buildName(bundle));
}

/** The bytes of a page's file: its HTML with the policy, gzip 9, brotli 5 (1–2 ms for a 66 KB page). */
export function pageFileBytes(page: CachedPage): { identity: Buffer; gzip: Buffer; br: Buffer } | undefined {
  const policy = page.headers.find(([name]) => name === "content-security-policy")?.[1];
  const identity = policy === undefined ? undefined : withPolicyMeta(page.identity, policy);
  if (!identity) return undefined;
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  };
}

export interface PageFileWriter {
  /** Writes `page` for cache key `key` at `version` unless done already by this process (see the module comment). */
  offer(key: string, version: string, page: CachedPage): void;
  /** Checks that `current` shows `version` (the latest): removes it when it shows another, points it when this process has files for it. */
  check(version: string): Promise<void>;
  /** Resolves when the brotli recompressions and pointing started so far have ended (tests). */
  settled(): Promise<void>;
}

export function pageFileWriter(files: PageFiles, warn: (error: unknown, message: string) => void): PageFileWriter {
  /** The keys written at `version` by this process, and their bytes. */
  let written = { version: "", keys: new Set<string>(), bytes: 0 };
  /** The last version this process tried to point `current` at (once per version; the check tries again). */
  let pointTried = "";
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };

  const point = (version: string) => {
    pointTried = version;
    track(pointPageFiles(files, version).catch((error) => warn(error, "page files: pointing the proxy at the new version failed")));
  };

  return {
    offer(key, version, page) {
      if (!page.html || page.status !== 200 || SEARCHES.some((search) => key.startsWith(`${search}?`))) return;
      if (written.version !== version) written = { version, keys: new Set(), bytes: 0 };
      if (written.keys.has(key) || written.bytes >= MAX_BYTES_PER_VERSION) return;
      written.keys.add(key);
      try {
        const bytes = pageFileBytes(page);
        if (!bytes || !files.write(version, key, bytes)) return;
        written.bytes += bytes.identity.length + bytes.gzip.length + bytes.br.length;
        // Brotli's smallest for the pages visitors browse; a calculator's result keeps its first bytes (ADR 042's reason).
        if (!key.includes("?")) {
          track(
            smallestBrotli(bytes.identity)
              .then((br) => {
                if (br.length < bytes.br.length) files.replaceBrotli(version, key, br);
              })
              .catch(() => undefined),
          );
        }
        if (pointTried !== version && !files.shows(version)) point(version);
      } catch (error) {
        // The visitor still gets the page from the server; Caddy passes this one on.
        warn(error, "page files: a page could not be written");
      }
    },
    async check(version) {
      if (files.shows(version)) return;
      if (files.linked() !== undefined) files.hide();
      if (written.version === version && written.keys.size > 0) point(version);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
