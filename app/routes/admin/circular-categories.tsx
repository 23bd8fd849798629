import { data, Form, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { addCategory, adminCategories, moveCategory, removeCategory, renameCategory } from "#app/.server/content/circular-categories.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { AdminTable, RowAction } from "#app/components/admin/AdminTable.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { FieldError } from "#app/components/Field.tsx";
import { adminListPath, adminPaths, EDIT_PARAM } from "#app/lib/admin-paths.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/circular-categories";

const PATH = adminPaths.circularCategories;
/** The server's limit (content/circular-categories.ts CATEGORY_NAME_MAX). */
const CATEGORY_NAME_MAX = 60;

const STATUS_TEXT: Record<string, string> = {
  eklendi: "Kategori eklendi.",
  guncellendi: "Kategorinin adı değiştirildi.",
  tasindi: "Kategorinin sırası değiştirildi.",
  silindi: "Kategori silindi.",
};

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const categories = await adminCategories();
  const renaming = categories.find((category) => category.id === url.searchParams.get("duzenle"));
  return {
    categories,
    renaming: renaming && { id: renaming.id, name: renaming.name },
    status: statusMessage(STATUS_TEXT, url.searchParams.get("durum")),
    seo: await adminSeo("Sirküler kategorileri", PATH),
  };
}

const fail = (status: number, error: string, field?: { name: "ad"; id?: string; value: string }) => data({ error, field }, { status });

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  if (!form) return fail(400, "Form okunamadı.");
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "").slice(0, 200);
  const name = String(form.get("ad") ?? "");
  const admin = session.admin.email;
  try {
    if (intent === "ekle") {
      const result = await addCategory(name, admin);
      return result.ok ? redirect(`${PATH}?durum=eklendi`, 303) : fail(400, result.message, { name: "ad", value: name });
    }
    if (intent === "adlandir") {
      const result = await renameCategory(id, name, admin);
      return result.ok ? redirect(`${PATH}?durum=guncellendi`, 303) : fail(400, result.message, { name: "ad", id, value: name });
    }
    if (intent === "yukari" || intent === "asagi") {
      const result = await moveCategory(id, intent === "yukari" ? -1 : 1, admin);
      return result.ok ? redirect(`${PATH}?durum=tasindi`, 303) : fail(404, result.message);
    }
    if (intent === "sil") {
      const result = await removeCategory(id, admin);
      return result.ok ? redirect(`${PATH}?durum=silindi`, 303) : fail(409, result.message);
    }
    return fail(400, "Bilinmeyen işlem.");
  } catch (error) {
    return adminWriteFailed(error, "Kategori kaydedilemedi", { fields: { field: undefined } });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function NameForm({ id, value, error, label }: { id?: string; value: string; error?: string; label: string }) {
  const fieldId = id ? "kategori-yeni-ad" : "kategori-ad";
  return (
    <Form method="post" className="admin-form" key={id ?? "yeni"}>
      {id && <input type="hidden" name="id" value={id} />}
      <div className={`field${error ? " has-error" : ""}`}>
        <label htmlFor={fieldId}>{label}</label>
        <input
          id={fieldId}
          name="ad"
          required
          maxLength={CATEGORY_NAME_MAX}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-hata` : undefined}
        />
        <FieldError id={fieldId} error={error} />
      </div>
      <div className="admin-actions">
        <button type="submit" name="intent" value={id ? "adlandir" : "ekle"} className="button">
          {id ? "Adı kaydet" : "Kategori ekle"}
        </button>
        {id && (
          <Link to={PATH} className="button button-outline">
            Vazgeç
          </Link>
        )}
      </div>
    </Form>
  );
}

export default function CircularCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, renaming, status } = loaderData;
  const field = actionData && "field" in actionData ? actionData.field : undefined;
  const renameError = field?.id ? actionData?.error : undefined;
  const addError = field && !field.id ? actionData?.error : undefined;
  return (
    <>
      <h1>Sirküler kategorileri</h1>
      <p>
        Sirküler bu kategorilere göre listelenir ve sitede bu sırayla süzülür. Bir kategorinin adını değiştirmek adresini değiştirmez;
        içinde sirküler olan kategori silinemez. <Link to={adminListPath("sirkuler")}>Sirkülere dön</Link>
      </p>
      <p role="status" className="admin-status">
        {actionData ? "" : status}
      </p>
      <Alert>{actionData && !field ? actionData.error : undefined}</Alert>
      {renaming ? (
        <section aria-labelledby="adlandir-basligi" className="admin-form-section">
          <h2 id="adlandir-basligi">“{renaming.name}” kategorisini yeniden adlandır</h2>
          <NameForm id={renaming.id} value={field?.id ? field.value : renaming.name} error={renameError} label="Yeni adı" />
        </section>
      ) : (
        <section aria-labelledby="ekle-basligi" className="admin-form-section">
          <h2 id="ekle-basligi">Yeni kategori</h2>
          <NameForm value={field && !field.id ? field.value : ""} error={addError} label="Kategorinin adı" />
        </section>
      )}
      <AdminTable caption="Sirküler kategorileri (sitedeki sırayla)" columns={["Sıra", "Adı", "Adres", "Sirküler"]}>
        {categories.map((category, index) => (
          <tr key={category.id}>
            <td className="admin-cell-meta">{index + 1}</td>
            <td className="admin-cell-title">{category.name}</td>
            <td className="admin-cell-meta">{category.slug}</td>
            <td className="admin-cell-meta">{category.circulars.toLocaleString("tr-TR")}</td>
            <td className="admin-cell-actions">
              {index > 0 && (
                <RowAction
                  intent="yukari"
                  fields={{ id: category.id }}
                  label={`Yukarı taşı: ${category.name}`}
                  buttonClassName="button button-outline button-small"
                >
                  Yukarı
                </RowAction>
              )}
              {index < categories.length - 1 && (
                <RowAction
                  intent="asagi"
                  fields={{ id: category.id }}
                  label={`Aşağı taşı: ${category.name}`}
                  buttonClassName="button button-outline button-small"
                >
                  Aşağı
                </RowAction>
              )}
              <Link
                to={withQuery(PATH, { [EDIT_PARAM]: category.id })}
                className="button button-outline button-small"
                aria-label={`Yeniden adlandır: ${category.name}`}
              >
                Yeniden adlandır
              </Link>
              <RowAction
                intent="sil"
                fields={{ id: category.id }}
                label={`Sil: ${category.name}`}
                buttonClassName="button button-danger-outline button-small"
              >
                Sil
              </RowAction>
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
