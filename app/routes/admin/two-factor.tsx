/**
 * İki adımlı doğrulama: the signed-in admin turns two-factor sign-in on (QR
 * code made here on the server, the secret as text, a first code), gets
 * recovery codes shown once, makes new ones, or turns it off.
 */
import { data, Form, redirect, useNavigation } from "react-router";
import { twoFactorRequired } from "#app/.server/accounts/access.ts";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import {
  cancelTwoFactor,
  confirmTwoFactor,
  groupSecret,
  RECOVERY_CODE_COUNT,
  regenerateRecoveryCodes,
  startTwoFactor,
  turnOffTwoFactor,
  twoFactorView,
} from "#app/.server/accounts/two-factor.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { AccountNav } from "#app/components/admin/AccountNav.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { RecoveryCodes } from "#app/components/admin/two-factor/RecoveryCodes.tsx";
import { TwoFactorOn } from "#app/components/admin/two-factor/TwoFactorOn.tsx";
import { TwoFactorSetup } from "#app/components/admin/two-factor/TwoFactorSetup.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { passRetryAfter } from "#app/lib/headers.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/two-factor";

const PATH = adminPaths.twoFactor;

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const view = await twoFactorView(session);
  const seo = await adminSeo("İki adımlı doğrulama", PATH);
  const turnedOff = url.searchParams.get("durum") === "kapatildi";
  // A Yönetici made it compulsory and this admin has it off: this screen is all they may open until they turn it on.
  const required = !session.twoFactor && (await twoFactorRequired());
  if (view.state === "pending") {
    return {
      view: {
        state: view.state,
        email: session.admin.email,
        secret: groupSecret(view.secret),
        qr: `data:image/svg+xml;base64,${Buffer.from(view.qrSvg).toString("base64")}`,
      },
      turnedOff,
      required,
      seo,
    };
  }
  if (view.state === "on") {
    return { view: { ...view, since: formatTurkishDateTime(view.enabledAt), total: RECOVERY_CODE_COUNT }, turnedOff, required, seo };
  }
  return { view, turnedOff, required, seo };
}

type ActionResult = { ok: boolean; intent: string; codes?: string[]; errors: Record<string, string> };

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = (await readForm(request)) ?? new FormData();
  const intent = String(form.get("intent") ?? "");
  const code = String(form.get("kod") ?? "").trim();
  // With retryAfter the account's wrong tries are used up (account-checks.ts): 429 and Retry-After.
  const refuse = (errors: Record<string, string>, retryAfter?: number) =>
    data<ActionResult>(
      { ok: false, intent, errors },
      retryAfter ? { status: 429, headers: { "Retry-After": String(retryAfter) } } : { status: 400 },
    );
  switch (intent) {
    case "ac":
      if (!(await startTwoFactor(session))) return refuse({ form: "İki adımlı doğrulama açılamıyor." });
      return redirect(PATH);
    case "vazgec":
      await cancelTwoFactor(session);
      return redirect(PATH);
    case "onayla":
    case "yeni-kodlar": {
      if (!code) return refuse({ kod: "Doğrulama kodunu girin." });
      const result = intent === "onayla" ? await confirmTwoFactor(session, code) : await regenerateRecoveryCodes(session, code);
      if (!result.ok) return refuse(result.retryAfter ? { form: result.error } : { kod: result.error }, result.retryAfter);
      return data<ActionResult>({ ok: true, intent, codes: result.codes, errors: {} });
    }
    case "kapat": {
      const password = String(form.get("sifre") ?? "");
      const errors: Record<string, string> = {};
      if (!password) errors.sifre = "Şifrenizi girin.";
      if (!code) errors.kod = "Doğrulama kodunu ya da bir kurtarma kodunu girin.";
      if (Object.keys(errors).length > 0) return refuse(errors);
      const result = await turnOffTwoFactor(session, password, code);
      if (!result.ok) return refuse(result.errors, result.retryAfter);
      return redirect(`${PATH}?durum=kapatildi`);
    }
    default:
      return refuse({ form: "Bilinmeyen işlem." });
  }
}

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { view, turnedOff, required } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const result = actionData as ActionResult | undefined;
  const errors = result?.errors ?? {};
  const errorsOf = (intent: string) => (result?.intent === intent ? errors : {});
  return (
    <>
      <h1>İki adımlı doğrulama</h1>
      <AccountNav />
      <p>
        Açıkken girişte şifrenizden sonra telefonunuzdaki kimlik doğrulama uygulamasının (ör. Google Authenticator, Microsoft Authenticator,
        2FAS) 30 saniyede bir değişen 6 haneli kodu da sorulur. Şifreniz başkasının eline geçse de hesabınıza giremez.
      </p>
      {required && (
        <div className="admin-alert admin-alert-warning">
          <p>
            <strong>Yöneticiniz iki adımlı doğrulamayı zorunlu kıldı.</strong> Panelin diğer bölümlerini kullanabilmek için önce burada iki
            adımlı doğrulamayı açın. O zamana kadar yalnızca bu ekranı açabilir ve oturumunuzu kapatabilirsiniz.
          </p>
        </div>
      )}
      <p role="status" className="admin-status">
        {turnedOff && view.state !== "on" ? "İki adımlı doğrulama kapatıldı." : ""}
      </p>
      <Alert>{errors.form}</Alert>
      {result?.ok && result.codes && <RecoveryCodes codes={result.codes} first={result.intent === "onayla"} />}

      {view.state === "unavailable" && (
        <>
          <p>
            <strong>Durum: Kapalı.</strong>
          </p>
          <p className="admin-alert admin-alert-error">
            Sunucu iki adımlı doğrulama için yapılandırılmamış: gizli anahtarları şifrelemek için gereken TWO_FACTOR_KEY ayarı eksik.
            Sunucuyu yöneten kişiden bu ayarı eklemesini isteyin (README, “Two-factor sign-in”).
          </p>
        </>
      )}

      {view.state === "off" && (
        <>
          <p>
            <strong>Durum: Kapalı.</strong>
          </p>
          <Form method="post">
            <button type="submit" name="intent" value="ac" className="button" disabled={busy}>
              İki adımlı doğrulamayı aç
            </button>
          </Form>
        </>
      )}

      {view.state === "pending" && <TwoFactorSetup view={view} busy={busy} codeError={errorsOf("onayla").kod} />}

      {view.state === "on" && <TwoFactorOn view={view} busy={busy} errorsOf={errorsOf} />}
    </>
  );
}
