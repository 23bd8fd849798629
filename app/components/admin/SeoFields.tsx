import { useEffect, useRef, useState } from "react";
import { FieldError } from "#app/components/Field.tsx";
import { CONTENT_LIMITS } from "#app/lib/content-lists.ts";
import { WORKFLOW_FIELDS as F } from "#app/lib/entry-form.ts";
import type { SearchPreview } from "#app/lib/search-preview.ts";

const MAX = CONTENT_LIMITS.metaDescription;
/** Screen readers hear the count once typing pauses, not at every key (as GOV.UK's character count). */
const ANNOUNCE_AFTER_MS = 1000;

const countText = (length: number) =>
  length > MAX ? `${length - MAX} karakter fazla (en fazla ${MAX})` : `${MAX - length} karakter kaldı (en fazla ${MAX})`;

/**
 * The optional meta description with a character counter, and how the entry
 * may look in a search engine's results (made from the body when the
 * description is empty, as the server does).
 */
export function SeoFields({
  value,
  error,
  preview,
  onChange,
}: {
  value: string;
  error?: string;
  preview: SearchPreview;
  onChange: (value: string) => void;
}) {
  const [announced, setAnnounced] = useState("");
  const length = value.trim().length;
  const initial = useRef(length);
  const touched = useRef(false);
  useEffect(() => {
    // Nothing to say until the office types here.
    if (length !== initial.current) touched.current = true;
    if (!touched.current) return;
    const timer = setTimeout(() => setAnnounced(countText(length)), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [length]);

  const id = `kayit-${F.metaDescription}`;
  return (
    <div className="seo-fields">
      <div className={`field${error ? " has-error" : ""}`}>
        <label htmlFor={id}>Meta açıklaması (isteğe bağlı)</label>
        <p className="field-hint" id={`${id}-ipucu`}>
          Arama sonuçlarında başlığın altında görünen kısa özet. Boş bırakırsanız metnin başından oluşturulur.
        </p>
        <textarea
          id={id}
          name={F.metaDescription}
          rows={3}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-hata` : "", `${id}-ipucu`, `${id}-sayac`].filter(Boolean).join(" ")}
        />
        <p className={length > MAX ? "field-count field-count-over" : "field-count"} id={`${id}-sayac`}>
          {countText(length)}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {announced}
        </p>
        <FieldError id={id} error={error} />
      </div>
      <section className="search-preview" aria-labelledby="arama-onizleme-basligi">
        <h3 id="arama-onizleme-basligi">Arama sonuçlarında görünümü</h3>
        <div className="search-result">
          <p className="search-result-url">{preview.url}</p>
          <p className="search-result-title">{preview.title}</p>
          <p className="search-result-description">{preview.description || "(Metin yazıldıkça açıklama burada görünür.)"}</p>
        </div>
      </section>
    </div>
  );
}
