import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AnalyticsCollector } from "#app/.server/analytics/collector.ts";
import { parseStatsRange, statsReport } from "#app/.server/analytics/report.ts";
import type { Visit } from "#app/.server/analytics/visit.ts";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import { runMaintenance } from "#app/.server/platform/maintenance.ts";
import { OTHER_VALUE, WITHHELD_VALUE } from "#app/lib/analytics.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";
import { addIssue } from "#tests/helpers/newsletter.ts";

withFreshAppDatabase({ beforeEach, afterEach, closeDb });

const visitor = (id: string, path = "/sss"): Visit => ({
  path,
  referrer: null,
  device: "desktop",
  bulletin: null,
  calculation: null,
  visitor: id,
});

/** A clock the test moves: Istanbul is UTC+3, so 20:59 UTC is 23:59 there. */
function clock(iso: string) {
  let now = new Date(iso);
  return { now: () => now, set: (next: string) => (now = new Date(next)) };
}

async function daily(dimension = "site") {
  const db = await getDb();
  return db
    .selectFrom("analytics_daily")
    .select(["day", "value", "views", "visitors"])
    .where("dimension", "=", dimension as never)
    .orderBy("day")
    .orderBy("value")
    .execute();
}

describe("counting on several instances", () => {
  it("counts one visitor seen by two instances on the same day once, and every view", async () => {
    const time = clock("2026-11-26T10:00:00Z");
    const first = new AnalyticsCollector({ site: "https://ymm.test", now: time.now });
    const second = new AnalyticsCollector({ site: "https://ymm.test", now: time.now });
    first.record(visitor("ayse"));
    first.record(visitor("ayse", "/"));
    second.record(visitor("ayse"));
    second.record(visitor("mehmet"));
    await first.flush();
    await second.flush();
    second.record(visitor("ayse", "/"));
    await second.flush();

    expect(await daily()).toEqual([{ day: "2026-11-26", value: "", views: 5, visitors: 2 }]);
    expect(await daily("page")).toEqual([
      { day: "2026-11-26", value: "/", views: 2, visitors: 1 },
      { day: "2026-11-26", value: "/sss", views: 3, visitors: 2 },
    ]);
    expect(first.pendingRows).toBe(0);
  });
});

describe("what waits for the flush", () => {
  it("keeps each kind of view apart on one page: devices, referrers, an e-bülten issue, a calculation, a search with no result", async () => {
    await addIssue(await getDb(), "Yedinci sayı", { status: "sent", sent_at: "2026-11-20T09:00:00.000Z", recipients: 3, number: 7 });
    const collector = new AnalyticsCollector({ site: "https://ymm.test", now: () => new Date("2026-11-26T12:00:00Z") });
    const on = (id: string, more: Partial<Visit>) => ({ ...visitor(id, "/araclar/kdv-tevkifati"), ...more });
    collector.record(on("ayse", {}));
    collector.record(on("ayse", {}));
    collector.record(on("ali", { device: "phone" }));
    collector.record(on("ali", { device: "phone", referrer: "google.com" }));
    collector.record(on("can", { referrer: "google.com" }));
    collector.record(on("can", { bulletin: "7" }));
    collector.record(on("can", { calculation: "/araclar/kdv-tevkifati" }));
    collector.record(on("ayse", { calculation: "/araclar/kdv-tevkifati" }));
    collector.record(on("ali", {}), "damga vergisi");
    collector.record(on("ali", {}), "damga vergisi");
    collector.record(on("ali", {}), "");
    expect(collector.pendingRows).toBe(7);
    await collector.flush();

    const values = async (dimension: string) => (await daily(dimension)).map(({ value, views, visitors }) => ({ value, views, visitors }));
    expect(await values("site")).toEqual([{ value: "", views: 11, visitors: 3 }]);
    expect(await values("page")).toEqual([{ value: "/araclar/kdv-tevkifati", views: 11, visitors: 3 }]);
    expect(await values("device")).toEqual([
      { value: "desktop", views: 9, visitors: 3 },
      { value: "phone", views: 2, visitors: 1 },
    ]);
    expect(await values("referrer")).toEqual([{ value: "google.com", views: 2, visitors: 2 }]);
    expect(await values("bulletin")).toEqual([{ value: "7", views: 1, visitors: 1 }]);
    expect(await values("calculation")).toEqual([{ value: "/araclar/kdv-tevkifati", views: 2, visitors: 2 }]);
    // A blank search text is no search.
    expect(await values("search")).toEqual([{ value: "damga vergisi", views: 2, visitors: 1 }]);
  });

  it("keeps the counts of a write that failed, and writes them with the views counted since", async () => {
    const db = await getDb();
    const collector = new AnalyticsCollector({ site: "https://ymm.test", now: () => new Date("2026-11-26T12:00:00Z") });
    collector.record(visitor("ayse"));
    collector.record(visitor("ayse", "/"));
    await db.schema.alterTable("analytics_daily").renameTo("analytics_daily_away").execute();
    await expect(collector.flush()).rejects.toThrow();
    await db.schema.alterTable("analytics_daily_away").renameTo("analytics_daily").execute();
    expect(collector.pendingRows).toBe(2);
    collector.record(visitor("mehmet"));
    collector.record(visitor("can", "/iletisim"));
    expect(collector.pendingRows).toBe(3);
    await collector.flush();
    expect(await daily()).toEqual([{ day: "2026-11-26", value: "", views: 4, visitors: 3 }]);
    expect(await daily("page")).toEqual([
      { day: "2026-11-26", value: "/", views: 1, visitors: 1 },
      { day: "2026-11-26", value: "/iletisim", views: 1, visitors: 1 },
      { day: "2026-11-26", value: "/sss", views: 2, visitors: 2 },
    ]);
  });

  it("takes no new kind of view past 50 000 waiting (a flood of addresses), and still counts the kinds it has", async () => {
    const collector = new AnalyticsCollector({ site: "https://ymm.test", now: () => new Date("2026-11-26T12:00:00Z") });
    for (let i = 0; i < 50_010; i++) collector.record(visitor("bot", `/yok-${i}`));
    expect(collector.pendingRows).toBe(50_000);
    collector.record(visitor("okur", "/yok-0"));
    collector.record({ ...visitor("okur", "/yok-1"), referrer: "example.com" });
    expect(collector.pendingRows).toBe(50_000);
    await collector.flush();
    expect(await daily()).toEqual([{ day: "2026-11-26", value: "", views: 50_001, visitors: 2 }]);
    expect(await daily("referrer")).toEqual([]);
  }, 30_000);
});

describe("bounds (ADR 034)", () => {
  it("keeps 500 of 1 000 pages, 200 of 1 000 referrers and 200 of 1 000 searches a day over two instances writing at once, the rest summed under (Diğer)", async () => {
    const time = clock("2026-11-28T10:00:00Z");
    const instances = [0, 1].map(() => new AnalyticsCollector({ site: "https://ymm.test", now: time.now }));
    // Each instance alone stays under every cap in its first flush: only the database knows the day is full.
    for (let round = 0; round < 2; round++) {
      for (let i = round * 500; i < (round + 1) * 500; i++) {
        const instance = instances[i % 2] as AnalyticsCollector;
        instance.record({ ...visitor(`v${i}`, `/sayfa-${i}`), referrer: `site-${i}.example` }, `arama ${i}`);
      }
      await Promise.all(instances.map((instance) => instance.flush()));
    }
    for (const [dimension, cap, views] of [
      ["page", 500, 1000],
      ["referrer", 200, 1000],
      ["search", 200, 1000],
    ] as const) {
      const rows = await daily(dimension);
      expect(rows, dimension).toHaveLength(cap + 1);
      const other = rows.find((row) => row.value === OTHER_VALUE);
      expect(other, dimension).toMatchObject({ views: views - cap, visitors: views - cap });
      expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(views);
    }
    expect(await daily()).toEqual([{ day: "2026-11-28", value: "", views: 1000, visitors: 1000 }]);

    // A value the day holds keeps counting; a new one goes to (Diğer).
    const kept = (await daily("referrer")).find((row) => row.value !== OTHER_VALUE)?.value ?? "";
    instances[0]?.record({ ...visitor("v1"), referrer: kept });
    instances[0]?.record({ ...visitor("yeni"), referrer: "yeni-site.example" });
    await instances[0]?.flush();
    const referrers = await daily("referrer");
    expect(referrers).toHaveLength(201);
    expect(referrers.find((row) => row.value === kept)?.views).toBe(2);
    expect(referrers.find((row) => row.value === OTHER_VALUE)?.views).toBe(801);
  }, 60_000);

  it("stores no search or referring host that may identify a person, one row per page however spelt, and e-bülten numbers that an issue has", async () => {
    await addIssue(await getDb(), "Birinci sayı", { status: "sent", sent_at: "2026-11-20T09:00:00.000Z", recipients: 3, number: 1 });
    const collector = new AnalyticsCollector({ site: "https://ymm.test", now: () => new Date("2026-11-28T12:00:00Z") });
    collector.record(visitor("ayse", "/s%73s/"), "ahmet.yilmaz1@gmail.com 12345678901");
    collector.record(visitor("ali", "/sss"), "0532 123 45 67");
    collector.record(visitor("can", "/sss"), "kira stopajı");
    collector.record({ ...visitor("ayse"), referrer: "203.0.113.7", bulletin: "1" });
    collector.record({ ...visitor("ali"), bulletin: "999999" });
    await collector.flush();
    const values = async (dimension: string) => (await daily(dimension)).map(({ value, views, visitors }) => ({ value, views, visitors }));
    expect(await values("page")).toEqual([{ value: "/sss", views: 5, visitors: 3 }]);
    expect(await values("search")).toEqual([
      { value: WITHHELD_VALUE, views: 2, visitors: 2 },
      { value: "kira stopajı", views: 1, visitors: 1 },
    ]);
    expect(await values("referrer")).toEqual([{ value: WITHHELD_VALUE, views: 1, visitors: 1 }]);
    expect(await values("bulletin")).toEqual([{ value: "1", views: 1, visitors: 1 }]);
    expect(await values("site")).toEqual([{ value: "", views: 5, visitors: 3 }]);
  });
});

describe("the day's salt", () => {
  it("is gone once the day is over (after a few minutes' grace), with the day's digests; the next day counts the visitor afresh", async () => {
    const db = await getDb();
    const time = clock("2026-11-26T20:00:00Z"); // 23:00 in Istanbul
    const collector = new AnalyticsCollector({ site: "https://ymm.test", now: time.now });
    collector.record(visitor("ayse"));
    await collector.flush();
    const [yesterday] = await db.selectFrom("analytics_salts").selectAll().execute();
    expect(yesterday?.day).toBe("2026-11-26");
    expect(await db.selectFrom("analytics_seen").select("day").where("day", "=", "2026-11-26").execute()).not.toHaveLength(0);

    // Counted at 23:59:59 and written at 00:01: still the 26th's visitor, with its salt.
    time.set("2026-11-26T20:59:59Z");
    collector.record(visitor("mehmet"));
    time.set("2026-11-26T21:01:00Z");
    await collector.flush();
    expect((await daily()).find((row) => row.day === "2026-11-26")).toMatchObject({ views: 2, visitors: 2 });

    time.set("2026-11-26T21:10:00Z"); // 00:10 on the 27th
    collector.record(visitor("ayse"));
    await collector.flush();
    const salts = await db.selectFrom("analytics_salts").selectAll().execute();
    expect(salts.map((row) => row.day)).toEqual(["2026-11-27"]);
    expect(salts[0]?.salt).not.toBe(yesterday?.salt);
    expect(await db.selectFrom("analytics_seen").select("day").where("day", "<", "2026-11-27").execute()).toEqual([]);
    expect(await daily()).toEqual([
      { day: "2026-11-26", value: "", views: 2, visitors: 2 },
      { day: "2026-11-27", value: "", views: 1, visitors: 1 },
    ]);
  });

  it("is deleted by maintenance too, when no view comes after midnight", async () => {
    const db = await getDb();
    const collector = new AnalyticsCollector({ site: "https://ymm.test", now: () => new Date("2026-11-26T12:00:00Z") });
    collector.record(visitor("ayse"));
    await collector.flush();
    const report = await runMaintenance(new Date("2026-11-27T06:00:00Z"));
    expect(report.statisticsSalts).toBe(1);
    expect(await db.selectFrom("analytics_salts").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("analytics_seen").selectAll().execute()).toEqual([]);
  });
});

describe("retention", () => {
  it("keeps daily rows for two years, then their monthly totals, which a long range still reports", async () => {
    const db = await getDb();
    const row = (day: string, dimension: "site" | "page", value: string, views: number, visitors: number) => ({
      day,
      dimension,
      value,
      views,
      visitors,
    });
    await db
      .insertInto("analytics_daily")
      .values([
        row("2024-10-03", "page", "/sss", 4, 2),
        row("2024-10-20", "page", "/sss", 6, 3),
        row("2024-10-20", "site", "", 6, 3),
        row("2026-11-20", "page", "/sss", 1, 1),
      ])
      .execute();
    const now = new Date("2026-11-26T12:00:00Z");
    const report = await runMaintenance(now);
    expect(report.statisticsFolded).toBe(3);
    expect(await db.selectFrom("analytics_daily").select("day").execute()).toEqual([{ day: "2026-11-20" }]);
    expect(
      await db.selectFrom("analytics_monthly").select(["month", "dimension", "value", "views", "visitors"]).orderBy("dimension").execute(),
    ).toEqual([
      { month: "2024-10", dimension: "page", value: "/sss", views: 10, visitors: 5 },
      { month: "2024-10", dimension: "site", value: "", views: 6, visitors: 3 },
    ]);

    const { range } = parseStatsRange(new URLSearchParams("baslangic=2024-09-01&bitis=2026-11-26"), now);
    const stats = await statsReport(range, now);
    expect(stats.pages).toEqual([{ value: "/sss", label: expect.any(String), href: "/sss", language: "Türkçe", views: 11, visitors: 6 }]);
    expect(stats.monthlyBefore).toBe("2024-11");
    expect(stats.series[0]?.day).toBe("2024-11-26");
  });
});

describe("addresses answered 404 (Bulunamayan adresler, ADR 066)", () => {
  it("writes each path's count with no visitor and no site view, in one spelling, a path that may identify a person withheld, at most 200 a day", async () => {
    const collector = new AnalyticsCollector({ site: "https://ymm.test", now: () => new Date("2026-11-26T12:00:00Z") });
    collector.recordMissing("/eski-sayfa");
    collector.recordMissing("/eski-sayfa/");
    collector.recordMissing("/%65ski-sayfa");
    collector.recordMissing("/musteri/05321234567");
    for (let i = 0; i < 205; i++) collector.recordMissing(`/yok-${String.fromCharCode(97 + (i % 26))}${Math.floor(i / 26)}`);
    await collector.flush();
    const rows = await daily("missing");
    expect(rows.find((row) => row.value === "/eski-sayfa")).toEqual({ day: "2026-11-26", value: "/eski-sayfa", views: 3, visitors: 0 });
    expect(rows.find((row) => row.value === WITHHELD_VALUE)?.views).toBe(1);
    expect(rows.map((row) => row.value)).not.toContain("/musteri/05321234567");
    // 200 paths, then the rest summed.
    expect(rows.filter((row) => row.value !== WITHHELD_VALUE && row.value !== OTHER_VALUE)).toHaveLength(200);
    expect(rows.find((row) => row.value === OTHER_VALUE)?.views).toBe(6);
    expect(await daily()).toEqual([]);
  });
});
