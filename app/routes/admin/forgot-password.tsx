import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { RESET_VALID_MINUTES, requestPasswordReset } from "#app/.server/accounts/password-reset.ts";
import { mailDeliveryOn } from "#app/.server/mail/outbox.ts";
import { clientIpContext } from "#app/.server/platform/request-context.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { email, parseForm, readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { MailWaitsNotice } from "#app/components/admin/MailWaitsNotice.tsx";
import { Field } from "#app/components/Field.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { passRetryAfter } from "#app/lib/headers.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/root.tsx";
import adminStyles from "#app/styles/admin.css?url";
import type { Route } from "./+types/forgot-password";

export const handle: RouteHandle = { hydrate: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

const schema = z.object({ eposta: email(254) });

/** The one answer to every accepted request: it must not tell whether the address has an account. */
const SENT = `Bu adres bir yönetici hesabına aitse birkaç dakika içinde bir şifre yenileme bağlantısı gönderilir. Bağlantı ${RESET_VALID_MINUTES / 60} saat geçerlidir.`;

export async function loader() {
  return { deliveryOn: await mailDeliveryOn(), seo: await adminSeo("Şifremi unuttum", adminPaths.forgotPassword) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = (await readForm(request)) ?? new FormData();
  const result = parseForm(schema, form);
  if (!result.ok) return data({ sent: undefined, error: undefined, errors: result.errors }, { status: 400 });
  const outcome = await requestPasswordReset(result.data.eposta, context.get(clientIpContext));
  if (!outcome.ok) {
    const minutes = Math.ceil(outcome.retryAfter / 60);
    return data(
      {
        sent: undefined,
        error: `Bu cihazdan kısa sürede çok fazla istek yapıldı. Lütfen ${minutes} dakika sonra yeniden deneyin.`,
        errors: {} as Record<string, string>,
      },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } },
    );
  }
  return { sent: SENT, error: undefined, errors: {} as Record<string, string> };
}

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  return (
    <main className="admin-sign-in" id="icerik">
      <div className="admin-card">
        <p className="admin-brand">{loaderData.seo.siteName}</p>
        <h1>Şifremi unuttum</h1>
        <p>Yönetici hesabınızın e-posta adresini yazın. Şifrenizi yenilemeniz için o adrese bir bağlantı gönderilir.</p>
        <MailWaitsNotice deliveryOn={loaderData.deliveryOn} mail="Şifre yenileme bağlantısı" signedIn={false} />
        <p role="status" className="admin-status">
          {actionData?.sent ?? ""}
        </p>
        <Alert>{actionData?.error}</Alert>
        {/* Emptied after a request: the answer is the same for every address, and the page shows none of them. */}
        <Form method="post" className="admin-form" key={actionData?.sent ? "sent" : "form"}>
          <Field
            id="sifremi-unuttum-eposta"
            name="eposta"
            label="E-posta"
            type="email"
            autoComplete="username"
            maxLength={254}
            error={errors.eposta}
            required
          />
          <button type="submit" className="button" disabled={navigation.state !== "idle"}>
            Bağlantı gönder
          </button>
        </Form>
        <p className="admin-sign-in-help">
          <Link to={adminPaths.signIn}>Giriş sayfasına dön</Link>
        </p>
      </div>
    </main>
  );
}
