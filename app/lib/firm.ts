/**
 * The firm as the office describes it in the admin (Firma bilgileri, Sayfalar,
 * Hizmetler): the shapes the server reads from the database once per content
 * version and hands to every page, feed and e-mail, and the pure helpers that
 * format them. Browser-safe: no server code.
 */

/** ISO weekday codes as schema.org's openingHoursSpecification names them. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_TEXT: Record<Weekday, string> = {
  Monday: "Pazartesi",
  Tuesday: "Salı",
  Wednesday: "Çarşamba",
  Thursday: "Perşembe",
  Friday: "Cuma",
  Saturday: "Cumartesi",
  Sunday: "Pazar",
};

/** One row of office hours: the days it covers, opening and closing time ("09:00"). */
export interface OfficeHours {
  days: Weekday[];
  opens: string;
  closes: string;
}

export interface SocialLink {
  /** What the link is called for a screen reader and in the footer ("LinkedIn"). */
  label: string;
  /** http(s) only. */
  url: string;
}

/** Firma bilgileri: everything that says who the firm is. */
export interface FirmSettings {
  name: string;
  shortName: string;
  tagline: string;
  founderName: string;
  founderTitle: string;
  /** The founder's professional profile (optional, http(s)). */
  founderProfileUrl: string;
  street: string;
  district: string;
  city: string;
  postalCode: string;
  /** E.164: "+903120000000". */
  phone: string;
  /** E.164, or "" for none. */
  whatsapp: string;
  email: string;
  /** A map link (http(s)), or "": the link then follows the address (mapLink()). */
  mapUrl: string;
  social: SocialLink[];
  hours: OfficeHours[];
  /** First year in the copyright line: "© 2023–2026". */
  copyrightSince: number;
  /** The site's default meta description (home page, and pages without their own). */
  metaDescription: string;
  /** An image of the media library; null: the sample mark. */
  logoMediaId: string | null;
  /** An image of the media library; null: the sample portrait. */
  founderPhotoMediaId: string | null;
  /** The site's icon (browser tab, phone home screen), an image of the media library; null: the neutral default. */
  iconMediaId: string | null;
  /** The picture a shared link shows when its page has none of its own (og:image); null: the neutral default. */
  shareImageMediaId: string | null;
  /** The service shown at /hizmetler and for unknown service paths (a service id). */
  defaultServiceId: string;
  // The firm's legal identity (issue 42; lib/firm-identity.ts formats it): every one optional, "" for none.
  /** Ticaret unvanı, as registered; "": the firm's name stands for it. */
  tradeName: string;
  /** MERSİS numarası: 16 digits. */
  mersisNo: string;
  /** Vergi dairesi, as the office writes it ("Çankaya Vergi Dairesi"). */
  taxOffice: string;
  /** Vergi kimlik numarası: a company's 10-digit VKN, or a sole practitioner's 11-digit T.C. kimlik no. */
  taxNumber: string;
  /** KEP (registered e-mail) address. */
  kepAddress: string;
  /** The professional chamber's name and site (the region's Yeminli Mali Müşavirler Odası). */
  chamberName: string;
  /** http(s), or "". */
  chamberUrl: string;
  /** Where the profession's rules are (Law 3568 and its regulations), http(s), or "". */
  rulesUrl: string;
}

/** The rich-text pages the office edits (Sayfalar), by key. */
export const PAGE_KEYS = ["founder", "mission", "vision", "about", "services-intro", "contact", "kvkk"] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export const PAGE_LABELS: Record<PageKey, string> = {
  founder: "Kurucu (özgeçmiş)",
  mission: "Misyonumuz",
  vision: "Vizyonumuz",
  about: "Anasayfa: Biz Kimiz",
  "services-intro": "Anasayfa: hizmetler girişi",
  contact: "İletişim sayfası metni",
  kvkk: "KVKK Aydınlatma Metni",
};

/** A published page as public pages read it. `body` is sanitized HTML (placeholders already filled). */
export interface PublicPage {
  key: PageKey;
  title: string;
  metaDescription: string;
  body: string;
}

/** A visible service as public pages read it (the body is read by its own page only). */
export interface PublicService {
  id: string;
  slug: string;
  fullTitle: string;
  /** The shorter title of the home grid and the menu. */
  homeTitle: string;
  homeDescription: string;
  metaDescription: string;
}

/** A picture from the media library, as the header and the founder's page show it. */
export interface FirmImage {
  /** The stored image's id (its renditions are rendered by the server). */
  mediaId: string;
  alt: string;
}

/** What every public page, feed and e-mail knows of the firm (one per content version). */
export interface Firm {
  settings: FirmSettings;
  /** Visible services in the office's order. */
  services: PublicService[];
  /** The default service (settings.defaultServiceId, else the first visible one); undefined with none. */
  defaultService: PublicService | undefined;
  /** The founder's page path ("/kerem-ozdemir"): it follows the founder's name. */
  founderPath: string;
  /**
   * The e-bülten consent wording the form shows now. Its version is settled
   * when someone signs up (the wording and the KVKK notice together).
   */
  consentText: string;
}

/** "Örnek Mah. No: 12/4, 06690 Çankaya/Ankara". */
export function fullAddress(s: Pick<FirmSettings, "street" | "postalCode" | "district" | "city">): string {
  const place = [s.district, s.city].filter(Boolean).join("/");
  return [s.street, [s.postalCode, place].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

/**
 * Where "Haritada göster" leads: the office's own map link, or, when the
 * field is empty, a map search for the firm's address, which follows the
 * address when the firm moves (Google Maps' documented search URL:
 * developers.google.com/maps/documentation/urls/get-started).
 */
export function mapLink(s: Pick<FirmSettings, "mapUrl" | "street" | "postalCode" | "district" | "city">): string {
  if (s.mapUrl) return s.mapUrl;
  const query = [s.street, [s.postalCode, s.district].filter(Boolean).join(" "), s.city].filter(Boolean).join(", ");
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : "";
}

/**
 * An E.164 number as people read it: "+903120000000" → "+90 312 000 00 00"
 * (Turkish numbers in the 3-3-2-2 groups of the national plan); other
 * countries' numbers stay as stored.
 */
export function phoneDisplay(e164: string): string {
  const tr = /^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  return tr ? `+90 ${tr[1]} ${tr[2]} ${tr[3]} ${tr[4]}` : e164;
}

/** The number for tel: links and text: non-breaking spaces, so it never breaks across lines. */
export const phoneText = (e164: string): string => phoneDisplay(e164).replaceAll(" ", "\u00a0");

/** A wa.me link's number: E.164 without "+". */
export const whatsappNumber = (e164: string): string => e164.replace(/^\+/, "");

/** The social network a link points at (for its icon), from its host. */
export type SocialKind = "linkedin" | "x" | "instagram" | "facebook" | "youtube" | "link";

export function socialKind(url: string): SocialKind {
  let host = "";
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return "link";
  }
  if (host.endsWith("linkedin.com")) return "linkedin";
  if (host === "x.com" || host.endsWith("twitter.com")) return "x";
  if (host.endsWith("instagram.com")) return "instagram";
  if (host.endsWith("facebook.com")) return "facebook";
  if (host.endsWith("youtube.com") || host === "youtu.be") return "youtube";
  return "link";
}

/** "© 2023–2026" or, in the first year, "© 2026". */
export function copyrightYears(since: number, year: number): string {
  return since < year ? `${since}–${year}` : String(year);
}
