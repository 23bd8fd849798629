import { data, Form, Link, redirect } from "react-router";
import {
  ADMIN_NAME_MAX,
  adminsForScreen,
  INVITE_VALID_HOURS,
  inviteAdmin,
  inviteSchema,
  removeAdmin,
  resendInvite,
} from "#app/.server/accounts/admins.ts";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { mailDeliveryOn } from "#app/.server/mail/outbox.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { parseForm, readForm } from "#app/.server/web/forms.ts";
import { AdminTable, RowAction } from "#app/components/admin/AdminTable.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { MailWaitsNotice } from "#app/components/admin/MailWaitsNotice.tsx";
import { FormField } from "#app/components/FormField.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/admins";

const PATH = adminPaths.admins;

/** What each outcome (?durum=…&id=…) says; `who` is the admin's address. */
const STATUS_TEXT: Record<string, (who: string) => string> = {
  "davet-gonderildi": (who) => `Davet e-postası ${who} adresine gönderildi. Bağlantı ${INVITE_VALID_HOURS} saat geçerli.`,
  "davet-yenilendi": (who) => `${who} adresine yeni bir davet bağlantısı gönderildi; önceki bağlantı artık çalışmaz.`,
  kaldirildi: () => "Yönetici kaldırıldı; açık oturumları kapatıldı.",
  "davet-geri-alindi": () => "Davet geri alındı; bağlantısı artık çalışmaz.",
};

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const admins = await adminsForScreen();
  const find = (id: string | null) => (id ? admins.find((a) => a.id === id) : undefined);
  const status = url.searchParams.get("durum") ?? "";
  const removing = find(url.searchParams.get("kaldir"));
  return {
    admins: admins.map((a) => ({
      id: a.id,
      email: a.email,
      name: a.name,
      you: a.id === session.admin.id,
      created: formatTurkishDateTime(a.createdAt),
      lastSignIn: a.lastSignInAt ? formatTurkishDateTime(a.lastSignInAt) : undefined,
      twoFactor: a.twoFactor,
      invitation: a.invitation && {
        expired: a.invitation.expired,
        expires: a.invitation.expiresAt ? formatTurkishDateTime(a.invitation.expiresAt) : undefined,
      },
    })),
    removing:
      removing && removing.id !== session.admin.id ? { id: removing.id, email: removing.email, pending: !!removing.invitation } : undefined,
    status: statusMessage(STATUS_TEXT, status)?.(find(url.searchParams.get("id"))?.email ?? "yeni yöneticinin"),
    validHours: INVITE_VALID_HOURS,
    nameMax: ADMIN_NAME_MAX,
    deliveryOn: mailDeliveryOn(),
    seo: await adminSeo("Yöneticiler", PATH),
  };
}

type Failure = { error?: string; errors: Record<string, string>; values: Record<string, string> };

const NOTHING_TYPED: Omit<Failure, "error"> = { errors: {}, values: {} };

function fail(status: number, failure: Partial<Failure>) {
  return data({ errors: {}, values: {}, ...failure } satisfies Failure, { status });
}

const REMOVE_REFUSED = {
  self: { status: 403, error: "Kendi hesabınızı kaldıramazsınız." },
  last: { status: 409, error: "Son yönetici kaldırılamaz: panele girebilen başka bir yönetici yok." },
  gone: { status: 404, error: "Yönetici bulunamadı; başka bir oturumda kaldırılmış olabilir." },
  "actor-gone": { status: 401, error: "Hesabınız kaldırılmış; hiçbir şey değişmedi." },
} as const;

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  if (!form) return fail(400, { error: "Form okunamadı." });
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const back = (durum: string, adminId: string) => redirect(`${PATH}?${new URLSearchParams({ durum, id: adminId })}`);
  try {
    if (intent === "davet-et") {
      const result = parseForm(inviteSchema, form);
      if (!result.ok) return fail(400, { errors: result.errors, values: result.values });
      const invited = await inviteAdmin(session, { email: result.data.eposta, name: result.data.ad });
      if (!invited.ok) {
        return fail(409, {
          errors: { eposta: "Bu adresle bir yönetici hesabı zaten var." },
          values: { eposta: result.data.eposta, ad: result.data.ad },
        });
      }
      return back(invited.resent ? "davet-yenilendi" : "davet-gonderildi", invited.adminId);
    }
    if (intent === "yeniden-gonder") {
      const resent = await resendInvite(session, id);
      if (!resent.ok) {
        return resent.reason === "gone"
          ? fail(404, { error: "Davet bulunamadı; geri alınmış olabilir." })
          : fail(409, { error: "Bu davet kabul edilmiş; yönetici artık kendi şifresiyle giriyor." });
      }
      return back("davet-yenilendi", id);
    }
    if (intent === "kaldir") {
      const removed = await removeAdmin(session, id);
      if (!removed.ok) return fail(REMOVE_REFUSED[removed.reason].status, { error: REMOVE_REFUSED[removed.reason].error });
      return redirect(`${PATH}?durum=${removed.wasInvitation ? "davet-geri-alindi" : "kaldirildi"}`);
    }
    return fail(400, { error: "Bilinmeyen işlem." });
  } catch (error) {
    return adminWriteFailed(error, "İşlem yapılamadı", { fields: NOTHING_TYPED });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Admins({ loaderData, actionData }: Route.ComponentProps) {
  const { admins, removing, status, validHours, nameMax, deliveryOn } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  // Kaldır opens its confirmation above the table: the focus moves there, so keyboard and screen reader users land on it.
  const confirmHeading = useFocusWhen<HTMLHeadingElement>(removing?.id);
  return (
    <>
      <h1>Yöneticiler</h1>
      <p>
        Yönetim paneline girebilen kişiler, en eski üstte. Yeni bir yöneticiyi e-postayla davet edin: davet bağlantısı {validHours} saat
        geçerlidir ve yalnızca bir kez kullanılabilir. Kaldırılan yöneticinin açık oturumları hemen kapanır.
      </p>
      <p role="status" className="admin-status">
        {status}
      </p>
      <Alert>{actionData?.error}</Alert>
      {removing && (
        <ConfirmAction
          headingId="kaldirma-basligi"
          heading={removing.pending ? "Davet geri alınsın mı?" : "Yönetici kaldırılsın mı?"}
          headingRef={confirmHeading}
          action={PATH}
          fields={{ id: removing.id }}
          intent="kaldir"
          confirmLabel={removing.pending ? "Evet, geri al" : "Evet, kaldır"}
          cancelTo={PATH}
        >
          <p>
            {removing.pending
              ? `${removing.email} adresine gönderilen davet geri alınacak; bağlantısı artık çalışmayacak.`
              : `${removing.email} yönetim panelinden kaldırılacak ve açık oturumları hemen kapanacak. Bu işlem geri alınamaz; gerekirse yeniden davet edebilirsiniz.`}
          </p>
        </ConfirmAction>
      )}
      <AdminTable
        className="admin-people"
        caption="Yöneticiler (en eski üstte)"
        columns={["E-posta", "Ad", "Eklendi", "Son giriş", "İki adımlı doğrulama"]}
      >
        {admins.map((a) => (
          <tr key={a.id}>
            <td className="admin-cell-title" data-label="E-posta">
              {a.email}
              {a.you && <span className="admin-people-you"> (siz)</span>}
            </td>
            <td data-label="Ad">{a.name || "–"}</td>
            <td className="admin-cell-meta" data-label="Eklendi">
              {a.created}
            </td>
            <td className="admin-cell-meta" data-label="Son giriş">
              {a.invitation ? (
                <>
                  <span className="badge admin-people-pending">Davet bekliyor</span>
                  <span className="admin-people-expiry">
                    {a.invitation.expired ? "Davetin süresi doldu." : `${a.invitation.expires} tarihine kadar geçerli.`}
                  </span>
                </>
              ) : (
                (a.lastSignIn ?? "Henüz giriş yapmadı")
              )}
            </td>
            <td data-label="İki adımlı doğrulama">{a.twoFactor ? "Açık" : "Kapalı"}</td>
            <td className="admin-cell-actions">
              {a.invitation && (
                <RowAction
                  intent="yeniden-gonder"
                  fields={{ id: a.id }}
                  action={PATH}
                  label={`Daveti yeniden gönder: ${a.email}`}
                  buttonClassName="button button-outline button-small"
                >
                  Daveti yeniden gönder
                </RowAction>
              )}
              {!a.you && (
                <Link
                  to={`${PATH}?${new URLSearchParams({ kaldir: a.id })}`}
                  className="button button-danger-outline button-small"
                  aria-label={`${a.invitation ? "Daveti geri al" : "Kaldır"}: ${a.email}`}
                >
                  {a.invitation ? "Daveti geri al" : "Kaldır"}
                </Link>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>

      <section className="admin-form-section" aria-labelledby="davet-basligi">
        <h2 id="davet-basligi">Yönetici davet et</h2>
        <p>Davet edilen kişiye, adını ve şifresini belirleyeceği bir bağlantı e-postayla gönderilir.</p>
        <MailWaitsNotice deliveryOn={deliveryOn} mail="Davet e-postası" />
        <Form method="post" action={PATH} className="admin-form narrow-form" key={status ?? "davet"}>
          <FormField
            idPrefix="davet"
            name="eposta"
            label="E-posta"
            type="email"
            autoComplete="off"
            maxLength={254}
            defaultValue={values.eposta}
            error={errors.eposta}
          />
          <div className={`field${errors.ad ? " has-error" : ""}`}>
            <label htmlFor="davet-ad">Ad (isteğe bağlı)</label>
            <input
              id="davet-ad"
              name="ad"
              type="text"
              autoComplete="off"
              maxLength={nameMax}
              defaultValue={values.ad}
              aria-invalid={errors.ad ? true : undefined}
              aria-describedby={errors.ad ? "davet-ad-hata" : undefined}
            />
            {errors.ad && (
              <p id="davet-ad-hata" className="field-error">
                {errors.ad}
              </p>
            )}
          </div>
          <button type="submit" name="intent" value="davet-et" className="button">
            Davet gönder
          </button>
        </Form>
      </section>
    </>
  );
}
