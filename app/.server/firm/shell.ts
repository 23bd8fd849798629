/**
 * The public shell's data (top bar, menu, footer, the head's feed links):
 * the firm from its snapshot, the office's tool links. Read by the site
 * layout's loader and by the admin's preview, which shows the same shell.
 */

import { getDb } from "#app/.server/db/index.ts";
import { firmIcons } from "#app/.server/firm/icons.ts";
import { firmPictures } from "#app/.server/firm/images.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { listTools } from "#app/.server/repositories/posts.ts";
import { feedLinks, footerLinks, navSections } from "#app/content/navigation.ts";
import { copyrightYears, fullAddress, mapLink } from "#app/lib/firm.ts";
import { legalName, registrationText } from "#app/lib/firm-identity.ts";
import type { SiteShell } from "#app/lib/site-shell.ts";

export async function publicShell(): Promise<SiteShell> {
  const [firm, tools] = await Promise.all([currentFirm(), getDb().then((db) => listTools(db))]);
  const { settings } = firm;
  const [{ logo }, icons] = await Promise.all([firmPictures(firm), firmIcons(firm)]);
  return {
    firm: {
      name: settings.name,
      address: fullAddress(settings),
      phone: settings.phone,
      whatsapp: settings.whatsapp,
      email: settings.email,
      mapUrl: mapLink(settings),
      social: settings.social,
      // From the server, so the copyright line is the same before and after hydration.
      copyright: copyrightYears(settings.copyrightSince, new Date().getFullYear()),
      logo,
      sections: navSections(firm),
      footerLinks,
      legalName: legalName(settings),
      registration: registrationText(settings),
    },
    tools: tools.map(({ id, title, url }) => ({ id, title, url })),
    feeds: feedLinks(settings.name),
    icons,
  };
}
