import { data, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { binEntries, restoreFromBin } from "#app/.server/content/history.ts";
import { SCHEDULER } from "#app/.server/content/scheduled.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { AdminTable, RowAction } from "#app/components/admin/AdminTable.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { adminHistoryPath, adminPaths, entryEditPath } from "#app/lib/admin-paths.ts";
import { CONTENT_LISTS, listByName } from "#app/lib/content-lists.ts";
import { formatTurkishDate, formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import { BIN_DAYS, revisionAuthor } from "#app/lib/revisions.ts";
import type { Route } from "./+types/bin";

const PATH = adminPaths.bin;

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const items = await binEntries();
  // After a restore: where the entry is now.
  const restoredList = url.searchParams.get("durum") === "geri-yuklendi" ? listByName(url.searchParams.get("liste") ?? "") : undefined;
  const restoredId = url.searchParams.get("id");
  return {
    binDays: BIN_DAYS,
    items: items.map((item) => ({
      key: `${item.list}/${item.id}`,
      list: item.list,
      id: item.id,
      listLabel: CONTENT_LISTS[item.list].label,
      title: item.title,
      deletedBy: revisionAuthor(item.deletedBy, SCHEDULER),
      deletedAt: formatTurkishDateTime(item.deletedAt),
      purgeAt: formatTurkishDate(item.purgeAt),
      history: adminHistoryPath(item.list, item.id),
    })),
    restored:
      url.searchParams.get("durum") === "geri-yuklendi"
        ? {
            edit: restoredList && restoredId ? entryEditPath(restoredList, restoredId) : undefined,
            listLabel: restoredList ? CONTENT_LISTS[restoredList].label : undefined,
          }
        : undefined,
    seo: await adminSeo("Çöp kutusu", PATH),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  if (!form) return data({ error: "Form okunamadı." }, { status: 400 });
  if (form.get("intent") !== "geri-yukle") return data({ error: "Bilinmeyen işlem." }, { status: 400 });
  const list = listByName(String(form.get("liste") ?? ""));
  const id = String(form.get("id") ?? "");
  if (!list || !id) return data({ error: "Geri yüklenecek kayıt belirtilmedi." }, { status: 400 });
  try {
    const result = await restoreFromBin(list, id, session.admin.email);
    if (result.ok) return redirect(withQuery(PATH, { durum: "geri-yuklendi", liste: list, id }));
    if (result.reason === "circular") return data({ error: result.message }, { status: 409 });
    if (result.reason === "gone") {
      return data(
        {
          error:
            "Kayıt geri yüklenemedi: çöp kutusunda artık yok (başka bir oturumda geri yüklenmiş ya da kalıcı olarak silinmiş olabilir).",
        },
        { status: 404 },
      );
    }
    return data(
      {
        error: `Kayıt geri yüklenemedi: ${CONTENT_LISTS[list].label} listesinde aynı başlıkta başka bir kayıt var ve bu listede başlık bağlantı adresidir. Önce o kaydın başlığını değiştirin, sonra yeniden deneyin.`,
      },
      { status: 409 },
    );
  } catch (error) {
    return adminWriteFailed(error, "Kayıt geri yüklenemedi");
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Bin({ loaderData, actionData }: Route.ComponentProps) {
  const { items, restored, binDays } = loaderData;
  return (
    <>
      <h1>Çöp kutusu</h1>
      <p>
        Silinen duyuru, haber, soru ve araçlar burada {binDays} gün kalır ve geri yüklenebilir; sonra kalıcı olarak silinir. En son silinen
        üstte.
      </p>
      <p role="status" className="admin-status">
        {restored && (
          <>
            Kayıt geri yüklendi{restored.listLabel ? ` (${restored.listLabel})` : ""}.
            {restored.edit && (
              <>
                {" "}
                <Link to={restored.edit}>Kaydı aç</Link>
              </>
            )}
          </>
        )}
      </p>
      <Alert>{actionData?.error}</Alert>
      {items.length === 0 ? (
        <p>Çöp kutusu boş.</p>
      ) : (
        <AdminTable
          caption="Çöp kutusundaki kayıtlar (en son silinen üstte)"
          columns={["Başlık", "Liste", "Silen", "Silinme", "Kalıcı silinme tarihi"]}
        >
          {items.map((item) => (
            <tr key={item.key}>
              <td className="admin-cell-title">{item.title}</td>
              <td>{item.listLabel}</td>
              <td className="admin-cell-meta">{item.deletedBy}</td>
              <td className="admin-cell-meta">{item.deletedAt}</td>
              <td className="admin-cell-meta">{item.purgeAt}</td>
              <td className="admin-cell-actions">
                <RowAction
                  intent="geri-yukle"
                  fields={{ liste: item.list, id: item.id }}
                  label={`Geri yükle: ${item.title}`}
                  buttonClassName="button button-small"
                >
                  Geri yükle
                </RowAction>
                <Link to={item.history} className="button button-outline button-small" aria-label={`Geçmiş: ${item.title}`}>
                  Geçmiş
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
