/**
 * The sources of what visitors gave the site: contact messages, e-bülten subscriptions and
 * their consent records, the outbox's copies of e-mails, KVKK applications, rate limits.
 */

import { kvkkRetentionDays } from "#app/.server/kvkk/admin-read.ts";
import { columnsName, textHasEmail, textNames } from "#app/.server/personal-data/matching.ts";
import { fieldsOf, idsOf, type PersonalDataSource, record, untilAfter } from "#app/.server/personal-data/source.ts";
import { deleteOwnMail } from "#app/.server/repositories/outbox.ts";
import {
  allKvkkApplications,
  allMessages,
  anonymiseDeliveries,
  deleteByIds,
  deliveriesTo,
  kvkkFilesOf,
  kvkkNotesOf,
  ownMail,
  rateLimitsNaming,
  subscribersByEmail,
} from "#app/.server/repositories/personal-data.ts";
import { withdrawSubscriber } from "#app/.server/repositories/subscribers.ts";
import { KVKK_APPLICATION_RETENTION_DEFAULT_DAYS, KVKK_OPEN_STATUSES } from "#app/lib/kvkk.ts";
import { RETENTION_DAYS } from "#app/lib/retention.ts";

const R = RETENTION_DAYS;

export const contactMessages: PersonalDataSource = {
  id: "iletisim-mesajlari",
  label: "İletişim formu mesajları",
  tables: ["messages"],
  held: "Ad soyad, telefon, e-posta, konu, mesaj, gönderildiği internet adresi (IP), okunma zamanı",
  purpose: "Ziyaretçinin sorusunu yanıtlamak ve kendisiyle iletişime geçmek",
  retention: `Gönderildikten sonra ${R.contactMessages} gün (bakım işi siler)`,
  async find(db, person) {
    const rows = (await allMessages(db)).filter(
      (m) => columnsName(person, { email: m.email, phone: m.phone, name: m.name }) || textNames(`${m.subject}\n${m.body}`, person),
    );
    return rows.map((m) =>
      record(
        "messages",
        m.id,
        m.created_at,
        untilAfter(m.created_at, R.contactMessages, `${R.contactMessages} gün`),
        "delete",
        "Silinir.",
        fieldsOf(m),
      ),
    );
  },
  async erase(trx, records) {
    return { deleted: await deleteByIds(trx, "messages", idsOf(records, "messages", "delete")), anonymised: 0 };
  },
};

const KEEP_CONSENT =
  "İYS ve 6563 sayılı Kanun uyarınca onayın ve geri alınmasının kanıtı olarak saklanır; ayrılmadan " +
  `${R.consentAfterWithdrawal} gün sonra bakım işi siler.`;

export const subscriptions: PersonalDataSource = {
  id: "e-bulten-aboneligi",
  label: "E-bülten aboneliği ve onay kaydı",
  tables: ["subscribers", "subscriber_topics"],
  held: "E-posta, durum, kayıt ve onay zamanları, abone olunan sayfa, internet adresi (IP), gösterilen onay metninin sürümü, seçilen konular ve seçildikleri zaman, ayrılma ve ulaşılamama kaydı",
  purpose: "E-bülteni göndermek ve ticari ileti onayını (6563 sayılı Kanun, İYS) kanıtlamak",
  retention: `Onaylanmayan kayıt ${R.unconfirmedSignUps} gün; ayrılan abonenin onay kaydı ayrılmadan sonra ${R.consentAfterWithdrawal} gün`,
  async find(db, person) {
    if (person.email === "") return [];
    return (await subscribersByEmail(db, person.email)).map((s) => {
      const { confirm_token_hash: _digest, unsubscribe_token: _token, ...shown } = s;
      if (s.status === "pending") {
        return record(
          "subscribers",
          s.id,
          s.created_at,
          untilAfter(s.created_at, R.unconfirmedSignUps, `${R.unconfirmedSignUps} gün`),
          "delete",
          "Onaylanmamış kayıt: kanıtlanacak bir onay yok, silinir.",
          fieldsOf(shown),
        );
      }
      const withdrawnAt = s.status === "unsubscribed" ? s.unsubscribed_at : null;
      const reason =
        withdrawnAt === null
          ? `Onay geri alınmış olarak kaydedilir (e-bülten gönderilmez). ${KEEP_CONSENT}`
          : `Abonelik sona ermiş. ${KEEP_CONSENT}`;
      return record(
        "subscribers",
        s.id,
        s.created_at,
        withdrawnAt === null
          ? `Ayrıldıktan sonra ${R.consentAfterWithdrawal} gün`
          : untilAfter(withdrawnAt, R.consentAfterWithdrawal, "ayrılmadan sonra"),
        "keep",
        reason,
        fieldsOf(shown),
      );
    });
  },
  async erase(trx, records, _person, { now }) {
    // A consent that stands is withdrawn (nothing more is sent); its record is kept as the proof İYS needs.
    for (const id of idsOf(records, "subscribers", "keep")) {
      await withdrawSubscriber(trx, id, ["confirmed", "bounced"], {
        status: "unsubscribed",
        unsubscribed_at: now,
        confirm_token_hash: null,
        confirm_expires_at: null,
      });
    }
    return { deleted: await deleteByIds(trx, "subscribers", idsOf(records, "subscribers", "delete")), anonymised: 0 };
  },
};

/**
 * An e-mail to the person that has not gone yet (the answer to their application, an
 * acknowledgment) is what the firm owes them: kept so that it is sent; maintenance deletes it
 * after its retention like any sent e-mail. Mail about them to the firm is deleted, sent or not.
 */
const waitingFor = (mail: { recipient: string; status: string }, email: string) =>
  email !== "" && textHasEmail(mail.recipient, email) && (mail.status === "pending" || mail.status === "sending");
const ON_ITS_WAY = `Kişiye giden ve henüz gönderilmemiş bir e-posta (ör. başvurusunun yanıtı): gönderilsin diye saklanır; gönderildikten ${R.sentEmails} gün sonra bakım işi siler.`;

export const outbox: PersonalDataSource = {
  id: "giden-e-postalar",
  label: "Giden e-postaların kopyaları",
  tables: ["outbox", "outbox_attachments"],
  held: "Alıcının e-posta adresi; firmanın e-postalarında konu ve metin (ör. iletişim mesajının kopyası); e-bülten gönderiminde sayı ve durum",
  purpose: "E-postaları göndermek, gönderilemeyenleri yeniden denemek ve gönderimi kanıtlamak",
  retention: `Gönderildikten sonra ${R.sentEmails} gün`,
  async find(db, person) {
    const mails = (await ownMail(db)).filter(
      (m) => textHasEmail(m.recipient, person.email) || textNames(`${m.subject}\n${m.text_body}\n${m.html_body}\n${m.headers}`, person),
    );
    const subscriberIds = person.email === "" ? [] : (await subscribersByEmail(db, person.email)).map((s) => s.id);
    const deliveries = person.email === "" && subscriberIds.length === 0 ? [] : await deliveriesTo(db, person.email, subscriberIds);
    const until = (sent: string | null) => untilAfter(sent, R.sentEmails, "gönderildikten sonra");
    return [
      ...mails.map(({ html_body: _html, ...m }) =>
        waitingFor(m, person.email)
          ? record("outbox", m.id, m.created_at, until(m.sent_at), "keep", ON_ITS_WAY, fieldsOf(m))
          : record("outbox", m.id, m.created_at, until(m.sent_at), "delete", "Silinir (gönderilmemişse gönderilmez).", fieldsOf(m)),
      ),
      ...deliveries.map((d) =>
        record(
          "outbox",
          d.id,
          d.created_at,
          until(d.sent_at),
          "anonymise",
          "Adres ve e-postanın kopyası silinir; gönderimin sayısı doğru kalsın diye sayısı ve durumu kalır.",
          fieldsOf(d),
        ),
      ),
    ];
  },
  async erase(trx, records, _person, { reason }) {
    return {
      deleted: await deleteOwnMail(trx, idsOf(records, "outbox", "delete")),
      anonymised: await anonymiseDeliveries(trx, idsOf(records, "outbox", "anonymise"), reason),
    };
  },
};

const kvkkRule = (days: number) =>
  `yanıtlandıktan ya da kapatıldıktan sonra ${days.toLocaleString("tr-TR")} gün (ofisin KVKK başvurularında belirlediği süre)`;

export const kvkkApplications: PersonalDataSource = {
  id: "kvkk-basvurulari",
  label: "KVKK başvuruları",
  tables: ["kvkk_applications", "kvkk_application_notes", "kvkk_application_files"],
  held: "Ad soyad, T.C. kimlik no veya uyruk ve kimlik numarası, adres, e-posta, telefon, talep, yanıt, ofisin notları, ekler",
  purpose: "İlgili kişinin başvurusunu KVKK md. 13 uyarınca 30 gün içinde yanıtlamak ve nasıl yanıtlandığını kanıtlamak",
  retention: `Açıkken yanıtlanana kadar; sonra ofisin KVKK başvurularında belirlediği süre (varsayılan ${KVKK_APPLICATION_RETENTION_DEFAULT_DAYS.toLocaleString("tr-TR")} gün)`,
  async find(db, person) {
    const applications = (await allKvkkApplications(db)).filter((a) =>
      columnsName(person, { email: a.email, phone: a.phone, name: a.full_name }),
    );
    const ids = applications.map((a) => a.id);
    const days = await kvkkRetentionDays(db);
    const reasonOf = new Map(
      applications.map((a) => [
        a.id,
        KVKK_OPEN_STATUSES.includes(a.status)
          ? `Açık başvuru (${a.reference}): KVKK md. 13 uyarınca yanıtlanması gerektiğinden saklanır.`
          : `Başvuru (${a.reference}) ve yanıtı, nasıl yanıtlandığının kanıtı olarak (KVKK md. 14'teki şikâyet süreleri) ${kvkkRule(days)} saklanır.`,
      ]),
    );
    const untilOf = (id: string) => {
      const a = applications.find((x) => x.id === id);
      return a?.answered_at ? untilAfter(a.answered_at, days, "yanıttan sonra") : "Yanıtlanana kadar";
    };
    const keep = (table: "kvkk_application_notes" | "kvkk_application_files", id: string, applicationId: string, at: string, row: object) =>
      record(table, id, at, untilOf(applicationId), "keep", reasonOf.get(applicationId) ?? "", fieldsOf(row));
    return [
      ...applications.map((a) =>
        record("kvkk_applications", a.id, a.received_at, untilOf(a.id), "keep", reasonOf.get(a.id) ?? "", fieldsOf(a)),
      ),
      ...(await kvkkNotesOf(db, ids)).map((n) => keep("kvkk_application_notes", n.id, n.application_id, n.created_at, n)),
      ...(await kvkkFilesOf(db, ids)).map((f) => keep("kvkk_application_files", f.id, f.application_id, f.created_at, f)),
    ];
  },
  async erase() {
    return { deleted: 0, anonymised: 0 };
  },
};

export const rateLimits: PersonalDataSource = {
  id: "deneme-sinirlari",
  label: "Deneme sınırlarının sayaçları",
  tables: ["rate_limits"],
  held: "Giriş ve parola yenileme denemelerinin sayısı, anahtarında e-posta adresi (ve internet adresi)",
  purpose: "Parola tahminine ve kötüye kullanıma karşı denemeleri sınırlamak",
  retention: "Sayacın süresi bitince (en çok birkaç saat) bakım işi siler",
  async find(db, person) {
    if (person.email === "") return [];
    const rows = (await rateLimitsNaming(db, person.email)).filter((r) => textHasEmail(r.key, person.email));
    return rows.map((r) => record("rate_limits", r.key, null, `${r.reset_at} (sayacın sonu)`, "delete", "Silinir.", fieldsOf(r)));
  },
  async erase(trx, records) {
    return { deleted: await deleteByIds(trx, "rate_limits", idsOf(records, "rate_limits", "delete")), anonymised: 0 };
  },
};
