import { useId, useState } from "react";
import { PlainText } from "#app/components/Prose.tsx";

export interface AccordionItem {
  id: string;
  title: string;
  answer: string;
}

/**
 * One-open-at-a-time accordion (WAI-ARIA accordion pattern). Without
 * JavaScript every answer is shown (see the <noscript> style in root.tsx).
 */
export function Accordion({ items, headingLevel = 2 }: { items: AccordionItem[]; headingLevel?: 2 | 3 }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const prefix = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="accordion">
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${prefix}-b-${item.id}`;
        const panelId = `${prefix}-p-${item.id}`;
        return (
          <div className={`accordion-item${open ? " is-open" : ""}`} key={item.id}>
            <Heading className="accordion-heading">
              <button
                type="button"
                id={buttonId}
                className="accordion-button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <span className="accordion-sign" aria-hidden="true" />
              </button>
            </Heading>
            {/* biome-ignore lint/a11y/useSemanticElements: a <section> per answer would add landmarks; the accordion pattern uses role="region" */}
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion-panel" hidden={!open}>
              <PlainText text={item.answer} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
