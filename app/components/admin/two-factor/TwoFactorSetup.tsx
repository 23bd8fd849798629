/**
 * Turning two-factor sign-in on: the QR code (made on the server), the same
 * facts to type in by hand, the first code that confirms it, and Vazgeç.
 */
import { Form } from "react-router";
import { CodeField } from "#app/components/admin/two-factor/CodeField.tsx";

export function TwoFactorSetup({
  view,
  busy,
  codeError,
}: {
  view: { email: string; secret: string; qr: string };
  /** A form is on its way: the buttons wait. */
  busy: boolean;
  codeError: string | undefined;
}) {
  return (
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
            <CodeField id="onay-kod" label="Doğrulama kodu" hint="Uygulamadaki 6 haneli kod." error={codeError} />
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
  );
}
