/** What a KVKK başvuruları write answers: done, or refused with the office's words and an HTTP status. */
export type KvkkWriteOutcome = { ok: true } | { ok: false; status: 400 | 404 | 409 | 413; error: string };

export const NOT_FOUND: KvkkWriteOutcome = { ok: false, status: 404, error: "Başvuru bulunamadı." };
export const ALREADY_ENDED: KvkkWriteOutcome = {
  ok: false,
  status: 409,
  error: "Bu başvuru zaten yanıtlanmış, reddedilmiş ya da kapatılmış; hiçbir şey değişmedi.",
};
export const refused = (error: string, status: 400 | 409 | 413 = 400): KvkkWriteOutcome => ({ ok: false, status, error });

/** The audit log's list of every KVKK başvuruları write. */
export const KVKK_AUDIT_LIST = "kvkk-basvurulari";
