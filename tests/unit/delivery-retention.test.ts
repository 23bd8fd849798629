import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import type { OutboxStatus } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { sendProgress } from "#app/.server/newsletter/sending.ts";
import { runMaintenance } from "#app/.server/platform/maintenance.ts";
import { insertIssue, newDraftRow } from "#app/.server/repositories/newsletter-issues.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";

withFreshAppDatabase({ beforeEach, afterEach, closeDb });

const DAY = 24 * 60 * 60 * 1000;

async function row(status: OutboxStatus, issue: boolean | string, createdDaysAgo: number) {
  const at = new Date(Date.now() - createdDaysAgo * DAY).toISOString();
  await (await getDb())
    .insertInto("outbox")
    .values({
      id: newId(),
      recipient: "abone@ornek.test",
      subject: "Bülten",
      text_body: "x",
      html_body: "<p>x</p>",
      headers: "{}",
      status,
      attempts: 0,
      next_attempt_at: at,
      last_error: null,
      claimed_by: null,
      claimed_at: null,
      created_at: at,
      sent_at: status === "sent" ? at : null,
      issue_id: typeof issue === "string" ? issue : issue ? "idissue" : null,
      subscriber_id: issue ? newId() : null,
      priority: issue ? 1 : 0,
    })
    .execute();
}

describe("maintenance of newsletter deliveries", () => {
  it("deletes skipped, cancelled and failed deliveries after 90 days, with their addresses, as the firm's own failed mail (ADR 056); keeps newer ones", async () => {
    for (const status of ["skipped", "cancelled", "failed"] as const) {
      await row(status, true, 91);
      await row(status, true, 89);
    }
    await row("failed", false, 91);
    await row("pending", true, 91);
    const report = await runMaintenance();
    expect([report.endedDeliveries, report.failedEmails]).toEqual([3, 1]);
    const left = await (await getDb()).selectFrom("outbox").select(["status", "issue_id"]).execute();
    expect(left).toHaveLength(4);
    expect(left.filter((r) => r.issue_id === null)).toEqual([]);
  });

  it("keeps a send's summary when its deliveries are deleted: the deleted ones are counted on the issue", async () => {
    const issue = newDraftRow(
      newId(),
      { subject: "Ekim bülteni", preheader: "", body: "<p>x</p>" },
      "ofis@ornek.test",
      new Date().toISOString(),
    );
    const sentAt = new Date(Date.now() - 100 * DAY).toISOString();
    await insertIssue(await getDb(), {
      ...issue,
      status: "sent",
      sent_at: sentAt,
      recipients: 9,
      queued_at: sentAt,
      finished_at: sentAt,
      number: 1,
    });
    const ended = { sent: 4, failed: 2, skipped: 1, cancelled: 1 } as const;
    for (const [status, count] of Object.entries(ended)) {
      for (let i = 0; i < count; i += 1) await row(status as OutboxStatus, issue.id, 91);
    }
    // One sent within the 90 days: kept as a row, counted once.
    await row("sent", issue.id, 10);
    const before = await sendProgress(issue.id);
    expect(before).toMatchObject({ sent: 5, failed: 2, skipped: 1, cancelled: 1, queued: 9, pending: 0 });

    const report = await runMaintenance();
    expect(report.sentEmails + report.endedDeliveries).toBe(8);
    const left = await (await getDb()).selectFrom("outbox").select("status").where("issue_id", "=", issue.id).execute();
    expect(left).toEqual([{ status: "sent" }]);
    expect(await sendProgress(issue.id)).toEqual(before);

    // A second run deletes nothing more and counts nothing twice.
    await runMaintenance();
    expect(await sendProgress(issue.id)).toEqual(before);
  });
});

describe("maintenance of withdrawn consents", () => {
  async function subscriber(
    email: string,
    status: "unsubscribed" | "pending",
    withdrawnDaysAgo: number,
    confirmExpiresDaysAgo: number | null,
  ) {
    const at = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    await (await getDb())
      .insertInto("subscribers")
      .values({
        id: newId(),
        email,
        status,
        created_at: at(2000),
        consent_at: at(2000),
        source: "/",
        client_ip: null,
        confirm_token_hash: confirmExpiresDaysAgo === null ? null : "x".repeat(64),
        confirm_expires_at: confirmExpiresDaysAgo === null ? null : at(confirmExpiresDaysAgo),
        unsubscribe_token: newId(),
        unsubscribed_at: at(withdrawnDaysAgo),
        bounced_at: null,
        bounce_reason: null,
        consent_text_version: null,
      })
      .execute();
  }

  it("deletes a consent record 3 years after its withdrawal, also one whose new sign-up was never confirmed; keeps the younger and a sign-up still open", async () => {
    await subscriber("eski-ayrilan@ornek.test", "unsubscribed", 3 * 365 + 5, null);
    await subscriber("yeni-ayrilan@ornek.test", "unsubscribed", 300, null);
    await subscriber("eski-yeniden@ornek.test", "pending", 3 * 365 + 5, 3 * 365 + 1);
    await subscriber("acik-yeniden@ornek.test", "pending", 3 * 365 + 5, -5);
    const report = await runMaintenance();
    expect(report.withdrawnConsents).toBe(2);
    const left = await (await getDb()).selectFrom("subscribers").select("email").orderBy("email").execute();
    expect(left.map((row) => row.email)).toEqual(["acik-yeniden@ornek.test", "yeni-ayrilan@ornek.test"]);
  });
});
