/**
 * Sosyal medya: the firm's links as rows (name and address), added, removed
 * and reordered. The row buttons are submit buttons: without JavaScript the
 * server gives the form back with the rows changed (nothing saved yet); with
 * it, the screen changes the rows in place (onRowIntent) and moves the focus
 * to where the row went.
 */
import type { ReactNode } from "react";
import { FieldError, fieldDescribedBy, fieldErrorId } from "#app/components/Field.tsx";
import type { SocialLink } from "#app/lib/firm.ts";
import {
  SETTINGS_INTENTS as I,
  ROW_ERROR_KEYS as K,
  rowErrorKey,
  rowIntent,
  SOCIAL_FIELDS as S,
  SETTINGS_LIMITS,
} from "#app/lib/firm-forms.ts";
import { fieldId } from "./fields.tsx";

/** A row button: a submit button (the server's row change), handled in place once the screen runs. */
export function RowButton({
  intent,
  children,
  hidden,
  onRowIntent,
  danger = false,
}: {
  intent: string;
  children: ReactNode;
  hidden?: string;
  onRowIntent: (intent: string) => void;
  danger?: boolean;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      id={`buton-${intent.replace(":", "-")}`}
      formNoValidate
      className={`button button-small ${danger ? "button-danger-outline" : "button-outline"}`}
      onClick={(event) => {
        event.preventDefault();
        onRowIntent(intent);
      }}
    >
      {children}
      {hidden && <span className="visually-hidden"> {hidden}</span>}
    </button>
  );
}

export function SocialLinksFieldset({
  rows,
  errors,
  onChange,
  onRowIntent,
}: {
  rows: SocialLink[];
  errors: Record<string, string>;
  onChange: (rows: SocialLink[]) => void;
  onRowIntent: (intent: string) => void;
}) {
  const set = (index: number, change: Partial<SocialLink>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const listError = errors[K.social];
  return (
    <fieldset className={`firm-group${listError ? " has-error" : ""}`} aria-describedby="firma-sosyal-ipucu">
      <legend>Sosyal medya</legend>
      <p className="field-hint" id="firma-sosyal-ipucu">
        Sayfanın altında simgeleriyle, bu sırayla gösterilir. Yalnızca http:// veya https:// ile başlayan adresler.
      </p>
      <FieldError id={fieldId(K.social)} error={listError} />
      {rows.length === 0 && <p className="field-hint">Henüz bağlantı yok.</p>}
      <ol className="firm-rows">
        {rows.map((row, i) => {
          const labelKey = rowErrorKey(K.socialLabel, i);
          const urlKey = rowErrorKey(K.socialUrl, i);
          const name = `Bağlantı ${i + 1}${row.label ? `: ${row.label}` : ""}`;
          return (
            // Rows have no id of their own; their position is what the buttons change.
            // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is its identity here
            <li key={i} className="firm-row">
              <fieldset>
                <legend>Bağlantı {i + 1}</legend>
                <div className="firm-row-fields">
                  <div className={`field${errors[labelKey] ? " has-error" : ""}`}>
                    <label htmlFor={fieldId(labelKey)}>Adı</label>
                    <input
                      id={fieldId(labelKey)}
                      name={S.label}
                      type="text"
                      value={row.label}
                      maxLength={SETTINGS_LIMITS.socialLabel}
                      placeholder="LinkedIn"
                      onChange={(event) => set(i, { label: event.target.value })}
                      aria-invalid={errors[labelKey] ? true : undefined}
                      aria-describedby={fieldDescribedBy(fieldId(labelKey), { error: errors[labelKey] })}
                    />
                    <FieldError id={fieldId(labelKey)} error={errors[labelKey]} />
                  </div>
                  <div className={`field${errors[urlKey] ? " has-error" : ""}`}>
                    <label htmlFor={fieldId(urlKey)}>Adresi</label>
                    <input
                      id={fieldId(urlKey)}
                      name={S.url}
                      type="url"
                      inputMode="url"
                      value={row.url}
                      maxLength={SETTINGS_LIMITS.url}
                      placeholder="https://"
                      onChange={(event) => set(i, { url: event.target.value })}
                      aria-invalid={errors[urlKey] ? true : undefined}
                      aria-describedby={errors[urlKey] ? fieldErrorId(fieldId(urlKey)) : undefined}
                    />
                    <FieldError id={fieldId(urlKey)} error={errors[urlKey]} />
                  </div>
                </div>
                <div className="admin-actions">
                  {i > 0 && (
                    <RowButton intent={rowIntent(I.socialUp, i)} hidden={`(${name})`} onRowIntent={onRowIntent}>
                      Yukarı
                    </RowButton>
                  )}
                  {i < rows.length - 1 && (
                    <RowButton intent={rowIntent(I.socialDown, i)} hidden={`(${name})`} onRowIntent={onRowIntent}>
                      Aşağı
                    </RowButton>
                  )}
                  <RowButton intent={rowIntent(I.socialRemove, i)} hidden={`(${name})`} onRowIntent={onRowIntent} danger>
                    Kaldır
                  </RowButton>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {rows.length < SETTINGS_LIMITS.socialRows && (
        <RowButton intent={I.socialAdd} onRowIntent={onRowIntent}>
          Bağlantı ekle
        </RowButton>
      )}
    </fieldset>
  );
}
