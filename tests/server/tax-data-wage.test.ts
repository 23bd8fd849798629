/**
 * Vergi verileri → Ücret ve tazminat over HTTP, as the office uses it without
 * JavaScript: a wage figure period added (and the calculators' loader sees
 * it), a period's figures replaced only with the tick, each refusal a 400
 * with the message beside its field, the form kept and nothing written, the
 * audit row, and "Kontrol ettim" on a pending period.
 */
import type { Kysely } from "kysely";
import { parse } from "node-html-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { loadWageYear } from "#app/.server/tax/calculators/wage-data.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { startServer, TEST_ADMIN, type TestServer } from "#tests/helpers/server.ts";

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
const PATH = "/adminpanel/vergi-verileri";

const post = (fields: Record<string, string>) => postAs(server, `${PATH}?bolum=ucret`, fields, { Cookie: cookie });
const screen = async (query = "bolum=ucret") =>
  parse(await (await fetch(`${server.url}${PATH}?${query}`, { headers: { Cookie: cookie } })).text());
const version = async () => Number((await db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version);
const wageRows = async () => (await db.selectFrom("wage_figures").select("set_id").execute()).length;
const setRows = async () => (await db.selectFrom("tax_sets").select("id").execute()).length;
const audit = (entryId: string) =>
  db
    .selectFrom("audit_log")
    .select(["action", "list", "admin_email", "details"])
    .where("entry_id", "=", entryId)
    .orderBy("created_at")
    .execute();
const fieldError = (html: string, id: string) => parse(html).querySelector(`#${id}-hata`)?.text.trim();

/** Removes a period the test added, with its set and audit rows. */
function forget(id: string) {
  cleanup(async () => {
    await db.deleteFrom("wage_figures").where("set_id", "=", id).execute();
    await db.deleteFrom("tax_sets").where("id", "=", id).execute();
    await db.deleteFrom("audit_log").where("entry_id", "=", id).execute();
  });
}

const SOURCE = "Asgari Ücret Tespit Komisyonu Kararı (sınama), Resmî Gazete 26.12.2026";

/** The 2027 minimum wage as the office would type it (made-up figures). */
const minimumWage2027 = (more: Record<string, string> = {}) => ({
  intent: "ucret-verisi",
  tur: "asgari-ucret",
  baslangic: "2027-01-01",
  bitis: "2027-12-31",
  gunluk: "1.250,00",
  aylik: "",
  kaynak: SOURCE,
  kontrol: "2026-11-20",
  ...more,
});

describe("adding a period", () => {
  it("adds the 2027 minimum wage: shown in Turkish format, loaded by the calculators, audited, a new content version", async () => {
    forget("asgari-ucret/2027-01-01");
    expect((await loadWageYear(db, 2027)).ok).toBe(false);
    const before = await version();
    const response = await post(minimumWage2027());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${PATH}?bolum=ucret&durum=ucret-verisi`);
    expect(await version()).toBe(before + 1);

    const row = await db.selectFrom("wage_figures").selectAll().where("set_id", "=", "asgari-ucret/2027-01-01").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "asgari-ucret", valid_from: "2027-01-01", valid_to: "2027-12-31", evidence: "" });
    // The monthly figure left empty is the daily × 30.
    expect(JSON.parse(row.figures)).toEqual({ dailyGross: "1250.00", monthlyGross: "37500.00" });
    const set = await db.selectFrom("tax_sets").selectAll().where("id", "=", "asgari-ucret/2027-01-01").executeTakeFirstOrThrow();
    expect(set).toMatchObject({ kind: "asgari-ucret", source: SOURCE, checked_on: "2026-11-20", confirmed_by: TEST_ADMIN.email });

    const load = await loadWageYear(db, 2027);
    expect(load.ok).toBe(false);
    if (!load.ok) {
      expect(load.missing).not.toContain("2027 yılının asgari ücreti");
      expect(load.missing).toContain("2027 yılının SGK prime esas kazanç alt ve üst sınırı");
    }

    const [entry] = await audit("asgari-ucret/2027-01-01");
    expect(entry).toMatchObject({ action: "tax-wage-figures", list: "vergi-verileri", admin_email: TEST_ADMIN.email });
    expect(JSON.parse(entry?.details ?? "{}")).toMatchObject({
      yeni: { kaynak: SOURCE, donem: ["2027-01-01", "2027-12-31"], rakamlar: { dailyGross: "1250.00", monthlyGross: "37500.00" } },
    });

    const doc = await screen("bolum=ucret&durum=ucret-verisi");
    expect(doc.querySelector('[role="status"]')?.text).toContain("Ücret verisi dönemi eklendi.");
    const article = doc.querySelector("#set-asgari-ucret-2027-01-01");
    expect(article?.querySelector("h4")?.text).toBe("Asgari ücret 01.01.2027–31.12.2027");
    const facts = article?.text ?? "";
    expect(facts).toContain("01.01.2027 – 31.12.2027");
    expect(facts).toContain("1.250,00 TL");
    expect(facts).toContain("37.500,00 TL");
    expect(facts).toContain(SOURCE);
    expect(facts).toContain("20.11.2026");
  });

  it("takes a research note: the period starts teyit bekliyor and the note shows on the screen only", async () => {
    forget("kidem-tavani/2027-01-01");
    const response = await post({
      intent: "ucret-verisi",
      tur: "kidem-tavani",
      baslangic: "01.01.2027",
      bitis: "30.06.2027",
      tavan: "80.000,50",
      kaynak: "Mali ve sosyal haklar genelgesi (sınama)",
      kontrol: "2026-11-20",
      uyari: "Genelgenin tarihi doğrulanmadı.",
    });
    expect(response.status).toBe(303);
    const set = await db.selectFrom("tax_sets").selectAll().where("id", "=", "kidem-tavani/2027-01-01").executeTakeFirstOrThrow();
    expect(set.confirmed_at).toBeNull();
    const article = (await screen()).querySelector("#set-kidem-tavani-2027-01-01");
    expect(article?.querySelector(".tax-pending")?.text).toBe("Teyit bekliyor");
    expect(article?.querySelector(".tax-set-warning")?.text).toContain("Genelgenin tarihi doğrulanmadı.");
    expect(article?.text).toContain("80.000,50 TL");
  });
});

describe("the section and the overview", () => {
  it("lists every period of every kind with its figures, rates as percent; the overview lists them under Ücret ve tazminat", async () => {
    const doc = await screen();
    expect(doc.querySelector("h2")?.text).toBe("Ücret ve tazminat");
    const kinds = doc.querySelectorAll(".tax-wage-kind h3").map((h) => h.text);
    expect(kinds).toEqual([
      "Asgari ücret",
      "SGK prime esas kazanç sınırları",
      "Sigortalı (işçi) prim oranları",
      "İşveren prim oranları",
      "Hazine indirimi",
      "Ücretlerde damga vergisi",
      "Asgari ücret desteği",
      "Kıdem tazminatı tavanı",
    ]);
    expect(doc.querySelector("#set-asgari-ucret-2026-01-01")?.text).toContain("33.030,00 TL");
    const minimum = doc.querySelectorAll(
      "#set-asgari-ucret-2026-01-01 .tax-set-figure dt, #set-asgari-ucret-2026-01-01 .tax-set-figure dd",
    );
    expect(minimum.map((cell) => cell.text)).toEqual([
      "Dönem",
      "01.01.2026 – 31.12.2026",
      "Günlük brüt",
      "1.101,00 TL",
      "Aylık brüt",
      "33.030,00 TL",
    ]);
    expect(doc.querySelector("#set-isveren-prim-2026-01-01")?.text).toContain("%21,75");
    expect(doc.querySelector("#set-damga-ucret-2026-01-01")?.text).toContain("%0,759");
    expect(doc.querySelector("#set-asgari-ucret-destegi-2026-01-01")?.text).toContain("4/a kapsamındaki sigortalı sayısı");
    expect(doc.querySelector("#set-kidem-tavani-2026-07-01 .tax-set-warning")?.text).toContain("Tutar tek bir ikincil kaynaktan");
    expect(doc.querySelectorAll(".tax-wage-kind .tax-set")).toHaveLength(19);

    const overview = await screen("bolum=ozet");
    const group = overview.querySelectorAll("tbody").find((body) => body.querySelector(".tax-group")?.text.trim() === "Ücret ve tazminat");
    expect(group?.querySelectorAll("tr").length).toBe(20);
    expect(group?.text).toContain("Kıdem tazminatı tavanı 01.07.2026–31.12.2026");
  });
});

describe("replacing a period", () => {
  it("is refused without the tick; with it the figures change and the old ones stay in the audit", async () => {
    forget("damga-ucret/2027-01-01");
    const fields = {
      intent: "ucret-verisi",
      tur: "damga-ucret",
      baslangic: "2027-01-01",
      bitis: "2027-12-31",
      oran: "0,759",
      kaynak: "488 sayılı Kanun (sınama)",
      kontrol: "2026-11-20",
    };
    expect((await post(fields)).status).toBe(303);
    const before = await version();
    const again = await post({ ...fields, oran: "0,8" });
    expect(again.status).toBe(400);
    const html = await again.text();
    expect(fieldError(html, "uc-damga-ucret-degistir")).toMatch(
      /^Ücretlerde damga vergisi için 01\.01\.2027 tarihinde başlayan bir dönem zaten var\. Yerine yazmak için/,
    );
    expect(parse(html).querySelector("#uc-damga-ucret-oran")?.getAttribute("value")).toBe("0,8");
    expect(await version()).toBe(before);

    const replaced = await post({ ...fields, oran: "0,8", degistir: "evet" });
    expect(replaced.headers.get("location")).toBe(`${PATH}?bolum=ucret&durum=ucret-verisi-degisti`);
    const row = await db
      .selectFrom("wage_figures")
      .select("figures")
      .where("set_id", "=", "damga-ucret/2027-01-01")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.figures)).toEqual({ rate: "0.008" });
    const rows = await audit("damga-ucret/2027-01-01");
    expect(rows.map((r) => r.action)).toEqual(["tax-wage-figures", "tax-wage-figures"]);
    expect(JSON.parse(rows[1]?.details ?? "{}").onceki.rakamlar).toEqual({ rate: "0.00759" });
  });
});

describe("the replace link", () => {
  it("opens the kind's form filled with that period's figures, the tick left for the office", async () => {
    const doc = await screen("bolum=ucret&ucret-degistir=isveren-prim/2026-01-01");
    const form = doc.querySelector("#ucret-formu-isveren-prim");
    expect(form?.hasAttribute("open")).toBe(true);
    expect(form?.text).toContain("Form, 01.01.2026 – 31.12.2026 döneminin rakamlarıyla dolduruldu");
    expect(form?.querySelector("#uc-isveren-prim-baslangic")?.getAttribute("value")).toBe("2026-01-01");
    expect(form?.querySelector("#uc-isveren-prim-sgk")?.getAttribute("value")).toBe("21,75");
    expect(form?.querySelector("#uc-isveren-prim-issizlik")?.getAttribute("value")).toBe("2");
    expect(form?.querySelector("#uc-isveren-prim-degistir")?.hasAttribute("checked")).toBe(false);
    // Another kind's form starts after its latest period, with the latest figures.
    const ceiling = doc.querySelector("#ucret-formu-kidem-tavani");
    expect(ceiling?.hasAttribute("open")).toBe(false);
    expect(ceiling?.querySelector("#uc-kidem-tavani-baslangic")?.getAttribute("value")).toBe("2027-01-01");
    expect(ceiling?.querySelector("#uc-kidem-tavani-bitis")?.getAttribute("value")).toBe("2027-06-30");
    expect(ceiling?.querySelector("#uc-kidem-tavani-tavan")?.getAttribute("value")).toBe("73.729,87");
  });
});

describe("refusals: 400, the message beside the field, the form kept, nothing written", () => {
  const sgk2027 = (more: Record<string, string>) => ({
    intent: "ucret-verisi",
    tur: "sgk-sinir",
    baslangic: "2027-01-01",
    bitis: "2027-12-31",
    taban: "37.500,00",
    tavan: "337.500,00",
    kaynak: "SGK Genelgesi (sınama)",
    kontrol: "2026-11-20",
    ...more,
  });
  const cases: [string, Record<string, string>, string, RegExp | string][] = [
    [
      "a period overlapping another of its kind",
      sgk2027({ baslangic: "2026-07-01" }),
      "uc-sgk-sinir-baslangic",
      "Bu dönem SGK prime esas kazanç sınırları için 01.01.2026 – 31.12.2026 dönemiyle çakışıyor; aynı gün iki dönemde olamaz. Tarihleri düzeltin ya da o dönemi değiştirin.",
    ],
    [
      "an end before the start",
      sgk2027({ bitis: "2026-12-31" }),
      "uc-sgk-sinir-bitis",
      "Bitiş (31.12.2026) başlangıçtan (01.01.2027) önce olamaz.",
    ],
    [
      "a taban not below the tavan",
      sgk2027({ tavan: "37.500" }),
      "uc-sgk-sinir-tavan",
      "Üst sınır (37.500,00 TL) alt sınırdan (37.500,00 TL) büyük olmalı.",
    ],
    ["a negative amount", sgk2027({ taban: "-37.500,00" }), "uc-sgk-sinir-taban", /^Alt sınır — taban \(aylık TL\) eksi olamaz/],
    [
      "a malformed amount",
      sgk2027({ taban: "37,500.00" }),
      "uc-sgk-sinir-taban",
      /^Alt sınır — taban \(aylık TL\) okunamadı: Türk yazımıyla/,
    ],
    ["a checked day in the future", sgk2027({ kontrol: "2099-01-01" }), "uc-sgk-sinir-kontrol", "Kontrol tarihi bugünden sonra olamaz."],
    ["a malformed day", sgk2027({ baslangic: "31.02.2027" }), "uc-sgk-sinir-baslangic", /^Başlangıç geçerli bir tarih olmalı/],
    ["no source", sgk2027({ kaynak: " " }), "uc-sgk-sinir-kaynak", "Kaynak alanı zorunludur."],
    [
      "a rate above 100 percent",
      { ...sgk2027({}), tur: "isci-prim", sgk: "140", issizlik: "1" },
      "uc-isci-prim-sgk",
      "SGK prim oranı (%) %0'dan büyük, %100'den küçük olmalı.",
    ],
    [
      "a monthly minimum wage other than the daily × 30",
      minimumWage2027({ aylik: "37.000,00" }),
      "uc-asgari-ucret-aylik",
      "Aylık brüt günlük tutarın 30 katı olmalı: 1.250,00 × 30 = 37.500,00 TL. Boş bırakırsanız bu tutar yazılır.",
    ],
    [
      "Hazine indirimi points above the employer SGK rate of the same period",
      // The 2026 period replaced (the tick given): only the cross-check stands in the way.
      {
        ...sgk2027({ baslangic: "2026-01-01", bitis: "2026-12-31", degistir: "evet" }),
        tur: "hazine-indirimi",
        standart: "2",
        imalat: "25",
      },
      "uc-hazine-indirimi-imalat",
      "25 puan, aynı dönemin işveren SGK prim oranından (%21,75, 01.01.2026 – 31.12.2026) büyük olamaz.",
    ],
  ];

  for (const [what, fields, id, message] of cases) {
    it(`refuses ${what}`, async () => {
      const [before, wages, sets] = await Promise.all([version(), wageRows(), setRows()]);
      const response = await post(fields);
      expect(response.status).toBe(400);
      const html = await response.text();
      if (typeof message === "string") expect(fieldError(html, id)).toBe(message);
      else expect(fieldError(html, id)).toMatch(message);
      const doc = parse(html);
      const form = doc.querySelector(`#ucret-formu-${fields.tur}`);
      expect(form?.hasAttribute("open")).toBe(true);
      expect(form?.querySelector('[role="alert"]')?.text).toContain("hiçbir şey değişmedi");
      expect(doc.querySelector(`#${id}`)?.getAttribute("aria-invalid")).toBe("true");
      expect(doc.querySelector(`#uc-${fields.tur}-kaynak`)?.getAttribute("value")).toBe(fields.kaynak);
      // Only the refused kind's form shows the refusal.
      expect(doc.querySelectorAll("details.tax-form[open]")).toHaveLength(1);
      expect([await version(), await wageRows(), await setRows()]).toEqual([before, wages, sets]);
    });
  }

  it("answers a signed-out POST with 401 and writes nothing", async () => {
    const wages = await wageRows();
    const response = await postAs(server, `${PATH}?bolum=ucret`, minimumWage2027());
    expect(response.status).toBe(401);
    expect(await wageRows()).toBe(wages);
  });
});

describe("Kontrol ettim on a pending period", () => {
  it("confirms kidem-tavani/2026-07-01: who and when recorded, audited, back to the section", async () => {
    const id = "kidem-tavani/2026-07-01";
    const original = await db.selectFrom("tax_sets").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(original.confirmed_at).toBeNull();
    cleanup(async () => {
      await db
        .updateTable("tax_sets")
        .set({ confirmed_at: null, confirmed_by: null, checked_on: original.checked_on, updated_at: original.updated_at })
        .where("id", "=", id)
        .execute();
      await db.deleteFrom("audit_log").where("entry_id", "=", id).execute();
    });
    const page = await screen();
    expect(page.querySelector("#set-kidem-tavani-2026-07-01 .tax-pending")?.text).toBe("Teyit bekliyor");
    const before = await version();
    const response = await postAs(server, `${PATH}?bolum=ucret&kontrol=${id}`, { intent: "kontrol-ettim", id }, { Cookie: cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${PATH}?bolum=ucret&durum=kontrol-ettim`);
    const set = await db.selectFrom("tax_sets").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(set.confirmed_by).toBe(TEST_ADMIN.email);
    expect(set.checked_on).toBe(istanbulDay(new Date()));
    expect(await version()).toBe(before + 1);
    expect((await audit(id)).map((r) => r.action)).toEqual(["tax-set-confirm"]);
    const after = await screen();
    expect(after.querySelector("#set-kidem-tavani-2026-07-01 .tax-confirmed")?.text).toContain(`Kontrol edildi:`);
  });
});
