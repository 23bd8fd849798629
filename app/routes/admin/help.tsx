/**
 * Yardım (ADR 040): the office's guide, docs/office/*.md rendered on the
 * server (.server/web/help-guide.ts), with its contents. Every screen of the
 * admin links its own section from the layout ("Bu ekranın yardımı",
 * lib/admin-help.ts).
 */
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { helpGuide } from "#app/.server/web/help-guide.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/help";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { guide: helpGuide(), seo: await adminSeo("Yardım", adminPaths.help) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Help({ loaderData }: Route.ComponentProps) {
  const { html, contents } = loaderData.guide;
  return (
    <>
      <h1>Yardım</h1>
      <p className="help-intro">
        Yönetim panelinin kılavuzu: her ekranın ne işe yaradığı ve nasıl kullanıldığı. Her ekranın üst kısmındaki{" "}
        <strong>Bu ekranın yardımı</strong> bağlantısı, o ekranın bölümünü açar.
      </p>
      <nav aria-labelledby="yardim-icindekiler" className="help-toc">
        <h2 id="yardim-icindekiler">İçindekiler</h2>
        <ol>
          {contents.map((part) => (
            <li key={part.id}>
              <a href={`#${part.id}`}>{part.text}</a>
              {part.sections.length > 0 && (
                <ul>
                  {part.sections.map((section) => (
                    <li key={section.id}>
                      <a href={`#${section.id}`}>{section.text}</a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml: our Markdown, rendered on the server through an allowlist (help-guide.ts) */}
      <div className="help-guide" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
