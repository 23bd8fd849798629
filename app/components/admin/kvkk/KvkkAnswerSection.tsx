/**
 * How an open KVKK application ends: the answer in the admin's editor (RichTextField, the
 * plain textarea without JavaScript) with its files, sent by e-mail or marked as posted; a
 * refusal with its reason; and, for an unconfirmed address, closing with a reason.
 */
import { Form, Link } from "react-router";
import { Alert } from "#app/components/admin/Alert.tsx";
import { MailWaitsNotice } from "#app/components/admin/MailWaitsNotice.tsx";
import { RichTextField, UnsavedDraftOffer, useUnsavedDraft } from "#app/components/admin/RichTextField.tsx";
import { Field } from "#app/components/Field.tsx";
import { kvkkAnswerFilePath } from "#app/lib/admin-paths.ts";
import { LONG_TEXT_FORM_ENCODING } from "#app/lib/form-limits.ts";

export function KvkkAnswerSection({
  application,
  answerFiles,
  failed,
  today,
  mailOn,
}: {
  application: { id: string; status: string; confirmed: boolean; receivedDay: string };
  answerFiles: { id: string; name: string; bytes: number; href: string }[];
  /** What a refused write sent back, to fill its fields again. */
  failed: { intent: string; yanit?: string; gerekce?: string } | undefined;
  today: string;
  mailOn: boolean;
}) {
  const draft = useUnsavedDraft(`ymm-taslak:kvkk-yanit:${application.id}`, { title: "", body: failed?.yanit ?? "", metaDescription: "" });
  const reason = failed?.intent === "reddet" || failed?.intent === "kapat" ? failed.gerekce : "";
  return (
    <>
      <section className="admin-form-section" aria-labelledby="yanit-basligi">
        <h2 id="yanit-basligi">Yanıt</h2>
        <MailWaitsNotice deliveryOn={mailOn} mail="Yanıt e-postası" />
        <h3>Yanıtın dosyaları</h3>
        {answerFiles.length === 0 ? (
          <p>Yanıta dosya eklenmedi.</p>
        ) : (
          <ul className="kvkk-files">
            {answerFiles.map((file) => (
              <li key={file.id}>
                <a href={file.href} download>
                  {file.name}
                </a>{" "}
                <span className="admin-cell-meta">({Math.ceil(file.bytes / 1024).toLocaleString("tr-TR")} KB)</span>{" "}
                <Form method="post" className="kvkk-inline-form">
                  <input type="hidden" name="dosya" value={file.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="dosya-cikar"
                    className="button button-danger-outline button-small"
                    aria-label={`Yanıttan çıkar: ${file.name}`}
                  >
                    Çıkar
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={kvkkAnswerFilePath(application.id)} className="button button-outline button-small">
            Yanıta dosya ekle
          </Link>
        </p>
        <UnsavedDraftOffer draft={draft} />
        <form
          method="post"
          encType={LONG_TEXT_FORM_ENCODING}
          className="admin-form kvkk-answer-form"
          key={draft.generation}
          onSubmit={() => draft.sending()}
        >
          <RichTextField draft={draft} idPrefix="kvkk" name="yanit" label="Yanıt metni" maxLength={100_000} error={undefined} />
          {!application.confirmed && (
            <Alert tone="warning">E-posta adresi doğrulanmadığı için yanıt e-postayla gönderilemez; posta ile gönderin.</Alert>
          )}
          <div className="admin-actions">
            <button type="submit" name="intent" value="eposta" className="button">
              Yanıtı e-postayla gönder
            </button>
          </div>
          <fieldset className="field">
            <legend>Posta ile gönderildiyse</legend>
            <Field id="kvkk-tarih" label="Gönderim tarihi">
              {(control) => <input {...control} name="tarih" type="date" min={application.receivedDay} max={today} defaultValue={today} />}
            </Field>
            <div className="admin-actions">
              <button type="submit" name="intent" value="posta" className="button button-outline">
                Posta ile gönderildi olarak işaretle
              </button>
            </div>
          </fieldset>
        </form>
      </section>
      <section className="admin-form-section" aria-labelledby="ret-basligi">
        <h2 id="ret-basligi">{application.confirmed ? "Reddet" : "Reddet ya da kapat"}</h2>
        <p>
          {application.confirmed
            ? "Ret gerekçesi başvurucuya e-postayla gönderilir (KVKK md. 13)."
            : "Adres doğrulanmadığı için ret gerekçesi e-postayla gönderilmez; posta ile gönderin. Başvurucuya ulaşılamıyorsa başvuruyu gerekçesini yazarak kapatın."}
        </p>
        <Form method="post" className="admin-form">
          <Field id="kvkk-gerekce" name="gerekce" label="Gerekçe" multiline rows={4} maxLength={5000} required defaultValue={reason} />
          <div className="admin-actions">
            <button type="submit" name="intent" value="reddet" className="button button-danger-outline">
              Başvuruyu reddet
            </button>
            {application.status === "awaiting-confirmation" && (
              <button type="submit" name="intent" value="kapat" className="button button-outline">
                Başvuruyu kapat
              </button>
            )}
          </div>
        </Form>
      </section>
    </>
  );
}
