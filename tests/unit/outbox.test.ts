import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import { claimDue, markFailed, markSent, queueMail, retryMail } from "#app/.server/mail/outbox.ts";
import { contactMail, escapeHtml } from "#app/.server/mail/templates.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";

withFreshAppDatabase({ beforeEach, afterEach, closeDb });

const message = (n: number) => ({ to: `alici${n}@ornek.com`, subject: `Konu ${n}`, text: "metin", html: "<p>metin</p>" });

describe("outbox", () => {
  it("gives each due row to exactly one of two concurrent workers", async () => {
    const db = await getDb();
    for (let i = 0; i < 20; i++) await queueMail(db, message(i));
    const [a, b] = await Promise.all([claimDue("a", 20), claimDue("b", 20)]);
    const ids = [...a, ...b].map((r) => r.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    expect(await claimDue("c", 20)).toEqual([]);
  });

  it("backs off exponentially, gives up after the last attempt, and can be retried by hand", async () => {
    const db = await getDb();
    const id = await queueMail(db, message(1));
    const policy = { retryBaseMs: 1000, maxAttempts: 3 };
    let [row] = await claimDue("w", 1);
    await markFailed(row!, "w", "bağlantı reddedildi", policy);
    let stored = await db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: "pending", attempts: 1, last_error: "bağlantı reddedildi" });
    const firstDelay = Date.parse(stored.next_attempt_at) - Date.now();
    expect(firstDelay).toBeGreaterThan(500);
    expect(await claimDue("w", 1)).toEqual([]); // not due yet

    for (const attempts of [2, 3]) {
      await db
        .updateTable("outbox")
        .set({ next_attempt_at: new Date(0).toISOString() })
        .where("id", "=", id)
        .execute();
      [row] = await claimDue("w", 1);
      await markFailed(row!, "w", "yine olmadı", policy);
      stored = await db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(stored.attempts).toBe(attempts);
    }
    expect(stored.status).toBe("failed");
    expect(Date.parse(stored.next_attempt_at) - Date.now()).toBeGreaterThan(3000); // 4× the base by now

    expect(await retryMail(id, "yonetici@ornek.test")).toBe(true);
    [row] = await claimDue("w", 1);
    await markSent(row!.id, "w");
    expect((await db.selectFrom("outbox").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status).toBe("sent");
  });

  it("takes over a row whose worker died mid-send", async () => {
    const db = await getDb();
    const id = await queueMail(db, message(1));
    await claimDue("dead", 1);
    expect(await claimDue("alive", 1)).toEqual([]);
    await db
      .updateTable("outbox")
      .set({ claimed_at: new Date(Date.now() - 6 * 60 * 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    expect((await claimDue("alive", 1)).map((r) => r.id)).toEqual([id]);
  });
});

describe("contact e-mail", () => {
  it("escapes every field in HTML and puts the visitor in Reply-To", () => {
    const mail = contactMail(
      { name: '"><img src=x>', phone: "1", email: "a@b.co", subject: "Konu", body: "<b>kalın</b>", created_at: "2026-11-21T09:00:00.000Z" },
      "buro@ornek.com",
      "Ege Vergi Denetim YMM",
    );
    expect(mail.html).not.toContain("<img src=x>");
    expect(mail.html).toContain(escapeHtml('"><img src=x>'));
    expect(mail.html).toContain("&lt;b&gt;kalın&lt;/b&gt;");
    expect(mail.headers).toEqual({ "Reply-To": "a@b.co" });
    expect(mail.subject).toBe("İletişim formu: Konu");
    expect(mail.html).toContain("Ege Vergi Denetim YMM");
  });
});
