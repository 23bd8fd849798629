/**
 * What the public pages' shell (top bar, menu, footer) shows of the firm:
 * shaped on the server from the firm's snapshot (app/.server/firm/shell.ts)
 * and passed to the components as props. Browser-safe: types only.
 */
import type { SocialLink } from "#app/lib/firm.ts";
import type { Language } from "#app/lib/language-alternates.ts";
import type { PictureData } from "#app/lib/media.ts";

export interface ToolLink {
  id: string;
  title: string;
  url: string;
}

export interface ShellFirm {
  name: string;
  /** One line: "street, postal code district/city". */
  address: string;
  /** E.164. */
  phone: string;
  /** E.164, or "" for none. */
  whatsapp: string;
  email: string;
  /** "Haritada göster": the office's map link, or a map search for the address (lib/firm.ts mapLink). */
  mapUrl: string;
  social: SocialLink[];
  /** "2023–2026". */
  copyright: string;
  /** The office's logo from the media library (alt: the firm's name); undefined: the sample mark. */
  logo: PictureData | undefined;
  /** The main menu's sections (also the footer's columns). */
  sections: NavSection[];
  /** The footer's Kurumsal column after the section's links: contact, the privacy notice and how to use its rights. */
  footerLinks: NavLink[];
  /** The footer's identity line (issue 42, lib/firm-identity.ts): the trade name, else the firm's name. */
  legalName: string;
  /** "MERSİS No: …", else "Vergi No: … (office)", else "". */
  registration: string;
}

export interface SiteShell {
  firm: ShellFirm;
  /** The office's links to official services (admin: Araçlar). */
  tools: ToolLink[];
  /** The feeds the head announces, named after the firm. */
  feeds: FeedLink[];
  /** The site icon chosen in Firma bilgileri; undefined: the neutral default. */
  icons: SiteIcons | undefined;
  /** The shell's language (issue 43): the interface's words (lib/i18n) and where its fixed links lead; Turkish unless given. */
  language?: Language;
  /** The header's language switch: the same page in the other language, else that language's home (none in the admin's previews). */
  languageSwitch?: string;
}

/** The icons a public page's head links (app/.server/firm/icons.ts). */
export interface SiteIcons {
  /** The browser tab's icon: a data: URI of a 32 px PNG. */
  icon: string;
  /** The phone home screen's 180 px PNG. */
  appleTouchIcon: string;
}

export interface NavLink {
  label: string;
  to: string;
  /** The linked page's language when it differs from the shell's (an English page linking a Turkish one). */
  lang?: Language;
}

export type NavSectionId = "kurumsal" | "hizmetler" | "duyurular" | "araclar";

export interface NavSection {
  /** The menu's id (its button is #menu-btn-<id>, its list #menu-<id>). */
  id: NavSectionId;
  /** The menu's label, and the section label (kicker) above the title of its pages. */
  label: string;
  links: NavLink[];
}

export interface FeedLink {
  title: string;
  type: string;
  href: string;
}
