import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import { queueMail } from "#app/.server/mail/outbox.ts";
import {
  claimNewsletterDelivery,
  isPermanentRefusal,
  newsletterDelivered,
  newsletterFailed,
  PAUSE_AFTER_FAILURES,
} from "#app/.server/newsletter/delivery.ts";
import { cancelSend, queueBatch, resumeSend, sendProgress, startSend } from "#app/.server/newsletter/sending.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";
import { addIssue, addSubscriber, addSubscribers, issueStatus } from "#tests/helpers/newsletter.ts";

withFreshAppDatabase({ beforeEach, afterEach, closeDb });

const session = { admin: { email: "yonetici@ymm.test" } } as Parameters<typeof startSend>[1];
const policy = { retryBaseMs: 1000, maxAttempts: 8 };

async function rowsOf(issueId: string) {
  const db = await getDb();
  return db.selectFrom("outbox").selectAll().where("issue_id", "=", issueId).orderBy("subscriber_id").execute();
}

/** A send that has begun (status "sending") without queueing in the background. */
async function sendingIssue(subject: string) {
  return addIssue(await getDb(), subject, { status: "sending", sent_at: new Date().toISOString(), recipients: 0 });
}

describe("queueing an issue", () => {
  it("writes one row per confirmed subscriber in batches, advancing the cursor, and a repeated batch doubles nobody", async () => {
    const db = await getDb();
    const subscribers = (await addSubscribers(db, "kuyruk", 5)).sort((a, b) => (a.id < b.id ? -1 : 1));
    await addSubscriber(db, "bekleyen@ornek.test", "pending");
    await addSubscriber(db, "ayrilan@ornek.test", "unsubscribed");
    const issue = await sendingIssue("Kuyruk sayısı");

    expect(await queueBatch(issue.id, 2)).toBe(true);
    let state = await db.selectFrom("newsletter_issues").selectAll().where("id", "=", issue.id).executeTakeFirstOrThrow();
    expect(state.queue_cursor).toBe(subscribers[1]!.id);
    expect(state.queued_at).toBeNull();
    expect((await rowsOf(issue.id)).map((r) => r.subscriber_id)).toEqual([subscribers[0]!.id, subscribers[1]!.id]);

    // A crash that lost the cursor's advance (it cannot: same transaction) would repeat the batch: still no second row.
    await db.updateTable("newsletter_issues").set({ queue_cursor: null }).where("id", "=", issue.id).execute();
    while (await queueBatch(issue.id, 2)) {}
    state = await db.selectFrom("newsletter_issues").selectAll().where("id", "=", issue.id).executeTakeFirstOrThrow();
    expect(state.queued_at).not.toBeNull();
    const rows = await rowsOf(issue.id);
    expect(rows.map((r) => r.recipient).sort()).toEqual(subscribers.map((s) => s.email).sort());
    for (const row of rows) {
      const subscriber = subscribers.find((s) => s.id === row.subscriber_id)!;
      expect(row).toMatchObject({ priority: 1, status: "pending", recipient: subscriber.email, subject: "Kuyruk sayısı" });
      expect(row.text_body).toContain(`/bulten/ayril?token=${subscriber.token}`);
      expect(JSON.parse(row.headers)["List-Unsubscribe"]).toContain(subscriber.token);
    }
    // Done: nothing more to queue.
    expect(await queueBatch(issue.id, 2)).toBe(false);
    expect(await rowsOf(issue.id)).toHaveLength(5);
  });

  it("writes a batch of more rows than SQLite binds parameters for in one statement", async () => {
    const db = await getDb();
    await addSubscribers(db, "cok", 2100);
    const issue = await sendingIssue("Büyük sayı");
    expect(await queueBatch(issue.id, 2100)).toBe(true);
    expect(await rowsOf(issue.id)).toHaveLength(2100);
  });

  it("starts a send only for a draft with confirmed subscribers, with its audit row", async () => {
    const db = await getDb();
    const draft = await addIssue(db, "Boş liste");
    expect(await startSend(draft.id, session)).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining("Onaylı abone yok"),
    });
    expect(await issueStatus(db, draft.id)).toBe("draft");
    await addSubscriber(db, "okur@ornek.test");
    const empty = await addIssue(db, "İçeriksiz", { body: "<p> </p>" });
    expect(await startSend(empty.id, session)).toMatchObject({ ok: false, status: 400 });
    expect(await startSend(draft.id, session)).toEqual({ ok: true, recipients: 1 });
    expect(await startSend(draft.id, session)).toMatchObject({ ok: false, status: 409 });
    const issue = await db.selectFrom("newsletter_issues").selectAll().where("id", "=", draft.id).executeTakeFirstOrThrow();
    expect(issue).toMatchObject({ status: "sending", recipients: 1 });
    expect(issue.sent_at).not.toBeNull();
    const audit = await db.selectFrom("audit_log").selectAll().where("entry_id", "=", draft.id).execute();
    expect(audit.map((a) => [a.action, a.list])).toEqual([["send", "e-bulten"]]);
    await expect.poll(async () => (await sendProgress(draft.id))?.queueingDone).toBe(true);
  });
});

describe("claiming deliveries", () => {
  it("holds to the rate over the shared window: the claim over the limit leaves the row waiting", async () => {
    const db = await getDb();
    await addSubscribers(db, "oran", 4);
    const issue = await sendingIssue("Oranlı");
    await queueBatch(issue.id);
    const claims = [];
    for (let i = 0; i < 3; i++) claims.push(await claimNewsletterDelivery(`w${i}`, 2));
    expect(claims.map((c) => c.kind)).toEqual(["row", "row", "limited"]);
    const limited = claims[2]!;
    expect(limited.kind === "limited" && limited.until).toBeGreaterThan(Date.now() + 50_000);
    expect((await rowsOf(issue.id)).map((r) => r.status).sort()).toEqual(["pending", "pending", "sending", "sending"]);
  });

  it("claims no rows of a paused or cancelled issue, and skips a subscriber who left", async () => {
    const db = await getDb();
    const [first] = await addSubscribers(db, "atla", 1);
    const issue = await sendingIssue("Atlamalı");
    await queueBatch(issue.id);
    await db.updateTable("newsletter_issues").set({ status: "paused" }).where("id", "=", issue.id).execute();
    expect((await claimNewsletterDelivery("w", 100)).kind).toBe("none");
    await db.updateTable("newsletter_issues").set({ status: "sending" }).where("id", "=", issue.id).execute();
    await db.updateTable("subscribers").set({ status: "unsubscribed" }).where("id", "=", first!.id).execute();
    expect((await claimNewsletterDelivery("w", 100)).kind).toBe("skipped");
    expect((await rowsOf(issue.id))[0]!.status).toBe("skipped");
    // A skipped delivery is not counted against the rate.
    expect(await db.selectFrom("rate_limits").selectAll().execute()).toEqual([]);
  });

  it("claims nothing of the firm's own mail: that goes through claimDue", async () => {
    await queueMail(await getDb(), { to: "buro@ymm.test", subject: "İletişim", text: "x", html: "<p>x</p>" });
    expect((await claimNewsletterDelivery("w", 100)).kind).toBe("none");
  });
});

describe("failures", () => {
  it("bounces the subscriber on a 5xx to RCPT TO, without retry; pauses after a run of other failures; resume and cancel", async () => {
    const db = await getDb();
    const subscribers = await addSubscribers(db, "hata", PAUSE_AFTER_FAILURES + 2);
    const issue = await sendingIssue("Hatalı");
    await queueBatch(issue.id);

    const refused = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 Yok"), {
      responseCode: 550,
      command: "RCPT TO",
      response: "550 5.1.1 Yok ",
    });
    expect(isPermanentRefusal(refused)).toBe(true);
    expect(isPermanentRefusal(Object.assign(new Error("x"), { responseCode: 554, command: "DATA" }))).toBe(false);
    expect(isPermanentRefusal(Object.assign(new Error("x"), { responseCode: 450, command: "RCPT TO" }))).toBe(false);

    let claim = await claimNewsletterDelivery("w", 100);
    if (claim.kind !== "row") throw new Error("expected a row");
    expect(await newsletterFailed(claim.row, "w", refused, policy)).toBe("bounced");
    const bounced = await db.selectFrom("subscribers").selectAll().where("id", "=", claim.row.subscriber_id!).executeTakeFirstOrThrow();
    expect(bounced).toMatchObject({ status: "bounced", bounce_reason: "550 5.1.1 Yok" });
    expect(await db.selectFrom("outbox").select(["status", "attempts"]).where("id", "=", claim.row.id).executeTakeFirst()).toEqual({
      status: "failed",
      attempts: 1,
    });

    // One delivery works: the run starts from zero.
    claim = await claimNewsletterDelivery("w", 100);
    if (claim.kind !== "row") throw new Error("expected a row");
    await newsletterDelivered(claim.row, "w");

    const outcomes = [];
    for (let i = 0; i < PAUSE_AFTER_FAILURES; i++) {
      claim = await claimNewsletterDelivery("w", 100);
      if (claim.kind !== "row") throw new Error(`expected a row, got ${claim.kind}`);
      outcomes.push(await newsletterFailed(claim.row, "w", Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }), policy));
    }
    expect(outcomes).toEqual(["retry", "retry", "retry", "retry", "paused"]);
    expect(await issueStatus(db, issue.id)).toBe("paused");
    expect((await claimNewsletterDelivery("w", 100)).kind).toBe("none");
    const progress = await sendProgress(issue.id);
    expect(progress).toMatchObject({ status: "paused", sent: 1, failed: 1, pending: PAUSE_AFTER_FAILURES });
    expect(progress?.pausedReason).toContain("ECONNREFUSED");

    expect(await resumeSend(issue.id, session)).toBe(true);
    expect(await resumeSend(issue.id, session)).toBe(false);
    const resumed = await db.selectFrom("newsletter_issues").selectAll().where("id", "=", issue.id).executeTakeFirstOrThrow();
    expect(resumed).toMatchObject({ status: "sending", consecutive_failures: 0 });
    // The waiting deliveries are due at once.
    expect((await claimNewsletterDelivery("w", 100)).kind).toBe("row");

    expect(await cancelSend(issue.id, session)).toBe(true);
    expect(await cancelSend(issue.id, session)).toBe(false);
    const after = await sendProgress(issue.id);
    expect(after).toMatchObject({ status: "cancelled", cancelled: subscribers.length - 3, pending: 1 });
    const actions = await db.selectFrom("audit_log").select("action").where("entry_id", "=", issue.id).orderBy("created_at").execute();
    expect(actions.map((a) => a.action)).toEqual(["resume", "cancel"]);
  });
});
