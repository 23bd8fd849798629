import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { Icon } from "#app/components/icons.tsx";
import { phoneText, socialKind } from "#app/lib/firm.ts";
import { paths, SEARCH_QUERY } from "#app/lib/paths.ts";
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
        {/* The site search on wide screens (a GET form: works without JavaScript); phones get the nav's "Ara" link. */}
        <search className="topbar-search">
          <form method="get" action={paths.search}>
            <label htmlFor="topbar-search-q" className="visually-hidden">
              Sitede ara
            </label>
            <input id="topbar-search-q" type="search" name={SEARCH_QUERY.query} maxLength={200} placeholder="Sitede ara" />
            <button type="submit">
              <Icon name="search" />
              <span className="visually-hidden">Ara</span>
            </button>
          </form>
        </search>
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
