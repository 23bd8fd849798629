import type { Migration, MigrationProvider } from "kysely/migration";
import * as m001 from "#app/.server/db/migrations/001_initial.ts";
import * as m002 from "#app/.server/db/migrations/002_admin.ts";
import * as m003 from "#app/.server/db/migrations/003_mail.ts";
import * as m004 from "#app/.server/db/migrations/004_content_version.ts";
import * as m005 from "#app/.server/db/migrations/005_editorial.ts";
import * as m006 from "#app/.server/db/migrations/006_accounts.ts";
import * as m007 from "#app/.server/db/migrations/007_newsletter.ts";
import * as m008 from "#app/.server/db/migrations/008_tax.ts";
import * as m009 from "#app/.server/db/migrations/009_tax_figures.ts";
import * as m010 from "#app/.server/db/migrations/010_audit_details.ts";
import * as m011 from "#app/.server/db/migrations/011_tax_deadline_edits.ts";
import * as m012 from "#app/.server/db/migrations/012_tax_confirmations.ts";
import * as m013 from "#app/.server/db/migrations/013_firm.ts";
import * as m014 from "#app/.server/db/migrations/014_circulars.ts";
import * as m015 from "#app/.server/db/migrations/015_search.ts";
import * as m017 from "#app/.server/db/migrations/017_circular_newsletter.ts";
import * as m018 from "#app/.server/db/migrations/018_roles.ts";
import * as m019 from "#app/.server/db/migrations/019_analytics.ts";
import * as m020 from "#app/.server/db/migrations/020_wage_figures.ts";
import * as m021 from "#app/.server/db/migrations/021_issue_counts.ts";
import * as m022 from "#app/.server/db/migrations/022_statistics_bounded.ts";
import * as m023 from "#app/.server/db/migrations/023_upload_quotas.ts";
import * as m024 from "#app/.server/db/migrations/024_search_rank_index.ts";
import * as m025 from "#app/.server/db/migrations/025_stored_rich_text.ts";
import * as m026 from "#app/.server/db/migrations/026_sitemap_indexes.ts";
import * as m027 from "#app/.server/db/migrations/027_mail_settings.ts";
import * as m028 from "#app/.server/db/migrations/028_kvkk_applications.ts";
import * as m029 from "#app/.server/db/migrations/029_outbox_attachments.ts";
import * as m030 from "#app/.server/db/migrations/030_english.ts";
import * as m031 from "#app/.server/db/migrations/031_english_search.ts";
import * as m032 from "#app/.server/db/migrations/032_newsletter_topics.ts";
import * as m033 from "#app/.server/db/migrations/033_link_checks.ts";
import * as m034 from "#app/.server/db/migrations/034_unpublish_at.ts";

/** Every migration, in order. Names sort lexically; never rename one. */
const migrations: Record<string, Migration> = {
  "001_initial": m001,
  "002_admin": m002,
  "003_mail": m003,
  "004_content_version": m004,
  "005_editorial": m005,
  "006_accounts": m006,
  "007_newsletter": m007,
  "008_tax": m008,
  "009_tax_figures": m009,
  "010_audit_details": m010,
  "011_tax_deadline_edits": m011,
  "012_tax_confirmations": m012,
  "013_firm": m013,
  "014_circulars": m014,
  "015_search": m015,
  "017_circular_newsletter": m017,
  "018_roles": m018,
  "019_analytics": m019,
  "020_wage_figures": m020,
  "021_issue_counts": m021,
  "022_statistics_bounded": m022,
  "023_upload_quotas": m023,
  "024_search_rank_index": m024,
  "025_stored_rich_text": m025,
  "026_sitemap_indexes": m026,
  "027_mail_settings": m027,
  "028_kvkk_applications": m028,
  "029_outbox_attachments": m029,
  "030_english": m030,
  "031_english_search": m031,
  "032_newsletter_topics": m032,
  "033_link_checks": m033,
  "034_unpublish_at": m034,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
