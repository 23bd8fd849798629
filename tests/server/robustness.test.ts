import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Database as Schema } from "#app/.server/db/schema.ts";
import { newsPath } from "#app/lib/paths.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { TEST_DIALECT } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage, postForm } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { holdWriteLock } from "#tests/helpers/write-lock.ts";

const servers: TestServer[] = [];
const dbs: Kysely<Schema>[] = [];
const cleanups: (() => Promise<unknown>)[] = [];

async function serve(env: Record<string, string> = {}) {
  const server = await startServer(env);
  servers.push(server);
  const db = openTestDb(server.databaseUrl);
  dbs.push(db);
  return { server, db };
}

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => {});
  for (const db of dbs.splice(0)) await db.destroy();
  for (const server of servers.splice(0)) await server.stop();
});

const contact = {
  isim: "Ayşe Yılmaz",
  telefon: "0312 000 00 01",
  eposta: "ayse@ornek.com.tr",
  konu: "KDV iadesi",
  mesaj: "Merhaba,\n\tgörüşmek istiyoruz.",
};

const countRows = async (db: Kysely<Schema>, table: "messages" | "news") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("configuration", () => {
  it("refuses to start on a bad value and names the variable", async () => {
    for (const [name, value] of [
      ["PORT", "sekiz-bin"],
      ["SMTP_URL", "posta-sunucusu"],
      ["DATABASE_URL", "mysql://localhost/site"],
    ] as const) {
      const start = startServer({ [name]: value });
      await expect(start).rejects.toThrow(new RegExp(`exited with code 1[\\s\\S]*${name}`));
    }
  });
});

describe("control characters", () => {
  it("refuses a NUL or other control character in the contact form and stores nothing; tabs and newlines in the message stay", async () => {
    const { server, db } = await serve();
    for (const fields of [
      { ...contact, isim: "Ayşe\u0000Yılmaz" },
      { ...contact, konu: "KDV\u007f" },
      { ...contact, mesaj: "Merhaba\u0007" },
    ]) {
      const page = await postForm(server.url, "/iletisim", fields);
      expect(page.status).toBe(400);
      expect(page.html).toContain("görünmeyen denetim karakterleri içeremez");
    }
    expect(await countRows(db, "messages")).toBe(0);
    const ok = await postForm(server.url, "/iletisim", contact);
    expect(ok.status).toBe(303);
    expect((await db.selectFrom("messages").select("body").executeTakeFirstOrThrow()).body).toBe(contact.mesaj);
  });

  it("refuses a NUL in an admin title and changes nothing", async () => {
    const { server, db } = await serve();
    const cookie = await signIn(server);
    const before = await countRows(db, "news");
    const response = await postAs(
      server,
      "/adminpanel/haberler",
      { intent: "kaydet", baslik: "Yeni\u0000haber", icerik: "Metin." },
      { Cookie: cookie },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("görünmeyen denetim karakterleri içeremez");
    expect(await countRows(db, "news")).toBe(before);
  });
});

describe("news titles are links", () => {
  it("refuses a title another item has (after trimming and Turkish case folding) and one that cannot be a link", async () => {
    const { server, db } = await serve();
    const cookie = await signIn(server);
    const save = (baslik: string, id?: string) =>
      postAs(server, "/adminpanel/haberler", { intent: "kaydet", baslik, icerik: "Metin.", ...(id ? { id } : {}) }, { Cookie: cookie });

    expect((await save("İstanbul Vergi Dairesi Duyurusu")).status).toBe(302);
    const before = await countRows(db, "news");
    for (const title of ["  istanbul vergi dairesi duyurusu ", "İSTANBUL VERGİ DAİRESİ DUYURUSU"]) {
      const response = await save(title);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Bu başlıkta bir kayıt zaten var");
    }
    for (const title of ["..", "."]) {
      const response = await save(title);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("bağlantı adresi olamaz");
    }
    expect(await countRows(db, "news")).toBe(before);

    // Saving an item again under its own title is no conflict.
    const own = await db.selectFrom("news").select("id").where("title", "=", "İstanbul Vergi Dairesi Duyurusu").executeTakeFirstOrThrow();
    expect((await save("İstanbul Vergi Dairesi Duyurusu", own.id)).status).toBe(302);
  });

  it("opens every accepted title at its link, URL-special characters included", async () => {
    const { server } = await serve();
    const cookie = await signIn(server);
    for (const title of ["KDV %20 / ÖTV? #1 & 2", "Gelir İdaresi: yeni e-Defter süreleri…"]) {
      const saved = await postAs(server, "/adminpanel/haberler", { intent: "kaydet", baslik: title, icerik: "Metin." }, { Cookie: cookie });
      expect(saved.status).toBe(302);
      const page = await fetchPage(server.url, newsPath(title));
      expect(page.status).toBe(200);
      expect(page.doc.querySelector("#post-title")?.text.trim()).toBe(title);
    }
  });
});

describe(`a write lock held by another process (${TEST_DIALECT})`, () => {
  it("keeps reads flowing, lets a write wait for a short lock, and answers 503 with nothing stored when the lock outlasts the wait", async () => {
    const { server, db } = await serve({ DATABASE_WRITE_WAIT_MS: "1000" });
    await fetchPage(server.url, "/sss"); // warm: the first request opens the database

    // A short lock: the write waits for it and is stored once.
    let release = await holdWriteLock(server.databaseUrl, ["messages", "rate_limits"]);
    cleanups.push(() => release());
    const waiting = postForm(server.url, "/iletisim", contact);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await release();
    expect((await waiting).status).toBe(303);
    expect(await countRows(db, "messages")).toBe(1);

    // A long lock: pages and the health check are served meanwhile, the write is refused.
    // The tax calendar's next year is missing, so the home page's read would generate it:
    // it must not wait out the lock for that.
    await db
      .deleteFrom("tax_deadlines")
      .where("year", "=", new Date().getFullYear() + 1)
      .execute();
    release = await holdWriteLock(server.databaseUrl, ["messages", "rate_limits"]);
    const started = Date.now();
    const write = postForm(server.url, "/iletisim", { ...contact, konu: "İkinci mesaj" });
    for (const path of ["/healthz", "/sss", "/"]) {
      const t0 = Date.now();
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      // A read that waited for the lock would wait until it is released, after these reads: any bound
      // well under that proves it did not; 2 s leaves room for a first render on a busy machine (1.4 s seen).
      expect(Date.now() - t0).toBeLessThan(2_000);
    }
    const refused = await write;
    expect(refused.status).toBe(503);
    expect(refused.html).toContain("yeniden gönderin");
    expect(refused.doc.querySelector('[name="konu"]')?.getAttribute("value")).toBe("İkinci mesaj");
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await release();
    expect(await countRows(db, "messages")).toBe(1);
  });
});

describe("maintenance while the server runs", () => {
  it("deletes, without a restart, what the KVKK notice says is not kept, and keeps the rest", async () => {
    const { server, db } = await serve({ MAINTENANCE_INTERVAL_MS: "1000" });
    await fetchPage(server.url, "/");
    const ago = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    const message = (id: string, at: string) => ({
      id,
      name: "A",
      phone: "1",
      email: "a@ornek.com",
      subject: "K",
      body: "M",
      created_at: at,
      read_at: null,
      client_ip: null,
    });
    await db
      .insertInto("messages")
      .values([message("eski", ago(2 * 365 + 5)), message("yeni", ago(30))])
      .execute();
    const subscriber = (id: string, fields: Record<string, string | null>) => ({
      id,
      email: `${id}@ornek.com`,
      status: "pending" as const,
      created_at: ago(1),
      consent_at: null,
      source: "/",
      client_ip: null,
      confirm_token_hash: null,
      confirm_expires_at: ago(0.5),
      unsubscribe_token: id,
      unsubscribed_at: null,
      ...fields,
    });
    await db
      .insertInto("subscribers")
      .values([
        subscriber("onaysiz-eski", { created_at: ago(31), confirm_expires_at: ago(24) }),
        subscriber("onaysiz-yeni", {}),
        subscriber("ayrilan-eski", {
          status: "unsubscribed",
          consent_at: ago(2000),
          unsubscribed_at: ago(3 * 365 + 5),
          confirm_expires_at: null,
        }),
        subscriber("ayrilan-yeni", { status: "unsubscribed", consent_at: ago(400), unsubscribed_at: ago(100), confirm_expires_at: null }),
      ])
      .execute();
    await db
      .insertInto("rate_limits")
      .values([
        { key: "bitti", count: 3, reset_at: ago(1) },
        { key: "suruyor", count: 3, reset_at: new Date(Date.now() + 600_000).toISOString() },
      ])
      .execute();

    const ids = async () => ({
      messages: (await db.selectFrom("messages").select("id").orderBy("id").execute()).map((r) => r.id),
      subscribers: (await db.selectFrom("subscribers").select("id").orderBy("id").execute()).map((r) => r.id),
      limits: (await db.selectFrom("rate_limits").select("key").orderBy("key").execute()).map((r) => r.key),
    });
    // A run may begin while the rows above are being inserted: each of its
    // statements sees what was committed when it started (PostgreSQL's read
    // committed), so one run can take the messages and miss the counters. The
    // promise is that a later run takes them, so wait for the whole state.
    const expected = { messages: ["yeni"], subscribers: ["ayrilan-yeni", "onaysiz-yeni"], limits: ["suruyor"] };
    const deadline = Date.now() + 10_000;
    let seen = await ids();
    while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = await ids();
    }
    expect(seen).toEqual(expected);
  });
});
