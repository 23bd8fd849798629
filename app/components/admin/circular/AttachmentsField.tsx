import { useEffect, useState } from "react";
import { ACCEPTED_ATTACHMENTS, uploadAttachment } from "#app/components/admin/circular/upload-attachment.ts";
import { type AttachmentSummary, CIRCULAR_FORM_FIELDS as C } from "#app/lib/circulars.ts";
import { formatFileSize } from "#app/lib/file-size.ts";

const FORMAT_TEXT = { pdf: "PDF", xlsx: "XLSX", docx: "DOCX" } as const;

/**
 * A circular's attachments: the files attached (each a hidden `ek` with its
 * id, in order), moved up or down, removed; a file input that uploads a new
 * one (JavaScript) and appends it.
 */
export function AttachmentsField({ initial, error }: { initial: AttachmentSummary[]; error: string | undefined }) {
  const [files, setFiles] = useState(initial);
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
      const attachment = await uploadAttachment(file);
      setFiles((current) => (current.some((known) => known.id === attachment.id) ? current : [...current, attachment]));
      setStatus(`${attachment.fileName} eklendi (kaydedince geçerli olur).`);
    } catch (failure) {
      setStatus("");
      setUploadError(failure instanceof Error ? failure.message : "Dosya yüklenemedi.");
    }
  }

  const errorId = `kayit-${C.attachments}-hata`;
  const describedBy = ["ek-ipucu", uploadError ? "ek-yukleme-hata" : "", error ? errorId : ""].filter(Boolean).join(" ");
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
              <span className="circular-attachment-name">{file.fileName}</span>{" "}
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
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
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
            PDF, XLSX veya DOCX, en fazla 20 MB.
          </p>
          {uploadError && (
            <p className="field-error" id="ek-yukleme-hata" role="alert">
              {uploadError}
            </p>
          )}
        </div>
      ) : (
        <p className="field-hint" id="ek-ipucu">
          Dosya eklemek için tarayıcınızda JavaScript açık olmalıdır (PDF, XLSX veya DOCX, en fazla 20 MB).
        </p>
      )}
      <p role="status" className="editor-status">
        {status}
      </p>
    </fieldset>
  );
}
