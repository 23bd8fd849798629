/**
 * The activities a public form collects data for (issue 42, ADR 056): the contact form, the
 * e-bülten sign-up and the KVKK application, each with the short notice its form shows
 * (components/FormNotice.tsx). Part of the inventory (privacy-inventory.ts).
 */
import {
  AUTHORITIES,
  BASES,
  formCounter,
  type PrivacyFacts,
  type ProcessingActivity,
  SMTP_PROVIDER,
  sentMail,
  TRANSFER_ABROAD,
} from "#app/lib/privacy-basics.ts";
import { daysText, RETENTION_DAYS } from "#app/lib/retention.ts";

export function contact(): ProcessingActivity {
  return {
    id: "contact",
    title: "İletişim formu",
    subjects: "İletişim formuyla bize yazan kişiler",
    dataCategories: [
      "Ad soyad, telefon numarası, e‑posta adresi, mesajın konusu ve içeriği",
      "Mesajın gönderildiği zaman ve IP adresi (kötüye kullanımı önlemek için)",
    ],
    purposes: [
      "Soru ve taleplerinizin değerlendirilip yanıtlanması",
      "Talebiniz halinde hizmet ilişkisine yönelik görüşmelerin yürütülmesi",
    ],
    legalBases: [BASES.contract, BASES.legitimateInterest],
    recipients: [`${SMTP_PROVIDER} (mesajınız büronun e‑posta adresine bildirim olarak gönderilir)`, AUTHORITIES],
    transferAbroad: TRANSFER_ABROAD,
    retention: [
      {
        what: "Mesajınız ve bilgileriniz",
        period: `alındığı tarihten itibaren ${daysText(RETENTION_DAYS.contactMessages)}; sonra otomatik olarak silinir`,
      },
      { what: "Büroya giden bildirim e‑postası", period: sentMail },
      formCounter,
    ],
    short: {
      purpose: "Mesajınızı ve iletişim bilgilerinizi, sorunuzu yanıtlamak ve talebiniz olursa hizmet görüşmesi yapmak için işleriz",
      basis: `KVKK ${BASES.contract.article} ve ${BASES.legitimateInterest.article}`,
      retention: `Mesajınız ${daysText(RETENTION_DAYS.contactMessages)} saklanır, sonra silinir.`,
    },
  };
}

export function newsletter(): ProcessingActivity {
  const withdrawal = daysText(RETENTION_DAYS.consentAfterWithdrawal);
  return {
    id: "newsletter",
    title: "E‑bülten",
    subjects: "E‑bültene abone olan veya abone olmak isteyen kişiler",
    dataCategories: [
      "E‑posta adresi",
      "Onay kaydı: talebin ve e‑postayla verilen onayın zamanı, talebin yapıldığı sayfa, talep sırasındaki IP adresi, formda gösterilen onay metninin ve bu aydınlatma metninin o zamanki sürümü",
      "Abonelikten çıkma zamanı; e‑bülten adresinize kalıcı olarak teslim edilemezse bunun zamanı ve e‑posta sunucusunun bildirdiği gerekçe",
      "Gönderim kayıtları: hangi e‑bülten sayısının adresinize hangi sonuçla gönderildiği (açılma ve tıklama kaydedilmez)",
    ],
    purposes: [
      "Aboneliğin e‑postayla doğrulanması, e‑bültenin gönderilmesi ve abonelikten çıkma talebinin yerine getirilmesi",
      "Verilen onayın ve geri alınmasının ispatı",
    ],
    legalBases: [
      {
        ...BASES.consent,
        text: "açık rızanız: e‑bülten, 6563 sayılı Kanun ve Ticari İletişim ve Ticari Elektronik İletiler Hakkında Yönetmelik uyarınca yalnızca onayınızla gönderilir; onay, mevzuatın gerektirdiği hallerde İleti Yönetim Sistemi'ne (İYS) kaydedilir",
      },
      { ...BASES.legalObligation, text: `${BASES.legalObligation.text} (onay kaydının saklanması)` },
      { ...BASES.right, text: `${BASES.right.text} (onayın ispatı)` },
    ],
    recipients: [SMTP_PROVIDER, "Mevzuatın gerektirdiği hallerde İleti Yönetim Sistemi (İYS)", AUTHORITIES],
    transferAbroad: TRANSFER_ABROAD,
    retention: [
      { what: "Onaylanmamış abonelik talebi", period: `talep tarihinden itibaren en geç ${daysText(RETENTION_DAYS.unconfirmedSignUps)}` },
      { what: "Abonelik", period: "onayınızı geri alıncaya kadar" },
      {
        what: "Onay kaydı",
        period: `onayın geri alınmasından veya adresin kalıcı olarak teslim edilemez olmasından itibaren ${withdrawal}; sonra adresle birlikte silinir`,
      },
      { what: "Gönderim kayıtları", period: sentMail },
      formCounter,
    ],
    short: {
      purpose: "E‑posta adresinizi ve onay kaydınızı e‑bülteni göndermek ve onayınızı ispatlamak için işleriz",
      basis: `gönderim için açık rızanız (KVKK ${BASES.consent.article}), onay kaydının saklanması için KVKK ${BASES.legalObligation.article} ve ${BASES.right.article}`,
      retention: `Abonelik onayınızı geri alıncaya kadar sürer; onay kaydı geri alındıktan sonra ${withdrawal} saklanır. Onaylanmayan talep ${daysText(RETENTION_DAYS.unconfirmedSignUps)} içinde silinir.`,
    },
  };
}

export function kvkkApplication(facts: Pick<PrivacyFacts, "kvkkApplicationRetentionDays">): ProcessingActivity {
  const kept = daysText(facts.kvkkApplicationRetentionDays);
  return {
    id: "kvkk-application",
    title: "İlgili kişi başvuruları",
    subjects: "Kanun'un 11. maddesindeki haklarını kullanmak için başvuran kişiler",
    dataCategories: [
      "Ad soyad; T.C. kimlik numarası veya yabancılar için uyruk ile pasaport ya da kimlik numarası",
      "Tebligat adresi, e‑posta adresi, telefon numarası ve büroyla ilişkiniz",
      "Kullanmak istediğiniz haklar, talebiniz, eklediğiniz belgeler, yanıtı nasıl almak istediğiniz ve e‑posta adresinizin doğrulandığı zaman",
      "Başvuruya verilen yanıt, ekleri ve büronun başvuruyla ilgili notları",
    ],
    purposes: [
      "Başvurunuzun Kanun'un 13. maddesi uyarınca en geç otuz gün içinde değerlendirilip yanıtlanması",
      "Başvuranın kimliğinin ve iletişim adresinin doğrulanması; başvurunun nasıl sonuçlandığının ispatı",
    ],
    legalBases: [BASES.legalObligation, BASES.right],
    recipients: [SMTP_PROVIDER, `${AUTHORITIES} (ör. Kurul'a şikâyet halinde Kişisel Verileri Koruma Kurulu)`],
    transferAbroad: TRANSFER_ABROAD,
    retention: [
      { what: "Başvuru, yanıtı ve ekleri", period: `başvurunun yanıtlandığı veya kapatıldığı tarihten itibaren ${kept}` },
      { what: "Başvuruyla ilgili e‑postalar", period: sentMail },
    ],
    short: {
      purpose: "Başvurunuzdaki bilgileri, başvurunuzu değerlendirip yanıtlamak ve kimliğinizi doğrulamak için işleriz",
      basis: `KVKK ${BASES.legalObligation.article} ve ${BASES.right.article}`,
      retention: `Başvurunuz ve yanıtı, başvuru sonuçlandıktan sonra ${kept} saklanır, sonra silinir.`,
    },
  };
}
