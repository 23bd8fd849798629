/**
 * The kıdem and ihbar tazminatı calculator over HTTP, as a browser without
 * JavaScript meets it (production build, SQLite or PostgreSQL): issue 27's
 * acceptance figures, the ceiling in force on the exit day, the notice
 * periods at their boundaries, the cumulative base used for the ihbar's
 * gelir vergisi, the sources with their "son kontrol" (or the one neutral
 * line), and each refusal a 400 with its reason, the inputs kept and the
 * field at fault marked.
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { NEUTRAL_FIGURES_LINE } from "#app/lib/tax-confirmation.ts";
import { expectRefusal, fieldOf as field, textOf as text } from "#tests/helpers/calculator.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { alertText, canonicalOf, fetchPage, type Page, titleOf } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

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

const PAGE = "/araclar/kidem-ihbar";
const get = (query: string) => fetchPage(server.url, `${PAGE}${query}`);
const total = (page: Page) => text(page, ".calc-total-amount");
/** The result lines as { label: amount }. */
const lines = (page: Page) =>
  Object.fromEntries(
    page.doc.querySelectorAll(".calc-lines div").map((line) => [
      line.querySelector("dt")?.text.trim() ?? "",
      line
        .querySelector("dd")
        ?.text.replace(/\u00a0/g, " ")
        .trim() ?? "",
    ]),
  );
const steps = (page: Page) => text(page, ".calc-steps")?.replace(/\u00a0/g, " ") ?? "";
const ihbarWeeks = async (giris: string, cikis: string) =>
  lines(await get(`?giris=${giris}&cikis=${cikis}&brut=40000&ihbar=1`))["İhbar süresi"];

describe("kıdem ve ihbar tazminatı (/araclar/kidem-ihbar)", () => {
  it("shows the empty form without a query: a GET form, its title, the link back to Araçlar and the day-count convention", async () => {
    const page = await get("");
    expect(page.status).toBe(200);
    const form = page.doc.querySelector("form.calc-form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe(`${PAGE}#sonuc`);
    expect(page.doc.querySelector(".calc-result")).toBeNull();
    expect(titleOf(page)).toMatch(/^Kıdem ve ihbar tazminatı hesaplama \| /);
    expect(canonicalOf(page)).toBe(`https://ymm.test${PAGE}`);
    expect(page.doc.querySelector('main a[href="/araclar"]')).not.toBeNull();
    expect(field(page, "kidem-giris")?.getAttribute("type")).toBe("date");
    expect(field(page, "kidem-cikis")?.getAttribute("type")).toBe("date");
    expect(field(page, "kidem-ihbar")?.getAttribute("type")).toBe("checkbox");
    const notes = text(page, ".calc-notes");
    expect(notes).toContain("takvim farkıyla");
    expect(notes).toContain("15.01.2016 – 15.01.2026 tam 10 yıldır");
    expect(notes).toContain("SGK primi ve işsizlik sigortası primi kesilmediği");
    expect(notes).toContain("30'da biridir");
  });

  it("gives issue 27's acceptance figures: 65.000 TL after exactly 10 years, exit in December 2025 and in January 2026", async () => {
    const december = await get("?giris=2015-12-15&cikis=2025-12-15&brut=65000");
    expect(december.status).toBe(200);
    expect(total(december)).toBe("535.104,30 TL");
    expect(lines(december)).toMatchObject({
      "Hizmet süresi": "10 yıl",
      "Kıdem tazminatı tavanı (01.07.2025 – 31.12.2025)": "53.919,68 TL",
      "Brüt kıdem tazminatı": "539.196,80 TL",
      "Kıdem tazminatı damga vergisi": "4.092,50 TL",
    });
    expect(steps(december)).toContain("53.919,68 × 10 = 539.196,80 TL");
    expect(steps(december)).toContain("tavanı aştığından tavan esas alınır");

    const january = await get("?giris=2016-01-15&cikis=2026-01-15&brut=65000&ek=0");
    expect(total(january)).toBe("644.558,09 TL");
    expect(lines(january)).toMatchObject({
      "Kıdem tazminatı tavanı (01.01.2026 – 30.06.2026)": "64.948,77 TL",
      "Brüt kıdem tazminatı": "649.487,70 TL",
      "Kıdem tazminatı damga vergisi": "4.929,61 TL",
    });
    // Only damga vergisi is deducted; the convention is on the page with the result.
    expect(steps(january)).toContain("649.487,70 − 4.929,61 = 644.558,09 TL");
    expect(text(january, ".calc-notes")).toContain("takvim farkıyla");
    expect(field(january, "kidem-brut")?.getAttribute("value")).toBe("65000");
  });

  it("uses the wage below the ceiling, adds the benefits (giydirilmiş ücret) and prorates a part year by days/365", async () => {
    // 40.000 + 5.000 = 45.000 below 64.948,77; 2 years and 31 days: 45.000 × (2 + 31/365) = 93.821,92.
    const page = await get("?giris=2023-12-15&cikis=2026-01-15&brut=40.000&ek=5.000,00");
    expect(page.status).toBe(200);
    expect(lines(page)).toMatchObject({ "Giydirilmiş aylık brüt ücret": "45.000,00 TL", "Brüt kıdem tazminatı": "93.821,92 TL" });
    expect(steps(page)).toContain("40.000,00 + 5.000,00 (yan haklar) = 45.000,00 TL");
    expect(steps(page)).toContain("ücret esas alınır");
    expect(steps(page)).toContain("45.000,00 × (2 + 31 / 365) = 93.821,92 TL");
    expect(steps(page)).toContain("15.12.2023 – 15.01.2026: 2 tam yıl ve 31 gün (artan günler 365'e bölünür).");
  });

  it("says plainly that kıdem is not due under one year of service, and still computes the ihbar", async () => {
    const page = await get("?giris=2025-06-01&cikis=2026-05-31&brut=50000&ihbar=1");
    expect(page.status).toBe(200);
    expect(text(page, ".calc-explanation")).toBe("Hizmet süresi bir yılı doldurmadığından kıdem tazminatı hakkı doğmaz.");
    expect(lines(page)).toMatchObject({
      "Hizmet süresi": "11 ay 30 gün",
      "Net kıdem tazminatı": "0,00 TL",
      "İhbar süresi": "4 hafta (28 gün)",
    });
    expect(lines(page)["Brüt kıdem tazminatı"]).toBeUndefined();
    const alone = await get("?giris=2025-06-01&cikis=2026-05-31&brut=50000");
    expect(total(alone)).toBe("0,00 TL");
  });

  it("gives the notice periods of İş K. md. 17 at their boundaries: 6 months, 1,5 years and 3 years", async () => {
    expect(await ihbarWeeks("2026-01-01", "2026-06-30")).toBe("2 hafta (14 gün)");
    expect(await ihbarWeeks("2026-01-01", "2026-07-01")).toBe("4 hafta (28 gün)");
    expect(await ihbarWeeks("2025-01-01", "2026-07-01")).toBe("4 hafta (28 gün)");
    expect(await ihbarWeeks("2025-01-01", "2026-07-02")).toBe("6 hafta (42 gün)");
    expect(await ihbarWeeks("2023-07-01", "2026-07-01")).toBe("6 hafta (42 gün)");
    expect(await ihbarWeeks("2023-07-01", "2026-07-02")).toBe("8 hafta (56 gün)");
  });

  it("taxes the ihbar on the cumulative base given: 100.000 TL, 4 years, base 85.000 (E14: GV 32.083,33)", async () => {
    const page = await get("?giris=2022-01-15&cikis=2026-01-15&brut=100000&ihbar=1&matrah=85.000");
    expect(page.status).toBe(200);
    expect(lines(page)).toMatchObject({
      "Net kıdem tazminatı": "257.823,24 TL",
      "İhbar süresi": "8 hafta (56 gün)",
      "Brüt ihbar tazminatı": "186.666,67 TL",
      "İhbar tazminatı gelir vergisi": "32.083,33 TL",
      "İhbar tazminatı damga vergisi": "1.416,80 TL",
      "Net ihbar tazminatı": "153.166,54 TL",
    });
    expect(total(page)).toBe("410.989,78 TL");
    expect(text(page, ".calc-total-label")).toBe("Net tazminat (kıdem + ihbar)");
    expect(steps(page)).toContain("100.000,00 / 30 × 56 = 186.666,67 TL");
    expect(steps(page)).toContain("Girdiğiniz tutar: 85.000,00 TL.");
    expect(steps(page)).toContain("(190.000,00 − 85.000,00) × %15 + (271.666,67 − 190.000,00) × %20 = 32.083,33 TL");
  });

  it("computes the default base from the wage, January up to and including the exit month, and says so", async () => {
    const page = await get("?giris=2022-01-15&cikis=2026-03-10&brut=100000&ihbar=1");
    expect(page.status).toBe(200);
    // January to March: 3 × (100.000 − 14.000 − 1.000) = 255.000; the ihbar on top: T(441.666,67) − T(255.000).
    expect(steps(page)).toContain("Ocak – Mart 2026, her ay aynı brüt ücret");
    expect(steps(page)).toContain("255.000,00 TL (çıkış ayının ücreti dahil)");
    expect(lines(page)["İhbar tazminatı gelir vergisi"]).toBe("40.250,00 TL");
    // The base rests on the SGK limits and the employee's rates, and the tax on the tariff: their sources are named, no other wage figure's.
    const basis = text(page, ".calc-basis") ?? "";
    expect(basis).toContain("SGK prime esas kazanç alt ve üst sınırı 2026: 5510 sayılı Kanun md. 82");
    expect(basis).toContain("Sigortalı (işçi) prim oranları 2026:");
    expect(basis).toContain("Gelir vergisi tarifesi 2026:");
    expect(basis).not.toMatch(/Asgari ücret 2026|İşveren prim oranları|Hazine indirimi/);
    const january = await get("?giris=2022-01-15&cikis=2026-01-20&brut=100000&ihbar=1");
    // wage-reference §9 E14: paid with the January 2026 wage, the GV attributable to the ihbar alone is 32.083,33.
    expect(steps(january)).toContain("Ocak 2026, her ay aynı brüt ücret, SGK ve işsizlik sigortası primleri düşülerek: 85.000,00 TL");
    expect(lines(january)["İhbar tazminatı gelir vergisi"]).toBe("32.083,33 TL");
  });

  it("names each figure set used with its public source and son kontrol day", async () => {
    const page = await get("?giris=2016-01-15&cikis=2026-01-15&brut=65000&ihbar=1&matrah=0");
    const basis = text(page, ".calc-basis") ?? "";
    expect(basis).toContain(
      "Kıdem tazminatı tavanı 01.01.2026–30.06.2026: 1475 sayılı İş Kanunu md. 14; Hazine ve Maliye Bakanlığı mali ve sosyal haklar genelgesi (Ocak 2026) (son kontrol: 25.11.2026)",
    );
    expect(basis).toContain("Ücretlerde damga vergisi 2026: 488 sayılı Damga Vergisi Kanunu");
    expect(basis).toMatch(/Gelir vergisi tarifesi 2026: 193 sayılı Gelir Vergisi Kanunu md\. 103; .* \(son kontrol: 22\.11\.2026\)/);
    expect(basis).toContain("4857 sayılı İş Kanunu md. 17");
    // The oldest son kontrol of the sets used (the tariff's).
    expect(text(page, ".calc-checked")).toBe("Son kontrol: 22.11.2026");
    const kidemOnly = await get("?giris=2016-01-15&cikis=2026-01-15&brut=65000");
    expect(text(kidemOnly, ".calc-checked")).toBe("Son kontrol: 25.11.2026");
    expect(text(kidemOnly, ".calc-basis")).not.toContain("Gelir vergisi tarifesi");
    expect(page.doc.querySelector(".calc-warnings")).toBeNull();
  });

  it("says the one neutral line for an exit in the second half of 2026 (its ceiling awaits the office's confirmation), no doubt", async () => {
    const page = await get("?giris=2016-08-31&cikis=2026-08-31&brut=80000&ihbar=1");
    expect(page.status).toBe(200);
    expect(lines(page)["Kıdem tazminatı tavanı (01.07.2026 – 31.12.2026)"]).toBe("73.729,87 TL");
    expect(text(page, ".calc-warnings")).toBe(NEUTRAL_FIGURES_LINE);
    const basis = text(page, ".calc-basis") ?? "";
    expect(basis).toContain("Kıdem tazminatı tavanı 01.07.2026–31.12.2026: 1475 sayılı İş Kanunu md. 14");
    expect(basis).not.toMatch(/Temmuz 2026\) \(son kontrol/);
    // Only the ceiling in force on the exit day is a figure used, not the year's other half.
    expect(basis).not.toContain("01.01.2026–30.06.2026");
    expect(page.html).not.toMatch(/teyit|tek bir ikincil kaynak|doğrulanmadı/i);
  });

  it("shows the ceiling's son kontrol instead of the neutral line once the office confirms it (next request)", async () => {
    await db
      .updateTable("tax_sets")
      .set({ confirmed_at: "2026-11-26T09:00:00.000Z" })
      .where("id", "=", "kidem-tavani/2026-07-01")
      .execute();
    await bumpContentVersion(db);
    cleanup(async () => {
      await db.updateTable("tax_sets").set({ confirmed_at: null }).where("id", "=", "kidem-tavani/2026-07-01").execute();
      await bumpContentVersion(db);
    });
    const page = await get("?giris=2016-08-31&cikis=2026-08-31&brut=80000");
    expect(page.doc.querySelector(".calc-warnings")).toBeNull();
    expect(text(page, ".calc-basis")).toContain("(Temmuz 2026) (son kontrol: 25.11.2026)");
  });

  it("refuses an exit day without figures, naming the days we have, never using another period's ceiling", async () => {
    for (const cikis of ["2027-03-15", "2024-12-31"]) {
      const page = await get(`?giris=2016-01-15&cikis=${cikis}&brut=65000`);
      const day = cikis.split("-").reverse().join(".");
      expectRefusal(page, `Çıkış tarihi ${day} için kıdem tazminatı tavanı`, "kidem-cikis", {
        "kidem-cikis": cikis,
        "kidem-brut": "65000",
      });
      expect(alertText(page)).toContain("başka bir dönemin rakamlarıyla hesap yapmıyoruz");
      expect(alertText(page)).toContain("Hesaplayabildiğimiz çıkış tarihleri: 01.01.2025 – 31.12.2026.");
      expect(page.html).not.toContain("64.948,77");
    }
  });

  it("refuses the ihbar when the exit year's wage figures are incomplete, never using another year's", async () => {
    const row = await db.selectFrom("wage_figures").selectAll().where("set_id", "=", "sgk-sinir/2026-01-01").executeTakeFirstOrThrow();
    await db.deleteFrom("wage_figures").where("set_id", "=", row.set_id).execute();
    await bumpContentVersion(db);
    cleanup(async () => {
      await db.insertInto("wage_figures").values(row).execute();
      await bumpContentVersion(db);
    });
    const page = await get("?giris=2016-01-15&cikis=2026-03-15&brut=65000&ihbar=1");
    expectRefusal(
      page,
      "İhbar tazminatının gelir vergisi için 2026 yılının SGK prime esas kazanç alt ve üst sınırı verilerimizde yok",
      "kidem-cikis",
      {
        "kidem-cikis": "2026-03-15",
      },
    );
    // The kıdem alone needs no wage year: still computed.
    expect((await get("?giris=2016-01-15&cikis=2026-03-15&brut=65000")).status).toBe(200);
  });

  it("refuses missing, malformed, reversed and absurdly early dates, keeping the inputs", async () => {
    expectRefusal(await get("?cikis=2026-01-15&brut=65000"), "İşe giriş tarihini seçin", "kidem-giris", { "kidem-cikis": "2026-01-15" });
    expectRefusal(await get("?giris=2016-02-30&cikis=2026-01-15&brut=65000"), "İşe giriş tarihi geçerli bir tarih değil", "kidem-giris", {
      "kidem-giris": "2016-02-30",
    });
    expectRefusal(await get("?giris=2016-01-15&brut=65000"), "İşten çıkış tarihini seçin", "kidem-cikis", { "kidem-giris": "2016-01-15" });
    expectRefusal(await get("?giris=2016-01-15&cikis=15/01/2026&brut=65000"), "İşten çıkış tarihi geçerli bir tarih değil", "kidem-cikis", {
      "kidem-cikis": "15/01/2026",
    });
    // More than 60 years of service is a typo; exactly 60 is still computed.
    expectRefusal(
      await get("?giris=1900-01-01&cikis=2026-01-15&brut=65000"),
      "İşe giriş tarihi (01.01.1900) çıkıştan 60 yıldan daha önce",
      "kidem-giris",
      {
        "kidem-giris": "1900-01-01",
        "kidem-brut": "65000",
      },
    );
    expectRefusal(await get("?giris=1966-01-14&cikis=2026-01-15&brut=65000"), "60 yıldan daha önce", "kidem-giris", {
      "kidem-giris": "1966-01-14",
    });
    expect(lines(await get("?giris=1966-01-15&cikis=2026-01-15&brut=65000"))["Hizmet süresi"]).toBe("60 yıl");
    const reversed = await get("?giris=2026-01-15&cikis=2016-01-15&brut=65000");
    expectRefusal(reversed, "İşten çıkış tarihi (15.01.2016) işe giriş tarihinden (15.01.2026) önce olamaz", "kidem-cikis", {
      "kidem-giris": "2026-01-15",
      "kidem-cikis": "2016-01-15",
      "kidem-brut": "65000",
    });
  });

  it("refuses a missing, malformed, zero, negative or absurd wage, and negative or absurd benefits", async () => {
    const dates = "giris=2016-01-15&cikis=2026-01-15";
    expectRefusal(await get(`?${dates}&brut=`), "Aylık brüt ücreti yazın", "kidem-brut", { "kidem-giris": "2016-01-15" });
    expectRefusal(await get(`?${dates}&brut=65.00.0`), "“65.00.0” bir tutar olarak anlaşılmadı", "kidem-brut", { "kidem-brut": "65.00.0" });
    expectRefusal(await get(`?${dates}&brut=0`), "sıfırdan büyük olmalı", "kidem-brut", { "kidem-brut": "0" });
    expectRefusal(await get(`?${dates}&brut=-65000`), "Aylık brüt ücret eksi olamaz", "kidem-brut", { "kidem-brut": "-65000" });
    expectRefusal(await get(`?${dates}&brut=150000000`), "Aylık brüt ücret 100.000.000 TL'yi aşamaz", "kidem-brut", {
      "kidem-brut": "150000000",
    });
    expectRefusal(await get(`?${dates}&brut=65000&ek=-100`), "Yan hakların aylık tutarı eksi olamaz", "kidem-ek", {
      "kidem-ek": "-100",
      "kidem-brut": "65000",
    });
    expectRefusal(await get(`?${dates}&brut=65000&ek=yemek`), "“yemek” bir tutar olarak anlaşılmadı", "kidem-ek", { "kidem-ek": "yemek" });
    expectRefusal(await get(`?${dates}&brut=65000&ek=100000001`), "100.000.000 TL'yi aşamaz", "kidem-ek", { "kidem-ek": "100000001" });
  });

  it("refuses a malformed or negative cumulative base and an unknown ihbar value, keeping the choice", async () => {
    const query = "giris=2016-01-15&cikis=2026-01-15&brut=65000&ihbar=1";
    expectRefusal(await get(`?${query}&matrah=-1`), "Kümülatif matrah eksi olamaz", "kidem-matrah", { "kidem-matrah": "-1" });
    const malformed = await get(`?${query}&matrah=yok`);
    expectRefusal(malformed, "“yok” bir tutar olarak anlaşılmadı", "kidem-matrah", { "kidem-matrah": "yok", "kidem-brut": "65000" });
    expect(field(malformed, "kidem-ihbar")?.hasAttribute("checked")).toBe(true);
    const unknown = await get("?giris=2016-01-15&cikis=2026-01-15&brut=65000&ihbar=evet");
    expectRefusal(unknown, "İhbar tazminatı hesaplanacaksa kutuyu işaretleyin", "kidem-ihbar", { "kidem-brut": "65000" });
  });

  it("stays 400 when a refused query is asked again (never cached as a page)", async () => {
    for (let i = 0; i < 2; i++) {
      expectRefusal(await get("?giris=2016-01-15&cikis=2026-01-15"), "Aylık brüt ücreti yazın", "kidem-brut", {
        "kidem-cikis": "2026-01-15",
      });
    }
  });
});
