import type { Kysely } from "kysely";

// The wage calculators' figures (issue 27), transcribed from
// ../shared/wage-reference.md (compiled 25.11.2026). Each validity period of a
// figure is its own figure set (tax_sets, id "<kind>/<first day>") with its
// public source, its "son kontrol" day and the office's confirmation, and one
// row in wage_figures with the period and its amounts:
//
//   kind                   figures (decimal strings)
//   asgari-ucret           dailyGross, monthlyGross
//   sgk-sinir              floor, ceiling (PEK, monthly)
//   isci-prim              sgk, unemployment (rates)
//   isveren-prim           sgk, unemployment (rates)
//   hazine-indirimi        standard, manufacturing (points of PEK, as rates)
//   damga-ucret            rate
//   asgari-ucret-destegi   monthlyAmount, conditions (text or null)
//   kidem-tavani           ceiling
//
// The ücret tariff is the gelir-vergisi set's "ucret" table (009). The sets
// the reference grades S1 or n/c start "teyit bekliyor" (confirmed_at null)
// with the reason as their warning (admin screen only); the others (S2, with
// an arithmetic check where it says so) start confirmed "kaynak verileriyle",
// like the figures of 009 (012).

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

const CHECKED_ON = "2026-11-25";
const NOW = "2026-11-25T00:00:00.000Z";

interface Seed {
  kind: string;
  from: string;
  to: string;
  title: string;
  source: string;
  /** Only where the reference grades the set S1 or n/c: the office's note (admin screen only); the set starts "teyit bekliyor". */
  warning?: string;
  evidence: string;
  figures: Record<string, string | null>;
}

const SEEDS: Seed[] = [
  {
    kind: "asgari-ucret",
    from: "2025-01-01",
    to: "2025-12-31",
    title: "Asgari ücret 2025",
    source: "Asgari Ücret Tespit Komisyonu Kararı (4857 sayılı İş Kanunu md. 39), 01.01.2025–31.12.2025: günlük brüt 866,85 TL",
    evidence: "S2,A",
    figures: { dailyGross: "866.85", monthlyGross: "26005.50" },
  },
  {
    kind: "asgari-ucret",
    from: "2026-01-01",
    to: "2026-12-31",
    title: "Asgari ücret 2026",
    source:
      "Asgari Ücret Tespit Komisyonu Kararı (4857 sayılı İş Kanunu md. 39), Resmî Gazete 26.12.2025, sayı 33119: günlük brüt 1.101,00 TL",
    evidence: "S2,A",
    figures: { dailyGross: "1101.00", monthlyGross: "33030.00" },
  },
  {
    kind: "sgk-sinir",
    from: "2025-01-01",
    to: "2025-12-31",
    title: "SGK prime esas kazanç alt ve üst sınırı 2025",
    source: "5510 sayılı Kanun md. 82; SGK Genelgesi 2025/2 (üst sınır günlük 6.501,38 TL × 30)",
    evidence: "S2,A",
    figures: { floor: "26005.50", ceiling: "195041.40" },
  },
  {
    kind: "sgk-sinir",
    from: "2026-01-01",
    to: "2026-12-31",
    title: "SGK prime esas kazanç alt ve üst sınırı 2026",
    source: "5510 sayılı Kanun md. 82 (7566 sayılı Kanunla üst sınır alt sınırın 9 katı); SGK Genelgesi 2026/2 (07.01.2026)",
    evidence: "S2,A",
    figures: { floor: "33030.00", ceiling: "297270.00" },
  },
  ...(["2025", "2026"] as const).map((year) => ({
    kind: "isci-prim",
    from: `${year}-01-01`,
    to: `${year}-12-31`,
    title: `Sigortalı (işçi) prim oranları ${year}`,
    source: "5510 sayılı Kanun md. 81 (malullük, yaşlılık ve ölüm %9, genel sağlık %5); 4447 sayılı Kanun md. 49 (işsizlik sigortası %1)",
    evidence: "S2",
    figures: { sgk: "0.14", unemployment: "0.01" },
  })),
  {
    kind: "isveren-prim",
    from: "2025-01-01",
    to: "2025-12-31",
    title: "İşveren prim oranları 2025",
    source:
      "5510 sayılı Kanun md. 81 (malullük, yaşlılık ve ölüm %11, kısa vadeli sigorta kolları %2,25 — 7524 sayılı Kanun md. 28, genel sağlık %7,5); 4447 sayılı Kanun md. 49 (işsizlik sigortası %2)",
    evidence: "S2,A",
    figures: { sgk: "0.2075", unemployment: "0.02" },
  },
  {
    kind: "isveren-prim",
    from: "2026-01-01",
    to: "2026-12-31",
    title: "İşveren prim oranları 2026",
    source:
      "5510 sayılı Kanun md. 81 (malullük, yaşlılık ve ölüm %12 — 7566 sayılı Kanun, kısa vadeli sigorta kolları %2,25, genel sağlık %7,5); 4447 sayılı Kanun md. 49 (işsizlik sigortası %2)",
    evidence: "S2,A",
    figures: { sgk: "0.2175", unemployment: "0.02" },
  },
  {
    kind: "hazine-indirimi",
    from: "2025-01-01",
    to: "2025-01-31",
    title: "Hazine indirimi Ocak 2025",
    source: "5510 sayılı Kanun md. 81/ı: işveren hissesinden 5 puan",
    evidence: "S2",
    figures: { standard: "0.05", manufacturing: "0.05" },
  },
  {
    kind: "hazine-indirimi",
    from: "2025-02-01",
    to: "2025-12-31",
    title: "Hazine indirimi Şubat–Aralık 2025",
    source: "5510 sayılı Kanun md. 81/ı (7538 sayılı Kanunla değişik): imalat sektörü dışında 4 puan, imalat sektöründe 5 puan",
    evidence: "S2",
    figures: { standard: "0.04", manufacturing: "0.05" },
  },
  {
    kind: "hazine-indirimi",
    from: "2026-01-01",
    to: "2026-12-31",
    title: "Hazine indirimi 2026",
    source:
      "5510 sayılı Kanun md. 81/ı (7566 sayılı Kanunla değişik): imalat sektörü dışında 2 puan, imalat sektöründe 31.12.2026'ya kadar 5 puan",
    evidence: "S2",
    figures: { standard: "0.02", manufacturing: "0.05" },
  },
  ...(["2025", "2026"] as const).map((year) => ({
    kind: "damga-ucret",
    from: `${year}-01-01`,
    to: `${year}-12-31`,
    title: `Ücretlerde damga vergisi ${year}`,
    source: "488 sayılı Damga Vergisi Kanunu, (1) sayılı tablo: ücret ödemelerinde binde 7,59",
    evidence: "S2",
    figures: { rate: "0.00759" },
  })),
  {
    kind: "asgari-ucret-destegi",
    from: "2025-01-01",
    to: "2025-12-31",
    title: "Asgari ücret desteği 2025",
    source: "Asgari ücret desteği: sigortalı başına aylık 1.000 TL",
    evidence: "S2",
    figures: { monthlyAmount: "1000", conditions: null },
  },
  {
    kind: "asgari-ucret-destegi",
    from: "2026-01-01",
    to: "2026-12-31",
    title: "Asgari ücret desteği 2026",
    source: "Asgari ücret desteği: sigortalı başına aylık 1.270 TL",
    warning: "Tutar iki kaynakta, koşul tek kaynakta; desteği düzenleyen kanun ve Resmî Gazete'si doğrulanmadı.",
    evidence: "S2,S1,n/c",
    figures: {
      monthlyAmount: "1270",
      conditions:
        "Bir ayda 4/a kapsamındaki sigortalı sayısı, 2025 yılının Ocak–Aralık aylarında bildirilen en düşük 4/a sigortalı sayısının altına düşerse o ay için destek alınamaz.",
    },
  },
  {
    kind: "kidem-tavani",
    from: "2025-01-01",
    to: "2025-06-30",
    title: "Kıdem tazminatı tavanı 01.01.2025–30.06.2025",
    source: "1475 sayılı İş Kanunu md. 14; Hazine ve Maliye Bakanlığı mali ve sosyal haklar genelgesi (Ocak 2025)",
    warning: "Genelgenin tarihi tek ve zayıf bir kaynaktan; bir kaynak tavanı 46.659 TL veriyor.",
    evidence: "S2,n/c",
    figures: { ceiling: "46655.43" },
  },
  {
    kind: "kidem-tavani",
    from: "2025-07-01",
    to: "2025-12-31",
    title: "Kıdem tazminatı tavanı 01.07.2025–31.12.2025",
    source:
      "1475 sayılı İş Kanunu md. 14; Hazine ve Maliye Bakanlığı 2025 Yılı Temmuz Ayına Ait Mali ve Sosyal Haklar Genelgesi (07.07.2025)",
    evidence: "S2",
    figures: { ceiling: "53919.68" },
  },
  {
    kind: "kidem-tavani",
    from: "2026-01-01",
    to: "2026-06-30",
    title: "Kıdem tazminatı tavanı 01.01.2026–30.06.2026",
    source: "1475 sayılı İş Kanunu md. 14; Hazine ve Maliye Bakanlığı mali ve sosyal haklar genelgesi (Ocak 2026)",
    evidence: "S2",
    figures: { ceiling: "64948.77" },
  },
  {
    kind: "kidem-tavani",
    from: "2026-07-01",
    to: "2026-12-31",
    title: "Kıdem tazminatı tavanı 01.07.2026–31.12.2026",
    source: "1475 sayılı İş Kanunu md. 14; Hazine ve Maliye Bakanlığı mali ve sosyal haklar genelgesi (Temmuz 2026)",
    warning: "Tutar tek bir ikincil kaynaktan; genelgenin tarihi doğrulanmadı.",
    evidence: "S1",
    figures: { ceiling: "73729.87" },
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("wage_figures")
    // tax_sets.id; no foreign key, like the other figure tables (db:copy replaces the tables one by one).
    .addColumn("set_id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    // Both days included, YYYY-MM-DD.
    .addColumn("valid_from", "text", (c) => c.notNull())
    .addColumn("valid_to", "text", (c) => c.notNull())
    // A JSON object of decimal strings (see the table above).
    .addColumn("figures", "text", (c) => c.notNull())
    // The reference's evidence marks ("S2,A"); empty for figures the office entered.
    .addColumn("evidence", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("wage_figures_kind").on("wage_figures").columns(["kind", "valid_from"]).unique().execute();

  await db
    .insertInto("tax_sets")
    .values(
      SEEDS.map((seed) => ({
        id: `${seed.kind}/${seed.from}`,
        kind: seed.kind,
        year: Number(seed.from.slice(0, 4)),
        title: seed.title,
        source: seed.source,
        checked_on: CHECKED_ON,
        warning: seed.warning ?? null,
        updated_at: NOW,
        confirmed_at: seed.warning ? null : NOW,
        confirmed_by: null,
      })),
    )
    .execute();
  await db
    .insertInto("wage_figures")
    .values(
      SEEDS.map((seed) => ({
        set_id: `${seed.kind}/${seed.from}`,
        kind: seed.kind,
        valid_from: seed.from,
        valid_to: seed.to,
        figures: JSON.stringify(seed.figures),
        evidence: seed.evidence,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("wage_figures").execute();
  await db
    .deleteFrom("tax_sets")
    .where(
      "id",
      "in",
      SEEDS.map((seed) => `${seed.kind}/${seed.from}`),
    )
    .execute();
}
