import { Link } from "react-router";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { FooterIdentity } from "#app/components/FooterIdentity.tsx";
import { Icon } from "#app/components/icons.tsx";
import { phoneText, whatsappNumber } from "#app/lib/firm.ts";
import { paths } from "#app/lib/paths.ts";
import type { ShellFirm } from "#app/lib/site-shell.ts";

export function Footer({ firm }: { firm: Omit<ShellFirm, "social" | "logo"> }) {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <h2 className="footer-title">{firm.name}</h2>
          {firm.address && <p className="footer-address">{firm.address}</p>}
          <ul className="footer-contact">
            {firm.whatsapp && (
              <li>
                <ExternalLink href={`https://wa.me/${whatsappNumber(firm.whatsapp)}`} showIcon={false}>
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
                <ExternalLink href={firm.mapUrl} showIcon={false}>
                  <Icon name="map" /> Haritada göster
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
        {/* The main menu's sections, in its order (content/navigation.ts); Kurumsal adds the contact page and KVKK. */}
        {firm.sections.map((section) => (
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
                  <li>
                    <Link to={paths.cookiePolicy}>Çerez Politikası</Link>
                  </li>
                  <li>
                    <Link to={paths.kvkkApplication.form}>KVKK başvurusu</Link>
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
            © {firm.copyright} {firm.name}. Tüm hakları saklıdır.
          </p>
          <FooterIdentity firm={firm} />
        </div>
      </div>
    </footer>
  );
}
