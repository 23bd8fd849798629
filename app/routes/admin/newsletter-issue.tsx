/**
 * One e-bülten issue. A draft: its form (IssueForm), the preview of the
 * saved e-mail at phone and desktop width, "Deneme gönder" to the signed-in
 * admin, "Sil" with its confirmation, and the way to the send screen. An
 * issue whose send began is read-only: what was sent, its state, and a link
 * to its progress.
 */
import { data, Form, Link } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { mailDeliveryOn } from "#app/.server/mail/outbox.ts";
import { handleIssueForm } from "#app/.server/newsletter/issue-form.ts";
import { adminIssue, adminIssueTopics, ISSUE_LIMITS, issuePreview, recentItemChoices } from "#app/.server/newsletter/issues.ts";
import { newsletterTopics } from "#app/.server/newsletter/topics.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmDelete } from "#app/components/admin/ConfirmDelete.tsx";
import { IssueForm } from "#app/components/admin/IssueForm.tsx";
import { IssuePreview } from "#app/components/admin/IssuePreview.tsx";
import { useForgetSavedDraft } from "#app/components/admin/local-draft.ts";
import { MailWaitsNotice } from "#app/components/admin/MailWaitsNotice.tsx";
import { adminPaths, newsletterIssuePath, newsletterSendPath } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import { ISSUE_STATUS_LABELS, ISSUE_STATUS_PARAM, PREVIEW_WIDTH_PARAM, previewWidthOf } from "#app/lib/newsletter-issue-form.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/newsletter-issue";

/** Status messages after a write; "deneme" names the address (the loader fills it in). */
const STATUS_TEXT: Record<string, string> = {
  eklendi: "Taslak kaydedildi.",
  guncellendi: "Değişiklikler kaydedildi.",
  "eklendi-kayitlar": "Seçilen kayıtlar içeriğin sonuna eklendi ve taslak kaydedildi.",
  deneme: "Deneme e-postası {adres} adresine gönderilmek üzere sıraya alındı.",
};
const SAVED = new Set(["eklendi", "guncellendi", "eklendi-kayitlar"]);

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const issue = params.id.length <= 100 ? await adminIssue(params.id) : undefined;
  if (!issue) throw data(null, { status: 404 });
  const draft = issue.status === "draft";
  const code = url.searchParams.get(ISSUE_STATUS_PARAM);
  const [topics, issueTopics] = await Promise.all([newsletterTopics(), adminIssueTopics(issue.id)]);
  return {
    topics,
    issue: {
      id: issue.id,
      subject: issue.subject,
      preheader: issue.preheader,
      body: issue.body,
      topics: issueTopics,
      topicNames: topics.filter((topic) => issueTopics.includes(topic.id)).map((topic) => topic.name),
      status: issue.status,
      statusText: ISSUE_STATUS_LABELS[issue.status],
      updated: formatTurkishDateTime(issue.updated_at),
      version: issue.updated_at,
      sent: issue.sent_at ? formatTurkishDateTime(issue.sent_at) : undefined,
    },
    draft,
    deleting: draft && url.searchParams.has("sil"),
    recent: draft ? await recentItemChoices() : [],
    limits: ISSUE_LIMITS,
    preview: {
      text: (await issuePreview(issue, session.admin.email)).text,
      width: previewWidthOf(url.searchParams.get(PREVIEW_WIDTH_PARAM)),
    },
    status: statusMessage(STATUS_TEXT, code)?.replace("{adres}", session.admin.email),
    saved: code !== null && SAVED.has(code),
    deliveryOn: await mailDeliveryOn(),
    seo: await adminSeo(`E-bülten: ${issue.subject}`, newsletterIssuePath(issue.id)),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  return handleIssueForm(request, session, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function NewsletterIssuePage({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, draft, deleting, recent, limits, preview, status, saved, deliveryOn, topics } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  // A save went through: the copy of the form kept in the browser can go.
  useForgetSavedDraft(saved);

  return (
    <>
      <p className="admin-back">
        <Link to={adminPaths.newsletter}>← E-bülten</Link>
      </p>
      <div className="admin-title-row">
        <h1>{draft ? "Sayı taslağı" : issue.subject}</h1>
        <span className={`issue-status issue-status-${issue.status}`}>{issue.statusText}</span>
      </div>
      <p role="status" className="admin-status">
        {status}
      </p>
      <Alert>{failed?.error}</Alert>
      {deleting && (
        <ConfirmDelete id={issue.id} heading="Taslak silinsin mi?" cancelTo={newsletterIssuePath(issue.id)}>
          “{issue.subject}” taslağı kalıcı olarak silinecek; geri alınamaz.
        </ConfirmDelete>
      )}
      {draft ? (
        <IssueForm issue={issue} failed={failed} recent={recent} limits={limits} topics={topics} cancelTo={adminPaths.newsletter} />
      ) : (
        <section className="issue-summary" aria-labelledby="sayi-bilgileri">
          <h2 id="sayi-bilgileri">Gönderilen sayı</h2>
          <dl className="issue-facts">
            <dt>Konu</dt>
            <dd>{issue.subject}</dd>
            <dt>Ön metin</dt>
            <dd>{issue.preheader || "Yok"}</dd>
            <dt>Konular</dt>
            <dd>{issue.topicNames.length > 0 ? issue.topicNames.join(", ") : "Yok (bütün abonelere)"}</dd>
            <dt>Durum</dt>
            <dd>{issue.statusText}</dd>
            <dt>Gönderimin başladığı zaman</dt>
            <dd>{issue.sent ?? "–"}</dd>
          </dl>
          <p>
            Gönderimi başlamış bir sayı değiştirilemez; aşağıda gönderilen hâli gösteriliyor.{" "}
            <Link to={newsletterSendPath(issue.id)}>Gönderim durumunu görüntüle</Link>
          </p>
        </section>
      )}
      <IssuePreview
        issueId={issue.id}
        version={issue.version}
        width={preview.width}
        text={preview.text}
        note={
          draft
            ? `Kaydedilmiş hâli gösteriliyor (son kayıt: ${issue.updated}); kaydedilmemiş değişiklikler önizlemede görünmez. Alıcı olarak sizin adresiniz kullanıldı; abonelere giden her kopyada alıcının kendi adresi ve abonelikten çıkma bağlantısı yer alır.`
            : "Gönderilen hâli gösteriliyor. Alıcı olarak sizin adresiniz kullanıldı; her abonenin kopyasında kendi adresi ve abonelikten çıkma bağlantısı yer alır."
        }
      >
        {draft && <MailWaitsNotice deliveryOn={deliveryOn} mail="Deneme e-postası" />}
        {draft && (
          <Form method="post" className="admin-actions issue-test-send">
            <p className="field-hint" id="deneme-ipucu">
              Kaydedilmiş hâli, konusunun başında “[Deneme]” ile yalnızca sizin adresinize gönderilir.
            </p>
            <button type="submit" name="intent" value="deneme" className="button button-outline" aria-describedby="deneme-ipucu">
              Deneme gönder
            </button>
          </Form>
        )}
      </IssuePreview>
    </>
  );
}
