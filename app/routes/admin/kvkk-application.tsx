/**
 * One KVKK application (issue 42, ADR 055): every field the person gave (the rights by
 * md. 11's words), their documents (downloads for Yönetici and up), the office's notes, and
 * how it ends: the answer written in the editor and sent by e-mail with its files (only to a
 * confirmed address) or marked as posted; a refusal with its reason; closing an unconfirmed
 * one with a reason. Each write is one transaction with its audit row (kvkk/).
 */
import { data, Form, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { removeAnswerFile } from "#app/.server/kvkk/admin-files.ts";
import { addKvkkNote } from "#app/.server/kvkk/admin-notes.ts";
import type { KvkkWriteOutcome } from "#app/.server/kvkk/admin-outcome.ts";
import { kvkkApplicationDetail } from "#app/.server/kvkk/admin-read.ts";
import { answerByEmail, answerByPost, closeApplication, refuseApplication } from "#app/.server/kvkk/answer.ts";
import { mailDeliveryOn } from "#app/.server/mail/outbox.ts";
import { renderRichText } from "#app/.server/text/rich-text.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { KvkkAnswerSection } from "#app/components/admin/kvkk/KvkkAnswerSection.tsx";
import { KvkkDeadlineBadge } from "#app/components/admin/kvkk/KvkkDeadlineBadge.tsx";
import { KvkkFacts } from "#app/components/admin/kvkk/KvkkFacts.tsx";
import { Field } from "#app/components/Field.tsx";
import { RichText } from "#app/components/RichText.tsx";
import { adminPaths, kvkkApplicationPath, kvkkFilePath } from "#app/lib/admin-paths.ts";
import { formatTurkishDate, formatTurkishDateTime } from "#app/lib/dates.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { KVKK_ANSWER_CHANNELS, KVKK_APPLICATION_STATUSES, kvkkLabel } from "#app/lib/kvkk.ts";
import { isKvkkOpen } from "#app/lib/kvkk-admin.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import type { Route } from "./+types/kvkk-application";

/** What the ?durum= after a write says. */
const DONE: Record<string, string> = {
  not: "Not eklendi.",
  eposta: "Yanıt e-posta kuyruğuna alındı; birkaç dakika içinde gönderilir.",
  posta: "Başvuru “posta ile yanıtlandı” olarak işaretlendi.",
  "ret-eposta": "Başvuru reddedildi; gerekçe başvurucuya e-postayla gönderilecek.",
  "ret-posta": "Başvuru reddedildi. Adres doğrulanmadığı için gerekçeyi başvurucuya posta ile gönderin.",
  kapatildi: "Başvuru kapatıldı.",
  "dosya-eklendi": "Dosya yanıta eklendi.",
  "dosya-cikarildi": "Dosya yanıttan çıkarıldı.",
};

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const detail = await kvkkApplicationDetail(params.id);
  if (!detail) throw data("Başvuru bulunamadı.", { status: 404 });
  const { application } = detail;
  return {
    ...detail,
    answerHtml: application.answer_body ? renderRichText(application.answer_body) : undefined,
    done: DONE[url.searchParams.get("durum") ?? ""],
    today: istanbulDay(new Date()),
    mailOn: await mailDeliveryOn(),
    seo: await adminSeo(`KVKK başvurusu ${application.reference}`, kvkkApplicationPath(application.id)),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  const field = (name: string) => String(form?.get(name) ?? "");
  const intent = field("intent");
  const by = session.admin.email;
  const back = (done: string) => redirect(withQuery(kvkkApplicationPath(params.id), { durum: done }));
  const refusedWith = (outcome: Exclude<KvkkWriteOutcome, { ok: true }>) =>
    data(
      { error: outcome.error, intent, values: { yanit: field("yanit"), gerekce: field("gerekce"), not: field("not") } },
      { status: outcome.status },
    );
  try {
    let outcome: KvkkWriteOutcome;
    let done = intent;
    switch (intent) {
      case "not":
        outcome = await addKvkkNote(params.id, field("not"), by);
        break;
      case "eposta":
        outcome = await answerByEmail(params.id, field("yanit"), by);
        break;
      case "posta":
        outcome = await answerByPost(params.id, field("yanit"), field("tarih"), by);
        break;
      case "reddet": {
        const refusal = await refuseApplication(params.id, field("gerekce"), by);
        outcome = refusal;
        done = refusal.via === "post" ? "ret-posta" : "ret-eposta";
        break;
      }
      case "kapat":
        outcome = await closeApplication(params.id, field("gerekce"), by);
        done = "kapatildi";
        break;
      case "dosya-cikar":
        outcome = await removeAnswerFile(params.id, field("dosya"), by);
        done = "dosya-cikarildi";
        break;
      default:
        return data({ error: "Bilinmeyen işlem.", intent, values: undefined }, { status: 400 });
    }
    return outcome.ok ? back(done) : refusedWith(outcome);
  } catch (error) {
    return adminWriteFailed(error, "İşlem kaydedilemedi", { fields: { intent, values: undefined } });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function KvkkApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { application, rights, notes, requestFiles, answerFiles, dayCount, daysLeft, urgency, answerHtml, done, today, mailOn } =
    loaderData;
  const open = isKvkkOpen(application.status);
  const confirmed = application.email_confirmed_at !== null;
  const error = actionData?.error;
  return (
    <>
      <p>
        <Link to={adminPaths.kvkkApplications}>← KVKK başvuruları</Link>
      </p>
      <h1>KVKK başvurusu {application.reference}</h1>
      <p>
        <strong>{kvkkLabel(KVKK_APPLICATION_STATUSES, application.status)}</strong>
        {open && (
          <>
            {" "}
            · {dayCount}. gün · son gün {formatTurkishDate(application.due_on)} ·{" "}
            <KvkkDeadlineBadge urgency={urgency} daysLeft={daysLeft} />
          </>
        )}
      </p>
      <p role="status" className="admin-status">
        {done ?? ""}
      </p>
      <Alert>{error}</Alert>
      {open && !confirmed && (
        <Alert tone="warning">
          Başvurucunun e-posta adresi doğrulanmadı. Süre yine de başvurunun alındığı günden işliyor. Yanıt e-postayla gönderilemez: posta
          ile gönderin ya da başvuruyu gerekçesiyle kapatın.
        </Alert>
      )}
      <KvkkFacts application={application} rights={rights} />

      <section className="admin-form-section" aria-labelledby="belgeler-basligi">
        <h2 id="belgeler-basligi">Başvurucunun belgeleri</h2>
        {requestFiles.length === 0 ? (
          <p>Başvuruyla belge gönderilmedi.</p>
        ) : (
          <ul className="kvkk-files">
            {requestFiles.map((file) => (
              <li key={file.id}>
                <a href={kvkkFilePath(application.id, file.id)} download>
                  {file.file_name}
                </a>{" "}
                <span className="admin-cell-meta">({Math.ceil(file.bytes / 1024).toLocaleString("tr-TR")} KB, indirilir)</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="admin-form-section" aria-labelledby="notlar-basligi">
        <h2 id="notlar-basligi">Notlar</h2>
        {notes.length === 0 ? (
          <p>Henüz not yok.</p>
        ) : (
          <ol className="kvkk-notes">
            {notes.map((note) => (
              <li key={note.id}>
                <p className="admin-cell-meta">
                  {formatTurkishDateTime(note.created_at)} · {note.admin_email}
                </p>
                <p className="kvkk-note-body">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
        <Form method="post" className="admin-form">
          <Field
            id="kvkk-not"
            name="not"
            label="Not ekle"
            multiline
            rows={3}
            maxLength={5000}
            required
            defaultValue={actionData?.intent === "not" ? actionData.values?.not : ""}
          />
          <div className="admin-actions">
            <button type="submit" name="intent" value="not" className="button button-outline">
              Notu ekle
            </button>
          </div>
        </Form>
      </section>

      {open ? (
        <KvkkAnswerSection
          application={{
            id: application.id,
            status: application.status,
            confirmed,
            receivedDay: istanbulDay(new Date(application.received_at)),
          }}
          answerFiles={answerFiles.map((f) => ({ id: f.id, name: f.file_name, bytes: f.bytes, href: kvkkFilePath(application.id, f.id) }))}
          failed={actionData?.values ? { intent: actionData.intent, ...actionData.values } : undefined}
          today={today}
          mailOn={mailOn}
        />
      ) : (
        <section className="admin-form-section" aria-labelledby="sonuc-basligi">
          <h2 id="sonuc-basligi">Sonuç</h2>
          <p>
            {kvkkLabel(KVKK_APPLICATION_STATUSES, application.status)}: {formatTurkishDateTime(application.answered_at)},{" "}
            {application.answered_by}
            {application.answered_via && ` (${kvkkLabel(KVKK_ANSWER_CHANNELS, application.answered_via).toLocaleLowerCase("tr-TR")})`}.
          </p>
          {application.closed_reason && (
            <>
              <h3>Gerekçe</h3>
              <p className="kvkk-note-body">{application.closed_reason}</p>
            </>
          )}
          {answerHtml && (
            <>
              <h3>Yanıt</h3>
              <RichText html={answerHtml} className="kvkk-answer" />
            </>
          )}
          {answerFiles.length > 0 && (
            <>
              <h3>Yanıtın dosyaları</h3>
              <ul className="kvkk-files">
                {answerFiles.map((file) => (
                  <li key={file.id}>
                    <a href={kvkkFilePath(application.id, file.id)} download>
                      {file.file_name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </>
  );
}
