import type { ContentBlock } from "#app/content/types.ts";

/** Long fixed texts from app/content. */
export function Blocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.type) {
          case "h2":
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed texts, never reordered
            return <h2 key={i}>{block.text}</h2>;
          case "ul":
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed texts, never reordered
              <ul key={i}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          default:
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed texts, never reordered
            return <p key={i}>{block.text}</p>;
        }
      })}
    </>
  );
}

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
