/**
 * The site outlives the app (issue 41, ADR 053), on a scratch root as the installer leaves it:
 * Caddy in front, the site writing its published pages into PAGE_FILES_DIR. Every public URL of
 * the sitemap and a calculator's result, once rendered, is served by Caddy from its file (with
 * the site's headers, its policy in the page); with the site stopped each still answers 200, while a page not written
 * and a form post get Caddy's plain 503 page with Retry-After, and no message is stored; the
 * site started again, an admin's edit shows on the very next request. The views Caddy served from
 * files are counted by İstatistikler from its log, as the site counts its own (within 1 %).
 * deploy/upgrade.sh under a load of public requests fails none of them: while the site restarts,
 * Caddy holds a request until it answers again; a form posted then gets the 503 page and is not
 * stored (Caddy 2.6 cannot resend its body), never a 502 or a "sent" for a message not stored.
 */

import { existsSync, lstatSync, readFileSync, readlinkSync, statSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languageOf } from "#app/lib/language-alternates.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { parseSitemap } from "#tests/helpers/sitemap.ts";
import { GOOGLEBOT } from "#tests/helpers/user-agents.ts";
import { type Caddy, type CurlAnswer, initialPassword, startCaddy } from "./caddy.ts";
import { type Answer, httpsClient, startLoad } from "./load.ts";
import { copyOfTree, makeScratch, modeOf, type Scratch, servingRelease } from "./scratch.ts";

const SITE_PORT = 4470;
const HTTP_PORT = 4471;
const HTTPS_PORT = 4472;
const DOMAIN = "www.firma.test";
const EMAIL = "bt@firma.test";
const SITE = `https://${DOMAIN}:${HTTPS_PORT}`;
const INSTALL_ARGS = [
  ["--domain", DOMAIN],
  ["--email", EMAIL],
  ["--port", String(SITE_PORT)],
  ["--skip-dns-check"],
  ["--local-certs"],
  ["--http-port", String(HTTP_PORT)],
  ["--https-port", String(HTTPS_PORT)],
  ["--bind", "127.0.0.1"],
].flat();
/** The site's own headers on a public page, which a file from Caddy must carry alike. */
const PAGE_HEADERS = [
  "content-type",
  "cache-control",
  "vary",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "permissions-policy",
  "strict-transport-security",
];

let scratch: Scratch;
let caddy: Caddy;
let pages: string[] = [];
/** The first admin's session cookie. */
let cookie = "";
/** A news item whose title has a slash: its URL has %2F, one more folder for Caddy. */
const SLASHED_TITLE = "2026/1 Sayılı Sirküler Hakkında";
/** A calculator's result: a page with the query it reads, in its order (written under `_q/<query>`). */
const CALCULATOR = "/araclar/kdv-tevkifati?tarih=2026-03-01&kod=612&tutar=20000&kdv=20&alici=mukellef";
const pagesDir = () => join(scratch.dir, "var/cache/ymm/pages");

const get = (url: string, headers: Record<string, string> = {}) => caddy.curl(url, { headers: { "Accept-Encoding": "br", ...headers } });
/** The page's HTML, whatever encoding it came in. */
const text = (answer: CurlAnswer) =>
  (answer.headers["content-encoding"] === "br" ? brotliDecompressSync(answer.body) : answer.body).toString("utf8");
/** Caddy served the file: the site's answers carry X-Request-Id, Caddy's files do not. */
const fromFile = (answer: CurlAnswer) => answer.headers["x-request-id"] === undefined;
/** A page's <title>: which page an answer is. */
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
/** Resolves once nothing listens on the site's port (the upgrade stopped it). */
const siteDown = async () => {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const listening = await new Promise<boolean>((resolve) => {
      const socket = connect(SITE_PORT, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (!listening) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the site did not stop in 30 s");
};
const messageCount = async () => {
  const db = openTestDb(`file:${join(scratch.data, "site.db")}`);
  try {
    const row = await db
      .selectFrom("messages")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  } finally {
    await db.destroy();
  }
};
/** The site's views on İstatistikler, all days. */
const siteViews = async () => {
  const db = openTestDb(`file:${join(scratch.data, "site.db")}`);
  try {
    const rows = await db.selectFrom("analytics_daily").select("views").where("dimension", "=", "site").execute();
    return rows.reduce((sum, row) => sum + Number(row.views), 0);
  } finally {
    await db.destroy();
  }
};
/** A browser's User-Agent (curl's own is a bot's to the statistics). */
const browser = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`;
const contactForm = (subject: string) => ({
  isim: "Ziyaretçi",
  telefon: "0312 000 00 32",
  eposta: "z@ornek.com",
  konu: subject,
  mesaj: "Site kapalıyken gönderildi.",
});

beforeAll(async () => {
  scratch = makeScratch();
  const install = scratch.run("install.sh", INSTALL_ARGS);
  if (install.status !== 0) throw new Error(`install.sh failed (${install.status}):\n${install.stdout}\n${install.stderr}`);
  caddy = await startCaddy({
    caddyfile: scratch.caddyfile,
    stateDir: join(scratch.dir, "caddy"),
    domains: [DOMAIN, "firma.test"],
    ports: [HTTP_PORT, HTTPS_PORT],
  });
  const signIn = caddy.curl(`${SITE}/adminpanel/giris`, {
    headers: { Origin: SITE },
    form: { eposta: EMAIL, sifre: initialPassword(scratch.data) },
  });
  if (signIn.status !== 302) throw new Error(`sign-in answered ${signIn.status}`);
  cookie = (signIn.headers["set-cookie"] ?? "").split(";")[0] ?? "";
  const news = caddy.curl(`${SITE}/adminpanel/haberler`, {
    headers: { Origin: SITE, Cookie: cookie },
    form: { intent: "kaydet", id: "", baslik: SLASHED_TITLE, icerik: "<p>Bölü işaretli başlık.</p>" },
  });
  if (news.status !== 302) throw new Error(`the news item was not saved (${news.status})`);
  // Every public URL of the sitemap: its index, then each file it lists (ADR 047).
  const index = parseSitemap(caddy.curl(`${SITE}/sitemap.xml`).body.toString());
  for (const file of index.entries) pages.push(...parseSitemap(caddy.curl(file.loc).body.toString()).entries.map((entry) => entry.loc));
  pages = [...new Set(pages), `${SITE}${CALCULATOR}`];
});

afterAll(async () => {
  await caddy?.stop();
  scratch?.remove();
});

describe("published pages as files behind Caddy", () => {
  it("installs the pages' folder for the site to write and Caddy to read", () => {
    expect(modeOf(pagesDir())).toBe("755");
    expect(modeOf(join(scratch.dir, "var/cache/ymm"))).toBe("755");
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.every((url) => url.startsWith(`${SITE}/`))).toBe(true);
    expect(pages).toContain(`${SITE}/haberler/${encodeURIComponent(SLASHED_TITLE)}`);
  });

  it("serves every page of the sitemap from its file once the site rendered it, with the site's headers and policy", async () => {
    for (const url of pages) expect(get(url).status, url).toBe(200);
    // The first page written points `current` at the version's folder (a transaction): wait for it.
    await expect.poll(() => fromFile(get(`${SITE}/`)), { timeout: 10_000 }).toBe(true);
    expect(lstatSync(join(pagesDir(), "current")).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(pagesDir(), "current"))).toMatch(/^p-[0-9a-f]{12}-\d+-\d{4}-\d\d-\d\d$/);
    for (const url of pages) {
      const answer = get(url);
      expect(answer.status, url).toBe(200);
      expect(fromFile(answer), url).toBe(true);
      expect(answer.headers["content-encoding"], url).toBe("br");
      const html = text(answer);
      expect(html, url).toContain(`<html lang="${languageOf(new URL(url).pathname)}"`);
      // The page's own policy, with its hashes, in the page; Caddy's header adds frame-ancestors.
      expect(html, url).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/);
      expect(answer.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
    }
    // The same page from the site and from its file: the same headers a browser acts on.
    const path = new URL(pages.find((url) => url.endsWith("/sss")) ?? `${SITE}/sss`).pathname;
    const file = get(`${SITE}${path}`);
    const site = caddy.curl(`http://127.0.0.1:${SITE_PORT}${path}`, {
      headers: { "Accept-Encoding": "br", Host: `${DOMAIN}:${HTTPS_PORT}` },
    });
    for (const name of PAGE_HEADERS) expect(file.headers[name], name).toBe(site.headers[name]);
    expect(file.headers.etag).toBeTruthy();
    // Caddy 2.6 answers 304 only for the page's identity bytes: it sends a precompressed file whole
    // (ADR 053; 2.7 and later check the precondition for those too).
    const plain = caddy.curl(`${SITE}${path}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const again = caddy.curl(`${SITE}${path}`, { headers: { "If-None-Match": plain.headers.etag ?? "" } });
    expect(again.status).toBe(304);
    // The same page, byte for byte, but for the policy's <meta>.
    expect(text(file).replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/, "")).toBe(text(site));
  });

  it("passes a URL with a query, the admin and robots.txt to the site", () => {
    expect(fromFile(get(`${SITE}/sss?kaynak=bulten`))).toBe(false);
    expect(fromFile(get(`${SITE}/adminpanel/giris`))).toBe(false);
    expect(fromFile(get(`${SITE}/robots.txt`))).toBe(false);
  });

  it("counts the views Caddy served from files (its log, read and emptied by the site) as the site counts its own, within 1 %", async () => {
    const before = await siteViews();
    const file = pages.filter((url) => !url.includes("?")).slice(0, 10);
    let fromFiles = 0;
    for (let i = 0; i < 200; i++) {
      const answer = get(file[i % file.length] as string, { "User-Agent": browser(i % 4) });
      expect(answer.status).toBe(200);
      if (fromFile(answer)) fromFiles += 1;
    }
    expect(fromFiles).toBe(200);
    // Not counted, from files too: a bot, DNT, GPC.
    for (let i = 0; i < 10; i++) {
      expect(fromFile(get(file[i] as string, { "User-Agent": GOOGLEBOT }))).toBe(true);
      expect(fromFile(get(file[i] as string, { "User-Agent": browser(0), DNT: "1" }))).toBe(true);
      expect(fromFile(get(file[i] as string, { "User-Agent": browser(0), "Sec-GPC": "1" }))).toBe(true);
    }
    // Answered by the site (not a file): counted by the site alone, not a second time from Caddy's log.
    for (let i = 0; i < 20; i++) expect(fromFile(get(`${SITE}/sss?kaynak=bulten`, { "User-Agent": browser(1) }))).toBe(false);
    // The site reads the log at each flush (ANALYTICS_FLUSH_MS, 5 s).
    await expect.poll(async () => (await siteViews()) - before, { timeout: 30_000, interval: 500 }).toBeGreaterThanOrEqual(218);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const counted = (await siteViews()) - before;
    expect(Math.abs(counted - 220)).toBeLessThanOrEqual(2);
    // What Caddy logged is gone from the disk once counted.
    expect(statSync(join(scratch.dir, "var/log/ymm/page-views.log")).size).toBe(0);
  });

  it("keeps answering every page with the site stopped; a page not written and a form post get Caddy's 503, nothing stored", async () => {
    const before = await messageCount();
    scratch.stopSite();
    for (const url of pages) {
      const answer = get(url);
      expect(answer.status, url).toBe(200);
      expect(text(answer), url).toContain(`<html lang="${languageOf(new URL(url).pathname)}"`);
    }
    // A request for the site waits for it 30 s (it may be restarting), then gets the 503 page.
    const sent = Date.now();
    const post = caddy.curl(`${SITE}/iletisim`, { headers: { Origin: SITE }, form: contactForm("Site kapalıyken") });
    expect(Date.now() - sent).toBeGreaterThan(29_000);
    expect(post.status).toBe(503);
    expect(post.headers["retry-after"]).toBe("30");
    expect(post.headers["content-type"]).toBe("text/html; charset=utf-8");
    const page = post.body.toString("utf8");
    expect(page).toContain('<html lang="tr"');
    expect(page).toContain("Site şu anda yanıt veremiyor");
    expect(page).toContain("Bir form gönderdiyseniz <strong>alınmadı</strong>");
    const miss = get(`${SITE}/sss?kaynak=bulten`);
    expect(miss.status).toBe(503);
    expect(miss.headers["retry-after"]).toBe("30");
    expect(await messageCount()).toBe(before);
  }, 180_000);

  it("started again, shows an admin's edit on the very next request, then from its new file", async () => {
    const restart = scratch.run("install.sh", INSTALL_ARGS);
    expect(restart.status, restart.stderr).toBe(0);
    const before = get(`${SITE}/sss`);
    expect(fromFile(before)).toBe(true);
    // The site is back (install.sh waited for it): Caddy, with no health check to wait for, passes to it at once.
    expect(get(`${SITE}/sss?kaynak=bulten`).status).toBe(200);

    const question = "Site kapalıyken sayfalar açılır mı?";
    const saved = caddy.curl(`${SITE}/adminpanel/sorular`, {
      headers: { Origin: SITE, Cookie: cookie },
      form: { intent: "kaydet", id: "", soru: question, cevap: "<p>Evet, yayımlanmış her sayfa açılır.</p>" },
    });
    expect(saved.status).toBe(302);
    expect(text(before)).not.toContain(question);

    const next = get(`${SITE}/sss`);
    expect(next.status).toBe(200);
    expect(text(next)).toContain(question);
    // The files of the version before the edit are gone; the page's new file follows.
    await expect.poll(() => fromFile(get(`${SITE}/sss`)), { timeout: 10_000 }).toBe(true);
    expect(text(get(`${SITE}/sss`))).toContain(question);
    expect(existsSync(join(pagesDir(), "current/sss/index.html.br"))).toBe(true);
  });

  it("upgrades under load with no failed public request; a form post while the site restarts is answered once it is back, or gets the 503 page", async () => {
    const ca = readFileSync(join(scratch.dir, "caddy/data/caddy/pki/authorities/local/root.crt"));
    // Every page of the sitemap, which Caddy serves from its file once written, and each with the
    // e-bülten link's query, which no file has: the site answers it, so it waits out the restart.
    const misses = pages.filter((url) => !url.includes("?")).map((url) => `${url}?kaynak=bulten`);
    const urls = [...pages, ...misses];
    // Each page's title as the site gives it before the upgrade (writing its file meanwhile).
    const probe = httpsClient({ ca, domain: DOMAIN, port: HTTPS_PORT });
    const titles = new Map<string, string>();
    for (const url of pages) {
      const answer = await probe.send(url);
      expect(answer.status, url).toBe(200);
      expect(titleOf(answer.text), url).not.toBe("");
      titles.set(url, titleOf(answer.text));
    }
    probe.close();
    const check = (url: string, answer: Answer) => {
      if (answer.status !== 200) return `HTTP ${answer.status}`;
      const title = titleOf(answer.text);
      return title === titles.get(url.replace(/\?kaynak=bulten$/, "")) ? undefined : `another page: "${title}"`;
    };

    // The next release: this tree with one file more (another release name), built by the upgrade.
    const source = copyOfTree(join(scratch.dir, "src-next"));
    writeFileSync(join(source, "UPGRADE_UNDER_LOAD.txt"), "Yük altında yükseltme\n");
    const before = await messageCount();
    const load = startLoad({ ca, domain: DOMAIN, port: HTTPS_PORT, urls, clients: 4, pauseMs: 20, check });
    let posted: Promise<{ answer: Answer; ms: number }> | undefined;
    const started = Date.now();
    /** When each step of the upgrade began (its "n/5" line), from the start. */
    const steps = new Map<string, number>();
    const upgrade = await scratch.start("upgrade.sh", ["--source", source], (stdout) => {
      for (const step of stdout.match(/^\d\/5/gm) ?? []) if (!steps.has(step)) steps.set(step, Date.now() - started);
      // Once the upgrade stops the site: a visitor's message, while nothing listens.
      posted ??= stdout.includes("2/5")
        ? siteDown().then(async () => {
            const client = httpsClient({ ca, domain: DOMAIN, port: HTTPS_PORT, keepAlive: false });
            const sent = performance.now();
            const answer = await client.send(`${SITE}/iletisim`, {
              method: "POST",
              headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams(contactForm("Yükseltme sırasında")).toString(),
            });
            client.close();
            return { answer, ms: performance.now() - sent };
          })
        : undefined;
    });
    // A moment of the new release under the same load, then the counts.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const result = await load.stop();
    const post = await posted;
    console.log(
      `Upgrade under load (${((Date.now() - started) / 1000).toFixed(0)} s, build included; machine shared): ` +
        `${result.requests} requests, ${result.failures.length} failed, longest wait ${result.longestMs.toFixed(0)} ms (${result.longestUrl}); ` +
        `form post while stopped: HTTP ${post?.answer.status} after ${post?.ms.toFixed(0)} ms; ` +
        `steps at ${[...steps].map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`).join(", ")}`,
    );
    expect(upgrade.stderr).not.toContain("HATA");
    expect(upgrade.code).toBe(0);
    expect(upgrade.stdout).toContain("Yükseltme tamam");
    expect(servingRelease(scratch)).toBe(join(scratch.app, readlinkSync(join(scratch.app, "current"))));

    expect(result.failures.slice(0, 20)).toEqual([]);
    expect(result.requests).toBeGreaterThan(urls.length);
    // The post: the new release took it (303, stored once), or Caddy's 503 page said it was not
    // taken (nothing stored); never a 502.
    expect(post).toBeDefined();
    const status = post?.answer.status;
    expect([303, 503]).toContain(status);
    if (status === 503) expect(post?.answer.text).toContain("Bir form gönderdiyseniz <strong>alınmadı</strong>");
    expect(await messageCount()).toBe(before + (status === 303 ? 1 : 0));
  }, 900_000);
});
