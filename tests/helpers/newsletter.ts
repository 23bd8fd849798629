/** Subscribers and e-bülten issues written straight into a test database, as the application writes them. */
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, IssueStatus, NewsletterIssue, SubscriberStatus } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { newDraftRow } from "#app/.server/repositories/newsletter-issues.ts";

export interface TestSubscriber {
  id: string;
  email: string;
  token: string;
}

/** A subscriber (confirmed unless said otherwise) with its own unsubscribe token. */
export async function addSubscriber(db: Kysely<Database>, email: string, status: SubscriberStatus = "confirmed"): Promise<TestSubscriber> {
  const id = newId();
  const token = randomBytes(24).toString("base64url");
  const now = new Date().toISOString();
  await db
    .insertInto("subscribers")
    .values({
      id,
      email,
      status,
      created_at: now,
      consent_at: status === "pending" ? null : now,
      source: "/",
      client_ip: "127.0.0.1",
      confirm_token_hash: null,
      confirm_expires_at: null,
      unsubscribe_token: token,
      unsubscribed_at: status === "unsubscribed" ? now : null,
      bounced_at: null,
      bounce_reason: null,
      consent_text_version: null,
    })
    .execute();
  return { id, email, token };
}

/**
 * A pending sign-up as the form leaves it: its confirmation link's token
 * (stored as its SHA-256 digest, valid for `validDays`) and its unsubscribe token.
 */
export async function addPendingSubscriber(
  db: Kysely<Database>,
  email: string,
  validDays = 7,
): Promise<TestSubscriber & { confirmToken: string }> {
  const subscriber = await addSubscriber(db, email, "pending");
  const confirmToken = randomBytes(32).toString("base64url");
  await db
    .updateTable("subscribers")
    .set({
      confirm_token_hash: createHash("sha256").update(confirmToken).digest("hex"),
      confirm_expires_at: new Date(Date.now() + validDays * 24 * 60 * 60 * 1000).toISOString(),
    })
    .where("id", "=", subscriber.id)
    .execute();
  return { ...subscriber, confirmToken };
}

/** `count` confirmed subscribers named <prefix>-<n>@ornek.test, written in a few multi-row inserts. */
export async function addSubscribers(db: Kysely<Database>, prefix: string, count: number): Promise<TestSubscriber[]> {
  const made: TestSubscriber[] = [];
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const subscriber = { id: newId(), email: `${prefix}-${i}@ornek.test`, token: randomBytes(24).toString("base64url") };
      made.push(subscriber);
      rows.push({
        id: subscriber.id,
        email: subscriber.email,
        status: "confirmed" as const,
        created_at: now,
        consent_at: now,
        source: "/",
        client_ip: null,
        confirm_token_hash: null,
        confirm_expires_at: null,
        unsubscribe_token: subscriber.token,
        unsubscribed_at: null,
        bounced_at: null,
        bounce_reason: null,
        consent_text_version: null,
      });
    }
    await db.insertInto("subscribers").values(rows).execute();
  }
  return made;
}

/** An issue (a draft unless said otherwise). */
export async function addIssue(
  db: Kysely<Database>,
  subject: string,
  fields: Partial<Omit<NewsletterIssue, "id" | "subject">> & { status?: IssueStatus } = {},
): Promise<NewsletterIssue> {
  const now = new Date().toISOString();
  const issue: NewsletterIssue = {
    ...newDraftRow(newId(), { subject, preheader: "", body: `<p>${subject} içeriği.</p>` }, "yonetici@ymm.test", now),
    ...fields,
  };

  await db.insertInto("newsletter_issues").values(issue).execute();
  return issue;
}

export async function issueStatus(db: Kysely<Database>, id: string): Promise<IssueStatus | undefined> {
  return (await db.selectFrom("newsletter_issues").select("status").where("id", "=", id).executeTakeFirst())?.status;
}
