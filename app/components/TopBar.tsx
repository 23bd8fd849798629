import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { Icon, type IconName } from "#app/components/icons.tsx";
import { phoneText } from "#app/components/phone.ts";
import { site } from "#app/content/site.ts";

export function TopBar() {
  return (
    <header className="topbar">
      <div className="container topbar-inner">
        <ul className="topbar-contact" aria-label="İletişim bilgileri">
          <li>
            <a href={`tel:${site.phone.e164}`}>
              <Icon name="phone" />
              <span>{phoneText}</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`}>
              <Icon name="mail" />
              <span className="hide-small">{site.email}</span>
            </a>
          </li>
        </ul>
        <ul className="topbar-social" aria-label="Sosyal medya">
          {site.social.map((s) => (
            <li key={s.url}>
              <ExternalLink href={s.url} showIcon={false} className="social-link">
                <Icon name={s.icon as IconName} />
                <span className="visually-hidden">{s.label}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
