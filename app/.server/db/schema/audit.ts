/** The audit log: who changed what in the admin, and when. */

export type AuditAction =
  | "create"
  | "update"
  | "delete"
  | "restore"
  | "publish"
  // An entry taken off the public site at its unpublish time (ADR 067).
  | "unpublish"
  | "upload"
  | "import"
  | "password"
  | "read"
  | "unread"
  | "retry"
  | "invite"
  | "accept-invite"
  | "remove"
  | "reset"
  | "sessions"
  | "two-factor-on"
  | "two-factor-off"
  | "recovery-codes"
  | "send"
  | "send-test"
  | "cancel"
  | "resume"
  | "bounce"
  // Aboneler: a withdrawal of consent the office received and recorded.
  | "withdraw"
  // Vergi verileri (issue 14).
  | "tax-tariff"
  | "tax-invoice-limit"
  | "tax-mtv-thresholds"
  | "tax-mtv-import"
  | "tax-vat-rates"
  | "tax-late-rate"
  | "tax-late-rate-fix"
  | "tax-holiday"
  | "tax-holiday-edit"
  | "tax-holiday-delete"
  | "tax-holiday-year"
  | "tax-set"
  | "tax-set-confirm"
  // Ücret ve tazminat figures (issue 27).
  | "tax-wage-figures"
  // Vergi takvimi (issue 14).
  | "tax-calendar-generate"
  | "tax-deadline-extend"
  | "tax-deadline-extend-remove"
  | "tax-deadline-edit"
  | "tax-deadline-hide"
  | "tax-deadline-show"
  | "tax-event"
  | "tax-event-delete"
  // Confirmation of the calendar's rules (issue 21).
  | "tax-rule-confirm"
  | "tax-rule-display"
  // Firma bilgileri and Sayfalar (issue 22).
  | "firm-settings"
  | "firm-settings-restore"
  | "firm-page-draft"
  | "firm-page-publish"
  | "firm-page-discard"
  | "firm-page-restore"
  // The review of a Yazar's draft (issue 25).
  | "review-ready"
  | "review-send-back"
  // Roles (issue 25): details {from, to}; the transfer's {from, to} are e-mail addresses; the setting's {on}.
  | "role"
  | "transfer-ownership"
  | "require-two-factor"
  // Upload quotas (ADR 033): details {from, to} in MB (null: the default), {default: true} for the default quota.
  | "upload-quota"
  // Reklam sözcükleri (issue 44, ADR 067): the pre-publish checks' list; details {added, removed}.
  | "advertising-words"
  // E-posta ayarları (issue 39, ADR 049): details {from, to, password: changed|kept|removed|none}, never the password; the test e-mail's {to, ok}.
  | "mail-settings"
  | "mail-test"
  // Yedekler (issue 40): "Şimdi yedekle" with details {ok, sizeBytes | problem}; a backup's download (entry_id: its file name).
  | "backup"
  | "backup-download"
  // Kişisel veri ara (issue 42, ADR 057): list "kisisel-veri"; details {searched: which kinds of term, hits per source}, never the terms.
  | "personal-data-search"
  | "personal-data-export"
  | "personal-data-erase"
  // KVKK başvuruları (issue 42, ADR 055), list "kvkk-basvurulari", entry_id the application's id: a note; a file of the
  // answer added or removed ({file}); the answer by e-mail or post ({via, files, sentOn}); a refusal ({via}); a closing;
  // a document opened ({file, side}); the retention period set (entry_id null, {from, to} in days).
  | "kvkk-note"
  | "kvkk-answer-file"
  | "kvkk-answer-file-remove"
  | "kvkk-answer"
  | "kvkk-refuse"
  | "kvkk-close"
  | "kvkk-file-open"
  | "kvkk-retention"
  // The English tab (issue 43, ADR 061), list "ingilizce", entry_id "<kind>:<key>", details {version, kind, key}
  // (a service's slug change: {from, to}; a restore: {restoredVersion}).
  | "english-draft"
  | "english-publish"
  | "english-unpublish"
  | "english-restore";

export interface AuditLogTable {
  id: string;
  admin_email: string;
  action: AuditAction;
  /** duyurular, haberler, sorular, araclar, or "hesap" for the admin's own account. */
  list: string;
  entry_id: string | null;
  created_at: string;
  /** JSON: what the write replaced or removed, and what it wrote (Vergi verileri); null for most writes. */
  details: string | null;
}
