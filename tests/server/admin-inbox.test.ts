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
  server = await startServer(); // no SMTP_URL: mail waits in the outbox
  db = openTestDb(server.databaseUrl);
  cookie = await signIn(server);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

// Rows a test inserts into the shared database are deleted after it, also when it fails.
const cleanup = cleanupAfterEach(afterEach);

const page = async (path: string, withCookie = true) =>
  fetch(`${server.url}${path}`, { redirect: "manual", headers: withCookie ? { Cookie: cookie } : {} });

/** The visible text of an admin page's main area. */
const mainText = async (path: string) => parse(await (await page(path)).text()).querySelector("main")?.text ?? "";

describe("Mesajlar", () => {
  it("lists contact messages newest first, marks them read and unread, and deletes after confirmation", async () => {
    await postAs(server, "/iletisim", {
      isim: "Birinci",
      telefon: "0312 000 00 10",
      eposta: "bir@ornek.com",
      konu: "İlk konu",
      mesaj: "İlk mesaj",
    });
    await new Promise((r) => setTimeout(r, 5));
    await postAs(server, "/iletisim", {
      isim: "İkinci",
      telefon: "0312 000 00 11",
      eposta: "iki@ornek.com",
      konu: "<b>İkinci</b> konu",
      mesaj: "İkinci mesaj",
    });
    let text = await mainText("/adminpanel/mesajlar");
    expect(text.indexOf("<b>İkinci</b> konu")).toBeGreaterThan(0);
    expect(text.indexOf("<b>İkinci</b> konu")).toBeLessThan(text.indexOf("İlk konu"));
    expect(text).toContain("2 mesaj, 2 okunmamış");

    const message = await db.selectFrom("messages").selectAll().where("subject", "=", "İlk konu").executeTakeFirstOrThrow();
    expect((await postAs(server, "/adminpanel/mesajlar", { intent: "okundu", id: message.id }, { Cookie: cookie })).status).toBe(200);
    expect(
      (await db.selectFrom("messages").select("read_at").where("id", "=", message.id).executeTakeFirstOrThrow()).read_at,
    ).not.toBeNull();
    text = await mainText("/adminpanel/mesajlar");
    expect(text).toContain("2 mesaj, 1 okunmamış");
    await postAs(server, "/adminpanel/mesajlar", { intent: "okunmadi", id: message.id }, { Cookie: cookie });
    expect((await db.selectFrom("messages").select("read_at").where("id", "=", message.id).executeTakeFirstOrThrow()).read_at).toBeNull();

    expect(await mainText(`/adminpanel/mesajlar?sil=${message.id}`)).toContain("Mesaj silinsin mi?");
    const deleted = await postAs(server, "/adminpanel/mesajlar", { intent: "sil", id: message.id }, { Cookie: cookie });
    expect(deleted.status).toBe(302);
    expect(await db.selectFrom("messages").select("id").where("id", "=", message.id).executeTakeFirst()).toBeUndefined();
    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "list"])
      .where("entry_id", "=", message.id)
      .orderBy("created_at")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["read", "unread", "delete"]);
  });
});

describe("Aboneler", () => {
  it("shows subscribers with status and consent time, and downloads them as CSV with formulas neutralised", async () => {
    await postAs(server, "/?index", { eposta: "okur@ornek.com.tr" });
    cleanup(() => db.deleteFrom("subscribers").where("id", "=", "idcsv0000000000001").execute());
    await db
      .insertInto("subscribers")
      .values({
        id: "idcsv0000000000001",
        email: "=cmd@ornek.com",
        status: "confirmed",
        created_at: "2026-11-01T10:00:00.000Z",
        consent_at: "2026-11-01T10:05:00.000Z",
        source: "/",
        client_ip: "127.0.0.1",
        confirm_token_hash: null,
        confirm_expires_at: null,
        unsubscribe_token: "tok-csv",
        unsubscribed_at: null,
      })
      .execute();
    const text = await mainText("/adminpanel/aboneler");
    expect(text).toContain("okur@ornek.com.tr");
    expect(text).toContain("Onay bekliyor");
    expect(text).toContain("Onaylandı");
    expect(text).toContain("01.11.2026 13:05");

    const csv = await page("/adminpanel/aboneler/csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="aboneler-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = await csv.text();
    const lines = body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    // The consent record first; the İYS columns follow (tests/server/subscribers-admin.test.ts).
    expect(lines[0]).toMatch(/^email,status,consent_at,created_at,source,client_ip,unsubscribed_at,/);
    expect(
      lines.some((l) =>
        l.startsWith('"\'=cmd@ornek.com","confirmed","2026-11-01T10:05:00.000Z","2026-11-01T10:00:00.000Z","/","127.0.0.1","",'),
      ),
    ).toBe(true);
    expect(lines.some((l) => l.startsWith('"okur@ornek.com.tr","pending"'))).toBe(true);
  });

  it("needs a session for the CSV too", async () => {
    const response = await page("/adminpanel/aboneler/csv", false);
    expect(response.status).toBe(302);
  });
});

describe("Giden e-postalar", () => {
  it("shows the outbox with each status and last error, and puts a failed e-mail back in the queue", async () => {
    const row = await db.selectFrom("outbox").select("id").executeTakeFirstOrThrow();
    await db
      .updateTable("outbox")
      .set({ status: "failed", attempts: 8, last_error: "550 mailbox unavailable" })
      .where("id", "=", row.id)
      .execute();
    const text = await mainText("/adminpanel/postalar");
    expect(text).toContain("E-posta gönderimi kapalı");
    expect(text).toContain("Son hata: 550 mailbox unavailable");
    expect(text).toContain("Tekrar dene");

    const retried = await postAs(server, "/adminpanel/postalar", { intent: "tekrar", id: row.id }, { Cookie: cookie });
    expect(retried.status).toBe(200);
    expect(await db.selectFrom("outbox").select(["status", "attempts"]).where("id", "=", row.id).executeTakeFirstOrThrow()).toEqual({
      status: "pending",
      attempts: 0,
    });
    // Only a failed e-mail can be retried.
    expect((await postAs(server, "/adminpanel/postalar", { intent: "tekrar", id: row.id }, { Cookie: cookie })).status).toBe(400);
  });

  it("refuses a retry without a session and changes nothing", async () => {
    const row = await db.selectFrom("outbox").select("id").executeTakeFirstOrThrow();
    await db.updateTable("outbox").set({ status: "failed" }).where("id", "=", row.id).execute();
    expect((await postAs(server, "/adminpanel/postalar", { intent: "tekrar", id: row.id })).status).toBe(401);
    expect((await postAs(server, "/adminpanel/mesajlar", { intent: "sil", id: "x" })).status).toBe(401);
    expect((await db.selectFrom("outbox").select("status").where("id", "=", row.id).executeTakeFirstOrThrow()).status).toBe("failed");
  });
});
