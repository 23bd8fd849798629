/**
 * How a KVKK application ends (issue 42, ADR 055), each in one transaction with its audit row:
 *
 * - answered by e-mail: the answer written in the editor (stored rich text) and the answer's
 *   files go to the person through the outbox; only to a confirmed address;
 * - answered by post: the office marks the day it posted the answer (the text is kept if written);
 * - refused with a reason (md. 13(3)): e-mailed to a confirmed address, else to be posted;
 * - closed with a reason: only an application whose address was never confirmed.
 *
 * A write to an application another admin ended meanwhile changes nothing (409).
 */

import { transaction } from "#app/.server/db/index.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { nowIso } from "#app/.server/ids.ts";
import { answerMail, refusalMail } from "#app/.server/kvkk/admin-mails.ts";
import { ALREADY_ENDED, KVKK_AUDIT_LIST, type KvkkWriteOutcome, NOT_FOUND, refused } from "#app/.server/kvkk/admin-outcome.ts";
import { notifyQueued, queueMail } from "#app/.server/mail/outbox.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { answerFilesWithData, endApplication, findApplication } from "#app/.server/repositories/kvkk-admin.ts";
import { richTextToPlain, toStoredRichText } from "#app/.server/text/rich-text.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { isKvkkOpen } from "#app/lib/kvkk-admin.ts";

export const KVKK_ANSWER_MAX = 100_000;
export const KVKK_REASON_MAX = 5000;

export const UNCONFIRMED_NO_EMAIL =
  "Başvurucunun e-posta adresi doğrulanmadı; yanıt bu adrese e-postayla gönderilemez. Yanıtı posta ile gönderip “Posta ile gönderildi” olarak işaretleyin ya da başvuruyu gerekçesiyle kapatın.";

function cleanAnswer(body: string): { ok: true; stored: string } | { ok: false; error: string } {
  if (body.length > KVKK_ANSWER_MAX)
    return { ok: false, error: `Yanıt en fazla ${KVKK_ANSWER_MAX.toLocaleString("tr-TR")} karakter olabilir.` };
  const stored = toStoredRichText(body);
  if (richTextToPlain(stored) === "") return { ok: false, error: "Yanıt boş olamaz: yanıtı yazıp yeniden deneyin." };
  return { ok: true, stored };
}

function cleanReason(reason: string): { ok: true; text: string } | { ok: false; error: string } {
  const text = reason.replace(/\r\n?/g, "\n").trim();
  if (text === "") return { ok: false, error: "Gerekçe boş olamaz: gerekçeyi yazıp yeniden deneyin." };
  if (text.length > KVKK_REASON_MAX)
    return { ok: false, error: `Gerekçe en fazla ${KVKK_REASON_MAX.toLocaleString("tr-TR")} karakter olabilir.` };
  return { ok: true, text };
}

/** Sends the answer and the answer's files to the person's confirmed address through the outbox. */
export async function answerByEmail(applicationId: string, body: string, adminEmail: string): Promise<KvkkWriteOutcome> {
  const answer = cleanAnswer(body);
  if (!answer.ok) return refused(answer.error);
  const firmName = (await currentFirm()).settings.name;
  const outcome = await transaction(async (trx): Promise<KvkkWriteOutcome> => {
    const application = await findApplication(trx, applicationId);
    if (!application) return NOT_FOUND;
    if (!isKvkkOpen(application.status)) return ALREADY_ENDED;
    if (application.email_confirmed_at === null) return refused(UNCONFIRMED_NO_EMAIL, 409);
    const files = (await answerFilesWithData(trx, applicationId)).map((f) => ({
      fileName: f.file_name,
      contentType: f.content_type,
      data: f.data,
    }));
    const at = nowIso();
    const ended = await endApplication(trx, applicationId, {
      status: "answered",
      answer_body: answer.stored,
      answered_at: at,
      answered_by: adminEmail,
      answered_via: "email",
      closed_reason: null,
      updated_at: at,
    });
    if (!ended) return ALREADY_ENDED;
    const outboxId = await queueMail(trx, answerMail(application, answer.stored, files, firmName));
    await recordAudit(trx, {
      adminEmail,
      action: "kvkk-answer",
      list: KVKK_AUDIT_LIST,
      entryId: applicationId,
      details: { via: "email", outbox: outboxId, files: files.map((f) => f.fileName) },
    });
    return { ok: true };
  });
  if (outcome.ok) notifyQueued();
  return outcome;
}

/** Marks the answer as posted on `sentOn` (YYYY-MM-DD, Istanbul; from the receipt day to today); the text is kept when written. */
export async function answerByPost(
  applicationId: string,
  body: string,
  sentOn: string,
  adminEmail: string,
  now = new Date(),
): Promise<KvkkWriteOutcome> {
  const written = richTextToPlain(toStoredRichText(body)) === "" ? undefined : cleanAnswer(body);
  if (written && !written.ok) return refused(written.error);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(sentOn) || Number.isNaN(Date.parse(`${sentOn}T00:00:00Z`)))
    return refused("Gönderim tarihini gün.ay.yıl olarak seçin (örneğin bugünün tarihi).");
  if (sentOn > istanbulDay(now)) return refused("Gönderim tarihi ileri bir gün olamaz.");
  return transaction(async (trx): Promise<KvkkWriteOutcome> => {
    const application = await findApplication(trx, applicationId);
    if (!application) return NOT_FOUND;
    if (!isKvkkOpen(application.status)) return ALREADY_ENDED;
    if (sentOn < istanbulDay(new Date(application.received_at))) return refused("Gönderim tarihi başvurunun alındığı günden önce olamaz.");
    const at = nowIso();
    const ended = await endApplication(trx, applicationId, {
      status: "answered",
      answer_body: written?.ok ? written.stored : null,
      answered_at: at,
      answered_by: adminEmail,
      answered_via: "post",
      closed_reason: null,
      updated_at: at,
    });
    if (!ended) return ALREADY_ENDED;
    await recordAudit(trx, {
      adminEmail,
      action: "kvkk-answer",
      list: KVKK_AUDIT_LIST,
      entryId: applicationId,
      details: { via: "post", sentOn },
    });
    return { ok: true };
  });
}

/**
 * Refuses with a reason (md. 13(3)). A confirmed address gets the reason by e-mail; an
 * unconfirmed one cannot be trusted with it, so the refusal is recorded as to be posted.
 */
export async function refuseApplication(
  applicationId: string,
  reason: string,
  adminEmail: string,
): Promise<KvkkWriteOutcome & { via?: "email" | "post" }> {
  const why = cleanReason(reason);
  if (!why.ok) return refused(why.error);
  const firmName = (await currentFirm()).settings.name;
  const outcome = await transaction(async (trx): Promise<KvkkWriteOutcome & { via?: "email" | "post" }> => {
    const application = await findApplication(trx, applicationId);
    if (!application) return NOT_FOUND;
    if (!isKvkkOpen(application.status)) return ALREADY_ENDED;
    const via = application.email_confirmed_at === null ? "post" : "email";
    const at = nowIso();
    const ended = await endApplication(trx, applicationId, {
      status: "refused",
      answer_body: null,
      answered_at: at,
      answered_by: adminEmail,
      answered_via: via,
      closed_reason: why.text,
      updated_at: at,
    });
    if (!ended) return ALREADY_ENDED;
    if (via === "email") await queueMail(trx, refusalMail(application, why.text, firmName));
    await recordAudit(trx, { adminEmail, action: "kvkk-refuse", list: KVKK_AUDIT_LIST, entryId: applicationId, details: { via } });
    return { ok: true, via };
  });
  if (outcome.ok && outcome.via === "email") notifyQueued();
  return outcome;
}

/** Closes an application whose address was never confirmed, with the recorded reason; nothing is sent. */
export async function closeApplication(applicationId: string, reason: string, adminEmail: string): Promise<KvkkWriteOutcome> {
  const why = cleanReason(reason);
  if (!why.ok) return refused(why.error);
  return transaction(async (trx): Promise<KvkkWriteOutcome> => {
    const application = await findApplication(trx, applicationId);
    if (!application) return NOT_FOUND;
    if (application.status !== "awaiting-confirmation")
      return isKvkkOpen(application.status)
        ? refused(
            "Yalnızca e-posta adresi doğrulanmamış bir başvuru kapatılabilir; bu başvuruyu yanıtlayın ya da gerekçesiyle reddedin.",
            409,
          )
        : ALREADY_ENDED;
    const at = nowIso();
    const ended = await endApplication(
      trx,
      applicationId,
      {
        status: "closed",
        answer_body: null,
        answered_at: at,
        answered_by: adminEmail,
        answered_via: null,
        closed_reason: why.text,
        updated_at: at,
      },
      ["awaiting-confirmation"],
    );
    if (!ended) return ALREADY_ENDED;
    await recordAudit(trx, { adminEmail, action: "kvkk-close", list: KVKK_AUDIT_LIST, entryId: applicationId });
    return { ok: true };
  });
}
