import type { Kysely } from "kysely";

// The tax figures the site ships with (issue 14), transcribed from
// ../shared/tax-reference.md (compiled 22.11.2026), with its sources. Items the
// reference marks not confirmed (n/c) carry a warning or are left out: the
// MTV (II)/(IV) tariffs, electric cars, MTV thresholds of 2018–2024, the SGK
// prim day. Later figures are added in the admin (Vergi verileri), not here.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

const CHECKED_ON = "2026-11-22";
const NOW = "2026-11-22T00:00:00.000Z";

interface SetRow {
  id: string;
  kind: string;
  year: number | null;
  title: string;
  source: string;
  warning: string | null;
}

const sets: SetRow[] = [
  {
    id: "gelir-vergisi/2025",
    kind: "gelir-vergisi",
    year: 2025,
    title: "Gelir vergisi tarifesi 2025",
    source: "193 sayılı Gelir Vergisi Kanunu md. 103; Gelir Vergisi Genel Tebliği Seri No: 329 (Resmî Gazete 30.12.2024, 2. Mükerrer)",
    warning: null,
  },
  {
    id: "gelir-vergisi/2026",
    kind: "gelir-vergisi",
    year: 2026,
    title: "Gelir vergisi tarifesi 2026",
    source:
      "193 sayılı Gelir Vergisi Kanunu md. 103; Gelir Vergisi Genel Tebliği Seri No: 332 (Resmî Gazete 31.12.2025, sayı 33124, 5. Mükerrer)",
    warning: null,
  },
  {
    id: "kdv-tevkifat",
    kind: "kdv-tevkifat",
    year: null,
    title: "KDV kısmi tevkifat kodları 601–627",
    source:
      "KDV Genel Uygulama Tebliği I/C-2.1.3 (mevzuat.gov.tr konsolide metni, 16.07.2026 tarihli kopya); kod numaraları GİB e-Fatura kod listesine göre",
    warning: null,
  },
  {
    id: "kdv-oranlari",
    kind: "kdv-oranlari",
    year: null,
    title: "KDV oranları",
    source: "3065 sayılı KDV Kanunu md. 28; Cumhurbaşkanı Kararı 7346 (Resmî Gazete 07.07.2023, sayı 32241), 10.07.2023'ten itibaren",
    warning: null,
  },
  {
    id: "fatura-siniri/2024",
    kind: "fatura-siniri",
    year: 2024,
    title: "Fatura düzenleme sınırı 2024",
    source:
      "213 sayılı VUK md. 232; VUK Genel Tebliği Sıra No: 556; tevkifat sınırı olarak: KDV Genel Uygulama Tebliği I/C-2.1.3.4.1 (değişik ibare: Resmî Gazete 10.02.2024, sayı 32456)",
    warning: null,
  },
  {
    id: "fatura-siniri/2025",
    kind: "fatura-siniri",
    year: 2025,
    title: "Fatura düzenleme sınırı 2025",
    source: "213 sayılı VUK md. 232; VUK Genel Tebliği Sıra No: 577; KDV Genel Uygulama Tebliği I/C-2.1.3.4.1",
    warning:
      "2025 sınırı (9.900 TL) tebliğin ekinden okunamadı; ikincil kaynaklar ve yeniden değerleme hesabıyla doğrulandı. Önemli bir işlemde GİB'den teyit edin.",
  },
  {
    id: "fatura-siniri/2026",
    kind: "fatura-siniri",
    year: 2026,
    title: "Fatura düzenleme sınırı 2026",
    source:
      "213 sayılı VUK md. 232; VUK Genel Tebliği Sıra No: 588 (Resmî Gazete 31.12.2025, sayı 33124, 5. Mükerrer); KDV Genel Uygulama Tebliği I/C-2.1.3.4.1",
    warning: null,
  },
  {
    id: "mtv/2026",
    kind: "mtv",
    year: 2026,
    title: "Motorlu taşıtlar vergisi 2026 — (I) ve (I/A) sayılı tarifeler",
    source:
      "197 sayılı MTV Kanunu md. 5, 9, 10, 11 ve geçici md. 8; MTV Genel Tebliği Seri No: 58 (Resmî Gazete 31.12.2025, sayı 33124, 5. Mükerrer); Cumhurbaşkanı Kararı 10783",
    warning: null,
  },
  {
    id: "mtv-esik/2025",
    kind: "mtv-esik",
    year: 2025,
    title: "MTV taşıt değeri sınırları — 2025'te ilk tescil",
    source: "197 sayılı MTV Kanunu md. 5; MTV Genel Tebliği Seri No: 57",
    warning: null,
  },
  {
    id: "mtv-esik/2026",
    kind: "mtv-esik",
    year: 2026,
    title: "MTV taşıt değeri sınırları — 2026'da ilk tescil",
    source: "197 sayılı MTV Kanunu md. 5; MTV Genel Tebliği Seri No: 58 (Resmî Gazete 31.12.2025, sayı 33124, 5. Mükerrer)",
    warning: null,
  },
  {
    id: "gecikme",
    kind: "gecikme",
    year: null,
    title: "Gecikme zammı ve gecikme faizi oranları",
    source:
      "6183 sayılı Amme Alacaklarının Tahsil Usulü Hakkında Kanun md. 51; 213 sayılı VUK md. 112/3 ve ek md. 16 (gecikme faizi aynı oranda)",
    warning:
      "13.11.2025'ten sonra oran değişikliği bulunamadı; incelenen en son metin Temmuz 2026 tarihlidir. Sonrası için oranı GİB'den teyit edin.",
  },
  {
    id: "tatil/2026",
    kind: "tatil",
    year: 2026,
    title: "Resmî tatiller 2026",
    source: "2429 sayılı Ulusal Bayram ve Genel Tatiller Hakkında Kanun; dini bayramlar Diyanet İşleri Başkanlığı 2026 takvimine göre",
    warning: null,
  },
  {
    id: "tatil/2027",
    kind: "tatil",
    year: 2027,
    title: "Resmî tatiller 2027",
    source: "2429 sayılı Ulusal Bayram ve Genel Tatiller Hakkında Kanun; dini bayramlar Diyanet'in dini günler sayfasına göre",
    warning: "2027 dini bayram tarihleri Diyanet'in 2027 takviminden henüz teyit edilmedi.",
  },
];

/** GVK md. 103: [upper limit (null: open), rate] per bracket. */
const incomeTax: Record<string, [number | null, string][]> = {
  "2025/ucret-disi": [
    [158_000, "0.15"],
    [330_000, "0.20"],
    [800_000, "0.27"],
    [4_300_000, "0.35"],
    [null, "0.40"],
  ],
  "2025/ucret": [
    [158_000, "0.15"],
    [330_000, "0.20"],
    [1_200_000, "0.27"],
    [4_300_000, "0.35"],
    [null, "0.40"],
  ],
  "2026/ucret-disi": [
    [190_000, "0.15"],
    [400_000, "0.20"],
    [1_000_000, "0.27"],
    [5_300_000, "0.35"],
    [null, "0.40"],
  ],
  "2026/ucret": [
    [190_000, "0.15"],
    [400_000, "0.20"],
    [1_500_000, "0.27"],
    [5_300_000, "0.35"],
    [null, "0.40"],
  ],
};

const RATIO_NOT_CONFIRMED = null;

/** KDVGUT I/C-2.1.3: [code, name, numerator (of 10), section, buyers, ratio since, note]. */
const withholdingCodes: [number, string, number, string, string, string | null, string | null][] = [
  [
    601,
    "Yapım işleri ile bu işlerle birlikte ifa edilen mühendislik-mimarlık ve etüt-proje hizmetleri",
    4,
    "I/C-2.1.3.2.1",
    "B+A5M",
    "1.3.2021 (önceki oran 3/10; tek kaynak)",
    "KDV mükellefi alıcılar yalnızca KDV dahil iş bedeli 5 milyon TL'yi aştığı andan itibaren tevkifat yapar.",
  ],
  [602, "Etüt, plan-proje, danışmanlık, denetim ve benzeri hizmetler", 9, "I/C-2.1.3.2.2", "B", RATIO_NOT_CONFIRMED, null],
  [
    603,
    "Makine, teçhizat, demirbaş ve taşıtlara ait tadil, bakım ve onarım hizmetleri",
    7,
    "I/C-2.1.3.2.3",
    "B",
    "1.3.2021 (tek kaynak)",
    null,
  ],
  [604, "Yemek servis hizmeti", 5, "I/C-2.1.3.2.4", "B", RATIO_NOT_CONFIRMED, null],
  [605, "Organizasyon hizmeti", 5, "I/C-2.1.3.2.4", "B", RATIO_NOT_CONFIRMED, null],
  [606, "İşgücü temin hizmetleri", 9, "I/C-2.1.3.2.5", "A+B", RATIO_NOT_CONFIRMED, null],
  [607, "Özel güvenlik hizmeti", 9, "I/C-2.1.3.2.5", "A+B", RATIO_NOT_CONFIRMED, null],
  [608, "Yapı denetim hizmetleri", 9, "I/C-2.1.3.2.6", "A+B", RATIO_NOT_CONFIRMED, null],
  [
    609,
    "Fason olarak yaptırılan tekstil ve konfeksiyon işleri, çanta ve ayakkabı dikim işleri ve bu işlere aracılık hizmetleri",
    7,
    "I/C-2.1.3.2.7",
    "A+B",
    RATIO_NOT_CONFIRMED,
    null,
  ],
  [610, "Turistik mağazalara verilen müşteri bulma/götürme hizmetleri", 9, "I/C-2.1.3.2.8", "A", RATIO_NOT_CONFIRMED, null],
  [611, "Spor kulüplerinin yayın, reklam ve isim hakkı gelirlerine konu işlemleri", 9, "I/C-2.1.3.2.9", "A+B", RATIO_NOT_CONFIRMED, null],
  [612, "Temizlik hizmeti", 9, "I/C-2.1.3.2.10", "A+B", "1.3.2021 (tek kaynak)", null],
  [613, "Çevre ve bahçe bakım hizmetleri", 9, "I/C-2.1.3.2.10", "A+B", "1.3.2021 (tek kaynak)", null],
  [614, "Servis taşımacılığı hizmeti", 5, "I/C-2.1.3.2.11", "A+B", RATIO_NOT_CONFIRMED, null],
  [615, "Her türlü baskı ve basım hizmetleri", 7, "I/C-2.1.3.2.12", "B", RATIO_NOT_CONFIRMED, null],
  [
    616,
    "Diğer hizmetler",
    5,
    "I/C-2.1.3.2.13",
    "616",
    RATIO_NOT_CONFIRMED,
    "Yalnızca şu alıcılar tevkifat yapar: 5018 sayılı Kanun'a ekli cetvellerdeki idareler, kanun veya Cumhurbaşkanlığı kararnamesiyle kurulan kamu kurumları, KİT'ler, döner sermayeli kuruluşlar, kamu kurumu niteliğindeki meslek kuruluşları, bankalar, sigorta ve emeklilik şirketleri, sandıklar ve kalkınma ajansları.",
  ],
  [617, "Hurda metalden elde edilen külçe teslimleri", 7, "I/C-2.1.3.3.1", "A+B", RATIO_NOT_CONFIRMED, null],
  [
    618,
    "Hurda metalden elde edilenler dışındaki bakır, çinko, demir-çelik, alüminyum ve kurşun külçe teslimi",
    7,
    "I/C-2.1.3.3.1",
    "A+B",
    "1.5.2022 (tek kaynak)",
    "İthalatçıların ve cevherden ilk üretim yapanların teslimlerinde uygulanmaz.",
  ],
  [619, "Bakır, çinko, alüminyum ve kurşun ürünlerinin teslimi", 7, "I/C-2.1.3.3.2", "A+B", RATIO_NOT_CONFIRMED, null],
  [620, "İstisnadan vazgeçenlerin hurda ve atık teslimi", 7, "I/C-2.1.3.3.3", "A+B", RATIO_NOT_CONFIRMED, null],
  [
    621,
    "Metal, plastik, lastik, kauçuk, kâğıt, cam hurda ve atıklarından elde edilen hammadde teslimi",
    9,
    "I/C-2.1.3.3.4",
    "A+B",
    RATIO_NOT_CONFIRMED,
    null,
  ],
  [622, "Pamuk, tiftik, yün ve yapağı ile ham post ve deri teslimleri", 9, "I/C-2.1.3.3.5", "A+B", RATIO_NOT_CONFIRMED, null],
  [623, "Ağaç ve orman ürünleri teslimi", 5, "I/C-2.1.3.3.6", "A+B", RATIO_NOT_CONFIRMED, null],
  [624, "Yük taşımacılığı hizmeti", 2, "I/C-2.1.3.2.11", "A+B", "1.3.2021 (tek kaynak)", null],
  [625, "Ticari reklam hizmetleri", 3, "I/C-2.1.3.2.15", "A+B", RATIO_NOT_CONFIRMED, null],
  [
    626,
    "Diğer teslimler (yalnızca Devlet Malzeme Ofisine)",
    2,
    "I/C-2.1.3.3.7",
    "DMO",
    RATIO_NOT_CONFIRMED,
    "Yalnızca Devlet Malzeme Ofisine yapılan teslimlerde uygulanır.",
  ],
  [627, "Demir-çelik ürünlerinin teslimi", 5, "I/C-2.1.3.3.8", "A+B", "1.11.2022 (önceki oran 4/10)", null],
];

/** MTV 2026 (I) tariff: [row, cc min, cc max, value band, 1–3, 4–6, 7–11, 12–15, 16+]. */
const mtvI2026: [number, number, number | null, number, number, number, number, number, number][] = [
  [1, 0, 1300, 1, 5_750, 4_010, 2_238, 1_689, 593],
  [2, 0, 1300, 2, 6_319, 4_409, 2_459, 1_861, 655],
  [3, 0, 1300, 3, 6_902, 4_807, 2_693, 2_032, 706],
  [4, 1301, 1600, 1, 10_016, 7_510, 4_354, 3_077, 1_181],
  [5, 1301, 1600, 2, 11_023, 8_264, 4_794, 3_375, 1_290],
  [6, 1301, 1600, 3, 12_028, 9_012, 5_220, 3_685, 1_408],
  [7, 1601, 1800, 1, 19_472, 15_226, 8_948, 5_458, 2_113],
  [8, 1601, 1800, 2, 21_251, 16_600, 9_775, 5_964, 2_307],
  [9, 1801, 2000, 1, 30_679, 23_625, 13_886, 8_264, 3_248],
  [10, 1801, 2000, 2, 33_474, 25_784, 15_147, 9_012, 3_547],
  [11, 2001, 2500, 1, 46_027, 33_413, 20_874, 12_465, 4_930],
  [12, 2001, 2500, 2, 50_217, 36_448, 22_768, 13_606, 5_378],
  [13, 2501, 3000, 1, 64_175, 55_837, 34_878, 18_758, 6_875],
  [14, 2501, 3000, 2, 70_018, 60_905, 38_053, 20_466, 7_503],
  [15, 3001, 3500, 1, 97_744, 87_954, 52_976, 26_443, 9_684],
  [16, 3001, 3500, 2, 106_641, 95_940, 57_791, 28_839, 10_578],
  [17, 3501, 4000, 1, 153_684, 132_712, 78_152, 34_878, 13_886],
  [18, 3501, 4000, 2, 167_671, 144_770, 85_271, 38_053, 15_147],
  [19, 4001, null, 1, 251_554, 188_627, 111_714, 50_206, 19_472],
  [20, 4001, null, 2, 274_415, 205_781, 121_873, 54_769, 21_251],
];

/** MTV 2026 (I/A) tariff: [row, cc min, cc max, 1–3, 4–6, 7–11, 12–15, 16+]. */
const mtvIA2026: [number, number, number | null, number, number, number, number, number][] = [
  [1, 0, 1300, 5_750, 4_010, 2_238, 1_689, 593],
  [2, 1301, 1600, 10_016, 7_510, 4_354, 3_077, 1_181],
  [3, 1601, 1800, 17_705, 13_829, 8_145, 4_957, 1_917],
  [4, 1801, 2000, 27_898, 21_478, 12_624, 7_510, 2_958],
  [5, 2001, 2500, 41_840, 30_372, 18_977, 11_333, 4_479],
  [6, 2501, 3000, 58_347, 50_754, 31_704, 17_044, 6_255],
  [7, 3001, 3500, 88_859, 79_955, 48_158, 24_031, 8_813],
  [8, 3501, 4000, 139_721, 120_647, 71_048, 31_704, 12_624],
  [9, 4001, null, 228_681, 171_485, 101_555, 45_632, 17_705],
];

/** MTVK md. 5 value thresholds by year of first registration: [cc min, cc max, limits]. */
const mtvThresholds: Record<number, [number, number | null, string][]> = {
  2025: [
    [0, 1300, "259900,455300"],
    [1301, 1600, "259900,455300"],
    [1601, 1800, "651700"],
    [1801, 2000, "651700"],
    [2001, 2500, "813900"],
    [2501, 3000, "1628900"],
    [3001, 3500, "1628900"],
    [3501, 4000, "2607700"],
    [4001, null, "3096500"],
  ],
  2026: [
    [0, 1300, "309100,541500"],
    [1301, 1600, "309100,541500"],
    [1601, 1800, "775100"],
    [1801, 2000, "775100"],
    [2001, 2500, "968100"],
    [2501, 3000, "1937500"],
    [3001, 3500, "1937500"],
    [3501, 4000, "3101800"],
    [4001, null, "3683200"],
  ],
};

/** 6183 md. 51 monthly rates: [from, rate, decree, note]. */
const lateRates: [string, string, string, string | null][] = [
  ["2018-09-05", "0.02", "Cumhurbaşkanı Kararı (kaynaklarda “62” olarak anılır)", "Kararın Resmî Gazete tarihi ve sayısı teyit edilmedi."],
  ["2019-07-01", "0.025", "Cumhurbaşkanı Kararı 1266 (Resmî Gazete 29.06.2019, sayı 30816; 1.7.2019'da yürürlüğe girdi)", null],
  ["2019-10-02", "0.02", "Cumhurbaşkanı Kararı 1592 (Resmî Gazete 02.10.2019, sayı 30906)", null],
  ["2019-12-30", "0.016", "Cumhurbaşkanı Kararı 1947 (Resmî Gazete 30.12.2019, sayı 30994)", null],
  ["2022-07-21", "0.025", "Cumhurbaşkanı Kararı 5801 (Resmî Gazete 21.07.2022, sayı 31899)", null],
  ["2023-11-14", "0.035", "Cumhurbaşkanı Kararı 7782 (Resmî Gazete 14.11.2023, sayı 32369)", null],
  ["2024-05-21", "0.045", "Cumhurbaşkanı Kararı 8484 (Resmî Gazete 21.05.2024, sayı 32552)", null],
  ["2025-11-13", "0.037", "Cumhurbaşkanı Kararı 10556 (Resmî Gazete 13.11.2025, sayı 33076)", null],
];

/** 2429 s.K. holidays: [date, name, half day]. */
const holidays: [string, string, 0 | 1][] = [
  ["2026-01-01", "Yılbaşı", 0],
  ["2026-03-19", "Ramazan Bayramı arifesi (13.00'ten itibaren)", 1],
  ["2026-03-20", "Ramazan Bayramı 1. gün", 0],
  ["2026-03-21", "Ramazan Bayramı 2. gün", 0],
  ["2026-03-22", "Ramazan Bayramı 3. gün", 0],
  ["2026-04-23", "Ulusal Egemenlik ve Çocuk Bayramı", 0],
  ["2026-05-01", "Emek ve Dayanışma Günü", 0],
  ["2026-05-19", "Atatürk'ü Anma, Gençlik ve Spor Bayramı", 0],
  ["2026-05-26", "Kurban Bayramı arifesi (13.00'ten itibaren)", 1],
  ["2026-05-27", "Kurban Bayramı 1. gün", 0],
  ["2026-05-28", "Kurban Bayramı 2. gün", 0],
  ["2026-05-29", "Kurban Bayramı 3. gün", 0],
  ["2026-05-30", "Kurban Bayramı 4. gün", 0],
  ["2026-07-15", "Demokrasi ve Millî Birlik Günü", 0],
  ["2026-08-30", "Zafer Bayramı", 0],
  ["2026-10-28", "Cumhuriyet Bayramı arifesi (13.00'ten itibaren)", 1],
  ["2026-10-29", "Cumhuriyet Bayramı", 0],
  ["2027-01-01", "Yılbaşı", 0],
  ["2027-03-08", "Ramazan Bayramı arifesi (13.00'ten itibaren)", 1],
  ["2027-03-09", "Ramazan Bayramı 1. gün", 0],
  ["2027-03-10", "Ramazan Bayramı 2. gün", 0],
  ["2027-03-11", "Ramazan Bayramı 3. gün", 0],
  ["2027-04-23", "Ulusal Egemenlik ve Çocuk Bayramı", 0],
  ["2027-05-01", "Emek ve Dayanışma Günü", 0],
  ["2027-05-15", "Kurban Bayramı arifesi (13.00'ten itibaren)", 1],
  ["2027-05-16", "Kurban Bayramı 1. gün", 0],
  ["2027-05-17", "Kurban Bayramı 2. gün", 0],
  ["2027-05-18", "Kurban Bayramı 3. gün", 0],
  ["2027-05-19", "Kurban Bayramı 4. gün; Atatürk'ü Anma, Gençlik ve Spor Bayramı", 0],
  ["2027-07-15", "Demokrasi ve Millî Birlik Günü", 0],
  ["2027-08-30", "Zafer Bayramı", 0],
  ["2027-10-28", "Cumhuriyet Bayramı arifesi (13.00'ten itibaren)", 1],
  ["2027-10-29", "Cumhuriyet Bayramı", 0],
];

const ages = (amounts: number[]) => ({
  age_1_3: amounts[0],
  age_4_6: amounts[1],
  age_7_11: amounts[2],
  age_12_15: amounts[3],
  age_16: amounts[4],
});

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto("tax_sets")
    .values(sets.map((set) => ({ ...set, checked_on: CHECKED_ON, updated_at: NOW })))
    .execute();
  await db
    .insertInto("income_tax_brackets")
    .values(
      Object.entries(incomeTax).flatMap(([key, brackets]) => {
        const [year, income] = key.split("/");
        return brackets.map(([upper_limit, rate], index) => ({ year: Number(year), income, position: index + 1, upper_limit, rate }));
      }),
    )
    .execute();
  await db
    .insertInto("vat_withholding_codes")
    .values(
      withholdingCodes.map(([code, name, numerator, section, buyers, ratio_since, note]) => ({
        code,
        name,
        numerator,
        denominator: 10,
        section,
        buyers,
        ratio_since,
        note,
      })),
    )
    .execute();
  await db.insertInto("vat_rate_periods").values({ valid_from: "2023-07-10", rates: "1,10,20" }).execute();
  await db
    .insertInto("invoice_limits")
    .values([
      // The threshold was tied to VUK md. 232 by the KDVGUT amendment published on
      // 10.02.2024; whether it applied from 1.1.2024 is not confirmed, so 2024 starts there.
      { year: 2024, valid_from: "2024-02-10", amount: 6_900 },
      { year: 2025, valid_from: "2025-01-01", amount: 9_900 },
      { year: 2026, valid_from: "2026-01-01", amount: 12_000 },
    ])
    .execute();
  await db
    .insertInto("mtv_rates")
    .values([
      ...mtvI2026.map(([row, cc_min, cc_max, value_band, ...amounts]) => ({
        year: 2026,
        tariff: "I",
        row,
        cc_min,
        cc_max,
        value_band,
        ...ages(amounts),
      })),
      ...mtvIA2026.map(([row, cc_min, cc_max, ...amounts]) => ({
        year: 2026,
        tariff: "I/A",
        row,
        cc_min,
        cc_max,
        value_band: 1,
        ...ages(amounts),
      })),
    ])
    .execute();
  await db
    .insertInto("mtv_thresholds")
    .values(
      Object.entries(mtvThresholds).flatMap(([year, rows]) =>
        rows.map(([cc_min, cc_max, limits]) => ({ year: Number(year), cc_min, cc_max, limits })),
      ),
    )
    .execute();
  await db
    .insertInto("late_payment_rates")
    .values(lateRates.map(([valid_from, monthly_rate, decree, note]) => ({ valid_from, monthly_rate, decree, note })))
    .execute();
  await db
    .insertInto("holidays")
    .values(holidays.map(([date, name, half_day]) => ({ date, name, half_day })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
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
    await db.deleteFrom(table).execute();
  }
}
