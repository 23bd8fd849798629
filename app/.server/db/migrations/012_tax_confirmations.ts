import { type Kysely, sql } from "kysely";

// Confirmation state of the tax figures and the calendar's rules (issue 21,
// item 1; ADR 020). What the reference (../shared/tax-reference.md) marks not
// confirmed is "teyit bekliyor" in the admin until an admin says "Kontrol
// ettim" (who and when are kept here, and in the audit log); public pages show
// only confirmed items, an unconfirmed deadline hidden or with one neutral
// line, the office's choice per rule. The research doubt itself stays in the
// admin: tax_sets.warning and tax_rule_checks.note.
//
// - tax_sets: confirmed_at / confirmed_by. Null confirmed_at = teyit bekliyor.
//   Sets with a warning today start unconfirmed, and so do the KDV tevkifat
//   codes (§7.2: most ratios' start dates) and the 2024 fatura sınırı (§7.3:
//   its start date as the tevkifat threshold), whose doubts were printed by
//   the calculator or not at all; they get their note here. The others are
//   confirmed as of their checked_on, by nobody in particular (the reference).
// - tax_rule_checks: one row per calendar rule key (rules.ts) and for the
//   half-day holiday treatment (§7.6). note = the flag text the page showed.
// - tax_deadlines: the doubt texts the rules wrote into generated rows are
//   removed (flags, and three sentences of description/legal basis), so no
//   stored row prints them before the year is generated again.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

const REFERENCE_CHECKED = "2026-11-22T00:00:00.000Z";

/** The notes of the sets that start unconfirmed without a warning today. */
const NEW_SET_NOTES: Record<string, string> = {
  "kdv-tevkifat":
    "Çoğu kodda güncel tevkifat oranının hangi tarihten beri uygulandığı teyit edilmedi; 1.3.2021 ve 1.5.2022 tarihleri tek kaynağa dayanıyor. Oranlar, KDV Genel Uygulama Tebliği'nin konsolide metnindeki oranlardır (referans §7.2).",
  "fatura-siniri/2024":
    "Fatura düzenleme sınırının tevkifat sınırı olarak başlangıç tarihi (10.02.2024 yayımı mı, 1.1.2024 mü) ve VUK GT 556/577'nin Resmî Gazete tarihleri teyit edilmedi (referans §7.3).",
};

/** What the gecikme calculator printed to visitors; now the set's note. */
const LATE_NOTE =
  " Ay kesirleri için günlük oranın aylık oran ÷ 30 alınması GİB'in hesaplayıcısının kabul edilen uygulamasıdır, resmî metinde teyit edilmedi; VUK md. 112/3'ün 7524 s.K. sonrası metni okunamadı, gecikme faizinde ay kesirlerinin dikkate alınmaması ikincil kaynaklara dayanır (referans §7.7).";

const FLAG_NOTES = {
  kdv1: "Uygulanan 28'i iki ikincil kaynağa dayanıyor; bu günü belirleyen idari düzenleme okunmadı. Kanun metninde beyan ayın 24'ü, ödeme 26'sı (referans §5.1, §7.5).",
  muhtasar:
    "Beyannamenin de 26'sına kadar verilebildiği tek kaynağa dayanıyor; bu günü belirleyen düzenleme teyit edilmedi. Ödemenin 26'sı kanunda (referans §5.1, §7.5).",
  gecici:
    "Beyannamenin de ödemeyle birlikte 17'sine kadar verildiği tek kaynağa dayanıyor; kanun metninde beyan 14'ü (referans §7.5, §7.12).",
  geciciQ4:
    "4. dönem geçici verginin 1.1.2025'ten başlayan dönemler için yeniden uygulandığı tek kaynağa dayanıyor; değiştiren kanun teyit edilmedi (referans §7.12).",
  gelirBeyan:
    "Kanundaki süre 25 Mart; 31 Mart'a kadar kabul GİB'in o yılki duyurusuna dayanır (2026 için iki ikincil kaynak). Her yıl o yılın duyurusuyla kontrol edin (referans §5.1, §7.5).",
  babs: "Form Ba/Bs süresi tek kaynağa dayanıyor ve 2024 sonrası değişiklikler (sınır, kapsam) teyit edilmedi (referans §5.1, §7.8).",
  halfDay:
    "Arife ve 28 Ekim gibi yarım gün tatile denk gelen son günün VUK md. 18 ile izleyen iş gününe kayıp kaymadığı kaynaklarda netleşmedi; GİB bu günleri duyuruyla belirler. Takvim bu günleri kaydırmaz (referans §5.2, §7.6).",
  kurumlar:
    "30 Nisan'a kadar kabul uygulaması teyit edilmedi; takvim kanundaki 25'ini esas alır, GİB başka bir gün duyurursa süre uzatımı olarak girin (referans §5.1, §7.5).",
} as const;

/** [key, title, note, confirmed]. */
const RULE_CHECKS: [string, string, string | null, boolean][] = [
  ["kdv1", "KDV 1 No.lu beyanname: beyan ve ödeme ayın 28'i", FLAG_NOTES.kdv1, false],
  ["kdv2-beyan", "KDV 2 No.lu beyanname: beyan ayın 21'i", null, true],
  ["kdv2-odeme", "KDV 2 No.lu beyanname: ödeme ayın 23'ü", null, true],
  ["muhtasar", "Muhtasar ve prim hizmet beyannamesi: beyan ve ödeme ayın 26'sı", FLAG_NOTES.muhtasar, false],
  ["gecici", "Geçici vergi: beyan ve ödeme dönemi izleyen 2. ayın 17'si", FLAG_NOTES.gecici, false],
  ["gecici-q4", "Geçici vergi: 4. dönem (17 Şubat)", FLAG_NOTES.geciciQ4, false],
  ["gelir-beyan", "Yıllık gelir vergisi beyannamesi: 31 Mart", FLAG_NOTES.gelirBeyan, false],
  ["gelir-odeme1", "Yıllık gelir vergisi 1. taksit: 31 Mart", null, true],
  ["gelir-odeme2", "Yıllık gelir vergisi 2. taksit: 31 Temmuz", null, true],
  ["kurumlar-beyan", "Kurumlar vergisi beyannamesi: 25 Nisan", FLAG_NOTES.kurumlar, true],
  ["kurumlar-odeme", "Kurumlar vergisinin ödenmesi: beyan ayının sonu", null, true],
  ["mtv1", "Motorlu taşıtlar vergisi 1. taksit: Ocak sonu", null, true],
  ["mtv2", "Motorlu taşıtlar vergisi 2. taksit: Temmuz sonu", null, true],
  ["babs", "Form Ba ve Form Bs: izleyen ayın son günü", FLAG_NOTES.babs, false],
  ["edefter", "e-Defter berat yükleme (aylık): izleyen 3. ayın sonu", null, true],
  ["edefter-gv", "e-Defter berat yükleme, Aralık (gelir vergisi mükellefleri): Mart sonu", null, true],
  ["edefter-kv", "e-Defter berat yükleme, Aralık (kurumlar vergisi mükellefleri): Nisan sonu", null, true],
  ["yarim-gun", "Yarım gün tatile (arife, 28 Ekim) denk gelen son günler", FLAG_NOTES.halfDay, false],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("tax_sets").addColumn("confirmed_at", "text").execute();
  await db.schema.alterTable("tax_sets").addColumn("confirmed_by", "text").execute();
  for (const [id, note] of Object.entries(NEW_SET_NOTES)) {
    await db.updateTable("tax_sets").set({ warning: note }).where("id", "=", id).where("warning", "is", null).execute();
  }
  await db
    .updateTable("tax_sets")
    .set({ warning: sql`warning || ${LATE_NOTE}` })
    .where("id", "=", "gecikme")
    .where("warning", "is not", null)
    .execute();
  // The 2018 rate's decree as the calculator names it to visitors: what sources call it
  // ("62", §4 of the reference, n/c) is a research note, kept in the rate's own admin note.
  await db
    .updateTable("late_payment_rates")
    .set({
      decree: "Cumhurbaşkanı Kararı",
      note: "Kaynaklarda “62” sayılı karar olarak anılıyor; kararın sayısı, Resmî Gazete tarihi ve sayısı teyit edilmedi.",
    })
    .where("valid_from", "=", "2018-09-05")
    .where("decree", "=", "Cumhurbaşkanı Kararı (kaynaklarda “62” olarak anılır)")
    .execute();
  await db.updateTable("tax_sets").set({ confirmed_at: sql`checked_on || 'T00:00:00.000Z'` }).where("warning", "is", null).execute();

  await db.schema
    .createTable("tax_rule_checks")
    // A rule of the calendar (rules.ts: "kdv1", "gecici"…), or "gecici-q4", "yarim-gun".
    .addColumn("rule_key", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    // The research note: admin only.
    .addColumn("note", "text")
    // While unconfirmed: "neutral" (shown with one neutral line) or "hide".
    .addColumn("unconfirmed_display", "text", (c) => c.notNull().defaultTo("neutral"))
    // Null: teyit bekliyor. confirmed_by null with a date: confirmed from the reference.
    .addColumn("confirmed_at", "text")
    .addColumn("confirmed_by", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db
    .insertInto("tax_rule_checks")
    .values(
      RULE_CHECKS.map(([rule_key, title, note, confirmed]) => ({
        rule_key,
        title,
        note,
        unconfirmed_display: "neutral",
        confirmed_at: confirmed ? REFERENCE_CHECKED : null,
        confirmed_by: null,
        updated_at: REFERENCE_CHECKED,
      })),
    )
    .execute();

  await db.updateTable("tax_deadlines").set({ flags: null }).where("rule", "is not", null).execute();
  const cleanups: [string, string, string][] = [
    ["legal_basis", " (bu düzenleme teyit edilmedi)", ""],
    ["description", "; bildirim sınırını ve kapsamını GİB'den teyit edin", ""],
    [
      "description",
      " Beyannamelerin 30 Nisan'a kadar kabul edildiği uygulaması teyit edilmedi; GİB aksini duyurmadıkça kanundaki 25'i esas alınır.",
      " Süre, kanundaki gibi Nisan ayının 25'idir; GİB bir süre uzatımı duyurursa takvimde gösterilir.",
    ],
    [
      "description",
      " Üç aylık yükleme seçeneğinin süreleri teyit edilmediğinden bu takvimde yer almıyor.",
      " Üç aylık yükleme seçeneğinin süreleri bu takvimde yer almıyor.",
    ],
  ];
  for (const [column, from, to] of cleanups) {
    await db
      .updateTable("tax_deadlines")
      .set({ [column]: sql`replace(${sql.ref(column)}, ${from}, ${to})` })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("tax_rule_checks").execute();
  await db.schema.alterTable("tax_sets").dropColumn("confirmed_by").execute();
  await db.schema.alterTable("tax_sets").dropColumn("confirmed_at").execute();
}
