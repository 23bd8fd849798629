/**
 * Firma bilgileri: who the firm is (name, founder, address, contact, social
 * links, office hours, pictures, the default meta description), as every
 * public page, feed and e-mail shows it. A save names the revision the form
 * was loaded at; when someone else saved meanwhile it is refused (409) and
 * nothing changes. The row buttons of the social links and office hours work
 * without JavaScript: the form comes back with the rows changed, unsaved.
 */
import { data, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { saveSettings, settingsScreen } from "#app/.server/firm/settings.ts";
import { checkSettings, readSettingsForm } from "#app/.server/firm/settings-validation.ts";
import { staleFacts } from "#app/.server/firm/stale-facts.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { AdvertisingNote, ErrorSummary } from "#app/components/admin/firm/fields.tsx";
import { SettingsForm } from "#app/components/admin/firm/SettingsForm.tsx";
import { StaleFacts } from "#app/components/admin/firm/StaleFacts.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { LanguageTabs } from "#app/components/admin/LanguageTabs.tsx";
import { adminPaths, firmHistoryPath } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { ENGLISH_SETTINGS_KEY } from "#app/lib/english.ts";
import { applyRowIntent, REVISION_FIELD, SETTINGS_INTENTS, type SettingsFormValues } from "#app/lib/firm-forms.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/firm";

const SAVED = "Firma bilgileri kaydedildi. Değişiklikler sitenin bütün sayfalarında, e-postalarda ve akışlarda görünür.";
const STALE =
  "Bu bilgiler siz düzenlerken başka bir yönetici tarafından değiştirildi; sizin değişiklikleriniz kaydedilmedi. Güncel bilgileri yükleyip değişikliklerinizi yeniden yapın.";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [screen, stale] = await Promise.all([settingsScreen(), staleFacts()]);
  return {
    ...screen,
    staleFacts: stale,
    updatedAt: screen.updatedAt ? formatTurkishDateTime(screen.updatedAt) : "",
    saved: url.searchParams.get("durum") === "kaydedildi",
    seo: await adminSeo("Firma bilgileri", adminPaths.firm),
  };
}

interface Answer {
  values: SettingsFormValues;
  errors: Record<string, string>;
  /** The revision the form was loaded at: a refused form keeps it (someone else's save stays detected). */
  revision: number;
  error?: string;
  stale?: boolean;
  /** The rows changed without JavaScript (nothing saved). */
  rows?: boolean;
  /** Remounts the form with the values answered. */
  at: number;
}

const answer = (status: number, body: Omit<Answer, "at">) => data<Answer>({ ...body, at: Date.now() }, { status });

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  if (!form) return data({ error: "Form okunamadı." }, { status: 400 });
  const values = readSettingsForm(form);
  const revision = Number(form.get(REVISION_FIELD));
  const intent = String(form.get("intent") ?? SETTINGS_INTENTS.save);
  const rows = applyRowIntent(values, intent);
  if (rows) return answer(200, { values: rows, errors: {}, revision, rows: true });
  if (intent !== SETTINGS_INTENTS.save) return data({ error: "Bilinmeyen işlem." }, { status: 400 });
  if (!Number.isInteger(revision) || revision < 1) {
    return answer(400, { values, errors: {}, revision: 0, error: "Form eksik gönderildi; sayfayı yenileyip yeniden deneyin." });
  }
  const checked = checkSettings(values);
  if (!checked.ok) return answer(400, { values, errors: checked.errors, revision });
  try {
    const saved = await saveSettings(checked.settings, revision, session.admin.email);
    if (saved.ok) return redirect(`${adminPaths.firm}?durum=kaydedildi`);
    if (saved.reason === "stale") return answer(409, { values, errors: {}, revision, error: STALE, stale: true });
    return answer(400, { values, errors: saved.errors, revision });
  } catch (error) {
    return adminWriteFailed(error, "Firma bilgileri kaydedilemedi", { fields: { values, errors: {}, revision, at: Date.now() } });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function FirmSettingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const answered = actionData && "values" in actionData ? actionData : undefined;
  const errors = answered?.errors ?? {};
  const failed = Object.keys(errors).length > 0;
  const summary = useFocusWhen<HTMLHeadingElement>(failed ? (answered?.at ?? 0) : 0);
  const values = answered?.values ?? loaderData.values;
  const revision = answered?.revision || loaderData.revision;

  return (
    <>
      <LanguageTabs kind="settings" itemKey={ENGLISH_SETTINGS_KEY} current="tr" />
      <div className="admin-title-row">
        <h1>Firma bilgileri</h1>
        <Link to={firmHistoryPath("settings", "settings")} className="button button-outline">
          Geçmiş
        </Link>
      </div>
      <p>
        Firmanın adı, adresi, iletişim bilgileri ve görselleri. Burada yapılan bir değişiklik sitenin bütün sayfalarında, yapılandırılmış
        verilerde, akışlarda ve e-postalarda bir sonraki istekte görünür.{" "}
        {loaderData.updatedBy ? (
          <span className="admin-cell-meta">
            Son kayıt: {loaderData.updatedAt}, {loaderData.updatedBy}.
          </span>
        ) : (
          <strong>Bu bilgiler henüz örnek firmanın bilgileri.</strong>
        )}
      </p>
      <AdvertisingNote />
      <p role="status" className="admin-status">
        {loaderData.saved && !answered ? SAVED : ""}
        {answered?.rows ? "Satırlar değişti; kaydetmek için “Kaydet” düğmesine basın." : ""}
      </p>
      <Alert>
        {actionData?.error && (
          <>
            {actionData.error}
            {answered?.stale && (
              <>
                {" "}
                <a href={adminPaths.firm}>Güncel bilgileri yükle</a>
              </>
            )}
          </>
        )}
      </Alert>
      <ErrorSummary errors={errors} headingRef={summary} />
      <StaleFacts facts={loaderData.staleFacts} onForm />
      <SettingsForm key={answered?.at ?? `r${revision}`} values={values} errors={errors} revision={revision} images={loaderData.images} />
    </>
  );
}
