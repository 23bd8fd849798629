import { data, Form, Link, redirect, useNavigation } from "react-router";
import { acceptInvitation, invitationFor, inviteeNameSchema } from "#app/.server/accounts/admins.ts";
import { sessionCookie } from "#app/.server/accounts/cookie.ts";
import { newPasswordSchema } from "#app/.server/accounts/password-forms.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { clientIpContext } from "#app/.server/platform/request-context.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { parseForm, readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { LoadingOverlay } from "#app/components/admin/LoadingOverlay.tsx";
import { FieldError } from "#app/components/Field.tsx";
import { adminPaths, TOKEN_PARAM } from "#app/lib/admin-paths.ts";
import { MIN_PASSWORD_LENGTH } from "#app/lib/form-limits.ts";
import { metaTags } from "#app/lib/meta.ts";
import { ROLE_LABELS, ROLE_SUMMARIES, type Role } from "#app/lib/roles.ts";
import type { RouteHandle } from "#app/root.tsx";
import adminStyles from "#app/styles/admin.css?url";
import type { Route } from "./+types/accept-invite";

// The page's address carries the token: never cached, never sent on as a Referer.
export const handle: RouteHandle = { hydrate: true, private: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

const NO_STORE = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

export const headers: Route.HeadersFunction = () => NO_STORE;

const seo = () => adminSeo("Davet", adminPaths.acceptInvite);

interface InvitePage {
  invalid: boolean;
  token: string;
  email: string;
  name: string;
  /** The role the invitation names. */
  role: Role;
  minLength: number;
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** What the page shows; `invalid` for a link that is unknown, used, withdrawn or expired (a message, no form). */
async function page(status: number, view: Partial<InvitePage>) {
  const full: InvitePage = {
    invalid: false,
    token: "",
    email: "",
    name: "",
    role: "author",
    minLength: MIN_PASSWORD_LENGTH,
    errors: {},
    values: {},
    ...view,
  };
  return data({ ...full, seo: await seo() }, { status, headers: NO_STORE });
}

const invalid = (token: string | null) => page(token ? 410 : 404, { invalid: true });

export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get(TOKEN_PARAM);
  const invitation = await invitationFor(token);
  if (!token || !invitation) return invalid(token);
  return page(200, { token, ...invitation });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  // The token comes back in a hidden field (the form may also be posted without the query string).
  const token = String(form?.get(TOKEN_PARAM) ?? "");
  const invitation = form ? await invitationFor(token) : undefined;
  if (!form || !invitation) return invalid(token);

  const password = parseForm(newPasswordSchema(invitation.email, (await currentFirm()).settings), form);
  const name = parseForm(inviteeNameSchema, form);
  if (!password.ok || !name.ok) {
    const errors = { ...(password.ok ? {} : password.errors), ...(name.ok ? {} : name.errors) };
    return page(400, { token, ...invitation, errors, values: { ad: String(form.get("ad") ?? "") } });
  }
  const sessionToken = await acceptInvitation(
    token,
    { name: name.data.ad, password: password.data.yeni },
    { ip: context.get(clientIpContext), userAgent: request.headers.get("user-agent") },
  );
  // Used by a second request meanwhile (a double submit, another tab).
  if (!sessionToken) return invalid(token);
  return redirect(adminPaths.root, { headers: { "Set-Cookie": sessionCookie(sessionToken) } });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // After a POST, what the action answered (the form again with its messages, or the link turned out dead).
  const view = actionData ?? loaderData;
  const { errors, values } = view;
  return (
    <main className="admin-sign-in" id="icerik">
      <div className="admin-card">
        <p className="admin-brand">{loaderData.seo.siteName}</p>
        {view.invalid ? (
          <>
            <h1>Davet bağlantısı geçersiz</h1>
            <Alert>Bu davet bağlantısı geçersiz ya da süresi dolmuş. Sizi davet eden yöneticiden yeni bir davet isteyin.</Alert>
            <p className="admin-sign-in-help">
              <Link to={adminPaths.signIn}>Giriş sayfasına dön</Link>
            </p>
          </>
        ) : (
          <>
            <h1>Hesabınızı açın</h1>
            <p>
              {loaderData.seo.siteName} yönetim paneline davet edildiniz. Adınızı ve şifrenizi belirleyin; ardından panele girmiş olursunuz.
            </p>
            <Form method="post" className="admin-form">
              <input type="hidden" name={TOKEN_PARAM} value={view.token} />
              {/* For password managers: the account the new password belongs to. */}
              <input type="email" name="kullanici" value={view.email} autoComplete="username" readOnly hidden />
              <dl className="admin-invite-account">
                <dt>E-posta</dt>
                <dd>{view.email}</dd>
                <dt>Rol</dt>
                <dd>
                  {ROLE_LABELS[view.role]}
                  <span className="field-hint">{ROLE_SUMMARIES[view.role]}</span>
                </dd>
              </dl>
              <TextField name="ad" label="Ad (isteğe bağlı)" autoComplete="name" defaultValue={values.ad ?? view.name} error={errors.ad} />
              <p className="field-hint" id="sifre-kurallari">
                Şifreniz en az {view.minLength} karakter olmalı ve kolay tahmin edilen, yaygın bir şifre olmamalı. Birkaç kelimeden oluşan
                uzun bir parola iyi bir seçimdir.
              </p>
              <TextField
                name="yeni"
                label="Şifre"
                type="password"
                autoComplete="new-password"
                required
                hint="sifre-kurallari"
                error={errors.yeni}
              />
              <TextField name="tekrar" label="Şifre (tekrar)" type="password" autoComplete="new-password" required error={errors.tekrar} />
              <button type="submit" className="button" disabled={navigation.state !== "idle"}>
                Hesabımı aç
              </button>
            </Form>
          </>
        )}
      </div>
      <LoadingOverlay />
    </main>
  );
}

/** A labelled input with its message next to it; `hint` is the id of text that explains it. */
function TextField(props: {
  name: string;
  label: string;
  type?: "text" | "password";
  autoComplete: string;
  required?: boolean;
  defaultValue?: string;
  hint?: string;
  error?: string;
}) {
  const id = `davet-${props.name}`;
  const describedBy = [props.hint, props.error ? `${id}-hata` : undefined].filter(Boolean).join(" ");
  return (
    <div className={`field${props.error ? " has-error" : ""}`}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        required={props.required}
        maxLength={props.type === "password" ? undefined : 100}
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <FieldError id={id} error={props.error} />
    </div>
  );
}
