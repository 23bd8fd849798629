/**
 * The notices state what maintenance does (issue 42, ADR 056): each retention the inventory
 * shows is the figure maintenance deletes by. Maintenance runs with a clock; a record an hour
 * inside the period stays, one an hour past it is deleted, and the inventory's text names
 * that same period.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FAILED_KEPT } from "#app/.server/backups/retention.ts";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import type { OutboxStatus, SubscriberStatus } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { runMaintenance } from "#app/.server/platform/maintenance.ts";
import { FORM_LIMIT } from "#app/.server/web/public-forms.ts";
import { DAILY_RETENTION_DAYS } from "#app/lib/analytics.ts";
import { KVKK_APPLICATION_RETENTION_DEFAULT_DAYS } from "#app/lib/kvkk.ts";
import { type ActivityId, formActivity, type PrivacyFacts, processingActivities } from "#app/lib/privacy-inventory.ts";
import {
  DAY_MS,
  daysText,
  durationText,
  HOUR_MS,
  PUBLIC_FORM_WINDOW_MS,
  RETENTION_DAYS,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  STATISTICS_DAY_GRACE_MS,
} from "#app/lib/retention.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";

withFreshAppDatabase({ beforeEach, afterEach, closeDb });

const NOW = new Date("2026-11-29T12:00:00.000Z");
const FACTS: PrivacyFacts = { kvkkApplicationRetentionDays: 400, backups: { daily: 5, weekly: 3, monthly: 9 }, offsite: true };
/** A time `days` before NOW, shifted by `hours` (negative: inside the period). */
const daysAgo = (days: number, hours: number) => new Date(NOW.getTime() - days * DAY_MS - hours * HOUR_MS).toISOString();

const retentionText = (id: ActivityId) =>
  processingActivities(FACTS)
    .find((a) => a.id === id)!
    .retention.map((r) => `${r.what}: ${r.period}`)
    .join("\n");

async function message(at: string) {
  const id = newId();
  await (await getDb())
    .insertInto("messages")
    .values({
      id,
      name: "Ayşe Yılmaz",
      phone: "05320000000",
      email: "ayse@ornek.test",
      subject: "Soru",
      body: "Merhaba",
      created_at: at,
      read_at: null,
      client_ip: "192.0.2.1",
    })
    .execute();
  return id;
}

async function mail(status: OutboxStatus, at: string) {
  const id = newId();
  await (await getDb())
    .insertInto("outbox")
    .values({
      id,
      recipient: "ayse@ornek.test",
      subject: "Mesajınız",
      text_body: "x",
      html_body: "<p>x</p>",
      headers: "{}",
      status,
      attempts: 5,
      next_attempt_at: at,
      last_error: status === "failed" ? "550" : null,
      claimed_by: null,
      claimed_at: null,
      created_at: at,
      sent_at: status === "sent" ? at : null,
      issue_id: null,
      subscriber_id: null,
      priority: 0,
    })
    .execute();
  return id;
}

async function subscriber(status: SubscriberStatus, ended: string) {
  const id = newId();
  await (await getDb())
    .insertInto("subscribers")
    .values({
      id,
      email: `${id}@ornek.test`,
      status,
      created_at: daysAgo(5000, 0),
      consent_at: daysAgo(5000, 0),
      source: "/bulten",
      client_ip: "192.0.2.1",
      confirm_token_hash: null,
      confirm_expires_at: null,
      unsubscribe_token: newId(),
      unsubscribed_at: status === "unsubscribed" ? ended : null,
      bounced_at: status === "bounced" ? ended : null,
      bounce_reason: status === "bounced" ? "550 kullanıcı yok" : null,
      consent_text_version: null,
    })
    .execute();
  return id;
}

const ids = async (table: "messages" | "outbox" | "subscribers") =>
  (await (await getDb()).selectFrom(table).select("id").execute()).map((r) => r.id);

describe("the inventory's retention is what maintenance deletes by", () => {
  it("contact messages: kept inside the period the notice states, deleted past it", async () => {
    const inside = await message(daysAgo(RETENTION_DAYS.contactMessages, -1));
    const past = await message(daysAgo(RETENTION_DAYS.contactMessages, 1));
    await runMaintenance(NOW);
    expect(await ids("messages")).toContain(inside);
    expect(await ids("messages")).not.toContain(past);
    expect(retentionText("contact")).toContain(`alındığı tarihten itibaren ${daysText(RETENTION_DAYS.contactMessages)}`);
    expect(formActivity("contact").short.retention).toContain(daysText(RETENTION_DAYS.contactMessages));
  });

  it("the site's e-mails: sent ones and those that failed for good, each by the period the notice states", async () => {
    const sentInside = await mail("sent", daysAgo(RETENTION_DAYS.sentEmails, -1));
    const sentPast = await mail("sent", daysAgo(RETENTION_DAYS.sentEmails, 1));
    const failedInside = await mail("failed", daysAgo(RETENTION_DAYS.sentEmails, -1));
    const failedPast = await mail("failed", daysAgo(RETENTION_DAYS.sentEmails, 1));
    const report = await runMaintenance(NOW);
    expect(report.failedEmails).toBe(1);
    expect((await ids("outbox")).sort()).toEqual([sentInside, failedInside].sort());
    expect(failedPast).toBeDefined();
    expect(sentPast).toBeDefined();
    for (const id of ["contact", "newsletter", "kvkk-application", "outgoing-mail"] as const) {
      expect(retentionText(id)).toContain(`gönderimden ${daysText(RETENTION_DAYS.sentEmails)} sonra`);
      expect(retentionText(id)).toContain(`yazıldığı tarihten ${daysText(RETENTION_DAYS.sentEmails)} sonra`);
    }
  });

  it("e-bülten: a withdrawn or bounced address's consent record, by the period after the withdrawal or the bounce", async () => {
    const kept = [
      await subscriber("unsubscribed", daysAgo(RETENTION_DAYS.consentAfterWithdrawal, -1)),
      await subscriber("bounced", daysAgo(RETENTION_DAYS.consentAfterWithdrawal, -1)),
      await subscriber("confirmed", daysAgo(RETENTION_DAYS.consentAfterWithdrawal, 1)),
    ];
    await subscriber("unsubscribed", daysAgo(RETENTION_DAYS.consentAfterWithdrawal, 1));
    await subscriber("bounced", daysAgo(RETENTION_DAYS.consentAfterWithdrawal, 1));
    const report = await runMaintenance(NOW);
    expect([report.withdrawnConsents, report.bouncedAddresses]).toEqual([1, 1]);
    expect((await ids("subscribers")).sort()).toEqual(kept.sort());
    expect(retentionText("newsletter")).toContain(`teslim edilemez olmasından itibaren ${daysText(RETENTION_DAYS.consentAfterWithdrawal)}`);
    expect(retentionText("newsletter")).toContain(`en geç ${daysText(RETENTION_DAYS.unconfirmedSignUps)}`);
  });
});

describe("the inventory's other figures come from the code", () => {
  it("states the sessions', the statistics', the backups' and the KVKK applications' periods from their constants and facts", () => {
    expect(retentionText("admin-accounts")).toContain(
      `son işlemden ${durationText(SESSION_IDLE_MS)} veya girişten ${durationText(SESSION_MAX_MS)}`,
    );
    expect(retentionText("statistics")).toContain(daysText(DAILY_RETENTION_DAYS));
    expect(FORM_LIMIT.windowMs).toBe(PUBLIC_FORM_WINDOW_MS);
    for (const id of ["contact", "newsletter"] as const)
      expect(retentionText(id)).toContain(`sınırın süresi (${durationText(FORM_LIMIT.windowMs)})`);
    expect(retentionText("statistics")).toContain(`gün bittikten ${durationText(STATISTICS_DAY_GRACE_MS)} sonra`);
    expect(retentionText("backups")).toContain("son 5 günün, son 3 haftanın ve son 9 ayın");
    expect(retentionText("backups")).toContain("yaklaşık 9 ay");
    expect(retentionText("backups")).toContain(`en yeni ${FAILED_KEPT} tanesi`);
    expect(retentionText("kvkk-application")).toContain(daysText(FACTS.kvkkApplicationRetentionDays));
    expect(formActivity("kvkk-application").short.retention).toContain(daysText(KVKK_APPLICATION_RETENTION_DEFAULT_DAYS));
    expect(formActivity("kvkk-application", 400).short.retention).toContain(daysText(400));
  });

  it("names the e-mail provider as a recipient with md. 9's wording, and off-site storage only when copies leave the machine", () => {
    const mailActivity = processingActivities(FACTS).find((a) => a.id === "outgoing-mail")!;
    expect(mailActivity.recipients.join(" ")).toMatch(/SMTP/);
    expect(mailActivity.transferAbroad).toMatch(/9\. maddesinde/);
    const withCopies = processingActivities(FACTS).find((a) => a.id === "backups")!;
    const without = processingActivities({ ...FACTS, offsite: false }).find((a) => a.id === "backups")!;
    expect(withCopies.recipients.length).toBe(without.recipients.length + 1);
    expect(without.transferAbroad).toBeUndefined();
  });

  it("asks explicit consent only for the e-bülten", () => {
    const withConsent = processingActivities(FACTS).filter((a) => a.legalBases.some((b) => b.article === "md. 5/1"));
    expect(withConsent.map((a) => a.id)).toEqual(["newsletter"]);
  });

  it("writes periods in Turkish from milliseconds", () => {
    expect([daysText(730), daysText(90), durationText(12 * HOUR_MS), durationText(10 * 60 * 1000)]).toEqual([
      "2 yıl",
      "90 gün",
      "12 saat",
      "10 dakika",
    ]);
  });
});
