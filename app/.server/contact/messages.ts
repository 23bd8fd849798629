/**
 * Contact messages: a visitor's message is stored together with its e-mail
 * to the firm (one transaction), and the office reads and files them.
 */
import { config } from "#app/.server/config.ts";
import { type Executor, getDb, serializeOn, transaction } from "#app/.server/db/index.ts";
import type { Message } from "#app/.server/db/schema.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import { notifyQueued, queueMail } from "#app/.server/mail/outbox.ts";
import { contactMail } from "#app/.server/mail/templates.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import {
  countUnreadMessages,
  deleteMessage,
  findSameMessageSince,
  insertMessage,
  listMessages,
  setMessageRead,
} from "#app/.server/repositories/messages.ts";
import type { Language } from "#app/lib/language-alternates.ts";

/** A message identical to one received this recently is a double submit, stored once. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

export interface ContactInput {
  name: string;
  phone: string;
  email: string;
  subject: string;
  body: string;
  /** The form's language: the Turkish page's or the English one's (issue 43); Turkish unless given. */
  language?: Language;
}

/**
 * Stores a contact message and queues its e-mail to the firm, in one
 * transaction. The same message sent again within ten minutes (a double
 * click, a reload of the form post) is not stored or e-mailed twice.
 * `beforeStore` runs in the transaction only when the message is to be
 * stored (the form's rate limit: a repeat costs no slot); it may throw to
 * store nothing.
 */
export async function receiveMessage(
  input: ContactInput,
  clientIp: string | null,
  beforeStore?: (trx: Executor) => Promise<void>,
): Promise<Message> {
  const message: Message = {
    id: newId(),
    ...input,
    created_at: nowIso(),
    read_at: null,
    client_ip: clientIp,
    language: input.language ?? "tr",
  };
  const since = new Date(Date.now() - REPEAT_WINDOW_MS).toISOString();
  // The office's inbox and name as Firma bilgileri has them now (MAIL_TO, when set, is the inbox).
  const firm = await currentFirm();
  const inbox = config().mail.to ?? firm.settings.email;
  const stored = await transaction(async (trx) => {
    // Two copies sent at once (a double click) must not both find "no earlier one".
    await serializeOn(trx, `contact:${message.email}:${message.subject}`);
    const earlier = await findSameMessageSince(trx, message, since);
    if (earlier) return earlier;
    await beforeStore?.(trx);
    await insertMessage(trx, message);
    await queueMail(trx, contactMail(message, inbox, firm.settings.name));
    return message;
  });
  if (stored === message) notifyQueued();
  return stored;
}

export async function inbox(): Promise<Message[]> {
  return listMessages(await getDb());
}

export async function unreadCount(): Promise<number> {
  return countUnreadMessages(await getDb());
}

/** Marks a message read or unread, with its audit row. False when there is no such message. */
export async function markMessage(id: string, read: boolean, adminEmail: string): Promise<boolean> {
  return transaction(async (trx) => {
    if (!(await setMessageRead(trx, id, read))) return false;
    await recordAudit(trx, { adminEmail, action: read ? "read" : "unread", list: "mesajlar", entryId: id });
    return true;
  });
}

export async function removeMessage(id: string, adminEmail: string): Promise<boolean> {
  return transaction(async (trx) => {
    if (!(await deleteMessage(trx, id))) return false;
    await recordAudit(trx, { adminEmail, action: "delete", list: "mesajlar", entryId: id });
    return true;
  });
}
