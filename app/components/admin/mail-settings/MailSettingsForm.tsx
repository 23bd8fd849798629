/**
 * E-posta ayarları' server form (issue 39): the SMTP server, its security, the account and
 * the addresses. The password field is always empty: a stored password is never sent to the
 * browser; the hint says one is stored, and an empty field keeps it.
 */
import { Form } from "react-router";
import { Field } from "#app/components/Field.tsx";
import {
  DEFAULT_PORTS,
  MAIL_FIELDS as F,
  MAIL_INTENTS,
  MAIL_LIMITS,
  MAIL_SECURITY,
  MAIL_SECURITY_LABELS,
  type MailSettingsView,
} from "#app/lib/mail-settings.ts";

/** The form's revision field: the settings' revision it was loaded at. */
export const REVISION_FIELD = "surum";

export function MailSettingsForm({
  settings,
  revision,
  values,
  errors,
  firmEmail,
  canStorePassword,
  busy,
}: {
  settings: MailSettingsView | undefined;
  revision: number;
  /** What was typed, when a save was refused (never the password). */
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
  firmEmail: string;
  canStorePassword: boolean;
  busy: boolean;
}) {
  const value = (name: string, stored: string) => values?.[name] ?? stored;
  const security = settings?.security ?? "starttls";
  const passwordHint = settings?.passwordStored
    ? "Şifre kayıtlı (güvenlik için gösterilmez). Değiştirmek istemiyorsanız boş bırakın."
    : canStorePassword
      ? "Şifre veritabanında şifrelenerek saklanır ve bir daha gösterilmez."
      : "Sunucuda şifreleme anahtarı (TWO_FACTOR_KEY) tanımlı olmadığı için şifre saklanamaz; yalnızca oturum açmadan e-posta kabul eden bir sunucu kullanılabilir.";
  return (
    <section className="admin-form-section" aria-labelledby="sunucu-basligi">
      <h2 id="sunucu-basligi">Sunucu</h2>
      <Form method="post" className="admin-form narrow-form">
        <input type="hidden" name={REVISION_FIELD} value={String(revision)} />
        <Field
          id="posta-sunucu"
          name={F.host}
          label="Sunucu adı"
          hint="E-posta sağlayıcınızın SMTP sunucusu, ör. smtp.ornek.com.tr."
          defaultValue={value(F.host, settings?.host ?? "")}
          error={errors[F.host]}
          maxLength={MAIL_LIMITS.host}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <Field
          id="posta-guvenlik"
          name={F.security}
          label="Güvenlik"
          hint="E-posta her zaman şifreli bağlantıyla gönderilir; sağlayıcınızın belirttiği türü seçin."
          options={MAIL_SECURITY.map((choice) => ({ value: choice, label: MAIL_SECURITY_LABELS[choice] }))}
          defaultValue={value(F.security, security)}
          error={errors[F.security]}
        />
        <Field
          id="posta-port"
          name={F.port}
          label="Bağlantı noktası (port)"
          hint={`STARTTLS için genellikle ${DEFAULT_PORTS.starttls}, TLS için ${DEFAULT_PORTS.tls}.`}
          defaultValue={value(F.port, String(settings?.port ?? DEFAULT_PORTS[security]))}
          error={errors[F.port]}
          inputMode="numeric"
          maxLength={5}
          required
        />
        <Field
          id="posta-kullanici"
          name={F.user}
          label="Kullanıcı adı"
          hint="Çoğu sağlayıcıda e-posta adresinin kendisi. Sunucu oturum açmadan e-posta kabul ediyorsa boş bırakın."
          mark="optional"
          defaultValue={value(F.user, settings?.user ?? "")}
          error={errors[F.user]}
          maxLength={MAIL_LIMITS.user}
          autoComplete="off"
          spellCheck={false}
        />
        <Field
          id="posta-sifre"
          name={F.password}
          label="Şifre"
          hint={passwordHint}
          mark="optional"
          type="password"
          error={errors[F.password]}
          maxLength={MAIL_LIMITS.password}
          autoComplete="new-password"
        />
        <Field
          id="posta-gonderen"
          name={F.from}
          label="Gönderen adresi"
          hint={`E-postalar bu adresten, firmanın adıyla gider. Boş bırakırsanız firmanın e-posta adresi (${firmEmail}) kullanılır.`}
          mark="optional"
          type="email"
          defaultValue={value(F.from, settings?.from ?? "")}
          error={errors[F.from]}
          maxLength={MAIL_LIMITS.address}
          autoComplete="off"
        />
        <Field
          id="posta-yanit"
          name={F.replyTo}
          label="Yanıt adresi (Reply-To)"
          hint="Alıcılar bir e-postayı yanıtlayınca yanıt bu adrese gider. Boş bırakırsanız gönderen adresine gider; iletişim formu mesajları her zaman gönderene yanıtlanır."
          mark="optional"
          type="email"
          defaultValue={value(F.replyTo, settings?.replyTo ?? "")}
          error={errors[F.replyTo]}
          maxLength={MAIL_LIMITS.address}
          autoComplete="off"
        />
        <button type="submit" name="intent" value={MAIL_INTENTS.save} className="button" disabled={busy}>
          Ayarları kaydet
        </button>
      </Form>
    </section>
  );
}
