import { RichText } from "#app/components/RichText.tsx";
import type { AccordionItem } from "#app/lib/content-views.ts";

/**
 * One-open-at-a-time accordion: a <details> per item, all sharing one name,
 * so the browser itself keeps one answer open (no JavaScript needed); the
 * `accordion` enhancement (app/enhance/) adds the rule where it is missing.
 */
export function Accordion({
  items,
  name,
  headingLevel = 2,
  openId,
}: {
  items: AccordionItem[];
  name: string;
  headingLevel?: 2 | 3;
  /** The item shown open (the admin's preview of one answer). */
  openId?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="accordion" data-module="accordion">
      {items.map((item) => (
        <details className="accordion-item" name={name} key={item.id} open={item.id === openId || undefined}>
          <summary className="accordion-summary">
            <Heading className="accordion-heading">{item.title}</Heading>
            <span className="accordion-sign" aria-hidden="true" />
          </summary>
          <div className="accordion-panel">
            <RichText html={item.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}
