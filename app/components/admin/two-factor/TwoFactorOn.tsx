/**
 * Two-factor sign-in is on: since when, how many recovery codes are left,
 * the warnings (few codes left, the server's key changed), new recovery
 * codes, and turning it off with the password and a code.
 */
import { Form } from "react-router";
import { CodeField } from "#app/components/admin/two-factor/CodeField.tsx";
import { Field } from "#app/components/Field.tsx";

export function TwoFactorOn({
  view,
  busy,
  errorsOf,
}: {
  view: { since: string; remaining: number; total: number; codesWork: boolean };
  /** A form is on its way: the buttons wait. */
  busy: boolean;
  /** The messages of a refused form, by its intent ("yeni-kodlar", "kapat"). */
  errorsOf: (intent: string) => Record<string, string>;
}) {
  return (
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
          <Field
            id="kapat-sifre"
            name="sifre"
            label="Şifre"
            type="password"
            autoComplete="current-password"
            error={errorsOf("kapat").sifre}
            required
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
  );
}
