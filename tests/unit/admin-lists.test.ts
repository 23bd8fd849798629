import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminEntryPage } from "#app/.server/content/admin-lists.ts";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import type { PostStatus } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import type { ListFilters } from "#app/lib/admin-lists.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";

// A fresh database per test (SQLite, or PostgreSQL with TEST_DIALECT=postgres).
withFreshAppDatabase({ beforeEach, afterEach, closeDb });

const filters = (f: Partial<ListFilters> = {}): ListFilters => ({ q: "", status: "all", page: 1, ...f });

/** The n-th minute after a fixed start: entries inserted later are newer. */
const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();

interface Post {
  title: string;
  body?: string;
  status?: PostStatus;
}

/** Replaces the news (sample content included) with `posts`, the last one the newest; returns their ids in order. */
async function setNews(posts: Post[]): Promise<string[]> {
  const db = await getDb();
  await db.deleteFrom("news").execute();
  const rows = posts.map((post, i) => ({
    id: newId(),
    title: post.title,
    body: post.body ?? `<p>${post.title} metni.</p>`,
    status: post.status ?? "published",
    published_at: (post.status ?? "published") === "draft" ? null : post.status === "scheduled" ? "2099-01-01T09:00:00.000Z" : at(i),
    created_at: at(i),
    updated_at: at(i),
  }));
  // In chunks: PostgreSQL takes at most 65 535 parameters a statement.
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("news")
      .values(rows.slice(i, i + 500))
      .execute();
  return rows.map((row) => row.id);
}

const numbered = (n: number, make: (i: number) => Post) => Array.from({ length: n }, (_, i) => make(i));

describe("admin list pages", () => {
  it("pages 260 entries 25 at a time, newest first, every entry once", async () => {
    const ids = await setNews(numbered(260, (i) => ({ title: `Haber ${i}` })));
    const first = await adminEntryPage("haberler", filters());
    expect(first).toMatchObject({ total: 260, page: 1, pageCount: 11, first: 1, last: 25 });
    expect(first.rows.map((r) => r.title).slice(0, 2)).toEqual(["Haber 259", "Haber 258"]);

    const last = await adminEntryPage("haberler", filters({ page: 11 }));
    expect(last).toMatchObject({ page: 11, first: 251, last: 260 });
    expect(last.rows).toHaveLength(10);

    const seen: string[] = [];
    for (let page = 1; page <= 11; page++) seen.push(...(await adminEntryPage("haberler", filters({ page }))).rows.map((r) => r.id));
    expect(seen).toEqual([...ids].reverse());
  });

  it("shows the last page for a page beyond it, and an empty list as one empty page", async () => {
    await setNews(numbered(30, (i) => ({ title: `Haber ${i}` })));
    expect(await adminEntryPage("haberler", filters({ page: 99 }))).toMatchObject({ page: 2, first: 26, last: 30 });
    await setNews([]);
    expect(await adminEntryPage("haberler", filters({ page: 3 }))).toMatchObject({
      rows: [],
      total: 0,
      page: 1,
      pageCount: 1,
      first: 0,
      last: 0,
    });
  });

  it("filters by workflow state and counts only those", async () => {
    const states: PostStatus[] = ["draft", "scheduled", "published"];
    await setNews(numbered(90, (i) => ({ title: `Haber ${i}`, status: states[i % 3] })));
    const drafts = await adminEntryPage("haberler", filters({ status: "draft", page: 2 }));
    expect(drafts).toMatchObject({ total: 30, pageCount: 2, first: 26, last: 30, filters: { status: "draft", page: 2 } });
    expect(drafts.rows.every((r) => r.status === "draft" && r.published_at === null)).toBe(true);
    expect((await adminEntryPage("haberler", filters({ status: "scheduled" }))).total).toBe(30);
    expect((await adminEntryPage("haberler", filters({ status: "published" }))).total).toBe(30);
    expect((await adminEntryPage("haberler", filters())).total).toBe(90);
  });

  it("searches titles and the text of bodies the Turkish way, not their markup", async () => {
    await setNews([
      { title: "İSTANBUL ŞUBESİ AÇILDI" },
      { title: "Isı yalıtımı giderleri" },
      { title: "İsim değişikliği" },
      { title: "Duyuru", body: "<p>KDV <strong>İadesi</strong> için son gün</p>" },
      { title: "Şirket kuruluşu" },
      { title: "Bağlantı", body: '<p><a href="https://www.gib.gov.tr/gizli-kelime">GİB sayfası</a></p>' },
      { title: "Kalın", body: "<p>sıradan metin</p>" },
    ]);
    const titles = async (q: string) => (await adminEntryPage("haberler", filters({ q }))).rows.map((r) => r.title);
    expect(await titles("istanbul")).toEqual(["İSTANBUL ŞUBESİ AÇILDI"]);
    expect(await titles("ısı")).toEqual(["Isı yalıtımı giderleri"]);
    // Typed in ASCII capitals, "ISI" may mean "ISI" or "İSİ": both are found.
    expect(await titles("ISI")).toEqual(["İsim değişikliği", "Isı yalıtımı giderleri"]);
    expect(await titles("kdv iadesi")).toEqual(["Duyuru"]);
    expect(await titles("sirket")).toEqual(["Şirket kuruluşu"]);
    expect(await titles("gib sayfasi")).toEqual(["Bağlantı"]);
    expect(await titles("gizli-kelime")).toEqual([]);
    expect(await titles("strong")).toEqual([]);
  });

  it("finds an entry by what it says now, after its title or body changed", async () => {
    const [id] = await setNews([{ title: "Eski başlık", body: "<p>Portakal</p>" }]);
    const titles = async (q: string) => (await adminEntryPage("haberler", filters({ q }))).rows.map((r) => r.title);
    expect(await titles("portakal")).toEqual(["Eski başlık"]);
    const db = await getDb();
    await db.updateTable("news").set({ body: "<p>Mandalina</p>" }).where("id", "=", id!).execute();
    expect(await titles("portakal")).toEqual([]);
    expect(await titles("mandalina")).toEqual(["Eski başlık"]);
    await db.updateTable("news").set({ title: "Yeni başlık" }).where("id", "=", id!).execute();
    expect(await titles("eski")).toEqual([]);
  });

  it("pages and counts search results, also with a state filter", async () => {
    await setNews(
      numbered(300, (i) => ({
        title: i % 2 === 0 ? `Beyanname hatırlatması ${i}` : `Genel haber ${i}`,
        status: i % 4 === 0 ? "draft" : "published",
      })),
    );
    const found = await adminEntryPage("haberler", filters({ q: "BEYANNAME", page: 3 }));
    expect(found).toMatchObject({ total: 150, pageCount: 6, page: 3, first: 51, last: 75 });
    expect(found.rows.every((r) => r.title.startsWith("Beyanname"))).toBe(true);
    const drafts = await adminEntryPage("haberler", filters({ q: "beyanname hatirlatmasi", status: "draft", page: 4 }));
    expect(drafts).toMatchObject({ total: 75, pageCount: 3, page: 3, first: 51, last: 75 });
  });

  it("searches the answers of questions and the addresses of tools, and has no state filter there", async () => {
    const db = await getDb();
    await db.deleteFrom("questions").execute();
    await db.deleteFrom("tools").execute();
    await db
      .insertInto("questions")
      .values([
        {
          id: newId(),
          title: "Defter nasıl tutulur?",
          answer: "<p>Işık <em>Şirketi</em> örneği</p>",
          created_at: at(1),
          updated_at: at(1),
        },
        { id: newId(), title: "Başka soru", answer: "<p>Yok</p>", created_at: at(2), updated_at: at(2) },
      ])
      .execute();
    await db
      .insertInto("tools")
      .values([{ id: newId(), title: "Vergi takvimi", url: "https://www.gib.gov.tr/vergi-takvimi", created_at: at(1), updated_at: at(1) }])
      .execute();
    const questions = await adminEntryPage("sorular", filters({ q: "isik sirketi", status: "draft" }));
    expect(questions.rows.map((r) => [r.title, r.summary])).toEqual([["Defter nasıl tutulur?", "Işık Şirketi örneği"]]);
    expect(questions.filters.status).toBe("all");
    expect((await adminEntryPage("araclar", filters({ q: "gib.gov.tr" }))).rows.map((r) => r.title)).toEqual(["Vergi takvimi"]);
  });
});
