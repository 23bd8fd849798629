/**
 * A firm page's editor (Sayfalar → one page): its draft or published text in
 * the entries' editor, the placeholders with their values, Önizle, and the
 * buttons that keep a draft, publish, or delete the draft. A write names the
 * revision the form was loaded at; a stale one is refused (409). The KVKK
 * notice's screen shows the consent text's version: publishing a changed
 * notice makes a new one.
 */

import { data, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { checkPage, readPageForm } from "#app/.server/firm/page-validation.ts";
import { discardPageDraft, pageScreen, publishPage, savePageDraft } from "#app/.server/firm/pages.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { absoluteUrl } from "#app/.server/web/seo.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { AdvertisingNote, ErrorSummary } from "#app/components/admin/firm/fields.tsx";
import { PageForm, PlaceholderPanel } from "#app/components/admin/firm/PageForm.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { LanguageTabs } from "#app/components/admin/LanguageTabs.tsx";
import { useForgetSavedDraft } from "#app/components/admin/local-draft.ts";
import { adminPaths, firmHistoryPath, pageEditPath } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { ENGLISH_PAGE_KEYS, type EnglishPageKey } from "#app/lib/english.ts";
import type { PageKey } from "#app/lib/firm.ts";
import { PAGE_FIELDS as F, PAGE_INTENTS as I, isPageKey, PAGE_STATUS_TEXT, REVISION_FIELD } from "#app/lib/firm-forms.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import { KVKK_PROCESSING_MARKER } from "#app/lib/privacy-inventory.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/page-edit";

const STATUS_TEXT: Record<string, string> = {
  taslak: "Taslak kaydedildi. Sitede yayımlanmış metin görünmeye devam ediyor.",
  yayimlandi: "Sayfa yayımlandı; sitede görünüyor.",
  "taslak-silindi": "Taslak silindi. Sitede yayımlanmış metin görünüyor; silinen taslak geçmişte duruyor.",
};

const STALE =
  "Bu sayfa siz düzenlerken başka bir yönetici tarafından değiştirildi; sizin değişiklikleriniz kaydedilmedi. Güncel metni yükleyip değişikliklerinizi yeniden yapın.";
const GONE = "Sayfa bulunamadı.";

function keyOf(params: { key?: string }): PageKey {
  if (!isPageKey(params.key)) throw data(null, { status: 404 });
  return params.key;
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const key = keyOf(params);
  const screen = await pageScreen(key);
  if (!screen) throw data(null, { status: 404 });
  return {
    ...screen,
    statusText: PAGE_STATUS_TEXT[screen.status],
    updatedAt: screen.updatedBy ? formatTurkishDateTime(screen.updatedAt) : "",
    publicUrl: absoluteUrl(screen.publicPath),
    status: statusMessage(STATUS_TEXT, url.searchParams.get("durum")),
    seo: await adminSeo(screen.label, pageEditPath(key)),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const key = keyOf(params);
  const form = await readForm(request);
  const none: Record<string, string> = {};
  if (!form) return data({ error: "Form okunamadı.", errors: none, values: none, revision: 0, stale: false }, { status: 400 });
  const intent = form.get("intent");
  const revision = Number(form.get(REVISION_FIELD));
  const values = readPageForm(form);
  const fail = (status: number, error: string | undefined, errors: Record<string, string> = {}) =>
    data({ error, errors, values, revision, stale: status === 409 }, { status });
  if (!Number.isInteger(revision) || revision < 1) return fail(400, "Form eksik gönderildi; sayfayı yenileyip yeniden deneyin.");
  const back = (durum: string) => redirect(withQuery(pageEditPath(key), { durum }));
  try {
    if (intent === I.discard) {
      const result = await discardPageDraft(key, revision, session.admin.email);
      if (result.ok) return back("taslak-silindi");
      return result.reason === "stale" ? fail(409, STALE) : fail(404, GONE);
    }
    if (intent !== I.draft && intent !== I.publish) return fail(400, "Bilinmeyen işlem.");
    const checked = checkPage(values);
    if (!checked.ok) return fail(400, undefined, checked.errors);
    const write = intent === I.publish ? publishPage : savePageDraft;
    const result = await write(key, checked.page, revision, session.admin.email);
    if (result.ok) return back(intent === I.publish ? "yayimlandi" : "taslak");
    return result.reason === "stale" ? fail(409, STALE) : fail(404, GONE);
  } catch (error) {
    return adminWriteFailed(error, "Sayfa kaydedilemedi", { fields: { errors: {}, values, revision, stale: false } });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

const ERROR_TARGET = (key: string) => `kayit-${key}`;

export default function PageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { key, label, draft, published, placeholders, consentVersion } = loaderData;
  const errors = actionData?.errors ?? {};
  const summary = useFocusWhen<HTMLHeadingElement>(Object.keys(errors).length > 0 ? JSON.stringify(errors) : "");
  // A save or publish went through: the copy of the text kept in this browser can go.
  useForgetSavedDraft(loaderData.status === STATUS_TEXT.taslak || loaderData.status === STATUS_TEXT.yayimlandi);
  const sent = actionData?.values;
  // A refused form shows what was sent; otherwise the draft, else the published text.
  const text =
    sent && Object.keys(sent).length > 0
      ? { title: sent[F.title] ?? "", metaDescription: sent[F.metaDescription] ?? "", body: sent[F.body] ?? "" }
      : (draft ?? published);
  const revision = actionData?.revision || loaderData.revision;

  return (
    <>
      {ENGLISH_PAGE_KEYS.includes(key as EnglishPageKey) && <LanguageTabs kind="page" itemKey={key} current="tr" />}
      <p className="admin-back">
        <Link to={adminPaths.pages}>
          <span aria-hidden="true">← </span>
          Sayfalar
        </Link>
      </p>
      <div className="admin-title-row">
        <h1>{label}</h1>
        <Link to={firmHistoryPath("page", key)} className="button button-outline">
          Geçmiş
        </Link>
      </div>
      <p className="entry-state">
        <span className="state-badge">{loaderData.statusText}</span>
        {loaderData.updatedAt && ` Son değişiklik: ${loaderData.updatedAt}, ${loaderData.updatedBy}.`}
        {draft && " Kaydedilmiş bir taslak var: aşağıda o gösteriliyor; yayımlanana kadar sitede yayımlanmış metin görünür."}
      </p>
      {consentVersion !== undefined && (
        <p className="admin-notice firm-consent">
          <strong>Onay metni sürümü: {consentVersion}</strong>. Değiştirilmiş metni yayımladığınızda e-bülten onayları için yeni bir sürüm
          oluşur; önceden abone olanların kaydı gördükleri sürümü göstermeye devam eder.
        </p>
      )}
      {key === "kvkk" && !text.body.includes(KVKK_PROCESSING_MARKER) && (
        <p className="admin-notice firm-marker">
          Metinde <code>{KVKK_PROCESSING_MARKER}</code> işareti yok: sitenin işlediği veriler, saklama süreleri ve alıcılar bölümü sayfanın
          sonuna eklenir. Bölümün yerini seçmek için işareti kendi paragrafına yazın ve metindeki elle yazılmış saklama sürelerini silin.
        </p>
      )}
      <AdvertisingNote />
      <p role="status" className="admin-status">
        {actionData ? "" : loaderData.status}
      </p>
      <Alert>
        {actionData?.error && (
          <>
            {actionData.error}
            {actionData.stale && (
              <>
                {" "}
                <a href={pageEditPath(key)}>Güncel metni yükle</a>
              </>
            )}
          </>
        )}
      </Alert>
      <ErrorSummary errors={errors} targets={ERROR_TARGET} headingRef={summary} />
      <div className="page-edit">
        <PageForm
          key={`${revision}-${actionData ? "gonderildi" : "yuklendi"}`}
          pageKey={key}
          text={text}
          errors={errors}
          revision={revision}
          hasDraft={draft !== null}
          publicUrl={loaderData.publicUrl}
        />
        <PlaceholderPanel placeholders={placeholders} />
      </div>
    </>
  );
}
