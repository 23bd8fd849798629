/**
 * A body typed by the office: blank lines separate paragraphs and single line
 * breaks are kept. Always rendered as text, never as HTML.
 */
export function PlainText({ text }: { text: string }) {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, rendered once
        <p key={i} className="keep-lines">
          {p}
        </p>
      ))}
    </>
  );
}
