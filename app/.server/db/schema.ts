/**
 * The database's tables as Kysely sees them. Timestamps are ISO-8601 text in
 * UTC on both SQLite and PostgreSQL, so every dialect returns the same strings
 * and ordering by them is chronological.
 */
import type { ColumnType, Selectable } from "kysely";
import type { PostStatus } from "#app/lib/content-lists.ts";
import type { IssueStatus, IssueText } from "#app/lib/newsletter-issue-form.ts";
import type { RevisionAction } from "#app/lib/revisions.ts";
import type { DeadlineKind } from "#app/lib/tax-calendar.ts";
import type { IncomeKind, TaxSetKind } from "#app/lib/tax-data.ts";

// The domain's states and kinds that the browser shows too live in app/lib/ (lib never imports .server/).
export type { DeadlineKind, IncomeKind, IssueStatus, PostStatus, RevisionAction, TaxSetKind };

/** An announcement or a news item. */
export interface PostTable {
  id: string;
  title: string;
  /** Sanitized rich text (app/.server/content/rich-text.ts). */
  body: string;
  created_at: string;
  updated_at: ColumnType<string | null, string | undefined, string>;
  status: ColumnType<PostStatus, PostStatus | undefined, PostStatus>;
  /** When it appeared (or, scheduled, will appear) on the public site; null for a draft. */
  published_at: ColumnType<string | null, string | null | undefined, string | null>;
  meta_description: ColumnType<string | null, string | null | undefined, string | null>;
  cover_media_id: ColumnType<string | null, string | null | undefined, string | null>;
  cover_alt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface QuestionTable {
  id: string;
  title: string;
  /** Sanitized rich text. */
  answer: string;
  created_at: string;
  updated_at: ColumnType<string | null, string | undefined, string>;
}

export interface ToolTable {
  id: string;
  title: string;
  url: string;
  created_at: string;
  updated_at: ColumnType<string | null, string | undefined, string>;
}

/** One saved state of an entry (its history; a deletion is the bin). */
export interface RevisionTable {
  id: string;
  /** duyurular, haberler, sorular, araclar. */
  list: string;
  entry_id: string;
  version: number;
  action: RevisionAction;
  /** JSON of EntrySnapshot (app/.server/repositories/revisions.ts). */
  snapshot: string;
  admin_email: string;
  created_at: string;
}

/** An uploaded picture; id is the content hash of its cleaned original. */
export interface MediaTable {
  id: string;
  source_format: string;
  width: number;
  height: number;
  file_name: string;
  bytes: number;
  admin_email: string;
  created_at: string;
}

/** A file made of a picture, served at /medya/<name>. */
export interface MediaFileTable {
  name: string;
  media_id: string;
  /** "480", "960", "1600" or "og". */
  size: string;
  format: string;
  width: number;
  height: number;
  content_type: string;
  data: Uint8Array;
}

export interface MessageTable {
  id: string;
  name: string;
  phone: string;
  email: string;
  subject: string;
  body: string;
  created_at: string;
  read_at: string | null;
  client_ip: string | null;
}

/** bounced: a permanent SMTP refusal, or the admin, stopped sending to the address. */
export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed" | "bounced";

export interface SubscriberTable {
  id: string;
  email: string;
  status: SubscriberStatus;
  created_at: string;
  /** When the address owner confirmed (double opt-in): the consent record. */
  consent_at: string | null;
  /** Path of the page the subscription was requested from. */
  source: string | null;
  client_ip: string | null;
  /** SHA-256 of the pending confirmation token; cleared once used. */
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  /** Put in every newsletter e-mail's one-click unsubscribe link. */
  unsubscribe_token: string | null;
  unsubscribed_at: string | null;
  bounced_at: string | null;
  /** The SMTP answer that refused the address, or why the admin marked it. */
  bounce_reason: string | null;
  /** The consent_texts version the subscriber was shown when signing up. */
  consent_text_version: number | null;
}

/** The consent text of the sign-up form, each wording kept as a numbered version. */
export interface ConsentTextTable {
  version: number;
  text: string;
  created_at: string;
}

/** An e-bülten issue: its text (subject, preheader, sanitized body) and the state of its send. */
export interface NewsletterIssueTable extends IssueText {
  id: string;
  status: IssueStatus;
  created_at: string;
  updated_at: string;
  /** When the send began: the issue's date on /bulten. Null for a draft. */
  sent_at: string | null;
  /** Confirmed subscribers when the send began. */
  recipients: number | null;
  /** The last subscriber id that has its outbox row (queueing resumes after it). */
  queue_cursor: string | null;
  /** When every recipient had its outbox row. */
  queued_at: string | null;
  /** When the last delivery ended (sent, failed for good or skipped). */
  finished_at: string | null;
  /** SMTP failures in a row during the send; at the limit the send pauses. */
  consecutive_failures: number;
  admin_email: string;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface AdminTable {
  id: string;
  email: string;
  /** Empty for an invited admin who has not set a password yet. */
  password_hash: string;
  created_at: string;
  password_changed_at: string;
  /** Display name ("" when not given). */
  name: string;
  last_sign_in_at: string | null;
  /** The TOTP secret, encrypted (auth/secret-box.ts); null while two-factor is off. */
  totp_secret: string | null;
  /** Set once the first code confirmed the secret: two-factor is on. */
  totp_enabled_at: string | null;
  /** The last accepted TOTP time step (a code is never accepted twice). */
  totp_last_step: number | null;
}

export interface SessionTable {
  /** SHA-256 (hex) of the token in the cookie. */
  id: string;
  admin_id: string;
  created_at: string;
  last_seen_at: string;
  user_agent: string | null;
  ip: string | null;
}

/** invite: set a first password (72 h); reset: set a new one (1 h); second-factor: the sign-in step after the password (cookie). */
export type AdminTokenPurpose = "invite" | "reset" | "second-factor";

export interface AdminTokenTable {
  /** SHA-256 (hex) of the token sent by e-mail or kept in a cookie. */
  id: string;
  admin_id: string;
  purpose: AdminTokenPurpose;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RecoveryCodeTable {
  id: string;
  admin_id: string;
  /** SHA-256 (hex) of the normalized code. */
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface RateLimitTable {
  key: string;
  count: number;
  reset_at: string;
}

export type AuditAction =
  | "create"
  | "update"
  | "delete"
  | "restore"
  | "publish"
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
  // Vergi verileri (issue 14).
  | "tax-tariff"
  | "tax-invoice-limit"
  | "tax-mtv-thresholds"
  | "tax-mtv-import"
  | "tax-late-rate"
  | "tax-late-rate-fix"
  | "tax-holiday"
  | "tax-holiday-edit"
  | "tax-holiday-delete"
  | "tax-holiday-year"
  | "tax-set"
  // Vergi takvimi (issue 14).
  | "tax-calendar-generate"
  | "tax-deadline-extend"
  | "tax-deadline-extend-remove"
  | "tax-deadline-edit"
  | "tax-deadline-hide"
  | "tax-deadline-show"
  | "tax-event"
  | "tax-event-delete";

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

/** skipped: a newsletter delivery whose subscriber left or bounced before it went; cancelled: withdrawn with its issue. */
export type OutboxStatus = "pending" | "sending" | "sent" | "failed" | "skipped" | "cancelled";

export interface OutboxTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON object of extra headers. */
  headers: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  /** The worker that holds the row while sending it. */
  claimed_by: string | null;
  claimed_at: string | null;
  created_at: string;
  sent_at: string | null;
  /** A newsletter delivery: its issue and subscriber (one row per pair); null for the firm's own e-mails. */
  issue_id: string | null;
  subscriber_id: string | null;
  /** 0: the firm's own e-mails, sent first; 1: newsletter deliveries. */
  priority: number;
}

/** A single row (id 1): raised by every write that changes what a public page shows. */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/**
 * A figure set (issue 14): one year's or one period's tax figures with their
 * legal source, the day they were last checked, and the warning shown with
 * them when the reference marks an item not confirmed.
 */
export interface TaxSetTable {
  id: string;
  kind: TaxSetKind;
  year: number | null;
  title: string;
  source: string;
  /** YYYY-MM-DD. */
  checked_on: string;
  warning: string | null;
  updated_at: string;
}

export interface IncomeTaxBracketTable {
  year: number;
  income: IncomeKind;
  /** 1, 2, …: the brackets in order. */
  position: number;
  /** Whole liras; null for the last, open bracket. */
  upper_limit: number | null;
  /** A decimal string: "0.15". */
  rate: string;
}

/** Who withholds under a code: see migration 008 (B+A5M: code 601, KDV mükellefleri only from a 5 million TL work value on). */
export type WithholdingBuyers = "B" | "A+B" | "A" | "B+A5M" | "616" | "DMO";

export interface VatWithholdingCodeTable {
  code: number;
  name: string;
  numerator: number;
  denominator: number;
  /** The KDVGUT section, e.g. "I/C-2.1.3.2.10". */
  section: string;
  buyers: WithholdingBuyers;
  ratio_since: string | null;
  note: string | null;
}

export interface VatRatePeriodTable {
  /** YYYY-MM-DD. */
  valid_from: string;
  /** "1,10,20". */
  rates: string;
}

export interface InvoiceLimitTable {
  year: number;
  /** YYYY-MM-DD: the first day the limit is known to apply as the tevkifat threshold. */
  valid_from: string;
  /** Whole liras. */
  amount: number;
}

export type MtvTariff = "I" | "I/A";

export interface MtvRateTable {
  year: number;
  tariff: MtvTariff;
  row: number;
  cc_min: number;
  cc_max: number | null;
  value_band: number;
  age_1_3: number;
  age_4_6: number;
  age_7_11: number;
  age_12_15: number;
  age_16: number;
}

export interface MtvThresholdTable {
  /** The year of first registration. */
  year: number;
  cc_min: number;
  cc_max: number | null;
  /** "309100,541500": whole liras, ascending. */
  limits: string;
}

export interface LatePaymentRateTable {
  /** YYYY-MM-DD. */
  valid_from: string;
  /** A decimal string: "0.037" for %3,7 a month. */
  monthly_rate: string;
  decree: string;
  note: string | null;
}

export interface HolidayTable {
  /** YYYY-MM-DD. */
  date: string;
  name: string;
  /** 1: from 13:00 (arife, 28 Ekim). */
  half_day: ColumnType<number, number | undefined, number>;
}

export interface TaxDeadlineTable {
  id: string;
  year: number;
  rule: string | null;
  period: string | null;
  kind: DeadlineKind;
  title: string;
  audience: string;
  description: string;
  legal_basis: string;
  tool_path: string | null;
  statutory_date: string;
  due_date: string;
  flags: string | null;
  override_date: ColumnType<string | null, string | null | undefined, string | null>;
  override_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** The admin's wording instead of the rule's (migration 011); null: the rule's title and description. */
  override_title: ColumnType<string | null, string | null | undefined, string | null>;
  override_description: ColumnType<string | null, string | null | undefined, string | null>;
  hidden: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export interface Database {
  announcements: PostTable;
  news: PostTable;
  questions: QuestionTable;
  tools: ToolTable;
  messages: MessageTable;
  subscribers: SubscriberTable;
  settings: SettingTable;
  admins: AdminTable;
  sessions: SessionTable;
  admin_tokens: AdminTokenTable;
  recovery_codes: RecoveryCodeTable;
  rate_limits: RateLimitTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  content_version: ContentVersionTable;
  revisions: RevisionTable;
  media: MediaTable;
  media_files: MediaFileTable;
  newsletter_issues: NewsletterIssueTable;
  consent_texts: ConsentTextTable;
  tax_sets: TaxSetTable;
  income_tax_brackets: IncomeTaxBracketTable;
  vat_withholding_codes: VatWithholdingCodeTable;
  vat_rate_periods: VatRatePeriodTable;
  invoice_limits: InvoiceLimitTable;
  mtv_rates: MtvRateTable;
  mtv_thresholds: MtvThresholdTable;
  late_payment_rates: LatePaymentRateTable;
  holidays: HolidayTable;
  tax_deadlines: TaxDeadlineTable;
}

export type Post = Selectable<PostTable>;
export type Question = Selectable<QuestionTable>;
export type Tool = Selectable<ToolTable>;
export type Message = Selectable<MessageTable>;
export type Subscriber = Selectable<SubscriberTable>;
export type Admin = Selectable<AdminTable>;
export type Session = Selectable<SessionTable>;
export type AdminToken = Selectable<AdminTokenTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewsletterIssue = Selectable<NewsletterIssueTable>;
export type Revision = Selectable<RevisionTable>;
export type Media = Selectable<MediaTable>;
export type MediaFile = Selectable<MediaFileTable>;
export type TaxSet = Selectable<TaxSetTable>;
export type IncomeTaxBracket = Selectable<IncomeTaxBracketTable>;
export type VatWithholdingCode = Selectable<VatWithholdingCodeTable>;
export type InvoiceLimit = Selectable<InvoiceLimitTable>;
export type MtvRate = Selectable<MtvRateTable>;
export type MtvThreshold = Selectable<MtvThresholdTable>;
export type LatePaymentRate = Selectable<LatePaymentRateTable>;
export type Holiday = Selectable<HolidayTable>;
export type TaxDeadline = Selectable<TaxDeadlineTable>;
