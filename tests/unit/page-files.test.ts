/**
 * Published pages as files at the proxy (ADR 053): where a path's page is written, the page's
 * policy as a <meta>, the files and folders Caddy (another user) can read whatever the umask,
 * the version's folder swapped in one rename and hidden by a content write before its commit,
 * and `current` pointed only at the latest version, with the version's row locked. Runs on
 * SQLite, and on PostgreSQL with TEST_DIALECT=postgres.
 */
import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { publicPagesVersion } from "#app/.server/content/public.ts";
import { closeDb, getDb, transaction } from "#app/.server/db/index.ts";
import {
  CURRENT_LINK,
  folderName,
  PageFiles,
  pageFileOf,
  pageFileOfKey,
  pagesVersionOf,
  pointPageFiles,
  withPolicyMeta,
} from "#app/.server/publishing/page-files.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import { readContentVersion } from "#app/.server/repositories/content-version.ts";
import { contentSecurityPolicy } from "#app/.server/web/security/http.ts";
import { type CachedPage, toCachedPage } from "#server/page-cache.ts";
import { pageFileWriter } from "#server/page-files.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";

const BUILD = "b0123456789a";
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ymm-page-files-"));
  process.env.PAGE_FILES_DIR = dir;
});
withFreshAppDatabase({ beforeEach, afterEach, closeDb });
afterEach(() => {
  delete process.env.PAGE_FILES_DIR;
  rmSync(dir, { recursive: true, force: true });
});

const html = (text: string) =>
  Buffer.from(
    `<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/><title>${text}</title><style>.a{}</style></head><body>${text}</body></html>`,
  );
const bytes = (text: string) => ({ identity: html(text), gzip: Buffer.from(`gz ${text}`), br: Buffer.from(`br ${text}`) });
const latest = async () => pagesVersionOf(await readContentVersion(await getDb()), new Date());
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Runs `work` with the umask the site's unit sets (0077), as the site writes its files. */
function withUnitUmask<T>(work: () => T): T {
  const before = process.umask(0o077);
  try {
    return work();
  } finally {
    process.umask(before);
  }
}

describe("where a page is written", () => {
  it("maps a path to its decoded folder and index.html, as Caddy's {path}/index.html finds it", () => {
    expect(pageFileOf("/")).toBe("index.html");
    expect(pageFileOf("/sss")).toBe("sss/index.html");
    expect(pageFileOf("/duyurular/0")).toBe("duyurular/0/index.html");
    expect(pageFileOf("/haberler/Yeni%20d%C3%BCzenleme%20%C3%A7%C4%B1kt%C4%B1")).toBe("haberler/Yeni düzenleme çıktı/index.html");
    // A news title with a slash: one segment for the site, two folders for Caddy, whose {path} is decoded.
    expect(pageFileOf("/haberler/2026%2F1%20Say%C4%B1l%C4%B1%20Sirk%C3%BCler")).toBe("haberler/2026/1 Sayılı Sirküler/index.html");
  });

  it("writes the English pages like the Turkish ones, the English home /en/ as en/index.html (issue 43)", () => {
    expect(pageFileOf("/en/")).toBe("en/index.html");
    expect(pageFileOf("/en/founder")).toBe("en/founder/index.html");
    expect(pageFileOf("/en/services/full-certification")).toBe("en/services/full-certification/index.html");
    expect(pageFileOf("/en/circulars/2026-15")).toBe("en/circulars/2026-15/index.html");
    // /en is another URL than the English home (Caddy does not serve en/index.html to it), and no other path keeps its slash.
    expect(pageFileOf("/en")).toBe("en/index.html");
    expect(pageFileOf("/en/services/")).toBeUndefined();
    expect(pageFileOfKey("/en/?x=1")).toBe("en/_q/x=1/index.html");
  });

  it("serves /en/ from its file in Caddy, and neither /en nor another path with a trailing slash", () => {
    const caddyfile = spawnSync(
      join(import.meta.dirname, "../../deploy/caddyfile.sh"),
      ["--plain-http", "--http-port", "4417", "--port", "3000", "--pages", "/p"],
      {
        encoding: "utf8",
      },
    ).stdout;
    expect(caddyfile).toContain("\t\tnot {\n\t\t\tpath_regexp ^/.+/$\n\t\t\tnot path_regexp ^/en/$\n\t\t}\n\t\tnot path /en\n");
  });

  it("never writes a path that is another URL, escapes its folder or could hit another file", () => {
    for (const path of [
      "/sss/", // a trailing slash: another URL
      "/a/../sss",
      "/a/./b",
      "/a//b",
      "/haberler/..%2Fsss", // decoded, it leaves its folder
      "/haberler/a%2F", // decoded, an empty name
      "/haberler/a%5Cb",
      "/haberler/%E0%A4%A", // does not decode
      "/x/index.html",
      "/x/index.html.br",
      "/x/_q", // the folder of a page's queries
      "/.gizli",
      "/a%0Ab",
      `/${"ş".repeat(128)}`, // 256 bytes: longer than a file name
      "sss",
    ]) {
      expect(pageFileOf(path), path).toBeUndefined();
    }
  });
});

describe("where a page with a query is written", () => {
  it("puts it in its path's _q folder under the query as the URL carries it, which Caddy tries as {path}/_q/{query}/index.html", () => {
    expect(pageFileOfKey("/sss")).toBe("sss/index.html");
    expect(pageFileOfKey("/araclar/kdv-tevkifati?tarih=2026-03-01&kod=612&tutar=20000")).toBe(
      "araclar/kdv-tevkifati/_q/tarih=2026-03-01&kod=612&tutar=20000/index.html",
    );
    expect(pageFileOfKey("/?sekme=duyurular")).toBe("_q/sekme=duyurular/index.html");
  });

  it("writes no query Caddy could not find as it is: an escape (its rewrite decodes it), a slash, a leading dot, too long", () => {
    for (const key of ["/ara?q=vergi%20oran%C4%B1", "/x?a=b/c", "/x?a=b\\c", "/x?.a=1", `/x?a=${"1".repeat(254)}`, "/x?", "/sss/?a=1"]) {
      expect(pageFileOfKey(key), key).toBeUndefined();
    }
  });
});

describe("the page's policy in the file", () => {
  it("goes right after <meta charset>, without frame-ancestors (Caddy's header keeps it), escaped for an attribute", () => {
    const policy = contentSecurityPolicy(undefined, { https: true, dev: false }, ".a{}");
    const page = withPolicyMeta(html("Sayfa"), policy);
    const text = page?.toString() ?? "";
    const meta = /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(text);
    expect(meta).not.toBeNull();
    const directives = meta![1]!.split("; ");
    expect(directives).toContain("object-src 'none'");
    expect(directives.find((d) => d.startsWith("style-src"))).toMatch(/^style-src 'self' 'sha256-/);
    expect(directives.find((d) => d.startsWith("script-src"))).not.toContain("unsafe-inline");
    expect(directives.some((d) => d.startsWith("frame-ancestors"))).toBe(false);
    // Everything else of the page as it was, byte for byte.
    expect(text.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/, "")).toBe(html("Sayfa").toString());
    expect(withPolicyMeta(html("x"), `default-src 'self'; x-test "a&b"`)?.toString()).toContain(
      "content=\"default-src 'self'; x-test &quot;a&amp;b&quot;\"",
    );
  });

  it("is not written for a page without <meta charset> at its start", () => {
    expect(withPolicyMeta(Buffer.from("<html><head><title>x</title></head></html>"), "default-src 'self'")).toBeUndefined();
  });

  it("matches Caddy's header for files: the site's directives, each page's hashes replaced by 'unsafe-inline', frame-ancestors kept", () => {
    const caddyfile = spawnSync(
      join(import.meta.dirname, "../../deploy/caddyfile.sh"),
      ["--domain", "www.firma.test", "--email", "bt@firma.test", "--port", "3000", "--pages", "/var/cache/ymm/pages"],
      { encoding: "utf8" },
    ).stdout;
    const header = /\?Content-Security-Policy "([^"]+)"/.exec(caddyfile)?.[1];
    const site = contentSecurityPolicy(undefined, { https: true, dev: false }, ".a{}")
      .split("; ")
      .map((directive) => directive.replace(/ 'sha256-[^']+'/g, ""))
      .map((directive) => (/^(script-src|style-src) 'self'$/.test(directive) ? `${directive} 'unsafe-inline'` : directive));
    expect(header?.split("; ")).toEqual(site);
  });
});

describe("the files and the version's folder", () => {
  it("writes the page, its brotli and its gzip, 0644 in folders 0755 under the unit's umask, nothing else left", () => {
    const files = new PageFiles(dir, BUILD);
    withUnitUmask(() => expect(files.write("7:2026-11-29", "/haberler/Yeni%20d%C3%BCzenleme", bytes("Haber"))).toBe(true));
    const folder = join(dir, folderName(BUILD, "7:2026-11-29"));
    expect(folderName(BUILD, "7:2026-11-29")).toBe(`p-${BUILD}-7-2026-11-29`);
    const page = join(folder, "haberler/Yeni düzenleme/index.html");
    expect(readFileSync(page).equals(html("Haber"))).toBe(true);
    expect(readFileSync(`${page}.br`).toString()).toBe("br Haber");
    expect(readFileSync(`${page}.gz`).toString()).toBe("gz Haber");
    for (const file of [page, `${page}.br`, `${page}.gz`]) expect(mode(file)).toBe("644");
    for (const folderPath of [folder, join(folder, "haberler"), join(folder, "haberler/Yeni düzenleme")])
      expect(mode(folderPath)).toBe("755");
    expect(readdirSync(join(folder, "haberler/Yeni düzenleme")).sort()).toEqual(["index.html", "index.html.br", "index.html.gz"]);
    // Not reachable before `current` points at its folder.
    expect(existsSync(join(dir, CURRENT_LINK))).toBe(false);
    expect(files.write("7:2026-11-29", "/sss/", bytes("x"))).toBe(false);
  });

  it("points `current` at a version's folder with a relative link, removes the other folders, and hides it", async () => {
    const files = new PageFiles(dir, BUILD);
    files.write("7:2026-11-29", "/sss", bytes("Eski"));
    files.point("7:2026-11-29");
    expect(readlinkSync(join(dir, CURRENT_LINK))).toBe(`p-${BUILD}-7-2026-11-29`);
    expect(files.shows("7:2026-11-29")).toBe(true);
    expect(readFileSync(join(dir, CURRENT_LINK, "sss/index.html")).equals(html("Eski"))).toBe(true);

    files.write("8:2026-11-29", "/sss", bytes("Yeni"));
    withUnitUmask(() => files.point("8:2026-11-29"));
    expect(lstatSync(join(dir, CURRENT_LINK)).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, CURRENT_LINK, "sss/index.html")).equals(html("Yeni"))).toBe(true);
    await expect.poll(() => readdirSync(dir).filter((name) => name.startsWith("p-"))).toEqual([`p-${BUILD}-8-2026-11-29`]);
    // No temporary link is left behind.
    expect(readdirSync(dir).sort()).toEqual([CURRENT_LINK, `p-${BUILD}-8-2026-11-29`]);

    files.hide();
    expect(existsSync(join(dir, CURRENT_LINK))).toBe(false);
    expect(files.linked()).toBeUndefined();
    files.hide(); // nothing to hide: no error
  });

  it("replaces a written page's brotli bytes, and writes none for a page no longer there", () => {
    const files = new PageFiles(dir, BUILD);
    files.write("7:2026-11-29", "/sss", bytes("Sayfa"));
    expect(files.replaceBrotli("7:2026-11-29", "/sss", Buffer.from("smaller"))).toBe(true);
    expect(readFileSync(join(dir, folderName(BUILD, "7:2026-11-29"), "sss/index.html.br")).toString()).toBe("smaller");
    expect(files.replaceBrotli("8:2026-11-29", "/sss", Buffer.from("smaller"))).toBe(false);
    expect(existsSync(join(dir, folderName(BUILD, "8:2026-11-29")))).toBe(false);
  });
});

describe("keeping visitors from an old page", () => {
  it("a content write hides the files in its transaction, before its commit", async () => {
    const files = new PageFiles(dir, BUILD);
    const version = await latest();
    files.write(version, "/sss", bytes("Eski"));
    expect(await pointPageFiles(files, version)).toBe(true);
    expect(files.shows(version)).toBe(true);
    let hiddenBeforeCommit: boolean | undefined;
    await transaction(async (trx) => {
      await publicWrite(trx, {});
      hiddenBeforeCommit = !existsSync(join(dir, CURRENT_LINK));
    });
    expect(hiddenBeforeCommit).toBe(true);
    expect(files.linked()).toBeUndefined();
    // A change that shows nowhere (a draft) raises no version and hides nothing.
    files.point(await latest());
    await transaction((trx) => publicWrite(trx, { visible: false }));
    expect(files.shows(await latest())).toBe(true);
  });

  it("points only at the latest version, today, and never past a write that commits meanwhile", async () => {
    const files = new PageFiles(dir, BUILD);
    const before = await latest();
    // A write raises the version while the pointing waits for the version's row.
    let raised!: () => void;
    const holding = new Promise<void>((resolve) => (raised = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const write = transaction(async (trx) => {
      await publicWrite(trx, {});
      raised();
      await released;
    });
    await holding;
    const pointing = pointPageFiles(files, before);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await write;
    expect(await pointing).toBe(false);
    expect(files.linked()).toBeUndefined();

    const now = await latest();
    expect(now).not.toBe(before);
    expect(await pointPageFiles(files, now)).toBe(true);
    expect(files.shows(now)).toBe(true);
    // Tomorrow's pages are not today's: a version of another day is not pointed at.
    const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await pointPageFiles(files, now, tomorrow)).toBe(false);
    expect(files.shows(now)).toBe(true);
  });
});

describe("the server's writer", () => {
  const policy = contentSecurityPolicy(undefined, { https: true, dev: false }, ".a{}");
  const cached = (text: string, headers: Record<string, string> = {}): CachedPage =>
    toCachedPage({
      status: 200,
      headers: new Headers({ "content-type": "text/html; charset=utf-8", "content-security-policy": policy, ...headers }),
      body: html(text),
    });
  const warnings: string[] = [];
  const warn = (_error: unknown, message: string) => warnings.push(message);

  it("writes an HTML page once per version, points the proxy at it, and brotli's smallest follows", async () => {
    const files = new PageFiles(dir, BUILD);
    const writer = pageFileWriter(files, warn);
    const version = await publicPagesVersion();
    const page = cached("Sayfa ".repeat(200));
    writer.offer("/sss", version, page);
    await writer.settled();
    expect(files.shows(version)).toBe(true);
    const file = join(dir, CURRENT_LINK, "sss/index.html");
    const identity = readFileSync(file);
    expect(identity.toString()).toContain('<meta http-equiv="Content-Security-Policy"');
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(identity)).toBe(true);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(identity)).toBe(true);
    // Once per version: a second offer writes nothing (the file stays the same inode).
    const inode = statSync(file).ino;
    writer.offer("/sss", version, page);
    expect(statSync(file).ino).toBe(inode);
    expect(warnings).toEqual([]);
  });

  it("writes a calculator's result under its query, and never a search's results, a page that is not HTML or an error", async () => {
    const files = new PageFiles(dir, BUILD);
    const writer = pageFileWriter(files, warn);
    const version = await publicPagesVersion();
    writer.offer("/ara?q=vergi", version, cached("Arama"));
    writer.offer("/en/search?q=audit", version, cached("Search"));
    writer.offer("/duyurular.xml", version, { ...cached("<rss/>", { "content-type": "application/rss+xml" }), html: false });
    writer.offer("/sss", version, { ...cached("Hata"), status: 404 });
    await writer.settled();
    expect(readdirSync(dir)).toEqual([]);
    writer.offer("/araclar/mtv?yil=2026&silindir=1600", version, cached("MTV"));
    await writer.settled();
    expect(readFileSync(join(dir, CURRENT_LINK, "araclar/mtv/_q/yil=2026&silindir=1600/index.html")).toString()).toContain("MTV");
    // The English pages too, the English home in en/ (issue 43).
    writer.offer("/en/", version, cached("English home"));
    writer.offer("/en/services/x", version, cached("English service"));
    await writer.settled();
    expect(readFileSync(join(dir, CURRENT_LINK, "en/index.html")).toString()).toContain("English home");
    expect(readFileSync(join(dir, CURRENT_LINK, "en/services/x/index.html")).toString()).toContain("English service");
  });

  it("the check hides another version's files, and points at the latest when it has written for it", async () => {
    const files = new PageFiles(dir, BUILD);
    files.write("1:2020-01-01", "/sss", bytes("Eski"));
    files.point("1:2020-01-01");
    const writer = pageFileWriter(files, warn);
    const version = await publicPagesVersion();
    await writer.check(version);
    expect(files.linked()).toBeUndefined();
    // The day's change hides yesterday's folder the same way, with no write; the next page written points at today's.
    writer.offer("/sss", version, cached("Bugün"));
    await writer.settled();
    expect(files.shows(version)).toBe(true);
    files.hide(); // as a write that rolled back after hiding would leave it
    await writer.check(version);
    await writer.settled();
    expect(files.shows(version)).toBe(true);
  });
});
