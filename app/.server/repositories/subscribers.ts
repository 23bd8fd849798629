import { getDb } from "../db/index.ts";
import { newId, nowIso } from "../ids.ts";

export interface SubscribeInput {
  email: string;
  /** Path of the page the form was sent from, kept as part of the consent record. */
  source: string;
  clientIp: string | null;
}

/**
 * Records a subscription request as pending. An address that is already on the
 * list is left as it is, so subscribing twice never makes two rows, and the
 * caller answers the same either way (no one learns who is subscribed).
 */
export async function addSubscriber(input: SubscribeInput): Promise<void> {
  const db = await getDb();
  await db
    .insertInto("subscribers")
    .values({
      id: newId(),
      email: input.email,
      status: "pending",
      created_at: nowIso(),
      consent_at: null,
      source: input.source,
      client_ip: input.clientIp,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
}
