/**
 * İki adımlı doğrulama zorunluluğu (Yönetici and above): when it is on, an
 * admin without two-factor is sent to the two-factor screen after signing in
 * and can do nothing else until they turn it on.
 */
import { Form } from "react-router";

export interface RequireTwoFactorView {
  on: boolean;
  /** Admins who can sign in and have two-factor off. */
  lacking: number;
}

export function RequireTwoFactor({ view, busy }: { view: RequireTwoFactorView; busy: boolean }) {
  return (
    <section className="admin-form-section" aria-labelledby="zorunlu-iki-adim-basligi">
      <h2 id="zorunlu-iki-adim-basligi">İki adımlı doğrulama zorunluluğu</h2>
      <p>
        Zorunlu kılındığında iki adımlı doğrulaması kapalı olan her yönetici, girişten sonra yalnızca İki adımlı doğrulama ekranını
        açabilir; doğrulamayı açana kadar panelde başka bir şey yapamaz. Zorunlu kılmak için önce kendi hesabınızda açmış olmalısınız.
      </p>
      <p>
        <strong>Durum: {view.on ? "Zorunlu" : "Zorunlu değil"}.</strong>{" "}
        {view.lacking === 0
          ? "Panele girebilen bütün yöneticilerde iki adımlı doğrulama açık."
          : `Panele girebilen ${view.lacking} yöneticide iki adımlı doğrulama henüz kapalı.`}
      </p>
      <Form method="post">
        <input type="hidden" name="zorunlu" value={view.on ? "0" : "1"} />
        <button type="submit" name="intent" value="iki-adim-zorunlu" className="button button-outline" disabled={busy}>
          {view.on ? "Zorunluluğu kaldır" : "Herkes için zorunlu kıl"}
        </button>
      </Form>
    </section>
  );
}
