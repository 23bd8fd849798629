import type { SafeHtml } from "#app/lib/safe-html.ts";

/** A rich-text body (announcement, news item, FAQ answer), sanitized on the server when rendered. */
export function RichText({ html, className }: { html: SafeHtml; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml is only made by the server's sanitizer (renderRichText)
  return <div className={className ? `rich-text ${className}` : "rich-text"} dangerouslySetInnerHTML={{ __html: html }} />;
}
