/**
 * Sending an e-bülten issue over HTTP to a real SMTP server: exactly the
 * confirmed subscribers receive it, once each, with their own working
 * unsubscribe link; an SMTP outage and an app restart mid-send lose and
 * double nobody; queueing resumes from its cursor; who leaves during the
 * send is skipped.
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { addIssue, addSubscriber, addSubscribers, issueStatus } from "#tests/helpers/newsletter.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { header, type ReceivedMail, startSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";

let smtp: TestSmtp;
let server: TestServer;
let db: Kysely<Database>;
let cookie: string;

const mailEnv = () => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: '"Test YMM" <site@ymm.test>',
  MAIL_POLL_MS: "100",
  MAIL_RETRY_BASE_MS: "300",
  MAIL_RATE_PER_MINUTE: "100000",
  SCHEDULER_INTERVAL_MS: "1000",
});

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer(mailEnv());
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
const local = (url: string) => url.replace("https://ymm.test", server.url);
const copiesOf = (subject: string) => smtp.received.filter((m) => m.subject === subject);
const countBy = (mails: ReceivedMail[]) => {
  const counts = new Map<string, number>();
  for (const mail of mails) for (const to of mail.envelopeTo) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
};

async function waitForStatus(id: string, status: string, timeout = 20_000) {
  await expect.poll(() => issueStatus(db, id), { timeout }).toBe(status);
}

describe("sending an issue", () => {
  it("reaches exactly the confirmed subscribers, once each, with their own one-click unsubscribe link; who leaves gets no further issue", async () => {
    const confirmed = [
      await addSubscriber(db, "ayse@ornek.test"),
      await addSubscriber(db, "burak@ornek.test"),
      await addSubscriber(db, "cem@ornek.test"),
    ];
    const pending = await addSubscriber(db, "bekleyen@ornek.test", "pending");
    const subject = "Ekim 2026 e-bülteni";
    const issue = await addIssue(db, subject, { body: "<p>Beyanname takvimi.</p>" });
    cleanup(() =>
      db
        .deleteFrom("subscribers")
        .where(
          "id",
          "in",
          [...confirmed, pending].map((s) => s.id),
        )
        .execute(),
    );

    // The confirmation step shows the number that will receive it.
    const confirmation = await (await fetch(`${server.url}${sendPath(issue.id)}`, { headers: { Cookie: cookie } })).text();
    expect(confirmation).toContain("Bu sayı <strong>3</strong> onaylı aboneye gönderilecek.");

    const response = await send(issue.id);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${sendPath(issue.id)}?durum=baslatildi`);
    await waitForStatus(issue.id, "sent");
    await new Promise((r) => setTimeout(r, 500));
    const copies = copiesOf(subject);
    expect(countBy(copies)).toEqual(new Map(confirmed.map((s) => [s.email, 1])));

    for (const subscriber of confirmed) {
      const mail = copies.find((m) => m.envelopeTo.includes(subscriber.email))!;
      const link = `https://ymm.test/bulten/ayril?token=${subscriber.token}`;
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(link);
      expect(header(mail, "list-unsubscribe")).toBe(`<${link}>`);
      expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    }
    const row = await db.selectFrom("newsletter_issues").selectAll().where("id", "=", issue.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ recipients: 3, status: "sent" });
    expect(row.finished_at).not.toBeNull();
    const page = await (await fetch(`${server.url}${sendPath(issue.id)}`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Gönderim tamamlandı: 3 aboneye gönderildi.");

    // Burak leaves with his mail program's one-click POST (RFC 8058)…
    const out = await fetch(local(`https://ymm.test/bulten/ayril?token=${confirmed[1]!.token}`), {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(out.status).toBe(200);
    expect((await db.selectFrom("subscribers").select("status").where("id", "=", confirmed[1]!.id).executeTakeFirst())?.status).toBe(
      "unsubscribed",
    );
    // …and the next issue reaches only the other two.
    const next = await addIssue(db, "Kasım 2026 e-bülteni");
    expect((await send(next.id)).status).toBe(302);
    await waitForStatus(next.id, "sent");
    await new Promise((r) => setTimeout(r, 500));
    expect(countBy(copiesOf("Kasım 2026 e-bülteni"))).toEqual(new Map([confirmed[0], confirmed[2]].map((s) => [s!.email, 1])));
  });

  it("refuses a second send of the same issue and a send to nobody, with a clear message", async () => {
    const issue = await addIssue(db, "Kimsesiz sayı");
    const refused = await send(issue.id);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Onaylı abone yok");
    expect(await issueStatus(db, issue.id)).toBe("draft");
    expect((await postAs(server, sendPath(issue.id), { intent: "gonder" })).status).toBe(401);
  });
});

describe("an SMTP outage and an app restart mid-send", () => {
  it("loses and doubles nobody", async () => {
    const subscribers = await addSubscribers(db, "kesinti", 60);
    cleanup(() => db.deleteFrom("subscribers").where("email", "like", "kesinti-%").execute());
    const subject = "Kesintili sayı";
    const issue = await addIssue(db, subject);
    smtp.delayMs = 100;
    cleanup(() => {
      smtp.delayMs = 0;
    });
    expect((await send(issue.id)).status).toBe(302);
    await expect.poll(() => copiesOf(subject).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(10);
    await smtp.stop();
    cleanup(async () => {
      if (!smtp.running()) await smtp.start();
    });
    const beforeStop = copiesOf(subject).length;
    expect(beforeStop).toBeLessThan(subscribers.length);
    // A run of failures pauses the send; then the app restarts.
    await waitForStatus(issue.id, "paused");
    await server.stop({ keepData: true });
    server = await startServer(mailEnv(), { databaseUrl: server.databaseUrl });
    cookie = await signIn(server);
    smtp.delayMs = 0;
    await smtp.start();

    const paused = await (await fetch(`${server.url}${sendPath(issue.id)}`, { headers: { Cookie: cookie } })).text();
    expect(paused).toContain("Son SMTP hatası:");
    expect((await send(issue.id, "devam")).status).toBe(302);
    await waitForStatus(issue.id, "sent", 30_000);
    await new Promise((r) => setTimeout(r, 1000));
    const counts = countBy(copiesOf(subject));
    expect(counts.size).toBe(subscribers.length);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });
});

describe("queueing", () => {
  it("resumes from its cursor after an interruption, on its own, and never queues an address twice", async () => {
    const subscribers = (await addSubscribers(db, "imlec", 6)).sort((a, b) => (a.id < b.id ? -1 : 1));
    cleanup(() => db.deleteFrom("subscribers").where("email", "like", "imlec-%").execute());
    const subject = "Yarıda kalan sıralama";
    // One more subscriber confirmed after the send began (made before the interrupted send's
    // row: the scheduler may take the send up at any moment after that).
    const late = await addSubscriber(db, "gec-onay@ornek.test");
    cleanup(() => db.deleteFrom("subscribers").where("id", "=", late.id).execute());
    // As a crash leaves it: the first three queued (and sent), the cursor after them, queueing not finished.
    const issue = await addIssue(db, subject, {
      status: "sending",
      sent_at: new Date().toISOString(),
      recipients: 6,
      queue_cursor: subscribers[2]!.id,
    });
    const now = new Date().toISOString();
    await db
      .insertInto("outbox")
      .values(
        subscribers.slice(0, 3).map((s, i) => ({
          id: `onceki${i}`,
          recipient: s.email,
          subject,
          text_body: "x",
          html_body: "<p>x</p>",
          headers: "{}",
          status: "sent" as const,
          attempts: 0,
          next_attempt_at: now,
          last_error: null,
          claimed_by: null,
          claimed_at: null,
          created_at: now,
          sent_at: now,
          issue_id: issue.id,
          subscriber_id: s.id,
          priority: 1,
        })),
      )
      .execute();
    await waitForStatus(issue.id, "sent");
    await new Promise((r) => setTimeout(r, 500));
    const received = countBy(copiesOf(subject));
    for (const s of subscribers.slice(0, 3)) expect(received.has(s.email)).toBe(false);
    for (const s of subscribers.slice(3)) expect(received.get(s.email)).toBe(1);
    // Queued once or not at all, depending on where its id falls: never twice.
    expect(received.get(late.email) ?? 0).toBe(late.id > subscribers[2]!.id ? 1 : 0);
    const rows = await db.selectFrom("outbox").select("subscriber_id").where("issue_id", "=", issue.id).execute();
    expect(new Set(rows.map((r) => r.subscriber_id)).size).toBe(rows.length);
  });
});

describe("who leaves during the send", () => {
  it("is skipped if not yet sent, and the progress says so", async () => {
    const subscribers = await addSubscribers(db, "ayrilan", 7);
    cleanup(() => db.deleteFrom("subscribers").where("email", "like", "ayrilan-%").execute());
    const subject = "Ayrılanlı sayı";
    const issue = await addIssue(db, subject);
    await smtp.stop();
    cleanup(async () => {
      if (!smtp.running()) await smtp.start();
    });
    expect((await send(issue.id)).status).toBe(302);
    await waitForStatus(issue.id, "paused");
    const leaver = subscribers[4]!;
    const out = await fetch(local(`https://ymm.test/bulten/ayril?token=${leaver.token}`), {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(out.status).toBe(200);
    await smtp.start();
    expect((await send(issue.id, "devam")).status).toBe(302);
    await waitForStatus(issue.id, "sent");
    await new Promise((r) => setTimeout(r, 500));
    const received = countBy(copiesOf(subject));
    expect(received.has(leaver.email)).toBe(false);
    expect(received.size).toBe(6);
    const page = await (await fetch(`${server.url}${sendPath(issue.id)}`, { headers: { Cookie: cookie } })).text();
    expect(page).toMatch(/<strong>1<\/strong> Atlandı/);
  });
});
