/**
 * Newsletter subscriptions with double opt-in (KVKK; Law 6563 and İYS):
 * an address is only "confirmed" after its owner followed the link we sent
 * it, and the consent time, source page and client address are kept.
 */
import { createHash, randomBytes } from "node:crypto";
import { config } from "#app/.server/config.ts";
import { type Executor, getDb, serializeOn, transaction } from "#app/.server/db/index.ts";
import type { Subscriber, SubscriberStatus } from "#app/.server/db/schema.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import { notifyQueued, queueMail } from "#app/.server/mail/outbox.ts";
import { confirmationMail, subscriptionNotice } from "#app/.server/mail/templates.ts";
import { ERASED_REASON } from "#app/.server/newsletter/delivery.ts";
import { topicChoice } from "#app/.server/newsletter/topics.ts";
import { currentProcessingSection, withProcessingSection } from "#app/.server/privacy/notice.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { ensureConsentText } from "#app/.server/repositories/firm.ts";
import { setSubscriberTopics } from "#app/.server/repositories/newsletter-topics.ts";
import { deleteOwnMailMentioning, eraseSubscriberDeliveries } from "#app/.server/repositories/outbox.ts";
import {
  deleteSubscriber,
  findByUnsubscribeToken,
  findPendingByTokenHash,
  findSubscriber,
  findSubscriberByEmail,
  insertSubscriber,
  listSubscribers,
  markSubscriberBounced,
  updateSubscriber,
  type WithdrawalFields,
  withdrawSubscriber,
} from "#app/.server/repositories/subscribers.ts";
import { absoluteUrl } from "#app/.server/web/seo.ts";
import { senderIdentityLine } from "#app/lib/firm-identity.ts";
import { confirmPath, unsubscribePath } from "#app/lib/paths.ts";

export const CONFIRM_VALID_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;
/** A second request for the same address this soon (a double submit) sends no second e-mail. */
const REPEAT_WINDOW_MS = 2 * 60 * 1000;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");
/** Our tokens are 43 characters; anything empty or far longer is not looked up. */
export const plausible = (token: string) => token.length > 0 && token.length <= 100;

export interface SubscribeInput {
  email: string;
  /** Path of the page the form was sent from, kept as part of the consent record. */
  source: string;
  clientIp: string | null;
  /** The topics ticked on the form (ids); none: every topic. Unknown ids are ignored. */
  topics?: readonly string[];
}

/**
 * Records a subscription request and sends the confirmation e-mail. The
 * caller answers the same whatever happened here: nobody learns whether an
 * address is already subscribed, and an address is never stored twice.
 *
 * `beforeStore` (the form's rate limit) runs in the transaction for every
 * request but a double submit: the same address again within the repeat
 * window from the same client address. A request for a confirmed address,
 * or for one somebody else just asked for, counts like a new one, so that a
 * client at its limit cannot tell them apart by the answer.
 */
export async function requestSubscription(input: SubscribeInput, beforeStore?: (trx: Executor) => Promise<void>): Promise<void> {
  const token = newToken();
  const now = nowIso();
  const expires = new Date(Date.now() + CONFIRM_VALID_DAYS * DAY).toISOString();
  // The wording the form shows and the KVKK notice it links to, as the office has them now.
  const firm = await currentFirm();
  const queued = await transaction(async (trx) => {
    const existing = await findSubscriberByEmail(trx, input.email);
    const justAsked =
      existing?.status === "pending" &&
      Date.parse(existing.confirm_expires_at ?? "") > Date.now() + CONFIRM_VALID_DAYS * DAY - REPEAT_WINDOW_MS;
    const doubleSubmit = justAsked && existing?.client_ip === input.clientIp;
    if (!doubleSubmit) await beforeStore?.(trx);
    if (existing?.status === "confirmed") return false;
    if (justAsked) return false;
    // The wording and the KVKK notice as /kvkk shows it (its generated processing section too) are kept with the consent: a new version is stored on its first use
    // after either changed. Sign-ups take their turn here, so two never store the same new version twice.
    await serializeOn(trx, "consent");
    const consentVersion = await ensureConsentText(
      trx,
      firm.consentText,
      withProcessingSection(firm.pages.kvkk.body, await currentProcessingSection(trx)),
      now,
    );
    const unsubscribeToken = existing?.unsubscribe_token ?? newToken();
    // The topics ticked, kept with the consent in the words the visitor saw (ADR 064).
    const topics = await topicChoice(trx, input.topics ?? []);
    // An unsubscribed or bounced address that signs up again goes through double opt-in again.
    const pending = {
      status: "pending" as const,
      source: input.source,
      client_ip: input.clientIp,
      confirm_token_hash: digest(token),
      confirm_expires_at: expires,
      unsubscribe_token: unsubscribeToken,
      // A withdrawal stands until the new sign-up is confirmed (the export's RET and its date; confirming clears it).
      unsubscribed_at: existing?.unsubscribed_at ?? null,
      consent_text_version: consentVersion,
      all_topics: topics.all ? 1 : 0,
      topics_text: topics.text,
      topics_at: now,
    };
    const id = existing?.id ?? newId();
    if (existing) {
      await updateSubscriber(trx, existing.id, pending);
    } else {
      const inserted = await insertSubscriber(trx, {
        id,
        email: input.email,
        created_at: now,
        consent_at: null,
        bounced_at: null,
        bounce_reason: null,
        ...pending,
      });
      // Another request for the same address won the race: it sends the e-mail.
      if (!inserted) return false;
    }
    await setSubscriberTopics(trx, id, topics.ids);
    const mail = confirmationMail(
      input.email,
      absoluteUrl(confirmPath(token)),
      absoluteUrl(unsubscribePath(unsubscribeToken)),
      CONFIRM_VALID_DAYS,
      firm.settings.name,
      senderIdentityLine(firm.settings),
    );
    await queueMail(trx, mail);
    return true;
  });
  if (queued) notifyQueued();
}

export type ConfirmResult = "confirmed" | "invalid";

/**
 * Whether a confirmation link can still confirm (unused, not expired): a read
 * and nothing else. Opening the link only asks; mail scanners open every link
 * in a message, and their GET must not give the consent.
 */
export async function confirmationPending(token: string): Promise<boolean> {
  if (!plausible(token)) return false;
  return (await findPendingByTokenHash(await getDb(), digest(token), nowIso())) !== undefined;
}

/** Confirms the subscription of a confirmation link (the button its page shows): single use, and only before it expires. */
export async function confirmSubscription(token: string): Promise<ConfirmResult> {
  if (!plausible(token)) return "invalid";
  const now = nowIso();
  const firm = await currentFirm();
  const confirmed = await transaction(async (trx) => {
    const subscriber = await findPendingByTokenHash(trx, digest(token), now);
    if (!subscriber) return undefined;
    await updateSubscriber(trx, subscriber.id, {
      status: "confirmed",
      consent_at: now,
      unsubscribed_at: null,
      confirm_token_hash: null,
      confirm_expires_at: null,
      // A bounced address confirmed again: it receives issues again.
      bounced_at: null,
      bounce_reason: null,
    });
    const unsubscribeUrl = absoluteUrl(unsubscribePath(subscriber.unsubscribe_token ?? ""));
    await queueMail(
      trx,
      subscriptionNotice(
        { email: subscriber.email, consent_at: now, source: subscriber.source },
        config().mail.to ?? firm.settings.email,
        unsubscribeUrl,
        firm.settings.name,
      ),
    );
    return subscriber;
  });
  if (!confirmed) return "invalid";
  notifyQueued();
  return "confirmed";
}

/** Where an unsubscribe link's address stands: "invalid" when the token belongs to no address. */
export type UnsubscribeLinkState = "subscribed" | "unsubscribed" | "invalid";

/**
 * What the page of an unsubscribe link offers, read without a write: opening
 * the link only asks (mail scanners open every link), the POST unsubscribes.
 * A pending or bounced address can still leave ("subscribed").
 */
export async function unsubscribeLinkState(token: string): Promise<UnsubscribeLinkState> {
  if (!plausible(token)) return "invalid";
  const subscriber = await findByUnsubscribeToken(await getDb(), token);
  if (!subscriber) return "invalid";
  return subscriber.status === "unsubscribed" ? "unsubscribed" : "subscribed";
}

/**
 * Unsubscribes: our page's button, or the mail client's one-click POST (RFC
 * 8058). True when the token belongs to an address (also if already unsubscribed).
 */
export async function unsubscribe(token: string): Promise<boolean> {
  if (!plausible(token)) return false;
  return transaction(async (trx) => {
    const subscriber = await findByUnsubscribeToken(trx, token);
    if (!subscriber) return false;
    if (subscriber.status !== "unsubscribed") await updateSubscriber(trx, subscriber.id, withdrawal(nowIso()));
    return true;
  });
}

/**
 * What a withdrawal of consent writes, whoever records it: the subscriber's
 * own link or the office. The status is what every send checks (queueing
 * takes only the confirmed, a queued delivery is skipped) and the time is
 * the export's RET date.
 */
const withdrawal = (at: string): WithdrawalFields => ({
  status: "unsubscribed",
  unsubscribed_at: at,
  confirm_token_hash: null,
  confirm_expires_at: null,
});

/** The audit log's list name for subscribers. */
export const SUBSCRIBERS_AUDIT_LIST = "aboneler";
/** Why a subscriber is bounced when the admin marked it. */
export const BOUNCED_BY_ADMIN = "Yönetici tarafından işaretlendi";

/**
 * The admin marks a confirmed subscriber as unreachable (a bounce seen in
 * the firm's mailbox, a closed address): no further issue goes to it. False
 * when it was not confirmed (any more).
 */
export async function markBouncedByAdmin(id: string, adminEmail: string): Promise<boolean> {
  if (!id || id.length > 100) return false;
  return transaction(async (trx) => {
    if (!(await markSubscriberBounced(trx, id, nowIso(), BOUNCED_BY_ADMIN))) return false;
    await recordAudit(trx, { adminEmail, action: "bounce", list: SUBSCRIBERS_AUDIT_LIST, entryId: id });
    return true;
  });
}

const validId = (id: string) => id.length > 0 && id.length <= 100;

/** Statuses in which a consent stands: confirmed, or bounced (an unreachable address withdrew nothing). */
const CONSENT_STANDS: SubscriberStatus[] = ["confirmed", "bounced"];

export type WithdrawByAdminResult = "withdrawn" | "not-found" | "already-withdrawn" | "no-consent";

/**
 * The office records a withdrawal it received by e-mail, phone or through
 * İYS: the same write as the subscriber's own unsubscribe link, and an
 * audit row saying who recorded it and when. Only a consent that stands can
 * be withdrawn; anything else changes nothing and says why.
 */
export async function withdrawByAdmin(id: string, adminEmail: string): Promise<WithdrawByAdminResult> {
  if (!validId(id)) return "not-found";
  return transaction(async (trx) => {
    if (await withdrawSubscriber(trx, id, CONSENT_STANDS, withdrawal(nowIso()))) {
      await recordAudit(trx, { adminEmail, action: "withdraw", list: SUBSCRIBERS_AUDIT_LIST, entryId: id });
      return "withdrawn";
    }
    const subscriber = await findSubscriber(trx, id);
    if (!subscriber) return "not-found";
    return subscriber.status === "unsubscribed" ? "already-withdrawn" : "no-consent";
  });
}

/**
 * Erasure (KVKK art. 7 and 11): the subscriber's personal data goes, in one
 * transaction. What that means here:
 * - the subscriber row, and with it the consent record (address, consent and
 *   withdrawal times, source page, client address, tokens, bounce answer);
 *   the consent texts stay, they are the firm's wording and name nobody;
 * - the firm's own e-mails about the address (the confirmation e-mail, the
 *   notice of its confirmation to the firm): deleted, sent or not;
 * - its issue deliveries: kept without the address, the e-mail or the SMTP
 *   answer, so that each send's counts (sent, failed, skipped) stay true;
 *   those still waiting are skipped;
 * - the audit log names the subscriber by its id only, never the address.
 * The İYS record is not touched (the site does not talk to İYS), and the
 * address leaves the CSV: the README says what the firm does first.
 * False when there was no such subscriber.
 */
export async function eraseSubscriber(id: string, adminEmail: string): Promise<boolean> {
  if (!validId(id)) return false;
  return transaction(async (trx) => {
    const subscriber = await findSubscriber(trx, id);
    if (!subscriber || !(await deleteSubscriber(trx, id))) return false;
    if (subscriber.unsubscribe_token) await deleteOwnMailMentioning(trx, `${unsubscribePath(subscriber.unsubscribe_token)}>`);
    await eraseSubscriberDeliveries(trx, id, ERASED_REASON);
    await recordAudit(trx, { adminEmail, action: "delete", list: SUBSCRIBERS_AUDIT_LIST, entryId: id });
    return true;
  });
}

export async function subscribers(): Promise<Subscriber[]> {
  return listSubscribers(await getDb());
}
