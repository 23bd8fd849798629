import { data, Form, Link, redirect, useNavigation } from "react-router";
import { challengeCookie, sessionCookie } from "#app/.server/accounts/cookie.ts";
import { getAdminSession, signIn } from "#app/.server/accounts/sign-in.ts";
import { clientIpContext } from "#app/.server/platform/request-context.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { LoadingOverlay } from "#app/components/admin/LoadingOverlay.tsx";
import { adminPaths, RETURN_PARAM, SIGN_IN_NOTICE_PARAM, safeReturnPath, secondFactorPath } from "#app/lib/admin-paths.ts";
import { passRetryAfter } from "#app/lib/headers.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/root.tsx";
import adminStyles from "#app/styles/admin.css?url";
import type { Route } from "./+types/sign-in";

export const handle: RouteHandle = { hydrate: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/** Where to go after signing in: the screen the admin was sent here from (see requireAdmin), else the first screen. */
const destination = (url: URL) => safeReturnPath(url.searchParams.get(RETURN_PARAM)) ?? adminPaths.root;

export async function loader({ request, url }: Route.LoaderArgs) {
  if (await getAdminSession(request)) throw redirect(destination(url));
  // Sent back from the code step (its 10 minutes ran out, or it was used).
  const notice =
    url.searchParams.get(SIGN_IN_NOTICE_PARAM) === "dogrulama" ? "Doğrulama süresi doldu. Lütfen yeniden giriş yapın." : undefined;
  return { notice, seo: await adminSeo("Giriş", adminPaths.signIn) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = String(form?.get("eposta") ?? "").trim();
  const password = String(form?.get("sifre") ?? "");
  if (!email || !password) {
    return data({ error: "E-posta adresinizi ve şifrenizi girin.", email }, { status: 400 });
  }
  if (email.length > 254 || password.length > 1024) {
    return data({ error: "E-posta adresi veya şifre hatalı.", email: "" }, { status: 401 });
  }
  const result = await signIn(email, password, { ip: context.get(clientIpContext), userAgent: request.headers.get("user-agent") });
  if (!result.ok) {
    const headers = result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined;
    return data({ error: result.error, email }, { status: result.status, headers });
  }
  if (result.ok === "second-factor") {
    return redirect(secondFactorPath(url.searchParams.get(RETURN_PARAM)), {
      headers: { "Set-Cookie": challengeCookie(result.challenge) },
    });
  }
  return redirect(destination(url), { headers: { "Set-Cookie": sessionCookie(result.token) } });
}

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <main className="admin-sign-in" id="icerik">
      <div className="admin-card">
        <p className="admin-brand">{loaderData.seo.siteName}</p>
        <h1>Yönetim paneli</h1>
        <Alert>{actionData?.error ?? loaderData.notice}</Alert>
        <Form method="post" className="admin-form">
          <div className="field">
            <label htmlFor="eposta">E-posta</label>
            <input id="eposta" name="eposta" type="email" autoComplete="username" required defaultValue={actionData?.email} />
          </div>
          <div className="field">
            <label htmlFor="sifre">Şifre</label>
            <input id="sifre" name="sifre" type="password" autoComplete="current-password" required />
          </div>
          <button type="submit" className="button" disabled={navigation.state !== "idle"}>
            Giriş Yap
          </button>
        </Form>
        <p className="admin-sign-in-help">
          <Link to={adminPaths.forgotPassword}>Şifremi unuttum</Link>
        </p>
      </div>
      <LoadingOverlay />
    </main>
  );
}
