/**
 * Vergi verileri over HTTP, as the office uses it without JavaScript: a new
 * year's tariff, a gecikme rate from a day, holidays, a set's source; each
 * change written with its audit row and a raised content version, each
 * refusal a 400 with the message beside its field and nothing changed.
 * (The MTV tables' CSV: tax-data-mtv-import.test.ts.)
 */
import type { Kysely } from "kysely";
import { parse } from "node-html-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
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

const post = (section: string, fields: Record<string, string>, query = "") =>
  postAs(server, `${PATH}?bolum=${section}${query}`, fields, { Cookie: cookie });
const page = async (query: string) => parse(await (await fetch(`${server.url}${PATH}?${query}`, { headers: { Cookie: cookie } })).text());
const version = async () => Number((await db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version);
const audit = (entryId: string) =>
  db
    .selectFrom("audit_log")
    .select(["action", "list", "admin_email", "details"])
    .where("entry_id", "=", entryId)
    .orderBy("created_at")
    .execute();
/** Each body row of the page's tables as its cells' texts, space-separated. */
const rowTexts = (doc: ReturnType<typeof parse>, scope = "tbody tr") =>
  doc.querySelectorAll(scope).map((tr) =>
    tr
      .querySelectorAll("th, td")
      .map((cell) => cell.text.trim())
      .join(" ")
      .trim(),
  );
/** The refused form's page: the message beside a field (its id) and the alert above the form. */
const fieldError = (html: string, id: string) => parse(html).querySelector(`#${id}-hata`)?.text.trim();

/** Removes everything a test wrote for a set, after the test. */
function forgetSet(id: string, tables: () => Promise<unknown>) {
  cleanup(async () => {
    await tables();
    await db.deleteFrom("tax_sets").where("id", "=", id).execute();
    await db.deleteFrom("audit_log").where("entry_id", "=", id).execute();
  });
}

/** A made-up 2027 tariff (the office would type the communiqué's figures). */
function tariff(year: string, more: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = { intent: "gelir-vergisi", yil: year, kaynak: "Sınama Tebliği Seri No: 1", kontrol: "2026-11-20" };
  const tables = {
    "ucret-disi": [
      ["200.000", "15"],
      ["420.000", "20"],
      ["1.100.000", "27"],
      ["5.600.000", "35"],
      ["", "40"],
    ],
    ucret: [
      ["200000", "%15"],
      ["420000", "%20"],
      ["1600000", "%27"],
      ["5600000", "%35"],
      ["", "%40"],
    ],
  };
  for (const [kind, rows] of Object.entries(tables)) {
    rows.forEach(([limit, rate], i) => {
      fields[`${kind}-sinir-${i + 1}`] = limit ?? "";
      fields[`${kind}-oran-${i + 1}`] = rate ?? "";
    });
  }
  return { ...fields, ...more };
}

describe("a year's gelir vergisi tariff", () => {
  it("the office adds 2027: brackets stored as exact decimals, the set with its source, an audit row, a new content version", async () => {
    forgetSet("gelir-vergisi/2027", () => db.deleteFrom("income_tax_brackets").where("year", "=", 2027).execute());
    const before = await version();
    const response = await post("gelir-vergisi", tariff("2027"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${PATH}?bolum=gelir-vergisi&durum=gelir-vergisi`);

    const rows = await db
      .selectFrom("income_tax_brackets")
      .selectAll()
      .where("year", "=", 2027)
      .orderBy("income")
      .orderBy("position")
      .execute();
    expect(rows.map((r) => [r.income, Number(r.position), r.upper_limit === null ? null : Number(r.upper_limit), r.rate])).toEqual([
      ["ucret", 1, 200_000, "0.15"],
      ["ucret", 2, 420_000, "0.20"],
      ["ucret", 3, 1_600_000, "0.27"],
      ["ucret", 4, 5_600_000, "0.35"],
      ["ucret", 5, null, "0.40"],
      ["ucret-disi", 1, 200_000, "0.15"],
      ["ucret-disi", 2, 420_000, "0.20"],
      ["ucret-disi", 3, 1_100_000, "0.27"],
      ["ucret-disi", 4, 5_600_000, "0.35"],
      ["ucret-disi", 5, null, "0.40"],
    ]);
    const set = await db.selectFrom("tax_sets").selectAll().where("id", "=", "gelir-vergisi/2027").executeTakeFirstOrThrow();
    expect(set).toMatchObject({
      kind: "gelir-vergisi",
      title: "Gelir vergisi tarifesi 2027",
      source: "Sınama Tebliği Seri No: 1",
      checked_on: "2026-11-20",
    });
    expect(await version()).toBe(before + 1);
    const [row] = await audit("gelir-vergisi/2027");
    expect(row).toMatchObject({ action: "tax-tariff", list: "vergi-verileri", admin_email: TEST_ADMIN.email });
    expect(JSON.parse(row?.details ?? "{}").yeni.dilimler.ucret[2]).toEqual({ upperLimit: 1_600_000, rate: "0.27" });

    const shown = await page("bolum=gelir-vergisi&durum=gelir-vergisi");
    expect(shown.querySelector('[role="status"]')?.text).toContain("Gelir vergisi tarifesi eklendi.");
    const table = shown.querySelectorAll("table").find((t) => t.querySelector("caption")?.text === "2027 — Ücret gelirleri");
    expect(table && rowTexts(table)).toContain("3. 420.000 – 1.600.000 %27");
  });

  it("refuses falling limits beside the table, keeps what was typed and changes nothing", async () => {
    const before = await version();
    const response = await post("gelir-vergisi", tariff("2027", { "ucret-sinir-3": "400.000" }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldError(html, "gv-ucret")).toBe(
      "Ücret gelirleri: 3. dilimin üst sınırı (400.000) bir önceki dilimin sınırından (420.000) büyük olmalı; sınırlar küçükten büyüğe yazılır.",
    );
    const doc = parse(html);
    expect(doc.querySelector("#gv-ucret-sinir-3")?.getAttribute("aria-invalid")).toBe("true");
    expect(doc.querySelector("#gv-ucret-sinir-3")?.getAttribute("value")).toBe("400.000");
    expect(doc.querySelector("details.tax-form")?.hasAttribute("open")).toBe(true);
    expect(doc.querySelector('[role="alert"]')?.text).toContain("hiçbir şey değişmedi");

    const rate = await post("gelir-vergisi", tariff("2027", { "ucret-disi-oran-2": "120" }));
    expect(rate.status).toBe(400);
    expect(fieldError(await rate.text(), "gv-ucret-disi")).toContain("2. dilimin oranı yüzde olarak, %0'dan büyük ve %100'den küçük");
    expect(await db.selectFrom("income_tax_brackets").select("year").where("year", "=", 2027).execute()).toEqual([]);
    expect(await db.selectFrom("tax_sets").select("id").where("id", "=", "gelir-vergisi/2027").execute()).toEqual([]);
    expect(await version()).toBe(before);
  });

  it("replaces an existing year only when asked to, keeping the old brackets in the audit details", async () => {
    forgetSet("gelir-vergisi/2028", () => db.deleteFrom("income_tax_brackets").where("year", "=", 2028).execute());
    expect((await post("gelir-vergisi", tariff("2028"))).status).toBe(303);
    const before = await version();
    const again = await post("gelir-vergisi", tariff("2028", { "ucret-sinir-1": "210.000" }));
    expect(again.status).toBe(400);
    expect(fieldError(await again.text(), "gv-degistir")).toMatch(/^2028 yılının gelir vergisi tarifesi zaten var\./);
    expect(await version()).toBe(before);

    const replaced = await post("gelir-vergisi", tariff("2028", { "ucret-sinir-1": "210.000", degistir: "evet" }));
    expect(replaced.headers.get("location")).toBe(`${PATH}?bolum=gelir-vergisi&durum=gelir-vergisi-degisti`);
    const first = await db
      .selectFrom("income_tax_brackets")
      .select("upper_limit")
      .where("year", "=", 2028)
      .where("income", "=", "ucret")
      .where("position", "=", 1)
      .executeTakeFirstOrThrow();
    expect(Number(first.upper_limit)).toBe(210_000);
    const rows = await audit("gelir-vergisi/2028");
    expect(rows.map((r) => r.action)).toEqual(["tax-tariff", "tax-tariff"]);
    const old = JSON.parse(rows[1]?.details ?? "{}").onceki;
    expect(old.kaynak).toBe("Sınama Tebliği Seri No: 1");
    expect(
      old.dilimler.find((b: { income: string; position: number }) => b.income === "ucret" && Number(b.position) === 1).upper_limit,
    ).toBe(200_000);
  });

  it("answers a signed-out POST with 401 and writes nothing", async () => {
    const response = await postAs(server, `${PATH}?bolum=gelir-vergisi`, tariff("2029"));
    expect(response.status).toBe(401);
    expect(await db.selectFrom("income_tax_brackets").select("year").where("year", "=", 2029).execute()).toEqual([]);
  });
});

describe("gecikme zammı rates", () => {
  async function keepLateSet() {
    const set = await db.selectFrom("tax_sets").selectAll().where("id", "=", "gecikme").executeTakeFirstOrThrow();
    cleanup(async () => {
      await db.deleteFrom("late_payment_rates").where("valid_from", ">=", "2027-01-01").execute();
      await db.updateTable("tax_sets").set(set).where("id", "=", "gecikme").execute();
      await db.deleteFrom("audit_log").where("entry_id", "=", "gecikme").execute();
    });
    return set;
  }
  const rate = (more: Record<string, string>) => ({ intent: "gecikme-ekle", oran: "%3", karar: "Sınama kararı 1", ...more });

  it("adds a rate from 2027-01-01 at %3: stored as 0.03, in the list, the set's checked day and warning updated", async () => {
    await keepLateSet();
    const before = await version();
    const response = await post("gecikme", rate({ gecerli: "2027-01-01", kontrol: "2026-11-21", uyari: "" }));
    expect(response.headers.get("location")).toBe(`${PATH}?bolum=gecikme&durum=gecikme-ekle`);
    expect(await db.selectFrom("late_payment_rates").selectAll().where("valid_from", "=", "2027-01-01").executeTakeFirst()).toEqual({
      valid_from: "2027-01-01",
      monthly_rate: "0.03",
      decree: "Sınama kararı 1",
      note: null,
    });
    expect(await db.selectFrom("tax_sets").select(["checked_on", "warning"]).where("id", "=", "gecikme").executeTakeFirst()).toEqual({
      checked_on: "2026-11-21",
      warning: null,
    });
    expect(await version()).toBe(before + 1);
    expect((await audit("gecikme")).map((a) => a.action)).toEqual(["tax-late-rate"]);
    expect(rowTexts(await page("bolum=gecikme")).at(-1)).toBe("01.01.2027 %3 Sınama kararı 1  Düzelt");
  });

  it("refuses a duplicate day and a day before the latest rate (no overlapping periods), changing nothing", async () => {
    await keepLateSet();
    expect((await post("gecikme", rate({ gecerli: "2027-01-01" }))).status).toBe(303);
    const before = await version();
    const duplicate = await post("gecikme", rate({ gecerli: "2027-01-01", oran: "4" }));
    expect(duplicate.status).toBe(400);
    expect(fieldError(await duplicate.text(), "gz-gecerli")).toBe("01.01.2027 tarihli bir oran zaten var; aynı günden iki oran olamaz.");
    const earlier = await post("gecikme", rate({ gecerli: "2026-12-01" }));
    expect(fieldError(await earlier.text(), "gz-gecerli")).toBe(
      "Yeni oran en son oranın başlangıcından (01.01.2027) sonra başlamalı; dönemler çakışamaz.",
    );
    const fraction = await post("gecikme", rate({ gecerli: "2027-02-01", oran: "0,03" }));
    expect(fieldError(await fraction.text(), "gz-oran")).toBe("Aylık oran yüzde olarak yazılmalı: 0,03 değil, 3 (yani %3).");
    expect(await db.selectFrom("late_payment_rates").select("valid_from").where("valid_from", ">=", "2027-01-01").execute()).toHaveLength(
      1,
    );
    expect(await version()).toBe(before);
  });

  it("corrects the latest rate (a typo) with the old one in the audit, but no older one", async () => {
    await keepLateSet();
    expect((await post("gecikme", rate({ gecerli: "2027-01-01", oran: "30" }))).status).toBe(303);
    const fix = { intent: "gecikme-duzelt", onceki: "2027-01-01", gecerli: "2027-01-02", oran: "3", karar: "Sınama kararı 1" };
    const fixed = await post("gecikme", fix, "&gecikme-duzelt");
    expect(fixed.headers.get("location")).toBe(`${PATH}?bolum=gecikme&durum=gecikme-duzelt`);
    const rows = await db
      .selectFrom("late_payment_rates")
      .select(["valid_from", "monthly_rate"])
      .where("valid_from", ">=", "2027-01-01")
      .execute();
    expect(rows).toEqual([{ valid_from: "2027-01-02", monthly_rate: "0.03" }]);
    const details = JSON.parse((await audit("gecikme")).at(-1)?.details ?? "{}");
    expect(details.onceki).toMatchObject({ valid_from: "2027-01-01", monthly_rate: "0.30" });

    const older = await post("gecikme", { ...fix, onceki: "2025-11-13", gecerli: "2025-11-13" }, "&gecikme-duzelt");
    expect(older.status).toBe(400);
    expect(fieldError(await older.text(), "gzd-gecerli")).toContain("Yalnızca en son oran düzeltilebilir");
    expect(
      await db.selectFrom("late_payment_rates").select("monthly_rate").where("valid_from", "=", "2025-11-13").executeTakeFirst(),
    ).toEqual({
      monthly_rate: "0.037",
    });
  });
});

describe("holidays", () => {
  const holidays = (...days: string[]) => db.selectFrom("holidays").selectAll().where("date", "in", days).orderBy("date").execute();

  it("adds, edits and deletes a holiday, each audited, and asks for the calendar to be regenerated", async () => {
    cleanup(async () => {
      await db.deleteFrom("holidays").where("date", "in", ["2027-06-01", "2027-06-02"]).execute();
      await db.deleteFrom("audit_log").where("entry_id", "=", "tatil/2027").execute();
    });
    const added = await post("tatil", { intent: "tatil-ekle", tarih: "2027-06-01", ad: "Sınama tatili" });
    expect(added.headers.get("location")).toBe(`${PATH}?bolum=tatil&durum=tatil-ekle`);
    expect(await holidays("2027-06-01", "2027-06-02")).toEqual([{ date: "2027-06-01", name: "Sınama tatili", half_day: 0 }]);
    const shown = await page("bolum=tatil&durum=tatil-ekle");
    expect(shown.querySelector('[role="status"]')?.text).toContain(
      "Vergi takviminde oluşturulmuş yılların son günleri bu tatillere göre yeniden hesaplandı",
    );
    expect(shown.querySelector('[role="status"] a')?.getAttribute("href")).toBe("/adminpanel/vergi-takvimi");
    expect(rowTexts(shown)).toContain("01.06.2027 Salı Sınama tatili Tam gün DüzenleSil");

    const edit = { intent: "tatil-duzelt", onceki: "2027-06-01", tarih: "2027-06-02", ad: "Sınama arifesi", yarim: "evet" };
    expect((await post("tatil", edit, "&tatil-duzenle=2027-06-01")).status).toBe(303);
    expect(await holidays("2027-06-01", "2027-06-02")).toEqual([{ date: "2027-06-02", name: "Sınama arifesi", half_day: 1 }]);

    expect((await post("tatil", { intent: "tatil-sil", tarih: "2027-06-02" })).headers.get("location")).toBe(
      `${PATH}?bolum=tatil&durum=tatil-sil`,
    );
    expect(await holidays("2027-06-01", "2027-06-02")).toEqual([]);
    // Deleted meanwhile (another session): said above the list, nothing else happens.
    const gone = await post("tatil", { intent: "tatil-sil", tarih: "2027-06-02" }, "&tatil-sil=2027-06-02");
    expect(gone.status).toBe(400);
    expect(parse(await gone.text()).querySelector('[role="alert"]')?.text).toBe(
      "Silinecek tatil bulunamadı; başka bir oturumda silinmiş olabilir.",
    );
    const rows = await audit("tatil/2027");
    expect(rows.map((r) => r.action)).toEqual(["tax-holiday", "tax-holiday-edit", "tax-holiday-delete"]);
    expect(JSON.parse(rows[2]?.details ?? "{}").onceki).toEqual({ date: "2027-06-02", name: "Sınama arifesi", half_day: 1 });
  });

  it("moves the calendar's deadlines with a holiday at once, and back when it is deleted", async () => {
    cleanup(async () => {
      await db.deleteFrom("holidays").where("date", "=", "2027-06-28").execute();
      await db.deleteFrom("audit_log").where("entry_id", "=", "tatil/2027").execute();
    });
    // The calendar's current and next year are generated at start (or on its first reading).
    expect((await fetch(`${server.url}/vergi-takvimi`)).status).toBe(200);
    const regenerations = () =>
      db
        .selectFrom("audit_log")
        .select("entry_id")
        .where("action", "=", "tax-calendar-generate")
        .where("admin_email", "=", TEST_ADMIN.email)
        .orderBy("created_at")
        .execute();
    const earlier = (await regenerations()).length;
    const due = async () =>
      (await db.selectFrom("tax_deadlines").select("due_date").where("id", "=", "kdv1-2027-05").executeTakeFirstOrThrow()).due_date;
    // KDV 1 No.lu for May 2027: the 28th of June, a Monday.
    expect(await due()).toBe("2027-06-28");
    expect((await post("tatil", { intent: "tatil-ekle", tarih: "2027-06-28", ad: "Sınama tatili" })).status).toBe(303);
    expect(await due()).toBe("2027-06-29");
    const calendar = await (await fetch(`${server.url}/vergi-takvimi?ay=2027-06`)).text();
    expect(calendar).toContain("29.06.2027");
    expect((await post("tatil", { intent: "tatil-sil", tarih: "2027-06-28" })).status).toBe(303);
    expect(await due()).toBe("2027-06-28");
    const regenerated = (await regenerations()).slice(earlier);
    // Both years once for the holiday added, once for it deleted.
    expect(regenerated.map((r) => r.entry_id).sort()).toEqual(["2026", "2026", "2027", "2027"]);
  });

  it("refuses a day that is no date, a day already taken and a year without its list; a new year's list comes first", async () => {
    cleanup(async () => {
      await db.deleteFrom("holidays").where("date", "like", "2031-%").execute();
      await db.deleteFrom("tax_sets").where("id", "=", "tatil/2031").execute();
      await db.deleteFrom("audit_log").where("entry_id", "=", "tatil/2031").execute();
    });
    const before = await version();
    const bad = await post("tatil", { intent: "tatil-ekle", tarih: "2027-02-30", ad: "Yok" });
    expect(fieldError(await bad.text(), "tatil-tarih")).toContain("Tarih geçerli bir tarih olmalı");
    const taken = await post("tatil", { intent: "tatil-ekle", tarih: "2027-10-29", ad: "İkinci" });
    expect(fieldError(await taken.text(), "tatil-tarih")).toMatch(/^29\.10\.2027 tarihinde zaten bir tatil var/);
    const noYear = await post("tatil", { intent: "tatil-ekle", tarih: "2031-01-01", ad: "Yılbaşı" });
    expect(fieldError(await noYear.text(), "tatil-tarih")).toBe(
      "2031 yılının resmî tatil listesi yok; önce “Yeni tatil yılı” formuyla listeyi kaynağıyla ekleyin.",
    );
    expect(await version()).toBe(before);

    const year = { intent: "tatil-yili", yil: "2031", kaynak: "2429 sayılı Kanun", kontrol: "2026-11-20" };
    expect((await post("tatil", year)).headers.get("location")).toBe(`${PATH}?bolum=tatil&durum=tatil-yili`);
    expect((await post("tatil", { intent: "tatil-ekle", tarih: "01.01.2031", ad: "Yılbaşı" })).status).toBe(303);
    expect(await holidays("2031-01-01")).toEqual([{ date: "2031-01-01", name: "Yılbaşı", half_day: 0 }]);
  });
});

describe("a set's source, checked day and warning", () => {
  it("updates them after a new check, and refuses a checked day in the future", async () => {
    const set = await db.selectFrom("tax_sets").selectAll().where("id", "=", "kdv-oranlari").executeTakeFirstOrThrow();
    cleanup(async () => {
      await db.updateTable("tax_sets").set(set).where("id", "=", "kdv-oranlari").execute();
      await db.deleteFrom("audit_log").where("entry_id", "=", "kdv-oranlari").execute();
    });
    const fields = { intent: "veri-seti", id: "kdv-oranlari", kaynak: "Yeniden okundu", kontrol: "2026-11-21", uyari: "Sınama uyarısı" };
    const future = await post("kdv", { ...fields, kontrol: "2099-01-01" }, "&duzenle-set=kdv-oranlari");
    expect(fieldError(await future.text(), "set-kontrol")).toBe("Kontrol tarihi bugünden sonra olamaz.");
    const response = await post("kdv", fields, "&duzenle-set=kdv-oranlari");
    expect(response.headers.get("location")).toBe(`${PATH}?bolum=kdv&durum=veri-seti`);
    expect(
      await db.selectFrom("tax_sets").select(["source", "checked_on", "warning"]).where("id", "=", "kdv-oranlari").executeTakeFirst(),
    ).toEqual({
      source: "Yeniden okundu",
      checked_on: "2026-11-21",
      warning: "Sınama uyarısı",
    });
    expect(JSON.parse((await audit("kdv-oranlari"))[0]?.details ?? "{}").onceki.kaynak).toBe(set.source);
    const overview = await page("bolum=ozet");
    expect(rowTexts(overview)).toContain(
      "KDV oranları Yeniden okundu Kontrol edildi: 22.11.2026 (kaynak verileriyle) 21.11.2026 Sınama uyarısı",
    );
  });
});

describe("fatura düzenleme sınırı and MTV thresholds", () => {
  it("adds a year's limit from a day within that year", async () => {
    forgetSet("fatura-siniri/2027", () => db.deleteFrom("invoice_limits").where("year", "=", 2027).execute());
    const fields = {
      intent: "fatura-siniri",
      yil: "2027",
      tutar: "14.000",
      gecerli: "2026-12-31",
      kaynak: "VUK GT Sıra No: 9xx",
      kontrol: "2026-11-20",
    };
    const outside = await post("fatura-siniri", fields);
    expect(fieldError(await outside.text(), "fs-gecerli")).toBe(
      "Geçerlilik başlangıcı sınırın yılı içinde olmalı (ör. 2027 için 2027-01-01).",
    );
    expect((await post("fatura-siniri", { ...fields, gecerli: "2027-01-01" })).status).toBe(303);
    const limit = await db.selectFrom("invoice_limits").selectAll().where("year", "=", 2027).executeTakeFirstOrThrow();
    expect([limit.valid_from, Number(limit.amount)]).toEqual(["2027-01-01", 14_000]);
  });

  it("takes thresholds of 2018–2024 only with the MTV Genel Tebliği named in the source", async () => {
    forgetSet("mtv-esik/2020", () => db.deleteFrom("mtv_thresholds").where("year", "=", 2020).execute());
    const fields: Record<string, string> = {
      intent: "mtv-esik",
      yil: "2020",
      kaynak: "197 sayılı MTV Kanunu md. 5",
      kontrol: "2026-11-20",
    };
    fields["esik-1-1"] = "100.000";
    fields["esik-1-2"] = "180.000";
    fields["esik-2-1"] = "100.000";
    fields["esik-2-2"] = "180.000";
    for (let band = 3; band <= 9; band += 1) fields[`esik-${band}-1`] = String(200_000 * band);
    const unnamed = await post("mtv", fields);
    expect(unnamed.status).toBe(400);
    expect(fieldError(await unnamed.text(), "esik-kaynak")).toContain("yalnızca o yılın MTV Genel Tebliği'nden okunarak girilir");
    expect(await db.selectFrom("mtv_thresholds").select("year").where("year", "=", 2020).execute()).toEqual([]);

    expect((await post("mtv", { ...fields, kaynak: "MTV Genel Tebliği Seri No: 99 (sınama)" })).status).toBe(303);
    const rows = await db.selectFrom("mtv_thresholds").selectAll().where("year", "=", 2020).orderBy("cc_min").execute();
    expect(rows.map((r) => [Number(r.cc_min), r.cc_max === null ? null : Number(r.cc_max), r.limits])).toEqual([
      [0, 1300, "100000,180000"],
      [1301, 1600, "100000,180000"],
      [1601, 1800, "600000"],
      [1801, 2000, "800000"],
      [2001, 2500, "1000000"],
      [2501, 3000, "1200000"],
      [3001, 3500, "1400000"],
      [3501, 4000, "1600000"],
      [4001, null, "1800000"],
    ]);
    expect((await audit("mtv-esik/2020")).map((a) => a.action)).toEqual(["tax-mtv-thresholds"]);
  });
});
