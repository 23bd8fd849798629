/**
 * The vergi takvimi as a visitor and a calendar application meet it
 * (production build, SQLite or PostgreSQL): the years generated on the first
 * request, the month view with the statutory and the shifted days, the
 * malformed month, the .ics parsed back with stable UIDs, hidden deadlines,
 * the home page's next three deadlines, and regeneration keeping the office's edits.
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { canonicalOf, fetchPage, metaContent, titleOf } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { entryOf, fetchIcs, setDeadlineColumns } from "#tests/helpers/tax-calendar.ts";

let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  server = await startServer();
  db = openTestDb(server.databaseUrl);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const cleanup = cleanupAfterEach(afterEach);
const get = (path: string) => fetchPage(server.url, path);
const istanbulToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
const thisYear = () => Number(istanbulToday().slice(0, 4));

/** The office's regeneration of a year, over HTTP as the admin screen posts it. */
async function regenerate(year: number) {
  const cookie = await signIn(server);
  const response = await fetch(`${server.url}/adminpanel/vergi-takvimi?yil=${year}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ intent: "uret", yil: String(year) }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
  });
  expect(response.status).toBe(303);
}

describe("generation on the first request", () => {
  it("fills the current and the next year once, in the audit log as the calendar's own", async () => {
    // The test database comes with both years generated (global-setup.ts): as before a first start.
    await db.deleteFrom("tax_deadlines").where("rule", "is not", null).execute();
    await db.deleteFrom("audit_log").where("action", "=", "tax-calendar-generate").execute();
    const page = await get("/vergi-takvimi");
    expect(page.status).toBe(200);
    // The page waits a moment for the generation and is served without it when that takes longer (a busy machine).
    const years = async () =>
      (await db.selectFrom("tax_deadlines").select("year").distinct().where("rule", "is not", null).orderBy("year").execute()).map((row) =>
        Number(row.year),
      );
    await expect.poll(years, { timeout: 15_000 }).toEqual([thisYear(), thisYear() + 1]);
    await get("/vergi-takvimi.ics");
    const audit = await db.selectFrom("audit_log").selectAll().where("action", "=", "tax-calendar-generate").execute();
    expect(audit.map((row) => [row.admin_email, row.entry_id]).sort()).toEqual([
      ["otomatik (vergi takvimi)", String(thisYear())],
      ["otomatik (vergi takvimi)", String(thisYear() + 1)],
    ]);
  });
});

describe("the month view (/vergi-takvimi?ay=)", () => {
  it("lists May 2026 by day: geçici vergi Q1 on 18.05 with its statutory 17.05, the half-day muhtasar on 26.05 not moved", async () => {
    const page = await get("/vergi-takvimi?ay=2026-05");
    expect(page.status).toBe(200);
    expect(titleOf(page)).toMatch(/^Vergi takvimi – Mayıs 2026 \| /);
    expect(canonicalOf(page)).toBe("https://ymm.test/vergi-takvimi?ay=2026-05");
    expect(metaContent(page, 'meta[name="description"]')).toContain("son günleri");
    expect(page.doc.querySelector("#ay-baslik")?.text).toBe("Mayıs 2026 son günleri");
    const gecici = entryOf(page, "gecici-2026-q1");
    expect(gecici.day).toBe("2026-05-18");
    expect(gecici.text).toContain("Kanuni son gün 17.05.2026 (pazar)");
    expect(gecici.text).toContain("VUK md. 18");
    expect(gecici.text).toContain("Beyan ve ödeme");
    expect(gecici.text).toContain("GVK mükerrer md. 120");
    const muhtasar = entryOf(page, "muhtasar-2026-04");
    expect(muhtasar.day).toBe("2026-05-26");
    // A half day: the neutral note, and the deadline waits for the office's "yarim-gun" check (ADR 020).
    expect(muhtasar.text).toContain("resmî tatil 13.00'te başlar");
    expect(muhtasar.text).toContain("Tarih GİB duyurusuyla kesinleşecektir");
    expect(muhtasar.text).not.toMatch(/kontrol edin|teyit|tek kaynağa/);
    expect(muhtasar.text).not.toContain("Kanuni son gün");
    // The April KDV1 (28.05, Kurban Bayramı) is not in May: it moved to 1 June.
    expect(entryOf(page, "kdv1-2026-04").entry).toBeNull();
    const days = page.doc.querySelectorAll(".taxcal-days h3 time").map((t) => t.getAttribute("datetime") ?? "");
    expect(days).toEqual([...days].sort());
    expect(days.every((d) => d.startsWith("2026-05-"))).toBe(true);
    expect(page.doc.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe("/vergi-takvimi?ay=2026-04#ay");
    expect(page.doc.querySelector('a[rel="next"]')?.getAttribute("href")).toBe("/vergi-takvimi?ay=2026-06#ay");
  });

  it("shows the April KDV1 on 01.06.2026 with its statutory day 28.05.2026 and the holiday, and MTV on 02.02.2026 with its link", async () => {
    const june = entryOf(await get("/vergi-takvimi?ay=2026-06"), "kdv1-2026-04");
    expect(june.day).toBe("2026-06-01");
    expect(june.text).toContain("Son gün: 01.06.2026 Pazartesi");
    expect(june.text).toContain("Kanuni son gün 28.05.2026 (Kurban Bayramı 2. gün)");
    const february = await get("/vergi-takvimi?ay=2026-02");
    const mtv = entryOf(february, "mtv1-2026");
    expect(mtv.day).toBe("2026-02-02");
    expect(mtv.text).toContain("Kanuni son gün 31.01.2026 (cumartesi)");
    expect(mtv.entry?.querySelector('a[href="/araclar/mtv"]')).not.toBeNull();
  });

  it("answers 404 to a malformed month, and a friendly 200 to a month outside the generated years", async () => {
    for (const ay of ["2026-13", "2026-5", "mayis", "2026-05-01", "", "2026-00"]) {
      const page = await get(`/vergi-takvimi?ay=${encodeURIComponent(ay)}`);
      expect(page.status, ay).toBe(404);
    }
    const outside = await get("/vergi-takvimi?ay=2031-01");
    expect(outside.status).toBe(200);
    expect(outside.doc.querySelector(".taxcal-month")?.text).toContain("Ocak 2031 takvimimizde yok");
    expect(outside.doc.querySelector('a[rel="prev"]')).toBeNull();
  });

  it("lists the next ten deadlines from today, in order, and links the .ics with the three help lines", async () => {
    const page = await get("/vergi-takvimi");
    const dates = page.doc.querySelectorAll(".taxcal-upcoming time").map((t) => t.getAttribute("datetime") ?? "");
    expect(dates).toHaveLength(10);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]! >= istanbulToday()).toBe(true);
    const subscribe = page.doc.querySelector(".taxcal-subscribe");
    expect(subscribe?.querySelector('a[href="/vergi-takvimi.ics"]')).not.toBeNull();
    for (const app of ["Google Takvim", "Outlook", "Apple Takvim"]) expect(subscribe?.text).toContain(app);
    expect(page.doc.querySelector(".taxcal-intro")?.text).not.toContain("SGK prim");
  });

  it("drops a hidden deadline from the page and the .ics, and brings it back", async () => {
    await setDeadlineColumns(db, "gecici-2026-q1", { hidden: 1 });
    cleanup(() => setDeadlineColumns(db, "gecici-2026-q1", { hidden: 0 }));
    expect(entryOf(await get("/vergi-takvimi?ay=2026-05"), "gecici-2026-q1").entry).toBeNull();
    expect((await fetchIcs(server)).events.some((e) => e.uid.startsWith("gecici-2026-q1@"))).toBe(false);
    await setDeadlineColumns(db, "gecici-2026-q1", { hidden: 0 });
    expect(entryOf(await get("/vergi-takvimi?ay=2026-05"), "gecici-2026-q1").entry).not.toBeNull();
  });
});

describe("the .ics feed", () => {
  it("parses back as all-day events with stable UIDs, working days for 2026 except the flagged half days", async () => {
    const { response, body, calendar, events } = await fetchIcs(server);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("etag")).toMatch(/^W\/"/);
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(String(calendar.getFirstPropertyValue("x-wr-calname"))).toMatch(/Vergi Takvimi$/);
    const visible = await db
      .selectFrom("tax_deadlines")
      .select("id")
      .where("hidden", "=", 0)
      .where("year", "in", [thisYear(), thisYear() + 1])
      .execute();
    expect(events).toHaveLength(visible.length);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    const holidays = new Map((await db.selectFrom("holidays").selectAll().execute()).map((h) => [h.date, Number(h.half_day)]));
    for (const event of events) {
      expect(event.uid).toMatch(/^[a-z0-9-]+@ymm\.test$/);
      expect(event.allDay, event.uid).toBe(true);
      expect(event.url).toMatch(/^https:\/\/ymm\.test\/vergi-takvimi\?ay=\d{4}-\d{2}#/);
      if (!event.start.startsWith("2026-")) continue;
      const weekday = new Date(`${event.start}T00:00:00Z`).getUTCDay();
      expect([0, 6], event.uid).not.toContain(weekday);
      if (holidays.has(event.start)) {
        expect(holidays.get(event.start), event.uid).toBe(1);
        expect(event.description, event.uid).toContain("resmî tatil 13.00'te başlar");
        expect(event.description, event.uid).toContain("Tarih GİB duyurusuyla kesinleşecektir");
      }
    }
    const kdv = events.find((e) => e.uid === "kdv1-2026-04@ymm.test");
    expect(kdv).toMatchObject({ start: "2026-06-01", end: "2026-06-02" });
    expect(kdv?.summary).toContain("KDV beyannamesi (1 No.lu) – Nisan 2026");
    expect(kdv?.description).toContain("Yasal dayanak: 3065 sayılı KDV Kanunu");
    expect(kdv?.description).toContain("Kimi ilgilendirir");
  });

  it("keeps the same UIDs and adds no duplicates when the office regenerates the year", async () => {
    const before = (await fetchIcs(server)).events;
    await regenerate(2026);
    const after = (await fetchIcs(server)).events;
    expect(after.map((e) => e.uid).sort()).toEqual(before.map((e) => e.uid).sort());
    expect(after.map((e) => [e.uid, e.start, e.sequence]).sort()).toEqual(before.map((e) => [e.uid, e.start, e.sequence]).sort());
  });
});

describe("regeneration", () => {
  it("keeps an edited deadline's süre uzatımı, wording and hiding, and rewrites the rule's columns", async () => {
    await setDeadlineColumns(db, "kdv1-2026-03", {
      override_date: "2026-05-04",
      override_note: "GİB duyurusu",
      override_title: "Mart KDV (ofis notu)",
      hidden: 1,
      due_date: "2026-04-01",
      title: "bozuk",
    });
    cleanup(() =>
      setDeadlineColumns(db, "kdv1-2026-03", { override_date: null, override_note: null, override_title: null }).then(() =>
        regenerate(2026),
      ),
    );
    await regenerate(2026);
    const row = await db.selectFrom("tax_deadlines").selectAll().where("id", "=", "kdv1-2026-03").executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      override_date: "2026-05-04",
      override_note: "GİB duyurusu",
      override_title: "Mart KDV (ofis notu)",
      hidden: 1,
      due_date: "2026-04-28",
      title: "KDV beyannamesi (1 No.lu) – Mart 2026",
    });
  });

  it("deletes a rule row the rules no longer produce, unless the office edited it", async () => {
    const stray = (id: string, edited: boolean) => ({
      id,
      year: 2026,
      rule: "kdv1",
      period: id.slice(5),
      kind: "beyan-odeme" as const,
      title: id,
      audience: "x",
      description: "x",
      legal_basis: "x",
      tool_path: null,
      statutory_date: "2026-09-09",
      due_date: "2026-09-09",
      flags: null,
      override_note: edited ? "Ofisin notu" : null,
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:00.000Z",
    });
    await db
      .insertInto("tax_deadlines")
      .values([stray("kdv1-2026-98", false), stray("kdv1-2026-99", true)])
      .execute();
    await bumpContentVersion(db);
    cleanup(() => db.deleteFrom("tax_deadlines").where("id", "in", ["kdv1-2026-98", "kdv1-2026-99"]).execute());
    await regenerate(2026);
    const left = await db.selectFrom("tax_deadlines").select("id").where("id", "in", ["kdv1-2026-98", "kdv1-2026-99"]).execute();
    expect(left.map((r) => r.id)).toEqual(["kdv1-2026-99"]);
  });

  it("refuses a year whose holidays are not in the data, and a garbled year, writing nothing", async () => {
    const cookie = await signIn(server);
    const response = await fetch(`${server.url}/adminpanel/vergi-takvimi?yil=2031`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "uret", yil: "2031" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
    });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("2031 yılının resmî tatilleri verilerde yok");
    expect(await db.selectFrom("tax_deadlines").select("id").where("year", "=", 2031).execute()).toEqual([]);
    const garbled = await fetch(`${server.url}/adminpanel/vergi-takvimi`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "uret", yil: "20x6" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
    });
    expect(garbled.status).toBe(400);
  });
});

describe("the home page", () => {
  it("shows the next three deadlines near the top, each linking to its entry on /vergi-takvimi", async () => {
    const page = await get("/");
    const section = page.doc.querySelector(".home-deadlines");
    expect(section?.querySelector("h2")?.text).toBe("Yaklaşan vergi son günleri");
    const items = section?.querySelectorAll(".next-deadlines li") ?? [];
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.querySelector("time")!.getAttribute("datetime")! >= istanbulToday()).toBe(true);
      expect(item.querySelector("a")?.getAttribute("href")).toMatch(/^\/vergi-takvimi\?ay=\d{4}-\d{2}#[a-z0-9-]+$/);
    }
    expect(section?.querySelector('a[href="/vergi-takvimi"]')).not.toBeNull();
    // Near the top: the first section after the banner.
    expect(page.html.indexOf("home-deadlines")).toBeLessThan(page.html.indexOf("services-title"));
  });
});
