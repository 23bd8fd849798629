/**
 * The Görseller screen's upload form: a plain multipart form that works
 * without JavaScript; with it, a file over the limit is refused before it is
 * sent, and the button says the upload is under way. Below the field, the
 * admin's uploads against their quota (ADR 033).
 */
import { type ChangeEvent, useState } from "react";
import { Form, useNavigation } from "react-router";
import { FieldError } from "#app/components/Field.tsx";
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, UPLOAD_TOO_LARGE } from "#app/lib/media.ts";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

export function UploadForm({ error, usage }: { error: string | undefined; usage: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const [tooLarge, setTooLarge] = useState(false);
  const check = (event: ChangeEvent<HTMLInputElement>) => {
    const large = (event.currentTarget.files?.[0]?.size ?? 0) > MAX_UPLOAD_BYTES;
    event.currentTarget.setCustomValidity(large ? UPLOAD_TOO_LARGE : "");
    setTooLarge(large);
  };
  const message = tooLarge ? UPLOAD_TOO_LARGE : error;
  return (
    <section className="admin-form-section" aria-labelledby="yukleme-basligi">
      <h2 id="yukleme-basligi">Görsel yükle</h2>
      <Form method="post" encType="multipart/form-data" className="narrow-form">
        <div className={`field${message ? " has-error" : ""}`}>
          <label htmlFor="gorsel-dosyasi">Görsel dosyası</label>
          <input
            id="gorsel-dosyasi"
            type="file"
            name={UPLOAD_FIELD}
            accept={ACCEPT}
            required
            onChange={check}
            aria-invalid={message ? true : undefined}
            aria-describedby={
              message ? "gorsel-dosyasi-ipucu gorsel-dosyasi-kota gorsel-dosyasi-hata" : "gorsel-dosyasi-ipucu gorsel-dosyasi-kota"
            }
          />
          <p id="gorsel-dosyasi-ipucu" className="field-hint">
            JPEG, PNG, WebP veya AVIF; en fazla 15 MB ve 40 megapiksel. Konum (GPS) ve diğer kamera bilgileri silinir.
          </p>
          <p id="gorsel-dosyasi-kota" className="field-hint">
            {usage}
          </p>
          <FieldError id="gorsel-dosyasi" error={message} role="alert" />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Yükleniyor…" : "Yükle"}
        </button>
      </Form>
    </section>
  );
}
