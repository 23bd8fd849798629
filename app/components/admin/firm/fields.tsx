/**
 * The firm screens' form parts: their fields' ids (the fields are
 * components/Field.tsx), the error summary above a refused form (each message
 * a link to its field), and the note that a YMM may not advertise.
 */
import type { MouseEvent, Ref } from "react";
import { firmFieldId } from "#app/lib/admin-paths.ts";

/** A field's id on the firm screens: `firma-<name>` (its error and hint ids follow Field's convention). */
export const fieldId = firmFieldId;

/**
 * "Kaydedilemedi": every message of a refused form, each a link to its field,
 * above the form; the screen moves the focus here when it appears.
 */
export function ErrorSummary({
  errors,
  targets,
  headingRef,
}: {
  errors: Record<string, string>;
  /** The field id each error key points at (default: fieldId(key)). */
  targets?: (key: string) => string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const entries = Object.entries(errors).filter(([, message]) => message);
  if (entries.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="hata-ozeti-baslik">
      <h2 id="hata-ozeti-baslik" ref={headingRef} tabIndex={-1}>
        Kaydedilmedi: {entries.length === 1 ? "bir alanı" : `${entries.length} alanı`} düzeltin
      </h2>
      <ul>
        {entries.map(([key, message]) => {
          const id = targets ? targets(key) : fieldId(key);
          return (
            <li key={key}>
              <a href={`#${id}`} onClick={(event) => focusField(event, id)}>
                {message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Moves the focus to a message's field without a navigation: in the hydrated
 * admin, following "#field" is a history entry React Router answers by
 * dropping the action's answer, and the form came back with the stored values
 * instead of what was typed. Without JavaScript the link works as a link.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  // A group (a fieldset, a row) takes the focus too.
  if (field.tabIndex < 0 && !field.hasAttribute("tabindex")) field.setAttribute("tabindex", "-1");
  field.focus();
}

/** Law 3568 and the profession's rules: the texts inform, they do not advertise. */
export function AdvertisingNote() {
  return (
    <aside className="admin-notice firm-note" aria-label="Tanıtım yasağı">
      <p>
        <strong>Tanıtım yasağı:</strong> 3568 sayılı Kanun ve meslek kuralları gereği yeminli mali müşavirler reklam yapamaz. Sitedeki
        metinler bilgi vermelidir: üstünlük iddiası (“en iyi”, “lider”), ücret ya da fiyat, müşteri logoları ve müşteri yorumları yer
        almamalıdır.
      </p>
    </aside>
  );
}
