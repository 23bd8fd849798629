/**
 * Firma bilgileri's "Yasal bilgiler" (issue 42): the trade name, MERSİS
 * number, tax office and number, KEP address, the professional chamber and
 * the profession's rules, which the Künye page, the site's footer and every
 * e-bülten e-mail show. All optional; each hint says where it appears.
 */
import { Field } from "#app/components/Field.tsx";
import { SETTINGS_FIELDS as F, SETTINGS_LIMITS as L, type SettingsFieldName } from "#app/lib/firm-forms.ts";
import { fieldId } from "./fields.tsx";

export function IdentityFieldset({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const field = (name: SettingsFieldName) => ({ id: fieldId(name), name, defaultValue: values[name] ?? "", error: errors[name] });
  return (
    <fieldset className="firm-group">
      <legend>Yasal bilgiler (Künye)</legend>
      <p className="firm-group-intro">
        Elektronik ticaret ve ticari elektronik ileti mevzuatı, sitenin ve e-bültenlerin gönderenini tanıtmasını ister. Bu bilgiler Künye
        sayfasında, sayfa altında ve her e-bültenin altında görünür; boş bırakılan alan gösterilmez.
      </p>
      <Field
        {...field(F.tradeName)}
        label="Ticaret unvanı"
        hint="Ticaret siciline kayıtlı tam unvan (ör. … Yeminli Mali Müşavirlik Limited Şirketi). Şahıs olarak çalışıyorsanız boş bırakın: firmanın adı kullanılır."
        maxLength={L.tradeName}
        mark="optional"
      />
      <Field
        {...field(F.mersisNo)}
        label="MERSİS numarası"
        hint="16 rakam (ör. 0123 4567 8901 2345); boşluklar kaydedilmez. Ticaret siciline kayıtlı şirketlerin vardır; şahıs olarak çalışan meslek mensubunun yoktur."
        inputMode="numeric"
        maxLength={24}
        mark="optional"
      />
      <div className="firm-row-fields">
        <Field {...field(F.taxOffice)} label="Vergi dairesi" hint="Ör. Çankaya Vergi Dairesi." maxLength={L.taxOffice} mark="optional" />
        <Field
          {...field(F.taxNumber)}
          label="Vergi kimlik numarası"
          hint="Şirket için 10 rakamlı vergi kimlik numarası; şahıs olarak çalışan meslek mensubu için 11 rakamlı T.C. kimlik numarası. Son rakamları doğrulama kuralına göre denetlenir. Bu numara sitede görünür."
          inputMode="numeric"
          maxLength={16}
          mark="optional"
        />
      </div>
      <Field
        {...field(F.kepAddress)}
        label="KEP adresi"
        hint="Kayıtlı elektronik posta adresi (ör. firma@hs01.kep.tr)."
        type="email"
        inputMode="email"
        maxLength={L.email}
        mark="optional"
      />
      <Field
        {...field(F.chamberName)}
        label="Meslek odası"
        hint="Kayıtlı olduğunuz bölgenin Yeminli Mali Müşavirler Odası (TÜRMOB’a bağlı), ör. Ankara Yeminli Mali Müşavirler Odası."
        maxLength={L.chamberName}
        mark="optional"
      />
      <Field
        {...field(F.chamberUrl)}
        label="Meslek odasının bağlantısı"
        hint="Odanın sitesi; https:// ile başlayan tam adres."
        type="url"
        inputMode="url"
        maxLength={L.url}
        mark="optional"
      />
      <Field
        {...field(F.rulesUrl)}
        label="Meslek kurallarının bağlantısı"
        hint="Mesleğin kurallarına ulaşılan adres: 3568 sayılı Kanun ve yönetmelikleri (ör. mevzuat.gov.tr’deki Kanun metni ya da TÜRMOB’un mevzuat sayfası)."
        type="url"
        inputMode="url"
        maxLength={L.url}
        mark="optional"
      />
    </fieldset>
  );
}
