/**
 * Kişisel veri ara's parts (issue 42): the search form (GET, so it works without JavaScript
 * and a search can be opened again), and the results by source with their actions. The export
 * is a plain form (not React Router's): the answer is a file the browser downloads.
 */
import { Link } from "react-router";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { Field } from "#app/components/Field.tsx";
import { type PersonTerms, PERSONAL_DATA_QUERY as Q, type SourceView } from "#app/lib/personal-data.ts";

export type TermsView = PersonTerms;

export function PersonalDataSearch({
  action,
  terms,
  errors,
}: {
  action: string;
  terms: TermsView;
  errors: { email?: string; phone?: string; name?: string; form?: string };
}) {
  const list = [errors.form, errors.email, errors.phone, errors.name].filter(Boolean);
  return (
    <form method="get" action={action} className="personal-data-search" aria-labelledby="arama-basligi">
      <h2 id="arama-basligi">Kimi arıyorsunuz?</h2>
      {list.length > 0 && (
        <div className="admin-alert admin-alert-error" role="alert" id="arama-hatalari">
          <p>Arama yapılamadı:</p>
          <ul>
            {list.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <p id="arama-ipucu">En az bir alanı doldurun; birden çoğunu doldurursanız herhangi biriyle eşleşen kayıtlar bulunur.</p>
      <Field
        id="kv-eposta"
        name={Q.email}
        label="E-posta"
        type="email"
        defaultValue={terms.email}
        maxLength={254}
        autoComplete="off"
        error={errors.email}
        mark="optional"
      />
      <Field
        id="kv-telefon"
        name={Q.phone}
        label="Telefon"
        type="tel"
        inputMode="tel"
        defaultValue={terms.phone}
        maxLength={40}
        autoComplete="off"
        hint="Ör. 0312 000 00 40 ya da +90 312 000 00 40"
        error={errors.phone}
        mark="optional"
      />
      <Field
        id="kv-ad"
        name={Q.name}
        label="Ad soyad"
        defaultValue={terms.name}
        maxLength={120}
        autoComplete="off"
        error={errors.name}
        mark="optional"
      />
      <div className="admin-actions">
        <button type="submit" className="button">
          Ara
        </button>
      </div>
    </form>
  );
}

export function PersonalDataResults({
  sources,
  terms,
  exportAction,
  erasePath,
}: {
  sources: SourceView[];
  terms: TermsView;
  exportAction: string;
  erasePath: string;
}) {
  const found = sources.filter((s) => s.records.length > 0);
  const empty = sources.filter((s) => s.records.length === 0);
  const total = found.reduce((sum, s) => sum + s.records.length, 0);
  return (
    <section aria-labelledby="sonuc-basligi" className="personal-data-results">
      <h2 id="sonuc-basligi">Sonuçlar</h2>
      {total === 0 ? (
        <p role="status">Bu bilgilerle hiçbir kaynakta kayıt bulunamadı.</p>
      ) : (
        <p role="status">
          {found.length} kaynakta {total} kayıt bulundu.
        </p>
      )}
      <div className="personal-data-actions">
        <form method="post" action={exportAction}>
          <input type="hidden" name={Q.email} value={terms.email} />
          <input type="hidden" name={Q.phone} value={terms.phone} />
          <input type="hidden" name={Q.name} value={terms.name} />
          <button type="submit" name="bicim" value="json" className="button button-outline">
            Dışa aktar (JSON)
          </button>
          <button type="submit" name="bicim" value="html" className="button button-outline">
            Özet (HTML)
          </button>
        </form>
        {total > 0 && (
          <Link to={erasePath} className="button button-danger-outline">
            Sil veya anonimleştir
          </Link>
        )}
      </div>
      {found.map((s) => (
        <section key={s.id} aria-labelledby={`kaynak-${s.id}`} className="personal-data-source">
          <h3 id={`kaynak-${s.id}`}>
            {s.label} ({s.records.length})
          </h3>
          <dl className="personal-data-facts">
            <dt>Ne tutuluyor</dt>
            <dd>{s.held}</dd>
            <dt>Neden</dt>
            <dd>{s.purpose}</dd>
            <dt>Ne kadar</dt>
            <dd>{s.retention}</dd>
          </dl>
          <AdminTable caption={s.label} columns={["Kayıt", "Ne zamandan beri", "Ne zamana kadar", "Silmede"]} actions={false}>
            {s.records.map((r) => (
              <tr key={r.key}>
                <td data-label="Kayıt" className="personal-data-summary">
                  {r.summary || r.table}
                </td>
                <td data-label="Ne zamandan beri">{r.since}</td>
                <td data-label="Ne zamana kadar">{r.until}</td>
                <td data-label="Silmede">
                  <strong>{r.treatmentLabel}</strong>
                  {r.treatment !== "delete" && <span className="personal-data-reason"> {r.reason}</span>}
                </td>
              </tr>
            ))}
          </AdminTable>
        </section>
      ))}
      {empty.length > 0 && <p>Kayıt bulunmayan kaynaklar: {empty.map((s) => s.label).join(", ")}.</p>}
    </section>
  );
}
