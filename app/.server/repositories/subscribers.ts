/**
 * Newsletter subscriptions with double opt-in (KVKK; Law 6563 and İYS):
 * an address is only "confirmed" after its owner followed the link we sent
 * it, and the consent time, source page and client address are kept.
 */
import { createHash, randomBytes } from "node:crypto";
import { getDb } from "#app/.server/db/index.ts";
import type { Subscriber, SubscriberStatus } from "#app/.server/db/schema.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import { mailConfig } from "#app/.server/mail/config.ts";
import { notifyQueued, queueMail } from "#app/.server/mail/outbox.ts";
import { confirmationMail, subscriptionNotice } from "#app/.server/mail/templates.ts";
import { absoluteUrl } from "#app/.server/seo.ts";

export const CONFIRM_VALID_DAYS = 7;
/** Unconfirmed sign-ups are deleted after this (as the KVKK notice promises). */
export const UNCONFIRMED_KEEP_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

export const confirmPath = (token: string) => `/bulten/onay?token=${encodeURIComponent(token)}`;
export const unsubscribePath = (token: string) => `/bulten/ayril?token=${encodeURIComponent(token)}`;

export interface SubscribeInput {
  email: string;
  /** Path of the page the form was sent from, kept as part of the consent record. */
  source: string;
  clientIp: string | null;
}

/**
 * Records a subscription request and sends the confirmation e-mail. The
 * caller answers the same whatever happened here: nobody learns whether an
 * address is already subscribed, and an address is never stored twice.
 */
export async function requestSubscription(input: SubscribeInput): Promise<void> {
  const db = await getDb();
  const token = newToken();
  const now = nowIso();
  const expires = new Date(Date.now() + CONFIRM_VALID_DAYS * DAY).toISOString();
  const queued = await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("subscribers").selectAll().where("email", "=", input.email).executeTakeFirst();
    if (existing?.status === "confirmed") return false;
    const unsubscribeToken = existing?.unsubscribe_token ?? newToken();
    const pending = {
      status: "pending" as SubscriberStatus,
      source: input.source,
      client_ip: input.clientIp,
      confirm_token_hash: digest(token),
      confirm_expires_at: expires,
      unsubscribe_token: unsubscribeToken,
      unsubscribed_at: null,
    };
    if (existing) {
      await trx.updateTable("subscribers").set(pending).where("id", "=", existing.id).execute();
    } else {
      const inserted = await trx
        .insertInto("subscribers")
        .values({ id: newId(), email: input.email, created_at: now, consent_at: null, ...pending })
        .onConflict((oc) => oc.column("email").doNothing())
        .executeTakeFirst();
      // Another request for the same address won the race: it sends the e-mail.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
    }
    await queueMail(
      trx,
      confirmationMail(input.email, absoluteUrl(confirmPath(token)), absoluteUrl(unsubscribePath(unsubscribeToken)), CONFIRM_VALID_DAYS),
    );
    return true;
  });
  if (queued) notifyQueued();
}

export type ConfirmResult = "confirmed" | "invalid";

/** Follows a confirmation link: single use, and only before it expires. */
export async function confirmSubscription(token: string): Promise<ConfirmResult> {
  if (!token || token.length > 100) return "invalid";
  const db = await getDb();
  const now = nowIso();
  const confirmed = await db.transaction().execute(async (trx) => {
    const subscriber = await trx
      .selectFrom("subscribers")
      .selectAll()
      .where("confirm_token_hash", "=", digest(token))
      .where("status", "=", "pending")
      .where("confirm_expires_at", ">", now)
      .executeTakeFirst();
    if (!subscriber) return undefined;
    await trx
      .updateTable("subscribers")
      .set({ status: "confirmed", consent_at: now, confirm_token_hash: null, confirm_expires_at: null })
      .where("id", "=", subscriber.id)
      .execute();
    const unsubscribeUrl = absoluteUrl(unsubscribePath(subscriber.unsubscribe_token ?? ""));
    await queueMail(
      trx,
      subscriptionNotice({ email: subscriber.email, consent_at: now, source: subscriber.source }, mailConfig().to, unsubscribeUrl),
    );
    return subscriber;
  });
  if (!confirmed) return "invalid";
  notifyQueued();
  return "confirmed";
}

/** One-click unsubscribe. True when the token belongs to an address (also if already unsubscribed). */
export async function unsubscribe(token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const db = await getDb();
  const subscriber = await db.selectFrom("subscribers").select(["id", "status"]).where("unsubscribe_token", "=", token).executeTakeFirst();
  if (!subscriber) return false;
  if (subscriber.status !== "unsubscribed") {
    await db
      .updateTable("subscribers")
      .set({ status: "unsubscribed", unsubscribed_at: nowIso(), confirm_token_hash: null, confirm_expires_at: null })
      .where("id", "=", subscriber.id)
      .execute();
  }
  return true;
}

export async function listSubscribers(): Promise<Subscriber[]> {
  const db = await getDb();
  return db.selectFrom("subscribers").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

/** Deletes sign-ups that were never confirmed within the kept period. */
export async function purgeUnconfirmed(): Promise<void> {
  const db = await getDb();
  const before = new Date(Date.now() - UNCONFIRMED_KEEP_DAYS * DAY).toISOString();
  await db
    .deleteFrom("subscribers")
    .where("status", "=", "pending")
    .where("consent_at", "is", null)
    .where("created_at", "<", before)
    .where("confirm_expires_at", "<", nowIso())
    .execute();
}
