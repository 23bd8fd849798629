/**
 * İki adımlı doğrulama: the signed-in admin turns two-factor sign-in on (QR
 * code made here on the server, the secret as text, a first code), gets
 * recovery codes shown once, makes new ones, or turns it off.
 */
import { data, Form, redirect, useNavigation } from "react-router";
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
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { FormField } from "#app/components/FormField.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/two-factor";

const PATH = adminPaths.twoFactor;

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const view = await twoFactorView(session);
  const seo = adminSeo("İki adımlı doğrulama", PATH);
  const turnedOff = url.searchParams.get("durum") === "kapatildi";
  if (view.state === "pending") {
    return {
      view: {
        state: view.state,
        email: session.admin.email,
        secret: groupSecret(view.secret),
        qr: `data:image/svg+xml;base64,${Buffer.from(view.qrSvg).toString("base64")}`,
      },
      turnedOff,
      seo,
    };
  }
  if (view.state === "on") {
    return { view: { ...view, since: formatTurkishDateTime(view.enabledAt), total: RECOVERY_CODE_COUNT }, turnedOff, seo };
  }
  return { view, turnedOff, seo };
}

type ActionResult = { ok: boolean; intent: string; codes?: string[]; errors: Record<string, string> };

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = (await readForm(request)) ?? new FormData();
  const intent = String(form.get("intent") ?? "");
  const code = String(form.get("kod") ?? "").trim();
  const refuse = (errors: Record<string, string>) => data<ActionResult>({ ok: false, intent, errors }, { status: 400 });
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
      if (!result.ok) return refuse({ kod: result.error });
      return data<ActionResult>({ ok: true, intent, codes: result.codes, errors: {} });
    }
    case "kapat": {
      const password = String(form.get("sifre") ?? "");
      const errors: Record<string, string> = {};
      if (!password) errors.sifre = "Şifrenizi girin.";
      if (!code) errors.kod = "Doğrulama kodunu ya da bir kurtarma kodunu girin.";
      if (Object.keys(errors).length > 0) return refuse(errors);
      const result = await turnOffTwoFactor(session, password, code);
      if (!result.ok) return refuse(result.errors);
      return redirect(`${PATH}?durum=kapatildi`);
    }
    default:
      return refuse({ form: "Bilinmeyen işlem." });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

/** A code field: six digits from the app (a numeric keyboard), or a recovery code where `recovery` allows it. */
function CodeField({
  id,
  label,
  hint,
  error,
  recovery = false,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  recovery?: boolean;
}) {
  const hintId = `${id}-ipucu`;
  const errorId = `${id}-hata`;
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      <input
        id={id}
        name="kod"
        type="text"
        required
        maxLength={64}
        spellCheck={false}
        inputMode={recovery ? "text" : "numeric"}
        autoComplete={recovery ? "off" : "one-time-code"}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function RecoveryCodes({ codes, first }: { codes: string[]; first: boolean }) {
  // The codes replace the form the admin just sent: the focus goes to them.
  const heading = useFocusWhen<HTMLHeadingElement>(true);
  return (
    <section className="recovery-codes" aria-labelledby="kurtarma-kodlari">
      <h2 id="kurtarma-kodlari" ref={heading} tabIndex={-1}>
        {first ? "İki adımlı doğrulama açıldı: kurtarma kodlarınız" : "Yeni kurtarma kodlarınız"}
      </h2>
      <p>
        Bu {codes.length} kodu şimdi güvenli bir yere kaydedin (bir parola yöneticisine ya da yazdırıp kilitli bir yere).{" "}
        <strong>Bir daha gösterilmeyecekler.</strong> Telefonunuza erişemediğinizde her biri girişte bir kez doğrulama kodu yerine
        kullanılabilir.
        {!first && " Önceki kurtarma kodlarınız artık geçersiz."}
      </p>
      <ol className="recovery-code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { view, turnedOff } = loaderData;
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

      {view.state === "pending" && (
        <section aria-labelledby="kurulum" className="admin-form-section two-factor-setup">
          <h2 id="kurulum">Kurulum</h2>
          <ol className="two-factor-steps">
            <li>
              <p>Kimlik doğrulama uygulamanızda yeni hesap ekleyin ve bu QR kodunu tarayın:</p>
              <img
                className="two-factor-qr"
                src={view.qr}
                width={220}
                height={220}
                alt="Kimlik doğrulama uygulaması için QR kodu. Tarayamıyorsanız aşağıdaki kurulum anahtarını elle girin."
              />
              <p>QR kodunu tarayamıyorsanız uygulamada “anahtarı elle gir” seçeneğiyle şu bilgileri girin:</p>
              <dl className="two-factor-manual">
                <dt>Hesap</dt>
                <dd>{view.email}</dd>
                <dt>Kurulum anahtarı</dt>
                <dd>
                  <code className="two-factor-secret">{view.secret}</code>
                </dd>
                <dt>Tür</dt>
                <dd>Zamana dayalı (TOTP), 6 hane, 30 saniye</dd>
              </dl>
            </li>
            <li>
              <p>Uygulamanın gösterdiği kodu girip onaylayın. Onaylayana kadar iki adımlı doğrulama açılmaz.</p>
              <Form method="post" className="admin-form narrow-form">
                <CodeField id="onay-kod" label="Doğrulama kodu" hint="Uygulamadaki 6 haneli kod." error={errorsOf("onayla").kod} />
                <button type="submit" name="intent" value="onayla" className="button" disabled={busy}>
                  Onayla ve aç
                </button>
              </Form>
              <Form method="post" className="two-factor-cancel">
                <button type="submit" name="intent" value="vazgec" className="button button-outline" disabled={busy}>
                  Vazgeç
                </button>
              </Form>
            </li>
          </ol>
        </section>
      )}

      {view.state === "on" && (
        <>
          <p>
            <strong>Durum: Açık</strong> ({view.since} tarihinden beri). Kalan kurtarma kodu: {view.remaining} / {view.total}.
          </p>
          {view.remaining <= 3 && (
            <p className="admin-alert admin-alert-error">Kurtarma kodlarınız azaldı. Yeni kurtarma kodları oluşturmanız önerilir.</p>
          )}
          {!view.codesWork && (
            <p className="admin-alert admin-alert-error">
              Sunucunun şifreleme anahtarı (TWO_FACTOR_KEY) değiştiği ya da eksik olduğu için uygulamanızdaki kodlar şu an kabul edilemiyor.
              Kurtarma kodlarınızla giriş yapabilir, iki adımlı doğrulamayı bir kurtarma koduyla kapatıp yeniden açabilirsiniz.
            </p>
          )}
          <section aria-labelledby="yeni-kodlar" className="admin-form-section">
            <h2 id="yeni-kodlar">Yeni kurtarma kodları</h2>
            <p>Yeni {view.total} kod oluşturulur; eski kodların hepsi geçersiz olur.</p>
            <Form method="post" className="admin-form narrow-form">
              <CodeField
                id="yeni-kod"
                label="Doğrulama kodu"
                hint="Uygulamadaki 6 haneli kod ya da kullanılmamış bir kurtarma kodu."
                recovery
                error={errorsOf("yeni-kodlar").kod}
              />
              <button type="submit" name="intent" value="yeni-kodlar" className="button" disabled={busy}>
                Yeni kurtarma kodları
              </button>
            </Form>
          </section>
          <section aria-labelledby="kapat" className="admin-form-section">
            <h2 id="kapat">İki adımlı doğrulamayı kapat</h2>
            <p>Kapatınca girişte yalnızca şifreniz sorulur ve size e-postayla haber verilir.</p>
            <Form method="post" className="admin-form narrow-form">
              <FormField
                idPrefix="kapat"
                name="sifre"
                label="Şifre"
                type="password"
                autoComplete="current-password"
                error={errorsOf("kapat").sifre}
              />
              <CodeField
                id="kapat-kod"
                label="Doğrulama kodu"
                hint="Uygulamadaki 6 haneli kod ya da kullanılmamış bir kurtarma kodu."
                recovery
                error={errorsOf("kapat").kod}
              />
              <button type="submit" name="intent" value="kapat" className="button button-danger" disabled={busy}>
                Kapat
              </button>
            </Form>
          </section>
        </>
      )}
    </>
  );
}
