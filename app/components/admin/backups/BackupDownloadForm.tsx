/**
 * Yedeği indir (Sahip): the backup, the password and, with two-factor on, a
 * code. A plain form POST as a whole page (reloadDocument): the answer is the
 * file, or Yedekler again with the reason beside its field.
 */
import type { Ref } from "react";
import { Form } from "react-router";
import { Alert } from "#app/components/admin/Alert.tsx";
import { CodeField } from "#app/components/admin/two-factor/CodeField.tsx";
import { Field } from "#app/components/Field.tsx";
import { DOWNLOAD_FIELDS } from "#app/lib/backups.ts";

export function BackupDownloadForm({
  action,
  files,
  twoFactor,
  refusal,
  refusedFile,
  headingRef,
}: {
  action: string;
  files: { name: string; label: string }[];
  twoFactor: boolean;
  refusal: { field: "dosya" | "sifre" | "kod" | "form"; text: string } | undefined;
  refusedFile: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const error = (field: string) => (refusal?.field === field ? refusal.text : undefined);
  const chosen = files.some((file) => file.name === refusedFile) ? refusedFile : files[0]?.name;
  return (
    <section className="admin-form-section" aria-labelledby="yedek-indir-basligi">
      <h2 id="yedek-indir-basligi" ref={headingRef} tabIndex={-1}>
        Yedeği indir
      </h2>
      <p>
        Yedek, sitenin bütün verisini (hesaplar, aboneler, mesajlar) içerir. İndirmek için şifrenizi
        {twoFactor ? " ve doğrulama kodunuzu" : ""} yeniden girin; her indirme işlem kayıtlarına yazılır. İndirdiğiniz dosyayı güvenli bir
        yerde saklayın.
      </p>
      {files.length === 0 ? (
        <p>İndirilebilecek yedek yok.</p>
      ) : (
        <Form method="post" action={action} reloadDocument className="admin-form narrow-form">
          <Alert>{error("form")}</Alert>
          <Field
            id="yedek-dosya"
            name={DOWNLOAD_FIELDS.file}
            label="Yedek"
            options={files.map((file) => ({ value: file.name, label: file.label }))}
            defaultValue={chosen}
            error={error("dosya")}
            required
          />
          <Field
            id="yedek-sifre"
            name={DOWNLOAD_FIELDS.password}
            label="Şifreniz"
            type="password"
            autoComplete="current-password"
            error={error("sifre")}
            required
          />
          {twoFactor && (
            <CodeField
              id="yedek-kod"
              label="Doğrulama kodu"
              hint="Kimlik doğrulama uygulamanızdaki 6 haneli kod ya da kurtarma kodlarınızdan biri."
              error={error("kod")}
              recovery
            />
          )}
          <button type="submit" className="button">
            Yedeği indir
          </button>
        </Form>
      )}
    </section>
  );
}
