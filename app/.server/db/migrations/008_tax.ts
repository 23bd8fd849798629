import type { Kysely } from "kysely";

// Tax figures and the tax calendar (issue 14). Every figure is data: a row per
// year or validity period, grouped in a figure set (tax_sets) that carries its
// legal source, its "last checked" date and, where the reference marks an item
// not confirmed, the warning shown with it. Money amounts in these tables are
// whole Turkish liras (every figure in the law is); rates are decimal strings
// ("0.15", "0.037") so that no binary floating point is ever involved.
// The figures themselves are inserted by 009_tax_figures.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("tax_sets")
    // e.g. "gelir-vergisi/2026", "kdv-tevkifat", "fatura-siniri/2026", "mtv/2026",
    // "mtv-esik/2025", "gecikme", "tatil/2026".
    .addColumn("id", "text", (c) => c.primaryKey())
    // gelir-vergisi | kdv-tevkifat | kdv-oranlari | fatura-siniri | mtv | mtv-esik | gecikme | tatil
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("year", "integer")
    .addColumn("title", "text", (c) => c.notNull())
    // The law, article, communiqué and its Resmî Gazete date.
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("checked_on", "text", (c) => c.notNull())
    // A warning shown with every result that uses the set (an item not confirmed).
    .addColumn("warning", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // GVK md. 103: the brackets of one year's tariff, in order; the last has no upper limit.
  await db.schema
    .createTable("income_tax_brackets")
    .addColumn("year", "integer", (c) => c.notNull())
    // ucret | ucret-disi
    .addColumn("income", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("upper_limit", "integer")
    .addColumn("rate", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("income_tax_brackets_pk", ["year", "income", "position"])
    .execute();

  // KDVGUT I/C-2.1.3: the partial withholding codes 601–627.
  await db.schema
    .createTable("vat_withholding_codes")
    .addColumn("code", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("numerator", "integer", (c) => c.notNull())
    .addColumn("denominator", "integer", (c) => c.notNull())
    .addColumn("section", "text", (c) => c.notNull())
    // B (only belirlenmiş alıcılar) | A+B (every KDV mükellefi too) | A (only KDV
    // mükellefleri) | B+A5M (601: B always, A from a KDV-inclusive work value of
    // 5 million TL on) | 616 (the bodies listed in I/C-2.1.3.2.13) | DMO (Devlet Malzeme Ofisi)
    .addColumn("buyers", "text", (c) => c.notNull())
    // Since when the ratio applies, as the reference has it; null when not confirmed.
    .addColumn("ratio_since", "text")
    .addColumn("note", "text")
    .execute();

  // The KDV rates (KDVK md. 28 and the rate decree) from a date on.
  await db.schema
    .createTable("vat_rate_periods")
    .addColumn("valid_from", "text", (c) => c.primaryKey())
    // Comma-separated percentages, ascending: "1,10,20".
    .addColumn("rates", "text", (c) => c.notNull())
    .execute();

  // VUK md. 232 fatura düzenleme sınırı: the KDV tevkifatı threshold of a year
  // (KDVGUT I/C-2.1.3.4.1), from valid_from (the first day it is known to apply).
  await db.schema
    .createTable("invoice_limits")
    .addColumn("year", "integer", (c) => c.primaryKey())
    .addColumn("valid_from", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .execute();

  // MTV (I) and (I/A) tariffs: one row of a year's table, its five age columns.
  await db.schema
    .createTable("mtv_rates")
    .addColumn("year", "integer", (c) => c.notNull())
    // I | I/A
    .addColumn("tariff", "text", (c) => c.notNull())
    .addColumn("row", "integer", (c) => c.notNull())
    .addColumn("cc_min", "integer", (c) => c.notNull())
    .addColumn("cc_max", "integer")
    // (I) only: 1 = up to the band's first threshold, 2 = above it (up to the second), 3 = above the second.
    .addColumn("value_band", "integer", (c) => c.notNull())
    .addColumn("age_1_3", "integer", (c) => c.notNull())
    .addColumn("age_4_6", "integer", (c) => c.notNull())
    .addColumn("age_7_11", "integer", (c) => c.notNull())
    .addColumn("age_12_15", "integer", (c) => c.notNull())
    .addColumn("age_16", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("mtv_rates_pk", ["year", "tariff", "row"])
    .execute();

  // MTVK md. 5: the taşıt değeri thresholds of a year of first registration, per engine band.
  await db.schema
    .createTable("mtv_thresholds")
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("cc_min", "integer", (c) => c.notNull())
    .addColumn("cc_max", "integer")
    // Comma-separated whole liras, ascending: "309100,541500" or "775100".
    .addColumn("limits", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("mtv_thresholds_pk", ["year", "cc_min"])
    .execute();

  // 6183 md. 51 gecikme zammı (and VUK md. 112 gecikme faizi): the monthly rate from a date on.
  await db.schema
    .createTable("late_payment_rates")
    .addColumn("valid_from", "text", (c) => c.primaryKey())
    .addColumn("monthly_rate", "text", (c) => c.notNull())
    // The Cumhurbaşkanı Kararı and its Resmî Gazete.
    .addColumn("decree", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .execute();

  // 2429 s.K. official holidays; a half day (arife, 28 Ekim) from 13:00.
  await db.schema
    .createTable("holidays")
    .addColumn("date", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("half_day", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  // The vergi takvimi: deadlines generated from rules (rule + period, stable id),
  // one-off office events (rule null). Generation writes the rule's columns; the
  // admin's columns (override_*, hidden) survive regeneration.
  await db.schema
    .createTable("tax_deadlines")
    // The iCalendar UID's stable part: "<rule>-<period>" or "etkinlik-<random>".
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("rule", "text")
    .addColumn("period", "text")
    // beyan | odeme | beyan-odeme | etkinlik
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("audience", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("legal_basis", "text", (c) => c.notNull())
    // A site path that helps (a calculator), or null.
    .addColumn("tool_path", "text")
    // The day the rule gives, and the day after VUK md. 18 (weekends and full holidays).
    .addColumn("statutory_date", "text", (c) => c.notNull())
    .addColumn("due_date", "text", (c) => c.notNull())
    // Warnings of the rule: a half-day holiday, mali tatil, a day not confirmed…
    .addColumn("flags", "text")
    // The admin's: a süre uzatımı (new date and its announcement), a hidden deadline.
    .addColumn("override_date", "text")
    .addColumn("override_note", "text")
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("tax_deadlines_by_date").on("tax_deadlines").columns(["due_date"]).execute();
  await db.schema.createIndex("tax_deadlines_by_year").on("tax_deadlines").columns(["year", "rule"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "tax_deadlines",
    "holidays",
    "late_payment_rates",
    "mtv_thresholds",
    "mtv_rates",
    "invoice_limits",
    "vat_rate_periods",
    "vat_withholding_codes",
    "income_tax_brackets",
    "tax_sets",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
