/**
 * The limits of an e-bülten send, with a real SMTP server: the rate shared
 * by all instances (the firm's own e-mail is never held back and goes
 * first), a permanent refusal that bounces an address, and cancelling.
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { addIssue, addSubscriber, addSubscribers, issueStatus } from "#tests/helpers/newsletter.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { startSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";

const RATE = 5;
let smtp: TestSmtp;
let server: TestServer;
let db: Kysely<Database>;
let cookie: string;

const mailEnv = (rate: number) => ({
  SMTP_URL: smtp.url,
  MAIL_TO: "buro@ymm.test",
  MAIL_POLL_MS: "100",
  MAIL_RETRY_BASE_MS: "300",
  MAIL_RATE_PER_MINUTE: String(rate),
  SCHEDULER_INTERVAL_MS: "1000",
});

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer(mailEnv(100_000));
  db = openTestDb(server.databaseUrl);
  cookie = await signIn(server);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.stop();
});

const cleanup = cleanupAfterEach(afterEach);

const sendPath = (id: string) => `/adminpanel/bulten/${id}/gonder`;
const send = (id: string, intent = "gonder") => postAs(server, sendPath(id), { intent }, { Cookie: cookie });
const copiesOf = (subject: string) => smtp.received.filter((m) => m.subject === subject);
const page = async (path: string) => (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).text();

describe("the rate", () => {
  it(`sends ${RATE} newsletter e-mails in a minute's window and no more, while the firm's own e-mail still goes at once`, async () => {
    // A server of its own: its window, once used up, would hold back the other tests' sends.
    const limited = await startServer(mailEnv(RATE));
    const limitedDb = openTestDb(limited.databaseUrl);
    cleanup(async () => {
      await limitedDb.destroy();
      await limited.stop();
    });
    const limitedCookie = await signIn(limited);
    await addSubscribers(limitedDb, "oran", RATE + 3);
    const subject = "Oranlı sayı";
    const issue = await addIssue(limitedDb, subject);
    expect((await postAs(limited, sendPath(issue.id), { intent: "gonder" }, { Cookie: limitedCookie })).status).toBe(302);
    await expect.poll(() => copiesOf(subject).length, { timeout: 15_000 }).toBe(RATE);
    await new Promise((r) => setTimeout(r, 3000));
    expect(copiesOf(subject)).toHaveLength(RATE);

    const contact = { isim: "Ayşe", telefon: "0312 000 00 04", eposta: "ayse@ornek.com", konu: "Oran sırasında", mesaj: "Mesaj" };
    expect((await postAs(limited, "/iletisim", contact)).status).toBe(303);
    await smtp.waitFor((m) => m.subject === "İletişim formu: Oran sırasında", 5000);
    expect(copiesOf(subject)).toHaveLength(RATE);

    const progress = await (await fetch(`${limited.url}${sendPath(issue.id)}`, { headers: { Cookie: limitedCookie } })).text();
    expect(progress).toMatch(new RegExp(`<strong>${RATE}</strong> Gönderildi`));
    expect(progress).toMatch(/<strong>3<\/strong> Bekliyor/);
  });
});

describe("priority", () => {
  it("sends the firm's own e-mail before newsletter deliveries that were due earlier", async () => {
    const subscribers = await addSubscribers(db, "oncelik", 3);
    cleanup(() => db.deleteFrom("subscribers").where("email", "like", "oncelik-%").execute());
    const subject = "Öncelikli sayı";
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const row = (id: string, recipient: string, subjectLine: string, due: string, extra: object) => ({
      id,
      recipient,
      subject: subjectLine,
      text_body: "x",
      html_body: "<p>x</p>",
      headers: "{}",
      status: "pending" as const,
      attempts: 0,
      next_attempt_at: due,
      last_error: null,
      claimed_by: null,
      claimed_at: null,
      created_at: due,
      sent_at: null,
      issue_id: null,
      subscriber_id: null,
      priority: 0,
      ...extra,
    });
    // All at once, as the worker finds them on its next look: three deliveries due a minute ago, the firm's e-mail due now.
    await db.transaction().execute(async (trx) => {
      const issue = await addIssue(trx, subject, {
        status: "sending",
        sent_at: at(-60_000),
        recipients: 3,
        queued_at: at(-60_000),
      });
      await trx
        .insertInto("outbox")
        .values([
          ...subscribers.map((s, i) =>
            row(`bulten${i}`, s.email, subject, at(-60_000 + i), { issue_id: issue.id, subscriber_id: s.id, priority: 1 }),
          ),
          row("firma", "buro@ymm.test", "Firmanın kendi e-postası", at(0), {}),
        ])
        .execute();
    });
    await expect.poll(() => copiesOf(subject).length, { timeout: 10_000 }).toBe(3);
    const order = smtp.received.map((m) => m.subject).filter((s) => s === subject || s === "Firmanın kendi e-postası");
    expect(order[0]).toBe("Firmanın kendi e-postası");
  });
});

describe("a permanent refusal", () => {
  it("bounces the address: no retry, and no e-mail of later issues", async () => {
    const good = await addSubscriber(db, "iyi@ornek.test");
    const gone = await addSubscriber(db, "yok@ornek.test");
    cleanup(() => db.deleteFrom("subscribers").where("id", "in", [good.id, gone.id]).execute());
    smtp.refused.add(gone.email);
    cleanup(() => smtp.refused.clear());
    const issue = await addIssue(db, "Geri dönen adres");
    expect((await send(issue.id)).status).toBe(302);
    await expect.poll(() => issueStatus(db, issue.id), { timeout: 15_000 }).toBe("sent");
    const subscriber = await db.selectFrom("subscribers").selectAll().where("id", "=", gone.id).executeTakeFirstOrThrow();
    expect(subscriber.status).toBe("bounced");
    expect(subscriber.bounce_reason).toContain("550");
    expect(subscriber.bounced_at).not.toBeNull();
    const rows = await db.selectFrom("outbox").select(["recipient", "status", "attempts"]).where("issue_id", "=", issue.id).execute();
    expect(rows.sort((a, b) => a.recipient.localeCompare(b.recipient))).toEqual([
      { recipient: good.email, status: "sent", attempts: 0 },
      { recipient: gone.email, status: "failed", attempts: 1 },
    ]);
    expect(copiesOf("Geri dönen adres").map((m) => m.envelopeTo)).toEqual([[good.email]]);
    expect(await page(sendPath(issue.id))).toMatch(/<strong>1<\/strong> Gönderilemedi/);

    const next = await addIssue(db, "Sonraki sayı");
    expect((await send(next.id)).status).toBe(302);
    await expect.poll(() => issueStatus(db, next.id), { timeout: 15_000 }).toBe("sent");
    const nextRows = await db.selectFrom("outbox").select("recipient").where("issue_id", "=", next.id).execute();
    expect(nextRows).toEqual([{ recipient: good.email }]);
  });
});

describe("cancelling", () => {
  it("asks first, then withdraws what is not yet sent; nothing of it goes later", async () => {
    await addSubscribers(db, "iptal", 4);
    cleanup(() => db.deleteFrom("subscribers").where("email", "like", "iptal-%").execute());
    await smtp.stop();
    cleanup(async () => {
      if (!smtp.running()) await smtp.start();
    });
    const subject = "İptal edilen sayı";
    const issue = await addIssue(db, subject);
    expect((await send(issue.id)).status).toBe(302);
    await expect
      .poll(async () => (await page(sendPath(issue.id))).includes("<strong>4</strong> Sıraya alındı"), { timeout: 10_000 })
      .toBe(true);

    const asking = await page(`${sendPath(issue.id)}?iptal=1`);
    expect(asking).toContain("Gönderilmeyenler iptal edilsin mi?");
    expect(await issueStatus(db, issue.id)).not.toBe("cancelled");
    const cancelled = await send(issue.id, "iptal");
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("location")).toBe(`${sendPath(issue.id)}?durum=iptal-edildi`);
    expect(await issueStatus(db, issue.id)).toBe("cancelled");
    await smtp.start();
    await new Promise((r) => setTimeout(r, 1500));
    expect(copiesOf(subject)).toHaveLength(0);
    const statuses = await db.selectFrom("outbox").select("status").where("issue_id", "=", issue.id).execute();
    expect(statuses.every((r) => r.status === "cancelled")).toBe(true);
    expect(await page(sendPath(issue.id))).toContain("Gönderim iptal edildi: 0 aboneye gönderilmişti, 4 e-posta iptal edildi.");
    // Done is done: a second cancel and a resume are refused.
    expect((await send(issue.id, "iptal")).status).toBe(409);
    expect((await send(issue.id, "devam")).status).toBe(409);
  });
});
