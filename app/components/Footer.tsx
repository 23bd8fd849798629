import { Link } from "react-router";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { Icon } from "#app/components/icons.tsx";
import { phoneText } from "#app/components/phone.ts";
import { navSections } from "#app/content/navigation.ts";
import { fullAddress, site } from "#app/content/site.ts";
import { paths } from "#app/lib/paths.ts";

export function Footer({ year }: { year: number }) {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <h2 className="footer-title">{site.name}</h2>
          <p className="footer-address">{fullAddress()}</p>
          <ul className="footer-contact">
            <li>
              <ExternalLink href={`https://wa.me/${site.whatsapp}`} showIcon={false}>
                <Icon name="whatsapp" /> WhatsApp
              </ExternalLink>
            </li>
            <li>
              <a href={`mailto:${site.email}`}>
                <Icon name="mail" /> {site.email}
              </a>
            </li>
            <li>
              <ExternalLink href={site.mapUrl} showIcon={false}>
                <Icon name="map" /> Haritada göster
              </ExternalLink>
            </li>
            <li>
              <a href={`tel:${site.phone.e164}`}>
                <Icon name="phone" />
                {`\u00a0${phoneText}`}
              </a>
            </li>
          </ul>
        </div>
        {/* The main menu's sections, in its order (content/navigation.ts); Kurumsal adds the contact page and KVKK. */}
        {navSections.map((section) => (
          <nav key={section.id} aria-labelledby={`footer-${section.id}`}>
            <h2 id={`footer-${section.id}`} className="footer-title">
              {section.label}
            </h2>
            <ul className="footer-links">
              {section.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
              {section.id === "kurumsal" && (
                <>
                  <li>
                    <Link to={paths.contact}>İletişim</Link>
                  </li>
                  <li>
                    <Link to={paths.kvkk}>KVKK Aydınlatma Metni</Link>
                  </li>
                </>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p>
            © {site.copyrightSince}–{year} {site.name}. Tüm hakları saklıdır.
          </p>
        </div>
      </div>
    </footer>
  );
}
