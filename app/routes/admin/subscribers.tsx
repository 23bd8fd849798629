import { data, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { mailDeliveryOn } from "#app/.server/mail/outbox.ts";
import {
  eraseSubscriber,
  subscribers as listSubscribers,
  markBouncedByAdmin,
  type WithdrawByAdminResult,
  withdrawByAdmin,
} from "#app/.server/newsletter/subscriptions.ts";
import { topicCounts } from "#app/.server/newsletter/topics.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { MailWaitsNotice } from "#app/components/admin/MailWaitsNotice.tsx";
import { TopicCountsTable } from "#app/components/admin/TopicCountsTable.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import { ALL_TOPICS_TEXT } from "#app/lib/newsletter-topics.ts";
import { withQuery } from "#app/lib/paths.ts";
import type { Route } from "./+types/subscribers";

const PATH = adminPaths.subscribers;
const STATUS_TEXT = { pending: "Onay bekliyor", confirmed: "Onaylandı", unsubscribed: "Ayrıldı", bounced: "Ulaşılamıyor" } as const;
/**
 * The query of the screen: the bounced only (?goster=ulasilamayanlar), the
 * confirmation of a write (?isaretle=, ?geri-al=, ?sil=<id>), and the
 * status line after one (?durum=).
 */
const QUERY = {
  show: "goster",
  bouncedOnly: "ulasilamayanlar",
  mark: "isaretle",
  withdraw: "geri-al",
  erase: "sil",
  status: "durum",
} as const;
/** The form's intents, and the ?durum= value each leaves. */
const INTENT = { mark: "ulasilamiyor", withdraw: "onay-geri-al", erase: "sil" } as const;
const DONE = {
  isaretlendi: "Adres “Ulaşılamıyor” olarak işaretlendi; ona e-bülten gönderilmeyecek.",
  "geri-alindi":
    "Onay geri alındı: adres “Ayrıldı” olarak kaydedildi, ona e-bülten gönderilmeyecek. CSV'de RET olarak yer alıyor; İYS'ye yüklüyorsanız bu satırı yükleyin.",
  silindi: "Abone silindi: adresi ve onay kaydı artık yok, CSV'de de yer almıyor.",
} as const;
const doneText = (value: string | null) => (value !== null && Object.hasOwn(DONE, value) ? DONE[value as keyof typeof DONE] : "");

/** Why a withdrawal changed nothing. */
const WITHDRAW_REFUSED: Record<Exclude<WithdrawByAdminResult, "withdrawn">, { status: number; error: string }> = {
  "not-found": { status: 404, error: "Abone bulunamadı (silinmiş olabilir); hiçbir şey değişmedi." },
  "already-withdrawn": { status: 409, error: "Bu abonenin onayı zaten geri alınmış (abone ayrılmış); hiçbir şey değişmedi." },
  "no-consent": {
    status: 409,
    error: "Bu adres aboneliğini henüz onaylamadı, geri alınacak bir onay yok; hiçbir şey değişmedi. Kaydı kaldırmak için “Sil”i kullanın.",
  },
};

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const all = await listSubscribers();
  const bouncedOnly = url.searchParams.get(QUERY.show) === QUERY.bouncedOnly;
  const shown = bouncedOnly ? all.filter((s) => s.status === "bounced") : all;
  const marking = all.find((s) => s.id === url.searchParams.get(QUERY.mark) && s.status === "confirmed");
  const withdrawing = all.find(
    (s) => s.id === url.searchParams.get(QUERY.withdraw) && (s.status === "confirmed" || s.status === "bounced"),
  );
  const erasing = all.find((s) => s.id === url.searchParams.get(QUERY.erase));
  return {
    subscribers: shown.map((s) => ({
      id: s.id,
      email: s.email,
      status: STATUS_TEXT[s.status],
      confirmed: s.status === "confirmed",
      // A bounce withdrew nothing: the office may still record a withdrawal.
      consentStands: s.status === "confirmed" || s.status === "bounced",
      bounced: s.status === "bounced" ? { at: formatTurkishDateTime(s.bounced_at), reason: s.bounce_reason ?? "–" } : undefined,
      withdrawnAt: s.status === "unsubscribed" && s.unsubscribed_at ? formatTurkishDateTime(s.unsubscribed_at) : undefined,
      consent: formatTurkishDateTime(s.consent_at),
      created: formatTurkishDateTime(s.created_at),
      source: s.source ?? "–",
      consentVersion: s.consent_text_version === null ? "–" : String(s.consent_text_version),
      // The topics as last chosen, and when (ADR 064); a subscriber from before topics consented to all.
      topics: s.topics_text ?? ALL_TOPICS_TEXT,
      topicsAt: s.topics_at ? formatTurkishDateTime(s.topics_at) : undefined,
    })),
    topicCounts: await topicCounts(),
    total: all.length,
    confirmed: all.filter((s) => s.status === "confirmed").length,
    bouncedCount: all.filter((s) => s.status === "bounced").length,
    bouncedOnly,
    deliveryOn: await mailDeliveryOn(),
    marking: marking && { id: marking.id, email: marking.email },
    withdrawing: withdrawing && { id: withdrawing.id, email: withdrawing.email },
    erasing: erasing && {
      id: erasing.id,
      email: erasing.email,
      consentStands: erasing.status === "confirmed" || erasing.status === "bounced",
      withdrawn: erasing.status === "unsubscribed",
    },
    status: doneText(url.searchParams.get(QUERY.status)),
    seo: await adminSeo("Aboneler", PATH),
  };
}

const done = (value: keyof typeof DONE) => redirect(withQuery(PATH, { [QUERY.status]: value }), 303);

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  const intent = form?.get("intent");
  const id = String(form?.get("id") ?? "");
  const by = session.admin.email;
  try {
    switch (intent) {
      case INTENT.mark: {
        if (await markBouncedByAdmin(id, by)) return done("isaretlendi");
        return data(
          {
            error:
              "Bu abone artık onaylı değil (ayrılmış, ulaşılamıyor olarak işaretlenmiş ya da silinmiş olabilir); hiçbir şey değişmedi.",
          },
          { status: 409 },
        );
      }
      case INTENT.withdraw: {
        const result = await withdrawByAdmin(id, by);
        if (result === "withdrawn") return done("geri-alindi");
        const refused = WITHDRAW_REFUSED[result];
        return data({ error: refused.error }, { status: refused.status });
      }
      case INTENT.erase: {
        if (await eraseSubscriber(id, by)) return done("silindi");
        return data({ error: "Abone bulunamadı (zaten silinmiş olabilir); hiçbir şey değişmedi." }, { status: 404 });
      }
      default:
        return data({ error: "Bilinmeyen işlem." }, { status: 400 });
    }
  } catch (error) {
    const failed =
      intent === INTENT.erase ? "Abone silinemedi" : intent === INTENT.withdraw ? "Onay geri alınamadı" : "Adres işaretlenemedi";
    return adminWriteFailed(error, failed);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { subscribers, marking, withdrawing, erasing, bouncedOnly } = loaderData;
  // A confirmation opens above the table: the focus moves there, so keyboard and screen reader users land on it.
  const opened = marking ? `isaretle-${marking.id}` : withdrawing ? `geri-al-${withdrawing.id}` : erasing ? `sil-${erasing.id}` : undefined;
  const confirmHeading = useFocusWhen<HTMLHeadingElement>(opened);
  return (
    <>
      <div className="admin-title-row">
        <h1>Aboneler</h1>
        <a href={adminPaths.subscribersCsv} className="button" download>
          CSV indir
        </a>
      </div>
      <p>
        E-bülten aboneleri: {loaderData.total} kayıt, {loaderData.confirmed} onaylı, {loaderData.bouncedCount} ulaşılamıyor. Yalnızca
        e-postadaki bağlantıyla onaylayan adresler “Onaylandı” görünür ve yalnızca onlara e-bülten gönderilir; onay zamanı ve gösterilen
        onay metninin sürümü, açık rızanın kaydıdır. CSV dosyası İYS'ye yükleme için gereken sütunları da içerir.
      </p>
      <p>
        E-postayla, telefonla ya da İYS üzerinden gelen bir ayrılma isteğini “Onayı geri al” ile, kişisel verilerin silinmesi isteğini “Sil”
        ile kaydedin.
      </p>
      <MailWaitsNotice deliveryOn={loaderData.deliveryOn} mail="Yeni abonelerin onay e-postaları" />
      <p role="status" className="admin-status">
        {actionData ? "" : loaderData.status}
      </p>
      <Alert>{actionData?.error}</Alert>
      {marking && (
        <ConfirmAction
          headingId="isaretleme-basligi"
          heading="Adres ulaşılamıyor olarak işaretlensin mi?"
          headingRef={confirmHeading}
          action={PATH}
          fields={{ id: marking.id }}
          intent="ulasilamiyor"
          confirmLabel="Evet, işaretle"
          cancelTo={PATH}
        >
          <p>
            {marking.email} adresine bundan sonra e-bülten gönderilmeyecek. Adresin sahibi formdan yeniden abone olur ve onay
            bağlantısındaki düğmeyle onaylarsa abonelik yeniden başlar.
          </p>
        </ConfirmAction>
      )}
      {!marking && withdrawing && (
        <ConfirmAction
          headingId="geri-alma-basligi"
          heading="Onay geri alınsın mı?"
          headingRef={confirmHeading}
          action={PATH}
          fields={{ id: withdrawing.id }}
          intent={INTENT.withdraw}
          confirmLabel="Evet, onayı geri al"
          cancelTo={PATH}
        >
          <p>
            {withdrawing.email} adresinin e-bülten onayı, adresin sahibi e-postadaki “Abonelikten çık” bağlantısını açmış gibi geri alınmış
            olarak kaydedilecek: bundan sonra ona e-bülten gönderilmez, sırada bekleyen kopyalar da gönderilmez. CSV'de RET olarak yer alır.
          </p>
          <p>
            Geri almayı sizin kaydettiğiniz İşlem kayıtlarına yazılır. Adresin sahibi yeniden abone olmak isterse formdan abone olup onay
            bağlantısındaki düğmeyle onaylamalıdır.
          </p>
        </ConfirmAction>
      )}
      {!marking && !withdrawing && erasing && (
        <ConfirmAction
          headingId="silme-basligi"
          heading="Abone silinsin mi?"
          headingRef={confirmHeading}
          action={PATH}
          fields={{ id: erasing.id }}
          intent={INTENT.erase}
          confirmLabel="Evet, sil"
          cancelTo={PATH}
        >
          <p>
            {erasing.email} adresi ve onay kaydı (onay ve ayrılma zamanları, sayfa, istemci adresi) kalıcı olarak silinecek. Adrese giden
            e-postaların kopyalarından da adres silinir; geçmiş gönderimlerin sayıları kalır. Silinen adres CSV'de yer almaz.
          </p>
          {erasing.consentStands && (
            <p>
              <strong>Bu adresin onayı hâlâ geçerli.</strong> Onayı İYS'ye yüklediyseniz önce “Onayı geri al” ile geri alın ve CSV'deki RET
              satırını İYS'ye yükleyin, sonra silin.
            </p>
          )}
          {erasing.withdrawn && <p>İYS'ye yüklüyorsanız bu adresin RET satırını silmeden önce yüklediğinizden emin olun.</p>}
        </ConfirmAction>
      )}
      <TopicCountsTable counts={loaderData.topicCounts} headingId="konu-sayilari" />
      <nav aria-label="Abone filtresi" className="subscriber-filter">
        <Link to={PATH} aria-current={bouncedOnly ? undefined : "page"}>
          Tümü ({loaderData.total})
        </Link>
        <Link to={withQuery(PATH, { [QUERY.show]: QUERY.bouncedOnly })} aria-current={bouncedOnly ? "page" : undefined}>
          Ulaşılamayanlar ({loaderData.bouncedCount})
        </Link>
      </nav>
      {subscribers.length === 0 ? (
        <p>{bouncedOnly ? "Ulaşılamayan abone yok." : "Henüz abone yok."}</p>
      ) : (
        <AdminTable
          className="subscriber-table"
          caption={bouncedOnly ? "Ulaşılamayan aboneler" : "Aboneler (en yeni kayıt üstte)"}
          columns={["E-posta", "Durum", "Konular", "Onay zamanı", "Kayıt zamanı", "Sayfa", "Onay metni"]}
        >
          {subscribers.map((s) => (
            <tr key={s.id}>
              <td className="admin-cell-title" data-label="E-posta">
                {s.email}
              </td>
              <td data-label="Durum">
                {s.status}
                {s.withdrawnAt && <span className="subscriber-bounce">{s.withdrawnAt}</span>}
                {s.bounced && (
                  <span className="subscriber-bounce">
                    {s.bounced.at}: {s.bounced.reason}
                  </span>
                )}
              </td>
              <td data-label="Konular">
                {s.topics}
                {s.topicsAt && <span className="subscriber-bounce">Seçim: {s.topicsAt}</span>}
              </td>
              <td data-label="Onay zamanı">{s.consent}</td>
              <td data-label="Kayıt zamanı">{s.created}</td>
              <td className="admin-cell-meta" data-label="Sayfa">
                {s.source}
              </td>
              <td className="admin-cell-meta" data-label="Onay metni">
                {s.consentVersion === "–" ? "–" : `Sürüm ${s.consentVersion}`}
              </td>
              <td className="admin-cell-actions">
                {/* Up to three actions: they wrap, each whole, so that the address keeps its width. */}
                <div className="subscriber-actions">
                  {s.consentStands && (
                    <Link
                      to={withQuery(PATH, { [QUERY.withdraw]: s.id })}
                      className="button button-outline button-small"
                      aria-label={`Onayı geri al: ${s.email}`}
                    >
                      Onayı geri al
                    </Link>
                  )}
                  {s.confirmed && (
                    <Link
                      to={withQuery(PATH, { [QUERY.mark]: s.id })}
                      className="button button-danger-outline button-small"
                      aria-label={`Ulaşılamıyor olarak işaretle: ${s.email}`}
                    >
                      Ulaşılamıyor olarak işaretle
                    </Link>
                  )}
                  <Link
                    to={withQuery(PATH, { [QUERY.erase]: s.id })}
                    className="button button-danger-outline button-small"
                    aria-label={`Sil: ${s.email}`}
                  >
                    Sil
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
