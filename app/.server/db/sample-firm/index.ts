/**
 * The sample firm (a clearly fictional YMM office in Ankara): the values a new
 * installation starts with, and what migration 013 moved into the database
 * for installations that had them in code. The office replaces all of it in
 * the admin (Firma bilgileri, Sayfalar, Hizmetler); Kurulum lists what still
 * shows the sample. Facts inside the pages are placeholders ({firma.adi}…),
 * filled from the settings when a page is shown, so they follow a rename.
 */

import { contactNotes } from "#app/.server/db/sample-firm/pages/contact.ts";
import { missionPage, visionPage } from "#app/.server/db/sample-firm/pages/corporate.ts";
import { founderPage } from "#app/.server/db/sample-firm/pages/founder.ts";
import { aboutBlock, homeIntro } from "#app/.server/db/sample-firm/pages/home.ts";
import { kvkkPage } from "#app/.server/db/sample-firm/pages/kvkk.ts";
import { serviceBodies } from "#app/.server/db/sample-firm/service-bodies.ts";
import { services } from "#app/.server/db/sample-firm/services.ts";
import { site } from "#app/.server/db/sample-firm/site.ts";
import type { ContentBlock } from "#app/.server/db/sample-firm/types.ts";
import type { FirmSettings, PageKey } from "#app/lib/firm.ts";

/**
 * Fixed blocks as the rich-text HTML the editor stores, byte for byte: text is
 * written as the sanitizer writes it ("&", "<", ">" escaped; quotes as they
 * are), so a stored sample body is stored again unchanged (ADR 046).
 */
export function blocksToHtml(blocks: readonly ContentBlock[], rewrite: (text: string) => string = (text) => text): string {
  const text = (value: string) => escapeElementText(rewrite(value));
  return blocks
    .map((block) => {
      if (block.type === "ul") return `<ul>${block.items.map((item) => `<li>${text(item)}</li>`).join("")}</ul>`;
      return `<${block.type}>${text(block.text)}</${block.type}>`;
    })
    .join("");
}

const escapeElementText = (text: string) => text.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c] ?? c);

export const sampleSettings: FirmSettings = {
  name: site.name,
  shortName: site.shortName,
  tagline: site.tagline,
  founderName: site.founder.name,
  founderTitle: site.founder.title,
  founderProfileUrl: site.founder.profileUrl,
  street: site.address.street,
  district: site.address.district,
  city: site.address.city,
  postalCode: site.address.postalCode,
  phone: site.phone.e164,
  whatsapp: `+${site.whatsapp}`,
  email: site.email,
  mapUrl: site.mapUrl,
  social: site.social.map(({ label, url }) => ({ label, url })),
  hours: [{ days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" }],
  copyrightSince: site.copyrightSince,
  metaDescription: `${site.name}: KDV iadesi tasdik raporu, tam tasdik, vergi iadeleri, teşvik mevzuatı ve vergi incelemesi danışmanlığı hizmetleri.`,
  logoMediaId: null,
  founderPhotoMediaId: null,
  iconMediaId: null,
  shareImageMediaId: null,
  defaultServiceId: "0",
  ...site.identity,
};

/**
 * The sample texts' sentences that name the firm, its founder or its city,
 * rewritten with placeholders. Turkish suffixes follow a word's last vowel
 * ("Ankara'da", "İzmir'de"), so no placeholder is followed by one: the
 * sentences are rephrased instead.
 */
const REWRITES: [string, string][] = [
  ["Özdemir Yeminli Mali Müşavirlik'in misyonu:", "Misyonumuz:"],
  ["Özdemir Yeminli Mali Müşavirlik'in vizyonu:", "Vizyonumuz:"],
  [
    "Yeminli Mali Müşavir Kerem Özdemir'in eğitimi, on yıllık vergi müfettişliği görevi, meslek ruhsatları ve meslek odası üyeliklerine ilişkin özgeçmiş.",
    "{firma.kurucu_unvani} {firma.kurucu}: eğitim, on yıllık vergi müfettişliği görevi, meslek ruhsatları ve meslek odası üyelikleri.",
  ],
  [
    "Kerem Özdemir, Özdemir Yeminli Mali Müşavirlik'in kurucusudur ve Ankara Yeminli Mali Müşavirler Odası'na kayıtlı",
    "{firma.kurucu}, {firma.adi} bürosunun kurucusudur ve {firma.il} Yeminli Mali Müşavirler Odası'na kayıtlı",
  ],
  ["Ankara Üniversitesi Siyasal Bilgiler Fakültesi", "Siyasal Bilgiler Fakültesi"],
  [
    "ruhsatını alarak Ankara'nın Çankaya ilçesinde Özdemir Yeminli Mali Müşavirlik bürosunu kurdu.",
    "ruhsatını alarak {firma.adi} bürosunu kurdu.",
  ],
  ["Ankara Yeminli Mali Müşavirler Odası", "{firma.il} Yeminli Mali Müşavirler Odası"],
  [
    "Özdemir Yeminli Mali Müşavirlik, 2023 yılında Ankara'da Yeminli Mali Müşavir Kerem Özdemir tarafından kurulmuştur.",
    "{firma.adi}, 2023 yılında Yeminli Mali Müşavir {firma.kurucu} tarafından kurulmuştur.",
  ],
  ["Büromuz Ankara'nın Çankaya ilçesinde hizmet vermektedir.", "Büromuzun adresi: {firma.adres}."],
  [
    "Veri sorumlusu, Örnek Mahallesi, Müşavirler Caddesi No: 12/4, 06690 Çankaya/Ankara adresinde faaliyet gösteren Özdemir Yeminli Mali Müşavirlik'tir (Yeminli Mali Müşavir Kerem Özdemir).",
    "Veri sorumlusu: {firma.adi} ({firma.kurucu_unvani} {firma.kurucu}), {firma.adres}.",
  ],
  ["Özdemir Yeminli Mali Müşavirlik internet sitesinde", "{firma.adi} internet sitesinde"],
  [site.email, "{firma.eposta}"],
];

function withPlaceholders(text: string): string {
  let out = text;
  for (const [sentence, rewritten] of REWRITES) out = out.replaceAll(sentence, rewritten);
  return out;
}

export interface SamplePage {
  title: string;
  metaDescription: string;
  body: string;
}

export const samplePages: Record<PageKey, SamplePage> = {
  founder: {
    title: "{firma.kurucu}",
    metaDescription: withPlaceholders(founderPage.metaDescription),
    body: blocksToHtml(founderPage.body, withPlaceholders),
  },
  mission: {
    title: missionPage.title,
    metaDescription: withPlaceholders(missionPage.metaDescription),
    body: blocksToHtml(missionPage.body, withPlaceholders),
  },
  vision: {
    title: visionPage.title,
    metaDescription: withPlaceholders(visionPage.metaDescription),
    body: blocksToHtml(visionPage.body, withPlaceholders),
  },
  about: { title: aboutBlock.title, metaDescription: "", body: blocksToHtml(aboutBlock.body, withPlaceholders) },
  "services-intro": { title: homeIntro.title, metaDescription: "", body: `<p>${escapeElementText(homeIntro.text)}</p>` },
  contact: { title: "İletişim", metaDescription: "", body: contactNotes.map((note) => `<p>${escapeElementText(note)}</p>`).join("") },
  kvkk: {
    title: kvkkPage.title,
    metaDescription: withPlaceholders(kvkkPage.metaDescription),
    body: blocksToHtml(kvkkPage.body, withPlaceholders),
  },
};

export interface SampleService {
  id: string;
  slug: string;
  fullTitle: string;
  homeTitle: string;
  homeDescription: string;
  metaDescription: string;
  body: string;
}

export const sampleServices: SampleService[] = services.map((s) => ({
  id: String(s.id),
  slug: s.slug,
  fullTitle: s.fullTitle,
  homeTitle: s.fullTitle,
  homeDescription: s.homeDescription,
  metaDescription: s.metaDescription,
  body: blocksToHtml(serviceBodies[s.slug] ?? []),
}));
