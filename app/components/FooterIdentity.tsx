/**
 * The footer's identity line (issue 42): the trade name, the MERSİS or tax
 * number, and the Künye page, where the rest of the firm's legal identity is.
 */
import { Link } from "react-router";
import { paths } from "#app/lib/paths.ts";
import type { ShellFirm } from "#app/lib/site-shell.ts";

export function FooterIdentity({ firm }: { firm: Pick<ShellFirm, "legalName" | "registration"> }) {
  return (
    <p className="footer-identity">
      {[firm.legalName, firm.registration].filter(Boolean).join(" · ")}
      {firm.legalName || firm.registration ? " · " : ""}
      <Link to={paths.imprint}>Künye</Link>
    </p>
  );
}
