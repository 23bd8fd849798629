import { data, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { circularFacts } from "#app/.server/content/circular-admin.ts";
import { entryHistory, restoreVersion } from "#app/.server/content/history.ts";
import { compareEntryVersions } from "#app/.server/content/history-diff.ts";
import { SCHEDULER } from "#app/.server/content/scheduled.ts";
import { renderRichText } from "#app/.server/text/rich-text.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { VersionCompare } from "#app/components/admin/VersionCompare.tsx";
import { RichText } from "#app/components/RichText.tsx";
import { adminHistoryPath, adminListPath, adminPaths, entryEditPath } from "#app/lib/admin-paths.ts";
import { CONTENT_LISTS, type ListName, listByName } from "#app/lib/content-lists.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import { BIN_DAYS, REVISION_ACTION_TEXT, revisionAuthor } from "#app/lib/revisions.ts";
import { COMPARE_PARAMS, compareView, previousPair } from "#app/lib/version-diff.ts";
import type { Route } from "./+types/history";

const DAY = 24 * 60 * 60 * 1000;
const STATUS_TEXT = { draft: "Taslak", scheduled: "Zamanlanmış", published: "Yayında" } as const;

function listFor(params: { list?: string }): ListName {
  const name = listByName(params.list);
  if (!name) throw data(null, { status: 404 });
  return name;
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const list = listFor(params);
  const history = await entryHistory(list, params.id);
  if (!history) throw data(null, { status: 404 });
  const { entry, revisions } = history;
  const latest = revisions[0];
  const exists = entry !== undefined;
  // The newest version is the entry as it is; restoring it would change nothing.
  const restorable = (version: number) => exists && version !== latest?.version;

  const selected = revisions.find((r) => String(r.version) === url.searchParams.get("surum"));
  const deletion = !exists && latest?.action === "delete" ? latest : undefined;
  const purgeAt = deletion ? new Date(Date.parse(deletion.createdAt) + BIN_DAYS * DAY) : undefined;
  const numbers = revisions.map((r) => r.version);

  return {
    list,
    id: params.id,
    title: entry?.title ?? latest?.fields.title ?? "",
    exists,
    bin: deletion && {
      deletedAt: formatTurkishDateTime(deletion.createdAt),
      deletedBy: revisionAuthor(deletion.adminEmail, SCHEDULER),
      purgeAt: formatTurkishDateTime(purgeAt?.toISOString()),
      restorable: (purgeAt?.getTime() ?? 0) > Date.now(),
    },
    versions: revisions.map((r) => ({
      version: r.version,
      action: REVISION_ACTION_TEXT[r.action] ?? r.action,
      who: revisionAuthor(r.adminEmail, SCHEDULER),
      when: formatTurkishDateTime(r.createdAt),
      current: exists && r.version === latest?.version,
    })),
    selected: selected && {
      version: selected.version,
      action: REVISION_ACTION_TEXT[selected.action] ?? selected.action,
      who: revisionAuthor(selected.adminEmail, SCHEDULER),
      when: formatTurkishDateTime(selected.createdAt),
      title: selected.fields.title,
      status: CONTENT_LISTS[list].workflow ? STATUS_TEXT[selected.fields.status] : undefined,
      metaDescription: selected.fields.meta_description,
      // Rich text is sanitized again before it is shown (never the stored HTML as it is); a tool's link is text.
      body: CONTENT_LISTS[list].fields[1].kind === "rich" ? renderRichText(selected.fields.text) : undefined,
      url: CONTENT_LISTS[list].fields[1].kind === "url" ? selected.fields.text : undefined,
      restorable: restorable(selected.version),
      circular: await circularFacts(selected.fields.circular),
      previous: previousPair(selected.version, numbers),
    },
    compare: await compareView(
      url.searchParams,
      revisions.map((r) => ({
        version: r.version,
        label: `Sürüm ${r.version}: ${REVISION_ACTION_TEXT[r.action] ?? r.action}, ${formatTurkishDateTime(r.createdAt)}`,
      })),
      (pair) => compareEntryVersions(list, params.id, pair),
    ),
    confirming: selected !== undefined && restorable(selected.version) && url.searchParams.has("geri-yukle"),
    restored: url.searchParams.get("durum") === "geri-yuklendi",
    seo: await adminSeo("Geçmiş", adminHistoryPath(list, params.id)),
  };
}

const GONE = "Bu sürüm geri yüklenemedi: kayıt ya da sürüm artık yok (kayıt çöp kutusunda olabilir).";

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const list = listFor(params);
  const form = await readForm(request);
  if (!form) return data({ error: "Form okunamadı." }, { status: 400 });
  if (form.get("intent") !== "geri-yukle") return data({ error: "Bilinmeyen işlem." }, { status: 400 });
  const version = Number(form.get("surum"));
  if (!Number.isInteger(version) || version < 1) return data({ error: "Geri yüklenecek sürüm geçersiz." }, { status: 400 });
  try {
    const result = await restoreVersion(list, params.id, version, session.admin.email);
    if (result.ok) return redirect(`${adminHistoryPath(list, params.id)}?durum=geri-yuklendi`);
    if (result.reason === "gone") return data({ error: GONE }, { status: 404 });
    if (result.reason === "circular") return data({ error: result.message }, { status: 409 });
    return data(
      {
        error: `Bu sürüm geri yüklenemedi: sürümdeki başlığı şu anda başka bir kayıt kullanıyor. ${CONTENT_LISTS[list].label} listesinde başlık bağlantı adresidir; önce o kaydın başlığını değiştirin, sonra yeniden deneyin.`,
      },
      { status: 409 },
    );
  } catch (error) {
    return adminWriteFailed(error, "Sürüm geri yüklenemedi");
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function History({ loaderData, actionData }: Route.ComponentProps) {
  const { list, id, title, exists, bin, versions, selected, confirming, restored, compare } = loaderData;
  const listLabel = CONTENT_LISTS[list].label;
  const listPath = adminListPath(list);
  // Opening a version or its confirmation moves the focus there (to the confirmation when it is open).
  const panel = useFocusWhen<HTMLHeadingElement>(selected ? `${selected.version}:${confirming}` : "");

  return (
    <>
      <p className="admin-back">
        <Link to={listPath}>
          <span aria-hidden="true">← </span>
          {listLabel}
        </Link>
      </p>
      <div className="admin-title-row">
        <h1>Geçmiş: “{title}”</h1>
        {exists && (
          <Link to={entryEditPath(list, id)} className="button button-outline">
            Düzenle
          </Link>
        )}
      </div>
      <p role="status" className="admin-status">
        {restored ? "Seçtiğiniz sürüm geri yüklendi ve en üstte yeni bir sürüm olarak kaydedildi." : ""}
      </p>
      <Alert>{actionData?.error}</Alert>
      {bin && (
        <div className="admin-notice">
          <p>
            Bu kayıt silindi: {bin.deletedAt}, {bin.deletedBy}.{" "}
            {bin.restorable ? (
              <>
                {bin.purgeAt} tarihine kadar <Link to={adminPaths.bin}>Çöp kutusu</Link>’ndan geri yüklenebilir; sürümleri ancak kayıt geri
                yüklendikten sonra geri yüklenebilir.
              </>
            ) : (
              "Çöp kutusundaki süresi doldu; kalıcı olarak silinecek."
            )}
          </p>
        </div>
      )}

      {selected && confirming && (
        <ConfirmAction
          headingId="geri-yukle-basligi"
          heading={<>Sürüm {selected.version} geri yüklensin mi?</>}
          headingRef={panel}
          fields={{ surum: selected.version }}
          intent="geri-yukle"
          confirmLabel="Evet, geri yükle"
          danger={false}
          cancelTo={withQuery("", { surum: selected.version })}
        >
          <p>
            Başlık ve içerik bu sürümdeki haline döner; kaydın şimdiki hali geçmişte kalır ve geri alınabilir.
            {CONTENT_LISTS[list].workflow ? " Yayın durumu değişmez." : ""}
          </p>
        </ConfirmAction>
      )}

      {selected && (
        <section className="admin-version" aria-labelledby="surum-basligi">
          <h2 id="surum-basligi" ref={confirming ? undefined : panel} tabIndex={-1}>
            Sürüm {selected.version}: {selected.action}
          </h2>
          <dl className="admin-version-facts">
            <dt>Kim</dt>
            <dd>{selected.who}</dd>
            <dt>Ne zaman</dt>
            <dd>{selected.when}</dd>
            {selected.status && (
              <>
                <dt>Durum</dt>
                <dd>{selected.status}</dd>
              </>
            )}
            <dt>{CONTENT_LISTS[list].fields[0].label}</dt>
            <dd>{selected.title}</dd>
            {selected.circular && (
              <>
                <dt>Numara</dt>
                <dd>{selected.circular.number}</dd>
                <dt>Kategoriler</dt>
                <dd>{selected.circular.categories}</dd>
                {selected.circular.reference && (
                  <>
                    <dt>Resmî metin</dt>
                    <dd>{selected.circular.reference}</dd>
                  </>
                )}
              </>
            )}
            {selected.metaDescription && (
              <>
                <dt>Açıklama</dt>
                <dd>{selected.metaDescription}</dd>
              </>
            )}
            {selected.url !== undefined && (
              <>
                <dt>{CONTENT_LISTS[list].fields[1].label}</dt>
                <dd className="admin-cell-meta">{selected.url}</dd>
              </>
            )}
          </dl>
          {selected.body !== undefined && (
            <>
              <h3>{CONTENT_LISTS[list].fields[1].label}</h3>
              <RichText html={selected.body} className="admin-version-body" />
            </>
          )}
          <div className="admin-actions">
            {selected.restorable && !confirming && (
              <Link to={withQuery("", { surum: selected.version, "geri-yukle": "" })} className="button">
                Bu sürümü geri yükle
              </Link>
            )}
            {selected.previous && (
              <Link
                to={withQuery("", { [COMPARE_PARAMS.older]: selected.previous.older, [COMPARE_PARAMS.newer]: selected.previous.newer })}
                className="button button-outline"
              >
                Öncekiyle karşılaştır
              </Link>
            )}
            <Link to={adminHistoryPath(list, id)} className="button button-outline">
              Kapat
            </Link>
          </div>
        </section>
      )}

      <VersionCompare {...compare} />

      {versions.length === 0 ? (
        <p>Bu kaydın henüz kayıtlı bir geçmişi yok. İlk değişiklikte şimdiki hali 1. sürüm olarak saklanır.</p>
      ) : (
        <AdminTable caption="Sürümler (en yeni üstte)" columns={["Sürüm", "İşlem", "Kim", "Ne zaman"]}>
          {versions.map((v) => (
            <tr key={v.version} aria-current={selected?.version === v.version ? "true" : undefined}>
              <td>
                {v.version}
                {v.current && <span className="admin-cell-meta"> (şimdiki)</span>}
              </td>
              <td>{v.action}</td>
              <td className="admin-cell-meta">{v.who}</td>
              <td className="admin-cell-meta">{v.when}</td>
              <td className="admin-cell-actions">
                <Link
                  to={withQuery("", { surum: v.version })}
                  className="button button-outline button-small"
                  aria-label={`Görüntüle: sürüm ${v.version}`}
                >
                  Görüntüle
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
