import { data, Form } from "react-router";
import { changePassword } from "#app/.server/accounts/accounts.ts";
import { passwordChangeSchema } from "#app/.server/accounts/password-forms.ts";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { parseForm, readForm } from "#app/.server/web/forms.ts";
import { AccountNav } from "#app/components/admin/AccountNav.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { Field } from "#app/components/Field.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { MIN_PASSWORD_LENGTH } from "#app/lib/form-limits.ts";
import { passRetryAfter } from "#app/lib/headers.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/password";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { minLength: MIN_PASSWORD_LENGTH, seo: await adminSeo("Şifre değiştir", adminPaths.password) };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = (await readForm(request)) ?? new FormData();
  const result = parseForm(passwordChangeSchema(session.admin.email, (await currentFirm()).settings), form);
  if (!result.ok) return data({ ok: false as const, errors: result.errors }, { status: 400 });
  const changed = await changePassword(session, result.data.mevcut, result.data.yeni);
  if (!changed.ok) {
    const errors: Record<string, string> = changed.errors;
    // With retryAfter the account's wrong tries are used up (account-checks.ts): 429 and Retry-After.
    const limited = changed.retryAfter ? { status: 429, headers: { "Retry-After": String(changed.retryAfter) } } : { status: 400 };
    return data({ ok: false as const, errors }, limited);
  }
  return { ok: true as const, errors: {} as Record<string, string> };
}

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Password({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  return (
    <>
      <h1>Şifre değiştir</h1>
      <AccountNav />
      <p>Şifreniz değişince bu tarayıcı dışındaki bütün oturumlarınız kapanır.</p>
      <p>
        Yeni şifre en az {loaderData.minLength} karakter olmalı; sık kullanılan ya da kolay tahmin edilen şifreler ve e-posta adresinizi
        içerenler kabul edilmez. Birkaç kelimeyi birleştiren uzun bir şifre hem güçlü hem akılda kalıcıdır.
      </p>
      <p role="status" className="admin-status">
        {actionData?.ok ? "Şifreniz değiştirildi." : ""}
      </p>
      <Alert>{errors.form}</Alert>
      <Form method="post" className="admin-form narrow-form" key={actionData?.ok ? "done" : "form"}>
        <Field
          id="sifre-mevcut"
          name="mevcut"
          label="Mevcut şifre"
          type="password"
          autoComplete="current-password"
          error={errors.mevcut}
          required
        />
        <Field id="sifre-yeni" name="yeni" label="Yeni şifre" type="password" autoComplete="new-password" error={errors.yeni} required />
        <Field
          id="sifre-tekrar"
          name="tekrar"
          label="Yeni şifre (tekrar)"
          type="password"
          autoComplete="new-password"
          error={errors.tekrar}
          required
        />
        <button type="submit" className="button">
          Kaydet
        </button>
      </Form>
    </>
  );
}
