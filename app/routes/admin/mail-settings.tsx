/**
 * E-posta ayarları (issue 39, ADR 049; Yönetici and up): the SMTP server the site sends its
 * e-mail with — host, port, STARTTLS or TLS, the account, the sender and reply-to addresses —
 * and "Test e-postası gönder", which reports the server's own answer in Turkish. SMTP_URL in
 * the server's environment wins, and the screen says so. A stored password is never sent
 * back: the field stays empty, and empty keeps it.
 */
import { data, redirect, useNavigation } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import {
  formValuesWithoutSecret,
  mailSettingsSchema,
  mailSettingsScreen,
  saveMailSettings,
  sendAuditedTestMail,
  testMailSchema,
  typedSettings,
} from "#app/.server/mail-settings/settings.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { parseForm, readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { MailSettingsForm, REVISION_FIELD } from "#app/components/admin/mail-settings/MailSettingsForm.tsx";
import { type TestMailAnswer, TestMailForm } from "#app/components/admin/mail-settings/TestMailForm.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { passRetryAfter } from "#app/lib/headers.ts";
import { MAIL_INTENTS } from "#app/lib/mail-settings.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/mail-settings";

const PATH = adminPaths.mailSettings;
const SAVED = "E-posta ayarları kaydedildi. Bekleyen e-postalar birkaç saniye içinde bu ayarlarla gönderilmeye başlar.";
const STALE =
  "Bu ayarlar siz düzenlerken başka bir yönetici tarafından değiştirildi; sizin değişiklikleriniz kaydedilmedi. Sayfayı yenileyip yeniden deneyin.";

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const [screen, firm] = await Promise.all([mailSettingsScreen(), currentFirm()]);
  return {
    ...screen,
    updatedAt: screen.settings ? formatTurkishDateTime(screen.settings.updatedAt) : "",
    firmEmail: firm.settings.email,
    adminEmail: session.admin.email,
    saved: url.searchParams.get("durum") === "kaydedildi",
    seo: await adminSeo("E-posta ayarları", PATH),
  };
}

type Answer =
  | { form: "ayarlar"; errors: Record<string, string>; values: Record<string, string>; error?: string }
  | { form: "deneme"; errors: Record<string, string>; values: Record<string, string>; test?: TestMailAnswer; error?: string };

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  if (!form) return data({ form: "ayarlar", errors: {}, values: {}, error: "Form okunamadı." } satisfies Answer, { status: 400 });
  const intent = form.get("intent");
  if (intent === MAIL_INTENTS.test) {
    const parsed = parseForm(testMailSchema, form);
    if (!parsed.ok) return data({ form: "deneme", errors: parsed.errors, values: parsed.values } satisfies Answer, { status: 400 });
    const to = parsed.data.alici;
    return { form: "deneme", errors: {}, values: { alici: to }, test: await sendAuditedTestMail(to, session.admin.email) } satisfies Answer;
  }
  if (intent !== MAIL_INTENTS.save)
    return data({ form: "ayarlar", errors: {}, values: {}, error: "Bilinmeyen işlem." } satisfies Answer, { status: 400 });
  const given = form.get(REVISION_FIELD);
  const revision = typeof given === "string" && /^\d{1,9}$/.test(given) ? Number(given) : Number.NaN;
  const parsed = parseForm(mailSettingsSchema, form);
  if (!parsed.ok) {
    return data({ form: "ayarlar", errors: parsed.errors, values: formValuesWithoutSecret(parsed.values) } satisfies Answer, {
      status: 400,
    });
  }
  const typed = typedSettings(form);
  if (Number.isNaN(revision)) {
    return data(
      { form: "ayarlar", errors: {}, values: typed, error: "Form eksik gönderildi; sayfayı yenileyip yeniden deneyin." } satisfies Answer,
      {
        status: 400,
      },
    );
  }
  try {
    const saved = await saveMailSettings(parsed.data, revision, session.admin.email);
    if (saved.ok) return redirect(`${PATH}?durum=kaydedildi`);
    if (saved.reason === "stale")
      return data({ form: "ayarlar", errors: {}, values: typed, error: STALE } satisfies Answer, { status: 409 });
    return data({ form: "ayarlar", errors: saved.errors, values: typed } satisfies Answer, { status: 400 });
  } catch (error) {
    return adminWriteFailed(error, "E-posta ayarları kaydedilemedi", { fields: { form: "ayarlar", errors: {}, values: typed } });
  }
}

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function MailSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, revision, environmentWins, canStorePassword } = loaderData;
  const answer = actionData as Answer | undefined;
  const busy = useNavigation().state !== "idle";
  const settingsAnswer = answer?.form === "ayarlar" ? answer : undefined;
  const testAnswer = answer?.form === "deneme" ? answer : undefined;
  return (
    <>
      <h1>E-posta ayarları</h1>
      <p>
        Sitenin e-postaları (iletişim formu mesajları, e-bülten, davet ve şifre e-postaları) bu sunucu üzerinden gönderilir. Bilgileri
        e-posta sağlayıcınızdan öğrenebilirsiniz.{" "}
        {settings && (
          <span className="admin-cell-meta">
            Son kayıt: {loaderData.updatedAt}
            {settings.updatedBy ? `, ${settings.updatedBy}` : ""}.
          </span>
        )}
      </p>
      {environmentWins ? (
        <Alert tone="warning">
          Sunucunun ortam dosyasında SMTP_URL tanımlı: e-postalar onunla gönderilir ve bu ekranda kaydedilen ayarlar kullanılmaz. Bu ekranın
          ayarlarının geçerli olması için sunucuyu kuran kişiden SMTP_URL satırını kaldırmasını isteyin.
        </Alert>
      ) : (
        !settings && (
          <Alert tone="warning">
            E-posta gönderimi kapalı: sunucu ayarları henüz yapılmadı. E-postalar Giden e-postalar bölümünde bekler ve ayarlar kaydedilince
            gönderilir.
          </Alert>
        )
      )}
      {loaderData.passwordUnreadable && !environmentWins && (
        <Alert tone="warning">
          Kayıtlı şifre açılamıyor: sunucunun şifreleme anahtarı (TWO_FACTOR_KEY) değişmiş ya da eksik. E-postalar gönderilmiyor, Giden
          e-postalar bölümünde bekliyor; şifreyi yeniden girip ayarları kaydedin.
        </Alert>
      )}
      <p role="status" className="admin-status">
        {loaderData.saved && !answer ? SAVED : ""}
      </p>
      <Alert>{settingsAnswer?.error}</Alert>
      <MailSettingsForm
        key={`r${revision}`}
        settings={settings}
        revision={revision}
        values={settingsAnswer?.values}
        errors={settingsAnswer?.errors ?? {}}
        firmEmail={loaderData.firmEmail}
        canStorePassword={canStorePassword}
        busy={busy}
      />
      <TestMailForm
        defaultTo={loaderData.adminEmail}
        values={testAnswer?.values}
        errors={testAnswer?.errors ?? {}}
        answer={testAnswer?.test}
        possible={environmentWins || settings !== undefined}
        busy={busy}
      />
    </>
  );
}
