/**
 * Vergi verileri: the MTV tables' CSV template (admins only) and its import,
 * round trip and refusals, over HTTP as a browser without JavaScript sends it
 * (multipart/form-data).
 */
import type { Kysely } from "kysely";
import { parse } from "node-html-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

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
const TEMPLATE = "/adminpanel/vergi-verileri/mtv-sablonu.csv";
const ACTION = "/adminpanel/vergi-verileri?bolum=mtv";
const AGES = ["age_1_3", "age_4_6", "age_7_11", "age_12_15", "age_16"] as const;

const version = async () => Number((await db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version);
const rowsOf = async (year: number) =>
  (await db.selectFrom("mtv_rates").selectAll().where("year", "=", year).orderBy("tariff").orderBy("row").execute()).map((r) => [
    r.tariff,
    Number(r.row),
    Number(r.cc_min),
    r.cc_max === null ? null : Number(r.cc_max),
    Number(r.value_band),
    ...AGES.map((a) => Number(r[a])),
  ]);

async function template(): Promise<string> {
  const response = await fetch(`${server.url}${TEMPLATE}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
}

/** The import form as a browser posts it: the fields and the file. */
function upload(csv: string, fields: Record<string, string>) {
  const body = new FormData();
  body.set("intent", "mtv-tarife");
  body.set("kaynak", "MTV Genel Tebliği Seri No: 99 (sınama)");
  body.set("kontrol", "2026-11-20");
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set("dosya", new Blob([csv], { type: "text/csv" }), "mtv.csv");
  return fetch(`${server.url}${ACTION}`, { method: "POST", body, redirect: "manual", headers: { Origin: server.url, Cookie: cookie } });
}

function forgetYear(year: number) {
  cleanup(async () => {
    await db.deleteFrom("mtv_rates").where("year", "=", year).execute();
    await db.deleteFrom("tax_sets").where("id", "=", `mtv/${year}`).execute();
    await db.deleteFrom("audit_log").where("entry_id", "=", `mtv/${year}`).execute();
  });
}

const fileProblems = async (response: Response) => {
  const doc = parse(await response.text());
  return { error: doc.querySelector("#mtv-dosya-hata p")?.text, problems: doc.querySelectorAll("#mtv-dosya-hata li").map((li) => li.text) };
};

describe("the MTV template", () => {
  it("is for admins only: signed out, the browser is sent to the sign-in form", async () => {
    const response = await fetch(`${server.url}${TEMPLATE}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/adminpanel/giris?geri=${encodeURIComponent(TEMPLATE)}`);
    expect(await response.text()).not.toContain("tarife;satir");
  });

  it("is an attachment in UTF-8 with a BOM and semicolons, filled with the latest year's 29 rows", async () => {
    const response = await fetch(`${server.url}${TEMPLATE}`, { headers: { Cookie: cookie } });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="mtv-tarifesi-2026.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split("\r\n");
    expect(lines[0]).toBe("tarife;satir;motor_hacmi_alt;motor_hacmi_ust;deger_dilimi;yas_1_3;yas_4_6;yas_7_11;yas_12_15;yas_16");
    const expected = (await rowsOf(2026)).map(([tariff, row, ccMin, ccMax, band, ...amounts]) =>
      [tariff, row, ccMin, ccMax ?? "", tariff === "I" ? band : "", ...amounts].join(";"),
    );
    expect(lines.slice(1)).toEqual(expected);
    expect(lines).toHaveLength(30);
  });
});

describe("the MTV import", () => {
  it("round trip: the template uploaded again for 2027 writes its 29 rows, the set, an audit row and a new content version", async () => {
    forgetYear(2027);
    const before = await version();
    const response = await upload(await template(), { yil: "2027" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/adminpanel/vergi-verileri?bolum=mtv&durum=mtv-tarife");
    const written = await rowsOf(2027);
    expect(written).toHaveLength(29);
    expect(written).toEqual(await rowsOf(2026));
    expect(
      await db.selectFrom("tax_sets").select(["kind", "year", "source", "checked_on"]).where("id", "=", "mtv/2027").executeTakeFirst(),
    ).toEqual({
      kind: "mtv",
      year: 2027,
      source: "MTV Genel Tebliği Seri No: 99 (sınama)",
      checked_on: "2026-11-20",
    });
    expect(await version()).toBe(before + 1);
    const audit = await db.selectFrom("audit_log").select(["action", "list"]).where("entry_id", "=", "mtv/2027").execute();
    expect(audit).toEqual([{ action: "tax-mtv-import", list: "vergi-verileri" }]);
    const shown = parse(
      await (await fetch(`${server.url}/adminpanel/vergi-verileri?bolum=mtv&durum=mtv-tarife`, { headers: { Cookie: cookie } })).text(),
    );
    expect(shown.querySelector('[role="status"]')?.text).toContain("MTV tarifesi içe aktarıldı");
    expect(shown.querySelectorAll("caption").map((c) => c.text)).toContain("2027 — (I/A) sayılı tarife: 31.12.2017'ye kadar tescil");
  });

  it("replaces a year's tables only with the confirmation, all at once, keeping the old rows in the audit details", async () => {
    forgetYear(2027);
    const csv = await template();
    expect((await upload(csv, { yil: "2027" })).status).toBe(303);
    // As Excel may save it: no BOM, a thousands dot; the dearest ≤ 1300 cm³ row's 1–3 yaş amount raised.
    const edited = csv.replace(/^\uFEFF/, "").replace(/^I;3;0;1300;3;\d+;/m, "I;3;0;1300;3;999.999;");
    expect(edited).toContain("I;3;0;1300;3;999.999;");
    const before = await version();
    const unconfirmed = await upload(edited, { yil: "2027" });
    expect(unconfirmed.status).toBe(400);
    expect(parse(await unconfirmed.text()).querySelector("#mtv-degistir-hata")?.text).toMatch(/^2027 yılının MTV tarifesi zaten var\./);
    expect(await version()).toBe(before);
    expect(await rowsOf(2027)).toEqual(await rowsOf(2026));

    const replaced = await upload(edited, { yil: "2027", degistir: "evet" });
    expect(replaced.headers.get("location")).toBe("/adminpanel/vergi-verileri?bolum=mtv&durum=mtv-tarife-degisti");
    expect((await rowsOf(2027))[2]?.[5]).toBe(999_999);
    const [, second] = await db
      .selectFrom("audit_log")
      .select("details")
      .where("entry_id", "=", "mtv/2027")
      .orderBy("created_at")
      .execute();
    const old = JSON.parse(second?.details ?? "{}").onceki;
    expect(old.satirlar).toHaveLength(29);
    expect(old.satirlar.find((r: { tariff: string; row: number }) => r.tariff === "I" && Number(r.row) === 3).age_1_3).toBe(
      (await rowsOf(2026))[2]?.[5],
    );
  });

  it("refuses a file with a row missing, a malformed line or a bad amount, naming the line, and writes nothing", async () => {
    forgetYear(2027);
    const csv = await template();
    const lines = csv.split("\r\n");
    const before = await version();

    const short = await upload([...lines.slice(0, 29), ""].join("\r\n"), { yil: "2027" });
    expect(short.status).toBe(400);
    expect(await fileProblems(short)).toEqual({
      error: "Dosya içe aktarılmadı, hiçbir şey değişmedi. Dosyayı düzeltip yeniden seçin:",
      problems: ["Dosyada 28 satır var, 29 olmalı ((I) 20, (I/A) 9). Eksik: (I/A) 9. satır."],
    });

    const malformed = [...lines];
    malformed[4] = (malformed[4] ?? "").replace(";", ';"');
    expect((await fileProblems(await upload(malformed.join("\r\n"), { yil: "2027" }))).problems[0]).toMatch(/^\d+\. satır: bir /);

    const letters = [...lines];
    letters[6] = (letters[6] ?? "").replace(/;(\d+)$/, ";beş yüz");
    expect((await fileProblems(await upload(letters.join("\r\n"), { yil: "2027" }))).problems).toEqual([
      "7. satır, yas_16: “beş yüz” tam lira bir tutar değil (ör. 5.750 ya da 5750; sıfırdan büyük, kuruşsuz).",
    ]);

    const noFile = new FormData();
    for (const [name, value] of Object.entries({ intent: "mtv-tarife", yil: "2027", kaynak: "x", kontrol: "2026-11-20" }))
      noFile.set(name, value);
    const missing = await fetch(`${server.url}${ACTION}`, {
      method: "POST",
      body: noFile,
      redirect: "manual",
      headers: { Origin: server.url, Cookie: cookie },
    });
    expect((await fileProblems(missing)).error).toBe("İçe aktarmak için CSV dosyasını seçin.");

    expect(await rowsOf(2027)).toEqual([]);
    expect(await db.selectFrom("tax_sets").select("id").where("id", "=", "mtv/2027").execute()).toEqual([]);
    expect(await version()).toBe(before);
  });
});
