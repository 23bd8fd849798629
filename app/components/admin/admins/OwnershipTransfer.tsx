/**
 * Sahipliği devret (only the Sahip sees it): another admin who can sign in
 * becomes the Sahip and the Sahip a Yönetici, after the password and, with
 * two-factor on, a current code or a recovery code.
 */
import { Form } from "react-router";
import { CodeField } from "#app/components/admin/two-factor/CodeField.tsx";
import { FieldError, fieldErrorId } from "#app/components/Field.tsx";

export interface TransferView {
  targets: { id: string; label: string }[];
  /** Whether the Sahip has two-factor on (the code is asked for then). */
  twoFactor: boolean;
}

export function OwnershipTransfer({
  view,
  errors,
  values,
  busy,
}: {
  view: TransferView;
  errors: Record<string, string>;
  values: Record<string, string>;
  busy: boolean;
}) {
  const field = (name: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? fieldErrorId(`devir-${name}`) : undefined,
  });
  const error = (name: string) => <FieldError id={`devir-${name}`} error={errors[name]} />;
  return (
    <section className="admin-form-section" aria-labelledby="devir-basligi">
      <h2 id="devir-basligi">Sahipliği devret</h2>
      <p>
        Sahip her şeyi yapabilen tek kişidir: yöneticileri kaldırır ve sahipliği devreder. Devrettiğinizde seçtiğiniz yönetici Sahip olur,
        siz Yönetici olursunuz; geri almak için yeni Sahip'in size devretmesi gerekir.
      </p>
      {view.targets.length === 0 ? (
        <p>Sahipliği devredebileceğiniz, panele girebilen başka bir yönetici yok.</p>
      ) : (
        <Form method="post" className="admin-form narrow-form">
          <div className={`field${errors.hedef ? " has-error" : ""}`}>
            <label htmlFor="devir-hedef">Yeni Sahip</label>
            <select id="devir-hedef" name="hedef" defaultValue={values.hedef ?? ""} {...field("hedef")}>
              <option value="">Bir yönetici seçin</option>
              {view.targets.map((target) => (
                <option key={target.id} value={target.id}>
                  {target.label}
                </option>
              ))}
            </select>
            {error("hedef")}
          </div>
          <div className={`field${errors.sifre ? " has-error" : ""}`}>
            <label htmlFor="devir-sifre">Şifreniz</label>
            <input id="devir-sifre" name="sifre" type="password" autoComplete="current-password" {...field("sifre")} />
            {error("sifre")}
          </div>
          {view.twoFactor && (
            <CodeField
              id="devir-kod"
              label="Doğrulama kodu"
              hint="Kimlik doğrulama uygulamanızdaki 6 haneli kod ya da kurtarma kodlarınızdan biri."
              error={errors.kod}
              recovery
            />
          )}
          <button type="submit" name="intent" value="sahiplik-devret" className="button button-danger" disabled={busy}>
            Sahipliği devret
          </button>
        </Form>
      )}
    </section>
  );
}
