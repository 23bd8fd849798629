import { Link } from "react-router";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { FooterIdentity } from "#app/components/FooterIdentity.tsx";
import { Icon } from "#app/components/icons.tsx";
import { phoneText, whatsappNumber } from "#app/lib/firm.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import type { Language } from "#app/lib/language-alternates.ts";
import type { NavSection, ShellFirm } from "#app/lib/site-shell.ts";

export function Footer({ firm, language = "tr" }: { firm: Omit<ShellFirm, "social" | "logo">; language?: Language }) {
  const t = catalogue(language);
  // The Kurumsal column carries the footer's own links; an English site with no English about-us page still has that column.
  const columns: NavSection[] =
    firm.footerLinks.length > 0 && !firm.sections.some((section) => section.id === "kurumsal")
      ? [{ id: "kurumsal", label: t.menu.corporate, links: [] }, ...firm.sections]
      : firm.sections;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <h2 className="footer-title">{firm.name}</h2>
          {firm.address && <p className="footer-address">{firm.address}</p>}
          <ul className="footer-contact">
            {firm.whatsapp && (
              <li>
                <ExternalLink href={`https://wa.me/${whatsappNumber(firm.whatsapp)}`} showIcon={false} language={language}>
                  <Icon name="whatsapp" /> WhatsApp
                </ExternalLink>
              </li>
            )}
            {firm.email && (
              <li>
                <a href={`mailto:${firm.email}`}>
                  <Icon name="mail" /> {firm.email}
                </a>
              </li>
            )}
            {firm.mapUrl && (
              <li>
                <ExternalLink href={firm.mapUrl} showIcon={false} language={language}>
                  <Icon name="map" />
                  {` ${t.shell.showOnMap}`}
                </ExternalLink>
              </li>
            )}
            {firm.phone && (
              <li>
                <a href={`tel:${firm.phone}`}>
                  <Icon name="phone" />
                  {`\u00a0${phoneText(firm.phone)}`}
                </a>
              </li>
            )}
          </ul>
        </div>
        {/* The main menu's sections, in its order (content/navigation.ts); Kurumsal adds the contact page and KVKK (footerLinks). */}
        {columns.map((section) => (
          <nav key={section.id} aria-labelledby={`footer-${section.id}`}>
            <h2 id={`footer-${section.id}`} className="footer-title">
              {section.label}
            </h2>
            <ul className="footer-links">
              {[...section.links, ...(section.id === "kurumsal" ? firm.footerLinks : [])].map((l) => (
                <li key={l.to}>
                  <Link to={l.to} hrefLang={l.lang} lang={l.lang}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p>
            © {firm.copyright} {firm.name}
            {`. ${t.shell.allRightsReserved}`}
          </p>
          <FooterIdentity firm={firm} language={language} />
        </div>
      </div>
    </footer>
  );
}
