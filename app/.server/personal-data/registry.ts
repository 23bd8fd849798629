/**
 * The registry of personal-data sources (issue 42, ADR 057): every table of the Database
 * interface is either read by a source or named here as holding no personal data, with the
 * reason. A table added to the schema and to neither fails the typecheck (`satisfies` below
 * wants every key of Database, and no other), and tests/unit/personal-data-registry.test.ts
 * checks that each source's tables and this map agree. Adding a table is one entry: its
 * source's `tables` (and its reads), or a line in NO_PERSONAL_DATA.
 */
import type { PersonalDataSource, TableName } from "#app/.server/personal-data/source.ts";
import { adminAccounts, adminWork, auditLog } from "#app/.server/personal-data/sources/admins.ts";
import { contactMessages, kvkkApplications, outbox, rateLimits, subscriptions } from "#app/.server/personal-data/sources/visitors.ts";

/** In the order the screen and the export show them; erasure runs in this order too. */
export const PERSONAL_DATA_SOURCES: readonly PersonalDataSource[] = [
  contactMessages,
  subscriptions,
  outbox,
  kvkkApplications,
  adminAccounts,
  auditLog,
  adminWork,
  rateLimits,
];

type Coverage = { source: string } | { none: string };

const by = (source: PersonalDataSource): Coverage => ({ source: source.id });
const none = (why: string): Coverage => ({ none: why });
const CONTENT = "the office's published content (its authors' addresses are in revisions and the work's source)";
const TAX = "tax figures and the calendar: rates, limits and dates, nobody's data";
const STATS = "visitor statistics keep no address, User-Agent or other identifying value (ADR 029, 034)";

/** Where each table's personal data is found, or why it holds none. */
export const TABLE_COVERAGE = {
  messages: by(contactMessages),
  subscribers: by(subscriptions),
  subscriber_topics: by(subscriptions),
  outbox: by(outbox),
  outbox_attachments: by(outbox),
  kvkk_applications: by(kvkkApplications),
  kvkk_application_notes: by(kvkkApplications),
  kvkk_application_files: by(kvkkApplications),
  admins: by(adminAccounts),
  sessions: by(adminAccounts),
  admin_tokens: by(adminAccounts),
  recovery_codes: by(adminAccounts),
  audit_log: by(auditLog),
  rate_limits: by(rateLimits),
  revisions: by(adminWork),
  firm_revisions: by(adminWork),
  english_revisions: by(adminWork),
  english_texts: by(adminWork),
  media: by(adminWork),
  attachments: by(adminWork),
  newsletter_issues: by(adminWork),
  newsletter_issue_topics: none("which topics an issue is of: the office's choice, naming nobody"),
  newsletter_topics: none("the e-bülten's topics as the office names them"),
  entry_authors: by(adminWork),
  mail_settings: by(adminWork),
  firm_settings: by(adminWork),
  firm_pages: by(adminWork),
  services: by(adminWork),
  redirects: by(adminWork),
  announcements: none(CONTENT),
  news: none(CONTENT),
  questions: none(CONTENT),
  tools: none(CONTENT),
  circulars: none(CONTENT),
  circular_categories: none(CONTENT),
  circular_category_links: none(CONTENT),
  circular_attachments: none(CONTENT),
  media_files: none("the image files made of a picture; who uploaded it is in media"),
  search_documents: none("the search index of the public pages, rebuilt from the content"),
  english_search_documents: none("the English search's index of the published English texts, rebuilt from them"),
  content_version: none("one counter"),
  settings: none("the site's own keys (leases, flags); no person's data"),
  consent_texts: none("the wording of the sign-up form's consent and notice: the firm's text, naming nobody"),
  tax_sets: by(adminWork),
  income_tax_brackets: none(TAX),
  vat_withholding_codes: none(TAX),
  vat_rate_periods: none(TAX),
  invoice_limits: none(TAX),
  mtv_rates: none(TAX),
  mtv_thresholds: none(TAX),
  late_payment_rates: none(TAX),
  holidays: none(TAX),
  tax_deadlines: none(TAX),
  tax_rule_checks: by(adminWork),
  wage_figures: none(TAX),
  analytics_daily: none(STATS),
  link_checks: none("the outbound links of published content and how they answered; no person's data"),
  analytics_monthly: none(STATS),
  analytics_salts: none(STATS),
  analytics_seen: none("one day's salted digests of visitors, deleted after the day (ADR 029)"),
} satisfies Record<TableName, Coverage>;

export function sourceById(id: string): PersonalDataSource | undefined {
  return PERSONAL_DATA_SOURCES.find((source) => source.id === id);
}
