import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, describe, expect, it } from "vitest";
import { migrationProvider } from "#app/.server/db/migrations/index.ts";
import { beginSend } from "#app/.server/repositories/newsletter-issues.ts";
import { freshDatabase, type TestDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";

let database: TestDatabase | undefined;
let db: Kysely<never> | undefined;

afterEach(async () => {
  await db?.destroy();
  await database?.drop();
  db = undefined;
  database = undefined;
});

describe("migration 005 (editorial workflow)", () => {
  it("turns the original's plain bodies into paragraphs, publishes what was there and gives it a first version", async () => {
    database = await freshDatabase();
    const conn = openTestDb(database.url);
    db = conn as unknown as Kysely<never>;
    const migrator = new Migrator({ db: conn, provider: migrationProvider });
    expect((await migrator.migrateTo("004_content_version")).error).toBeUndefined();

    // As the first release stored them: plain text, line breaks and all.
    // Kysely<any>: the rows of the schema before this migration.
    // biome-ignore lint/suspicious/noExplicitAny: the pre-005 schema has no types in the app
    const old = conn as unknown as Kysely<any>;
    await old
      .insertInto("announcements")
      .values({
        id: "a1",
        title: "Eski duyuru",
        body: "Satır 1\nSatır 2\n\n<b>etiket değil</b> & metin",
        created_at: "2023-11-20T21:00:00.000Z",
      })
      .execute();
    await old.insertInto("news").values({ id: "n1", title: "Eski haber", body: "Metin", created_at: "2024-01-04T21:00:00.000Z" }).execute();
    await old
      .insertInto("questions")
      .values({ id: "q1", title: "Soru?", answer: "Cevap.", created_at: "2024-01-01T00:00:00.000Z" })
      .execute();
    await old
      .insertInto("tools")
      .values({ id: "t1", title: "GİB", url: "https://www.gib.gov.tr", created_at: "2024-01-01T00:00:00.000Z" })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const announcement = await conn.selectFrom("announcements").selectAll().where("id", "=", "a1").executeTakeFirstOrThrow();
    expect(announcement).toMatchObject({
      body: "<p>Satır 1<br />Satır 2</p><p>&lt;b&gt;etiket değil&lt;/b&gt; &amp; metin</p>",
      status: "published",
      published_at: "2023-11-20T21:00:00.000Z",
      updated_at: "2023-11-20T21:00:00.000Z",
      meta_description: null,
      cover_media_id: null,
    });
    expect((await conn.selectFrom("questions").select("answer").executeTakeFirstOrThrow()).answer).toBe("<p>Cevap.</p>");
    expect((await conn.selectFrom("tools").select("url").executeTakeFirstOrThrow()).url).toBe("https://www.gib.gov.tr");

    const revisions = await conn.selectFrom("revisions").selectAll().orderBy("list").execute();
    expect(revisions.map((r) => [r.list, r.entry_id, r.version, r.action])).toEqual([
      ["araclar", "t1", 1, "create"],
      ["duyurular", "a1", 1, "create"],
      ["haberler", "n1", 1, "create"],
      ["sorular", "q1", 1, "create"],
    ]);
    expect(JSON.parse(revisions[1]?.snapshot ?? "{}")).toMatchObject({
      title: "Eski duyuru",
      text: announcement.body,
      status: "published",
    });
  });
});

describe("migration 018 (roles)", () => {
  it("makes every existing account a Yönetici and the first admin who can sign in the Sahip", async () => {
    database = await freshDatabase();
    const conn = openTestDb(database.url);
    db = conn as unknown as Kysely<never>;
    const migrator = new Migrator({ db: conn, provider: migrationProvider });
    expect((await migrator.migrateTo("017_circular_newsletter")).error).toBeUndefined();
    // biome-ignore lint/suspicious/noExplicitAny: the pre-018 schema has no types in the app
    const old = conn as unknown as Kysely<any>;
    const admin = (id: string, createdAt: string, passwordHash: string) => ({
      id,
      email: `${id}@ornek.test`,
      password_hash: passwordHash,
      created_at: createdAt,
      password_changed_at: createdAt,
      name: "",
    });
    await old
      .insertInto("admins")
      .values([
        // The oldest row is an invitation never accepted: it cannot sign in, so it does not become the Sahip.
        admin("davetli", "2024-01-01T00:00:00.000Z", ""),
        admin("ilk", "2024-02-01T00:00:00.000Z", "hash-1"),
        admin("ikinci", "2024-03-01T00:00:00.000Z", "hash-2"),
      ])
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const roles = await conn.selectFrom("admins").select(["id", "role"]).orderBy("created_at").execute();
    expect(roles).toEqual([
      { id: "davetli", role: "manager" },
      { id: "ilk", role: "owner" },
      { id: "ikinci", role: "manager" },
    ]);
  });
});

describe("migration 019 (statistics)", () => {
  it("numbers the issues already sent in the order they were sent, leaves drafts without a number, and the next send takes the next number", async () => {
    database = await freshDatabase();
    const conn = openTestDb(database.url);
    db = conn as unknown as Kysely<never>;
    const migrator = new Migrator({ db: conn, provider: migrationProvider });
    expect((await migrator.migrateTo("018_roles")).error).toBeUndefined();
    // biome-ignore lint/suspicious/noExplicitAny: the pre-019 schema has no types in the app
    const old = conn as unknown as Kysely<any>;
    const issue = (id: string, sentAt: string | null) => ({
      id,
      subject: id,
      preheader: "",
      body: "<p>Metin</p>",
      status: sentAt ? "sent" : "draft",
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:00.000Z",
      sent_at: sentAt,
      recipients: sentAt ? 3 : null,
      queue_cursor: null,
      queued_at: sentAt,
      finished_at: sentAt,
      consecutive_failures: 0,
      admin_email: "yonetici@ymm.test",
    });
    await old
      .insertInto("newsletter_issues")
      .values([issue("a-ikinci", "2026-03-01T09:00:00.000Z"), issue("b-ilk", "2026-02-01T09:00:00.000Z"), issue("c-taslak", null)])
      .execute();
    // A notice written before the statistics existed.
    await old
      .updateTable("firm_pages")
      .set({ body: "<h2>1. Veri sorumlusu</h2><p>Büro.</p>", revision: 4 })
      .where("key", "=", "kvkk")
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const numbers = async () => conn.selectFrom("newsletter_issues").select(["id", "number"]).orderBy("id").execute();
    expect(await numbers()).toEqual([
      { id: "a-ikinci", number: 2 },
      { id: "b-ilk", number: 1 },
      { id: "c-taslak", number: null },
    ]);
    await beginSend(conn, "c-taslak", "2026-04-01T09:00:00.000Z", 3);
    expect((await numbers())[2]).toEqual({ id: "c-taslak", number: 3 });

    // The notice gains the statistics section at its end, once.
    const notice = await conn.selectFrom("firm_pages").select(["body", "revision"]).where("key", "=", "kvkk").executeTakeFirstOrThrow();
    expect(notice.body.startsWith("<h2>1. Veri sorumlusu</h2><p>Büro.</p><h2>Ziyaret istatistikleri</h2><p>")).toBe(true);
    expect(notice.body).toContain("çerez kullanmadan");
    expect(notice.body).toContain("günlük toplamlar iki yıl");
    expect(notice.revision).toBe(5);
  });
});

describe("migration 022 (statistics bounded)", () => {
  it("removes the text of searches and hosts that may identify a person, joins a page's spellings, drops unknown e-bülten numbers and caps each day", async () => {
    database = await freshDatabase();
    const conn = openTestDb(database.url);
    db = conn as unknown as Kysely<never>;
    const migrator = new Migrator({ db: conn, provider: migrationProvider });
    expect((await migrator.migrateTo("021_issue_counts")).error).toBeUndefined();
    // biome-ignore lint/suspicious/noExplicitAny: the pre-022 rows are written as they were
    const old = conn as unknown as Kysely<any>;
    await old
      .insertInto("newsletter_issues")
      .values({
        id: "sayi-4",
        subject: "Dördüncü sayı",
        preheader: "",
        body: "<p>Metin</p>",
        status: "sent",
        created_at: "2026-11-01T00:00:00.000Z",
        updated_at: "2026-11-01T00:00:00.000Z",
        sent_at: "2026-11-01T09:00:00.000Z",
        recipients: 3,
        queue_cursor: null,
        queued_at: null,
        finished_at: null,
        consecutive_failures: 0,
        admin_email: "yonetici@ymm.test",
        number: 4,
      })
      .execute();
    const day = "2026-11-27";
    const row = (dimension: string, value: string, views: number, visitors = 1) => ({ day, dimension, value, views, visitors });
    await old
      .insertInto("analytics_daily")
      .values([
        row("site", "", 300, 250),
        row("search", "ahmet.yilmaz1@gmail.com 12345678901", 2),
        row("search", "0532 123 45 67", 1),
        row("search", "kira stopajı", 3, 2),
        row("page", "/sss", 5, 3),
        row("page", "/sss/", 1),
        row("bulletin", "4", 2),
        row("bulletin", "999999", 1),
        ...Array.from({ length: 250 }, (_, i) => row("referrer", `site-${String(i).padStart(3, "0")}.example`, 250 - i)),
      ])
      .execute();
    await old
      .insertInto("analytics_monthly")
      .values([
        { month: "2024-10", dimension: "search", value: "tr12 0006 2000 1234 5678 9012 34", views: 1, visitors: 1 },
        // A month sums many days' values: 250 referrers stay apart.
        ...Array.from({ length: 250 }, (_, i) => ({
          month: "2024-10",
          dimension: "referrer",
          value: `ay-${i}.example`,
          views: 1,
          visitors: 1,
        })),
      ])
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const values = async (dimension: string) =>
      (
        await old
          .selectFrom("analytics_daily")
          .select(["value", "views", "visitors"])
          .where("dimension", "=", dimension)
          .orderBy("value")
          .execute()
      ).map((found) => ({ ...found, views: Number(found.views), visitors: Number(found.visitors) }));
    expect(await values("search")).toEqual([
      { value: "(Kişisel veri)", views: 3, visitors: 2 },
      { value: "kira stopajı", views: 3, visitors: 2 },
    ]);
    expect(await values("page")).toEqual([{ value: "/sss", views: 6, visitors: 4 }]);
    expect(await values("bulletin")).toEqual([{ value: "4", views: 2, visitors: 1 }]);
    const referrers = await values("referrer");
    expect(referrers).toHaveLength(201);
    // The most viewed 200 keep their rows; the 50 least viewed (1 to 50 views) are summed.
    expect(referrers.find((found) => found.value === "site-000.example")?.views).toBe(250);
    expect(referrers.find((found) => found.value === "(Diğer)")).toEqual({ value: "(Diğer)", views: (50 * 51) / 2, visitors: 50 });
    expect(await values("site")).toEqual([{ value: "", views: 300, visitors: 250 }]);
    expect(await old.selectFrom("analytics_monthly").select(["value", "views"]).where("dimension", "=", "search").execute()).toEqual([
      { value: "(Kişisel veri)", views: 1 },
    ]);
    expect(await old.selectFrom("analytics_monthly").select("value").where("dimension", "=", "referrer").execute()).toHaveLength(250);
  });
});

describe("migration 025 (stored rich text)", () => {
  it("stores the old bodies of the lists, pages and services in the one form, and leaves the rest of each row alone", async () => {
    database = await freshDatabase();
    const conn = openTestDb(database.url);
    db = conn as unknown as Kysely<never>;
    const migrator = new Migrator({ db: conn, provider: migrationProvider });
    expect((await migrator.migrateTo("024_search_rank_index")).error).toBeUndefined();
    // biome-ignore lint/suspicious/noExplicitAny: the pre-025 rows are written as they were
    const old = conn as unknown as Kysely<any>;
    const at = "2026-01-05T09:00:00.000Z";
    const post = (id: string, body: string) => ({
      id,
      title: id,
      body,
      created_at: at,
      updated_at: at,
      status: "published",
      published_at: at,
    });
    // More than a batch: the migration reads the rows in pages.
    const many = Array.from({ length: 450 }, (_, i) => post(`eski-${String(i).padStart(3, "0")}`, `<p>Kanun&#39;un ${i}. maddesi</p>`));
    await old
      .insertInto("announcements")
      .values([...many, post("temiz", "<p>Zaten 'düzgün' &amp; temiz</p>")])
      .execute();
    // A body whose blocks the sanitizer dropped, stored as bare text before.
    await old.insertInto("news").values(post("ciplak", "Metin ve devamı")).execute();
    await old
      .insertInto("circulars")
      .values({ ...post("sirk", "<p>&quot;Mükerrer&quot; sayı</p>"), number_year: 2026, number_seq: 1 })
      .execute();
    await old
      .insertInto("questions")
      .values({ id: "soru", title: "Soru?", answer: "<p>Evet, VUK&#39;a göre.</p>", created_at: at, updated_at: at })
      .execute();
    await old.updateTable("firm_pages").set({ body: "<p>Odası&#39;na kayıtlı</p>" }).where("key", "=", "founder").execute();
    const service = await old.selectFrom("services").select("id").orderBy("position").executeTakeFirstOrThrow();
    await old.updateTable("services").set({ body: "<h2>Kapsam</h2><p>Tebliğ&#39;de</p>" }).where("id", "=", service.id).execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const body = async (table: string, column: string, key: string, id: string) =>
      (await old.selectFrom(table).select(`${column} as text`).where(key, "=", id).executeTakeFirstOrThrow()).text;
    expect(await body("announcements", "body", "id", "eski-000")).toBe("<p>Kanun'un 0. maddesi</p>");
    expect(await body("announcements", "body", "id", "eski-449")).toBe("<p>Kanun'un 449. maddesi</p>");
    expect(await old.selectFrom("announcements").select("id").where("body", "like", "%&#39;%").execute()).toEqual([]);
    expect(await body("announcements", "body", "id", "temiz")).toBe("<p>Zaten 'düzgün' &amp; temiz</p>");
    expect(await body("news", "body", "id", "ciplak")).toBe("<p>Metin ve devamı</p>");
    expect(await body("circulars", "body", "id", "sirk")).toBe('<p>"Mükerrer" sayı</p>');
    expect(await body("questions", "answer", "id", "soru")).toBe("<p>Evet, VUK'a göre.</p>");
    expect(await body("firm_pages", "body", "key", "founder")).toBe("<p>Odası'na kayıtlı</p>");
    expect(await body("services", "body", "id", service.id)).toBe("<h2>Kapsam</h2><p>Tebliğ'de</p>");
    // No one edited them: their times stay.
    expect(await old.selectFrom("announcements").select("updated_at").where("id", "=", "eski-000").executeTakeFirstOrThrow()).toEqual({
      updated_at: at,
    });
  });
});
