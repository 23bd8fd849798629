/**
 * Vergi verileri → Ücret ve tazminat (issue 27): the form of each wage figure
 * kind, shared by the screen (components/admin/tax-data/WageSection.tsx) and
 * the server that checks it (.server/tax/figures/wage-validation.ts). Each
 * field is one key of the kind's stored JSON (.server/tax/figures/wage-figures.ts):
 * an amount in TL ("33.030,00"), a rate typed as a percentage ("21,75") and
 * stored as a fraction ("0.2175"), or a text.
 */
import type { WageFigureKind } from "#app/lib/tax-data.ts";

export interface WageFieldSpec {
  /** The form field's name. */
  name: string;
  /** The key in the stored JSON. */
  key: string;
  label: string;
  type: "amount" | "percent" | "text";
  hint: string;
  /** Optional fields may be left empty (the minimum wage's monthly figure is then derived). */
  optional?: boolean;
  /** A percentage that may be 0 (a Hazine indirimi that no longer applies). */
  zeroAllowed?: boolean;
}

export interface WageKindForm {
  /** "Asgari ücret": the kind's heading and the start of its periods' titles. */
  label: string;
  /** What the form says about the kind's figures, above its fields. */
  intro: string;
  fields: WageFieldSpec[];
  sourceHint: string;
}

const AMOUNT_HINT = "Kuruşlu yazılabilir: 33.030,00 ya da 33030.";

const rates = (what: string): WageFieldSpec[] => [
  { name: "sgk", key: "sgk", label: "SGK prim oranı (%)", type: "percent", hint: `${what}; yüzde olarak: %21,75 için 21,75.` },
  { name: "issizlik", key: "unemployment", label: "İşsizlik sigortası oranı (%)", type: "percent", hint: "Yüzde olarak: %2 için 2." },
];

export const WAGE_KIND_FORMS: Record<WageFigureKind, WageKindForm> = {
  "asgari-ucret": {
    label: "Asgari ücret",
    intro: "Günlük brüt tutarı Asgari Ücret Tespit Komisyonu kararından yazın; aylık tutar günlük tutarın 30 katıdır.",
    fields: [
      { name: "gunluk", key: "dailyGross", label: "Günlük brüt (TL)", type: "amount", hint: "Ör. 1.101,00." },
      {
        name: "aylik",
        key: "monthlyGross",
        label: "Aylık brüt (TL, isteğe bağlı)",
        type: "amount",
        optional: true,
        hint: "Boş bırakılırsa günlük × 30 olarak hesaplanır; yazılırsa günlük × 30'a eşit olmalı (ör. 1.101,00 × 30 = 33.030,00).",
      },
    ],
    sourceHint: "Ör. Asgari Ücret Tespit Komisyonu Kararı, Resmî Gazete tarihi ve sayısı.",
  },
  "sgk-sinir": {
    label: "SGK prime esas kazanç sınırları",
    intro: "Aylık alt ve üst sınır (5510 s.K. md. 82); alt sınır üst sınırdan küçük olmalı.",
    fields: [
      { name: "taban", key: "floor", label: "Alt sınır — taban (aylık TL)", type: "amount", hint: AMOUNT_HINT },
      { name: "tavan", key: "ceiling", label: "Üst sınır — tavan (aylık TL)", type: "amount", hint: AMOUNT_HINT },
    ],
    sourceHint: "Ör. 5510 sayılı Kanun md. 82; SGK Genelgesi sayısı ve tarihi.",
  },
  "isci-prim": {
    label: "Sigortalı (işçi) prim oranları",
    intro: "Sigortalının ücretinden kesilen oranlar, prime esas kazanç üzerinden.",
    fields: rates("Malullük, yaşlılık ve ölüm ile genel sağlık sigortası toplamı"),
    sourceHint: "Ör. 5510 sayılı Kanun md. 81; 4447 sayılı Kanun md. 49.",
  },
  "isveren-prim": {
    label: "İşveren prim oranları",
    intro: "İşverenin ödediği oranlar, Hazine indirimi düşülmeden.",
    fields: rates("Malullük, yaşlılık ve ölüm, kısa vadeli sigorta kolları ve genel sağlık sigortası toplamı"),
    sourceHint: "Ör. 5510 sayılı Kanun md. 81; 4447 sayılı Kanun md. 49.",
  },
  "hazine-indirimi": {
    label: "Hazine indirimi",
    intro: "İşveren hissesinden düşülen puanlar; aynı dönemin işveren SGK prim oranından büyük olamaz.",
    fields: [
      { name: "standart", key: "standard", label: "İmalat dışı (puan)", type: "percent", zeroAllowed: true, hint: "2 puan için 2." },
      { name: "imalat", key: "manufacturing", label: "İmalat sektörü (puan)", type: "percent", zeroAllowed: true, hint: "5 puan için 5." },
    ],
    sourceHint: "Ör. 5510 sayılı Kanun md. 81/ı ve değiştiren kanun.",
  },
  "damga-ucret": {
    label: "Ücretlerde damga vergisi",
    intro: "Ücret ödemelerinde damga vergisi oranı.",
    fields: [{ name: "oran", key: "rate", label: "Oran (%)", type: "percent", hint: "Yüzde olarak: binde 7,59 için 0,759." }],
    sourceHint: "Ör. 488 sayılı Damga Vergisi Kanunu, (1) sayılı tablo.",
  },
  "asgari-ucret-destegi": {
    label: "Asgari ücret desteği",
    intro: "Hesaplamaya katılmaz; işverene maliyetin yanında koşullarıyla ayrıca gösterilir.",
    fields: [
      {
        name: "tutar",
        key: "monthlyAmount",
        label: "Sigortalı başına aylık tutar (TL)",
        type: "amount",
        hint: "Ör. 1.270 ya da 1.270,00.",
      },
      {
        name: "kosullar",
        key: "conditions",
        label: "Koşullar (isteğe bağlı)",
        type: "text",
        optional: true,
        hint: "Sitede tutarın yanında gösterilir.",
      },
    ],
    sourceHint: "Desteği düzenleyen kanun ve Resmî Gazete tarihi, sayısı.",
  },
  "kidem-tavani": {
    label: "Kıdem tazminatı tavanı",
    intro: "Çıkış günü bu dönemde olan kıdem tazminatlarına uygulanır (çoğunlukla altı aylık dönemler).",
    fields: [{ name: "tavan", key: "ceiling", label: "Tavan (TL)", type: "amount", hint: "Ör. 64.948,77." }],
    sourceHint: "Ör. Hazine ve Maliye Bakanlığı mali ve sosyal haklar genelgesi ve tarihi.",
  },
};

/** The form's own fields beside each kind's figures: the kind, the period, and the replace tick. */
export const WAGE_FORM_FIELDS = { kind: "tur", from: "baslangic", to: "bitis" } as const;

/** The id of a kind's form on the screen (a link target): "ucret-formu-asgari-ucret". */
export const wageFormAnchor = (kind: WageFigureKind) => `ucret-formu-${kind}`;
