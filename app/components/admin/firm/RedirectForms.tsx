/**
 * Yönlendirmeler's two forms: one redirect typed by hand, and a CSV file of
 * an old site's addresses, with the import's report line by line.
 */
import { Form } from "react-router";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { Field } from "#app/components/Field.tsx";

export const REDIRECT_FIELDS = { from: "eski", to: "yeni", file: "dosya" } as const;
export const REDIRECT_INTENTS = { add: "ekle", remove: "sil", importCsv: "ice-aktar" } as const;

export interface CsvReportView {
  line: number;
  from: string;
  to: string;
  outcome: "added" | "replaced" | "refused";
  note: string;
}

const OUTCOME_TEXT = { added: "Eklendi", replaced: "Değiştirildi", refused: "Reddedildi" } as const;

function TextField({
  name,
  label,
  hint,
  error,
  value,
}: {
  name: string;
  label: string;
  hint: string;
  error: string | undefined;
  value: string | undefined;
}) {
  const id = `yonlendirme-${name}`;
  return (
    <Field id={id} name={name} label={label} hint={hint} error={error} required>
      {(control) => <input type="text" maxLength={2000} autoCapitalize="off" spellCheck={false} defaultValue={value} {...control} />}
    </Field>
  );
}

export function AddRedirectForm({ errors, values }: { errors: { from?: string; to?: string }; values: Record<string, string> }) {
  return (
    <section className="admin-form-section" aria-labelledby="yonlendirme-ekle">
      <h2 id="yonlendirme-ekle">Yönlendirme ekle</h2>
      <Form method="post" className="admin-form redirect-form" key={Object.keys(values).length ? "yeniden" : "bos"}>
        <TextField
          name={REDIRECT_FIELDS.from}
          label="Eski adres"
          hint="Bu sitede bir yol (ör. /hizmetlerimiz.html) ya da eski sitenin tam adresi (ör. https://eski-site.com.tr/hizmetlerimiz.html)."
          error={errors.from}
          value={values[REDIRECT_FIELDS.from]}
        />
        <TextField
          name={REDIRECT_FIELDS.to}
          label="Yeni adres"
          hint="Bu sitede bir yol (ör. /hizmetler/kdv-iadesi); başka bir siteye yönlendirme yapılamaz."
          error={errors.to}
          value={values[REDIRECT_FIELDS.to]}
        />
        <div className="admin-actions">
          <button type="submit" name="intent" value={REDIRECT_INTENTS.add} className="button">
            Ekle
          </button>
        </div>
      </Form>
    </section>
  );
}

export function ImportRedirectsForm({ maxRows, report }: { maxRows: number; report: CsvReportView[] | undefined }) {
  return (
    <section className="admin-form-section" aria-labelledby="yonlendirme-ice-aktar">
      <h2 id="yonlendirme-ice-aktar">CSV dosyasından içe aktar</h2>
      <p>
        İki sütun: eski adres ve yeni adres (<code>eski,yeni</code>); başlık satırı isteğe bağlı, sütunlar virgül ya da noktalı virgülle
        ayrılabilir, dosya UTF-8 olmalı. En fazla {maxRows.toLocaleString("tr-TR")} satır. Her satır ayrı denetlenir: uygun olanlar eklenir,
        uymayanlar nedeniyle birlikte aşağıda listelenir. Okunamayan bir dosyadan hiçbir şey eklenmez.
      </p>
      <Form method="post" encType="multipart/form-data" className="admin-form">
        <div className="field">
          <label htmlFor="yonlendirme-dosya">CSV dosyası</label>
          <input id="yonlendirme-dosya" name={REDIRECT_FIELDS.file} type="file" accept=".csv,text/csv,text/plain" required />
        </div>
        <div className="admin-actions">
          <button type="submit" name="intent" value={REDIRECT_INTENTS.importCsv} className="button">
            İçe aktar
          </button>
        </div>
      </Form>
      {report && report.length > 0 && (
        <AdminTable
          className="redirect-report"
          caption="İçe aktarma raporu (dosyadaki satır sırasıyla)"
          columns={["Satır", "Eski adres", "Yeni adres", "Sonuç"]}
          actions={false}
        >
          {report.map((row) => (
            <tr key={row.line} className={row.outcome === "refused" ? "redirect-report-refused" : undefined}>
              <td data-label="Satır">{row.line}</td>
              <td data-label="Eski adres" className="admin-cell-meta">
                {row.from}
              </td>
              <td data-label="Yeni adres" className="admin-cell-meta">
                {row.to}
              </td>
              <td data-label="Sonuç">
                <strong>{OUTCOME_TEXT[row.outcome]}</strong>: {row.note}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
