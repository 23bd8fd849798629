/**
 * The sign-in's second step: after the right password of an admin with
 * two-factor on, the code from their authenticator app, or one of their
 * recovery codes. The challenge travels in its own cookie (accounts/cookie.ts).
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { clearedChallengeCookie, readChallengeToken, sessionCookie } from "#app/.server/accounts/cookie.ts";
import { getAdminSession, signInSecondFactor } from "#app/.server/accounts/sign-in.ts";
import { peekToken } from "#app/.server/accounts/tokens.ts";
import { clientIpContext } from "#app/.server/platform/request-context.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { LoadingOverlay } from "#app/components/admin/LoadingOverlay.tsx";
import { adminPaths, RETURN_PARAM, SIGN_IN_NOTICE_PARAM, safeReturnPath, signInPath } from "#app/lib/admin-paths.ts";
import { passRetryAfter } from "#app/lib/headers.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/root.tsx";
import adminStyles from "#app/styles/admin.css?url";
import type { Route } from "./+types/second-factor";

export const handle: RouteHandle = { hydrate: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/** ?kurtarma: the field asks for a recovery code (a text keyboard), without JavaScript too. */
const RECOVERY_PARAM = "kurtarma";

const destination = (url: URL) => safeReturnPath(url.searchParams.get(RETURN_PARAM)) ?? adminPaths.root;

/** Back to the password, with the way back and a notice that the step's time ran out. */
function expired(url: URL, headers?: HeadersInit) {
  const path = signInPath(url.searchParams.get(RETURN_PARAM) ?? undefined);
  return redirect(`${path}${path.includes("?") ? "&" : "?"}${SIGN_IN_NOTICE_PARAM}=dogrulama`, { headers });
}

export async function loader({ request, url }: Route.LoaderArgs) {
  if (await getAdminSession(request)) throw redirect(destination(url));
  if (!(await peekToken(readChallengeToken(request), "second-factor"))) throw expired(url);
  const back = safeReturnPath(url.searchParams.get(RETURN_PARAM));
  const query = (recovery: boolean) => {
    const params = new URLSearchParams();
    if (back) params.set(RETURN_PARAM, back);
    if (recovery) params.set(RECOVERY_PARAM, "");
    const search = params.toString().replace(/=(?=&|$)/g, "");
    return search ? `?${search}` : "";
  };
  return {
    recovery: url.searchParams.has(RECOVERY_PARAM),
    toCode: `${adminPaths.secondFactor}${query(false)}`,
    toRecovery: `${adminPaths.secondFactor}${query(true)}`,
    seo: await adminSeo("Doğrulama kodu", adminPaths.secondFactor),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const code = String(form?.get("kod") ?? "").trim();
  if (!code) return data({ error: "Doğrulama kodunu girin." }, { status: 400 });
  const challenge = readChallengeToken(request);
  const result = await signInSecondFactor(challenge, code, {
    ip: context.get(clientIpContext),
    userAgent: request.headers.get("user-agent"),
  });
  if (result.ok) {
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie(result.token));
    headers.append("Set-Cookie", clearedChallengeCookie());
    return redirect(destination(url), { headers });
  }
  if (result.status === "expired") return expired(url, { "Set-Cookie": clearedChallengeCookie() });
  const headers = result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined;
  return data({ error: result.error }, { status: result.status, headers });
}

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { recovery } = loaderData;
  const error = actionData?.error;
  return (
    <main className="admin-sign-in" id="icerik">
      <div className="admin-card">
        <p className="admin-brand">{loaderData.seo.siteName}</p>
        <h1>İki adımlı doğrulama</h1>
        <Alert>{error}</Alert>
        <Form method="post" className="admin-form" key={recovery ? "kurtarma" : "kod"}>
          <div className={`field${error ? " has-error" : ""}`}>
            <label htmlFor="kod">{recovery ? "Kurtarma kodu" : "Doğrulama kodu"}</label>
            <p id="kod-ipucu" className="field-hint">
              {recovery
                ? "İki adımlı doğrulamayı açtığınızda saklamanız için gösterilen kodlardan birini girin (XXXX-XXXX-XXXX-XXXX). Her kod yalnızca bir kez kullanılabilir."
                : "Kimlik doğrulama uygulamanızın gösterdiği 6 haneli kodu girin."}
            </p>
            {recovery ? (
              <input
                id="kod"
                name="kod"
                type="text"
                required
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={64}
                aria-describedby="kod-ipucu"
                aria-invalid={error ? true : undefined}
              />
            ) : (
              <input
                id="kod"
                name="kod"
                type="text"
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\s*[0-9]{3}\s*[0-9]{3}\s*"
                maxLength={64}
                aria-describedby="kod-ipucu"
                aria-invalid={error ? true : undefined}
              />
            )}
          </div>
          <button type="submit" className="button" disabled={navigation.state !== "idle"}>
            Doğrula
          </button>
        </Form>
        <p className="admin-sign-in-help">
          {recovery ? (
            <Link to={loaderData.toCode}>Uygulamadaki kodu kullan</Link>
          ) : (
            <Link to={loaderData.toRecovery}>Kurtarma kodu kullan</Link>
          )}
        </p>
        <p className="admin-sign-in-help">
          <Link to={adminPaths.signIn}>Girişe dön</Link>
        </p>
      </div>
      <LoadingOverlay />
    </main>
  );
}
