/**
 * The Turkish interface strings of the shell the two languages share (issue 43, ADR 060):
 * menus, footer, forms, the not-found page, search, the language switch. The English
 * catalogue (en.ts) must have every key (its type is this one's, widened), and
 * tests/unit/i18n-catalogue.test.ts checks it at run time too.
 */
export const tr = {
  language: {
    /** The html lang attribute and the hreflang value. */
    code: "tr",
    /** Open Graph's og:locale. */
    ogLocale: "tr_TR",
    /** Intl's locale for dates, numbers and sorting. */
    intl: "tr-TR",
    /** The language's own name (the switch in the other language names this one). */
    name: "Türkçe",
  },
  shell: {
    skipLink: "İçeriğe geç",
    /** The header's switch to the other language: its text is the other language's name, in that language. */
    switchLabel: "English",
    switchTitle: "Bu sayfanın İngilizcesi",
    contactDetails: "İletişim bilgileri",
    socialMedia: "Sosyal medya",
    mainMenu: "Ana menü",
    backToTop: "Başa dön",
    showOnMap: "Haritada göster",
    allRightsReserved: "Tüm hakları saklıdır.",
    /** The phones' menu button. */
    menuButton: "Menü",
    /** The footer's link to the imprint (Künye: Turkish only). */
    imprint: "Künye",
    /** The office's links to official services under the Araçlar menu. */
    usefulLinks: "Faydalı bağlantılar",
    /** Read after a link that opens another site in a new tab (lib/external-link.ts). */
    newTab: " (yeni sekmede açılır)",
  },
  menu: {
    corporate: "Kurumsal",
    services: "Hizmetler",
    publications: "Yayınlar",
    tools: "Araçlar",
    contact: "İletişim",
    home: "Anasayfa",
  },
  search: {
    label: "Sitede ara",
    button: "Ara",
    title: "Arama",
    noResults: "Aramanızla eşleşen bir sonuç bulunamadı.",
    tooShort: "Aramak için en az iki harf yazın.",
    description: "Sayfalar, hizmetler, sorular ve sirküler içinde arayın.",
    hint: "Sayfalar, hizmetler, sık sorulan sorular ve sirküler içinde arar.",
    tooLong: (max: number) => `Arama en çok ${max} karakter olabilir; daha kısa bir ifadeyle yeniden deneyin.`,
    badCharacter: "Aramada kullanılamayan bir karakter var; ifadeyi yeniden yazın.",
    resultsFor: (query: string) => `“${query}” için arama`,
    count: (count: number) => `${count} sonuç`,
    pageOf: (page: number, pages: number) => `Sayfa ${page} / ${pages}`,
    pagesLabel: "Sonuç sayfaları",
    previous: "Önceki sayfa",
    next: "Sonraki sayfa",
    tips: ["Yazımı denetleyin ya da daha az kelimeyle arayın.", "Daha genel bir kelime deneyin."],
    kinds: { page: "Sayfa", service: "Hizmet", question: "Soru", circular: "Sirküler" },
    circularTitle: (number: string, title: string) => `Sirküler ${number}: ${title}`,
  },
  feeds: {
    circularsTitle: (name: string) => `${name} – Sirküler özetleri (İngilizce)`,
    circularsDescription: (name: string) => `${name} sirkülerlerinin İngilizce özetleri.`,
    circularsLink: (name: string) => `${name} – Sirküler özetleri (RSS)`,
  },
  notFound: {
    title: "Sayfa bulunamadı",
    heading: "ARADIĞINIZ SAYFA MEVCUT DEĞİL.",
    text: "Bağlantı eski ya da hatalı olabilir.",
    homeLink: "Anasayfaya dön",
    description: "Aradığınız sayfa bulunamadı.",
  },
  error: {
    title: "Bir hata oluştu",
    heading: "Bir hata oluştu.",
    text: "İsteğiniz şu anda yanıtlanamadı. Lütfen biraz sonra yeniden deneyin.",
  },
  form: {
    required: "zorunlu",
    errorSummary: "Formda düzeltilmesi gereken alanlar var:",
    tryAgain: "Lütfen biraz sonra yeniden deneyin.",
    /** The line above a form: what its stars mean (after a star). */
    requiredNote: " işaretli alanların doldurulması zorunludur.",
    /** A field's messages (.server/web/forms.ts). */
    fieldRequired: (label: string) => `${label} alanı zorunludur.`,
    /** Turkish style: a thousands separator from five digits on ("5000", "20.000"). */
    fieldTooLong: (label: string, max: number) =>
      `${label} en fazla ${max >= 10_000 ? max.toLocaleString("tr-TR") : String(max)} karakter olabilir.`,
    fieldOneLine: (label: string) => `${label} tek satır olmalıdır.`,
    fieldControl: (label: string) => `${label} görünmeyen denetim karakterleri içeremez.`,
    emailInvalid: "Geçerli bir e-posta adresi girin (ör. ad@ornek.com).",
    phoneInvalid: "Geçerli bir telefon numarası girin (ör. 0312 000 00 00).",
    /** The public forms' answers for the whole form (.server/web/public-forms.ts). */
    unreadable: "Form okunamadı. Lütfen sayfayı yenileyip yeniden deneyin.",
    tooLarge: "Gönderilen form çok büyük; hiçbir şey kaydedilmedi. Lütfen eklediğiniz dosyaları küçültüp yeniden deneyin.",
    busy: "Sistem şu anda yoğun olduğu için gönderiniz kaydedilemedi. Lütfen birkaç saniye sonra yeniden gönderin.",
    tooMany: (minutes: number) => `Kısa sürede çok fazla gönderim yapıldı. Lütfen ${minutes} dakika sonra yeniden deneyin.`,
  },
  /** The contact form (components/ContactForm.tsx, .server/contact/form.ts). */
  contact: {
    title: "İletişim",
    details: "İletişim bilgileri",
    address: "Adres",
    phone: "Telefon",
    email: "E‑posta",
    writeToUs: "Bize yazın",
    name: "İsim",
    phoneField: "Telefon",
    emailField: "E-posta",
    subject: "Konu",
    message: "Mesaj",
    send: "Gönder",
    received: "Mesajınız bize ulaştı. Teşekkür ederiz; en kısa sürede size dönüş yapacağız.",
    refused: "Mesajınız gönderilemedi. Lütfen şu alanları düzeltin:",
  },
};
