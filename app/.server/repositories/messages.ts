import { getDb } from "#app/.server/db/index.ts";
import type { Message } from "#app/.server/db/schema.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import { mailConfig } from "#app/.server/mail/config.ts";
import { notifyQueued, queueMail } from "#app/.server/mail/outbox.ts";
import { contactMail } from "#app/.server/mail/templates.ts";

export interface ContactInput {
  name: string;
  phone: string;
  email: string;
  subject: string;
  body: string;
}

/** Stores a contact message and queues its e-mail to the firm, in one transaction. */
export async function saveMessage(input: ContactInput, clientIp: string | null): Promise<Message> {
  const db = await getDb();
  const row: Message = { id: newId(), ...input, created_at: nowIso(), read_at: null, client_ip: clientIp };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("messages").values(row).execute();
    await queueMail(trx, contactMail(row, mailConfig().to));
  });
  notifyQueued();
  return row;
}

export async function listMessages(): Promise<Message[]> {
  const db = await getDb();
  return db.selectFrom("messages").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

export async function setMessageRead(id: string, read: boolean): Promise<boolean> {
  const db = await getDb();
  const result = await db
    .updateTable("messages")
    .set({ read_at: read ? nowIso() : null })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteMessage(id: string): Promise<boolean> {
  const db = await getDb();
  const result = await db.deleteFrom("messages").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function countUnreadMessages(): Promise<number> {
  const db = await getDb();
  const row = await db
    .selectFrom("messages")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
