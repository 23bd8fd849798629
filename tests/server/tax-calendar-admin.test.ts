/**
 * The office's side of the vergi takvimi (/adminpanel/vergi-takvimi) over
 * HTTP, as a browser without JavaScript posts its forms: a süre uzatımı that
 * shows on the next request of the page and in the .ics, its validation, the
 * wording, hiding, office events and their deletion, each in the audit log.
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage, type Page, statusText, tableRows } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { entryOf, fetchIcs, setDeadlineColumns } from "#tests/helpers/tax-calendar.ts";

let server: TestServer;
let db: Kysely<Database>;
let cookie: string;

const SCREEN = "/adminpanel/vergi-takvimi";

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
const get = (path: string) => fetchPage(server.url, path);
const admin = (path: string) => fetchPage(server.url, path, { headers: { Cookie: cookie } });

/**
 * A form of the screen, posted to the address its form has (a deadline's forms
 * keep ?duzenle=<id>); the page it leads to (after a 303) or the refusal.
 */
async function post(fields: Record<string, string>): Promise<{ status: number; location: string | null; page: Page }> {
  const { id, ...rest } = fields;
  const query = new URLSearchParams({ yil: fields.yil ?? "2026", ...(id && fields.intent !== "sil" ? { duzenle: id } : {}) });
  const response = await postAs(server, `${SCREEN}?${query}`, { yil: "2026", ...rest, ...(id ? { kayit: id } : {}) }, { Cookie: cookie });
  const location = response.headers.get("location");
  if (response.status === 303 && location) return { status: 303, location, page: await admin(location) };
  const html = await response.text();
  const { parse } = await import("node-html-parser");
  return {
    status: response.status,
    location,
    page: { status: response.status, location, html, doc: parse(html), headers: response.headers },
  };
}

const row = (id: string) => db.selectFrom("tax_deadlines").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const auditOf = (action: string, entryId: string) =>
  db
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", action as never)
    .where("entry_id", "=", entryId)
    .execute();
const clearOverrides = (id: string) =>
  setDeadlineColumns(db, id, { override_date: null, override_note: null, override_title: null, override_description: null, hidden: 0 });

describe("the screen", () => {
  it("asks for a sign-in, then lists the year's deadlines with a year for each generated year", async () => {
    const anonymous = await get(SCREEN);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toContain("/adminpanel/giris");
    const page = await admin(`${SCREEN}?yil=2026`);
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("h1")?.text).toBe("Vergi takvimi");
    expect(tableRows(page).length).toBeGreaterThanOrEqual(84);
    const years = page.doc.querySelectorAll('nav[aria-label="Yıllar"] a').map((a) => a.text);
    expect(years).toEqual(expect.arrayContaining(["2026", "2027"]));
    expect(page.doc.querySelector('nav[aria-label="Yıllar"] a[aria-current="page"]')?.text).toBe("2026");
  });
});

describe("a süre uzatımı", () => {
  it("shows on the next request of /vergi-takvimi and in the .ics, with the day it replaces; removing it brings the day back", async () => {
    cleanup(() => clearOverrides("kdv1-2026-04"));
    const before = (await fetchIcs(server)).events.find((e) => e.uid === "kdv1-2026-04@ymm.test");
    expect(before?.start).toBe("2026-06-01");
    await get("/vergi-takvimi?ay=2026-06"); // cached now: the write must end that copy

    const saved = await post({ intent: "uzat", id: "kdv1-2026-04", tarih: "2026-06-05", not: "GİB'in 29.05.2026 tarihli duyurusu" });
    expect(saved.status).toBe(303);
    expect(statusText(saved.page)).toContain("Süre uzatımı kaydedildi");

    const entry = entryOf(await get("/vergi-takvimi?ay=2026-06"), "kdv1-2026-04");
    expect(entry.day).toBe("2026-06-05");
    expect(entry.text).toContain("Süre uzatımı: son gün 05.06.2026 (önceki son gün 01.06.2026). GİB'in 29.05.2026 tarihli duyurusu");
    expect(entry.text).toContain("Kanuni son gün 28.05.2026");
    const after = (await fetchIcs(server)).events.filter((e) => e.uid === "kdv1-2026-04@ymm.test");
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ start: "2026-06-05", end: "2026-06-06" });
    expect(after[0]!.sequence).toBeGreaterThan(before!.sequence);
    expect(after[0]!.description).toContain("Süre uzatımı: 05.06.2026");
    expect(await auditOf("tax-deadline-extend", "kdv1-2026-04")).toHaveLength(1);

    const removed = await post({ intent: "uzatma-kaldir", id: "kdv1-2026-04" });
    expect(removed.status).toBe(303);
    expect(entryOf(await get("/vergi-takvimi?ay=2026-06"), "kdv1-2026-04").day).toBe("2026-06-01");
  });

  it("refuses a day before the due day, an impossible date and a missing note, next to the field, changing nothing", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ tarih: "2026-05-30", not: "Duyuru" }, "#uzat-tarih-hata", "01.06.2026"],
      [{ tarih: "2026-02-30", not: "Duyuru" }, "#uzat-tarih-hata", "Geçerli bir tarih girin"],
      [{ tarih: "hafta-sonu", not: "Duyuru" }, "#uzat-tarih-hata", "Geçerli bir tarih girin"],
      [{ tarih: "2028-06-05", not: "Duyuru" }, "#uzat-tarih-hata", "en fazla bir yıl"],
      [{ tarih: "2026-06-05", not: "" }, "#uzat-not-hata", "Duyuru notu alanı zorunludur"],
      [{ tarih: "2026-06-05", not: "x".repeat(301) }, "#uzat-not-hata", "en fazla 300 karakter"],
    ];
    const audited = (await auditOf("tax-deadline-extend", "kdv1-2026-04")).length;
    for (const [fields, errorId, message] of cases) {
      const refused = await post({ intent: "uzat", id: "kdv1-2026-04", ...fields });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.page.doc.querySelector(errorId)?.text, JSON.stringify(fields)).toContain(message);
      // The form is open again with what was typed.
      expect(refused.page.doc.querySelector("#uzat-tarih")?.getAttribute("value")).toBe(fields.tarih);
    }
    expect(await row("kdv1-2026-04")).toMatchObject({ override_date: null, override_note: null });
    expect(await auditOf("tax-deadline-extend", "kdv1-2026-04")).toHaveLength(audited);
  });

  it("answers an unknown deadline with a message and no change", async () => {
    const missing = await post({ intent: "uzat", id: "yok-2026-01", tarih: "2026-06-05", not: "Duyuru" });
    expect(missing.status).toBe(404);
    expect(missing.page.doc.querySelector('[role="alert"]')?.text).toContain("Kayıt bulunamadı");
  });
});

describe("wording and hiding", () => {
  it("shows the office's title and description instead of the rule's, until set back", async () => {
    cleanup(() => clearOverrides("mtv2-2026"));
    const saved = await post({ intent: "metin", id: "mtv2-2026", baslik: "MTV 2. taksit (ofis)", aciklama: "Ofisimiz hatırlatır." });
    expect(saved.status).toBe(303);
    const entry = entryOf(await get("/vergi-takvimi?ay=2026-07"), "mtv2-2026");
    expect(entry.text).toContain("MTV 2. taksit (ofis)");
    expect(entry.text).toContain("Ofisimiz hatırlatır.");
    expect(entry.text).toContain("197 sayılı Motorlu Taşıtlar Vergisi Kanunu md. 9");
    const refused = await post({ intent: "metin", id: "mtv2-2026", baslik: " ", aciklama: "x" });
    expect(refused.status).toBe(400);
    expect(refused.page.doc.querySelector("#metin-baslik-hata")?.text).toContain("Başlık alanı zorunludur");
    await post({ intent: "metin-sifirla", id: "mtv2-2026" });
    expect(entryOf(await get("/vergi-takvimi?ay=2026-07"), "mtv2-2026").text).toContain("Motorlu taşıtlar vergisi 2. taksit – 2026");
  });

  it("hides a deadline from the page and the .ics, and shows it again", async () => {
    cleanup(() => clearOverrides("gecici-2026-q2"));
    expect((await post({ intent: "gizle", id: "gecici-2026-q2" })).status).toBe(303);
    expect(entryOf(await get("/vergi-takvimi?ay=2026-08"), "gecici-2026-q2").entry).toBeNull();
    expect((await fetchIcs(server)).events.some((e) => e.uid === "gecici-2026-q2@ymm.test")).toBe(false);
    const listed = await admin(`${SCREEN}?yil=2026`);
    expect(tableRows(listed).find((r) => r.text.includes("2026 yılı 2. dönem"))?.text).toContain("Gizli");
    expect((await post({ intent: "goster", id: "gecici-2026-q2" })).status).toBe(303);
    expect(entryOf(await get("/vergi-takvimi?ay=2026-08"), "gecici-2026-q2").entry).not.toBeNull();
    expect(await auditOf("tax-deadline-hide", "gecici-2026-q2")).toHaveLength(1);
    expect(await auditOf("tax-deadline-show", "gecici-2026-q2")).toHaveLength(1);
  });
});

describe("office events", () => {
  it("appears on its day and in the .ics, and is deleted after a confirmation", async () => {
    const added = await post({ intent: "etkinlik", tarih: "2026-12-15", baslik: "Yıl sonu semineri", aciklama: "Ofisimizde, 14.00'te." });
    expect(added.status).toBe(303);
    const stored = await db.selectFrom("tax_deadlines").selectAll().where("title", "=", "Yıl sonu semineri").executeTakeFirstOrThrow();
    cleanup(() => db.deleteFrom("tax_deadlines").where("id", "=", stored.id).execute());
    expect(stored).toMatchObject({ rule: null, kind: "etkinlik", year: 2026, due_date: "2026-12-15" });

    const entry = entryOf(await get("/vergi-takvimi?ay=2026-12"), stored.id);
    expect(entry.day).toBe("2026-12-15");
    expect(entry.text).toContain("Ofis duyurusu");
    expect(entry.text).toContain("Ofisimizde, 14.00'te.");
    const event = (await fetchIcs(server)).events.find((e) => e.uid === `${stored.id}@ymm.test`);
    expect(event).toMatchObject({ start: "2026-12-15", summary: "Yıl sonu semineri", allDay: true });

    const confirm = await admin(`${SCREEN}?yil=2026&sil=${stored.id}`);
    expect(confirm.doc.querySelector("#silme-basligi")?.text).toContain("silinsin mi");
    expect((await post({ intent: "sil", id: stored.id })).status).toBe(303);
    expect(entryOf(await get("/vergi-takvimi?ay=2026-12"), stored.id).entry).toBeNull();
    expect(await auditOf("tax-event", stored.id)).toHaveLength(1);
    expect(await auditOf("tax-event-delete", stored.id)).toHaveLength(1);
  });

  it("refuses a day outside the calendar's years and an empty title; a rule's deadline cannot be deleted", async () => {
    const refused = await post({ intent: "etkinlik", tarih: "2035-01-10", baslik: "", aciklama: "x" });
    expect(refused.status).toBe(400);
    expect(refused.page.doc.querySelector("#etkinlik-tarih-hata")?.text).toContain("takvimdeki yıllardan birinde");
    expect(refused.page.doc.querySelector("#etkinlik-baslik-hata")?.text).toContain("Başlık alanı zorunludur");
    expect(refused.page.doc.querySelector("#etkinlik-aciklama")?.text).toBe("x");
    expect(await db.selectFrom("tax_deadlines").select("id").where("rule", "is", null).execute()).toEqual([]);
    const rule = await post({ intent: "sil", id: "mtv1-2026" });
    expect(rule.status).toBe(409);
    expect(await row("mtv1-2026")).toBeDefined();
  });
});
