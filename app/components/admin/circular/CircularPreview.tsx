import { CircularAttachments } from "#app/components/CircularAttachments.tsx";
import { RichText } from "#app/components/RichText.tsx";
import type { CircularPreviewPage } from "#app/lib/circulars.ts";

/** A sirküler in Önizle: label, title, official reference, categories, body, attachments (the public page's component replaces it later). */
export function CircularPreview({ page }: { page: CircularPreviewPage }) {
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">{page.label}</p>
      <h1>{page.title}</h1>
      {page.reference && <p className="circular-reference-line">{page.reference}</p>}
      {page.categories.length > 0 && <p className="circular-categories">Kategoriler: {page.categories.join(", ")}</p>}
      <RichText html={page.body} />
      <CircularAttachments attachments={page.attachments} />
    </div>
  );
}
