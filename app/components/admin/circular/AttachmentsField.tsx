import { useEffect, useState } from "react";
import { ACCEPTED_ATTACHMENTS, uploadAttachment } from "#app/components/admin/circular/upload-attachment.ts";
import { FieldError, fieldErrorId } from "#app/components/Field.tsx";
import { adminAttachmentPath } from "#app/lib/admin-paths.ts";
import { type AttachmentSummary, CIRCULAR_FORM_FIELDS as C } from "#app/lib/circulars.ts";
import { formatFileSize } from "#app/lib/file-size.ts";
import { type UploadUsage, uploadUsageText } from "#app/lib/upload-quota.ts";

const FORMAT_TEXT = { pdf: "PDF", xlsx: "XLSX", docx: "DOCX" } as const;

/** When a file is public (ADR 033): the office's reminder beside the upload. */
const PUBLIC_NOTE =
  "Ekler, sirküler yayımlanınca sitede herkese açılır; taslakken, zamanlanmışken ya da çöp kutusundayken yalnızca panelden açılabilir.";

/**
 * A circular's attachments: the files attached (each a hidden `ek` with its
 * id, in order, its name a link to the admin's copy), moved up or down,
 * removed; a file input that uploads a new one (JavaScript) and appends it,
 * with the admin's upload quota below it.
 */
export function AttachmentsField({
  initial,
  error,
  usage: initialUsage,
}: {
  initial: AttachmentSummary[];
  error: string | undefined;
  usage: UploadUsage;
}) {
  const [files, setFiles] = useState(initial);
  const [usage, setUsage] = useState(initialUsage);
  const [status, setStatus] = useState("");
  const [uploadError, setUploadError] = useState("");
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  function move(index: number, by: -1 | 1) {
    const moved = files[index];
    const other = files[index + by];
    if (!moved || !other) return;
    const next = [...files];
    next[index] = other;
    next[index + by] = moved;
    setFiles(next);
    setStatus(`${moved.fileName} ${by < 0 ? "yukarı" : "aşağı"} taşındı.`);
  }

  async function upload(file: File) {
    setUploadError("");
    setStatus("Yükleniyor…");
    try {
      const { attachment, usage: after } = await uploadAttachment(file);
      if (after) setUsage(after);
      setFiles((current) => (current.some((known) => known.id === attachment.id) ? current : [...current, attachment]));
      setStatus(`${attachment.fileName} eklendi (kaydedince geçerli olur).`);
    } catch (failure) {
      setStatus("");
      setUploadError(failure instanceof Error ? failure.message : "Dosya yüklenemedi.");
    }
  }

  const errorId = fieldErrorId(`kayit-${C.attachments}`);
  const describedBy = ["ek-ipucu", "ek-kota", uploadError ? "ek-yukleme-hata" : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <fieldset className={`circular-attachments${error ? " has-error" : ""}`} aria-describedby={error ? errorId : undefined}>
      <legend>Ekler (isteğe bağlı)</legend>
      {files.length === 0 ? (
        <p className="field-hint">Ek dosya yok.</p>
      ) : (
        <ol className="circular-attachment-list">
          {files.map((file, index) => (
            <li key={file.id}>
              <input type="hidden" name={C.attachments} value={file.id} />
              <a className="circular-attachment-name" href={adminAttachmentPath(file)} target="_blank" rel="noopener">
                {file.fileName}
                <span className="visually-hidden"> (yeni sekmede açılır)</span>
              </a>{" "}
              <span className="field-hint">
                {FORMAT_TEXT[file.format]}, {formatFileSize(file.bytes)}
                {!file.hasText && " · metin içermiyor (taranmış belge)"}
              </span>
              <span className="admin-actions">
                <button
                  type="button"
                  className="button button-outline button-small"
                  disabled={index === 0}
                  aria-label={`Yukarı taşı: ${file.fileName}`}
                  onClick={() => move(index, -1)}
                >
                  Yukarı
                </button>
                <button
                  type="button"
                  className="button button-outline button-small"
                  disabled={index === files.length - 1}
                  aria-label={`Aşağı taşı: ${file.fileName}`}
                  onClick={() => move(index, 1)}
                >
                  Aşağı
                </button>
                <button
                  type="button"
                  className="button button-danger-outline button-small"
                  aria-label={`Kaldır: ${file.fileName}`}
                  onClick={() => {
                    setFiles(files.filter((known) => known.id !== file.id));
                    setStatus(`${file.fileName} kaldırıldı (kaydedince geçerli olur).`);
                  }}
                >
                  Kaldır
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <FieldError id={`kayit-${C.attachments}`} error={error} />
      {mounted ? (
        <div className="field">
          <label htmlFor="kayit-ek-dosya">Dosya ekle</label>
          <input
            id="kayit-ek-dosya"
            type="file"
            accept={ACCEPTED_ATTACHMENTS}
            aria-describedby={describedBy}
            aria-invalid={uploadError ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
          <p className="field-hint" id="ek-ipucu">
            PDF, XLSX veya DOCX, en fazla 20 MB. {PUBLIC_NOTE}
          </p>
          <FieldError id="ek-yukleme" error={uploadError} role="alert" />
        </div>
      ) : (
        <p className="field-hint" id="ek-ipucu">
          Dosya eklemek için tarayıcınızda JavaScript açık olmalıdır (PDF, XLSX veya DOCX, en fazla 20 MB). {PUBLIC_NOTE}
        </p>
      )}
      <p className="field-hint" id="ek-kota">
        {uploadUsageText(usage)}
      </p>
      <p role="status" className="editor-status">
        {status}
      </p>
    </fieldset>
  );
}
