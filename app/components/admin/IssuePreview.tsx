/**
 * An issue's e-mail as its recipients get it (issueHtml / issueText): the
 * HTML part in a sandboxed frame served with its own strict CSP
 * (routes/admin/newsletter-preview.ts), at a phone's or a desktop's width
 * (?genislik=, so it works without JavaScript), and the plain-text part.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { newsletterPreviewPath } from "#app/lib/admin-paths.ts";
import { PREVIEW_WIDTH_PARAM, PREVIEW_WIDTHS, type PreviewWidth } from "#app/lib/newsletter-issue-form.ts";
import { withQuery } from "#app/lib/paths.ts";

export function IssuePreview({
  issueId,
  version,
  width,
  text,
  note,
  children,
}: {
  issueId: string;
  /** When the issue last changed: a new value loads the frame again (after a save). */
  version: string;
  width: PreviewWidth;
  /** The plain-text part. */
  text: string;
  /** What the preview shows (the saved draft, or the issue as sent). */
  note: string;
  /** Actions under the preview (Deneme gönder). */
  children?: ReactNode;
}) {
  const shown = PREVIEW_WIDTHS[width];
  return (
    <section className="issue-preview" id="onizleme" aria-labelledby="onizleme-basligi">
      <h2 id="onizleme-basligi">E-posta önizlemesi</h2>
      <p className="field-hint">{note}</p>
      <p className="issue-preview-widths">
        <span id="genislik-etiketi">Genişlik:</span>
        {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((key) => (
          <Link
            key={key}
            to={withQuery("", { [PREVIEW_WIDTH_PARAM]: key }, "onizleme")}
            preventScrollReset
            replace
            className={`button button-small${key === width ? "" : " button-outline"}`}
            aria-current={key === width ? "true" : undefined}
          >
            {PREVIEW_WIDTHS[key].label}
          </Link>
        ))}
      </p>
      <h3>HTML sürümü</h3>
      <div className="issue-preview-stage">
        <iframe
          key={version}
          src={newsletterPreviewPath(issueId)}
          sandbox=""
          title={`E-postanın HTML sürümü, ${shown.label} genişliğinde`}
          width={shown.px}
          height={720}
          className={`issue-preview-frame issue-preview-frame-${width}`}
        />
      </div>
      <h3>Düz metin sürümü</h3>
      {/* Wrapped, never scrolled: all of it is on the page. */}
      <pre className="issue-preview-text">{text}</pre>
      {children}
    </section>
  );
}
