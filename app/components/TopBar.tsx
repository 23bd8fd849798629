import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { Icon } from "#app/components/icons.tsx";
import { phoneText, socialKind } from "#app/lib/firm.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import type { Language } from "#app/lib/language-alternates.ts";
import { englishPaths, paths, SEARCH_QUERY } from "#app/lib/paths.ts";
import type { ShellFirm } from "#app/lib/site-shell.ts";

/**
 * The top bar: contact links, the site search, the language switch (issue 43: a plain link to the
 * same page in the other language, else its home, named in that language), social links.
 */
export function TopBar({
  firm,
  language = "tr",
  switchTo,
}: {
  firm: Pick<ShellFirm, "phone" | "email" | "social">;
  language?: Language;
  /** Where the language switch leads; none: no switch (the admin's previews). */
  switchTo?: string;
}) {
  const t = catalogue(language);
  const other = language === "en" ? "tr" : "en";
  return (
    <header className="topbar">
      <div className="container topbar-inner">
        <ul className="topbar-contact" aria-label={t.shell.contactDetails}>
          {firm.phone && (
            <li>
              <a href={`tel:${firm.phone}`}>
                <Icon name="phone" />
                {/* Phones: with the language switch beside it, the number shows as its icon (its text stays for screen readers), so the bar keeps one line. */}
                <span className={switchTo ? "hide-small" : undefined}>{phoneText(firm.phone)}</span>
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
          <form method="get" action={language === "en" ? englishPaths.search : paths.search}>
            <label htmlFor="topbar-search-q" className="visually-hidden">
              {t.search.label}
            </label>
            <input id="topbar-search-q" type="search" name={SEARCH_QUERY.query} maxLength={200} placeholder={t.search.label} />
            <button type="submit">
              <Icon name="search" />
              <span className="visually-hidden">{t.search.button}</span>
            </button>
          </form>
        </search>
        {switchTo && (
          <p className="topbar-language">
            <a href={switchTo} hrefLang={other} lang={other}>
              {t.shell.switchLabel}
            </a>
          </p>
        )}
        {firm.social.length > 0 && (
          <ul className="topbar-social" aria-label={t.shell.socialMedia}>
            {firm.social.map((s) => (
              <li key={s.url}>
                <ExternalLink href={s.url} showIcon={false} className="social-link" language={language}>
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
