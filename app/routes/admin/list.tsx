import { data, Link, redirect } from "react-router";
import { adminSeo } from "#app/.server/admin-page.ts";
import { requireAdmin } from "#app/.server/auth/admin.ts";
import { adminEntries, removeEntry, saveEntry } from "#app/.server/content.ts";
import { DatabaseBusyError } from "#app/.server/db/index.ts";
import { log } from "#app/.server/log.ts";
import { entryFormSchema, entryInputOf } from "#app/.server/validation/content.ts";
import { parseForm, readForm } from "#app/.server/validation/forms.ts";
import { ConfirmDelete } from "#app/components/admin/ConfirmDelete.tsx";
import { EntryForm } from "#app/components/admin/EntryForm.tsx";
import { useForgetSavedDraft } from "#app/components/admin/local-draft.ts";
import { adminListPath, CONTENT_LISTS, type ListName, listByAdminSegment } from "#app/lib/content-lists.ts";
import { formatTurkishDate } from "#app/lib/dates.ts";
import { WORKFLOW_FIELDS } from "#app/lib/entry-form.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/list";

const STATUS_TEXT: Record<string, string> = {
  eklendi: "Kayıt eklendi.",
  guncellendi: "Değişiklikler kaydedildi.",
  silindi: "Kayıt silindi.",
};

/** The list this screen shows (/adminpanel is the first list, /adminpanel/:list the others); any other name is not found. */
function listFor(params: { list?: string }): ListName {
  const name = listByAdminSegment(params.list);
  if (!name) throw data(null, { status: 404 });
  return name;
}

export async function loader({ request, url, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const name = listFor(params);
  const search = url.searchParams;
  const entries = await adminEntries(name);
  const find = (id: string | null) => (id ? entries.find((e) => e.id === id) : undefined);
  return {
    list: name,
    entries,
    creating: search.has("yeni"),
    editing: find(search.get("duzenle")),
    deleting: find(search.get("sil")),
    status: STATUS_TEXT[search.get("durum") ?? ""],
    seo: adminSeo(CONTENT_LISTS[name].label, adminListPath(name)),
  };
}

function fail(status: number, error: string, errors: Record<string, string> = {}, values: Record<string, string> = {}) {
  return data({ ok: false as const, error, errors, values }, { status });
}

const GONE = "Kayıt bulunamadı; başka bir oturumda silinmiş olabilir.";

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const name = listFor(params);
  const list = CONTENT_LISTS[name];
  const path = adminListPath(name);
  const form = await readForm(request);
  if (!form) return fail(400, "Form okunamadı.");
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  try {
    if (intent === "sil") {
      const deleted = await removeEntry(name, id, session.admin.email);
      if (!deleted) return fail(404, GONE);
      return redirect(`${path}?durum=silindi`);
    }
    if (intent !== "kaydet") return fail(400, "Bilinmeyen işlem.");

    const result = parseForm(entryFormSchema(name), form);
    if (!result.ok) {
      return fail(400, "Kayıt kaydedilemedi: işaretli alanları düzeltin.", result.errors, formValues(form));
    }
    const saved = await saveEntry(name, id || undefined, entryInputOf(name, result.data), session.admin.email);
    if (!saved.ok && saved.reason === "gone") return fail(404, GONE, {}, formValues(form));
    if (!saved.ok) {
      // A schedule in the past is the publish time's problem; a taken title the title's.
      const field = saved.reason === "schedule" ? WORKFLOW_FIELDS.publishAt : list.fields[0].name;
      return fail(400, "Kayıt kaydedilemedi: işaretli alanları düzeltin.", { [field]: saved.message }, formValues(form));
    }
    return redirect(`${path}?durum=${id ? "guncellendi" : "eklendi"}`);
  } catch (error) {
    if (error instanceof DatabaseBusyError) {
      return fail(
        503,
        "Veritabanı şu anda başka bir işlem için kilitli; hiçbir şey kaydedilmedi. Lütfen birkaç saniye sonra yeniden deneyin.",
        {},
        formValues(form),
      );
    }
    log.error({ err: error }, "admin list write failed");
    return fail(500, "Kayıt kaydedilemedi: sunucu hatası. Lütfen yeniden deneyin.", {}, formValues(form));
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function AdminListPage({ loaderData, actionData }: Route.ComponentProps) {
  const list = CONTENT_LISTS[loaderData.list];
  const path = adminListPath(loaderData.list);
  const { entries, creating, editing, deleting, status } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  // A failed save shows its form again, with what was typed.
  const formEntry = editing ?? (failed?.values.id ? entries.find((e) => e.id === failed.values.id) : undefined);
  const showForm = creating || editing !== undefined || (failed !== undefined && Object.keys(failed.values).length > 0);
  // A save went through: the copy of the form kept in the browser can go.
  useForgetSavedDraft(status === STATUS_TEXT.eklendi || status === STATUS_TEXT.guncellendi);

  return (
    <>
      <div className="admin-title-row">
        <h1>{list.label}</h1>
        {!showForm && (
          <Link to="?yeni" className="button">
            Yeni Ekle
          </Link>
        )}
      </div>
      <p role="status" className="admin-status">
        {status}
      </p>
      {failed && (
        <p role="alert" className="admin-alert admin-alert-error">
          {failed.error}
        </p>
      )}
      {showForm && (
        <EntryForm
          list={loaderData.list}
          cancelTo={path}
          entry={formEntry}
          failed={failed}
          siteOrigin={new URL(loaderData.seo.canonical).origin}
        />
      )}
      {deleting && (
        <ConfirmDelete id={deleting.id} heading="Silinsin mi?" cancelTo={path}>
          “{deleting.title}” kalıcı olarak silinecek. Bu işlem geri alınamaz.
        </ConfirmDelete>
      )}
      {entries.length === 0 ? (
        <p>Bu listede henüz kayıt yok.</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">{list.label} (en yeni üstte)</caption>
          <thead>
            <tr>
              <th scope="col">{list.fields[0].label}</th>
              <th scope="col">{list.dated ? "Tarih" : list.fields[1].label}</th>
              <th scope="col">
                <span className="visually-hidden">İşlemler</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="admin-cell-title">{entry.title}</td>
                <td className="admin-cell-meta">{list.dated ? formatTurkishDate(entry.created_at) : truncate(entry.text)}</td>
                <td className="admin-cell-actions">
                  <Link to={`?duzenle=${entry.id}`} className="button button-outline button-small" aria-label={`Düzenle: ${entry.title}`}>
                    Düzenle
                  </Link>
                  <Link to={`?sil=${entry.id}`} className="button button-danger-outline button-small" aria-label={`Sil: ${entry.title}`}>
                    Sil
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** What was typed, to show the form again after a failed write. */
function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && key !== "intent") values[key] = value;
  return values;
}

function truncate(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
