/**
 * The sample firm's facts (a clearly fictional office), as they were in code
 * before issue 22: the seed of Firma bilgileri (index.ts). The site reads the
 * firm from the database; the office replaces these values in the admin.
 */
export const site = {
  name: "Özdemir Yeminli Mali Müşavirlik",
  shortName: "Özdemir YMM",
  tagline: "Vergi mevzuatına uygunluğun bağımsız ve özenli tasdiki",
  founder: {
    name: "Kerem Özdemir",
    title: "Yeminli Mali Müşavir",
    photoAlt: "Yeminli Mali Müşavir Kerem Özdemir'in portresi",
    /** Professional network profile (fictional). */
    profileUrl: "https://www.linkedin.com/in/ornek-ymm-kerem-ozdemir",
    profileLabel: "LinkedIn profili",
  },
  address: {
    street: "Örnek Mahallesi, Müşavirler Caddesi No: 12/4",
    district: "Çankaya",
    city: "Ankara",
    postalCode: "06690",
    country: "TR",
  },
  phone: { display: "+90 312 000 00 00", e164: "+903120000000" },
  /** WhatsApp number in international format without "+". */
  whatsapp: "905000000000",
  email: "bilgi@ozdemirymm.example",
  // Empty: "Haritada göster" searches the address, and follows it when the firm moves.
  mapUrl: "",
  social: [
    { label: "LinkedIn", url: "https://www.linkedin.com/company/ornek-ozdemir-ymm", icon: "linkedin" },
    { label: "X (Twitter)", url: "https://x.com/ornek_ozdemirymm", icon: "x" },
    { label: "Instagram", url: "https://www.instagram.com/ornek_ozdemirymm", icon: "instagram" },
  ],
  /** First year in the copyright notice: "© 2023–<current year>". */
  copyrightSince: 2023,
  /**
   * The legal identity (issue 42), obviously a sample: "Örnek" in the trade
   * name, a MERSİS number of zeros, the tax number 1234567890 (it passes
   * GİB's check digit, so a save of the untouched sample is not refused), a
   * KEP address under .example. The chamber and the rules link are real places.
   */
  identity: {
    tradeName: "Örnek Özdemir Yeminli Mali Müşavirlik Limited Şirketi",
    mersisNo: "0000000000000000",
    taxOffice: "Çankaya Vergi Dairesi",
    taxNumber: "1234567890",
    kepAddress: "ornek-ozdemirymm@hs01.kep.example",
    chamberName: "Ankara Yeminli Mali Müşavirler Odası (TÜRMOB’a bağlı)",
    chamberUrl: "https://www.turmob.org.tr",
    rulesUrl: "https://www.mevzuat.gov.tr/mevzuat?MevzuatNo=3568&MevzuatTur=1&MevzuatTertip=5",
  },
} as const;

export type Site = typeof site;

export function fullAddress(): string {
  const a = site.address;
  return `${a.street}, ${a.postalCode} ${a.district}/${a.city}`;
}
