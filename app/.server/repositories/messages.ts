/** Contact messages. */
import type { Executor } from "#app/.server/db/index.ts";
import type { Message } from "#app/.server/db/schema.ts";
import { nowIso } from "#app/.server/ids.ts";

export async function insertMessage(db: Executor, message: Message): Promise<void> {
  await db.insertInto("messages").values(message).execute();
}

/** The same message (sender, subject and text) received since `since`, if any: a repeated submit. */
export async function findSameMessageSince(
  db: Executor,
  message: Pick<Message, "email" | "subject" | "body">,
  since: string,
): Promise<Message | undefined> {
  return db
    .selectFrom("messages")
    .selectAll()
    .where("email", "=", message.email)
    .where("subject", "=", message.subject)
    .where("body", "=", message.body)
    .where("created_at", ">=", since)
    .executeTakeFirst();
}

export async function listMessages(db: Executor): Promise<Message[]> {
  return db.selectFrom("messages").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

export async function setMessageRead(db: Executor, id: string, read: boolean): Promise<boolean> {
  const result = await db
    .updateTable("messages")
    .set({ read_at: read ? nowIso() : null })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteMessage(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom("messages").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function countUnreadMessages(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("messages")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes messages received before `before` (retention). Returns how many. */
export async function deleteMessagesBefore(db: Executor, before: string): Promise<number> {
  const result = await db.deleteFrom("messages").where("created_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
