/**
 * Hizmetler: the firm's services in the site's order — add, edit, hide and
 * show, delete, reorder, choose the default (the one /hizmetler shows). The
 * form of one service is service-edit.tsx. Addresses never break: a hidden
 * or deleted service's address leads to the default service (Yönlendirmeler
 * lists these redirects).
 */
import { data, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { englishStates } from "#app/.server/english/read.ts";
import { moveService, type ServiceMove } from "#app/.server/firm/service-order.ts";
import {
  adminServices,
  chooseDefaultService,
  hideService,
  removeService,
  type ServiceResult,
  showService,
} from "#app/.server/firm/services.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ServiceLeaveConfirm } from "#app/components/admin/firm/ServiceLeaveConfirm.tsx";
import { ServiceTable } from "#app/components/admin/firm/ServiceTable.tsx";
import { useForgetSavedDraft } from "#app/components/admin/local-draft.ts";
import { adminPaths, serviceEditPath } from "#app/lib/admin-paths.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import {
  SERVICE_INTENTS as I,
  SERVICES_QUERY as Q,
  SERVICE_FIELDS,
  SERVICE_ROW_FIELDS,
  type ServiceListRow,
} from "#app/lib/service-form.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/services";

const PATH = adminPaths.services;

const STATUS_TEXT: Record<string, string> = {
  eklendi: "Hizmet eklendi.",
  guncellendi: "Değişiklikler kaydedildi.",
  gizlendi: "Hizmet gizlendi; adresi varsayılan hizmete yönlendiriliyor.",
  gosterildi: "Hizmet yeniden görünür.",
  silindi: "Hizmet silindi; adresi varsayılan hizmete yönlendiriliyor.",
  tasindi: "Sıra değişti.",
  "sira-ayni": "Sıra değişmedi.",
  varsayilan: "Varsayılan hizmet değişti.",
};

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [{ services, defaultId }, english] = await Promise.all([adminServices(), englishStates("service")]);
  const rows: ServiceListRow[] = services.map((row) => ({
    id: row.id,
    slug: row.slug,
    fullTitle: row.full_title,
    hidden: row.hidden === 1,
    revision: row.revision,
    isDefault: row.id === defaultId,
    english: english[row.id],
  }));
  const find = (key: string) => rows.find((row) => row.id === url.searchParams.get(key));
  const removing = find(Q.remove);
  const hiding = removing ? undefined : find(Q.hide);
  const current = rows.find((row) => row.isDefault);
  return {
    rows,
    leaving: removing ? { kind: "remove" as const, service: removing } : hiding ? { kind: "hide" as const, service: hiding } : undefined,
    status: statusMessage(STATUS_TEXT, url.searchParams.get(Q.status)),
    defaultNotice: url.searchParams.has(Q.defaultChanged) && current ? `Varsayılan hizmet artık “${current.fullTitle}”.` : undefined,
    seo: await adminSeo("Hizmetler", PATH),
  };
}

const GONE = "Hizmet bulunamadı; başka bir oturumda silinmiş olabilir.";
const STALE =
  "Bu hizmet siz bu sayfayı açtıktan sonra başka bir oturumda değiştirildi; hiçbir şey değişmedi. Sayfayı yenileyip güncel hâlini görün ve yeniden deneyin.";

/** A failed write's answer: 404, 409 or 400 with its message; nothing changed. */
function refusal(result: Exclude<ServiceResult, { ok: true }>) {
  if (result.reason === "gone") return data({ error: GONE }, { status: 404 });
  if (result.reason === "stale") return data({ error: STALE }, { status: 409 });
  return data({ error: result.message }, { status: 400 });
}

const back = (status: string, defaultChanged = false) =>
  redirect(withQuery(PATH, { [Q.status]: status, [Q.defaultChanged]: defaultChanged ? "" : undefined }), 303);

/** The 1-based position typed in a row's "Sıra" field, or undefined. */
function typedPosition(value: FormDataEntryValue | null): number | undefined {
  const position = Number(String(value ?? "").trim());
  return Number.isInteger(position) && position >= 1 && position <= 10_000 ? position : undefined;
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const email = session.admin.email;
  const form = await readForm(request);
  if (!form) return data({ error: "Form okunamadı; hiçbir şey değişmedi." }, { status: 400 });
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const revision = Number(form.get(SERVICE_FIELDS.revision));
  const newDefault = String(form.get(SERVICE_ROW_FIELDS.newDefault) ?? "") || undefined;
  try {
    if (intent === I.up || intent === I.down || intent === I.position) {
      let move: ServiceMove | undefined = intent === I.up ? "up" : intent === I.down ? "down" : undefined;
      if (intent === I.position) move = typedPosition(form.get(SERVICE_ROW_FIELDS.position));
      if (move === undefined) return data({ error: "Sıra için 1 veya daha büyük bir tam sayı yazın." }, { status: 400 });
      const moved = await moveService(id, move, email);
      if (!moved.ok) return data({ error: GONE }, { status: 404 });
      return back(moved.moved ? "tasindi" : "sira-ayni");
    }
    if (intent === I.makeDefault) {
      const result = await chooseDefaultService(id, email);
      return result.ok ? back("varsayilan") : refusal(result);
    }
    if (intent === I.hide || intent === I.show || intent === I.remove) {
      if (!Number.isInteger(revision)) return data({ error: STALE }, { status: 409 });
      const result =
        intent === I.hide
          ? await hideService(id, revision, email, newDefault)
          : intent === I.show
            ? await showService(id, revision, email)
            : await removeService(id, revision, email, newDefault);
      if (!result.ok) return refusal(result);
      const status = intent === I.hide ? "gizlendi" : intent === I.show ? "gosterildi" : "silindi";
      return back(status, result.notice !== undefined);
    }
    return data({ error: "Bilinmeyen işlem; hiçbir şey değişmedi." }, { status: 400 });
  } catch (error) {
    return adminWriteFailed(error, "Değişiklik kaydedilemedi");
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Services({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, leaving, status, defaultNotice } = loaderData;
  // A service's form was saved: the copy of it kept in the browser can go.
  useForgetSavedDraft(status === STATUS_TEXT.eklendi || status === STATUS_TEXT.guncellendi);
  const visibleOthers = leaving ? rows.filter((row) => !row.hidden && row.id !== leaving.service.id) : [];
  return (
    <>
      <div className="admin-title-row">
        <h1>Hizmetler</h1>
        <Link to={serviceEditPath(undefined)} className="button">
          Yeni hizmet
        </Link>
      </div>
      <p>
        Hizmetler menüde, anasayfada ve hizmet sayfalarının yan listesinde bu sırayla görünür. Varsayılan hizmet, /hizmetler adresinde ve
        bulunamayan hizmet adreslerinde gösterilir. Gizlenen ya da silinen bir hizmetin adresi varsayılan hizmete yönlendirilir (
        <Link to={adminPaths.redirects}>Yönlendirmeler</Link>).
      </p>
      <p role="status" className="admin-status">
        {actionData ? "" : [status, defaultNotice].filter(Boolean).join(" ")}
      </p>
      <Alert>{actionData?.error}</Alert>
      {leaving && <ServiceLeaveConfirm service={leaving.service} kind={leaving.kind} others={visibleOthers} cancelTo={PATH} />}
      {rows.length > 0 ? <ServiceTable rows={rows} path={PATH} /> : <p>Henüz hizmet yok.</p>}
    </>
  );
}
