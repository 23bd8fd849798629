/** Newsletter subscribers and their consent records. */
import type { Updateable } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { Subscriber, SubscriberStatus, SubscriberTable } from "#app/.server/db/schema.ts";

export async function findSubscriberByEmail(db: Executor, email: string): Promise<Subscriber | undefined> {
  return db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();
}

/** The pending subscriber whose confirmation token has this digest and has not expired at `now`. */
export async function findPendingByTokenHash(db: Executor, tokenHash: string, now: string): Promise<Subscriber | undefined> {
  return db
    .selectFrom("subscribers")
    .selectAll()
    .where("confirm_token_hash", "=", tokenHash)
    .where("status", "=", "pending")
    .where("confirm_expires_at", ">", now)
    .executeTakeFirst();
}

export async function findByUnsubscribeToken(db: Executor, token: string): Promise<Subscriber | undefined> {
  return db.selectFrom("subscribers").selectAll().where("unsubscribe_token", "=", token).executeTakeFirst();
}

/** Inserts unless the address exists already (a concurrent request). True when inserted. */
export async function insertSubscriber(db: Executor, subscriber: Subscriber): Promise<boolean> {
  const result = await db
    .insertInto("subscribers")
    .values(subscriber)
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function updateSubscriber(db: Executor, id: string, fields: Omit<Updateable<SubscriberTable>, "id">): Promise<void> {
  await db.updateTable("subscribers").set(fields).where("id", "=", id).execute();
}

/**
 * Marks a confirmed subscriber bounced (no further issue goes to it). False
 * when it is not confirmed (any more): pending, unsubscribed, bounced or gone.
 */
export async function markSubscriberBounced(db: Executor, id: string, at: string, reason: string): Promise<boolean> {
  const result = await db
    .updateTable("subscribers")
    .set({ status: "bounced", bounced_at: at, bounce_reason: reason })
    .where("id", "=", id)
    .where("status", "=", "confirmed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The status a withdrawal leaves and the fields it writes, the subscriber's own link's and the office's alike. */
export type WithdrawalFields = Pick<SubscriberTable, "status" | "unsubscribed_at" | "confirm_token_hash" | "confirm_expires_at">;

/**
 * Records a withdrawal of consent if the subscriber is in one of `from`
 * (the office withdraws a consent that stands: confirmed or bounced). False
 * when it is in none of them (any more), or gone.
 */
export async function withdrawSubscriber(db: Executor, id: string, from: SubscriberStatus[], fields: WithdrawalFields): Promise<boolean> {
  const result = await db.updateTable("subscribers").set(fields).where("id", "=", id).where("status", "in", from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findSubscriber(db: Executor, id: string): Promise<Subscriber | undefined> {
  return db.selectFrom("subscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Deletes the subscriber's row, its consent record with it. False when it was gone already. */
export async function deleteSubscriber(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom("subscribers").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function findConsentText(db: Executor, version: number): Promise<{ version: number; text: string } | undefined> {
  return db.selectFrom("consent_texts").select(["version", "text"]).where("version", "=", version).executeTakeFirst();
}

export async function listSubscribers(db: Executor): Promise<Subscriber[]> {
  return db.selectFrom("subscribers").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

/** Sign-ups never confirmed, made before `createdBefore`, whose link has expired at `now`. */
export async function deleteUnconfirmed(db: Executor, createdBefore: string, now: string): Promise<number> {
  const result = await db
    .deleteFrom("subscribers")
    .where("status", "=", "pending")
    .where("consent_at", "is", null)
    .where("created_at", "<", createdBefore)
    .where("confirm_expires_at", "<", now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Unsubscribed addresses whose withdrawal is older than `before`, with their
 * consent record; also one that signed up again without confirming (its
 * withdrawal still stands) once that request, too, is older than `before`.
 */
export async function deleteUnsubscribedBefore(db: Executor, before: string): Promise<number> {
  const result = await db
    .deleteFrom("subscribers")
    .where((eb) =>
      eb.or([eb("status", "=", "unsubscribed"), eb.and([eb("status", "=", "pending"), eb("confirm_expires_at", "<", before)])]),
    )
    .where("unsubscribed_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Addresses that bounced (a permanent refusal, or the office stopped sending)
 * before `before`, with their consent record: kept as long as a withdrawal's.
 */
export async function deleteBouncedBefore(db: Executor, before: string): Promise<number> {
  const result = await db.deleteFrom("subscribers").where("status", "=", "bounced").where("bounced_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Subscribers who confirmed at or after `since` and are still subscribed (Genel bakış: new this month). */
export async function countConfirmedSince(db: Executor, since: string): Promise<number> {
  const row = await db
    .selectFrom("subscribers")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", "confirmed")
    .where("consent_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
