import { data, Form } from "react-router";
import { adminSeo } from "#app/.server/admin-page.ts";
import { requireAdmin } from "#app/.server/auth/admin.ts";
import { MIN_PASSWORD_LENGTH, verifyPassword } from "#app/.server/auth/password.ts";
import { deleteOtherSessions } from "#app/.server/auth/sessions.ts";
import { findAdmin, setPassword } from "#app/.server/repositories/admins.ts";
import { recordAccountChange } from "#app/.server/repositories/lists.ts";
import { readForm } from "#app/.server/validation/forms.ts";
import { FormField } from "#app/components/FormField.tsx";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/password";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { seo: adminSeo("Şifre değiştir", "/adminpanel/sifre") };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  const current = String(form?.get("mevcut") ?? "");
  const next = String(form?.get("yeni") ?? "");
  const repeat = String(form?.get("tekrar") ?? "");
  const errors: Record<string, string> = {};
  const admin = await findAdmin(session.admin.id);
  if (!admin || !(await verifyPassword(current, admin.password_hash))) errors.mevcut = "Mevcut şifre hatalı.";
  if (next.length < MIN_PASSWORD_LENGTH) errors.yeni = `Yeni şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalıdır.`;
  else if (next.length > 1024) errors.yeni = "Yeni şifre en fazla 1024 karakter olabilir.";
  else if (next === current) errors.yeni = "Yeni şifre mevcut şifreden farklı olmalıdır.";
  if (repeat !== next) errors.tekrar = "Şifreler birbirini tutmuyor.";
  if (Object.keys(errors).length > 0) return data({ ok: false as const, errors }, { status: 400 });
  await setPassword(session.admin.id, next);
  await deleteOtherSessions(session.admin.id, session.id);
  await recordAccountChange(session.admin.email);
  return { ok: true as const, errors: {} as Record<string, string> };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Password({ actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  return (
    <>
      <h1>Şifre değiştir</h1>
      <p>Şifreniz değişince bu tarayıcı dışındaki bütün oturumlarınız kapanır.</p>
      <p role="status" className="admin-status">
        {actionData?.ok ? "Şifreniz değiştirildi." : ""}
      </p>
      <Form method="post" className="admin-form narrow-form" key={actionData?.ok ? "done" : "form"}>
        <FormField
          idPrefix="sifre"
          name="mevcut"
          label="Mevcut şifre"
          type="password"
          autoComplete="current-password"
          error={errors.mevcut}
        />
        <FormField idPrefix="sifre" name="yeni" label="Yeni şifre" type="password" autoComplete="new-password" error={errors.yeni} />
        <FormField
          idPrefix="sifre"
          name="tekrar"
          label="Yeni şifre (tekrar)"
          type="password"
          autoComplete="new-password"
          error={errors.tekrar}
        />
        <button type="submit" className="button">
          Kaydet
        </button>
      </Form>
    </>
  );
}
