/**
 * A person's KVKK application (md. 11, Tebliğ md. 5) as the public form files it, and the
 * confirmation of their e-mail address (ADR 058). Filing is one transaction: the application
 * with its next reference, its documents, the acknowledgment to the person and the office's
 * notice in the outbox. The 30 days count from the day it was received, confirmed or not.
 */
import { createHash, randomBytes } from "node:crypto";
import { config } from "#app/.server/config.ts";
import { type Executor, getDb, serializeOn, transaction } from "#app/.server/db/index.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { newId } from "#app/.server/ids.ts";
import type { CheckedDocument } from "#app/.server/kvkk/documents.ts";
import { acknowledgmentMail, officeNoticeMail } from "#app/.server/kvkk/mails.ts";
import { type BeforeNumberedInsert, insertNumbered } from "#app/.server/kvkk/numbering.ts";
import { notifyQueued, queueMail } from "#app/.server/mail/outbox.ts";
import {
  findAwaitingConfirmation,
  findSameApplicationSince,
  insertApplicationFile,
  markEmailConfirmed,
} from "#app/.server/repositories/kvkk-applications.ts";
import { absoluteUrl } from "#app/.server/web/seo.ts";
import { kvkkApplicationPath } from "#app/lib/admin-paths.ts";
import { addDays, istanbulDay } from "#app/lib/istanbul-time.ts";
import { KVKK_ANSWER_DAYS, type KvkkAnswerChannel, type KvkkRelation, type KvkkRight } from "#app/lib/kvkk.ts";
import { kvkkConfirmPath } from "#app/lib/paths.ts";

/** The same request from the same address this soon (a double click, a resent post) is filed once. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");
/** Our tokens are 43 characters; anything empty or far longer is not looked up. */
const plausible = (token: string) => token.length > 0 && token.length <= 100;

export interface ApplicationInput {
  fullName: string;
  /** A citizen's T.C. kimlik no, or null for a foreigner (who gives nationality and foreignId). */
  nationalId: string | null;
  nationality: string | null;
  foreignId: string | null;
  address: string;
  email: string;
  phone: string;
  rights: KvkkRight[];
  request: string;
  relation: KvkkRelation;
  relationDetail: string;
  answerChannel: KvkkAnswerChannel;
}

/** The last day to answer: the Istanbul day of `received` plus KVKK_ANSWER_DAYS calendar days (YYYY-MM-DD). */
export const kvkkDueOn = (received: Date): string => addDays(istanbulDay(received), KVKK_ANSWER_DAYS);

export interface FileOptions {
  /** The form's rate limit, counted in the transaction before anything is written (it may throw). */
  beforeStore?: (trx: Executor) => Promise<void>;
  /** Between the number's read and its insert (tests: another instance takes the number). */
  beforeNumberedInsert?: BeforeNumberedInsert;
  now?: Date;
}

/**
 * Files an application with its documents and queues its two e-mails, in one transaction; the
 * reference it was given (an earlier one for a double submit, which stores nothing).
 */
export async function fileApplication(input: ApplicationInput, documents: CheckedDocument[], options: FileOptions = {}): Promise<string> {
  const now = options.now ?? new Date();
  const receivedAt = now.toISOString();
  const year = Number(istanbulDay(now).slice(0, 4));
  const dueOn = kvkkDueOn(now);
  const token = newToken();
  const firm = await currentFirm();
  // The office's inbox as the contact form's e-mail goes (MAIL_TO, when set, else Firma bilgileri's e-mail).
  const inbox = config().mail.to ?? firm.settings.email;
  const since = new Date(now.getTime() - REPEAT_WINDOW_MS).toISOString();
  const filed = await transaction(async (trx) => {
    // Two copies sent at once (a double click) must not both find "no earlier one".
    await serializeOn(trx, `kvkk:${input.email}`);
    const earlier = await findSameApplicationSince(trx, input, since);
    if (earlier) return { reference: earlier.reference, queued: false };
    await options.beforeStore?.(trx);
    const id = newId();
    const { reference } = await insertNumbered(
      trx,
      {
        id,
        received_at: receivedAt,
        due_on: dueOn,
        status: "awaiting-confirmation",
        full_name: input.fullName,
        national_id: input.nationalId,
        nationality: input.nationality,
        foreign_id: input.foreignId,
        address: input.address,
        email: input.email,
        phone: input.phone,
        relation: input.relation,
        relation_detail: input.relationDetail,
        rights: JSON.stringify(input.rights),
        request: input.request,
        answer_channel: input.answerChannel,
        email_confirmed_at: null,
        confirm_token_hash: digest(token),
        answer_body: null,
        answered_at: null,
        answered_by: null,
        answered_via: null,
        closed_reason: null,
        reminded_warning_at: null,
        reminded_last_at: null,
        updated_at: receivedAt,
      },
      year,
      options.beforeNumberedInsert,
    );
    for (const document of documents) {
      await insertApplicationFile(trx, {
        id: newId(),
        application_id: id,
        side: "request",
        file_name: document.fileName,
        format: document.format,
        content_type: document.contentType,
        bytes: document.bytes.byteLength,
        data: document.bytes,
        created_at: receivedAt,
      });
    }
    const application = { reference, receivedAt, dueOn, email: input.email, answerChannel: input.answerChannel };
    await queueMail(trx, acknowledgmentMail(application, absoluteUrl(kvkkConfirmPath(token)), firm.settings.name));
    if (inbox) await queueMail(trx, officeNoticeMail(application, inbox, absoluteUrl(kvkkApplicationPath(id)), firm.settings.name));
    return { reference, queued: true };
  });
  if (filed.queued) notifyQueued();
  return filed.reference;
}

/** Whether a confirmation link can still confirm: a read and nothing else (mail scanners open every link). */
export async function confirmationPending(token: string): Promise<boolean> {
  if (!plausible(token)) return false;
  return (await findAwaitingConfirmation(await getDb(), digest(token))) !== undefined;
}

export type ConfirmResult = { state: "confirmed"; reference: string } | { state: "invalid" };

/** Confirms the address of the link's application (the button its page shows): once, while the application is open. */
export async function confirmApplicationEmail(token: string): Promise<ConfirmResult> {
  if (!plausible(token)) return { state: "invalid" };
  const hash = digest(token);
  return transaction(async (trx) => {
    const application = await findAwaitingConfirmation(trx, hash);
    if (!application) return { state: "invalid" };
    // An application still waiting for the address is now "received"; one the office already moved on keeps its status.
    const status = application.status === "awaiting-confirmation" ? "received" : application.status;
    if (!(await markEmailConfirmed(trx, application.id, hash, status, new Date().toISOString()))) return { state: "invalid" };
    return { state: "confirmed", reference: application.reference };
  });
}
