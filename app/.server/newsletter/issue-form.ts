/**
 * The e-bülten issue form's action, shared by the list (a new issue,
 * /adminpanel/bulten?yeni) and an issue's own screen: "Taslağı kaydet",
 * "Seçilenleri ekle" (the no-JavaScript way: the chosen items are appended
 * and the draft saved), "Deneme gönder" and the confirmed "Evet, sil". A
 * refused form is answered with the typed values and a message per field;
 * nothing changes.
 */
import { data, redirect } from "react-router";
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import {
  type IssueInput,
  removeIssueDraft,
  type SaveIssueResult,
  saveIssueDraft,
  saveIssueWithRecentItems,
  sendTestIssue,
} from "#app/.server/newsletter/issues.ts";
import { adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { adminPaths, newsletterIssuePath } from "#app/lib/admin-paths.ts";
import { ISSUE_FIELDS, ISSUE_STATUS_PARAM, type IssueText } from "#app/lib/newsletter-issue-form.ts";
import { withQuery } from "#app/lib/paths.ts";

export type IssueFormFailure = { ok: false; error: string; errors: Record<string, string>; values: Record<string, string> };

function fail(status: number, error: string, errors: Record<string, string> = {}, values: Record<string, string> = {}) {
  return data<IssueFormFailure>({ ok: false, error, errors, values }, { status });
}

const LOCKED = "Bu sayı artık taslak değil (gönderimi başladı) ya da silinmiş; değişiklik kaydedilmedi.";
const REFUSED = "Sayı kaydedilemedi: işaretli alanları düzeltin.";

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** What was typed, to show the form again after a refused write. */
function typed(form: FormData): Record<string, string> {
  return {
    [ISSUE_FIELDS.subject]: field(form, ISSUE_FIELDS.subject),
    [ISSUE_FIELDS.preheader]: field(form, ISSUE_FIELDS.preheader),
    [ISSUE_FIELDS.body]: field(form, ISSUE_FIELDS.body),
    [ISSUE_FIELDS.topics]: topicsOf(form).join("\n"),
  };
}

/** The topics ticked (ids; the use case keeps only existing ones). */
const topicsOf = (form: FormData) =>
  form
    .getAll(ISSUE_FIELDS.topics)
    .filter((id): id is string => typeof id === "string" && id.length > 0 && id.length <= 100)
    .slice(0, 200);

const inputOf = (form: FormData): IssueInput => ({
  subject: field(form, ISSUE_FIELDS.subject),
  preheader: field(form, ISSUE_FIELDS.preheader),
  body: field(form, ISSUE_FIELDS.body),
  topics: topicsOf(form),
});

/** The form's names for the use case's fields (konu, on_metin, icerik). */
function fieldErrors(errors: Partial<Record<keyof IssueText, string>>): Record<string, string> {
  const named: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) if (message) named[ISSUE_FIELDS[key as keyof IssueText]] = message;
  return named;
}

const toIssue = (id: string, status: string) => redirect(withQuery(newsletterIssuePath(id), { [ISSUE_STATUS_PARAM]: status }));

function saved(result: SaveIssueResult, form: FormData, status: string) {
  if (result.ok) return toIssue(result.id, status);
  if (result.reason === "locked") return fail(409, LOCKED, {}, typed(form));
  return fail(400, REFUSED, fieldErrors(result.errors), typed(form));
}

/** Handles the form's POST for the issue `id` (undefined: the list's new issue). */
export async function handleIssueForm(request: Request, session: ActiveSession, id: string | undefined) {
  const form = await readForm(request);
  if (!form) return fail(400, "Form okunamadı. Lütfen sayfayı yenileyip yeniden deneyin.");
  const intent = field(form, "intent");
  const email = session.admin.email;
  try {
    switch (intent) {
      case "kaydet":
        return saved(await saveIssueDraft(id, inputOf(form), email), form, id ? "guncellendi" : "eklendi");
      case "ekle": {
        const keys = form.getAll(ISSUE_FIELDS.recent).filter((k): k is string => typeof k === "string");
        if (keys.length === 0)
          return fail(400, "Eklenecek kayıt seçilmedi.", { [ISSUE_FIELDS.recent]: "En az bir kayıt seçin." }, typed(form));
        return saved(await saveIssueWithRecentItems(id, inputOf(form), keys, email), form, "eklendi-kayitlar");
      }
      case "deneme": {
        if (!id) return fail(400, "Deneme göndermek için önce taslağı kaydedin.");
        const sent = await sendTestIssue(id, session);
        if (!sent.ok) return fail(404, "Sayı bulunamadı; başka bir oturumda silinmiş olabilir.");
        return toIssue(id, "deneme");
      }
      case "sil": {
        if (!id || !(await removeIssueDraft(id, email)))
          return fail(409, "Yalnızca taslaklar silinebilir; bu sayı taslak değil ya da silinmiş.");
        return redirect(withQuery(adminPaths.newsletter, { [ISSUE_STATUS_PARAM]: "silindi" }));
      }
      default:
        return fail(400, "Bilinmeyen işlem.");
    }
  } catch (error) {
    const answer = adminWriteFailed(error, "İşlem tamamlanamadı");
    return fail(answer.init?.status ?? 500, answer.data.error, {}, typed(form));
  }
}
