/**
 * The sources of what the site keeps of the office's own people: admin accounts with their
 * sessions, e-mailed tokens and recovery codes; the audit log; the "by whom" of their work.
 * An account is never erased here (Yöneticiler removes it, with its checks: never the last
 * admin, never oneself); once it is gone, the records of the work are anonymised.
 */

import { SESSION_IDLE_MS, SESSION_MAX_MS } from "#app/.server/accounts/sessions.ts";
import type { Executor } from "#app/.server/db/index.ts";
import { columnsName, normaliseEmail, type Person } from "#app/.server/personal-data/matching.ts";
import { fieldsOf, type PersonalDataSource, record } from "#app/.server/personal-data/source.ts";
import {
  accountRecords,
  allAdmins,
  auditNaming,
  authorRows,
  replaceAuthor,
  rewriteAudit,
} from "#app/.server/repositories/personal-data.ts";

const HOUR = 60 * 60 * 1000;
const ACCOUNT_KEPT = "Yönetici hesabı: burada silinmez. Silmek için önce Yöneticiler ekranından hesabı kaldırın, sonra yeniden arayın.";
const WORK_KEPT =
  "Hesap duruyor: yönetim işlemlerinin kimin tarafından yapıldığının kaydı olarak saklanır. Hesap kaldırıldıktan sonra yapılan silmede adres “silinmiş yönetici” ile değiştirilir.";
const WORK_ANONYMISED = "Adres “silinmiş yönetici …” ile değiştirilir; işlemin kendisi (ne, ne zaman) kayıtta kalır.";

/** Whether an admin account still has the address (then its records are kept). */
async function accountExists(db: Executor, person: Person) {
  return person.email !== "" && (await allAdmins(db)).some((a) => normaliseEmail(a.email) === person.email);
}

export const adminAccounts: PersonalDataSource = {
  id: "yonetici-hesaplari",
  label: "Yönetici hesabı, oturumları ve kodları",
  tables: ["admins", "sessions", "admin_tokens", "recovery_codes"],
  held: "E-posta, ad, rol, giriş ve parola zamanları; oturumların tarayıcı bilgisi ve internet adresi (IP); davet ve parola yenileme bağlantılarının zamanları; kurtarma kodlarının zamanları (parola, kodlar ve gizli anahtarlar yalnızca özet ya da şifreli tutulur, dışa aktarılmaz)",
  purpose: "Yönetim paneline güvenli giriş ve yetkilendirme",
  retention: `Hesap kaldırılana kadar; oturum ${SESSION_IDLE_MS / HOUR} saat kullanılmayınca, en çok ${SESSION_MAX_MS / HOUR} saat sonra silinir`,
  async find(db, person) {
    const admins = (await allAdmins(db)).filter((a) => columnsName(person, { email: a.email, name: a.name }));
    const { sessions, tokens, codes } = await accountRecords(
      db,
      admins.map((a) => a.id),
    );
    const until = "Hesap kaldırılana kadar";
    return [
      ...admins.map((a) => record("admins", a.id, a.created_at, until, "keep", ACCOUNT_KEPT, fieldsOf(a))),
      // A session's and a token's id is the digest of what the cookie or the link carries: never shown, numbered instead.
      ...sessions.map(({ id: _digest, ...s }, i) =>
        record("sessions", `oturum-${i + 1}`, s.created_at, "Oturum bitene kadar", "keep", ACCOUNT_KEPT, fieldsOf(s)),
      ),
      ...tokens.map(({ id: _digest, ...t }, i) =>
        record("admin_tokens", `baglanti-${i + 1}`, t.created_at, t.expires_at, "keep", ACCOUNT_KEPT, fieldsOf(t)),
      ),
      ...codes.map((c) => record("recovery_codes", c.id, c.created_at, until, "keep", ACCOUNT_KEPT, fieldsOf(c))),
    ];
  },
  async erase() {
    return { deleted: 0, anonymised: 0 };
  },
};

const ERASED = "[silindi]";

/** Every spelling of the address in a text, replaced (case-insensitively: the address is lower-case ASCII). */
function withoutAddress(text: string, email: string, by: string): string {
  let out = "";
  let from = 0;
  const lowered = text.toLowerCase();
  for (let at = lowered.indexOf(email); at !== -1; at = lowered.indexOf(email, from)) {
    out += text.slice(from, at) + by;
    from = at + email.length;
  }
  return out + text.slice(from);
}

export const auditLog: PersonalDataSource = {
  id: "islem-kayitlari",
  label: "İşlem kayıtları (yönetim işlemleri)",
  tables: ["audit_log"],
  held: "İşlemi yapan yöneticinin e-postası, işlem, zamanı; bazı kayıtlarda ilgili hesabın e-postası",
  purpose: "Yönetim panelinde kimin neyi ne zaman değiştirdiğini izlemek (hesap verebilirlik, güvenlik)",
  retention: "Süresiz; kişinin yöneticilik hesabı kaldırıldıktan sonra istenirse adres anonimleştirilir",
  async find(db, person) {
    if (person.email === "") return [];
    const kept = await accountExists(db, person);
    const rows = (await auditNaming(db, person.email)).filter(
      (r) =>
        normaliseEmail(r.admin_email) === person.email ||
        (r.entry_id ?? "").toLowerCase() === person.email ||
        (r.details ?? "").toLowerCase().includes(person.email),
    );
    return rows.map((r) =>
      record(
        "audit_log",
        r.id,
        r.created_at,
        kept ? "Süresiz" : "Süresiz (anonim)",
        kept ? "keep" : "anonymise",
        kept ? WORK_KEPT : WORK_ANONYMISED,
        fieldsOf(r),
      ),
    );
  },
  async erase(trx, records, person, { pseudonym }) {
    const rows = records
      .filter((r) => r.treatment === "anonymise")
      .map((r) => {
        const author = String(r.fields.admin_email ?? "");
        const entry = r.fields.entry_id === null ? null : String(r.fields.entry_id);
        const details = r.fields.details === null ? null : String(r.fields.details);
        return {
          id: r.id,
          admin_email: normaliseEmail(author) === person.email ? pseudonym : author,
          entry_id: entry === null ? null : withoutAddress(entry, person.email, ERASED),
          details: details === null ? null : withoutAddress(details, person.email, ERASED),
        };
      });
    return { deleted: 0, anonymised: await rewriteAudit(trx, rows) };
  },
};

export const adminWork: PersonalDataSource = {
  id: "yonetici-calismalari",
  label: "Yöneticinin yaptıklarının kaydı",
  tables: [
    "revisions",
    "firm_revisions",
    "english_revisions",
    "english_texts",
    "media",
    "attachments",
    "newsletter_issues",
    "entry_authors",
    "mail_settings",
    "firm_settings",
    "firm_pages",
    "services",
    "redirects",
    "tax_sets",
    "tax_rule_checks",
  ],
  held: "İçeriğin, sürümün, görselin, ekin, e-bülten sayısının, ayarın veya yönlendirmenin kim tarafından yazıldığı (e-posta)",
  purpose: "İçeriğin geçmişini ve kimin hazırladığını göstermek",
  retention: "İçerik ve geçmişi durdukça; çöp kutusundaki içerik geçmişiyle birlikte silinir",
  async find(db, person) {
    if (person.email === "") return [];
    const kept = await accountExists(db, person);
    return (await authorRows(db, person.email)).map((r) =>
      record(
        r.table,
        `${r.table}.${r.column}`,
        null,
        kept ? "İçerik durdukça" : "İçerik durdukça (anonim)",
        kept ? "keep" : "anonymise",
        kept ? WORK_KEPT : WORK_ANONYMISED,
        {
          column: r.column,
          rows: r.count,
        },
      ),
    );
  },
  async erase(trx, records, person, { pseudonym }) {
    const any = records.some((r) => r.treatment === "anonymise");
    return { deleted: 0, anonymised: any ? await replaceAuthor(trx, person.email, pseudonym) : 0 };
  },
};
