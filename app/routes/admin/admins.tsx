import { data, Form, Link, redirect, useNavigation } from "react-router";
import { twoFactorRequired } from "#app/.server/accounts/access.ts";
import { type Actor, accountActions } from "#app/.server/accounts/account-actions.ts";
import {
  ADMIN_NAME_MAX,
  type AdminListing,
  adminsForScreen,
  INVITE_VALID_HOURS,
  inviteAdmin,
  inviteSchema,
  removeAdmin,
  resendInvite,
  roleField,
  roleRefusal,
} from "#app/.server/accounts/admins.ts";
import { changeRole, setTwoFactorRequired, transferOwnership } from "#app/.server/accounts/roles.ts";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { mailDeliveryOn } from "#app/.server/mail/outbox.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { parseForm, readForm } from "#app/.server/web/forms.ts";
import { AdminTable, RowAction } from "#app/components/admin/AdminTable.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { OwnershipTransfer } from "#app/components/admin/admins/OwnershipTransfer.tsx";
import { RequireTwoFactor } from "#app/components/admin/admins/RequireTwoFactor.tsx";
import { RoleChoice } from "#app/components/admin/admins/RoleChoice.tsx";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { MailWaitsNotice } from "#app/components/admin/MailWaitsNotice.tsx";
import { Field, FieldError } from "#app/components/Field.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { passRetryAfter } from "#app/lib/headers.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import { assignableRoles, ROLE_LABELS } from "#app/lib/roles.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/admins";

const PATH = adminPaths.admins;

/** What each outcome (?durum=…&id=…) says; `who` is the admin's address, `role` their role's name now. */
const STATUS_TEXT: Record<string, (who: string, role: string) => string> = {
  "davet-gonderildi": (who, role) =>
    `Davet e-postası ${who} adresine gönderildi (rol: ${role}). Bağlantı ${INVITE_VALID_HOURS} saat geçerli.`,
  "davet-yenilendi": (who) => `${who} adresine yeni bir davet bağlantısı gönderildi; önceki bağlantı artık çalışmaz.`,
  kaldirildi: () => "Yönetici kaldırıldı; açık oturumları kapatıldı.",
  "davet-geri-alindi": () => "Davet geri alındı; bağlantısı artık çalışmaz.",
  "rol-degisti": (who, role) => `${who} hesabının rolü artık ${role}.`,
  "sahiplik-devredildi": (who) => `Sahiplik ${who} hesabına devredildi; siz artık Yöneticisiniz.`,
  "iki-adim-zorunlu": () => "İki adımlı doğrulama artık bütün yöneticiler için zorunlu.",
  "iki-adim-serbest": () => "İki adımlı doğrulama artık zorunlu değil.",
};

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const admins = await adminsForScreen();
  const find = (id: string | null) => (id ? admins.find((a) => a.id === id) : undefined);
  const status = url.searchParams.get("durum") ?? "";
  const me: Actor = { id: session.admin.id, role: session.admin.role };
  // What the use cases allow (accounts/account-actions.ts), asked of the same rules they enforce.
  const actions = (a: AdminListing) => accountActions(me, { id: a.id, role: a.role, pending: a.invitation !== undefined });
  const removing = find(url.searchParams.get("kaldir"));
  const changing = find(url.searchParams.get("rol"));
  const shown = find(url.searchParams.get("id"));
  return {
    admins: admins.map((a) => ({
      id: a.id,
      email: a.email,
      name: a.name,
      role: ROLE_LABELS[a.role],
      ...actions(a),
      you: a.id === session.admin.id,
      created: formatTurkishDateTime(a.createdAt),
      lastSignIn: a.lastSignInAt ? formatTurkishDateTime(a.lastSignInAt) : undefined,
      twoFactor: a.twoFactor,
      invitation: a.invitation && {
        expired: a.invitation.expired,
        expires: a.invitation.expiresAt ? formatTurkishDateTime(a.invitation.expiresAt) : undefined,
      },
    })),
    removing: removing && actions(removing).remove ? { id: removing.id, email: removing.email, pending: !!removing.invitation } : undefined,
    changing: changing && actions(changing).changeRole ? { id: changing.id, email: changing.email, role: changing.role } : undefined,
    assignable: assignableRoles(me.role),
    transfer:
      me.role === "owner"
        ? {
            targets: admins
              .filter((a) => a.id !== me.id && !a.invitation)
              .map((a) => ({ id: a.id, label: `${a.name ? `${a.name} – ` : ""}${a.email} (${ROLE_LABELS[a.role]})` })),
            twoFactor: session.twoFactor,
          }
        : undefined,
    requireTwoFactor: {
      on: await twoFactorRequired(),
      lacking: admins.filter((a) => !a.invitation && !a.twoFactor).length,
    },
    status: statusMessage(STATUS_TEXT, status)?.(shown?.email ?? "yeni yöneticinin", shown ? ROLE_LABELS[shown.role] : ""),
    validHours: INVITE_VALID_HOURS,
    nameMax: ADMIN_NAME_MAX,
    deliveryOn: await mailDeliveryOn(),
    seo: await adminSeo("Yöneticiler", PATH),
  };
}

type Failure = { error?: string; errors: Record<string, string>; values: Record<string, string> };

const NOTHING_TYPED: Omit<Failure, "error"> = { errors: {}, values: {} };

function fail(status: number, failure: Partial<Failure>, retryAfter?: number) {
  const headers = retryAfter ? { "Retry-After": String(retryAfter) } : undefined;
  return data({ errors: {}, values: {}, ...failure } satisfies Failure, { status, headers });
}

const REMOVE_REFUSED = {
  self: { status: 403, error: "Kendi hesabınızı kaldıramazsınız." },
  owner: { status: 403, error: "Sahip kaldırılamaz. Önce sahipliği başka bir yöneticiye devredin." },
  "not-owner": { status: 403, error: "Panele girebilen bir yöneticiyi yalnızca Sahip kaldırabilir." },
  above: { status: 403, error: "Rolü sizinkinden yüksek bir yöneticinin davetini geri alamazsınız." },
  last: { status: 409, error: "Son yönetici kaldırılamaz: panele girebilen başka bir yönetici yok." },
  gone: { status: 404, error: "Yönetici bulunamadı; başka bir oturumda kaldırılmış olabilir." },
  "actor-gone": { status: 401, error: "Hesabınız kaldırılmış; hiçbir şey değişmedi." },
} as const;

const ROLE_REFUSED = {
  owner: { status: 403, error: roleRefusal("owner") },
  "owner-fixed": { status: 403, error: "Sahip'in rolü değiştirilemez. Sahip başka bir yöneticiye sahipliği devrederek Yönetici olur." },
  above: { status: 403, error: "Rolü sizinkinden yüksek bir yöneticinin rolünü değiştiremezsiniz." },
  "too-high": { status: 403, error: "Kimseye kendi rolünüzden yüksek bir rol veremezsiniz." },
  gone: { status: 404, error: "Yönetici bulunamadı; başka bir oturumda kaldırılmış olabilir." },
  "actor-gone": { status: 401, error: "Hesabınız kaldırılmış; hiçbir şey değişmedi." },
} as const;

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  if (!form) return fail(400, { error: "Form okunamadı." });
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const back = (durum: string, adminId: string) => redirect(withQuery(PATH, { durum, id: adminId }));
  try {
    if (intent === "davet-et") {
      const result = parseForm(inviteSchema, form);
      if (!result.ok) return fail(400, { errors: result.errors, values: result.values });
      const typed = { eposta: result.data.eposta, ad: result.data.ad, rol: result.data.rol };
      const invited = await inviteAdmin(session, { email: result.data.eposta, name: result.data.ad, role: result.data.rol });
      if (!invited.ok) {
        switch (invited.reason) {
          case "exists":
            return fail(409, { errors: { eposta: "Bu adresle bir yönetici hesabı zaten var." }, values: typed });
          case "role":
            return fail(403, { errors: { rol: roleRefusal(result.data.rol) }, values: typed });
          case "above":
            return fail(403, {
              errors: { eposta: "Bu adrese sizinkinden yüksek bir rolle davet gönderilmiş; yenileyemezsiniz." },
              values: typed,
            });
          case "actor-gone":
            return fail(401, { error: REMOVE_REFUSED["actor-gone"].error });
        }
      }
      return back(invited.resent ? "davet-yenilendi" : "davet-gonderildi", invited.adminId);
    }
    if (intent === "yeniden-gonder") {
      const resent = await resendInvite(session, id);
      if (!resent.ok) {
        switch (resent.reason) {
          case "gone":
            return fail(404, { error: "Davet bulunamadı; geri alınmış olabilir." });
          case "accepted":
            return fail(409, { error: "Bu davet kabul edilmiş; yönetici artık kendi şifresiyle giriyor." });
          case "above":
            return fail(403, { error: "Rolü sizinkinden yüksek bir davetin bağlantısını yenileyemezsiniz." });
          case "actor-gone":
            return fail(401, { error: REMOVE_REFUSED["actor-gone"].error });
        }
      }
      return back("davet-yenilendi", id);
    }
    if (intent === "kaldir") {
      const removed = await removeAdmin(session, id);
      if (!removed.ok) return fail(REMOVE_REFUSED[removed.reason].status, { error: REMOVE_REFUSED[removed.reason].error });
      return redirect(withQuery(PATH, { durum: removed.wasInvitation ? "davet-geri-alindi" : "kaldirildi" }));
    }
    if (intent === "rol-degistir") {
      const role = roleField.safeParse(form.get("rol"));
      if (!role.success) return fail(400, { errors: { yeniRol: "Bir rol seçin." }, values: { id } });
      const changed = await changeRole(session, id, role.data);
      if (!changed.ok) return fail(ROLE_REFUSED[changed.reason].status, { error: ROLE_REFUSED[changed.reason].error, values: { id } });
      return back("rol-degisti", id);
    }
    if (intent === "sahiplik-devret") {
      const target = String(form.get("hedef") ?? "");
      const password = String(form.get("sifre") ?? "");
      if (!password) return fail(400, { errors: { sifre: "Şifrenizi girin." }, values: { hedef: target } });
      const transferred = await transferOwnership(session, target, password, String(form.get("kod") ?? "").trim());
      if (!transferred.ok) {
        const { form: error, ...errors } = transferred.errors;
        return fail(transferred.status, { error, errors, values: { hedef: target } }, transferred.retryAfter);
      }
      return back("sahiplik-devredildi", target);
    }
    if (intent === "iki-adim-zorunlu") {
      const on = form.get("zorunlu") === "1";
      const result = await setTwoFactorRequired(session, on);
      if (!result.ok) return fail(result.status, { error: result.error });
      return redirect(withQuery(PATH, { durum: on ? "iki-adim-zorunlu" : "iki-adim-serbest" }));
    }
    return fail(400, { error: "Bilinmeyen işlem." });
  } catch (error) {
    return adminWriteFailed(error, "İşlem yapılamadı", { fields: NOTHING_TYPED });
  }
}

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Admins({ loaderData, actionData }: Route.ComponentProps) {
  const { admins, removing, changing, assignable, transfer, requireTwoFactor, status, validHours, nameMax, deliveryOn } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const busy = useNavigation().state !== "idle";
  // Kaldır and Rolü değiştir open their step above the table: the focus moves there, so keyboard and screen reader users land on it.
  const confirmHeading = useFocusWhen<HTMLHeadingElement>(removing?.id);
  const roleHeading = useFocusWhen<HTMLHeadingElement>(changing?.id);
  return (
    <>
      <h1>Yöneticiler</h1>
      <p>
        Yönetim paneline girebilen kişiler, en eski üstte, rolleriyle. Yeni bir yöneticiyi e-postayla ve bir rolle davet edin: davet
        bağlantısı {validHours} saat geçerlidir ve yalnızca bir kez kullanılabilir. Kimseye kendi rolünüzden yüksek bir rol veremezsiniz;
        panele girebilen bir yöneticiyi yalnızca Sahip kaldırabilir. Kaldırılan yöneticinin açık oturumları hemen kapanır.
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
      {changing && (
        <section className="admin-confirm" aria-labelledby="rol-basligi">
          <h2 id="rol-basligi" ref={roleHeading} tabIndex={-1}>
            Rolü değiştir: {changing.email}
          </h2>
          <p>Yeni rol hemen geçerli olur; açık oturumları da yeni rolle devam eder.</p>
          <Form method="post" action={withQuery(PATH, { rol: changing.id })} className="admin-form">
            <input type="hidden" name="id" value={changing.id} />
            <RoleChoice idPrefix="rol-degistir" roles={assignable} checked={changing.role} error={errors.yeniRol} legend="Yeni rol" />
            <div className="admin-actions">
              <button type="submit" name="intent" value="rol-degistir" className="button" disabled={busy}>
                Rolü kaydet
              </button>
              <Link to={PATH} className="button button-outline">
                Vazgeç
              </Link>
            </div>
          </Form>
        </section>
      )}
      <AdminTable
        className="admin-people"
        caption="Yöneticiler (en eski üstte)"
        columns={["E-posta", "Ad", "Rol", "Eklendi", "Son giriş", "İki adımlı doğrulama"]}
      >
        {admins.map((a) => (
          <tr key={a.id}>
            <td className="admin-cell-title" data-label="E-posta">
              {a.email}
              {a.you && <span className="admin-people-you"> (siz)</span>}
            </td>
            <td data-label="Ad">{a.name || "–"}</td>
            <td data-label="Rol">{a.role}</td>
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
              {a.resend && (
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
              {a.changeRole && (
                <Link
                  to={withQuery(PATH, { rol: a.id })}
                  className="button button-outline button-small"
                  aria-label={`Rolü değiştir: ${a.email}`}
                >
                  Rolü değiştir
                </Link>
              )}
              {a.remove && (
                <Link
                  to={withQuery(PATH, { kaldir: a.id })}
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
          <Field
            id="davet-eposta"
            name="eposta"
            label="E-posta"
            type="email"
            autoComplete="off"
            maxLength={254}
            defaultValue={values.eposta}
            error={errors.eposta}
            required
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
            <FieldError id="davet-ad" error={errors.ad} />
          </div>
          <RoleChoice idPrefix="davet" roles={assignable} checked={values.rol} error={errors.rol} />
          <button type="submit" name="intent" value="davet-et" className="button">
            Davet gönder
          </button>
        </Form>
      </section>

      <RequireTwoFactor view={requireTwoFactor} busy={busy} />
      {transfer && <OwnershipTransfer view={transfer} errors={errors} values={values} busy={busy} />}
    </>
  );
}
