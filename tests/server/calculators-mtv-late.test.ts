/**
 * The MTV and gecikme zammı calculators over HTTP, as a browser without
 * JavaScript meets them (production build, SQLite or PostgreSQL): the worked
 * examples' amounts on the page, each refusal a 400 with its reason and the
 * inputs kept, and the figures read from the data on the next request.
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { expectRefusal, fieldOf as field, textOf as text } from "#tests/helpers/calculator.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { alertText, canonicalOf, fetchPage, metaContent, type Page, titleOf } from "#tests/helpers/html.ts";
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

const MTV = "/araclar/mtv";
const LATE = "/araclar/gecikme-zammi";
const get = (path: string) => fetchPage(server.url, path);
const total = (page: Page) => text(page, ".calc-total-amount");
/** "label amount" of each result line (a dt and its dd). */
const lines = (page: Page) =>
  page.doc
    .querySelectorAll(".calc-lines div")
    .map((line) => `${line.querySelector("dt")?.text.trim()} ${line.querySelector("dd")?.text.trim()}`);

describe("MTV (/araclar/mtv)", () => {
  it("shows the empty form without a query: 200, a GET form, its title, description and a link back to Araçlar", async () => {
    const page = await get(MTV);
    expect(page.status).toBe(200);
    const form = page.doc.querySelector("form.calc-form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe(`${MTV}#sonuc`);
    expect(page.doc.querySelector(".calc-result")).toBeNull();
    expect(alertText(page)).toBeUndefined();
    expect(titleOf(page)).toMatch(/^MTV hesaplama \| /);
    expect(metaContent(page, 'meta[name="description"]')).toContain("motorlu taşıtlar vergisini");
    expect(canonicalOf(page)).toBe(`https://ymm.test${MTV}`);
    expect(page.doc.querySelector('main a[href="/araclar"]')).not.toBeNull();
    expect(
      page.doc.querySelectorAll(
        'input[name="yil"], input[name="tescil"], input[name="model"], input[name="silindir"], input[name="deger"]',
      ),
    ).toHaveLength(5);
  });

  it("computes the first worked example: 12.028 TL, 6.014 + 6.014, due 02.02.2026 and 31.07.2026", async () => {
    const page = await get(`${MTV}?yil=2026&tescil=2025&model=2025&silindir=1500&deger=500000`);
    expect(page.status).toBe(200);
    expect(total(page)).toBe("12.028 TL");
    expect(lines(page)).toEqual([
      "1. taksit (Ocak), son ödeme günü 02.02.2026 6.014 TL",
      "2. taksit (Temmuz), son ödeme günü 31.07.2026 6.014 TL",
    ]);
    expect(text(page, ".calc-steps")).toContain("Satır 6: 3. değer dilimi");
    expect(text(page, ".calc-basis")).toContain("MTV Genel Tebliği Seri No: 58");
    expect(text(page, ".calc-checked")).toBe("Son kontrol: 22.11.2026");
    expect(field(page, "mtv-deger")?.getAttribute("value")).toBe("500000");
  });

  it("computes the second worked example under (I/A): 3.077 TL in halves of 1.538,50 TL", async () => {
    const page = await get(`${MTV}?yil=2026&tescil=2015&model=2015&silindir=1400&deger=`);
    expect(page.status).toBe(200);
    expect(total(page)).toBe("3.077 TL");
    expect(lines(page)).toEqual([
      "1. taksit (Ocak), son ödeme günü 02.02.2026 1.538,50 TL",
      "2. taksit (Temmuz), son ödeme günü 31.07.2026 1.538,50 TL",
    ]);
    expect(text(page, ".calc-rounding")).toContain("3.077 TL = 1.538,50 TL + 1.538,50 TL");
  });

  it("gives the same result for the value written 500.000, 500.000,00, 500000,00 or 500000.00", async () => {
    for (const deger of ["500.000", "500.000,00", "500000,00", "500000.00"]) {
      const page = await get(`${MTV}?yil=2026&tescil=2025&model=2025&silindir=1500&deger=${encodeURIComponent(deger)}`);
      expect(total(page), deger).toBe("12.028 TL");
    }
  });

  it("refuses a tax year without a table (2025), never using 2026's", async () => {
    const page = await get(`${MTV}?yil=2025&tescil=2024&model=2024&silindir=1500&deger=500000`);
    expectRefusal(page, "2025 yılı için MTV tarifesi verilerimizde yok", "mtv-yil", { "mtv-yil": "2025", "mtv-deger": "500000" });
  });

  it("refuses an (I) car registered in 2020, whose thresholds are not in the data", async () => {
    const page = await get(`${MTV}?yil=2026&tescil=2020&model=2020&silindir=1500&deger=300000`);
    expectRefusal(page, "2020 yılında ilk tescil edilen otomobiller için", "mtv-tescil", { "mtv-tescil": "2020", "mtv-silindir": "1500" });
  });

  it("computes 2020 as soon as an admin's thresholds for it are in the data (next request)", async () => {
    await db
      .insertInto("tax_sets")
      .values({
        id: "mtv-esik/2020",
        kind: "mtv-esik",
        year: 2020,
        title: "Deneme",
        source: "Deneme kaynağı",
        checked_on: "2026-11-01",
        warning: null,
        confirmed_at: "2026-11-01T00:00:00.000Z",
        updated_at: "2026-11-01T00:00:00.000Z",
      })
      .execute();
    await db.insertInto("mtv_thresholds").values({ year: 2020, cc_min: 1301, cc_max: 1600, limits: "100000,200000" }).execute();
    await bumpContentVersion(db);
    cleanup(async () => {
      await db.deleteFrom("mtv_thresholds").where("year", "=", 2020).execute();
      await db.deleteFrom("tax_sets").where("id", "=", "mtv-esik/2020").execute();
      await bumpContentVersion(db);
    });
    // 2020 model: 7 years old in 2026 (7–11), row 6 above 200.000: 5.220 TL.
    const page = await get(`${MTV}?yil=2026&tescil=2020&model=2020&silindir=1500&deger=300000`);
    expect(page.status).toBe(200);
    expect(total(page)).toBe("5.220 TL");
    expect(text(page, ".calc-basis")).toContain("Deneme kaynağı");
    expect(text(page, ".calc-checked")).toContain("01.11.2026");
  });

  it("refuses an electric car, keeping the choice", async () => {
    const page = await get(`${MTV}?tur=elektrikli&yil=2026&tescil=2025&model=2025&silindir=1500&deger=500000`);
    expectRefusal(page, "motor gücüne (kW) göre", "mtv-tur-elektrikli", { "mtv-yil": "2026" });
    expect(field(page, "mtv-tur-elektrikli")?.hasAttribute("checked")).toBe(true);
    expect(page.doc.querySelector("fieldset")?.getAttribute("aria-describedby")).toBe("hesap-hatasi");
  });

  it("refuses a negative value and a model year after the tax year", async () => {
    const negative = await get(`${MTV}?yil=2026&tescil=2025&model=2025&silindir=1500&deger=-500000`);
    expectRefusal(negative, "sıfırdan büyük bir tutar", "mtv-deger", { "mtv-deger": "-500000" });
    const future = await get(`${MTV}?yil=2026&tescil=2026&model=2027&silindir=1500&deger=1`);
    expectRefusal(future, "Model yılı (2027) vergi yılından (2026) sonra olamaz", "mtv-model", { "mtv-model": "2027" });
  });

  it("names the missing field of a partial query", async () => {
    const page = await get(`${MTV}?yil=2026&tescil=2025&model=2025`);
    expectRefusal(page, "silindir hacmini", "mtv-silindir", { "mtv-yil": "2026", "mtv-tescil": "2025", "mtv-model": "2025" });
  });
});

describe("gecikme zammı / faizi (/araclar/gecikme-zammi)", () => {
  it("shows the empty form without a query, zam chosen", async () => {
    const page = await get(LATE);
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("form.calc-form")?.getAttribute("method")).toBe("get");
    expect(field(page, "gecikme-tur-zam")?.hasAttribute("checked")).toBe(true);
    expect(field(page, "gecikme-vade")?.getAttribute("type")).toBe("date");
    expect(titleOf(page)).toMatch(/^Gecikme zammı hesaplama \| /);
    expect(page.doc.querySelector('main a[href="/araclar"]')).not.toBeNull();
    expect(text(page, "main")).toContain("“ay kesirlerine isabet eden gecikme zammı günlük olarak hesap edilir”");
  });

  it("computes the zam example: 518,00 TL, in any accepted amount format", async () => {
    for (const tutar of ["10000", "10.000", "10.000,00", "10000,00", "10000.00"]) {
      const page = await get(`${LATE}?tutar=${encodeURIComponent(tutar)}&vade=2026-01-26&odeme=2026-03-10`);
      expect(page.status, tutar).toBe(200);
      expect(total(page), tutar).toBe("518,00 TL");
    }
    const page = await get(`${LATE}?tutar=10000&vade=2026-01-26&odeme=2026-03-10`);
    expect(lines(page)).toEqual(["26.01.2026 → 26.02.2026 · 1 ay · %3,7 370,00 TL", "26.02.2026 → 10.03.2026 · 12 gün · %3,7 148,00 TL"]);
  });

  it("computes the faiz example: 5.180,00 TL for 7 months, the 22 days ignored", async () => {
    const page = await get(`${LATE}?tutar=20000&vade=2025-11-28&odeme=2026-07-20&tur=faiz`);
    expect(page.status).toBe(200);
    expect(total(page)).toBe("5.180,00 TL");
    expect(text(page, ".calc-steps")).toContain("Gecikme faizinde ay kesirleri dikkate alınmaz");
    expect(field(page, "gecikme-tur-faiz")?.hasAttribute("checked")).toBe(true);
  });

  it("answers 200 with 0 and the reason when paid before the vade", async () => {
    const page = await get(`${LATE}?tutar=10000&vade=2026-01-26&odeme=2026-01-20`);
    expect(page.status).toBe(200);
    expect(total(page)).toBe("0,00 TL");
    expect(text(page, ".calc-steps")).toContain("vade gününde (26.01.2026) veya daha önce yapıldığından gecikme zammı doğmaz");
  });

  it("refuses a malformed date, a negative amount and a vade before the first rate, keeping the inputs", async () => {
    const date = await get(`${LATE}?tutar=10000&vade=2026-02-30&odeme=2026-03-10`);
    expectRefusal(date, "Vade tarihi geçerli bir tarih değil", "gecikme-vade", { "gecikme-tutar": "10000", "gecikme-odeme": "2026-03-10" });
    const negative = await get(`${LATE}?tutar=-10000&vade=2026-01-26&odeme=2026-03-10`);
    expectRefusal(negative, "sıfırdan büyük bir tutar", "gecikme-tutar", { "gecikme-tutar": "-10000", "gecikme-vade": "2026-01-26" });
    const early = await get(`${LATE}?tutar=10000&vade=2017-01-26&odeme=2026-03-10`);
    expectRefusal(early, "05.09.2018 tarihinden başlıyor", "gecikme-vade", { "gecikme-vade": "2017-01-26" });
  });

  it("names the missing field of a partial query, and stays 400 when asked again (never cached as a page)", async () => {
    for (let i = 0; i < 2; i++) {
      const page = await get(`${LATE}?tutar=10000&vade=2026-01-26`);
      expectRefusal(page, "Ödeme tarihini seçin", "gecikme-odeme", { "gecikme-tutar": "10000" });
    }
  });
});
