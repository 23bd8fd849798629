/**
 * The gelir vergisi and KDV tevkifatı calculators over HTTP, as a browser
 * without JavaScript meets them: the worked examples of tax-reference §1.3
 * and §2.5 on the page, each refusal a 400 with its reason and the inputs
 * kept, the empty form a 200, and figures read from the database.
 */
import type { Kysely } from "kysely";
import type { HTMLElement } from "node-html-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { paths } from "#app/lib/paths.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { canonicalOf, fetchPage, type Page, titleOf } from "#tests/helpers/html.ts";
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

const textOf = (element: HTMLElement | null | undefined) => element?.text.replace(/\s+/g, " ").trim() ?? "";
const text = (page: Page, selector: string) => textOf(page.doc.querySelector(selector));
const total = (page: Page) => text(page, ".calc-total-amount");
const refusal = (page: Page) => text(page, "#hesap-hatasi");
/** The figures under the total: label → amount. */
const lines = (page: Page) =>
  Object.fromEntries(
    page.doc.querySelectorAll(".calc-lines div").map((row) => [textOf(row.querySelector("dt")), textOf(row.querySelector("dd"))]),
  );
const selected = (page: Page, id: string) => page.doc.querySelector(`#${id} option[selected]`)?.getAttribute("value");

function incomeTax(query: Record<string, string>) {
  return fetchPage(server.url, `${paths.calculators.incomeTax}?${new URLSearchParams(query)}`);
}
function vat(query: Record<string, string>) {
  return fetchPage(server.url, `${paths.calculators.vatWithholding}?${new URLSearchParams(query)}`);
}

/** A refusal: 400, the reason in the alert, the faulty field marked and pointing at it. */
function expectRefusal(page: Page, field: string, reason: RegExp) {
  expect(page.status).toBe(400);
  expect(refusal(page)).toMatch(reason);
  expect(page.doc.querySelector("#hesap-hatasi")?.getAttribute("role")).toBe("alert");
  const controls = page.doc.querySelectorAll(`[name="${field}"]`);
  expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) expect(control.getAttribute("aria-invalid"), field).toBe("true");
  const described = [...controls, ...page.doc.querySelectorAll("fieldset")].some((el) =>
    (el.getAttribute("aria-describedby") ?? "").split(" ").includes("hesap-hatasi"),
  );
  expect(described).toBe(true);
  expect(page.doc.querySelector(".calc-result")).toBeNull();
}

describe("gelir vergisi (/araclar/gelir-vergisi)", () => {
  it("shows the empty form with the years of the data, a title, a description and a way back to Araçlar", async () => {
    const page = await fetchPage(server.url, paths.calculators.incomeTax);
    expect(page.status).toBe(200);
    expect(titleOf(page)).toMatch(/^Gelir vergisi hesaplama \| /);
    expect(page.doc.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/GVK md\. 103/);
    expect(canonicalOf(page)).toBe(`https://ymm.test${paths.calculators.incomeTax}`);
    expect(page.doc.querySelector(`main a[href="${paths.tools}"]`)).not.toBeNull();
    expect(page.doc.querySelectorAll("#yil option").map((option) => option.getAttribute("value"))).toEqual(["2026", "2025"]);
    expect(page.doc.querySelector("form.calc-form")?.getAttribute("method")).toBe("get");
    expect(page.doc.querySelector("#hesap-hatasi")).toBeNull();
    expect(page.doc.querySelector(".calc-result")).toBeNull();
    expect(text(page, "main")).toMatch(/Bordro hesabı değildir/);
  });

  it.each([
    ["2025", "ucret-disi", "250.000", "42.100,00 TL"],
    ["2025", "ucret-disi", "1.000.000", "255.000,00 TL"],
    ["2025", "ucret", "1.000.000", "239.000,00 TL"],
    ["2026", "ucret-disi", "300.000", "50.500,00 TL"],
    ["2026", "ucret-disi", "1.200.000", "302.500,00 TL"],
    ["2026", "ucret", "1.200.000", "286.500,00 TL"],
    ["2026", "ucret-disi", "6.000.000", "2.017.500,00 TL"],
    ["2026", "ucret", "6.000.000", "1.977.500,00 TL"],
  ])("%s %s, matrah %s: %s on the page (tax-reference §1.3)", async (yil, gelir, matrah, expected) => {
    const page = await incomeTax({ yil, gelir, matrah });
    expect(page.status).toBe(200);
    expect(total(page)).toBe(expected);
    expect(page.doc.querySelector("#matrah")?.getAttribute("value")).toBe(matrah);
    expect(selected(page, "yil")).toBe(yil);
    expect(page.doc.querySelector(`#gelir-${gelir}`)?.hasAttribute("checked")).toBe(true);
  });

  it("shows the steps, the legal basis, the rounding and when the figures were last checked", async () => {
    const page = await incomeTax({ yil: "2026", gelir: "ucret-disi", matrah: "300000" });
    const steps = page.doc.querySelectorAll(".calc-steps li").map(textOf);
    expect(steps).toHaveLength(2);
    expect(steps[1]).toContain("28.500,00 + (300.000,00 − 190.000,00) × %20 = 28.500,00 + 22.000,00 = 50.500,00 TL");
    expect(text(page, ".calc-basis")).toContain("Gelir Vergisi Genel Tebliği Seri No: 332");
    expect(text(page, ".calc-checked")).toBe("Son kontrol: 22.11.2026");
    expect(text(page, ".calc-rounding")).toMatch(/kuruşa yuvarlanmıştır/);
    expect(lines(page)["Ortalama vergi oranı"]).toBe("%16,83");
  });

  it("reads 1.200.000,00, 1200000,00 and 1200000.00 alike", async () => {
    for (const matrah of ["1.200.000,00", "1200000,00", "1200000.00"]) {
      expect(total(await incomeTax({ yil: "2026", gelir: "ucret-disi", matrah })), matrah).toBe("302.500,00 TL");
    }
  });

  it.each<[string, Record<string, string>, string, RegExp]>([
    [
      "a year without a tariff",
      { yil: "2024", gelir: "ucret", matrah: "100000" },
      "yil",
      /^2024 yılı tarifesi verilerimizde yok; .*2025, 2026/,
    ],
    ["a year that is no year", { yil: "20x6", gelir: "ucret", matrah: "100000" }, "yil", /“20x6” geçerli bir yıl değil/],
    ["a negative amount", { yil: "2026", gelir: "ucret", matrah: "-5" }, "matrah", /“-5” bir tutar olarak okunamadı/],
    ["a malformed amount", { yil: "2026", gelir: "ucret", matrah: "12,345" }, "matrah", /“12,345” bir tutar olarak okunamadı/],
    ["a missing amount", { yil: "2026", gelir: "ucret", matrah: "" }, "matrah", /^Matrah girilmedi/],
    ["no amount at all", { yil: "2026", gelir: "ucret" }, "matrah", /^Matrah girilmedi/],
    ["no income kind", { yil: "2026", matrah: "100000" }, "gelir", /^Gelir türü seçilmedi/],
    ["an unknown income kind", { yil: "2026", gelir: "kira", matrah: "100000" }, "gelir", /“kira” tanınmadı/],
    ["only an amount", { matrah: "100000" }, "yil", /^Vergi yılı seçilmedi/],
  ])("refuses %s with a 400 and keeps the inputs", async (_, query, field, reason) => {
    const page = await incomeTax(query);
    expectRefusal(page, field, reason);
    if (query.matrah !== undefined) expect(page.doc.querySelector("#matrah")?.getAttribute("value")).toBe(query.matrah);
    if (query.yil) expect(selected(page, "yil")).toBe(query.yil);
  });

  it("computes a year an admin adds to the data, and refuses it again once removed", async () => {
    const set = {
      id: "gelir-vergisi/2031",
      kind: "gelir-vergisi" as const,
      year: 2031,
      title: "Gelir vergisi tarifesi 2031 (test)",
      source: "Test tebliği 2031",
      checked_on: "2031-01-02",
      warning: null,
      confirmed_at: new Date().toISOString(),
      confirmed_by: "test@ymm.test",
      updated_at: new Date().toISOString(),
    };
    const brackets = [
      { upper_limit: 100_000, rate: "0.10" },
      { upper_limit: null, rate: "0.50" },
    ].map((row, index) => ({ year: 2031, income: "ucret" as const, position: index + 1, ...row }));
    await db.insertInto("tax_sets").values(set).execute();
    await db.insertInto("income_tax_brackets").values(brackets).execute();
    await bumpContentVersion(db);
    cleanup(async () => {
      await db.deleteFrom("income_tax_brackets").where("year", "=", 2031).execute();
      await db.deleteFrom("tax_sets").where("id", "=", set.id).execute();
      await bumpContentVersion(db);
    });

    const form = await fetchPage(server.url, paths.calculators.incomeTax);
    expect(form.doc.querySelectorAll("#yil option").map((option) => option.getAttribute("value"))).toEqual(["2031", "2026", "2025"]);
    const page = await incomeTax({ yil: "2031", gelir: "ucret", matrah: "150000" });
    expect(total(page)).toBe("35.000,00 TL"); // 10.000 + 50.000 × 0,50
    expect(text(page, ".calc-basis")).toBe("Test tebliği 2031");
    expect(text(page, ".calc-checked")).toContain("02.01.2031");
    expect(text(page, ".calc-warnings")).toBe("");
    // Only the wage table was added: the other kind is refused, not taken from another year.
    expectRefusal(
      await incomeTax({ yil: "2031", gelir: "ucret-disi", matrah: "150000" }),
      "yil",
      /2031 yılının ücret dışındaki gelirler tarifesi verilerimizde eksik/,
    );
  });
});

const example = { tarih: "2026-03-01", kod: "612", tutar: "20000", kdv: "20", alici: "mukellef" };

describe("KDV tevkifatı (/araclar/kdv-tevkifati)", () => {
  it("shows the empty form: the codes 601–627 with their names from the data, the rates, the questions", async () => {
    const page = await fetchPage(server.url, paths.calculators.vatWithholding);
    expect(page.status).toBe(200);
    expect(titleOf(page)).toMatch(/^KDV tevkifatı hesaplama \| /);
    const codes = page.doc.querySelectorAll("#kod option").filter((option) => option.getAttribute("value"));
    expect(codes.map((option) => option.getAttribute("value"))).toEqual(Array.from({ length: 27 }, (_, i) => String(601 + i)));
    expect(codes[11]?.text).toBe("612 — Temizlik hizmeti (9/10)");
    expect(page.doc.querySelectorAll("#kdv option").map((option) => option.text)).toEqual(["Seçin", "%1", "%10", "%20"]);
    expect(text(page, "form.calc-form")).toContain("KDV dahil iş bedeli 5 milyon TL veya üzerinde mi?");
    expect(page.doc.querySelector(".calc-result, #hesap-hatasi")).toBeNull();
  });

  it("20.000 TL + %20 cleaning in 2026: 3.600 withheld, the seller collects 20.400 and declares 400 (tax-reference §2.5)", async () => {
    const page = await vat(example);
    expect(page.status).toBe(200);
    expect(total(page)).toBe("3.600,00 TL");
    expect(lines(page)).toMatchObject({
      "Hesaplanan KDV (%20)": "4.000,00 TL",
      "KDV dahil bedel": "24.000,00 TL",
      "Satıcının tahsil edeceği tutar": "20.400,00 TL",
      "Satıcının beyan edeceği KDV (1 No.lu beyanname)": "400,00 TL",
    });
    const steps = text(page, ".calc-steps");
    expect(steps).toContain("Kod 612: Temizlik hizmeti");
    expect(steps).toContain(
      "Tevkifat oranı 9/10 (KDV Genel Uygulama Tebliği I/C-2.1.3.2.10); tevkifatı KDV mükellefleri ve belirlenmiş alıcılar yapar.",
    );
    expect(steps).toContain("24.000,00 TL > 12.000 TL");
    expect(steps).toContain("2 No.lu KDV beyannamesiyle");
    expect(text(page, ".calc-basis")).toContain("VUK Genel Tebliği Sıra No: 588");
  });

  it("9.000 TL + %20: nothing withheld in 2026, and why; 1.620 withheld in 2025, with the neutral line for the unconfirmed 2025 limit", async () => {
    const in2026 = await vat({ ...example, tutar: "9.000" });
    expect(total(in2026)).toBe("0,00 TL");
    expect(text(in2026, ".calc-explanation")).toBe(
      "Tevkifat yapılmaz. KDV dahil bedel (10.800,00 TL) 2026 yılının fatura düzenleme sınırını (12.000 TL) aşmadığından hesaplanan KDV tevkifata tabi tutulmaz.",
    );
    expect(lines(in2026)["Satıcının beyan edeceği KDV (1 No.lu beyanname)"]).toBe("1.800,00 TL");
    expect(text(in2026, ".calc-warnings")).toMatch(/işlem bölünerek sınırın altında kalınamaz/);

    const in2025 = await vat({ ...example, tarih: "2025-06-30", tutar: "9000,00" });
    expect(total(in2025)).toBe("1.620,00 TL");
    expect(lines(in2025)["Satıcının beyan edeceği KDV (1 No.lu beyanname)"]).toBe("180,00 TL");
    expect(text(in2025, ".calc-steps")).toContain("Fatura düzenleme sınırı (2025): 9.900 TL");
    expect(text(in2025, ".calc-warnings")).toContain("Hesapta kullanılan rakamlar resmî duyuruyla kesinleşecektir.");
    expect(text(in2025, ".calc-warnings")).not.toContain("okunamadı");
  });

  it("says the neutral line (the codes wait for the office's check), never the ratio's research doubt, and shows the code's note", async () => {
    const page = await vat({ ...example, kod: "616", alici: "belirlenmis", liste: "evet" });
    expect(total(page)).toBe("2.000,00 TL");
    const warnings = text(page, ".calc-warnings");
    expect(warnings).toContain("Hesapta kullanılan rakamlar resmî duyuruyla kesinleşecektir.");
    expect(warnings).not.toMatch(/teyit edilmedi|kontrol edin/);
    expect(warnings).toContain("Yalnızca şu alıcılar tevkifat yapar: 5018 sayılı Kanun'a ekli cetvellerdeki idareler");
    expect(text(await vat(example), ".calc-warnings")).not.toMatch(/teyit edilmedi|tek kaynak/);
  });

  it.each([
    ["a buyer that is neither", { alici: "diger" }, /Alıcı ne KDV mükellefi ne belirlenmiş alıcı/],
    ["a seller that is a belirlenmiş alıcı", { satici: "belirlenmis" }, /Satıcı belirlenmiş alıcı olduğundan/],
    ["a buyer outside the code's group", { kod: "602" }, /602 kodunda tevkifatı yalnızca belirlenmiş alıcılar yapar/],
    ["601 below 5 million", { kod: "601", bedel: "hayir" }, /5 milyon TL'nin altındaysa/],
    ["626 to someone else than the DMO", { kod: "626", liste: "hayir" }, /alıcı DMO değil/],
  ])("says why nothing is withheld: %s", async (_, changes, reason) => {
    const page = await vat({ ...example, ...changes });
    expect(page.status).toBe(200);
    expect(total(page)).toBe("0,00 TL");
    expect(text(page, ".calc-explanation")).toMatch(reason);
  });

  it("withholds on a sports club's supply between belirlenmiş alıcılar (611)", async () => {
    const page = await vat({ ...example, kod: "611", alici: "belirlenmis", satici: "belirlenmis" });
    expect(total(page)).toBe("3.600,00 TL");
    expect(text(page, ".calc-steps")).toContain("Profesyonel spor kulüplerinin belirlenmiş alıcılara yaptığı");
  });

  it.each([
    ["a full withholding code", { kod: "801" }, "kod", /801 bir tam tevkifat kodudur \(801–825\)/],
    ["a year without a fatura limit", { tarih: "2027-03-01" }, "tarih", /^2027 yılı için fatura düzenleme sınırı verilerimizde yok/],
    ["a date before the limit applied", { tarih: "2024-01-15" }, "tarih", /10\.02\.2024 tarihinden itibaren/],
    ["a day that does not exist", { tarih: "2026-02-30" }, "tarih", /“2026-02-30” geçerli bir tarih değil/],
    ["a rate not in force", { kdv: "18" }, "kdv", /%18 01\.03\.2026 tarihinde yürürlükte olan bir KDV oranı değil: %1, %10, %20/],
    ["a negative amount", { tutar: "-20000" }, "tutar", /“-20000” bir tutar olarak okunamadı/],
    ["a zero amount", { tutar: "0" }, "tutar", /Tutar sıfır olamaz/],
    ["an unknown code", { kod: "699" }, "kod", /“699” kodu verilerimizde yok/],
    ["no buyer", { alici: "" }, "alici", /^Alıcı seçilmedi/],
    ["601 to a KDV mükellefi without the work value", { kod: "601" }, "bedel", /“KDV dahil iş bedeli 5 milyon TL veya üzerinde mi\?”/],
    ["616 to a belirlenmiş alıcı without the list question", { kod: "616", alici: "belirlenmis" }, "liste", /^616 kodunda yalnızca/],
    ["626 without the DMO question", { kod: "626" }, "liste", /^626 kodunda yalnızca Devlet Malzeme Ofisi/],
    ["an answer that is neither yes nor no", { kod: "601", bedel: "belki" }, "bedel", /“belki” tanınmadı/],
  ])("refuses %s with a 400 and keeps the inputs", async (_, changes, field, reason) => {
    const query = { ...example, ...changes };
    const page = await vat(query);
    expectRefusal(page, field, reason);
    expect(page.doc.querySelector("#tarih")?.getAttribute("value")).toBe(query.tarih);
    expect(page.doc.querySelector("#tutar")?.getAttribute("value")).toBe(query.tutar);
    expect(selected(page, "kod")).toBe(query.kod);
    expect(selected(page, "kdv")).toBe(query.kdv);
  });

  it("names the first missing field of a partly filled form", async () => {
    expectRefusal(await vat({ kod: "612", tutar: "20000" }), "tarih", /^Fatura tarihi girilmedi/);
    expectRefusal(await vat({ tarih: "2026-03-01", kod: "612", alici: "mukellef", kdv: "20" }), "tutar", /^Tutar girilmedi/);
    expectRefusal(await vat({ ...example, kdv: "" }), "kdv", /^KDV oranı seçilmedi/);
  });
});
