/**
 * One service's form (/adminpanel/hizmetler/<id>, …/yeni for a new one):
 * saved with the revision it started from, so a save that crossed another
 * one is refused with 409 and changes nothing. Back to Hizmetler on success.
 */
import { data, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { parseServiceForm } from "#app/.server/firm/service-form.ts";
import { adminService, createService, updateService } from "#app/.server/firm/services.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ServiceForm, type ServiceFormValues } from "#app/components/admin/firm/ServiceForm.tsx";
import { LanguageTabs } from "#app/components/admin/LanguageTabs.tsx";
import { adminPaths, NEW_SERVICE, serviceEditPath, serviceHistoryPath } from "#app/lib/admin-paths.ts";
import { metaTags } from "#app/lib/meta.ts";
import { servicePath, withQuery } from "#app/lib/paths.ts";
import { SERVICE_FIELDS as F } from "#app/lib/service-form.ts";
import type { Route } from "./+types/service-edit";

const EMPTY: ServiceFormValues = {
  id: undefined,
  revision: undefined,
  fullTitle: "",
  homeTitle: "",
  homeDescription: "",
  metaDescription: "",
  body: "",
  slug: "",
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (params.id === NEW_SERVICE) return { service: EMPTY, seo: await adminSeo("Yeni hizmet", serviceEditPath(undefined)) };
  const row = await adminService(params.id);
  if (!row) throw data(null, { status: 404 });
  const service: ServiceFormValues = {
    id: row.id,
    revision: row.revision,
    fullTitle: row.full_title,
    homeTitle: row.home_title,
    homeDescription: row.home_description,
    metaDescription: row.meta_description,
    body: row.body,
    slug: row.slug,
  };
  return { service, hidden: row.hidden === 1, seo: await adminSeo(`Hizmeti düzenle: ${row.full_title}`, serviceEditPath(row.id)) };
}

const INVALID = "Hizmet kaydedilemedi: işaretli alanları düzeltin.";
const STALE =
  "Bu hizmet siz düzenlerken başka bir oturumda değiştirildi; değişiklikleriniz kaydedilmedi. Yazdıklarınız bu formda duruyor: sayfayı yeni sekmede açıp güncel hâlini görün, sonra değişikliklerinizi yeniden yapın.";

function fail(status: number, error: string, form: FormData, errors: Record<string, string> = {}) {
  const values: Record<string, string> = {};
  for (const name of Object.values(F)) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return data({ error, errors, values }, { status });
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  if (!form) return data({ error: "Form okunamadı; hiçbir şey değişmedi.", errors: {}, values: {} }, { status: 400 });
  if (form.get("intent") !== "kaydet") return fail(400, "Bilinmeyen işlem; hiçbir şey değişmedi.", form);
  const parsed = parseServiceForm(form);
  if (!parsed.ok) return fail(400, INVALID, form, parsed.errors);
  try {
    const creating = params.id === NEW_SERVICE;
    const revision = Number(form.get(F.revision));
    if (!creating && !Number.isInteger(revision)) return fail(409, STALE, form);
    const result = creating
      ? await createService(parsed.data, session.admin.email)
      : await updateService(params.id, parsed.data, revision, session.admin.email);
    if (result.ok) return redirect(withQuery(adminPaths.services, { durum: creating ? "eklendi" : "guncellendi" }), 303);
    if (result.reason === "gone") return fail(404, "Hizmet bulunamadı; başka bir oturumda silinmiş olabilir.", form);
    if (result.reason === "stale") return fail(409, STALE, form);
    if (result.reason === "slug") return fail(400, INVALID, form, { [F.slug]: result.message });
    return fail(400, result.message, form);
  } catch (error) {
    return adminWriteFailed(error, "Hizmet kaydedilemedi", { fields: { errors: {}, values: {} } });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ServiceEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { service } = loaderData;
  const hidden = "hidden" in loaderData && loaderData.hidden;
  return (
    <>
      {service.id && <LanguageTabs kind="service" itemKey={service.id} current="tr" />}
      <p className="admin-back">
        <Link to={adminPaths.services}>← Hizmetler</Link>
      </p>
      <div className="admin-title-row">
        <h1>{service.id ? `Hizmeti düzenle: ${service.fullTitle}` : "Yeni hizmet"}</h1>
        {service.id && (
          <Link to={serviceHistoryPath(service.id)} className="button button-outline">
            Geçmiş
          </Link>
        )}
      </div>
      {service.id && (
        <p>
          {hidden ? "Bu hizmet gizli: sitede görünmüyor." : "Sitedeki adresi: "}
          {!hidden && <a href={servicePath(service.slug)}>{servicePath(service.slug)}</a>}
        </p>
      )}
      <aside className="service-law-note" aria-label="Reklam yasağı hatırlatması">
        <p>
          Metinler hizmeti olgusal olarak anlatmalı: 3568 sayılı Kanun gereği yeminli mali müşavirler reklam yapamaz. Üstünlük ifadeleri
          (“en iyi”, “lider” gibi), ücret ve fiyat bilgisi, müşteri logoları ya da müşteri görüşleri kullanmayın.
        </p>
      </aside>
      <Alert>{actionData?.error}</Alert>
      <section className="admin-form-section" aria-labelledby="hizmet-formu">
        <h2 id="hizmet-formu" className="visually-hidden">
          Hizmetin bilgileri
        </h2>
        <ServiceForm service={service} failed={actionData} cancelTo={adminPaths.services} />
      </section>
    </>
  );
}
