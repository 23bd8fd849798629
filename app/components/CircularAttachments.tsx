import type { CircularAttachmentLink } from "#app/lib/circulars.ts";

/**
 * A sirküler's "Ekler" section: each file by its name, size and a note for a
 * scanned one. The public page links the public address; Önizle the admin's
 * (ADR 033: a draft's files are not public).
 */
export function CircularAttachments({ attachments }: { attachments: CircularAttachmentLink[] }) {
  if (attachments.length === 0) return null;
  return (
    <section className="circular-attachments" aria-labelledby="ekler-title">
      <h2 id="ekler-title">Ekler</h2>
      <ul>
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            <a href={attachment.href}>{attachment.fileName}</a> <span className="circular-attachment-size">({attachment.sizeText})</span>
            {!attachment.hasText && <span className="circular-attachment-note">Taranmış belge: metin içermiyor.</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
