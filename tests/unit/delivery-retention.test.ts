import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import type { OutboxStatus } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { runMaintenance } from "#app/.server/platform/maintenance.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";

withFreshAppDatabase({ beforeEach, afterEach, closeDb });

const DAY = 24 * 60 * 60 * 1000;

async function row(status: OutboxStatus, issue: boolean, createdDaysAgo: number) {
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
      issue_id: issue ? "idissue" : null,
      subscriber_id: issue ? newId() : null,
      priority: issue ? 1 : 0,
    })
    .execute();
}

describe("maintenance of newsletter deliveries", () => {
  it("deletes skipped, cancelled and failed deliveries after 90 days, with their addresses; keeps newer ones and the firm's own failed mail", async () => {
    for (const status of ["skipped", "cancelled", "failed"] as const) {
      await row(status, true, 91);
      await row(status, true, 89);
    }
    await row("failed", false, 91);
    await row("pending", true, 91);
    const report = await runMaintenance();
    expect(report.endedDeliveries).toBe(3);
    const left = await (await getDb()).selectFrom("outbox").select(["status", "issue_id"]).execute();
    expect(left).toHaveLength(5);
    expect(left.filter((r) => r.issue_id === null)).toEqual([{ status: "failed", issue_id: null }]);
  });
});
