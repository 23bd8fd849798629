/**
 * The recovery codes, shown once, right after two-factor sign-in was turned
 * on or new codes were made; the focus moves to them.
 */
import { useFocusWhen } from "#app/components/admin/focus.ts";

export function RecoveryCodes({ codes, first }: { codes: string[]; first: boolean }) {
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
