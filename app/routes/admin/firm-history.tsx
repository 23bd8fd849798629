/**
 * The history of a firm item (/adminpanel/firma-gecmisi/<kind>/<key>):
 * Firma bilgileri ("settings/settings"), a page ("page/<key>") or a service
 * ("service/<id>"). Versions newest first, with who and when, each one's
 * main fields in a <details>; "Bu sürümü geri yükle" asks first
 * (ConfirmAction) and restores it as a new version. Restoring settings brings
 * the old values back everywhere; restoring a page publishes that text.
 */
import { data, Link, redirect } from "react-router";
import { forbidden } from "#app/.server/accounts/access.ts";
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { firmHistory, firmItemTitle, isFirmRevisionKind } from "#app/.server/firm/history.ts";
import { compareFirmVersions } from "#app/.server/firm/history-diff.ts";
import { restorePageVersion } from "#app/.server/firm/pages.ts";
import { restoreServiceVersion } from "#app/.server/firm/services.ts";
import { restoreSettingsVersion } from "#app/.server/firm/settings.ts";
import { adminShellData } from "#app/.server/overview/admin-shell.ts";
import type { FirmRevisionKind } from "#app/.server/repositories/firm.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { VersionCompare } from "#app/components/admin/VersionCompare.tsx";
import { RichText } from "#app/components/RichText.tsx";
import { adminPaths, firmHistoryPath, pageEditPath, serviceEditPath } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { isPageKey } from "#app/lib/firm-forms.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import { roleAtLeast } from "#app/lib/roles.ts";
import { COMPARE_PARAMS, compareView, previousPair } from "#app/lib/version-diff.ts";
import type { Route } from "./+types/firm-history";

const GONE = "Bu sürüm geri yüklenemedi: sürüm ya da kayıt artık yok.";

function kindOf(params: { kind?: string }): FirmRevisionKind {
  if (!isFirmRevisionKind(params.kind)) throw data(null, { status: 404 });
  return params.kind;
}

/**
 * The route is an Editör's (pages, services); the settings' history is the
 * Yönetici's, as Firma bilgileri is (issue 25): refused before reading or writing.
 */
async function refuseKind(session: ActiveSession, kind: FirmRevisionKind): Promise<void> {
  if (kind === "settings" && !roleAtLeast(session.admin.role, "manager")) throw forbidden(await adminShellData(session), "manager");
}

/** The item's own screen. */
function itemPath(kind: FirmRevisionKind, key: string): string {
  if (kind === "settings") return adminPaths.firm;
  if (kind === "page" && isPageKey(key)) return pageEditPath(key);
  return serviceEditPath(key);
}

const RESTORE_TEXT: Record<FirmRevisionKind, string> = {
  settings:
    "Firma bilgileri bu sürümdeki haline döner ve yeni bir sürüm olarak kaydedilir; şimdiki hali geçmişte kalır. Kurucunun adı değişirse kurucu sayfasının eski adresi yenisine yönlendirilir. Varsayılan hizmet değişmez.",
  page: "Bu sürümün metni hemen yayımlanır ve yeni bir sürüm olarak kaydedilir; şimdiki metin geçmişte kalır. Kaydedilmiş bir taslak varsa taslak olarak kalır.",
  service: "Hizmet bu sürümdeki haline döner ve yeni bir sürüm olarak kaydedilir; şimdiki hali geçmişte kalır.",
};

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const kind = kindOf(params);
  await refuseKind(session, kind);
  const title = await firmItemTitle(kind, params.key);
  if (title === undefined) throw data(null, { status: 404 });
  const versions = (await firmHistory(kind, params.key)).map((v) => ({ ...v, when: formatTurkishDateTime(v.at) }));
  const asked = Number(url.searchParams.get("geri-yukle"));
  const confirming = versions.find((v) => v.version === asked && v.restorable);
  const numbers = versions.map((v) => v.version);
  return {
    kind,
    key: params.key,
    title,
    versions: versions.map((v) => ({ ...v, previous: previousPair(v.version, numbers) })),
    confirming: confirming?.version,
    compare: await compareView(
      url.searchParams,
      versions.map((v) => ({ version: v.version, label: `Sürüm ${v.version}: ${v.action}, ${v.when}` })),
      (pair) => compareFirmVersions(kind, params.key, pair),
    ),
    restored: url.searchParams.get("durum") === "geri-yuklendi",
    seo: await adminSeo(`Geçmiş: ${title}`, firmHistoryPath(kind, params.key)),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const kind = kindOf(params);
  await refuseKind(session, kind);
  const form = await readForm(request);
  if (!form) return data({ error: "Form okunamadı." }, { status: 400 });
  if (form.get("intent") !== "geri-yukle") return data({ error: "Bilinmeyen işlem." }, { status: 400 });
  const version = Number(form.get("surum"));
  if (!Number.isInteger(version) || version < 1) return data({ error: "Geri yüklenecek sürüm geçersiz." }, { status: 400 });
  const email = session.admin.email;
  try {
    let ok: boolean;
    if (kind === "settings") {
      if (params.key !== "settings") return data({ error: GONE }, { status: 404 });
      ok = (await restoreSettingsVersion(version, email)).ok;
    } else if (kind === "page") {
      if (!isPageKey(params.key)) return data({ error: GONE }, { status: 404 });
      ok = (await restorePageVersion(params.key, version, email)).ok;
    } else {
      const result = await restoreServiceVersion(params.key, version, email);
      // Its old address is another service's now: say so, nothing changed.
      if (!result.ok && result.reason === "slug") return data({ error: result.message ?? GONE }, { status: 409 });
      ok = result.ok;
    }
    if (!ok) return data({ error: GONE }, { status: 404 });
    return redirect(`${firmHistoryPath(kind, params.key)}?durum=geri-yuklendi`);
  } catch (error) {
    return adminWriteFailed(error, "Sürüm geri yüklenemedi");
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function FirmHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, key, title, versions, confirming, restored, compare } = loaderData;
  const panel = useFocusWhen<HTMLHeadingElement>(confirming ?? "");
  const here = firmHistoryPath(kind, key);
  return (
    <>
      <p className="admin-back">
        <Link to={itemPath(kind, key)}>
          <span aria-hidden="true">← </span>
          {title}
        </Link>
      </p>
      <h1>Geçmiş: {title}</h1>
      <p role="status" className="admin-status">
        {restored ? "Seçtiğiniz sürüm geri yüklendi ve en üstte yeni bir sürüm olarak kaydedildi." : ""}
      </p>
      <Alert>{actionData?.error}</Alert>
      {confirming !== undefined && (
        <ConfirmAction
          headingId="geri-yukle-basligi"
          heading={<>Sürüm {confirming} geri yüklensin mi?</>}
          headingRef={panel}
          fields={{ surum: confirming }}
          intent="geri-yukle"
          confirmLabel="Evet, geri yükle"
          danger={false}
          cancelTo={here}
        >
          <p>{RESTORE_TEXT[kind]}</p>
        </ConfirmAction>
      )}
      <VersionCompare {...compare} />
      {versions.length === 0 ? (
        <p>Henüz kayıtlı bir sürüm yok. İlk değişiklikte şimdiki hali 1. sürüm olarak saklanır.</p>
      ) : (
        <ol className="firm-versions" aria-label="Sürümler (en yeni üstte)">
          {versions.map((v) => (
            <li key={v.version} className="firm-version">
              <h2>
                Sürüm {v.version}: {v.action}
              </h2>
              <p className="admin-cell-meta">
                {v.who}, {v.when}
              </p>
              <details>
                <summary>
                  İçeriği göster<span className="visually-hidden"> (sürüm {v.version})</span>
                </summary>
                <dl className="admin-version-facts">
                  {v.facts.map((fact) => (
                    <div key={fact.label}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
                {v.body && <RichText html={v.body} className="admin-version-body" />}
              </details>
              {v.restorable && confirming !== v.version && (
                <Link to={`${here}?geri-yukle=${v.version}`} className="button button-outline button-small">
                  Bu sürümü geri yükle<span className="visually-hidden"> (sürüm {v.version})</span>
                </Link>
              )}
              {v.previous && (
                <Link
                  to={withQuery(here, { [COMPARE_PARAMS.older]: v.previous.older, [COMPARE_PARAMS.newer]: v.previous.newer })}
                  className="button button-outline button-small"
                >
                  Öncekiyle karşılaştır<span className="visually-hidden"> (sürüm {v.version})</span>
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
