/**
 * Künye (issue 42): who runs the site, as the e-commerce regulation's md. 5
 * lists it for a service provider in a regulated profession: name or trade
 * name, MERSİS number, tax office and number, address, phone, e-mail, KEP
 * address, the professional chamber and where the profession's rules are.
 * Every value is Firma bilgileri's (lib/firm-identity.ts: imprintRows); a
 * field the office left empty is not shown.
 */
import { Link } from "react-router";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { sectionLabel } from "#app/content/navigation.ts";
import { type ImprintRow, imprintRows, legalName } from "#app/lib/firm-identity.ts";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/imprint";

const TITLE = "Künye";

export async function loader({ url }: Route.LoaderArgs) {
  const { settings } = await currentFirm();
  return {
    rows: imprintRows(settings),
    seo: await seo(pagePath(url), {
      title: await pageTitle(TITLE),
      description: `${legalName(settings)}: unvan, MERSİS ve vergi numarası, adres, iletişim bilgileri, meslek odası ve meslek kuralları.`,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function Value({ row }: { row: ImprintRow }) {
  if (row.address) return <address>{row.value}</address>;
  if (row.href && row.external) return <ExternalLink href={row.href}>{row.value}</ExternalLink>;
  if (row.href) return <a href={row.href}>{row.value}</a>;
  return <>{row.value}</>;
}

export default function Imprint({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">{sectionLabel("kurumsal")}</p>
      <article className="prose" aria-labelledby="page-title">
        <h1 id="page-title">{TITLE}</h1>
        <dl className="imprint">
          {loaderData.rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>
                <Value row={row} />
              </dd>
            </div>
          ))}
        </dl>
        <p>
          Kişisel verilerinizin nasıl işlendiğini <Link to={paths.kvkk}>KVKK Aydınlatma Metni</Link>’nde, bize ulaşmanın yollarını{" "}
          <Link to={paths.contact}>İletişim</Link> sayfasında bulabilirsiniz.
        </p>
      </article>
    </div>
  );
}
