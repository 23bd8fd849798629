import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import type { AuditAction } from "#app/.server/db/schema.ts";
import { adminSeo, auditTrail } from "#app/.server/web/admin-page.ts";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { isMailSecurity, MAIL_SECURITY_LABELS } from "#app/lib/mail-settings.ts";
import { metaTags } from "#app/lib/meta.ts";
import { isRole, ROLE_LABELS } from "#app/lib/roles.ts";
import { quotaText } from "#app/lib/upload-quota.ts";
import type { Route } from "./+types/audit";

const ACTION_TEXT: Record<AuditAction, string> = {
  create: "Ekleme",
  update: "Düzenleme",
  delete: "Silme",
  restore: "Geri yükleme",
  publish: "Zamanlanmış yayın",
  unpublish: "Zamanında yayından kaldırıldı",
  upload: "Görsel yükleme",
  import: "İçe aktarma",
  password: "Şifre değişikliği",
  read: "Okundu işareti",
  unread: "Okunmadı işareti",
  retry: "Yeniden gönderim",
  invite: "Yönetici daveti",
  "accept-invite": "Davetin kabulü",
  remove: "Yönetici kaldırma",
  reset: "Şifre sıfırlama",
  sessions: "Oturum sonlandırma",
  "two-factor-on": "İki adımlı doğrulamayı açma",
  "two-factor-off": "İki adımlı doğrulamayı kapatma",
  "recovery-codes": "Yeni kurtarma kodları",
  send: "E-bülten gönderimi",
  "send-test": "E-bülten deneme gönderimi",
  cancel: "E-bülten gönderiminin iptali",
  resume: "E-bülten gönderimine devam",
  bounce: "Adresi ulaşılamıyor işaretleme",
  withdraw: "E-bülten onayının geri alınması (ofisçe kaydedildi)",
  "tax-tariff": "Gelir vergisi tarifesi kaydı",
  "tax-invoice-limit": "Fatura düzenleme sınırı kaydı",
  "tax-mtv-thresholds": "MTV taşıt değeri sınırları kaydı",
  "tax-mtv-import": "MTV tarifesinin CSV'den içe aktarılması",
  "tax-vat-rates": "KDV oranları dönemi ekleme",
  "tax-late-rate": "Gecikme zammı oranı ekleme",
  "tax-late-rate-fix": "Gecikme zammı oranı düzeltme",
  "tax-holiday": "Resmî tatil ekleme",
  "tax-holiday-edit": "Resmî tatil düzenleme",
  "tax-holiday-delete": "Resmî tatil silme",
  "tax-holiday-year": "Tatil yılı ekleme",
  "tax-set": "Veri setinin kaynağını ve kontrol tarihini güncelleme",
  "tax-set-confirm": "Veri setini kontrol etme (teyit)",
  "tax-wage-figures": "Ücret ve tazminat verisi dönemi kaydı",
  "tax-rule-confirm": "Vergi takvimi kuralını kontrol etme (teyit)",
  "tax-rule-display": "Teyit bekleyen kuralın sitede gösterimini değiştirme",
  "tax-calendar-generate": "Vergi takviminin yılını üretme",
  "tax-deadline-extend": "Süre uzatımı ekleme",
  "tax-deadline-extend-remove": "Süre uzatımını kaldırma",
  "tax-deadline-edit": "Vergi takvimi kaydını düzenleme",
  "tax-deadline-hide": "Vergi takvimi kaydını gizleme",
  "tax-deadline-show": "Vergi takvimi kaydını yeniden gösterme",
  "tax-event": "Ofis etkinliği ekleme",
  "tax-event-delete": "Ofis etkinliğini silme",
  "firm-settings": "Firma bilgileri güncellendi",
  "firm-settings-restore": "Firma bilgilerinin eski sürümü geri yüklendi",
  "firm-page-draft": "Sayfa taslağı kaydedildi",
  "firm-page-publish": "Sayfa yayımlandı",
  "firm-page-discard": "Sayfa taslağı silindi",
  "firm-page-restore": "Sayfanın eski sürümü yayımlandı",
  "review-ready": "Yayına hazır işareti",
  "review-send-back": "Taslağın geri gönderilmesi",
  role: "Rol değişikliği",
  "transfer-ownership": "Sahipliğin devri",
  "require-two-factor": "İki adımlı doğrulama zorunluluğu",
  "upload-quota": "Yükleme kotası",
  "advertising-words": "Reklam sözcükleri değişti",
  "mail-settings": "E-posta ayarları kaydedildi",
  "mail-test": "Deneme e-postası",
  backup: "Elle yedek alma (Şimdi yedekle)",
  "backup-download": "Yedek dosyasının indirilmesi",
  "personal-data-search": "Kişisel veri araması",
  "personal-data-export": "Kişisel verilerin dışa aktarılması",
  "personal-data-erase": "Kişisel verilerin silinmesi",
  "kvkk-note": "KVKK başvurusuna not",
  "kvkk-answer-file": "KVKK yanıtına dosya ekleme",
  "kvkk-answer-file-remove": "KVKK yanıtından dosya çıkarma",
  "kvkk-answer": "KVKK başvurusunun yanıtlanması",
  "kvkk-refuse": "KVKK başvurusunun reddi",
  "kvkk-close": "KVKK başvurusunun kapatılması",
  "kvkk-file-open": "KVKK başvurusunun belgesini açma",
  "kvkk-retention": "KVKK başvurularının saklama süresi",
  "english-draft": "İngilizce taslak kaydedildi",
  "english-publish": "İngilizce metin yayınlandı",
  "english-unpublish": "İngilizce metin yayından kaldırıldı",
  "english-restore": "İngilizce metnin eski sürümü taslağa geri yüklendi",
};

/** What a save on E-posta ayarları did to the password (its details never hold the password itself). */
const PASSWORD_TEXT: Record<string, string> = {
  changed: "değiştirildi",
  kept: "değişmedi",
  removed: "silindi",
  none: "yok",
};

const roleName = (value: unknown) => (isRole(value) ? ROLE_LABELS[value] : String(value));

/** The Yöneticiler and E-posta ayarları screens' writes say in a sentence what their details hold (the role given, from and to); undefined: none. */
function rolesText(action: AuditAction, details: string | null): string | undefined {
  if (!details) return undefined;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(details);
  } catch {
    return undefined;
  }
  switch (action) {
    case "invite":
      return parsed.role === undefined ? undefined : `Rol: ${roleName(parsed.role)}`;
    case "remove":
      return parsed.role === undefined ? undefined : `Rolü: ${roleName(parsed.role)}`;
    case "role":
      return `${roleName(parsed.from)} → ${roleName(parsed.to)}`;
    case "transfer-ownership":
      return `Sahip ${String(parsed.to)} oldu (önceki rolü: ${roleName(parsed.previousRole)}); ${String(parsed.from)} artık Yönetici.`;
    case "require-two-factor":
      return parsed.on ? "Bütün yöneticiler için zorunlu kılındı." : "Zorunluluk kaldırıldı.";
    case "mail-settings": {
      const to = (parsed.to ?? {}) as Record<string, unknown>;
      const security = isMailSecurity(to.security) ? MAIL_SECURITY_LABELS[to.security].replace(/ \(.*\)$/, "") : "";
      return `Sunucu: ${String(to.host)}:${String(to.port)} (${security}); şifre ${PASSWORD_TEXT[String(parsed.password)] ?? "–"}.`;
    }
    case "mail-test":
      return `Alıcı: ${String(parsed.to)}; ${parsed.ok ? "sunucu kabul etti" : "gönderilemedi"}.`;
    case "upload-quota": {
      const mb = (value: unknown) => (typeof value === "number" ? quotaText(value) : "varsayılan");
      return `${parsed.default ? "Varsayılan kota: " : ""}${mb(parsed.from)} → ${mb(parsed.to)}`;
    }
    default:
      return undefined;
  }
}

/** The details of a write (Vergi verileri: the values replaced and written), indented for reading. */
function detailsText(details: string | null): string | undefined {
  if (!details) return undefined;
  try {
    return JSON.stringify(JSON.parse(details), null, 2);
  } catch {
    return details;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const entries = await auditTrail(200);
  return {
    entries: entries.map((e) => ({
      ...e,
      when: formatTurkishDateTime(e.created_at),
      what: ACTION_TEXT[e.action] ?? e.action,
      summary: rolesText(e.action, e.details),
      details: rolesText(e.action, e.details) === undefined ? detailsText(e.details) : undefined,
    })),
    seo: await adminSeo("İşlem kayıtları", adminPaths.audit),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Audit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>İşlem kayıtları</h1>
      <p>Yönetim panelinde yapılan son 200 değişiklik, en yeni üstte.</p>
      {loaderData.entries.length === 0 ? (
        <p>Henüz kayıtlı bir işlem yok.</p>
      ) : (
        <AdminTable columns={["Zaman", "Yönetici", "İşlem", "Liste", "Kayıt"]} actions={false}>
          {loaderData.entries.map((e) => (
            <tr key={e.id}>
              <td>{e.when}</td>
              <td>{e.admin_email}</td>
              <td>{e.what}</td>
              <td>{e.list}</td>
              <td className="admin-cell-meta">
                {e.entry_id ?? "–"}
                {e.summary && <span className="audit-summary">{e.summary}</span>}
                {e.details && (
                  <details className="audit-details">
                    <summary>Ayrıntılar</summary>
                    {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long one scrolls, and must be reachable by keyboard (WCAG 2.1.1) */}
                    <pre tabIndex={0}>{e.details}</pre>
                  </details>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
