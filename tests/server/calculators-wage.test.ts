/**
 * The net↔brüt calculator (/araclar/net-brut-ucret) over HTTP, as a browser
 * without JavaScript meets it (production build, SQLite or PostgreSQL): the
 * acceptance figures of issue 27 in the month table, the employer's cost,
 * the per-month amounts, an earlier job's base, the Hazine indirimi, the
 * below-minimum flag, the sources with their "son kontrol" day, and each
 * refusal a 400 with the form kept and the field at fault marked.
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

const WAGE = "/araclar/net-brut-ucret";
const get = (path: string) => fetchPage(server.url, path);
const squash = (text: string | undefined) => text?.replace(/\s+/g, " ").trim();
/** The printed inputs, "label: value" each. */
const inputs = (page: Page) =>
  page.doc
    .querySelectorAll(".calc-inputs div")
    .map((row) => `${squash(row.querySelector("dt")?.text)}: ${squash(row.querySelector("dd")?.text)}`);

const MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"];

/** A table of the result (by its caption's id) as { month or "Yıl toplamı" → { column → cell } }. */
function table(page: Page, id: string): Record<string, Record<string, string>> {
  const caption = page.doc.querySelector(`caption#${id}`);
  const element = caption?.parentNode;
  if (!element) throw new Error(`No table ${id}`);
  const headers = element.querySelectorAll("thead th").map((th) => squash(th.text) ?? "");
  const rows: Record<string, Record<string, string>> = {};
  for (const row of element.querySelectorAll("tbody tr, tfoot tr")) {
    const cells = row.querySelectorAll("th, td").map((cell) => squash(cell.text) ?? "");
    rows[cells[0]!] = Object.fromEntries(headers.map((header, index) => [header.replace(/ \(.*\)$/, ""), cells[index]!]));
  }
  return rows;
}
const employee = (page: Page) => table(page, "ucret-tablosu");
const employer = (page: Page) => table(page, "maliyet-tablosu");
const column = (rows: Record<string, Record<string, string>>, name: string) => MONTHS.map((month) => rows[month]?.[name]);

describe("the empty form", () => {
  it("is a GET form with the year, the brüt and net fields, twelve month fields, the earlier base and the indirim", async () => {
    const page = await get(WAGE);
    expect(page.status).toBe(200);
    const form = page.doc.querySelector("form.calc-form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe(`${WAGE}#sonuc`);
    expect(titleOf(page)).toMatch(/^Net brüt ücret hesaplama \| /);
    expect(canonicalOf(page)).toBe(`https://ymm.test${WAGE}`);
    expect(page.doc.querySelectorAll("#yil option").map((option) => option.getAttribute("value"))).toEqual(["2026", "2025"]);
    for (const name of ["brut", "net", "onceki", ...MONTHS.map((_, index) => `ay${index + 1}`)]) {
      expect(page.doc.querySelector(`input[name="${name}"]`), name).not.toBeNull();
    }
    expect(page.doc.querySelector('input[name="indirim"][value="yok"]')?.hasAttribute("checked")).toBe(true);
    // The indirim's points come from the data, per year: 2025 changed in February.
    expect(squash(page.doc.querySelector('label[for="indirim-2"]')?.text)).toBe(
      "Genel, imalat dışı (2026: 2 puan; 2025: Ocak 5 puan, Şubat–Aralık 4 puan)",
    );
    expect(squash(page.doc.querySelector('label[for="indirim-5"]')?.text)).toBe("İmalat sektörü (2026: 5 puan; 2025: 5 puan)");
    expect(page.doc.querySelector("details.calc-details")?.hasAttribute("open")).toBe(false);
    expect(page.doc.querySelector(".calc-result")).toBeNull();
    // No framework JavaScript on a public page (DESIGN §7).
    expect(page.html).not.toMatch(/<script[^>]+type="module"/);
  });
});

describe("brütten nete", () => {
  it("gives 100.000 TL brüt in 2026: January 75.953,03, July 66.079,45, December 67.156,80, a year of 833.881,63", async () => {
    const page = await get(`${WAGE}?yil=2026&brut=100000`);
    expect(page.status).toBe(200);
    expect(text(page, ".calc-total-amount")).toBe("833.881,63 TL");
    const rows = employee(page);
    expect(column(rows, "Net ücret")).toEqual([
      "75.953,03",
      "75.953,03",
      "72.703,03",
      "71.703,03",
      "69.953,03",
      "65.753,03",
      "66.079,45",
      "67.156,80",
      "67.156,80",
      "67.156,80",
      "67.156,80",
      "67.156,80",
    ]);
    expect(rows["Yıl toplamı"]?.["Net ücret"]).toBe("833.881,63");
    // January step by step (wage-reference E5).
    expect(rows.Ocak).toMatchObject({
      "Brüt ücret": "100.000,00",
      "SGK işçi payı": "14.000,00",
      "İşsizlik işçi payı": "1.000,00",
      "Gelir vergisi matrahı": "85.000,00",
      "Kümülatif matrah": "85.000,00",
      "Hesaplanan gelir vergisi": "12.750,00",
      "Asgari ücret GV istisnası": "4.211,33",
      "Ödenecek gelir vergisi": "8.538,67",
      "Damga vergisi": "759,00",
      "Damga vergisi istisnası": "250,70",
      "Ödenecek damga vergisi": "508,30",
      Not: "",
    });
    expect(rows.Temmuz?.["Asgari ücret GV istisnası"]).toBe("4.537,75");
    // The months that cross a bracket say so in words.
    expect(rows.Mart?.Not).toBe("Vergi dilimi değişti (%15 → %20)");
    expect(rows.Mayıs?.Not).toBe("Vergi dilimi değişti (%20 → %27)");
    expect(rows.Nisan?.Not).toBe("");
    expect(page.doc.querySelectorAll("#ucret-tablosu").length).toBe(1);
    // The rates of the year in the column titles, from the data.
    expect(page.html).toContain("SGK işçi payı (%14)");
    expect(page.html).toContain("SGK işveren payı (%21,75)");
    // E7: 123.750 a month without indirim.
    expect(employer(page).Ocak?.["İşverene toplam maliyet"]).toBe("123.750,00");
    // The arithmetic of January, the assumptions and the rounding.
    expect(text(page, ".calc-steps")).toContain("Kümülatif matrah 0,00 → 85.000,00: 85.000,00 × %15 = 12.750,00 TL");
    expect(text(page, ".calc-steps")).toContain("100.000,00 − 14.000,00 − 1.000,00 − 8.538,67 − 508,30 = 75.953,03 TL");
    expect(text(page, ".calc-assumptions")).toContain("Her ay tam ay (30 gün) olarak hesaplanır");
    // Each table scrolls in its own focusable region, named by its caption, with a visible hint.
    for (const id of ["ucret-tablosu", "maliyet-tablosu"]) {
      const region = page.doc.querySelector(`section.table-scroll[aria-labelledby="${id}"]`);
      expect(region?.getAttribute("tabindex"), id).toBe("0");
      expect(text(page, `#${region?.getAttribute("aria-describedby")}`)).toContain("yana kaydırabilirsiniz");
    }
  });

  it("marks the months above the SGK ceiling and names the PEK the premiums were taken on", async () => {
    const page = await get(`${WAGE}?yil=2026&brut=350000`);
    const rows = employee(page);
    // wage-reference E9: GV 51.581,90 over two brackets, net 255.633,13 in January.
    expect(text(page, ".calc-steps")).toContain("0,00 → 305.409,50: 190.000,00 × %15 + 115.409,50 × %20 = 51.581,90 TL");
    expect(rows.Ocak?.["Net ücret"]).toBe("255.633,13");
    expect(rows.Ocak?.Not).toContain("SGK tavanı aşıldı: primler 297.270,00 TL üzerinden");
  });

  it("gives the 2026 minimum wage 28.075,50 every month and an employer cost of 40.874,63 without an indirim", async () => {
    const page = await get(`${WAGE}?yil=2026&brut=33.030&indirim=yok`);
    expect(page.status).toBe(200);
    expect(new Set(column(employee(page), "Net ücret"))).toEqual(new Set(["28.075,50"]));
    const cost = employer(page);
    expect(new Set(column(cost, "İşverene toplam maliyet"))).toEqual(new Set(["40.874,63"]));
    expect(cost.Ocak).toMatchObject({ "SGK işveren payı": "7.184,03", "Hazine indirimi": "0,00", "İşsizlik işveren payı": "660,60" });
    expect(text(page, ".calc-warnings") ?? "").toBe("");
  });

  it("applies the Hazine indirimi chosen: 2026 2 points and imalat 5 points; 2025 5 points in January, then 4", async () => {
    const standard = employer(await get(`${WAGE}?yil=2026&brut=33030&indirim=2`));
    expect(standard.Ocak).toMatchObject({ "Hazine indirimi": "660,60 (2 puan)", "Ödenecek SGK işveren payı": "6.523,43" });
    expect(standard.Aralık?.["İşverene toplam maliyet"]).toBe("40.214,03");
    const manufacturing = employer(await get(`${WAGE}?yil=2026&brut=33030&indirim=5`));
    expect(manufacturing.Ocak?.["İşverene toplam maliyet"]).toBe("39.223,13");
    // wage-reference E4: 2025's minimum wage, 30.621,48 with 5 points, 30.881,53 with 4.
    const page2025 = await get(`${WAGE}?yil=2025&brut=26.005,50&indirim=2`);
    const cost2025 = employer(page2025);
    expect(cost2025.Ocak).toMatchObject({ "Hazine indirimi": "1.300,27 (5 puan)", "İşverene toplam maliyet": "30.621,48" });
    expect(cost2025.Şubat).toMatchObject({ "Hazine indirimi": "1.040,22 (4 puan)", "İşverene toplam maliyet": "30.881,53" });
    expect(new Set(column(employee(page2025), "Net ücret"))).toEqual(new Set(["22.104,67"]));
    // The 2025 indirim sets are named among the sources; without an indirim they are not.
    expect(text(page2025, ".calc-basis")).toContain("Hazine indirimi Şubat–Aralık 2025");
    expect(text(await get(`${WAGE}?yil=2025&brut=26005,50`), ".calc-basis")).not.toContain("Hazine indirimi");
  });

  it("shows the 2026 asgari ücret desteği apart, with its condition, never subtracted; 2025's (no condition in the data) not at all", async () => {
    const page = await get(`${WAGE}?yil=2026&brut=33030`);
    const aside = text(page, ".calc-aside");
    expect(aside).toContain("Asgari ücret desteği (maliyetten düşülmedi)");
    expect(aside).toContain("1.270,00 TL");
    expect(aside).toContain("15.240,00 TL");
    expect(aside).toContain("Koşul: Bir ayda 4/a kapsamındaki sigortalı sayısı");
    // Its figure set waits for the office's confirmation: the one neutral line, in the box, and no son kontrol for it.
    expect(aside).toContain(NEUTRAL_FIGURES_LINE);
    expect(text(page, ".calc-basis")).toContain("Asgari ücret desteği 2026: Asgari ücret desteği: sigortalı başına aylık 1.270 TL");
    expect(text(page, ".calc-basis")).not.toContain("1.270 TL; son kontrol");
    expect(employer(page)["Yıl toplamı"]?.["İşverene toplam maliyet"]).toBe("490.495,56");
    expect(page.html).not.toContain("koşul tek kaynakta");
    expect((await get(`${WAGE}?yil=2025&brut=26005,50`)).doc.querySelector(".calc-aside")).toBeNull();
  });

  it("names each figure set used with its public source and son kontrol day", async () => {
    const page = await get(`${WAGE}?yil=2026&brut=100000&indirim=2`);
    const basis = page.doc.querySelectorAll(".calc-basis li").map((li) => squash(li.text) ?? "");
    for (const title of [
      "Asgari ücret 2026",
      "SGK prime esas kazanç alt ve üst sınırı 2026",
      "İşveren prim oranları 2026",
      "Hazine indirimi 2026",
      "Ücretlerde damga vergisi 2026",
    ]) {
      expect(
        basis.find((line) => line.startsWith(`${title}: `)),
        title,
      ).toMatch(/; son kontrol: 25\.11\.2026$/);
    }
    expect(basis.some((line) => line.includes("Resmî Gazete 26.12.2025, sayı 33119"))).toBe(true);
    // Only the figures the wage uses: not the kıdem ceilings (the kıdem calculator's).
    expect(basis.some((line) => line.startsWith("Kıdem"))).toBe(false);
    expect(text(page, ".calc-checked")).toMatch(/^Son kontrol: \d{2}\.\d{2}\.\d{4}$/);
  });

  it("takes a month's own amount instead of the main one, and 0 as no wage from this job that month", async () => {
    const page = await get(`${WAGE}?yil=2026&brut=100000&ay3=120.000&ay12=0`);
    expect(page.status).toBe(200);
    const rows = employee(page);
    expect(rows.Mart?.["Brüt ücret"]).toBe("120.000,00");
    expect(rows.Nisan?.["Brüt ücret"]).toBe("100.000,00");
    expect(rows.Aralık).toMatchObject({ "Brüt ücret": "—", "Net ücret": "—", Not: "Bu işten ücret yok" });
    expect(employer(page).Aralık?.["İşverene toplam maliyet"]).toBe("—");
    expect(page.doc.querySelector("details.calc-details")?.hasAttribute("open")).toBe(true);
    expect(field(page, "ucret-ay3")?.getAttribute("value")).toBe("120.000");
    expect(inputs(page)).toEqual([
      "Hesaplama: Brütten nete, netten brüte ücret hesaplama",
      "Yıl: 2026",
      "Hesap: Brütten nete",
      "Aylık brüt ücret: 100.000,00 TL",
      "Mart brüt ücreti: 120.000,00 TL",
      "Aralık brüt ücreti: Bu işten ücret yok",
      "Hazine indirimi: Yok",
    ]);
  });

  it("starts the cumulative base from an earlier job's (onceki)", async () => {
    const zeros = Array.from({ length: 6 }, (_, index) => `ay${index + 1}=0`).join("&");
    const page = await get(`${WAGE}?yil=2026&brut=100000&${zeros}&onceki=500.000`);
    expect(page.status).toBe(200);
    const rows = employee(page);
    expect(rows.Haziran).toMatchObject({ "Kümülatif matrah": "500.000,00", "Net ücret": "—" });
    // July: 500.000 + 85.000 in the 27 % bracket (400.000 – 1.500.000); the istisna is July's, 4.537,75.
    expect(rows.Temmuz).toMatchObject({
      "Kümülatif matrah": "585.000,00",
      "Hesaplanan gelir vergisi": "22.950,00",
      "Asgari ücret GV istisnası": "4.537,75",
      "Ödenecek gelir vergisi": "18.412,25",
    });
    expect(inputs(page)).toContain("Önceki işverenlerden kümülatif matrah: 500.000,00 TL");
    expect(text(page, ".calc-table-notes")).toContain("önceki işverenlerden gelen 500.000,00 TL");
    // The steps are the first paid month's.
    expect(text(page, ".calc-steps")).toContain("Temmuz: hesaplanan gelir vergisi (%27)");
    expect(text(page, ".calc-steps")).toContain("500.000,00 → 585.000,00: 85.000,00 × %27 = 22.950,00 TL");
  });

  it("computes a wage below the minimum wage but says so in words", async () => {
    const page = await get(`${WAGE}?yil=2026&brut=20000`);
    expect(page.status).toBe(200);
    expect(text(page, ".calc-warnings")).toContain("Ocak–Aralık aylarında brüt ücret o ayın asgari ücretinin (33.030,00 TL) altında");
    const rows = employee(page);
    expect(rows.Ocak?.Not).toContain("Asgari ücretin altında");
    expect(rows.Ocak?.Not).toContain("SGK tabanının altında: primler 33.030,00 TL üzerinden");
  });
});

describe("netten brüte", () => {
  it("finds 100.000,00 brüt for a January net of 75.953,03 in 2026, and the same net every month", async () => {
    const page = await get(`${WAGE}?yil=2026&net=75.953,03`);
    expect(page.status).toBe(200);
    const rows = employee(page);
    expect(rows.Ocak?.["Brüt ücret"]).toBe("100.000,00");
    expect(new Set(column(rows, "Net ücret"))).toEqual(new Set(["75.953,03"]));
    expect(squash(page.doc.querySelectorAll(".calc-lines dd")[0]?.text)).toBe("100.000,00 TL");
    expect(text(page, ".calc-total-label")).toBe("2026 yılı brüt ücret toplamı");
  });

  it("solves the minimum wage's net back to 33.030,00", async () => {
    const rows = employee(await get(`${WAGE}?yil=2026&net=28075,50`));
    expect(new Set(column(rows, "Brüt ücret"))).toEqual(new Set(["33.030,00"]));
  });
});

describe("refusals (400, the form kept, the field at fault marked)", () => {
  it("refuses a form without an amount", async () => {
    expectRefusal(await get(`${WAGE}?yil=2026&brut=&net=`), "Ücret girilmedi", "ucret-brut", { yil: "2026" });
  });

  it("refuses both a brüt and a net", async () => {
    expectRefusal(await get(`${WAGE}?yil=2026&brut=100000&net=75000`), "yalnızca birini", "ucret-net", {
      "ucret-brut": "100000",
      "ucret-net": "75000",
    });
  });

  it.each([
    ["a malformed amount", "brut=12a45", "bir tutar olarak okunamadı", "ucret-brut"],
    ["a negative amount", "brut=-5000", "negatif olamaz", "ucret-brut"],
    ["zero", "brut=0", "sıfır olamaz", "ucret-brut"],
    ["an absurd amount", "brut=250.000.000", "100.000.000 TL'yi aşamaz", "ucret-brut"],
    ["a malformed net", "net=75.95.3", "Net ücret: “75.95.3” bir tutar olarak okunamadı", "ucret-net"],
    ["a malformed month", "brut=100000&ay4=abc", "Nisan ayının brüt ücreti: “abc” bir tutar olarak okunamadı", "ucret-ay4"],
    ["a negative month", "brut=100000&ay7=-1", "Temmuz ayının brüt ücreti negatif olamaz", "ucret-ay7"],
    ["a malformed earlier base", "brut=100000&onceki=yarım", "bir tutar olarak okunamadı", "ucret-onceki"],
    ["an unknown indirim", "brut=100000&indirim=7", "tanınmadı", "indirim-yok"],
  ])("refuses %s", async (_, query, reason, faulty) => {
    const page = await get(`${WAGE}?yil=2026&${query}`);
    const kept = Object.fromEntries(
      query
        .split("&")
        .map((pair) => pair.split("="))
        .filter(([name]) => name !== "indirim")
        .map(([name, value]) => [`ucret-${name}`, value!]),
    );
    if (faulty.startsWith("indirim")) {
      expect(page.status).toBe(400);
      expect(alertText(page)).toContain(reason);
      expect(page.doc.querySelector('fieldset[aria-describedby~="hesap-hatasi"]')).not.toBeNull();
      return;
    }
    expectRefusal(page, reason, faulty, { yil: "2026", ...kept });
  });

  it("refuses every month 0", async () => {
    const zeros = Array.from({ length: 12 }, (_, index) => `ay${index + 1}=0`).join("&");
    expectRefusal(await get(`${WAGE}?yil=2026&brut=100000&${zeros}`), "en az bir ayın", "ucret-ay1", { "ucret-brut": "100000" });
  });

  it("refuses a year without figures, naming the years it has, and never computes from another year", async () => {
    const page = await get(`${WAGE}?yil=2024&brut=100000`);
    expectRefusal(page, "2024 yılının ücret verileri elimizde yok", "yil", { yil: "2024", "ucret-brut": "100000" });
    expect(alertText(page)).toContain("Hesaplanabilen yıllar: 2025, 2026.");
  });

  it("refuses a year whose data is incomplete, naming what is missing", async () => {
    // A 2027 minimum wage alone: 2027 is offered, but the rest of its figures are missing.
    await db
      .insertInto("tax_sets")
      .values({
        id: "asgari-ucret/2027-01-01",
        kind: "asgari-ucret",
        year: 2027,
        title: "Asgari ücret 2027 (deneme)",
        source: "Deneme kaynağı",
        checked_on: "2026-11-26",
        warning: null,
        confirmed_at: "2026-11-26T00:00:00.000Z",
        updated_at: "2026-11-26T00:00:00.000Z",
      })
      .execute();
    await db
      .insertInto("wage_figures")
      .values({
        set_id: "asgari-ucret/2027-01-01",
        kind: "asgari-ucret",
        valid_from: "2027-01-01",
        valid_to: "2027-12-31",
        figures: JSON.stringify({ dailyGross: "1200.00", monthlyGross: "36000.00" }),
        evidence: "",
      })
      .execute();
    await bumpContentVersion(db);
    cleanup(async () => {
      await db.deleteFrom("wage_figures").where("set_id", "=", "asgari-ucret/2027-01-01").execute();
      await db.deleteFrom("tax_sets").where("id", "=", "asgari-ucret/2027-01-01").execute();
      await bumpContentVersion(db);
    });
    const page = await get(`${WAGE}?yil=2027&brut=100000`);
    expectRefusal(page, "2027 yılının SGK prime esas kazanç alt ve üst sınırı", "yil", { yil: "2027", "ucret-brut": "100000" });
    expect(alertText(page)).toContain("verilerimizde eksik");
  });

  it("says the one neutral line when a figure set it used waits for the office's confirmation", async () => {
    await db.updateTable("tax_sets").set({ confirmed_at: null }).where("id", "=", "asgari-ucret/2026-01-01").execute();
    await bumpContentVersion(db);
    cleanup(async () => {
      await db
        .updateTable("tax_sets")
        .set({ confirmed_at: "2026-11-25T00:00:00.000Z" })
        .where("id", "=", "asgari-ucret/2026-01-01")
        .execute();
      await bumpContentVersion(db);
    });
    const page = await get(`${WAGE}?yil=2026&brut=100000`);
    expect(page.status).toBe(200);
    expect(text(page, ".calc-warnings")).toContain(NEUTRAL_FIGURES_LINE);
    const line = page.doc.querySelectorAll(".calc-basis li").find((li) => li.text.startsWith("Asgari ücret 2026: "));
    expect(line?.text).not.toContain("son kontrol");
  });
});
