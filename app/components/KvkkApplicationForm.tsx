import { Field } from "#app/components/Field.tsx";
import { type FormOutcome, FormStatus, Honeypot, RequiredNote } from "#app/components/FormField.tsx";
import { KVKK_ANSWER_CHANNELS, KVKK_RELATIONS, KVKK_RIGHTS } from "#app/lib/kvkk.ts";
import {
  KVKK_CITIZENSHIP,
  KVKK_DOCUMENT_ACCEPT,
  KVKK_DOCUMENT_FIELD,
  KVKK_DOCUMENT_MAX_BYTES,
  KVKK_DOCUMENT_MAX_COUNT,
  KVKK_FORM_STATUS_ID,
  kvkkApplicationLimits as limits,
} from "#app/lib/kvkk-application.ts";
import { kvkkFormAction } from "#app/lib/paths.ts";

const LABELS = {
  ad_soyad: "Ad ve soyad",
  vatandaslik: "Vatandaşlık",
  tc_kimlik_no: "T.C. kimlik numarası",
  uyrugu: "Uyruk",
  kimlik_belgesi_no: "Pasaport ya da kimlik numarası",
  adres: "Tebligata esas adres",
  eposta: "E-posta",
  telefon: "Telefon",
  haklar: "Kullanmak istediğiniz haklar (KVKK md. 11)",
  talep: "Talebiniz",
  iliski: "Firmamızla ilişkiniz",
  iliski_aciklama: "İlişkinizin açıklaması",
  yanit_kanali: "Yanıtı nasıl almak istersiniz?",
  [KVKK_DOCUMENT_FIELD]: "Destekleyici belgeler",
} as const;
type Name = keyof typeof LABELS;

const fieldId = (name: string) => `kvkk-${name.replaceAll("_", "-")}`;
const MB = KVKK_DOCUMENT_MAX_BYTES / (1024 * 1024);

/**
 * The KVKK application (issue 42): a multipart POST (it may carry documents) to /kvkk/basvuru,
 * answered with a redirect to the "received" page or with the form again, its messages beside
 * the fields and listed in the status at its top. Works without JavaScript; the `form`
 * enhancement only blocks a double submit and focuses the status.
 */
export function KvkkApplicationForm({ outcome }: { outcome: FormOutcome | undefined }) {
  const failed = outcome && !outcome.ok ? outcome : undefined;
  const value = (name: Name) => failed?.values[name];
  const field = (name: Name, required = true) => ({
    name,
    id: fieldId(name),
    label: LABELS[name],
    error: failed?.errors[name],
    defaultValue: value(name),
    maxLength: name in limits ? limits[name as keyof typeof limits] : undefined,
    required,
    mark: required ? ("required" as const) : ("optional" as const),
  });
  const problems = (Object.keys(LABELS) as Name[]).flatMap((name) => {
    const message = failed?.errors[name];
    return message ? [{ id: fieldId(name), label: LABELS[name], message }] : [];
  });
  const ticked = new Set((value("haklar") ?? "").split("\n"));
  const radios =
    (name: Name, options: readonly { id: string; label: string }[], chosen: string | undefined) =>
    (control: { "aria-invalid": true | undefined }) =>
      options.map((option, i) => {
        const id = i === 0 ? fieldId(name) : `${fieldId(name)}-${option.id}`;
        return (
          <div className="choice" key={option.id}>
            <input
              type="radio"
              id={id}
              name={name}
              value={option.id}
              defaultChecked={chosen === option.id}
              required
              aria-invalid={control["aria-invalid"]}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      });
  return (
    <form method="post" encType="multipart/form-data" action={kvkkFormAction()} className="form" data-module="form">
      <FormStatus
        id={KVKK_FORM_STATUS_ID}
        outcome={outcome}
        received="Başvurunuz alındı."
        refused="Başvurunuz gönderilemedi. Lütfen şu alanları düzeltin:"
        problems={problems}
      />
      <RequiredNote />
      <fieldset className="kvkk-section">
        <legend>Kimliğiniz</legend>
        <Field autoComplete="name" {...field("ad_soyad")} />
        <Field {...field("vatandaslik")} fieldset>
          {radios("vatandaslik", KVKK_CITIZENSHIP, value("vatandaslik"))}
        </Field>
        <div className="form-grid">
          <Field inputMode="numeric" hint="T.C. vatandaşıysanız: 11 haneli numaranız." {...field("tc_kimlik_no", false)} mark={undefined} />
          <Field hint="Yabancı uyrukluysanız." autoComplete="country-name" {...field("uyrugu", false)} mark={undefined} />
          <Field hint="Yabancı uyrukluysanız." {...field("kimlik_belgesi_no", false)} mark={undefined} />
        </div>
      </fieldset>
      <fieldset className="kvkk-section">
        <legend>İletişim bilgileriniz</legend>
        <Field multiline rows={3} autoComplete="street-address" hint="Yerleşim yeri ya da iş yeri adresiniz." {...field("adres")} />
        <div className="form-grid">
          <Field
            type="email"
            autoComplete="email"
            hint="Başvurunuzun alındı bildirimi ve onay bağlantısı bu adrese gönderilir."
            {...field("eposta")}
          />
          <Field type="tel" autoComplete="tel" {...field("telefon", false)} />
        </div>
      </fieldset>
      <fieldset className="kvkk-section">
        <legend>Talebiniz</legend>
        <Field {...field("haklar")} fieldset required={undefined}>
          {(control) =>
            KVKK_RIGHTS.map((right) => (
              <div className="choice" key={right.id}>
                <input
                  type="checkbox"
                  id={right.id === "a" ? fieldId("haklar") : `${fieldId("haklar")}-${right.id}`}
                  name="haklar"
                  value={right.id}
                  defaultChecked={ticked.has(right.id)}
                  aria-invalid={control["aria-invalid"]}
                />
                <label htmlFor={right.id === "a" ? fieldId("haklar") : `${fieldId("haklar")}-${right.id}`}>
                  ({right.id}) {right.label}
                </label>
              </div>
            ))
          }
        </Field>
        <Field multiline rows={6} hint="Talebinizi kendi sözlerinizle, konusunu belirterek yazın." {...field("talep")} />
        <Field
          {...field("iliski")}
          options={[{ value: "", label: "Seçin" }, ...KVKK_RELATIONS.map((r) => ({ value: r.id, label: r.label }))]}
        />
        <Field hint="“Diğer” seçtiyseniz zorunludur." {...field("iliski_aciklama", false)} mark={undefined} />
        <Field {...field("yanit_kanali")} fieldset>
          {radios("yanit_kanali", KVKK_ANSWER_CHANNELS, value("yanit_kanali"))}
        </Field>
      </fieldset>
      <fieldset className="kvkk-section">
        <legend>Belgeler</legend>
        <Field
          {...field(KVKK_DOCUMENT_FIELD, false)}
          hint={`Talebinizi destekleyen belgeleri ekleyebilirsiniz: en fazla ${KVKK_DOCUMENT_MAX_COUNT} dosya, her biri en fazla ${MB} MB; PDF, JPEG ya da PNG.${failed ? " Form yeniden gösterildiğinde seçtiğiniz dosyalar silinir; lütfen yeniden seçin." : ""}`}
        >
          {(control) => <input type="file" multiple accept={KVKK_DOCUMENT_ACCEPT} {...control} />}
        </Field>
      </fieldset>
      <Honeypot idPrefix="kvkk" />
      <button type="submit" className="button button-accent">
        Başvuruyu gönder
      </button>
    </form>
  );
}
