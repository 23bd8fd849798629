/**
 * Confirmation of the tax data (issue 21 item 1, ADR 020): "Kontrol ettim"
 * on a figure set (Vergi verileri) and on a calendar rule (Vergi takvimi)
 * records who and when with an audit row and a raised content version, and
 * is refused without a session or with bad input; the public calendar, the
 * .ics and the home page hide an unconfirmed rule's deadlines or show them
 * with the one neutral line, and a confirmed one with "son kontrol".
 */
import type { Kysely } from "kysely";
import { parse } from "node-html-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { startServer, TEST_ADMIN, type TestServer } from "#tests/helpers/server.ts";
import { entryOf, fetchIcs } from "#tests/helpers/tax-calendar.ts";

let server: TestServer;
let db: Kysely<Database>;
let cookie: string;

beforeAll(async () => {
  server = await startServer();
  db = openTestDb(server.databaseUrl);
  cookie = await signIn(server);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const cleanup = cleanupAfterEach(afterEach);
const NEUTRAL = "Tarih GİB duyurusuyla kesinleşecektir";
const DATA = "/adminpanel/vergi-verileri";
const CALENDAR = "/adminpanel/vergi-takvimi";
const version = async () => Number((await db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version);
const audit = (entryId: string) =>
  db.selectFrom("audit_log").select(["action", "admin_email", "details"]).where("entry_id", "=", entryId).orderBy("created_at").execute();
const istanbulToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
const trDay = (day: string) => day.split("-").reverse().join(".");

/** Restores a set's confirmation and forgets the audit rows after the test. */
async function keepSet(id: string) {
  const set = await db.selectFrom("tax_sets").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  cleanup(async () => {
    await db.updateTable("tax_sets").set(set).where("id", "=", id).execute();
    await db.deleteFrom("audit_log").where("entry_id", "=", id).execute();
    await bumpContentVersion(db);
  });
}

async function keepRule(key: string) {
  const rule = await db.selectFrom("tax_rule_checks").selectAll().where("rule_key", "=", key).executeTakeFirstOrThrow();
  cleanup(async () => {
    await db.updateTable("tax_rule_checks").set(rule).where("rule_key", "=", key).execute();
    await db.deleteFrom("audit_log").where("entry_id", "=", key).execute();
    await bumpContentVersion(db);
  });
}

describe("the migration's starting state", () => {
  it("marks the sets the reference leaves unconfirmed as teyit bekliyor, the others confirmed from the reference", async () => {
    const sets = await db.selectFrom("tax_sets").select(["id", "confirmed_at", "confirmed_by"]).orderBy("id").execute();
    const pending = sets
      .filter((set) => set.confirmed_at === null)
      .map((set) => set.id)
      .sort();
    // The wage figure sets the reference grades S1 or n/c (migration 020) start pending too.
    expect(pending).toEqual([
      "asgari-ucret-destegi/2026-01-01",
      "fatura-siniri/2024",
      "fatura-siniri/2025",
      "gecikme",
      "kdv-tevkifat",
      "kidem-tavani/2025-01-01",
      "kidem-tavani/2026-07-01",
      "tatil/2027",
    ]);
    expect(sets.every((set) => set.confirmed_by === null)).toBe(true);
    const rules = await db.selectFrom("tax_rule_checks").select(["rule_key", "confirmed_at", "unconfirmed_display"]).execute();
    expect(
      rules
        .filter((rule) => rule.confirmed_at === null)
        .map((rule) => rule.rule_key)
        .sort(),
    ).toEqual(["babs", "gecici", "gecici-q4", "gelir-beyan", "kdv1", "muhtasar", "yarim-gun"]);
    expect(rules.every((rule) => rule.unconfirmed_display === "neutral")).toBe(true);
  });
});

describe("Kontrol ettim on a figure set (Vergi verileri)", () => {
  it("records who and when, refreshes the checked day, writes the audit row, raises the content version; the screen says so", async () => {
    await keepSet("gecikme");
    const screen = parse(await (await fetch(`${server.url}${DATA}?bolum=gecikme`, { headers: { Cookie: cookie } })).text());
    expect(screen.querySelector("#gecikme .tax-pending, .tax-pending")?.text).toBe("Teyit bekliyor");
    expect(screen.text).toContain("Araştırma notu (yalnızca yönetimde görünür)");
    const before = await version();
    const response = await postAs(
      server,
      `${DATA}?bolum=gecikme&kontrol=gecikme`,
      { intent: "kontrol-ettim", id: "gecikme" },
      { Cookie: cookie },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${DATA}?bolum=gecikme&durum=kontrol-ettim`);
    const set = await db.selectFrom("tax_sets").selectAll().where("id", "=", "gecikme").executeTakeFirstOrThrow();
    expect(set.confirmed_by).toBe(TEST_ADMIN.email);
    expect(Date.now() - Date.parse(set.confirmed_at ?? "")).toBeLessThan(60_000);
    expect(set.checked_on).toBe(istanbulToday());
    expect(await version()).toBe(before + 1);
    const rows = await audit("gecikme");
    expect(rows.map((row) => [row.action, row.admin_email])).toEqual([["tax-set-confirm", TEST_ADMIN.email]]);
    expect(JSON.parse(rows[0]?.details ?? "{}").onceki.teyit).toBeNull();
    const after = parse(await (await fetch(`${server.url}${DATA}?bolum=gecikme`, { headers: { Cookie: cookie } })).text());
    expect(after.querySelector(".tax-confirmed")?.text).toBe(`Kontrol edildi: ${trDay(istanbulToday())}, ${TEST_ADMIN.email}`);
    // The calculator now shows "Son kontrol" and no neutral line.
    const calc = await fetchPage(server.url, "/araclar/gecikme-zammi?tutar=10000&vade=2026-01-26&odeme=2026-03-10");
    expect(calc.doc.querySelector(".calc-checked")?.text).toBe(`Son kontrol: ${trDay(istanbulToday())}`);
    expect(calc.doc.querySelector(".calc-warnings")?.text ?? "").not.toContain("resmî duyuruyla kesinleşecektir");
  });

  it("before the check, the calculator says the one neutral sentence and no 'son kontrol'", async () => {
    const calc = await fetchPage(server.url, "/araclar/gecikme-zammi?tutar=10000&vade=2026-01-26&odeme=2026-03-10");
    expect(calc.doc.querySelector(".calc-warnings")?.text).toContain("Hesapta kullanılan rakamlar resmî duyuruyla kesinleşecektir.");
    expect(calc.doc.querySelector(".calc-checked")).toBeNull();
  });

  it("is refused without a session and for an unknown set, changing nothing", async () => {
    const before = await version();
    const anonymous = await postAs(server, `${DATA}?bolum=gecikme`, { intent: "kontrol-ettim", id: "gecikme" });
    expect([302, 303, 401, 403]).toContain(anonymous.status);
    expect(anonymous.headers.get("location") ?? "").not.toContain("durum=kontrol-ettim");
    const unknown = await postAs(server, `${DATA}?bolum=ozet`, { intent: "kontrol-ettim", id: "yok/2099" }, { Cookie: cookie });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Bu veri seti bulunamadı; hiçbir şey değişmedi.");
    expect(
      (await db.selectFrom("tax_sets").select("confirmed_at").where("id", "=", "gecikme").executeTakeFirstOrThrow()).confirmed_at,
    ).toBeNull();
    expect(await version()).toBe(before);
    expect(await audit("gecikme")).toEqual([]);
  });
});

describe("Kontrol ettim on a calendar rule (Vergi takvimi) and what visitors see", () => {
  it("shows an unconfirmed rule's deadline with the neutral line only, a confirmed one with its legal basis and son kontrol", async () => {
    const may = await fetchPage(server.url, "/vergi-takvimi?ay=2026-05");
    const gecici = entryOf(may, "gecici-2026-q1");
    expect(gecici.text).toContain(NEUTRAL);
    expect(gecici.text).not.toContain("Son kontrol");
    const kdv2 = entryOf(may, "kdv2-beyan-2026-04");
    expect(kdv2.text).toContain("Yasal dayanak");
    expect(kdv2.text).toContain("Son kontrol: 22.11.2026");
    expect(kdv2.text).not.toContain(NEUTRAL);
  });

  it("records who and when with an audit row and a new content version; the page, the .ics and the admin show it", async () => {
    await keepRule("muhtasar");
    const before = await version();
    const response = await postAs(
      server,
      `${CALENDAR}?yil=2026`,
      { intent: "kontrol-ettim", kural: "muhtasar", yil: "2026" },
      { Cookie: cookie },
    );
    expect(response.status).toBe(303);
    const rule = await db.selectFrom("tax_rule_checks").selectAll().where("rule_key", "=", "muhtasar").executeTakeFirstOrThrow();
    expect(rule.confirmed_by).toBe(TEST_ADMIN.email);
    expect(Date.now() - Date.parse(rule.confirmed_at ?? "")).toBeLessThan(60_000);
    expect(await version()).toBe(before + 1);
    expect((await audit("muhtasar")).map((row) => [row.action, row.admin_email])).toEqual([["tax-rule-confirm", TEST_ADMIN.email]]);
    const february = entryOf(await fetchPage(server.url, "/vergi-takvimi?ay=2026-02"), "muhtasar-2026-01");
    expect(february.text).toContain(`Son kontrol: ${trDay(istanbulToday())}`);
    expect(february.text).not.toContain(NEUTRAL);
    // The half-day muhtasar of April still waits for the "yarim-gun" check.
    expect(entryOf(await fetchPage(server.url, "/vergi-takvimi?ay=2026-05"), "muhtasar-2026-04").text).toContain(NEUTRAL);
    const event = (await fetchIcs(server)).events.find((e) => e.uid.startsWith("muhtasar-2026-01@"));
    expect(event?.description).toContain(`Son kontrol: ${trDay(istanbulToday())}`);
    const admin = parse(await (await fetch(`${server.url}${CALENDAR}?yil=2026`, { headers: { Cookie: cookie } })).text());
    expect(admin.querySelector("#kural-muhtasar .tax-confirmed")?.text).toBe(
      `Durum: Kontrol edildi: ${trDay(istanbulToday())}, ${TEST_ADMIN.email}`,
    );
    expect(admin.querySelector("#kural-babs .tax-pending")?.text).toBe("Durum: Teyit bekliyor");
  });

  it("hides an unconfirmed rule's deadlines from the page, the .ics and the home page when the office chooses so", async () => {
    await keepRule("kdv1");
    const response = await postAs(
      server,
      `${CALENDAR}?yil=2026`,
      { intent: "gosterim", kural: "kdv1", gosterim: "hide", yil: "2026" },
      { Cookie: cookie },
    );
    expect(response.status).toBe(303);
    expect((await audit("kdv1")).map((row) => row.action)).toEqual(["tax-rule-display"]);
    const june = await fetchPage(server.url, "/vergi-takvimi?ay=2026-06");
    expect(entryOf(june, "kdv1-2026-04").entry).toBeNull();
    expect(entryOf(june, "kdv2-beyan-2026-05").entry).not.toBeNull();
    expect((await fetchIcs(server)).events.some((e) => e.uid.startsWith("kdv1-"))).toBe(false);
    const home = await fetchPage(server.url, "/");
    expect(home.doc.querySelectorAll(".next-deadlines a").some((a) => (a.getAttribute("href") ?? "").includes("#kdv1-"))).toBe(false);
    // Confirmed, it comes back with its son kontrol.
    await postAs(server, `${CALENDAR}?yil=2026`, { intent: "kontrol-ettim", kural: "kdv1", yil: "2026" }, { Cookie: cookie });
    expect(entryOf(await fetchPage(server.url, "/vergi-takvimi?ay=2026-06"), "kdv1-2026-04").text).toContain("Son kontrol:");
  });

  it("refuses a bad choice, an unknown rule and a request without a session, changing nothing", async () => {
    const before = await version();
    const bad = await postAs(
      server,
      `${CALENDAR}?yil=2026`,
      { intent: "gosterim", kural: "kdv1", gosterim: "belki", yil: "2026" },
      { Cookie: cookie },
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Gösterim seçimi geçersiz");
    const unknown = await postAs(
      server,
      `${CALENDAR}?yil=2026`,
      { intent: "kontrol-ettim", kural: "sgk", yil: "2026" },
      { Cookie: cookie },
    );
    expect(unknown.status).toBe(404);
    const anonymous = await postAs(server, `${CALENDAR}?yil=2026`, { intent: "kontrol-ettim", kural: "kdv1", yil: "2026" });
    expect([302, 303, 401, 403]).toContain(anonymous.status);
    expect(anonymous.headers.get("location") ?? "").not.toContain("durum=kontrol");
    const kdv1 = await db.selectFrom("tax_rule_checks").selectAll().where("rule_key", "=", "kdv1").executeTakeFirstOrThrow();
    expect([kdv1.confirmed_at, kdv1.unconfirmed_display]).toEqual([null, "neutral"]);
    expect(await version()).toBe(before);
  });

  it("shows the home page's next deadlines with their legal basis and son kontrol or the neutral line, never 'uyarı var'", async () => {
    const home = await fetchPage(server.url, "/");
    const items = home.doc.querySelectorAll(".next-deadlines li");
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const text = item.text;
      expect(text).not.toContain("uyarı var");
      expect(text.includes("son kontrol:") || text.includes(NEUTRAL) || text.includes("Ofis duyurusu")).toBe(true);
    }
  });
});
