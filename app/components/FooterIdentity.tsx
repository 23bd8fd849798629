/**
 * The footer's identity line (issue 42): the trade name, the MERSİS or tax
 * number, and the Künye page, where the rest of the firm's legal identity is.
 */
import { Link } from "react-router";
import { catalogue } from "#app/lib/i18n/index.ts";
import type { Language } from "#app/lib/language-alternates.ts";
import { paths } from "#app/lib/paths.ts";
import type { ShellFirm } from "#app/lib/site-shell.ts";

/** Künye is Turkish only: on an English page its link says so, and it and the identity line carry their language (Turkish). */
export function FooterIdentity({ firm, language = "tr" }: { firm: Pick<ShellFirm, "legalName" | "registration">; language?: Language }) {
  const turkishFrom = language === "tr" ? undefined : "tr";
  return (
    <p className="footer-identity">
      {turkishFrom && (firm.legalName || firm.registration) ? (
        // The trade name and "MERSİS No: …" are the firm's Turkish legal identity, read as Turkish.
        <span lang="tr">{[firm.legalName, firm.registration].filter(Boolean).join(" · ")}</span>
      ) : (
        [firm.legalName, firm.registration].filter(Boolean).join(" · ")
      )}
      {firm.legalName || firm.registration ? " · " : ""}
      <Link to={paths.imprint} hrefLang={turkishFrom} lang={turkishFrom}>
        {catalogue(language).shell.imprint}
      </Link>
    </p>
  );
}
