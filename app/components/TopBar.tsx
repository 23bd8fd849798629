import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { Icon } from "#app/components/icons.tsx";
import { phoneText, socialKind } from "#app/lib/firm.ts";
import type { ShellFirm } from "#app/lib/site-shell.ts";

export function TopBar({ firm }: { firm: Pick<ShellFirm, "phone" | "email" | "social"> }) {
  return (
    <header className="topbar">
      <div className="container topbar-inner">
        <ul className="topbar-contact" aria-label="İletişim bilgileri">
          {firm.phone && (
            <li>
              <a href={`tel:${firm.phone}`}>
                <Icon name="phone" />
                <span>{phoneText(firm.phone)}</span>
              </a>
            </li>
          )}
          {firm.email && (
            <li>
              <a href={`mailto:${firm.email}`}>
                <Icon name="mail" />
                <span className="hide-small">{firm.email}</span>
              </a>
            </li>
          )}
        </ul>
        {firm.social.length > 0 && (
          <ul className="topbar-social" aria-label="Sosyal medya">
            {firm.social.map((s) => (
              <li key={s.url}>
                <ExternalLink href={s.url} showIcon={false} className="social-link">
                  <Icon name={socialKind(s.url)} />
                  <span className="visually-hidden">{s.label}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </header>
  );
}
