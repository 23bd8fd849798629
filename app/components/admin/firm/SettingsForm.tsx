/**
 * Firma bilgileri's form: grouped fieldsets (Firma, Kurucu, Adres, İletişim,
 * Yasal bilgiler, Sosyal medya, Çalışma saatleri, Görseller, Arama motorları), each field
 * with its help text and its error beside it. The social links' and office
 * hours' rows live in the form's state, so their buttons change them in
 * place; without JavaScript the same buttons ask the server (SocialLinksFieldset).
 */
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { Field } from "#app/components/Field.tsx";
import {
  applyRowIntent,
  SETTINGS_FIELDS as F,
  SETTINGS_INTENTS as I,
  SETTINGS_LIMITS as L,
  type MediaChoice,
  REVISION_FIELD,
  type SettingsFormValues,
} from "#app/lib/firm-forms.ts";
import { LONG_TEXT_FORM_ENCODING } from "#app/lib/form-limits.ts";
import { fieldId } from "./fields.tsx";
import { IdentityFieldset } from "./IdentityFieldset.tsx";
import { MediaPicker } from "./MediaPicker.tsx";
import { OfficeHoursFieldset } from "./OfficeHoursFieldset.tsx";
import { SocialLinksFieldset } from "./SocialLinksFieldset.tsx";

/** Where the focus goes after a row button changed the rows (the moved row's button, the new row's first field…). */
function focusAfter(intent: string, values: SettingsFormValues): string {
  const [name, index] = intent.split(":");
  const row = Number(index);
  const social = values.social.length;
  const hours = values.hours.length;
  switch (name) {
    case I.socialUp:
      return row - 1 > 0 ? `buton-${I.socialUp}-${row - 1}` : `buton-${I.socialDown}-0`;
    case I.socialDown:
      return row + 1 < social - 1 ? `buton-${I.socialDown}-${row + 1}` : `buton-${I.socialUp}-${row + 1}`;
    case I.socialAdd:
      return `firma-sosyal_ad_${social - 1}`;
    case I.socialRemove:
      return social > 0 ? `firma-sosyal_ad_${Math.min(row, social - 1)}` : `buton-${I.socialAdd}`;
    case I.hoursAdd:
      return `firma-saat_${hours - 1}`;
    default:
      return hours > 0 ? `firma-saat_${Math.min(row, hours - 1)}` : `buton-${I.hoursAdd}`;
  }
}

const ROW_NEWS: Record<string, string> = {
  [I.socialUp]: "Bağlantı yukarı taşındı.",
  [I.socialDown]: "Bağlantı aşağı taşındı.",
  [I.socialAdd]: "Yeni bağlantı satırı eklendi.",
  [I.socialRemove]: "Bağlantı kaldırıldı.",
  [I.hoursAdd]: "Yeni çalışma saati satırı eklendi.",
  [I.hoursRemove]: "Çalışma saati satırı kaldırıldı.",
};

export function SettingsForm({
  values,
  errors,
  revision,
  images,
}: {
  values: SettingsFormValues;
  errors: Record<string, string>;
  revision: number;
  images: MediaChoice[];
}) {
  const [rows, setRows] = useState(values);
  // A new object each time, so the same target is focused again after another change.
  const [focus, setFocus] = useState<{ id: string }>();
  const [news, setNews] = useState("");
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  const onRowIntent = (intent: string) => {
    const next = applyRowIntent(rows, intent);
    if (!next) return;
    setRows(next);
    setFocus({ id: focusAfter(intent, next) });
    setNews(`${ROW_NEWS[intent.split(":")[0] ?? ""] ?? ""} Kaydetmek için “Kaydet” düğmesine basın.`);
  };
  const v = values.fields;
  const field = (name: (typeof F)[keyof typeof F]) => ({ id: fieldId(name), name, defaultValue: v[name] ?? "", error: errors[name] });

  return (
    <Form method="post" encType={LONG_TEXT_FORM_ENCODING} className="admin-form firm-form" noValidate>
      {/* Enter in a field saves (the first submit button is the form's default; the row buttons come later). */}
      <button type="submit" name="intent" value={I.save} className="visually-hidden" tabIndex={-1} aria-hidden="true">
        Kaydet
      </button>
      <input type="hidden" name={REVISION_FIELD} value={revision} />

      <fieldset className="firm-group">
        <legend>Firma</legend>
        <Field {...field(F.name)} label="Firmanın adı" required maxLength={L.name} autoComplete="organization" />
        <Field
          {...field(F.shortName)}
          label="Kısa adı"
          hint="Dar ekranlarda ve sayfa başlıklarında kullanılır (ör. Özdemir YMM)."
          required
          maxLength={L.shortName}
        />
        <Field {...field(F.tagline)} label="Slogan" hint="Logonun yanında görünen kısa tanım." maxLength={L.tagline} mark="optional" />
        <Field
          {...field(F.copyrightSince)}
          label="Telif satırındaki ilk yıl"
          hint="Sayfa altında “© ilk yıl–bu yıl” olarak gösterilir."
          required
          inputMode="numeric"
          maxLength={4}
        />
      </fieldset>

      <fieldset className="firm-group">
        <legend>Kurucu</legend>
        <Field
          {...field(F.founderName)}
          label="Kurucunun adı ve soyadı"
          hint="Kurucu sayfasının adresi bu addan oluşur; ad değişirse eski adres yeni adrese yönlendirilir."
          required
          maxLength={L.founderName}
        />
        <Field {...field(F.founderTitle)} label="Unvanı" hint="Ör. Yeminli Mali Müşavir." required maxLength={L.founderTitle} />
        <Field
          {...field(F.founderProfileUrl)}
          label="Profil bağlantısı"
          hint="Ör. LinkedIn profili; https:// ile başlayan tam adres."
          type="url"
          inputMode="url"
          maxLength={L.url}
          mark="optional"
        />
      </fieldset>

      <fieldset className="firm-group">
        <legend>Adres</legend>
        <Field
          {...field(F.street)}
          label="Açık adres"
          hint="Mahalle, cadde/sokak, bina ve kapı numarası."
          required
          maxLength={L.street}
          autoComplete="address-line1"
        />
        <div className="firm-row-fields">
          <Field {...field(F.district)} label="İlçe" required maxLength={L.place} autoComplete="address-level2" />
          <Field {...field(F.city)} label="İl" required maxLength={L.place} autoComplete="address-level1" />
          <Field {...field(F.postalCode)} label="Posta kodu" inputMode="numeric" maxLength={5} autoComplete="postal-code" mark="optional" />
        </div>
        <Field
          {...field(F.mapUrl)}
          label="Harita bağlantısı"
          hint="İletişim sayfasındaki ve sayfa altındaki “Haritada göster” bağlantısı (ör. Google Haritalar’daki paylaşım adresi). Boş bırakılırsa bağlantı yukarıdaki adresi haritada arar ve adres değişince kendiliğinden değişir."
          type="url"
          inputMode="url"
          maxLength={L.url}
          mark="optional"
        />
      </fieldset>

      <fieldset className="firm-group">
        <legend>İletişim</legend>
        <Field
          {...field(F.phone)}
          label="Telefon"
          hint="Alan koduyla: 0312 000 00 00, (0312) 000 0000 ya da +90 312 000 00 00; uluslararası biçimde saklanır."
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <Field
          {...field(F.whatsapp)}
          label="WhatsApp numarası"
          hint="Boş bırakılırsa WhatsApp bağlantısı gösterilmez."
          type="tel"
          inputMode="tel"
          mark="optional"
        />
        <Field {...field(F.email)} label="E-posta" required type="email" inputMode="email" maxLength={L.email} autoComplete="email" />
      </fieldset>

      <IdentityFieldset values={v} errors={errors} />

      <SocialLinksFieldset
        rows={rows.social}
        errors={errors}
        onChange={(social) => setRows({ ...rows, social })}
        onRowIntent={onRowIntent}
      />
      <OfficeHoursFieldset rows={rows.hours} errors={errors} onChange={(hours) => setRows({ ...rows, hours })} onRowIntent={onRowIntent} />
      <p role="status" className="visually-hidden">
        {news}
      </p>

      <fieldset className="firm-group">
        <legend>Görseller</legend>
        <MediaPicker
          name={F.logoMediaId}
          legend="Logo"
          noneLabel="Örnek logo (görsel seçilmedi)"
          hint="Sayfanın üstünde firmanın adıyla birlikte gösterilir. Yatay, sade bir görsel seçin."
          images={images}
          value={v[F.logoMediaId] ?? ""}
          error={errors[F.logoMediaId]}
        />
        <MediaPicker
          name={F.founderPhotoMediaId}
          legend="Kurucunun fotoğrafı"
          noneLabel="Örnek portre (görsel seçilmedi)"
          hint="Kurucu sayfasında gösterilir; dikey bir portre uygundur."
          images={images}
          value={v[F.founderPhotoMediaId] ?? ""}
          error={errors[F.founderPhotoMediaId]}
        />
        <MediaPicker
          name={F.iconMediaId}
          legend="Site simgesi"
          noneLabel="Sade varsayılan simge (görsel seçilmedi)"
          hint="Tarayıcı sekmesinde ve telefonun ana ekranında görünür; kare, sade bir görsel (ör. logonun işareti) seçin. Küçük boyları kendiliğinden hazırlanır."
          images={images}
          value={v[F.iconMediaId] ?? ""}
          error={errors[F.iconMediaId]}
        />
        <MediaPicker
          name={F.shareImageMediaId}
          legend="Paylaşım görseli"
          noneLabel="Sade varsayılan görsel (görsel seçilmedi)"
          hint="Bir sayfanın bağlantısı WhatsApp, LinkedIn gibi yerlerde paylaşıldığında, sayfanın kendi görseli yoksa gösterilir; 1200 × 630 piksele kırpılır."
          images={images}
          value={v[F.shareImageMediaId] ?? ""}
          error={errors[F.shareImageMediaId]}
        />
      </fieldset>

      <fieldset className="firm-group">
        <legend>Arama motorları</legend>
        <Field
          {...field(F.metaDescription)}
          label="Varsayılan meta açıklaması"
          hint={`Anasayfanın ve kendi açıklaması olmayan sayfaların arama sonuçlarındaki özeti; en fazla ${L.metaDescription} karakter.`}
          maxLength={L.metaDescription}
          multiline
          mark="optional"
        />
      </fieldset>

      <div className="admin-actions">
        <button type="submit" name="intent" value={I.save} className="button">
          Kaydet
        </button>
      </div>
    </Form>
  );
}
