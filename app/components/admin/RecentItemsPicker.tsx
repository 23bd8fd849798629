/**
 * "Son duyurulardan / haberlerden ekle": the published items an issue can
 * quote, with checkboxes. Part of the issue form: without JavaScript its
 * button posts the form and the server appends the chosen items and saves
 * the draft; with it, IssueForm inserts the same HTML (from the loader) at
 * the end of the editor.
 */

import { FieldError, fieldErrorId } from "#app/components/Field.tsx";
import { formatTurkishDate } from "#app/lib/dates.ts";
import { ISSUE_FIELDS } from "#app/lib/newsletter-issue-form.ts";

export interface RecentChoice {
  key: string;
  kind: "Duyuru" | "Haber";
  title: string;
  published_at: string;
  html: string;
}

export function RecentItemsPicker({
  items,
  selected,
  onToggle,
  error,
  status,
}: {
  items: RecentChoice[];
  selected: ReadonlySet<string>;
  onToggle: (key: string, checked: boolean) => void;
  error?: string;
  /** What the last insertion did (a live region). */
  status?: string;
}) {
  const errorId = fieldErrorId(`bulten-${ISSUE_FIELDS.recent}`);
  return (
    <fieldset className={`recent-items${error ? " has-error" : ""}`} aria-describedby={error ? errorId : undefined}>
      <legend>Son duyurulardan / haberlerden ekle</legend>
      {items.length === 0 ? (
        <p className="field-hint">Yayımlanmış duyuru ya da haber yok.</p>
      ) : (
        <>
          <p className="field-hint" id="bulten-oge-ipucu">
            Seçilen her kayıt için başlığı, tarihi, ilk paragrafı ve sitedeki sayfasına “Devamını okuyun” bağlantısı içeriğin sonuna
            eklenir.
          </p>
          <ul className="recent-items-list">
            {items.map((item) => {
              const id = `bulten-oge-${item.key.replace(/[^\w-]/g, "-")}`;
              return (
                <li key={item.key}>
                  <input
                    type="checkbox"
                    id={id}
                    name={ISSUE_FIELDS.recent}
                    value={item.key}
                    checked={selected.has(item.key)}
                    onChange={(event) => onToggle(item.key, event.target.checked)}
                  />
                  <label htmlFor={id}>
                    <span className="recent-items-title">{item.title}</span>{" "}
                    <span className="recent-items-meta">
                      {item.kind} · <time dateTime={item.published_at}>{formatTurkishDate(item.published_at)}</time>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <FieldError id={`bulten-${ISSUE_FIELDS.recent}`} error={error} />
          <button type="submit" name="intent" value="ekle" className="button button-outline" aria-describedby="bulten-oge-ipucu">
            Seçilenleri ekle
          </button>
        </>
      )}
      <p role="status" className="recent-items-status">
        {status}
      </p>
    </fieldset>
  );
}
