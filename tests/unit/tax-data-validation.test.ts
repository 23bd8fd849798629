/**
 * Vergi verileri: the checks of what the office types (tariff brackets, rates,
 * gecikme days, MTV thresholds) and uploads (the MTV tables CSV).
 */
import { describe, expect, it } from "vitest";
import { parseFields, parsePercentRate, parseWholeLira } from "#app/.server/tax/figures/fields.ts";
import { parseBracketTable, parseIncomeTariffForm } from "#app/.server/tax/figures/income-tariff.ts";
import { MTV_LAYOUT, type MtvRow, mtvCsvTemplate, parseMtvCsv } from "#app/.server/tax/figures/mtv-tables.ts";
import { lateRateDayProblem, lateRateSchema, parseMtvThresholdForm } from "#app/.server/tax/figures/validation.ts";

const TODAY = "2026-12-01";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

const rows = (...pairs: [string, string][]) => pairs.map(([limit, rate]) => ({ limit, rate }));

describe("amounts and rates as the office types them", () => {
  it("reads whole liras with or without thousands dots, and nothing else", () => {
    for (const text of ["190.000", "190000", " 190 000 TL", "190.000TL"]) expect(parseWholeLira(text), text).toBe(190_000);
    for (const text of ["190.000,50", "190,5", "1.5", "0", "-5", "abc", "", "19.00.000", "3000000000"]) {
      expect(parseWholeLira(text), text).toBeUndefined();
    }
  });

  it("reads percentages into exact decimal strings, at least two decimals like the seeded rows", () => {
    expect(parsePercentRate("15")).toEqual({ ok: true, rate: "0.15" });
    expect(parsePercentRate("%15")).toEqual({ ok: true, rate: "0.15" });
    expect(parsePercentRate("15 %")).toEqual({ ok: true, rate: "0.15" });
    expect(parsePercentRate("20")).toEqual({ ok: true, rate: "0.20" });
    expect(parsePercentRate("%3,7")).toEqual({ ok: true, rate: "0.037" });
    expect(parsePercentRate("3.7")).toEqual({ ok: true, rate: "0.037" });
    expect(parsePercentRate("2,5")).toEqual({ ok: true, rate: "0.025" });
    // 0.1 + 0.2 in binary floating point is 0.30000000000000004; decimal.js is exact.
    expect(parsePercentRate("30,0001")).toEqual({ ok: true, rate: "0.300001" });
  });

  it("refuses rates outside 0–100 % and a fraction typed where a percentage was asked for", () => {
    for (const text of ["0", "100", "120", "-3", "%", "", "abc", "3,12345"]) {
      expect(parsePercentRate(text), text).toEqual({ ok: false, reason: "unreadable" });
    }
    expect(parsePercentRate("0,15")).toEqual({ ok: false, reason: "fraction", typed: "0,15", meant: "15" });
    expect(parsePercentRate("0.037")).toEqual({ ok: false, reason: "fraction", typed: "0.037", meant: "3,7" });
  });
});

describe("a GVK md. 103 table", () => {
  const table2026 = rows(["190.000", "15"], ["400.000", "20"], ["1.000.000", "27"], ["5.300.000", "35"], ["", "40"]);

  it("reads the brackets in order, the last one open, empty rows below ignored", () => {
    const reading = parseBracketTable([...table2026, ...rows(["", ""], ["", ""])]);
    expect(reading).toEqual({
      ok: true,
      brackets: [
        { upperLimit: 190_000, rate: "0.15" },
        { upperLimit: 400_000, rate: "0.20" },
        { upperLimit: 1_000_000, rate: "0.27" },
        { upperLimit: 5_300_000, rate: "0.35" },
        { upperLimit: null, rate: "0.40" },
      ],
    });
  });

  it("refuses limits that are not strictly ascending, naming the row and its cell", () => {
    const falling = parseBracketTable(rows(["190.000", "15"], ["400.000", "20"], ["300.000", "27"], ["", "35"]));
    expect(falling).toEqual({
      ok: false,
      message: "3. dilimin üst sınırı (300.000) bir önceki dilimin sınırından (400.000) büyük olmalı; sınırlar küçükten büyüğe yazılır.",
      cells: ["sinir-3"],
    });
    const equal = parseBracketTable(rows(["190.000", "15"], ["190000", "20"], ["", "27"]));
    expect(equal.ok === false && equal.cells).toEqual(["sinir-2"]);
  });

  it("wants the last bracket open and every other one closed", () => {
    const closed = parseBracketTable(rows(["190.000", "15"], ["400.000", "20"]));
    expect(closed.ok === false && closed.message).toContain("Son dilimin (2.) üst sınırı boş bırakılmalı");
    const open = parseBracketTable(rows(["190.000", "15"], ["", "20"], ["", "27"]));
    expect(open.ok === false && open.message).toBe("2. dilimin üst sınırı yazılmamış; yalnızca son dilimin üst sınırı boş kalır.");
  });

  it("refuses rates out of range, falling rates, gaps and fewer than two brackets", () => {
    const high = parseBracketTable(rows(["190.000", "15"], ["", "120"]));
    expect(high).toMatchObject({ ok: false, cells: ["oran-2"] });
    expect(high.ok === false && high.message).toContain("%0'dan büyük ve %100'den küçük");
    const fraction = parseBracketTable(rows(["190.000", "0,15"], ["", "20"]));
    expect(fraction.ok === false && fraction.message).toBe("1. dilimin oranı yüzde olarak yazılmalı: 0,15 değil, 15 (yani %15).");
    const falling = parseBracketTable(rows(["190.000", "27"], ["400.000", "20"], ["", "35"]));
    expect(falling.ok === false && falling.message).toBe("2. dilimin oranı (%20) bir önceki dilimin oranından (%27) düşük olamaz.");
    const gap = parseBracketTable(rows(["190.000", "15"], ["", ""], ["", "20"]));
    expect(gap.ok === false && gap.message).toBe("2. satır boş; dilimleri boş satır bırakmadan sırayla yazın.");
    expect(parseBracketTable(rows(["", "15"])).ok).toBe(false);
    expect(parseBracketTable(rows(["", ""])).ok).toBe(false);
  });

  it("reads a whole tariff form, and on refusal keeps every value and marks the table and its cell", () => {
    const fields: Record<string, string> = { yil: "2027", kaynak: "GVGT Seri No: 3xx", kontrol: "2026-11-30" };
    table2026.forEach(({ limit, rate }, i) => {
      for (const kind of ["ucret", "ucret-disi"]) {
        fields[`${kind}-sinir-${i + 1}`] = limit;
        fields[`${kind}-oran-${i + 1}`] = rate;
      }
    });
    const ok = parseIncomeTariffForm(form(fields), TODAY);
    expect(ok.ok && ok.data).toMatchObject({ year: 2027, checkedOn: "2026-11-30", warning: null, replace: false });
    expect(ok.ok && ok.data.tables.ucret.at(-1)).toEqual({ upperLimit: null, rate: "0.40" });

    const bad = parseIncomeTariffForm(form({ ...fields, yil: "1999", kontrol: "2026-12-02", "ucret-sinir-3": "300.000" }), TODAY);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.yil).toBe("Yıl 2000 ile 2100 arasında dört haneli bir yıl olmalı.");
    expect(bad.errors.kontrol).toBe("Kontrol tarihi bugünden sonra olamaz.");
    expect(bad.errors.ucret).toMatch(/^Ücret gelirleri: 3\. dilimin üst sınırı/);
    expect(bad.errors["ucret-sinir-3"]).toBe(bad.errors.ucret);
    expect(bad.errors["ucret-disi"]).toBeUndefined();
    expect(bad.values["ucret-sinir-3"]).toBe("300.000");
  });
});

describe("gecikme zammı periods", () => {
  const days = ["2024-05-21", "2025-11-13", "2023-11-14"];

  it("takes a day after the latest rate and refuses a duplicate or an earlier day (no overlapping periods)", () => {
    expect(lateRateDayProblem("2027-01-01", days)).toBeUndefined();
    expect(lateRateDayProblem("2025-11-13", days)).toBe("13.11.2025 tarihli bir oran zaten var; aynı günden iki oran olamaz.");
    expect(lateRateDayProblem("2025-06-01", days)).toBe(
      "Yeni oran en son oranın başlangıcından (13.11.2025) sonra başlamalı; dönemler çakışamaz.",
    );
  });

  it("lets the latest rate's day be corrected, but not to or before the one before it", () => {
    expect(lateRateDayProblem("2025-11-14", days, "2025-11-13")).toBeUndefined();
    expect(lateRateDayProblem("2024-05-21", days, "2025-11-13")).toContain("zaten var");
    expect(lateRateDayProblem("2024-01-01", days, "2025-11-13")).toContain("bir önceki oranın başlangıcından (21.05.2024) sonra");
  });

  it("reads the rate as a percentage and wants the decree", () => {
    const ok = parseFields(lateRateSchema(TODAY), form({ gecerli: "01.01.2027", oran: "%3", karar: "CBK 1", kontrol: "" }));
    expect(ok.ok && ok.data).toEqual({ gecerli: "2027-01-01", oran: "0.03", karar: "CBK 1", not: null, kontrol: undefined, uyari: null });
    const bad = parseFields(lateRateSchema(TODAY), form({ gecerli: "2027-02-30", oran: "100", karar: " " }));
    expect(bad.ok === false && bad.errors).toEqual({
      gecerli: "Başlangıç tarihi geçerli bir tarih olmalı (ör. 2027-01-01 ya da 01.01.2027; 2000–2100).",
      oran: "Aylık oran yüzde olarak, %0'dan büyük ve %100'den küçük yazılmalı (ör. 3,7 ya da %3,7).",
      karar: "Karar alanı zorunludur.",
    });
  });
});

describe("MTV thresholds of a registration year", () => {
  const limits = { "esik-1-1": "309.100", "esik-1-2": "541.500", "esik-2-1": "309100", "esik-2-2": "541500" } as Record<string, string>;
  for (const band of [3, 4, 5, 6, 7, 8, 9]) limits[`esik-${band}-1`] = "775.100";

  it("wants the communiqué named for 2018–2024, and ascending limits within a band", () => {
    const plain = { kaynak: "197 sayılı MTV Kanunu md. 5", kontrol: "2026-11-30", ...limits };
    const early = parseMtvThresholdForm(form({ ...plain, yil: "2020" }), TODAY);
    expect(early.ok === false && early.errors.kaynak).toContain("MTV Genel Tebliği'nden okunarak girilir");
    const named = parseMtvThresholdForm(form({ ...plain, yil: "2020", kaynak: "MTV Genel Tebliği Seri No: 51" }), TODAY);
    expect(named.ok && named.data.limits.slice(0, 3)).toEqual([[309_100, 541_500], [309_100, 541_500], [775_100]]);
    expect(parseMtvThresholdForm(form({ ...plain, yil: "2027" }), TODAY).ok).toBe(true);
    expect(parseMtvThresholdForm(form({ ...plain, yil: "2017" }), TODAY).ok).toBe(false);

    const falling = parseMtvThresholdForm(form({ ...plain, yil: "2027", "esik-2-2": "300.000", "esik-9-1": "" }), TODAY);
    expect(falling.ok === false && falling.errors).toEqual({
      "esik-2-2": "1.301–1.600 cm³: 2. sınır (300.000) bir önceki sınırdan (309.100) büyük olmalı.",
      "esik-9-1": "4.001 cm³ ve üzeri: 1. sınır yazılmamış.",
    });
  });
});

/** A made-up table that keeps the rules: amounts fall with age, rise with the row. */
function sampleRows(): MtvRow[] {
  return [...MTV_LAYOUT.I, ...MTV_LAYOUT["I/A"]].map((shape) => {
    const base = (shape.tariff === "I" ? 1000 : 900) * shape.row;
    return { ...shape, age_1_3: base * 5, age_4_6: base * 4, age_7_11: base * 3, age_12_15: base * 2, age_16: base };
  });
}

/** The template's text with one line (1 = header) changed. */
function withLine(csv: string, line: number, change: (cells: string[]) => string[] | null): string {
  const lines = csv.split("\r\n");
  const changed = change((lines[line - 1] ?? "").split(";"));
  if (changed === null) lines.splice(line - 1, 1);
  else lines[line - 1] = changed.join(";");
  return lines.join("\r\n");
}

describe("the MTV tables CSV", () => {
  const template = mtvCsvTemplate(sampleRows());

  it("writes a UTF-8 BOM, semicolons and the 20 + 9 rows, and reads its own template back", () => {
    expect(
      template.startsWith("\uFEFFtarife;satir;motor_hacmi_alt;motor_hacmi_ust;deger_dilimi;yas_1_3;yas_4_6;yas_7_11;yas_12_15;yas_16\r\n"),
    ).toBe(true);
    expect(template.split("\r\n").filter(Boolean)).toHaveLength(30);
    expect(template).toContain("\r\nI;20;4001;;2;100000;80000;60000;40000;20000\r\n");
    expect(template).toContain("\r\nI/A;1;0;1300;;4500;3600;2700;1800;900\r\n");
    expect(parseMtvCsv(template)).toEqual({ ok: true, rows: sampleRows() });
  });

  it("accepts commas, thousands dots, Turkish letters in the header and Excel's empty rows", () => {
    const excel = `${template
      .replace(/^\uFEFF/, "")
      .replace("satir", "Satır")
      .replace("deger_dilimi", "değer_dilimi")
      .replace(";100000;", ";100.000;")};;;;;;;;;\r\n\r\n`;
    expect(parseMtvCsv(excel)).toEqual({ ok: true, rows: sampleRows() });
    const commas = template.replace(/;/g, ",");
    expect(parseMtvCsv(commas)).toEqual({ ok: true, rows: sampleRows() });
  });

  it("refuses a malformed file with the line of the problem", () => {
    expect(parseMtvCsv(withLine(template, 4, (c) => [...c.slice(0, 5), `"${c[5]}`, ...c.slice(6)]))).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^\d+\. satır: bir (tırnak işareti|hücrenin ortasında)/)],
    });
    const text = withLine(template, 5, (c) => [...c.slice(0, 6), "abc", ...c.slice(7)]);
    expect(parseMtvCsv(text)).toEqual({
      ok: false,
      problems: ["5. satır, yas_4_6: “abc” tam lira bir tutar değil (ör. 5.750 ya da 5750; sıfırdan büyük, kuruşsuz)."],
    });
    const decimals = withLine(template, 6, (c) => [...c.slice(0, 5), "5750,50", ...c.slice(6)]);
    expect(parseMtvCsv(decimals)).toMatchObject({ ok: false, problems: [expect.stringContaining("6. satır, yas_1_3")] });
    expect(parseMtvCsv("")).toEqual({ ok: false, problems: ["Dosya boş."] });
  });

  it("refuses a wrong row count, naming the missing rows, and a row given twice", () => {
    const short = withLine(template, 30, () => null);
    expect(parseMtvCsv(short)).toEqual({
      ok: false,
      problems: ["Dosyada 28 satır var, 29 olmalı ((I) 20, (I/A) 9). Eksik: (I/A) 9. satır."],
    });
    const twice = withLine(template, 3, () => (template.split("\r\n")[1] ?? "").split(";"));
    expect(parseMtvCsv(twice)).toEqual({ ok: false, problems: ["3. satır: (I) 1. satır dosyada iki kez var (ilki 2. satırda)."] });
    const extra = `${template}I;21;4001;;3;1;1;1;1;1\r\n`;
    expect(parseMtvCsv(extra)).toMatchObject({
      problems: ["31. satır: satır numarası “21” olamaz; (I) tarifesinin satırları 1–20."],
    });
  });

  it("refuses wrong columns, changed bands, amounts rising with age and a dearer row paying less", () => {
    const header = parseMtvCsv(withLine(template, 1, (c) => c.slice(0, 9)));
    expect(header.ok === false && header.problems[0]).toContain("1. satır (başlık): “yas_16” sütunu yok.");
    const band = parseMtvCsv(withLine(template, 2, (c) => [c[0] ?? "", c[1] ?? "", "0", "1400", ...c.slice(4)]));
    expect(band.ok === false && band.problems).toEqual([
      "2. satır: (I) 1. satır motor hacmi 0–1300 olmalı; şablondaki motor hacmi sütunlarını değiştirmeyin.",
    ]);
    const rising = parseMtvCsv(withLine(template, 2, (c) => [...c.slice(0, 6), "999999", ...c.slice(7)]));
    expect(rising.ok === false && rising.problems).toEqual([
      "2. satır: tutarlar yaş büyüdükçe azalır ya da aynı kalır; yas_4_6 (999.999) yas_1_3 tutarından (5.000) büyük.",
    ]);
    // Row 3 is (I) row 2: the ≤ 1300 cm³ band's second value band, now below row 1.
    const cheaper = parseMtvCsv(withLine(template, 3, (c) => [...c.slice(0, 5), "4000", "4000", "3000", "2000", "1000"]));
    expect(cheaper.ok === false && cheaper.problems).toEqual([
      "3. satır: (I) 2. satır yas_1_3 tutarı (4.000) aynı motor hacminin bir alt değer dilimindeki tutardan (2. satır, 5.000) düşük olamaz.",
    ]);
    const columns = parseMtvCsv(withLine(template, 2, (c) => [...c, "7"]));
    expect(columns.ok === false && columns.problems[0]).toBe("2. satır: başlıkta 10 sütun var, bu satırda daha fazla dolu hücre var.");
  });
});
