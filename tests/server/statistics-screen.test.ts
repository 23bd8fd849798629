/**
 * İstatistikler (issue 26): the admin's screen over the counted days. Rows
 * are written straight into analytics_daily (as the collector writes them)
 * on days before today, one of them older than 30 days; the screen shows the
 * totals, the chart's days as a table, each list with its figures, the
 * ranges (presets, a custom range, a refused one), and the CSV of the range.
 * Editors see it; a Yazar is refused.
 */
import type { Kysely } from "kysely";
import type { HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsDimension, Database } from "#app/.server/db/schema.ts";
import { formatDay } from "#app/components/admin/statistics/format.ts";
import { calculatorLinks } from "#app/content/navigation.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { OTHER_VALUE, WITHHELD_VALUE } from "#app/lib/analytics.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { issuePath, paths } from "#app/lib/paths.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage, type Page } from "#tests/helpers/html.ts";
import { addIssue } from "#tests/helpers/newsletter.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

let server: TestServer;
let db: Kysely<Database>;
const cookies = { owner: "", editor: "", author: "" };
const PASSWORD = "istatistik-testi-sifresi-2026";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => istanbulDay(new Date(Date.now() - days * DAY_MS));
const today = daysAgo(0);
const yesterday = daysAgo(1);
const threeDaysAgo = daysAgo(3);
/** Outside the last 30 days, inside the last 365. */
const longAgo = daysAgo(40);

const calculator = calculatorLinks[0]!;
const CIRCULAR = `${paths.circulars}/2026-99-istatistik-denemesi`;
const ISSUE_NUMBER = 9001;
let issueId: string;
/** A page the search index knows (a service), so the screen names it by its title. */
let titled: { url: string; title: string };

beforeAll(async () => {
  server = await startServer();
  db = openTestDb(server.databaseUrl);
  cookies.owner = await signIn(server);
  for (const role of ["editor", "author"] as const) {
    const email = `${role}@istatistik.test`;
    await addAdmin(db, email, PASSWORD, () => {}, role);
    cookies[role] = await signIn(server, email, PASSWORD);
  }
  titled = await db
    .selectFrom("search_documents")
    .select(["url", "title"])
    .where("kind", "=", "hizmetler")
    .orderBy("url")
    .executeTakeFirstOrThrow();
  issueId = (
    await addIssue(db, "Kasım vergi gündemi", { status: "sent", sent_at: `${longAgo}T09:00:00.000Z`, recipients: 3, number: ISSUE_NUMBER })
  ).id;
  const rows: [string, AnalyticsDimension, string, number, number][] = [
    [yesterday, "site", "", 120, 45],
    [threeDaysAgo, "site", "", 80, 30],
    [longAgo, "site", "", 1500, 200],
    [yesterday, "page", "/", 70, 30],
    [yesterday, "page", titled.url, 40, 20],
    [threeDaysAgo, "page", titled.url, 10, 5],
    [longAgo, "page", "/", 1500, 200],
    [yesterday, "page", CIRCULAR, 15, 9],
    [yesterday, "page", paths.faq, 5, 4],
    [yesterday, "page", paths.circulars, 3, 2],
    [threeDaysAgo, "calculation", calculator.to, 12, 6],
    [yesterday, "referrer", "www.google.com", 25, 18],
    [longAgo, "referrer", "eski-site.example", 50, 40],
    [yesterday, "bulletin", String(ISSUE_NUMBER), 8, 5],
    [yesterday, "device", "phone", 90, 30],
    [yesterday, "device", "desktop", 30, 15],
    [longAgo, "device", "desktop", 1500, 200],
    [threeDaysAgo, "search", "kira stopajı", 4, 3],
  ];
  await db
    .insertInto("analytics_daily")
    .values(rows.map(([day, dimension, value, views, visitors]) => ({ day, dimension, value, views, visitors })))
    .execute();
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const screen = (query = "", cookie = cookies.owner) =>
  fetchPage(server.url, `${adminPaths.statistics}${query}`, { headers: { Cookie: cookie } });

const text = (element: HTMLElement | null | undefined) => element?.text.replace(/\s+/g, " ").trim() ?? "";

/** The totals as shown: { Ziyaretçi: "75", Görüntülenme: "200" }. */
function totals(page: Page): Record<string, string> {
  return Object.fromEntries(
    page.doc.querySelectorAll(".stats-totals > div").map((pair) => [text(pair.querySelector("dt")), text(pair.querySelector("dd"))]),
  );
}

/** A list's rows: the row header's text and the figures. */
function list(page: Page, id: string): string[][] {
  const section = page.doc.querySelector(`section[aria-labelledby="${id}-baslik"]`);
  expect(section, id).not.toBeNull();
  return (section?.querySelectorAll("tbody tr") ?? []).map((row) => [
    text(row.querySelector("th")),
    ...row.querySelectorAll("td").map((cell) => text(cell)),
  ]);
}

const emptyNote = (page: Page, id: string) => text(page.doc.querySelector(`section[aria-labelledby="${id}-baslik"] .stats-empty`));

/** The days of the chart's table, newest first, with their figures. */
const dayRows = (page: Page) =>
  page.doc
    .querySelectorAll(".stats-days tbody tr")
    .map((row) => [text(row.querySelector('th[scope="row"]')), ...row.querySelectorAll("td").map((cell) => text(cell))]);

const current = (page: Page) => page.doc.querySelectorAll('.stats-presets [aria-current="page"]').map((link) => text(link));

describe("İstatistikler", () => {
  it("shows the last 30 days by default: totals with the honest note, the chart and its table of days, each list", async () => {
    const page = await screen();
    expect(page.status).toBe(200);
    expect(text(page.doc.querySelector("h1"))).toBe("İstatistikler");
    expect(current(page)).toEqual(["Son 30 gün"]);
    expect(totals(page)).toEqual({ Ziyaretçi: "75", Görüntülenme: "200" });
    const note = text(page.doc.querySelector("section[aria-labelledby='stats-totals'] .stats-note"));
    expect(note).toContain("iki ayrı gün gelen biri iki ziyaretçi sayılır");
    expect(note).toContain("DNT, GPC");
    expect(note).toContain("Çerez kullanılmaz");

    // The chart: one image named with its range and its busiest day; its days as a table beside it.
    const chart = page.doc.querySelector('.stats-chart svg[role="img"]');
    expect(chart?.getAttribute("aria-label")).toContain(`en çok görüntülenen gün ${formatDay(yesterday)}: 120 görüntülenme, 45 ziyaretçi`);
    expect(chart?.querySelectorAll("rect.stats-chart-views")).toHaveLength(30);
    expect(text(page.doc.querySelector(".stats-days summary"))).toBe("Günlere göre tablo");
    const days = dayRows(page);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual([formatDay(today), "0", "0"]);
    expect(days[1]).toEqual([formatDay(yesterday), "120", "45"]);
    expect(days[3]).toEqual([formatDay(threeDaysAgo), "80", "30"]);
    expect(days.map((day) => day[0])).not.toContain(formatDay(longAgo));

    // Pages by their titles (the home page and the questions' page by their own names), linked to their paths; sirküler apart too.
    expect(list(page, "stats-pages")).toEqual([
      ["Ana sayfa/", "Türkçe", "70", "30"],
      [`${titled.title}${titled.url}`, "Türkçe", "50", "25"],
      [CIRCULAR, "Türkçe", "15", "9"],
      [`Sıkça Sorulan Sorular${paths.faq}`, "Türkçe", "5", "4"],
      // A list page no search document names: by its menu name.
      [`Sirküler${paths.circulars}`, "Türkçe", "3", "2"],
    ]);
    const pages = page.doc.querySelector('section[aria-labelledby="stats-pages-baslik"]');
    expect(pages?.querySelectorAll("tbody th a").map((a) => a.getAttribute("href"))).toEqual([
      "/",
      titled.url,
      CIRCULAR,
      paths.faq,
      paths.circulars,
    ]);
    expect(list(page, "stats-circulars")).toEqual([[CIRCULAR, "15", "9"]]);
    expect(list(page, "stats-calculators")).toEqual([[`${calculator.label}${calculator.to}`, "12", "6"]]);
    expect(list(page, "stats-referrers")).toEqual([["www.google.com", "25", "18"]]);
    expect(list(page, "stats-bulletins")).toEqual([[`Sayı ${ISSUE_NUMBER}: Kasım vergi gündemi`, "8", "5"]]);
    const bulletins = page.doc.querySelector('section[aria-labelledby="stats-bulletins-baslik"]');
    expect(bulletins?.querySelector("tbody a")?.getAttribute("href")).toBe(issuePath(issueId));
    expect(list(page, "stats-devices")).toEqual([
      ["Telefon", "90", "30", "%75"],
      ["Masaüstü", "30", "15", "%25"],
    ]);
    const searches = page.doc.querySelector('section[aria-labelledby="stats-searches-baslik"]');
    expect(searches?.querySelectorAll("thead th").map((th) => text(th))).toEqual(["Aranan", "Arama", "Ziyaretçi"]);
    expect(list(page, "stats-searches")).toEqual([["kira stopajı", "4", "3"]]);
    // The CSV of the same range.
    expect(page.doc.querySelector(`a[href="${adminPaths.statisticsCsv}?gun=30"]`)?.text).toBe("CSV olarak indir");
  });

  it("?gun=7 leaves out the older day; ?gun=365 counts it, in every list", async () => {
    const week = await screen("?gun=7");
    expect(current(week)).toEqual(["Son 7 gün"]);
    expect(totals(week)).toEqual({ Ziyaretçi: "75", Görüntülenme: "200" });
    expect(dayRows(week)).toHaveLength(7);
    expect(list(week, "stats-referrers")).toEqual([["www.google.com", "25", "18"]]);

    const year = await screen("?gun=365");
    expect(current(year)).toEqual(["Son 365 gün"]);
    expect(totals(year)).toEqual({ Ziyaretçi: "275", Görüntülenme: "1.700" });
    const days = dayRows(year);
    expect(days).toHaveLength(365);
    expect(days).toContainEqual([formatDay(longAgo), "1.500", "200"]);
    expect(list(year, "stats-referrers")).toEqual([
      ["eski-site.example", "50", "40"],
      ["www.google.com", "25", "18"],
    ]);
    expect(list(year, "stats-pages")[0]).toEqual(["Ana sayfa/", "Türkçe", "1.570", "230"]);
    expect(list(year, "stats-devices")).toEqual([
      ["Masaüstü", "1.530", "215", "%94"],
      ["Telefon", "90", "30", "%6"],
    ]);
    expect(year.doc.querySelector(`a[href="${adminPaths.statisticsCsv}?gun=365"]`)).not.toBeNull();
  });

  it("shows a custom range of days, none of the presets marked", async () => {
    const page = await screen(`?baslangic=${threeDaysAgo}&bitis=${threeDaysAgo}`);
    expect(page.status).toBe(200);
    expect(current(page)).toEqual([]);
    expect(totals(page)).toEqual({ Ziyaretçi: "30", Görüntülenme: "80" });
    expect(dayRows(page)).toEqual([[formatDay(threeDaysAgo), "80", "30"]]);
    expect(list(page, "stats-calculators")).toHaveLength(1);
    expect(emptyNote(page, "stats-referrers")).toBe("Bu aralıkta kayıt yok.");
    expect(emptyNote(page, "stats-bulletins")).toBe("Bu aralıkta kayıt yok.");
    expect(page.doc.querySelector("#stats-from")?.getAttribute("value")).toBe(threeDaysAgo);
    expect(page.doc.querySelector(`a[href="${adminPaths.statisticsCsv}?baslangic=${threeDaysAgo}&bitis=${threeDaysAgo}"]`)).not.toBeNull();
  });

  it("refuses a custom range that ends before it begins with the reason, and shows the last 30 days", async () => {
    const page = await screen(`?baslangic=${yesterday}&bitis=${threeDaysAgo}`);
    expect(page.status).toBe(200);
    expect(text(page.doc.querySelector('[role="alert"]'))).toBe("Tarih aralığı okunamadı: başlangıç, bitişten sonra olamaz.");
    expect(current(page)).toEqual(["Son 30 gün"]);
    expect(totals(page)).toEqual({ Ziyaretçi: "75", Görüntülenme: "200" });
    // The dates asked stay in the fields, to be corrected.
    expect(page.doc.querySelector("#stats-from")?.getAttribute("value")).toBe(yesterday);
    expect(page.doc.querySelector("#stats-to")?.getAttribute("value")).toBe(threeDaysAgo);

    const unreadable = await screen("?baslangic=dun&bitis=");
    expect(text(unreadable.doc.querySelector('[role="alert"]'))).toContain("Tarih aralığı okunamadı");
    expect(unreadable.doc.querySelector("#stats-from")?.getAttribute("value")).toBe(daysAgo(29));
  });

  it("is open to an Editör, linked from the menu; a Yazar is refused the screen and the CSV, and has no link", async () => {
    const editor = await screen("", cookies.editor);
    expect(editor.status).toBe(200);
    expect(totals(editor)).toEqual({ Ziyaretçi: "75", Görüntülenme: "200" });
    expect(editor.doc.querySelectorAll("nav.admin-nav a").map((a) => a.getAttribute("href"))).toContain(adminPaths.statistics);

    const author = await screen("", cookies.author);
    expect(author.status).toBe(403);
    expect(author.html).not.toContain("kira stopajı");
    expect(author.doc.querySelectorAll("nav.admin-nav a").map((a) => a.getAttribute("href"))).not.toContain(adminPaths.statistics);
    const csv = await fetch(`${server.url}${adminPaths.statisticsCsv}`, { headers: { Cookie: cookies.author }, redirect: "manual" });
    expect(csv.status).toBe(403);
    expect(await csv.text()).not.toContain("kira stopajı");
  });

  it("lists the stand-ins last, in Turkish, whatever their views: searches that may hold personal data, then (diğer); in the CSV too", async () => {
    const day = daysAgo(400); // outside every preset: the other tests' lists stay as they are
    const rows: [AnalyticsDimension, string, number, number][] = [
      ["site", "", 900, 300],
      ["page", "/", 40, 20],
      ["page", OTHER_VALUE, 500, 200],
      ["referrer", "google.com", 30, 20],
      ["referrer", OTHER_VALUE, 300, 100],
      ["referrer", WITHHELD_VALUE, 2, 1],
      ["search", OTHER_VALUE, 90, 40],
      ["search", WITHHELD_VALUE, 60, 30],
      ["search", "kira stopajı", 4, 3],
    ];
    await db
      .insertInto("analytics_daily")
      .values(rows.map(([dimension, value, views, visitors]) => ({ day, dimension, value, views, visitors })))
      .execute();
    const page = await screen(`?baslangic=${day}&bitis=${day}`);
    expect(list(page, "stats-searches")).toEqual([
      ["kira stopajı", "4", "3"],
      ["(kişisel veri içerebilecek aramalar)", "60", "30"],
      ["(diğer)", "90", "40"],
    ]);
    expect(list(page, "stats-referrers")).toEqual([
      ["google.com", "30", "20"],
      ["(kişisel veri içerebilecek site adları)", "2", "1"],
      ["(diğer)", "300", "100"],
    ]);
    expect(list(page, "stats-pages")).toEqual([
      ["Ana sayfa/", "Türkçe", "40", "20"],
      ["(diğer)", "", "500", "200"],
    ]);
    // A stand-in links nowhere; each list says what its (diğer) sums.
    const pages = page.doc.querySelector('section[aria-labelledby="stats-pages-baslik"]');
    expect(pages?.querySelectorAll("tbody th a").map((a) => a.getAttribute("href"))).toEqual(["/"]);
    expect(text(pages?.querySelector("table ~ .stats-note"))).toBe(
      "Bir günde en çok 500 farklı sayfa ayrı sayılır; “(diğer)” sonrakilerin toplamıdır.",
    );
    const searches = page.doc.querySelector('section[aria-labelledby="stats-searches-baslik"]');
    expect(text(searches?.querySelector("h2 + .stats-note"))).toContain("metinleri saklanmadan tek satırda sayılır");
    expect(text(searches?.querySelector("table ~ .stats-note"))).toBe(
      "Bir günde en çok 200 farklı arama ayrı sayılır; “(diğer)” sonrakilerin toplamıdır.",
    );

    const csv = await (
      await fetch(`${server.url}${adminPaths.statisticsCsv}?baslangic=${day}&bitis=${day}`, { headers: { Cookie: cookies.editor } })
    ).text();
    expect(csv.trimEnd().split("\r\n").slice(1)).toEqual([
      `"${day}","Sayfa","/","40","20","Türkçe"`,
      `"${day}","Sayfa","(diğer)","500","200",""`,
      `"${day}","Gelinen site","google.com","30","20",""`,
      `"${day}","Gelinen site","(kişisel veri içerebilecek site adları)","2","1",""`,
      `"${day}","Gelinen site","(diğer)","300","100",""`,
      `"${day}","Sonuçsuz arama","kira stopajı","4","3",""`,
      `"${day}","Sonuçsuz arama","(kişisel veri içerebilecek aramalar)","60","30",""`,
      `"${day}","Sonuçsuz arama","(diğer)","90","40",""`,
      `"${day}","Site","","900","300",""`,
    ]);
  });

  it("exports the range's daily rows as CSV, nothing outside it", async () => {
    const response = await fetch(`${server.url}${adminPaths.statisticsCsv}?gun=7`, { headers: { Cookie: cookies.editor } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="istatistikler-${daysAgo(6)}-${today}.csv"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    // The BOM spreadsheet programs need to read UTF-8 (fetch's text() would drop it).
    const body = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(body.startsWith("\uFEFF")).toBe(true);
    const [header, ...lines] = body.slice(1).trimEnd().split("\r\n");
    expect(header).toBe('"Gün","Ölçü","Değer","Görüntülenme","Ziyaretçi","Dil"');
    expect(lines).toHaveLength(14);
    expect(lines).toContain(`"${yesterday}","Site","","120","45",""`);
    expect(lines).toContain(`"${yesterday}","Cihaz","Telefon","90","30",""`);
    expect(lines).toContain(`"${threeDaysAgo}","Sonuçsuz arama","kira stopajı","4","3",""`);
    expect(lines.some((line) => line.includes(longAgo))).toBe(false);

    const custom = await (
      await fetch(`${server.url}${adminPaths.statisticsCsv}?baslangic=${longAgo}&bitis=${longAgo}`, { headers: { Cookie: cookies.editor } })
    ).text();
    expect(custom.trimEnd().split("\r\n").slice(1)).toEqual([
      `"${longAgo}","Cihaz","Masaüstü","1500","200",""`,
      `"${longAgo}","Sayfa","/","1500","200","Türkçe"`,
      `"${longAgo}","Gelinen site","eski-site.example","50","40",""`,
      `"${longAgo}","Site","","1500","200",""`,
    ]);
  });
});
