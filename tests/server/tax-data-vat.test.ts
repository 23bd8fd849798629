/**
 * Vergi verileri → KDV: a new period of KDV rates from a day (KDVK md. 28, a
 * Cumhurbaşkanı Kararı), added by the office without JavaScript; the KDV
 * tevkifatı calculator offers and accepts the new rates for invoices from
 * that day only. A refusal is a 400 beside its field with nothing changed.
 */
import type { Kysely } from "kysely";
import { parse } from "node-html-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
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
const PATH = "/adminpanel/vergi-verileri";
const CALCULATOR = "/araclar/kdv-tevkifati";

const post = (fields: Record<string, string>) =>
  postAs(server, `${PATH}?bolum=kdv`, { intent: "kdv-oran-ekle", ...fields }, { Cookie: cookie });
const version = async () => Number((await db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version);
const periods = () => db.selectFrom("vat_rate_periods").selectAll().orderBy("valid_from").execute();
const fieldError = (html: string, id: string) => parse(html).querySelector(`#${id}-hata`)?.text.trim();
const calculate = async (query: string) => {
  const response = await fetch(`${server.url}${CALCULATOR}?${query}`);
  return { status: response.status, doc: parse(await response.text()) };
};

/** Keeps the set and the periods as they were, after the test. */
async function keepVatRates() {
  const set = await db.selectFrom("tax_sets").selectAll().where("id", "=", "kdv-oranlari").executeTakeFirstOrThrow();
  const before = await periods();
  cleanup(async () => {
    await db
      .deleteFrom("vat_rate_periods")
      .where(
        "valid_from",
        "not in",
        before.map((p) => p.valid_from),
      )
      .execute();
    await db.updateTable("tax_sets").set(set).where("id", "=", "kdv-oranlari").execute();
    await db.deleteFrom("audit_log").where("entry_id", "=", "kdv-oranlari").execute();
    await db
      .updateTable("content_version")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .execute();
  });
  return before;
}

describe("a new period of KDV rates", () => {
  it("is stored from its day, audited, and used by the calculator for invoices from that day only", async () => {
    const before = await keepVatRates();
    const version0 = await version();
    const response = await post({ gecerli: "2026-12-01", oranlar: "18; 1, 10", kontrol: "2026-11-27", uyari: "" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${PATH}?bolum=kdv&durum=kdv-oran-ekle`);
    expect(await periods()).toEqual([...before, { valid_from: "2026-12-01", rates: "1,10,18" }]);
    expect(await version()).toBe(version0 + 1);
    const audit = await db.selectFrom("audit_log").select(["action", "details"]).where("entry_id", "=", "kdv-oranlari").execute();
    expect(audit.map((row) => row.action)).toEqual(["tax-vat-rates"]);
    expect(JSON.parse(audit[0]!.details ?? "{}").yeni.oranlar).toEqual({ valid_from: "2026-12-01", rates: "1,10,18" });

    // The screen lists it; the calculator takes %18 from 1 December 2026, not before.
    const screen = parse(await (await fetch(`${server.url}${response.headers.get("location")}`, { headers: { Cookie: cookie } })).text());
    expect(screen.querySelector(".admin-status")?.text).toContain("Yeni KDV oranları eklendi.");
    const rows = screen.querySelectorAll("table tbody tr").map((tr) => tr.querySelectorAll("th, td").map((cell) => cell.text.trim()));
    expect(rows).toContainEqual(["01.12.2026", "%1, %10, %18"]);
    const query = (tarih: string) => `tarih=${tarih}&kod=612&tutar=20000&kdv=18&alici=mukellef`;
    expect((await calculate(query("2026-12-15"))).status).toBe(200);
    const earlier = await calculate(query("2026-11-15"));
    expect(earlier.status).toBe(400);
    expect(earlier.doc.querySelector('[role="alert"]')?.text).toContain("%18 15.11.2026 tarihinde yürürlükte olan bir KDV oranı değil");
  });

  it("refuses a day not after the latest period, a malformed or repeated rate, and no rates, changing nothing", async () => {
    const before = await keepVatRates();
    const version0 = await version();
    const latest = before.at(-1)!.valid_from;
    const cases: [Record<string, string>, string, string][] = [
      [{ gecerli: latest, oranlar: "1, 10, 20" }, "kdv-gecerli", "tarihli bir oran zaten var; aynı günden iki oran olamaz."],
      [{ gecerli: "2020-01-01", oranlar: "1, 10, 20" }, "kdv-gecerli", "sonra başlamalı; dönemler çakışamaz."],
      [{ gecerli: "2026-12-01", oranlar: "1, 10, %20" }, "kdv-oranlar", "“%20” bir oran değil"],
      [{ gecerli: "2026-12-01", oranlar: "1, 10, 101" }, "kdv-oranlar", "“101” bir oran değil"],
      [{ gecerli: "2026-12-01", oranlar: "10, 1, 10" }, "kdv-oranlar", "Bir oran iki kez yazılmış"],
      [{ gecerli: "2026-12-01", oranlar: " " }, "kdv-oranlar", "Oranları yazın"],
      [{ gecerli: "2026-02-30", oranlar: "1, 10, 20" }, "kdv-gecerli", ""],
    ];
    for (const [fields, field, message] of cases) {
      const response = await post(fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const html = await response.text();
      expect(fieldError(html, field), JSON.stringify(fields)).toContain(message);
      // The form is open again with what was typed.
      expect(parse(html).querySelector("#kdv-oranlar")?.getAttribute("value")).toBe(fields.oranlar);
    }
    expect(await periods()).toEqual(before);
    expect(await version()).toBe(version0);
  });
});
