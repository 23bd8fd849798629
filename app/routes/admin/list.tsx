import { data, Link, redirect } from "react-router";
import { forbidden } from "#app/.server/accounts/access.ts";
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { config } from "#app/.server/config.ts";
import { adminEntryPage } from "#app/.server/content/admin-lists.ts";
import { circularFailedData, circularFormData, circularTable } from "#app/.server/content/circular-admin.ts";
import { adminEntry, removeEntry, saveEntry, wasUnpublished } from "#app/.server/content/entries.ts";
import { lastSaveChecks } from "#app/.server/content/history.ts";
import { markReady, reviewState, reviewStates, sendBack } from "#app/.server/content/review.ts";
import { entryFormSchema, entryInputOf } from "#app/.server/content/validation.ts";
import { englishStates } from "#app/.server/english/read.ts";
import { adminShellData } from "#app/.server/overview/admin-shell.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { parseForm, readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmDelete } from "#app/components/admin/ConfirmDelete.tsx";
import { NewsletterDraftMade } from "#app/components/admin/circular/CircularNotices.tsx";
import { EntryForm } from "#app/components/admin/EntryForm.tsx";
import { EntryTable, entryTableView } from "#app/components/admin/EntryTable.tsx";
import { LanguageTabs } from "#app/components/admin/LanguageTabs.tsx";
import { useForgetSavedDraft } from "#app/components/admin/local-draft.ts";
import { PrepublishWarnings } from "#app/components/admin/PrepublishWarnings.tsx";
import { ReviewPanel } from "#app/components/admin/ReviewPanel.tsx";
import { mayUseList } from "#app/lib/admin-access.ts";
import { listQuery, readListFilters } from "#app/lib/admin-lists.ts";
import { adminListPath, adminPaths } from "#app/lib/admin-paths.ts";
import { type AttachmentSummary, CIRCULAR_FORM_FIELDS } from "#app/lib/circulars.ts";
import { CONTENT_LISTS, type ListName, listByAdminSegment, listExtra } from "#app/lib/content-lists.ts";
import { WORKFLOW_FIELDS } from "#app/lib/entry-form.ts";
import { metaTags } from "#app/lib/meta.ts";
import { REVIEW_FIELDS, REVIEW_INTENTS } from "#app/lib/review.ts";
import { BIN_DAYS } from "#app/lib/revisions.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/list";

const STATUS_TEXT: Record<string, string> = {
  eklendi: "Kayıt eklendi.",
  guncellendi: "Değişiklikler kaydedildi.",
  silindi: "Kayıt çöp kutusuna taşındı.",
  hazir: "Taslak “Yayına hazır” olarak editörlere gönderildi.",
  "geri-gonderildi": "Taslak, notunuzla yazarına geri gönderildi.",
};

/** The list this screen shows (/adminpanel/:list); any other name is not found. */
function listFor(params: { list?: string }): ListName {
  const name = listByAdminSegment(params.list);
  if (!name) throw data(null, { status: 404 });
  return name;
}

/** A Yazar (issue 25) uses only the lists with drafts; anyone else every list. */
async function refuseList(session: ActiveSession, name: ListName): Promise<void> {
  if (!mayUseList(session.admin.role, name)) throw forbidden(await adminShellData(session), "editor");
}

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const name = listFor(params);
  await refuseList(session, name);
  const author = session.admin.role === "author";
  const search = url.searchParams;
  // A Yazar sees only the entries they wrote.
  const page = await adminEntryPage(name, readListFilters(search, CONTENT_LISTS[name].workflow), author ? session.admin.id : undefined);
  // The entry being edited or deleted need not be on the page shown; a Yazar opens only their own drafts.
  const find = async (id: string | null) => {
    const entry = id ? await adminEntry(name, id) : undefined;
    if (!entry || !author) return entry;
    const review = await reviewState(name, entry.id);
    if (review?.authorId !== session.admin.id || entry.status !== "draft") throw forbidden(await adminShellData(session), "editor");
    return entry;
  };
  const found = await find(search.get("duzenle"));
  // A draft taken off the site at its time is marked so (ADR 067), by the server's clock.
  const editing = found && { ...found, unpublished: wasUnpublished(found, new Date().toISOString()) };
  const circular = listExtra(name) === "circular";
  const reviews = CONTENT_LISTS[name].workflow
    ? await reviewStates(
        name,
        page.rows.map((row) => row.id),
      )
    : {};
  const englishKind = ENGLISH_LISTS[name];
  const english = englishKind && !author ? await englishStates(englishKind) : undefined;
  return {
    list: name,
    author,
    /** Sorular and sirküler have an English tab (issue 43); an editor opens it from a saved entry's form. */
    englishKind: author ? undefined : englishKind,
    table: entryTableView(name, page, { circulars: circular ? await circularTable(page.rows) : undefined, reviews, author, english }),
    /** The review of the entry being edited (a Yazar's draft). */
    review: editing && CONTENT_LISTS[name].workflow ? ((await reviewState(name, editing.id)) ?? null) : null,
    creating: search.has("yeni"),
    /** The pre-publish checks' warnings of the entry's last save (ADR 067), shown beside the editor. */
    checks: editing ? await lastSaveChecks(name, editing.id) : [],
    editing,
    /** Sirküler only: the form's categories, proposed number, the entry's attachments; the e-bülten draft just made. */
    circular: circular ? await circularFormData(editing, search.get(NEWSLETTER_PARAM), session.admin.email) : undefined,
    deleting: await find(search.get("sil")),
    status: statusMessage(STATUS_TEXT, search.get("durum")),
    movedToBin: search.get("durum") === "silindi",
    binDays: BIN_DAYS,
    seo: await adminSeo(CONTENT_LISTS[name].label, adminListPath(name)),
    /** For the form's search-result preview. */
    siteOrigin: new URL(config().siteUrl).origin,
  };
}

/** The lists whose entries may have English (issue 43), and their kind in english_texts. */
const ENGLISH_LISTS: Partial<Record<ListName, "question" | "circular">> = { sorular: "question", sirkuler: "circular" };

/** After a sirküler's save: the e-bülten draft issue made from it. */
const NEWSLETTER_PARAM = "bulten";

function fail(status: number, error: string, errors: Record<string, string> = {}, values: Record<string, string> = {}) {
  return data({ ok: false as const, error, errors, values, circular: undefined as AttachmentSummary[] | undefined }, { status });
}

const GONE = "Kayıt bulunamadı; başka bir oturumda silinmiş olabilir.";

export async function action({ request, params, url }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const name = listFor(params);
  await refuseList(session, name);
  const list = CONTENT_LISTS[name];
  const path = adminListPath(name);
  // Back to the list as it was: the same search, filter and page.
  const back = (durum: string, extra: Record<string, string> = {}) =>
    redirect(`${path}${listQuery(readListFilters(url.searchParams, list.workflow), { durum, ...extra })}`);
  const form = await readForm(request);
  if (!form) return fail(400, "Form okunamadı.");
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  try {
    if (intent === "sil") {
      const deleted = await removeEntry(name, id, session.admin);
      if (!deleted.ok) return deleted.reason === "gone" ? fail(404, GONE) : fail(403, deleted.message);
      return back("silindi");
    }
    if (intent === REVIEW_INTENTS.ready || intent === REVIEW_INTENTS.sendBack) {
      const done =
        intent === REVIEW_INTENTS.ready
          ? await markReady(name, id, session.admin)
          : await sendBack(name, id, String(form.get(REVIEW_FIELDS.note) ?? ""), session.admin);
      if (done.ok) return back(intent === REVIEW_INTENTS.ready ? "hazir" : "geri-gonderildi");
      if (done.reason === "gone") return fail(404, GONE);
      if (done.reason === "forbidden") return fail(403, done.message);
      return fail(400, "Taslak geri gönderilemedi.", { [REVIEW_FIELDS.note]: done.message });
    }
    if (intent !== "kaydet") return fail(400, "Bilinmeyen işlem.");

    const result = parseForm(entryFormSchema(name), form);
    if (!result.ok) {
      return withCircular(name, form, fail(400, "Kayıt kaydedilemedi: işaretli alanları düzeltin.", result.errors, formValues(form)));
    }
    const saved = await saveEntry(name, id || undefined, entryInputOf(name, result.data), session.admin);
    if (!saved.ok && saved.reason === "gone") return fail(404, GONE, {}, formValues(form));
    if (!saved.ok && saved.reason === "forbidden") return fail(403, saved.message);
    if (!saved.ok) {
      // A schedule in the past is the publish time's problem; a taken title the title's.
      const field =
        saved.reason === "schedule"
          ? WORKFLOW_FIELDS.publishAt
          : saved.reason === "unpublish"
            ? WORKFLOW_FIELDS.unpublishAt
            : saved.reason === "circular"
              ? saved.field
              : list.fields[0].name;
      return withCircular(
        name,
        form,
        fail(400, "Kayıt kaydedilemedi: işaretli alanları düzeltin.", { [field]: saved.message }, formValues(form)),
      );
    }
    const issue: Record<string, string> = "newsletterIssueId" in saved ? { [NEWSLETTER_PARAM]: saved.newsletterIssueId } : {};
    // The pre-publish checks found something (ADR 067): back to the editor, where they are listed beside it.
    const editAgain: Record<string, string> = saved.warnings.length > 0 ? { duzenle: saved.id } : {};
    return back(id ? "guncellendi" : "eklendi", { ...issue, ...editAgain });
  } catch (error) {
    return adminWriteFailed(error, "Kayıt kaydedilemedi", {
      busy: "Veritabanı şu anda başka bir işlem için kilitli; hiçbir şey kaydedilmedi. Lütfen birkaç saniye sonra yeniden deneyin.",
      fields: { ok: false as const, errors: {}, values: formValues(form) },
    });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function AdminListPage({ loaderData, actionData }: Route.ComponentProps) {
  const list = CONTENT_LISTS[loaderData.list];
  const path = adminListPath(loaderData.list);
  const { table, creating, editing, deleting, status, movedToBin, binDays } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const failed = refused && {
    ...refused,
    circular: "circular" in refused ? (refused.circular as AttachmentSummary[] | undefined) : undefined,
  };
  // A failed save shows its form again, with what was typed (its values fill the fields).
  const formEntry =
    editing ??
    (failed?.values.id
      ? {
          id: failed.values.id,
          title: "",
          text: "",
          status: "draft" as const,
          published_at: null,
          meta_description: null,
          cover_media_id: null,
          cover_alt: null,
          unpublish_at: null,
        }
      : undefined);
  const here = listQuery(table.filters);
  const showForm = creating || editing !== undefined || (failed !== undefined && Object.keys(failed.values).length > 0);
  // A save went through: the copy of the form kept in the browser can go.
  useForgetSavedDraft(status === STATUS_TEXT.eklendi || status === STATUS_TEXT.guncellendi);

  return (
    <>
      <div className="admin-title-row">
        <h1>{list.label}</h1>
        {!showForm && (
          <Link to={listQuery(table.filters, { yeni: "" })} className="button">
            Yeni Ekle
          </Link>
        )}
        {loaderData.circular && (
          <Link to={adminPaths.circularCategories} className="button button-outline">
            Kategoriler
          </Link>
        )}
      </div>
      <p role="status" className="admin-status">
        {status}
        <NewsletterDraftMade issue={loaderData.circular?.newsletterIssue} />
        {movedToBin && (
          <>
            {" "}
            <Link to={adminPaths.bin}>Çöp kutusunu aç</Link>
          </>
        )}
      </p>
      <Alert>{failed?.error}</Alert>
      {editing && (loaderData.author || loaderData.review) && (
        <ReviewPanel
          entryId={editing.id}
          review={loaderData.review ?? undefined}
          mode={loaderData.author ? "author" : "editor"}
          noteError={(failed?.errors as Record<string, string> | undefined)?.[REVIEW_FIELDS.note]}
        />
      )}
      {showForm && editing && loaderData.englishKind && <LanguageTabs kind={loaderData.englishKind} itemKey={editing.id} current="tr" />}
      {showForm && editing && <PrepublishWarnings warnings={loaderData.checks} />}
      {showForm && (
        <EntryForm
          // Another entry (a new one saved with warnings opens as itself, ADR 067): the form starts again from it.
          key={formEntry?.id ?? "yeni"}
          list={loaderData.list}
          cancelTo={`${path}${here}`}
          entry={formEntry}
          failed={failed}
          siteOrigin={loaderData.siteOrigin}
          siteName={loaderData.seo.siteName}
          circular={loaderData.circular}
          draftOnly={loaderData.author}
        />
      )}
      {deleting && (
        <ConfirmDelete id={deleting.id} heading="Silinsin mi?" cancelTo={`${path}${here}`}>
          “{deleting.title}” çöp kutusuna taşınacak. {binDays} gün içinde Çöp kutusu’ndan geri yükleyebilirsiniz; bu sürenin sonunda kalıcı
          olarak silinir.
        </ConfirmDelete>
      )}
      <EntryTable view={table} />
    </>
  );
}

const REPEATED_FIELDS = new Set<string>([CIRCULAR_FORM_FIELDS.categories, CIRCULAR_FORM_FIELDS.attachments]);

/**
 * What was typed, to show the form again after a failed write. A repeated
 * name (sirküler's categories and attachments) keeps all its values, joined
 * by line breaks as parseForm joins them.
 */
function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string" || key === "intent") continue;
    values[key] = key in values && REPEATED_FIELDS.has(key) ? `${values[key]}\n${value}` : value;
  }
  return values;
}

/** A refused sirküler keeps the summaries of the attachments it was sent with (the form lists them again). */
async function withCircular(name: ListName, form: FormData, failure: ReturnType<typeof fail>): Promise<ReturnType<typeof fail>> {
  if (listExtra(name) !== "circular") return failure;
  failure.data.circular = await circularFailedData(form.getAll(CIRCULAR_FORM_FIELDS.attachments).filter((id) => typeof id === "string"));
  return failure;
}
