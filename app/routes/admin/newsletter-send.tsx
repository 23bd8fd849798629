import { useEffect } from "react";
import { data, Form, Link, redirect, useRevalidator } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { mailDeliveryOn } from "#app/.server/mail/outbox.ts";
import { adminIssue, adminIssueTopics } from "#app/.server/newsletter/issues.ts";
import { cancelSend, confirmedSubscriberCount, resumeSend, sendProgress, startSend } from "#app/.server/newsletter/sending.ts";
import { newsletterTopics } from "#app/.server/newsletter/topics.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { MailWaitsNotice } from "#app/components/admin/MailWaitsNotice.tsx";
import { adminPaths, newsletterIssuePath, newsletterSendPath } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/newsletter-send";

/** How often the progress is read again while the send goes on (with JavaScript). */
const REFRESH_MS = 3_000;

const STATUS_TEXT: Record<string, string> = {
  baslatildi: "Gönderim başladı.",
  "devam-ediyor": "Gönderim yeniden başladı.",
  "iptal-edildi": "Gönderilmeyen e-postalar iptal edildi.",
};

const n = (value: number) => value.toLocaleString("tr-TR");

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const issue = await adminIssue(params.id);
  if (!issue) throw data("Sayı bulunamadı.", { status: 404 });
  const base = {
    id: issue.id,
    subject: issue.subject,
    status: issue.status,
    deliveryOn: await mailDeliveryOn(),
    notice: statusMessage(STATUS_TEXT, url.searchParams.get("durum")),
    seo: await adminSeo(`Gönder: ${issue.subject}`, newsletterSendPath(issue.id)),
  };
  if (issue.status === "draft") {
    const [topics, chosen] = await Promise.all([newsletterTopics(), adminIssueTopics(issue.id)]);
    const topicNames = topics.filter((topic) => chosen.includes(topic.id)).map((topic) => topic.name);
    return {
      ...base,
      topicNames,
      confirmed: await confirmedSubscriberCount(issue.id),
      progress: undefined,
      cancelling: false,
      started: undefined,
    };
  }
  const progress = await sendProgress(issue.id);
  return {
    ...base,
    topicNames: [] as string[],
    confirmed: undefined,
    progress,
    cancelling: url.searchParams.has("iptal") && (issue.status === "sending" || issue.status === "paused"),
    started: issue.sent_at ? formatTurkishDateTime(issue.sent_at) : undefined,
    finished: issue.finished_at ? formatTurkishDateTime(issue.finished_at) : undefined,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  const intent = form?.get("intent");
  const back = (durum: string) => redirect(withQuery(newsletterSendPath(params.id), { durum }));
  try {
    if (intent === "gonder") {
      const started = await startSend(params.id, session);
      if (!started.ok) return data({ error: started.message }, { status: started.status });
      return back("baslatildi");
    }
    if (intent === "devam") {
      if (!(await resumeSend(params.id, session))) {
        return data({ error: "Bu gönderim duraklatılmış değil; devam ettirilecek bir şey yok." }, { status: 409 });
      }
      return back("devam-ediyor");
    }
    if (intent === "iptal") {
      if (!(await cancelSend(params.id, session))) {
        return data({ error: "Bu gönderim bitmiş ya da zaten iptal edilmiş; iptal edilecek bir şey yok." }, { status: 409 });
      }
      return back("iptal-edildi");
    }
    return data({ error: "Bilinmeyen işlem." }, { status: 400 });
  } catch (error) {
    return adminWriteFailed(error, "İşlem yapılamadı");
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

const STATE_TEXT: Record<string, string> = {
  sending: "Gönderiliyor",
  paused: "Duraklatıldı",
  sent: "Gönderildi",
  cancelled: "İptal edildi",
};

export default function NewsletterSend({ loaderData, actionData }: Route.ComponentProps) {
  const { id, subject, status, progress, notice, deliveryOn } = loaderData;
  const revalidator = useRevalidator();
  const live = status === "sending" || (status === "paused" && progress?.queueingDone === false);
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [live, revalidator]);
  const sendPath = newsletterSendPath(id);

  return (
    <>
      <p className="admin-back">
        <Link to={newsletterIssuePath(id)}>
          <span aria-hidden="true">← </span>
          Sayıya dön
        </Link>
        {" · "}
        <Link to={adminPaths.newsletter}>E-bülten</Link>
      </p>
      <h1>Gönder: {subject}</h1>
      <p role="status" className="admin-status">
        {notice ?? ""}
      </p>
      <Alert>{actionData && "error" in actionData ? actionData.error : undefined}</Alert>
      {status === "draft" ? (
        <ConfirmAction
          className="newsletter-send-confirm"
          headingId="gonder-basligi"
          heading="Sayı gönderilsin mi?"
          action={sendPath}
          intent="gonder"
          confirmLabel="Gönder"
          danger={false}
          disabled={loaderData.confirmed === 0}
          cancelTo={newsletterIssuePath(id)}
        >
          {loaderData.confirmed === 0 ? (
            <p>
              {loaderData.topicNames.length > 0
                ? "Bu sayının konularını alan onaylı abone yok: bu sayı kimseye gönderilemez."
                : "Henüz onaylı abone yok: bu sayı kimseye gönderilemez."}
            </p>
          ) : (
            <p>
              Bu sayı <strong>{n(loaderData.confirmed ?? 0)}</strong> onaylı aboneye gönderilecek. Gönderim başladıktan sonra sayı
              değiştirilemez.
            </p>
          )}
          {loaderData.topicNames.length > 0 && (
            <p>Konuları: {loaderData.topicNames.join(", ")}. Yalnızca bu konulardan birini seçen ve tüm konuları alan aboneler sayıldı.</p>
          )}
          <MailWaitsNotice deliveryOn={deliveryOn} mail="Bu sayının e-postaları" />
        </ConfirmAction>
      ) : (
        progress && (
          <SendProgressView
            id={id}
            status={status}
            progress={progress}
            started={loaderData.started}
            finished={"finished" in loaderData ? loaderData.finished : undefined}
            cancelling={loaderData.cancelling}
          />
        )
      )}
    </>
  );
}

type Progress = NonNullable<Route.ComponentProps["loaderData"]["progress"]>;

function SendProgressView(props: {
  id: string;
  status: string;
  progress: Progress;
  started: string | undefined;
  finished: string | undefined;
  cancelling: boolean;
}) {
  const { id, status, progress: p, cancelling } = props;
  // The cancel confirmation opens below the counts: the focus moves there, so keyboard and screen reader users land on it.
  const confirmHeading = useFocusWhen<HTMLHeadingElement>(cancelling);
  const sendPath = newsletterSendPath(id);
  const done = p.sent + p.failed + p.skipped;
  const open = status === "sending" || status === "paused";
  const summary =
    status === "sent"
      ? `Gönderim tamamlandı: ${n(p.sent)} aboneye gönderildi.`
      : status === "cancelled"
        ? `Gönderim iptal edildi: ${n(p.sent)} aboneye gönderilmişti, ${n(p.cancelled)} e-posta iptal edildi.`
        : status === "paused"
          ? "Gönderim duraklatıldı: art arda SMTP hataları oldu."
          : p.queueingDone
            ? `Gönderiliyor: ${n(done)} / ${n(p.recipients)} tamamlandı.`
            : "E-postalar sıraya alınıyor…";
  return (
    <section aria-labelledby="ilerleme-basligi" className="newsletter-send-progress">
      <h2 id="ilerleme-basligi">
        Durum: {STATE_TEXT[status] ?? status}
        {props.started && <span className="admin-cell-meta"> · Başladı: {props.started}</span>}
        {props.finished && <span className="admin-cell-meta"> · Bitti: {props.finished}</span>}
      </h2>
      <p className="newsletter-send-summary" aria-live="polite">
        {summary}
      </p>
      <label htmlFor="gonderim-ilerleme">
        İlerleme ({n(done)} / {n(p.recipients)})
      </label>
      <progress id="gonderim-ilerleme" max={Math.max(1, p.recipients)} value={Math.min(done, Math.max(1, p.recipients))} />
      <ul className="admin-counts" aria-label="Gönderim sayıları">
        <li>
          <strong>{n(p.recipients)}</strong> Alıcı
        </li>
        <li>
          <strong>{n(p.queued)}</strong> Sıraya alındı
        </li>
        <li>
          <strong>{n(p.sent)}</strong> Gönderildi
        </li>
        <li>
          <strong>{n(p.failed)}</strong> Gönderilemedi
        </li>
        <li>
          <strong>{n(p.skipped)}</strong> Atlandı
        </li>
        <li>
          <strong>{n(p.pending)}</strong> Bekliyor
        </li>
        {p.cancelled > 0 && (
          <li>
            <strong>{n(p.cancelled)}</strong> İptal edildi
          </li>
        )}
      </ul>
      {p.skipped > 0 && (
        <p className="admin-cell-meta">Atlananlar: gönderim sırasında abonelikten çıkan ya da adresi geri dönen aboneler.</p>
      )}
      {status === "paused" && (
        <div className="admin-alert admin-alert-error">
          <p>
            Gönderim, art arda başarısız denemelerden sonra kendiliğinden duraklatıldı. Bekleyen e-postalar gönderilmedi; sitenin kendi
            e-postaları gitmeye devam ediyor.
          </p>
          {p.pausedReason && <p>Son SMTP hatası: {p.pausedReason}</p>}
        </div>
      )}
      {open && !cancelling && (
        <div className="admin-actions">
          {status === "paused" && (
            <Form method="post" action={sendPath}>
              <button type="submit" name="intent" value="devam" className="button">
                Devam et
              </button>
            </Form>
          )}
          <Link to={sendPath} className="button button-outline">
            Yenile
          </Link>
          <Link to={`${sendPath}?iptal=1`} className="button button-danger-outline">
            Gönderilmeyenleri iptal et
          </Link>
        </div>
      )}
      {cancelling && (
        <ConfirmAction
          headingId="iptal-basligi"
          heading="Gönderilmeyenler iptal edilsin mi?"
          headingRef={confirmHeading}
          action={sendPath}
          intent="iptal"
          confirmLabel="Evet, iptal et"
          cancelTo={sendPath}
        >
          <p>
            Henüz gönderilmemiş {n(p.pending)} e-posta iptal edilecek ve gönderilmeyecek. Gönderilmiş olanlar geri alınamaz; bu işlem de
            geri alınamaz.
          </p>
        </ConfirmAction>
      )}
    </section>
  );
}
