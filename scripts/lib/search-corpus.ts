/**
 * Made-up but realistic Turkish texts for the search benchmark: titles and
 * bodies of sirküler and news in the vocabulary of tax practice, from a
 * seeded generator (every run writes the same corpus), and the 50 queries a
 * visitor would type. Not content: nothing here reaches a real site.
 */

const SUBJECTS = [
  "KDV iadesi",
  "katma değer vergisi tevkifatı",
  "gelir vergisi tarifesi",
  "kurumlar vergisi oranı",
  "damga vergisi istisnası",
  "özel tüketim vergisi",
  "muhtasar ve prim hizmet beyannamesi",
  "e-fatura ve e-arşiv",
  "e-defter berat yükleme",
  "Form Ba ve Bs",
  "yeniden değerleme oranı",
  "enflasyon düzeltmesi",
  "asgari ücret desteği",
  "SGK prim teşviki",
  "yatırım teşvik belgesi",
  "hizmet ihracatı istisnası",
  "transfer fiyatlandırması",
  "örtülü sermaye",
  "kira geliri beyanı",
  "konut teslimlerinde KDV",
  "gümrük vergisi",
  "dahilde işleme rejimi",
  "şirket birleşmeleri",
  "tam tasdik sözleşmesi",
  "vergi incelemesi",
  "uzlaşma başvurusu",
  "pişmanlık ve ıslah",
  "gecikme zammı oranı",
  "motorlu taşıtlar vergisi",
  "değerli konut vergisi",
];
const KINDS = ["Genel Tebliği", "Sirküleri", "Genelgesi", "Kanunu", "Yönetmeliği", "Cumhurbaşkanı Kararı"];
const VERBS = ["yayımlandı", "yürürlüğe girdi", "değiştirildi", "yeniden düzenlendi", "uzatıldı", "açıklandı", "güncellendi", "kaldırıldı"];
const PHRASES = [
  "mükelleflerin beyanname verme süreleri",
  "Resmî Gazete'de yayımlanan düzenleme",
  "Gelir İdaresi Başkanlığının açıklaması",
  "indirimli oran uygulaması",
  "tevkifat uygulamasına ilişkin usul ve esaslar",
  "iade talebinin yerine getirilmesi",
  "yeminli mali müşavir raporu",
  "teminat karşılığı iade",
  "mahsuben iade talepleri",
  "ihracat bedelinin yurda getirilmesi",
  "işverenlerin prim borçları",
  "vergi dairesine yapılacak başvuru",
  "ödeme süresinin son günü",
  "kısmi tevkifat kapsamındaki işlemler",
  "tam tevkifat uygulanacak teslimler",
  "amortisman ayırma süresi",
  "binek otomobillerin gider kısıtlaması",
  "kâr payı dağıtımı",
  "stopaj oranlarının belirlenmesi",
  "kripto varlık işlemleri",
  "yurt dışından sağlanan hizmetler",
  "serbest bölgelerdeki faaliyetler",
  "sermaye şirketlerinin tasfiyesi",
  "bölünme ve hisse değişimi",
  "geçici vergi dönemleri",
  "özelge talebi",
  "vergi ziyaı cezası",
];
const CONNECTIVES = ["Buna göre", "Ayrıca", "Öte yandan", "Bu kapsamda", "Diğer taraftan", "Ancak", "Söz konusu düzenleme ile"];

/** A small seeded generator (mulberry32): the same corpus on every run. */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

export function title(random: () => number): string {
  const number = 100 + Math.floor(random() * 500);
  return `${number} Seri No.lu ${pick(random, SUBJECTS)} ${pick(random, KINDS)} ${pick(random, VERBS)}`;
}

function sentence(random: () => number): string {
  const law = 5000 + Math.floor(random() * 2600);
  return `${pick(random, CONNECTIVES)} ${pick(random, PHRASES)}, ${law} sayılı Kanun kapsamında ${pick(random, SUBJECTS)} ile birlikte ${pick(random, PHRASES)} ${pick(random, VERBS)}.`;
}

/** About `words` words of prose, as paragraphs of rich text. */
export function body(random: () => number, words: number): string {
  const paragraphs: string[] = [];
  let count = 0;
  while (count < words) {
    const sentences = Array.from({ length: 3 + Math.floor(random() * 4) }, () => sentence(random));
    const text = sentences.join(" ");
    count += text.split(" ").length;
    paragraphs.push(`<p>${text}</p>`);
  }
  return paragraphs.join("");
}

/** A PDF's extracted text: long plain prose. */
export function attachmentText(random: () => number, words: number): string {
  return body(random, words).replace(/<\/?p>/g, "\n");
}

/** What visitors type: subjects, numbers, prefixes, with and without Turkish letters. */
export const QUERIES = [
  "kdv iadesi",
  "İADE",
  "iade",
  "tevkifat",
  "tevki",
  "2026/15",
  "sirküler 2024/120",
  "7524",
  "sirket",
  "şirket birleşmeleri",
  "e-fatura",
  "muhtasar",
  "damga vergisi",
  "asgari ücret",
  "gelir vergisi tarifesi",
  "kurumlar vergisi oranı",
  "ötv",
  "gumruk",
  "teşvik belgesi",
  "sgk prim",
  "yeniden değerleme",
  "enflasyon düzeltmesi",
  "e-defter",
  "berat",
  "form ba bs",
  "mali tatil",
  "vergi takvimi",
  "özelge",
  "tebliğ",
  "genelge",
  "resmi gazete",
  "kira geliri",
  "beyanname",
  "stopaj",
  "ihracat",
  "yatırım indirimi",
  "amortisman",
  "kdv tevkifatı hesaplama",
  "gecikme zammı",
  "mtv",
  "tam tasdik",
  "transfer fiyatlandırması",
  "örtülü sermaye",
  "hizmet ihracatı",
  "istisna",
  "konut teslimlerinde",
  "kripto",
  "332 seri",
  "vergi ziyai cezasi",
  "uzlasma",
];
