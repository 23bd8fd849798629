/**
 * A subscriber's preference page (issue 44, ADR 064): the link in every issue
 * carries the same token as the unsubscribe link; opening it shows the topics
 * as now chosen, and only the page's button changes them. Leaving is the
 * unsubscribe link's own write (subscriptions.ts).
 */
import { getDb, transaction } from "#app/.server/db/index.ts";
import { nowIso } from "#app/.server/ids.ts";
import { plausible } from "#app/.server/newsletter/subscriptions.ts";
import { topicChoice } from "#app/.server/newsletter/topics.ts";
import { setSubscriberTopics, subscriberTopicIds } from "#app/.server/repositories/newsletter-topics.ts";
import { findByUnsubscribeToken, updateSubscriber } from "#app/.server/repositories/subscribers.ts";

/** What a preference page shows (ADR 064): where the link's address stands and its topics as now chosen. */
export type PreferencesState =
  | { state: "invalid" }
  | { state: "unsubscribed" }
  | { state: "subscribed"; all: boolean; topicIds: string[]; topicsText: string | null; topicsAt: string | null };

/**
 * The preference page's read (the same token as the unsubscribe link): a read
 * and nothing else, as opening the link only shows the choices; the page's
 * button changes them (changeTopics).
 */
export async function preferencesState(token: string): Promise<PreferencesState> {
  if (!plausible(token)) return { state: "invalid" };
  const db = await getDb();
  const subscriber = await findByUnsubscribeToken(db, token);
  if (!subscriber) return { state: "invalid" };
  if (subscriber.status === "unsubscribed") return { state: "unsubscribed" };
  return {
    state: "subscribed",
    all: subscriber.all_topics === 1,
    topicIds: subscriber.all_topics === 1 ? [] : await subscriberTopicIds(db, subscriber.id),
    topicsText: subscriber.topics_text,
    topicsAt: subscriber.topics_at,
  };
}

export type ChangeTopicsResult = { ok: true; text: string } | { ok: false; reason: "invalid" | "unsubscribed" };

/**
 * The preference page's button: the topics ticked become the subscriber's
 * (none: every topic), and the consent record names them with the time. An
 * address that left changes nothing (it signs up again from the form).
 */
export async function changeTopics(token: string, ids: readonly string[]): Promise<ChangeTopicsResult> {
  if (!plausible(token)) return { ok: false, reason: "invalid" };
  return transaction(async (trx): Promise<ChangeTopicsResult> => {
    const subscriber = await findByUnsubscribeToken(trx, token);
    if (!subscriber) return { ok: false, reason: "invalid" };
    if (subscriber.status === "unsubscribed") return { ok: false, reason: "unsubscribed" };
    const topics = await topicChoice(trx, ids);
    await updateSubscriber(trx, subscriber.id, { all_topics: topics.all ? 1 : 0, topics_text: topics.text, topics_at: nowIso() });
    await setSubscriberTopics(trx, subscriber.id, topics.ids);
    return { ok: true, text: topics.text };
  });
}
