/**
 * The database's tables as Kysely sees them: the one Database interface,
 * made of each feature's tables (schema/content.ts, newsletter.ts, tax-figures.ts…).
 * Import them from here. Timestamps are ISO-8601 text in UTC on both SQLite and
 * PostgreSQL, so every dialect returns the same strings and ordering by them
 * is chronological.
 */

import type { AdminTable, AdminTokenTable, EntryAuthorTable, RecoveryCodeTable, SessionTable } from "#app/.server/db/schema/accounts.ts";
import type {
  AnalyticsDailyTable,
  AnalyticsMonthlyTable,
  AnalyticsSaltTable,
  AnalyticsSeenTable,
} from "#app/.server/db/schema/analytics.ts";
import type { AuditLogTable } from "#app/.server/db/schema/audit.ts";
import type {
  AttachmentTable,
  CircularAttachmentTable,
  CircularCategoryLinkTable,
  CircularCategoryTable,
  CircularTable,
} from "#app/.server/db/schema/circulars.ts";
import type { MessageTable } from "#app/.server/db/schema/contact.ts";
import type { ContentVersionTable, PostTable, QuestionTable, RevisionTable, ToolTable } from "#app/.server/db/schema/content.ts";
import type { EnglishRevisionTable, EnglishTextTable } from "#app/.server/db/schema/english.ts";
import type { FirmPageTable, FirmRevisionTable, FirmSettingsTable, RedirectTable, ServiceTable } from "#app/.server/db/schema/firm.ts";
import type { KvkkApplicationFileTable, KvkkApplicationNoteTable, KvkkApplicationTable } from "#app/.server/db/schema/kvkk.ts";
import type { LinkCheckTable } from "#app/.server/db/schema/links.ts";
import type { MailSettingsTable, OutboxAttachmentTable, OutboxTable } from "#app/.server/db/schema/mail.ts";
import type { MediaFileTable, MediaTable } from "#app/.server/db/schema/media.ts";
import type {
  ConsentTextTable,
  NewsletterIssueTable,
  NewsletterIssueTopicTable,
  NewsletterTopicTable,
  SubscriberTable,
  SubscriberTopicTable,
} from "#app/.server/db/schema/newsletter.ts";
import type { RateLimitTable, SettingTable } from "#app/.server/db/schema/platform.ts";
import type { EnglishSearchDocumentTable, SearchDocumentTable } from "#app/.server/db/schema/search.ts";
import type { TaxDeadlineTable, TaxRuleCheckTable } from "#app/.server/db/schema/tax-calendar.ts";
import type {
  HolidayTable,
  IncomeTaxBracketTable,
  InvoiceLimitTable,
  LatePaymentRateTable,
  MtvRateTable,
  MtvThresholdTable,
  TaxSetTable,
  VatRatePeriodTable,
  VatWithholdingCodeTable,
  WageFigureTable,
} from "#app/.server/db/schema/tax-figures.ts";
import type { PostStatus } from "#app/lib/content-lists.ts";
import type { IssueStatus } from "#app/lib/newsletter-issue-form.ts";
import type { RevisionAction } from "#app/lib/revisions.ts";
import type { DeadlineKind } from "#app/lib/tax-calendar.ts";
import type { IncomeKind, TaxSetKind } from "#app/lib/tax-data.ts";

export type * from "#app/.server/db/schema/accounts.ts";
export type * from "#app/.server/db/schema/analytics.ts";
export type * from "#app/.server/db/schema/audit.ts";
export type * from "#app/.server/db/schema/circulars.ts";
export type * from "#app/.server/db/schema/contact.ts";
export type * from "#app/.server/db/schema/content.ts";
export type * from "#app/.server/db/schema/english.ts";
export type * from "#app/.server/db/schema/firm.ts";
export type * from "#app/.server/db/schema/kvkk.ts";
export type * from "#app/.server/db/schema/links.ts";
export type * from "#app/.server/db/schema/mail.ts";
export type * from "#app/.server/db/schema/media.ts";
export type * from "#app/.server/db/schema/newsletter.ts";
export type * from "#app/.server/db/schema/platform.ts";
export type * from "#app/.server/db/schema/search.ts";
export type * from "#app/.server/db/schema/tax-calendar.ts";
export type * from "#app/.server/db/schema/tax-figures.ts";
// The domain's states and kinds that the browser shows too live in app/lib/ (lib never imports .server/).
export type { DeadlineKind, IncomeKind, IssueStatus, PostStatus, RevisionAction, TaxSetKind };

/** Every table, by its name in SQL. */
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
  outbox_attachments: OutboxAttachmentTable;
  mail_settings: MailSettingsTable;
  content_version: ContentVersionTable;
  revisions: RevisionTable;
  media: MediaTable;
  media_files: MediaFileTable;
  newsletter_issues: NewsletterIssueTable;
  consent_texts: ConsentTextTable;
  newsletter_topics: NewsletterTopicTable;
  subscriber_topics: SubscriberTopicTable;
  newsletter_issue_topics: NewsletterIssueTopicTable;
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
  tax_rule_checks: TaxRuleCheckTable;
  wage_figures: WageFigureTable;
  firm_settings: FirmSettingsTable;
  firm_pages: FirmPageTable;
  services: ServiceTable;
  redirects: RedirectTable;
  firm_revisions: FirmRevisionTable;
  circulars: CircularTable;
  circular_categories: CircularCategoryTable;
  circular_category_links: CircularCategoryLinkTable;
  attachments: AttachmentTable;
  circular_attachments: CircularAttachmentTable;
  search_documents: SearchDocumentTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_monthly: AnalyticsMonthlyTable;
  analytics_salts: AnalyticsSaltTable;
  analytics_seen: AnalyticsSeenTable;
  entry_authors: EntryAuthorTable;
  kvkk_applications: KvkkApplicationTable;
  kvkk_application_notes: KvkkApplicationNoteTable;
  kvkk_application_files: KvkkApplicationFileTable;
  english_texts: EnglishTextTable;
  english_revisions: EnglishRevisionTable;
  english_search_documents: EnglishSearchDocumentTable;
  link_checks: LinkCheckTable;
}
