/**
 * An item's English history (issue 43, ADR 061): /adminpanel/ingilizce/<kind>/<key>/gecmis.
 * Versions newest first, with who and when, each one's fields in a <details>; "Taslağa geri
 * yükle" asks first (ConfirmAction) and puts that version's text into the draft: the site does
 * not change until the office publishes it.
 */
import { data, Link, redirect } from "react-router";
import { forbidden } from "#app/.server/accounts/access.ts";
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { compareEnglishVersions } from "#app/.server/english/history-diff.ts";
import { englishScreen, englishVersions } from "#app/.server/english/read.ts";
import { restoreEnglishVersion } from "#app/.server/english/writes.ts";
import { adminShellData } from "#app/.server/overview/admin-shell.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { VersionCompare } from "#app/components/admin/VersionCompare.tsx";
import { RichText } from "#app/components/RichText.tsx";
import { englishEditPath, englishHistoryPath } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import type { EnglishKind } from "#app/lib/english.ts";
import { isEnglishKind } from "#app/lib/english-admin.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import { roleAtLeast } from "#app/lib/roles.ts";
import { COMPARE_PARAMS, compareView, previousPair } from "#app/lib/version-diff.ts";
import type { Route } from "./+types/english-history";

const GONE = "Bu sürüm geri yüklenemedi: sürüm ya da kayıt artık yok.";

function kindOf(params: { kind?: string }): EnglishKind {
  if (!isEnglishKind(params.kind)) throw data(null, { status: 404 });
  return params.kind;
}

/** Firma bilgileri's English history is the Yönetici's, as Firma bilgileri is. */
async function refuseKind(session: ActiveSession, kind: EnglishKind): Promise<void> {
  if (kind === "settings" && !roleAtLeast(session.admin.role, "manager")) throw forbidden(await adminShellData(session), "manager");
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const kind = kindOf(params);
  await refuseKind(session, kind);
  const screen = await englishScreen(kind, params.key);
  if (!screen) throw data(null, { status: 404 });
  const versions = (await englishVersions(kind, params.key)).map((v) => ({ ...v, when: formatTurkishDateTime(v.at) }));
  const asked = Number(url.searchParams.get("geri-yukle"));
  const numbers = versions.map((v) => v.version);
  return {
    kind,
    key: params.key,
    title: screen.item.title,
    versions: versions.map((v) => ({ ...v, previous: previousPair(v.version, numbers) })),
    confirming: versions.find((v) => v.version === asked)?.version,
    compare: await compareView(
      url.searchParams,
      versions.map((v) => ({ version: v.version, label: `Sürüm ${v.version}: ${v.action}, ${v.when}` })),
      (pair) => compareEnglishVersions(kind, params.key, pair),
    ),
    restored: url.searchParams.get("durum") === "geri-yuklendi",
    seo: await adminSeo(`İngilizce geçmiş: ${screen.item.title}`, englishHistoryPath(kind, params.key)),
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
  try {
    const result = await restoreEnglishVersion(kind, params.key, version, session.admin.email);
    if (!result.ok) return data({ error: GONE }, { status: result.reason === "stale" ? 409 : 404 });
    return redirect(withQuery(englishHistoryPath(kind, params.key), { durum: "geri-yuklendi" }));
  } catch (error) {
    return adminWriteFailed(error, "Sürüm geri yüklenemedi");
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function EnglishHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, key, title, versions, confirming, restored, compare } = loaderData;
  const panel = useFocusWhen<HTMLHeadingElement>(confirming ?? "");
  const here = englishHistoryPath(kind, key);
  return (
    <>
      <p className="admin-back">
        <Link to={englishEditPath(kind, key)}>
          <span aria-hidden="true">← </span>
          İngilizce: {title}
        </Link>
      </p>
      <h1>İngilizce geçmiş: {title}</h1>
      <p role="status" className="admin-status">
        {restored ? "Seçtiğiniz sürüm taslağa geri yüklendi. Sitede değişiklik yok: İngilizce sekmesinden yayınlayabilirsiniz." : ""}
      </p>
      <Alert>{actionData?.error}</Alert>
      {confirming !== undefined && (
        <ConfirmAction
          headingId="geri-yukle-basligi"
          heading={<>Sürüm {confirming} taslağa geri yüklensin mi?</>}
          headingRef={panel}
          fields={{ surum: confirming }}
          intent="geri-yukle"
          confirmLabel="Evet, taslağa geri yükle"
          danger={false}
          cancelTo={here}
        >
          <p>
            Bu sürümün metni İngilizce taslak olur; bekleyen bir taslak varsa yerini alır (o da geçmişte kalır). Yayındaki metin değişmez.
          </p>
        </ConfirmAction>
      )}
      <VersionCompare {...compare} lang="en" />
      {versions.length === 0 ? (
        <p>Henüz kayıtlı bir İngilizce sürüm yok.</p>
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
                <div lang="en">
                  <dl className="admin-version-facts">
                    {v.facts.map((fact) => (
                      <div key={fact.label}>
                        <dt lang="tr">{fact.label}</dt>
                        <dd>{fact.value}</dd>
                      </div>
                    ))}
                  </dl>
                  {v.body && <RichText html={v.body} className="admin-version-body" />}
                </div>
              </details>
              {confirming !== v.version && (
                <Link to={withQuery(here, { "geri-yukle": String(v.version) })} className="button button-outline button-small">
                  Taslağa geri yükle<span className="visually-hidden"> (sürüm {v.version})</span>
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
