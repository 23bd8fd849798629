/**
 * Sirküler's core (issue 23): a circular saved through the entries' use case
 * keeps its number, categories, reference and attachments; a number is free
 * once per year; the history keeps a circular's own fields; deleting it
 * removes its links. On SQLite and PostgreSQL (withFreshAppDatabase).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminEntry, removeEntry, saveEntry } from "#app/.server/content/entries.ts";
import { entryHistory } from "#app/.server/content/history.ts";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import { circularOfColumns, withLinks } from "#app/.server/repositories/circulars.ts";
import { parseCircularNumber, parseCircularSlug, referenceLine } from "#app/lib/circulars.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";

withFreshAppDatabase({ beforeEach, afterEach, closeDb });

const ADMIN = "editor@ornek.test";
const ATTACHMENT = "00112233445566778899aabbccddeeff";

async function addAttachment() {
  await (await getDb())
    .insertInto("attachments")
    .values({
      id: ATTACHMENT,
      file_name: "Tebliğ metni.pdf",
      format: "pdf",
      content_type: "application/pdf",
      bytes: 4,
      data: new Uint8Array([37, 80, 68, 70]),
      text: "iade",
      has_text: 1,
      pages: 1,
      admin_email: ADMIN,
      created_at: "2026-11-26T09:00:00.000Z",
    })
    .execute();
}

// A year the sample sirküler (2025, 2026) leave empty.
const circular = (seq: number, extra: Partial<Parameters<typeof saveEntry>[2]["circular"] & object> = {}) => ({
  year: 2031,
  seq,
  categoryIds: ["kategori-kdv"],
  reference: null,
  attachmentIds: [],
  ...extra,
});

describe("a circular's own fields", () => {
  it("stores the number, categories in the office's order, the reference and the attachments, and reads them back", async () => {
    await addAttachment();
    const reference = { kind: "teblig" as const, number: "KDV Genel Uygulama Tebliği", gazetteDate: "2026-11-12", gazetteNumber: "33080" };
    const saved = await saveEntry(
      "sirkuler",
      undefined,
      {
        title: "KDV iadesinde yeni usul",
        text: "<p>Metin</p>",
        status: "published",
        circular: circular(15, { categoryIds: ["kategori-vuk", "kategori-kdv"], reference, attachmentIds: [ATTACHMENT] }),
      },
      ADMIN,
    );
    expect(saved.ok).toBe(true);
    const entry = await adminEntry("sirkuler", saved.ok ? saved.id : "");
    expect(entry?.circular).toEqual({
      year: 2031,
      seq: 15,
      categoryIds: ["kategori-kdv", "kategori-vuk"],
      reference,
      attachmentIds: [ATTACHMENT],
    });
    expect(referenceLine(reference)).toBe("Tebliğ: KDV Genel Uygulama Tebliği · Resmî Gazete: 12.11.2026, Sayı: 33080");
  });

  it("refuses a number already used that year, naming the first free one, and stores nothing", async () => {
    const first = await saveEntry("sirkuler", undefined, { title: "Birinci", text: "<p>a</p>", circular: circular(7) }, ADMIN);
    expect(first.ok).toBe(true);
    const clash = await saveEntry("sirkuler", undefined, { title: "İkinci", text: "<p>b</p>", circular: circular(7) }, ADMIN);
    expect(clash).toEqual({
      ok: false,
      reason: "circular",
      field: "numara",
      message: "Sirküler 2031/07 zaten var. Bu yılın ilk boş numarası 2031/08.",
    });
    expect((await (await getDb()).selectFrom("circulars").select("title").execute()).map((row) => row.title)).not.toContain("İkinci");
    // The same sequence in another year is free; and a circular keeps its own number on an edit.
    expect(
      (await saveEntry("sirkuler", undefined, { title: "Üçüncü", text: "<p>c</p>", circular: { ...circular(7), year: 2032 } }, ADMIN)).ok,
    ).toBe(true);
    const id = first.ok ? first.id : "";
    expect((await saveEntry("sirkuler", id, { title: "Birinci (düzeltildi)", text: "<p>a</p>", circular: circular(7) }, ADMIN)).ok).toBe(
      true,
    );
  });

  it("refuses a circular without categories, with an unknown one, or with a missing attachment", async () => {
    const none = await saveEntry(
      "sirkuler",
      undefined,
      { title: "Kategorisiz", text: "<p>a</p>", circular: circular(1, { categoryIds: [] }) },
      ADMIN,
    );
    expect(none).toMatchObject({ ok: false, field: "kategori" });
    const unknown = await saveEntry(
      "sirkuler",
      undefined,
      { title: "Bilinmeyen", text: "<p>a</p>", circular: circular(1, { categoryIds: ["yok"] }) },
      ADMIN,
    );
    expect(unknown).toMatchObject({ ok: false, field: "kategori" });
    const missing = await saveEntry(
      "sirkuler",
      undefined,
      { title: "Eksiz", text: "<p>a</p>", circular: circular(1, { attachmentIds: [ATTACHMENT] }) },
      ADMIN,
    );
    expect(missing).toMatchObject({ ok: false, field: "ek" });
    expect(await (await getDb()).selectFrom("circulars").select("id").where("number_year", "=", 2031).execute()).toEqual([]);
  });

  it("keeps a circular's own fields in its history, and removes its links when it goes to the bin", async () => {
    await addAttachment();
    const saved = await saveEntry(
      "sirkuler",
      undefined,
      { title: "Geçmişli", text: "<p>a</p>", circular: circular(3, { attachmentIds: [ATTACHMENT] }) },
      ADMIN,
    );
    const id = saved.ok ? saved.id : "";
    await saveEntry("sirkuler", id, { title: "Geçmişli", text: "<p>a</p>", circular: circular(4) }, ADMIN);
    const versions = await entryHistory("sirkuler", id);
    expect(versions?.revisions.map((revision) => revision.fields.circular?.seq)).toEqual([4, 3]);
    expect(versions?.revisions.at(-1)?.fields.circular?.attachmentIds).toEqual([ATTACHMENT]);
    expect(await removeEntry("sirkuler", id, ADMIN)).toEqual({ ok: true });
    const db = await getDb();
    expect(await db.selectFrom("circular_category_links").selectAll().where("circular_id", "=", id).execute()).toEqual([]);
    expect(await db.selectFrom("circular_attachments").selectAll().where("circular_id", "=", id).execute()).toEqual([]);
    // The file stays: the bin can bring the circular back with it.
    expect(await db.selectFrom("attachments").select("id").execute()).toEqual([{ id: ATTACHMENT }]);
  });
});

describe("numbers as typed", () => {
  it("reads 2026/15, 2026/5, 2026-15 and spaces; refuses anything else", () => {
    expect(parseCircularNumber("2026/15")).toEqual({ year: 2026, seq: 15 });
    expect(parseCircularNumber(" 2026 / 5 ")).toEqual({ year: 2026, seq: 5 });
    expect(parseCircularNumber("2026-015")).toEqual({ year: 2026, seq: 15 });
    for (const bad of ["2026", "26/15", "2026/0", "2026/15a", "1800/1", ""]) expect(parseCircularNumber(bad), bad).toBeUndefined();
    expect(parseCircularSlug("2026-05")).toEqual({ year: 2026, seq: 5 });
    expect(parseCircularSlug("2026/05")).toBeUndefined();
  });
});

describe("reading many circulars' links", () => {
  it("reads the links of 40,000 at once (past SQLite's 32,766 bound parameters), each its own", async () => {
    await addAttachment();
    const saved = await saveEntry(
      "sirkuler",
      undefined,
      {
        title: "Bağlantılı",
        text: "<p>Metin</p>",
        circular: circular(3, { categoryIds: ["kategori-vuk", "kategori-kdv"], attachmentIds: [ATTACHMENT] }),
      },
      ADMIN,
    );
    expect(saved.ok).toBe(true);
    const blank = () =>
      circularOfColumns({
        number_year: 2031,
        number_seq: 1,
        reference_kind: null,
        reference_number: null,
        gazette_date: null,
        gazette_number: null,
      });
    const entries = Array.from({ length: 40_000 }, (_, i) => ({ id: `yok-${i}`, circular: blank() }));
    // The one that exists stands past the first query's ids.
    entries.splice(25_000, 0, { id: saved.ok ? saved.id : "", circular: blank() });
    const read = await withLinks(await getDb(), entries);
    expect(read[25_000]?.circular).toMatchObject({ categoryIds: ["kategori-kdv", "kategori-vuk"], attachmentIds: [ATTACHMENT] });
    expect(read.filter((entry) => entry.circular.categoryIds.length > 0)).toHaveLength(1);
  });
});
