import { Agent, request } from "node:http";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAILY_RETENTION_DAYS, OTHER_VALUE, WITHHELD_VALUE } from "#app/lib/analytics.ts";
import { daysText } from "#app/lib/retention.ts";
import { foldAscii } from "#app/lib/search.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { TEST_DIALECT } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { canonicalOf, fetchPage, type Page } from "#tests/helpers/html.ts";
import { addIssue } from "#tests/helpers/newsletter.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { GOOGLEBOT } from "#tests/helpers/user-agents.ts";

// İstatistikler's counting (issue 26, ADR 029) against the production server,
// on two instances sharing one database, as behind a load balancer.
// The visitors' requests carry a browser's User-Agent with a marker and an
// address through X-Forwarded-For (TRUST_PROXY), so that the end can search
// every table for both.

const MARKER = "IzleyiciTest/7f3a";
const BROWSER = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 ${MARKER}`;
const NETWORK = "203.0.113";
const OTHER_NETWORK = "198.51.100";
/** What visitors type into /ara that must be stored nowhere (ADR 034): an e-mail address with a T.C. kimlik number, a phone number, an IBAN. */
const PERSONAL_SEARCHES = ["Ahmet.Yilmaz1@gmail.com 38512764093", "0533 418 27 96", "TR33 0006 1005 1978 6457 8413 26"];
/** Each search's raw, lower-cased and folded forms, and its digits alone: none may be in any table or in the log. */
const PERSONAL_FORMS = PERSONAL_SEARCHES.flatMap((text) => [
  text,
  text.toLocaleLowerCase("tr-TR"),
  foldAscii(text),
  foldAscii(text).replace(/[^\p{L}\p{N}]+/gu, " "),
  text.replace(/\D/g, ""),
  encodeURIComponent(text),
]).concat(["ahmet.yilmaz1", "38512764093"]);

const env = { ANALYTICS_FLUSH_MS: "150", TRUST_PROXY: "loopback" };
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startServer(env);
  b = await startServer(env, { databaseUrl: a.databaseUrl });
});

afterAll(async () => {
  await b?.stop({ keepData: true });
  await a?.stop();
});

/** A page view as a browser with JavaScript off makes it: a plain GET. */
function view(server: TestServer, path: string, headers: Record<string, string> = {}, host = 10) {
  return fetch(`${server.url}${path}`, {
    redirect: "manual",
    headers: { "User-Agent": BROWSER, "X-Forwarded-For": `${NETWORK}.${host}`, "Accept-Encoding": "br", ...headers },
  });
}

type Dimension = "site" | "page" | "referrer" | "device" | "bulletin" | "calculation" | "search";

async function counts(dimension: Dimension) {
  const db = openTestDb(a.databaseUrl);
  try {
    const rows = await db
      .selectFrom("analytics_daily")
      .select(["value", "views", "visitors"])
      .where("dimension", "=", dimension)
      .orderBy("value")
      .execute();
    return rows.map((row) => ({ value: row.value, views: Number(row.views), visitors: Number(row.visitors) }));
  } finally {
    await db.destroy();
  }
}

/** Waits until both instances have written (ANALYTICS_FLUSH_MS) what `check` expects. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 10_000;
  let value = await read();
  while (!check(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** İstatistikler as the office sees it. */
async function statistics(cookie?: string): Promise<Page> {
  const page = await fetchPage(b.url, "/adminpanel/istatistikler", { headers: { Cookie: cookie ?? (await signIn(a)) } });
  expect(page.status).toBe(200);
  return page;
}

/** A list's rows on İstatistikler: the row header's text and the figures. */
const list = (page: Page, id: string) =>
  page.doc
    .querySelectorAll(`section[aria-labelledby="${id}-baslik"] tbody tr`)
    .map((row) => [row.querySelector("th")?.text.trim() ?? "", ...row.querySelectorAll("td").map((cell) => cell.text.trim())]);

/** `path` with the letters chosen by the bits of `n` percent-encoded (lower-case hex: the site redirects upper case), and a trailing slash when n is even. */
function spelling(path: string, n: number): string {
  let bit = 0;
  const spelt = path.replace(/[a-z]/g, (letter) => ((n >> bit++) & 1 ? `%${letter.charCodeAt(0).toString(16)}` : letter));
  return n % 2 === 0 ? `${spelt}/` : spelt;
}

/** Runs `work` over `items`, `width` at a time. */
async function inTurns<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

describe(`counting page views on two instances (${TEST_DIALECT})`, () => {
  it("counts a visitor's five views of two pages, on either instance and from the browser's copy (304), as 1 visitor and 5 views; bots, DNT, GPC, HEAD, errors and the admin count nothing", async () => {
    const first = await view(a, "/sss");
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const etag = first.headers.get("etag") ?? "";
    expect((await view(b, "/sss")).status).toBe(200);
    expect((await view(a, "/hizmetler")).status).toBe(200);
    expect((await view(b, "/hizmetler")).status).toBe(200);
    // The same visitor, same network, another address in it: the same visitor.
    expect((await view(a, "/sss", { "If-None-Match": etag }, 99)).status).toBe(304);

    // Not counted.
    for (let i = 0; i < 3; i++) expect((await view(a, "/sss", { "User-Agent": GOOGLEBOT })).status).toBe(200);
    expect((await view(a, "/sss", { DNT: "1" }, 20)).status).toBe(200);
    expect((await view(b, "/sss", { "Sec-GPC": "1" }, 21)).status).toBe(200);
    expect((await fetch(`${a.url}/sss`, { method: "HEAD", headers: { "User-Agent": BROWSER } })).status).toBe(200);
    expect((await view(a, "/boyle-bir-sayfa-yok", {}, 22)).status).toBe(404);
    const cookie = await signIn(a);
    expect((await view(a, "/adminpanel", { Cookie: cookie }, 23)).status).toBe(200);

    const site = await eventually(
      () => counts("site"),
      (rows) => (rows[0]?.views ?? 0) >= 5,
    );
    await new Promise((resolve) => setTimeout(resolve, 400)); // a late flush would show here
    expect(await counts("site")).toEqual([{ value: "", views: 5, visitors: 1 }]);
    expect(site).toEqual([{ value: "", views: 5, visitors: 1 }]);
    expect(await counts("page")).toEqual([
      { value: "/hizmetler", views: 2, visitors: 1 },
      { value: "/sss", views: 3, visitors: 1 },
    ]);
    expect(await counts("device")).toEqual([{ value: "desktop", views: 5, visitors: 1 }]);

    // The next minute, on İstatistikler (on the other instance): 1 visitor, 5 views.
    const screen = await fetchPage(b.url, "/adminpanel/istatistikler", { headers: { Cookie: cookie } });
    expect(screen.status).toBe(200);
    const totals = Object.fromEntries(
      screen.doc
        .querySelectorAll(".stats-totals div")
        .map((item) => [item.querySelector("dt")?.text.trim(), item.querySelector("dd")?.text.trim()]),
    );
    expect(totals).toEqual({ Ziyaretçi: "1", Görüntülenme: "5" });
  });

  it("counts an e-bülten link's visit under its issue (one whose send began, not ?kaynak=bulten-999999) and leaves ?kaynak= out of the page's canonical address and cache", async () => {
    const db = openTestDb(a.databaseUrl);
    await addIssue(db, "Dördüncü sayı", { status: "sent", sent_at: new Date().toISOString(), recipients: 3, number: 4 }).finally(() =>
      db.destroy(),
    );
    expect((await view(b, "/sss?kaynak=bulten-999999", {}, 30)).status).toBe(200);
    const plain = await fetchPage(a.url, "/sss");
    const fromIssue = await fetchPage(a.url, "/sss?kaynak=bulten-4", {
      headers: { "User-Agent": BROWSER, "X-Forwarded-For": `${NETWORK}.30` },
    });
    expect(fromIssue.status).toBe(200);
    expect(canonicalOf(fromIssue)).toBe(canonicalOf(plain));
    expect(canonicalOf(fromIssue)).not.toContain("kaynak");
    expect(fromIssue.html).toBe(plain.html);
    const rows = await eventually(
      () => counts("bulletin"),
      (found) => found.length > 0,
    );
    expect(rows).toEqual([{ value: "4", views: 1, visitors: 1 }]);
  });

  it("lists a search that found nothing, lower-cased, each time it is viewed (from the page cache too), and not one that found something", async () => {
    for (const server of [a, b]) expect((await view(server, "/ara?q=Olmayan+KELİME", {}, 40)).status).toBe(200);
    expect((await view(a, "/ara?q=vergi", {}, 40)).status).toBe(200);
    const rows = await eventually(
      () => counts("search"),
      (found) => (found[0]?.views ?? 0) >= 2,
    );
    expect(rows).toEqual([{ value: "olmayan kelime", views: 2, visitors: 1 }]);
  });

  it("keeps the referring site's host only, and a calculation as its calculator", async () => {
    const google = { Referer: "https://www.google.com/search?q=yeminli+mali+musavir+refiz7f" };
    expect((await view(a, "/", google, 50)).status).toBe(200);
    expect((await view(a, "/sss", { Referer: `${a.url}/` }, 50)).status).toBe(200);
    expect((await view(b, "/araclar/gelir-vergisi?yil=2026&gelir=ucret&matrah=500000", {}, 50)).status).toBe(200);
    const referrers = await eventually(
      () => counts("referrer"),
      (found) => found.length > 0,
    );
    expect(referrers).toEqual([{ value: "google.com", views: 1, visitors: 1 }]);
    const calculations = await eventually(
      () => counts("calculation"),
      (found) => found.length > 0,
    );
    expect(calculations).toEqual([{ value: "/araclar/gelir-vergisi", views: 1, visitors: 1 }]);
  });

  it("counts two visitors behind one proxy connection apart, by their X-Forwarded-For, on a page from the cache", async () => {
    expect((await fetch(`${a.url}/iletisim`)).status).toBe(200); // cached now; no User-Agent, so not counted
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const viewOverOneConnection = (address: string) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const sent = request(`${a.url}/iletisim`, { agent, headers: { "User-Agent": BROWSER, "X-Forwarded-For": address } }, (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode ?? 0, reused: sent.reusedSocket }));
        });
        sent.on("error", reject);
        sent.end();
      });
    try {
      expect(await viewOverOneConnection(`${NETWORK}.70`)).toEqual({ status: 200, reused: false });
      expect(await viewOverOneConnection(`${OTHER_NETWORK}.70`)).toEqual({ status: 200, reused: true });
      expect(await viewOverOneConnection(`${NETWORK}.71`)).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
    const pages = await eventually(
      () => counts("page"),
      (found) => found.some((row) => row.value === "/iletisim" && row.views >= 3),
    );
    expect(pages.find((row) => row.value === "/iletisim")).toEqual({ value: "/iletisim", views: 3, visitors: 2 });
  });

  it("is described in the KVKK notice: what is counted, nothing that identifies a visitor, no cookies, retention", async () => {
    const notice = await fetchPage(a.url, "/kvkk");
    const section = notice.doc.querySelectorAll("h2").find((heading) => heading.text.includes("Ziyaret istatistikleri"));
    expect(section).toBeDefined();
    const text = notice.doc.querySelector("main")?.text.replace(/\s+/g, " ") ?? "";
    for (const claim of [
      "çerez kullanmadan",
      "Do Not Track",
      // The generated section (ADR 056): what is not kept, and the retention maintenance folds by.
      "IP adresi, tarayıcı bilgisi ve gelinen sayfanın tam adresi saklanmaz",
      `Günlük toplamlar: ${daysText(DAILY_RETENTION_DAYS)}; sonra yalnızca aylık toplamlar kalır`,
    ])
      expect(text).toContain(claim);
  });

  it("counts a search that may identify a person under one neutral row, stored nowhere as typed and not in the log, and lists it last on İstatistikler", async () => {
    // Three visitors (three networks), each searching on both instances.
    for (const [index, text] of PERSONAL_SEARCHES.entries())
      for (const server of [a, b])
        expect((await view(server, `/ara?q=${encodeURIComponent(text)}`, { "X-Forwarded-For": `192.0.${index}.9` })).status).toBe(200);
    const rows = await eventually(
      () => counts("search"),
      (found) => (found.find((row) => row.value === WITHHELD_VALUE)?.views ?? 0) >= 6,
    );
    expect(rows).toEqual([
      { value: WITHHELD_VALUE, views: 6, visitors: 3 },
      { value: "olmayan kelime", views: 2, visitors: 1 },
    ]);
    const searches = list(await statistics(), "stats-searches");
    expect(searches.at(-1)).toEqual(["(kişisel veri içerebilecek aramalar)", "6", "3"]);
    // The request log names the path only, never the query.
    for (const server of [a, b]) {
      await expect.poll(() => server.output(), { timeout: 5_000 }).toContain('"path":"/ara"');
      for (const form of PERSONAL_FORMS) expect(server.output()).not.toContain(form);
    }
  });

  it("keeps 200 referring sites of 1 000 and 200 searches a day over both instances, the rest under (diğer); no row for 1 000 unknown ?kaynak= values, missing pages or other spellings of a page", async () => {
    const cookie = await signIn(a);
    const before = (await counts("page")).map((row) => row.value);
    const requests: [TestServer, string, Record<string, string>, number][] = [];
    for (let i = 0; i < 1_000; i++) {
      const server = i % 2 ? a : b;
      requests.push([server, "/sss", { Referer: `https://site-${i}.example/yazi?id=${i}` }, 200]);
      requests.push([server, `/sss?kaynak=${i % 2 ? `bulten-${1_000 + i}` : `kampanya-${i}`}`, {}, 200]);
    }
    // Each search is a page rendered (50–200 ms on a loaded machine): 250, past the cap of 200 (1 000 in the collector's test).
    for (let i = 0; i < 250; i++) requests.push([i % 2 ? a : b, `/ara?q=zqxjk${i}`, {}, 200]);
    // Missing pages, and /hizmetler/tam-tasdik spelt 120 ways ("/hizmetler/%74am-tasdik", "/hizmetler/tam-tasdik/").
    for (let i = 0; i < 150; i++) requests.push([i % 2 ? a : b, `/yok-${i}`, {}, 404]);
    for (let i = 1; i <= 120; i++) requests.push([i % 2 ? a : b, spelling("/hizmetler/tam-tasdik", i), {}, 200]);
    await inTurns(requests, 8, async ([server, path, headers, status]) => {
      const response = await view(server, path, headers, 80);
      await response.arrayBuffer();
      expect(response.status, path).toBe(status);
    });
    const referrers = await eventually(
      () => counts("referrer"),
      (found) => found.reduce((sum, row) => sum + row.views, 0) >= 1_001,
    );
    expect(referrers).toHaveLength(201);
    expect(referrers.find((row) => row.value === OTHER_VALUE)).toEqual({ value: OTHER_VALUE, views: 801, visitors: 1 });
    const searches = await eventually(
      () => counts("search"),
      (found) => found.reduce((sum, row) => sum + row.views, 0) >= 258,
    );
    // 200 searches, the neutral row and (diğer): "olmayan kelime" counted before keeps its place.
    expect(searches).toHaveLength(202);
    expect(searches.find((row) => row.value === "olmayan kelime")?.views).toBe(2);
    expect(searches.find((row) => row.value === OTHER_VALUE)?.views).toBe(51);
    expect(await counts("bulletin")).toEqual([{ value: "4", views: 1, visitors: 1 }]);
    const pages = (await counts("page")).map((row) => row.value).sort();
    expect(pages).toEqual([...new Set([...before, "/ara", "/hizmetler/tam-tasdik"])].sort());

    const screen = await statistics(cookie);
    expect(list(screen, "stats-referrers").at(-1)).toEqual(["(diğer)", "801", "1"]);
    expect(list(screen, "stats-searches").slice(-2)).toEqual([
      ["(kişisel veri içerebilecek aramalar)", "6", "3"],
      ["(diğer)", "51", "1"],
    ]);
    expect(screen.html).toContain("Bir günde en çok 200 farklı site ayrı sayılır; “(diğer)” sonrakilerin toplamıdır.");
  }, 240_000);

  it("stores no address, no User-Agent, no full referrer and no personal search (raw, lower-cased, folded) anywhere in the database", async () => {
    const db = openTestDb(a.databaseUrl);
    try {
      const tables = (await db.introspection.getTables()).map((table) => table.name).filter((name) => !name.startsWith("kysely_"));
      expect(tables).toContain("analytics_daily");
      const found: string[] = [];
      for (const table of tables) {
        const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
        const text = JSON.stringify(rows.rows, (_key, value) => (Buffer.isBuffer(value) ? value.toString("latin1") : value));
        for (const secret of [NETWORK, OTHER_NETWORK, MARKER, "Chrome/131", "yeminli+mali", "refiz7f", ...PERSONAL_FORMS])
          if (text.toLocaleLowerCase("tr-TR").includes(secret.toLocaleLowerCase("tr-TR"))) found.push(`${table}: ${secret}`);
      }
      expect(found).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
