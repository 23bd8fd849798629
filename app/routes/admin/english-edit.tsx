/**
 * An item's English tab (issue 43, ADR 061): /adminpanel/ingilizce/<kind>/<key> for Firma
 * bilgileri, a page, a service, an FAQ entry or a sirküler. The same editor as the Turkish
 * screen; "Taslak olarak kaydet" keeps a draft (the site does not change), "Yayınla" publishes
 * the English page, "Yayından kaldır" (asked first) takes it off the site. A write names the
 * revision the form was loaded at; a stale one is refused (409) and changes nothing. The
 * settings' English is the Yönetici's, as Firma bilgileri is; the rest an Editör's.
 */
import { data, Link, redirect } from "react-router";
import { forbidden } from "#app/.server/accounts/access.ts";
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { englishScreen } from "#app/.server/english/read.ts";
import { checkEnglish, englishFormValues, readEnglishForm } from "#app/.server/english/validation.ts";
import { type EnglishWriteResult, publishEnglish, saveEnglishDraft, unpublishEnglish } from "#app/.server/english/writes.ts";
import { adminShellData } from "#app/.server/overview/admin-shell.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import { EnglishForm, englishFieldId } from "#app/components/admin/EnglishForm.tsx";
import { ErrorSummary } from "#app/components/admin/firm/fields.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { LanguageTabs } from "#app/components/admin/LanguageTabs.tsx";
import { useForgetSavedDraft } from "#app/components/admin/local-draft.ts";
import { englishEditPath, englishHistoryPath } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { EMPTY_ENGLISH, type EnglishKind } from "#app/lib/english.ts";
import { ENGLISH_FORMS, ENGLISH_REVISION_FIELD, ENGLISH_STATE_TEXT, ENGLISH_INTENTS as I, isEnglishKind } from "#app/lib/english-admin.ts";
import { metaTags } from "#app/lib/meta.ts";
import { englishServicePath, withQuery } from "#app/lib/paths.ts";
import { roleAtLeast } from "#app/lib/roles.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/english-edit";

const STATUS_TEXT: Record<string, string> = {
  taslak: "İngilizce taslak kaydedildi. Sitede değişiklik yok: taslak yayınlanana kadar görünmez.",
  yayinlandi: "İngilizce metin yayınlandı; İngilizce sayfada görünüyor.",
  kaldirildi: "İngilizce metin yayından kaldırıldı: İngilizce sayfa artık yok. Metin taslak olarak duruyor.",
};

const STALE =
  "Bu İngilizce metin siz düzenlerken başka bir yönetici tarafından değiştirildi; sizin değişiklikleriniz kaydedilmedi. Güncel metni yükleyip değişikliklerinizi yeniden yapın.";
const GONE = "Bu kayıt bulunamadı; başka bir oturumda silinmiş olabilir.";
const INVALID = "Kaydedilmedi: işaretli alanları düzeltin.";

/** The kind in the address; any other is not found. */
function englishKindOf(params: { kind?: string }): EnglishKind {
  if (!isEnglishKind(params.kind)) throw data(null, { status: 404 });
  return params.kind;
}

/** Firma bilgileri's English is the Yönetici's (as Firma bilgileri is): refused before reading or writing. */
async function refuseEnglishKind(session: ActiveSession, kind: EnglishKind): Promise<void> {
  if (kind === "settings" && !roleAtLeast(session.admin.role, "manager")) throw forbidden(await adminShellData(session), "manager");
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const kind = englishKindOf(params);
  await refuseEnglishKind(session, kind);
  const screen = await englishScreen(kind, params.key);
  if (!screen) throw data(null, { status: 404 });
  const shown = screen.draft ?? screen.published ?? EMPTY_ENGLISH[kind];
  const publishedSlug = kind === "service" && screen.published ? String((screen.published as { slug?: string }).slug ?? "") : "";
  return {
    kind,
    key: params.key,
    title: screen.item.title,
    state: screen.state,
    hasDraft: screen.draft !== null,
    published: screen.published !== null,
    revision: screen.revision,
    values: englishFormValues(kind, shown),
    changed: screen.updatedAt ? `${formatTurkishDateTime(screen.updatedAt)}, ${screen.updatedBy ?? ""}` : "",
    publicPath: publishedSlug ? englishServicePath(publishedSlug) : "",
    confirmingUnpublish: url.searchParams.has("kaldir") && screen.published !== null,
    status: statusMessage(STATUS_TEXT, url.searchParams.get("durum")),
    seo: await adminSeo(`İngilizce: ${screen.item.title}`, englishEditPath(kind, params.key)),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const kind = englishKindOf(params);
  await refuseEnglishKind(session, kind);
  const key = params.key;
  const form = await readForm(request);
  const none: Record<string, string> = {};
  if (!form)
    return data({ error: "Form okunamadı; hiçbir şey değişmedi.", errors: none, values: none, revision: 0, stale: false }, { status: 400 });
  const intent = form.get("intent");
  const revision = Number(form.get(ENGLISH_REVISION_FIELD));
  const values = readEnglishForm(kind, form);
  const fail = (status: number, error: string | undefined, errors: Record<string, string> = {}) =>
    data({ error, errors, values, revision, stale: status === 409 }, { status });
  if (!Number.isInteger(revision) || revision < 0) return fail(400, "Form eksik gönderildi; sayfayı yenileyip yeniden deneyin.");
  const back = (durum: string) => redirect(withQuery(englishEditPath(kind, key), { durum }));
  const answer = (result: EnglishWriteResult, done: string) => {
    if (result.ok) return back(done);
    if (result.reason === "stale") return fail(409, STALE);
    if (result.reason === "gone") return fail(404, GONE);
    if (result.reason === "not-published") return fail(400, "İngilizce metin zaten yayında değil; hiçbir şey değişmedi.");
    if (result.reason === "slug") return fail(400, INVALID, { [ENGLISH_FORMS[kind][0]?.name ?? "baslik"]: result.message });
    return fail(400, GONE);
  };
  try {
    if (intent === I.unpublish) return answer(await unpublishEnglish(kind, key, revision, session.admin.email), "kaldirildi");
    if (intent !== I.draft && intent !== I.publish) return fail(400, "Bilinmeyen işlem; hiçbir şey değişmedi.");
    const publishing = intent === I.publish;
    const checked = checkEnglish(kind, values, publishing);
    if (!checked.ok) return fail(400, INVALID, checked.errors);
    const write = publishing ? publishEnglish : saveEnglishDraft;
    return answer(await write(kind, key, checked.fields, revision, session.admin.email), publishing ? "yayinlandi" : "taslak");
  } catch (error) {
    return adminWriteFailed(error, "İngilizce metin kaydedilemedi", { fields: { errors: none, values, revision, stale: false } });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function EnglishEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, key, title, state, hasDraft, published } = loaderData;
  const errors = actionData?.errors ?? {};
  const summary = useFocusWhen<HTMLHeadingElement>(Object.keys(errors).length > 0 ? JSON.stringify(errors) : "");
  const confirm = useFocusWhen<HTMLHeadingElement>(loaderData.confirmingUnpublish);
  useForgetSavedDraft(loaderData.status === STATUS_TEXT.taslak || loaderData.status === STATUS_TEXT.yayinlandi);
  const sent = actionData?.values;
  const values = sent && Object.keys(sent).length > 0 ? sent : loaderData.values;
  const revision = actionData?.revision || loaderData.revision;
  const here = englishEditPath(kind, key);
  return (
    <>
      <LanguageTabs kind={kind} itemKey={key} current="en" />
      <div className="admin-title-row">
        <h1>İngilizce: {title}</h1>
        <Link to={englishHistoryPath(kind, key)} className="button button-outline">
          Geçmiş
        </Link>
      </div>
      <p className="entry-state english-state">
        Durum:{" "}
        <span className={`state-badge ${state === "published" ? "state-published" : "state-draft"}`}>{ENGLISH_STATE_TEXT[state]}</span>
        {state === "published" &&
          hasDraft &&
          " Kaydedilmiş bir taslak da var: aşağıda o gösteriliyor; yayınlanana kadar sitede yayındaki metin görünür."}
        {loaderData.changed && ` Son değişiklik: ${loaderData.changed}.`}
      </p>
      <p className="field-hint">
        İngilizce metin yalnızca yayınlandığında sitede görünür; yayınlanmamış bir kaydın İngilizce sayfası yoktur (otomatik çeviri
        yapılmaz).
        {loaderData.publicPath && (
          <>
            {" "}
            İngilizce adresi: <a href={loaderData.publicPath}>{loaderData.publicPath}</a>
          </>
        )}
      </p>
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
                <a href={here}>Güncel metni yükle</a>
              </>
            )}
          </>
        )}
      </Alert>
      <ErrorSummary errors={errors} targets={englishFieldId} headingRef={summary} />
      {loaderData.confirmingUnpublish && (
        <ConfirmAction
          headingId="kaldir-basligi"
          heading="İngilizce metin yayından kaldırılsın mı?"
          headingRef={confirm}
          fields={{ [ENGLISH_REVISION_FIELD]: loaderData.revision }}
          intent={I.unpublish}
          confirmLabel="Evet, yayından kaldır"
          cancelTo={here}
        >
          <p>İngilizce sayfa sitede artık görünmez. Metin silinmez: taslak olarak kalır ve yeniden yayınlanabilir.</p>
        </ConfirmAction>
      )}
      <EnglishForm
        key={`${revision}-${actionData ? "gonderildi" : "yuklendi"}`}
        kind={kind}
        itemKey={key}
        values={values}
        errors={errors}
        revision={revision}
      />
      {published && !loaderData.confirmingUnpublish && (
        <p className="admin-actions">
          <Link to={withQuery(here, { kaldir: "" })} className="button button-danger-outline">
            Yayından kaldır
          </Link>
        </p>
      )}
    </>
  );
}
