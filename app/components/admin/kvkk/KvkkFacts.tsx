/** Every field of a KVKK application as the person gave it (Tebliğ md. 5), the rights in md. 11's words. */
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { KVKK_ANSWER_CHANNELS, KVKK_RELATIONS, kvkkLabel } from "#app/lib/kvkk.ts";

export interface KvkkFactsApplication {
  reference: string;
  received_at: string;
  full_name: string;
  national_id: string | null;
  nationality: string | null;
  foreign_id: string | null;
  address: string;
  email: string;
  email_confirmed_at: string | null;
  phone: string;
  relation: string;
  relation_detail: string;
  answer_channel: string;
  request: string;
}

export function KvkkFacts({ application: a, rights }: { application: KvkkFactsApplication; rights: { letter: string; label: string }[] }) {
  const relation = kvkkLabel(KVKK_RELATIONS, a.relation) + (a.relation_detail ? `: ${a.relation_detail}` : "");
  return (
    <section className="admin-form-section" aria-labelledby="basvuru-basligi">
      <h2 id="basvuru-basligi">Başvuru</h2>
      <dl className="kvkk-facts">
        <dt>Başvuru numarası</dt>
        <dd>{a.reference}</dd>
        <dt>Alındı</dt>
        <dd>{formatTurkishDateTime(a.received_at)}</dd>
        <dt>Ad soyad</dt>
        <dd>{a.full_name}</dd>
        {a.national_id ? (
          <>
            <dt>T.C. kimlik no</dt>
            <dd>{a.national_id}</dd>
          </>
        ) : (
          <>
            <dt>Uyruğu</dt>
            <dd>{a.nationality ?? "—"}</dd>
            <dt>Pasaport ya da kimlik no</dt>
            <dd>{a.foreign_id ?? "—"}</dd>
          </>
        )}
        <dt>Tebligat adresi</dt>
        <dd>{a.address}</dd>
        <dt>E-posta</dt>
        <dd>
          {a.email} ({a.email_confirmed_at ? `doğrulandı: ${formatTurkishDateTime(a.email_confirmed_at)}` : "doğrulanmadı"})
        </dd>
        <dt>Telefon</dt>
        <dd>{a.phone || "—"}</dd>
        <dt>Firmayla ilişkisi</dt>
        <dd>{relation}</dd>
        <dt>Yanıtı nasıl istiyor</dt>
        <dd>{kvkkLabel(KVKK_ANSWER_CHANNELS, a.answer_channel)}</dd>
        <dt>Talep ettiği haklar</dt>
        <dd>
          {rights.length === 0 ? (
            "—"
          ) : (
            <ul>
              {rights.map((right) => (
                <li key={right.letter}>
                  ({right.letter}) {right.label}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Talebi</dt>
        <dd>{a.request}</dd>
      </dl>
    </section>
  );
}
