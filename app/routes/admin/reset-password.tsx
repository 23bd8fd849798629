import { data, Form, Link, redirect, useNavigation } from "react-router";
import { newPasswordSchema } from "#app/.server/accounts/password-forms.ts";
import { RESET_VALID_MINUTES, resetPassword, resetTarget } from "#app/.server/accounts/password-reset.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { parseForm, readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { FieldError, fieldErrorId } from "#app/components/Field.tsx";
import { adminPaths, TOKEN_PARAM } from "#app/lib/admin-paths.ts";
import { MIN_PASSWORD_LENGTH } from "#app/lib/form-limits.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import type { RouteHandle } from "#app/root.tsx";
import adminStyles from "#app/styles/admin.css?url";
import type { Route } from "./+types/reset-password";

export const handle: RouteHandle = { hydrate: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/** After the password is set: this page's own "done" state (the link is used up, nobody is signed in). */
const DONE_PARAM = "durum";
const DONE = "degisti";

type PageState = { state: "form"; token: string; email: string } | { state: "invalid" } | { state: "done" };

/** What the page tells about the rules (from the server's own settings). */
const common = async () => ({
  seo: await adminSeo("Şifre yenile", adminPaths.resetPassword),
  minLength: MIN_PASSWORD_LENGTH,
  validHours: RESET_VALID_MINUTES / 60,
});

export async function loader({ url }: Route.LoaderArgs) {
  if (url.searchParams.get(DONE_PARAM) === DONE) return { page: { state: "done" } as PageState, ...(await common()) };
  const token = url.searchParams.get(TOKEN_PARAM) ?? "";
  const target = await resetTarget(token);
  const page: PageState = target ? { state: "form", token, email: target.email } : { state: "invalid" };
  return data({ page, ...(await common()) }, { status: target ? 200 : 400 });
}

export async function action({ request }: Route.ActionArgs) {
  const form = (await readForm(request)) ?? new FormData();
  const token = String(form.get(TOKEN_PARAM) ?? "");
  const target = await resetTarget(token);
  const invalid = () => data({ page: { state: "invalid" } as PageState, errors: {} as Record<string, string> }, { status: 400 });
  if (!target) return invalid();
  const result = parseForm(newPasswordSchema(target.email, (await currentFirm()).settings), form);
  if (!result.ok) {
    // The link stays usable: nothing was changed.
    return data({ page: { state: "form", token, email: target.email } as PageState, errors: result.errors }, { status: 400 });
  }
  if (!(await resetPassword(token, result.data.yeni))) return invalid();
  // Never signs in: the sign-in form (with its second step, when on) comes next.
  return redirect(withQuery(adminPaths.resetPassword, { [DONE_PARAM]: DONE }), 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData?.page ?? loaderData.page;
  const { minLength, validHours } = loaderData;
  return (
    <main className="admin-sign-in" id="icerik">
      <div className="admin-card">
        <p className="admin-brand">{loaderData.seo.siteName}</p>
        {page.state === "done" && <Done />}
        {page.state === "invalid" && <Invalid validHours={validHours} />}
        {page.state === "form" && (
          <NewPasswordForm token={page.token} email={page.email} minLength={minLength} errors={actionData?.errors ?? {}} />
        )}
      </div>
    </main>
  );
}

function Done() {
  return (
    <>
      <h1>Şifreniz değiştirildi</h1>
      <p role="status" className="admin-status">
        Şifreniz değiştirildi. Yeni şifrenizle giriş yapın.
      </p>
      <p>Açık olan bütün oturumlarınız kapatıldı ve e-posta adresinize bir bilgilendirme gönderildi.</p>
      <p className="admin-sign-in-help">
        <Link to={adminPaths.signIn} className="button">
          Giriş yap
        </Link>
      </p>
    </>
  );
}

function Invalid({ validHours }: { validHours: number }) {
  return (
    <>
      <h1>Bağlantı geçersiz</h1>
      <Alert>Bu şifre yenileme bağlantısı kullanılamıyor: daha önce kullanılmış, süresi dolmuş ya da eksik kopyalanmış olabilir.</Alert>
      <p>Bağlantılar {validHours} saat geçerlidir ve yalnızca bir kez kullanılabilir. Yeni bir bağlantı isteyebilirsiniz.</p>
      <p className="admin-sign-in-help">
        <Link to={adminPaths.forgotPassword}>Yeni bağlantı iste</Link>
      </p>
    </>
  );
}

function PasswordField(props: { name: string; label: string; error?: string; hintId?: string }) {
  const id = `sifre-yenile-${props.name}`;
  const errorId = fieldErrorId(id);
  const describedBy = [props.hintId, props.error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${props.error ? " has-error" : ""}`}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type="password"
        autoComplete="new-password"
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError id={id} error={props.error} />
    </div>
  );
}

function NewPasswordForm(props: { token: string; email: string; minLength: number; errors: Record<string, string> }) {
  const { token, email, minLength, errors } = props;
  const navigation = useNavigation();
  return (
    <>
      <h1>Yeni şifre belirleyin</h1>
      <p>
        Hesap: <strong className="reset-account">{email}</strong>
      </p>
      <Form method="post" className="admin-form">
        <input type="hidden" name={TOKEN_PARAM} value={token} />
        {/* Lets a password manager store the new password under the right account. */}
        <input type="text" name="kullanici" autoComplete="username" value={email} readOnly hidden />
        <PasswordField name="yeni" label="Yeni şifre" error={errors.yeni} hintId="sifre-kurallari" />
        <ul id="sifre-kurallari" className="password-rules">
          <li>En az {minLength} karakter.</li>
          <li>Sık kullanılan ya da kolay tahmin edilen şifreler (art arda rakamlar, klavye dizileri, tarihler gibi) kabul edilmez.</li>
          <li>E-posta adresinizi ya da firmanın adını içermemeli.</li>
          <li>Birkaç kelimeyi birleştiren uzun bir şifre hem güçlü hem akılda kalıcıdır.</li>
        </ul>
        <PasswordField name="tekrar" label="Yeni şifre (tekrar)" error={errors.tekrar} />
        <button type="submit" className="button" disabled={navigation.state !== "idle"}>
          Şifreyi kaydet
        </button>
      </Form>
      <p>Şifreniz değişince açık olan bütün oturumlarınız kapanır; sonra yeni şifrenizle giriş yaparsınız.</p>
    </>
  );
}
