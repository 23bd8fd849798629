/**
 * Sayfalar: the firm's rich-text pages with their state — "Yayında",
 * "Taslak var" (a saved draft waits to be published) or "Örnek metin" (the
 * sample's text, never saved by the office) — each a link to its editor.
 */
import { Link } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { englishStates } from "#app/.server/english/read.ts";
import { pageList } from "#app/.server/firm/pages.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { AdvertisingNote } from "#app/components/admin/firm/fields.tsx";
import { EnglishBadge } from "#app/components/admin/LanguageTabs.tsx";
import { adminPaths, pageEditPath } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { PAGE_STATUS_TEXT } from "#app/lib/firm-forms.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/pages";

const STATUS_CLASS = { published: "state-published", draft: "state-draft", sample: "state-scheduled" } as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [pages, english] = await Promise.all([pageList(), englishStates("page")]);
  return {
    pages: pages.map((page) => ({
      ...page,
      statusText: PAGE_STATUS_TEXT[page.status],
      english: english[page.key],
      when: page.updatedBy ? `${formatTurkishDateTime(page.updatedAt)}, ${page.updatedBy}` : "–",
    })),
    seo: await adminSeo("Sayfalar", adminPaths.pages),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Pages({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Sayfalar</h1>
      <p>
        Kurucunun özgeçmişi, misyon ve vizyon, anasayfadaki metinler, iletişim sayfasının metni ve KVKK aydınlatma metni. Her sayfa taslak
        olarak kaydedilebilir, önizlenebilir ve hazır olduğunda yayımlanır; eski sürümler geçmişten geri yüklenebilir.
      </p>
      <AdvertisingNote />
      <AdminTable caption="Sayfalar" columns={["Sayfa", "Başlık", "Durum", "Son değişiklik"]}>
        {loaderData.pages.map((page) => (
          <tr key={page.key}>
            <td>
              <Link to={pageEditPath(page.key)}>{page.label}</Link>
            </td>
            <td>{page.title}</td>
            <td>
              <span className={`state-badge ${STATUS_CLASS[page.status]}`}>{page.statusText}</span> <EnglishBadge state={page.english} />
            </td>
            <td className="admin-cell-meta">{page.when}</td>
            <td className="admin-cell-actions">
              <Link to={pageEditPath(page.key)} className="button button-outline button-small" aria-label={`Düzenle: ${page.label}`}>
                Düzenle
              </Link>
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
