/**
 * Çalışma saatleri: rows of days with an opening and closing time, for the
 * structured data search engines read (openingHoursSpecification). Rows are
 * added and removed as the social links' are (SocialLinksFieldset).
 */

import { FieldError, fieldErrorId } from "#app/components/Field.tsx";
import { type OfficeHours, WEEKDAY_TEXT, WEEKDAYS, type Weekday } from "#app/lib/firm.ts";
import {
  HOURS_FIELDS as H,
  hoursDaysField,
  SETTINGS_INTENTS as I,
  ROW_ERROR_KEYS as K,
  rowErrorKey,
  rowIntent,
  SETTINGS_LIMITS,
} from "#app/lib/firm-forms.ts";
import { fieldId } from "./fields.tsx";
import { RowButton } from "./SocialLinksFieldset.tsx";

export function OfficeHoursFieldset({
  rows,
  errors,
  onChange,
  onRowIntent,
}: {
  rows: OfficeHours[];
  errors: Record<string, string>;
  onChange: (rows: OfficeHours[]) => void;
  onRowIntent: (intent: string) => void;
}) {
  const set = (index: number, change: Partial<OfficeHours>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const toggle = (index: number, day: Weekday, on: boolean) => {
    const days = rows[index]?.days ?? [];
    set(index, { days: on ? WEEKDAYS.filter((d) => d === day || days.includes(d)) : days.filter((d) => d !== day) });
  };
  return (
    <fieldset className={`firm-group${errors[K.hours] ? " has-error" : ""}`} aria-describedby="firma-saat-ipucu">
      <legend>Çalışma saatleri</legend>
      <p className="field-hint" id="firma-saat-ipucu">
        Arama motorlarına bildirilir (ör. Pazartesi–Cuma 09:00–18:00). Öğle arası ya da farklı günler için birden fazla satır ekleyin.
      </p>
      <FieldError id={fieldId(K.hours)} error={errors[K.hours]} />
      {rows.length === 0 && <p className="field-hint">Çalışma saati girilmedi.</p>}
      <ol className="firm-rows">
        {rows.map((row, i) => {
          const key = rowErrorKey(K.hours, i);
          const error = errors[key];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is its identity here
            <li key={i} className="firm-row">
              <fieldset className={error ? "has-error" : undefined} aria-describedby={error ? fieldErrorId(fieldId(key)) : undefined}>
                <legend>Satır {i + 1}</legend>
                <fieldset className="firm-days">
                  <legend>Günler</legend>
                  {WEEKDAYS.map((day, d) => (
                    <span key={day} className="field-check">
                      <input
                        type="checkbox"
                        // The first day is the row's target for the error summary's link.
                        id={d === 0 ? fieldId(key) : `${fieldId(key)}-${day}`}
                        name={hoursDaysField(i)}
                        value={day}
                        checked={row.days.includes(day)}
                        onChange={(event) => toggle(i, day, event.target.checked)}
                      />
                      <label htmlFor={d === 0 ? fieldId(key) : `${fieldId(key)}-${day}`}>{WEEKDAY_TEXT[day]}</label>
                    </span>
                  ))}
                </fieldset>
                <div className="firm-row-fields">
                  <div className="field">
                    <label htmlFor={`${fieldId(key)}-acilis`}>Açılış</label>
                    <input
                      id={`${fieldId(key)}-acilis`}
                      name={H.opens}
                      type="time"
                      value={row.opens}
                      onChange={(event) => set(i, { opens: event.target.value })}
                    />
                  </div>
                  <div className="field">
                    <label htmlFor={`${fieldId(key)}-kapanis`}>Kapanış</label>
                    <input
                      id={`${fieldId(key)}-kapanis`}
                      name={H.closes}
                      type="time"
                      value={row.closes}
                      onChange={(event) => set(i, { closes: event.target.value })}
                    />
                  </div>
                </div>
                <FieldError id={fieldId(key)} error={error} />
                <div className="admin-actions">
                  <RowButton intent={rowIntent(I.hoursRemove, i)} hidden={`(satır ${i + 1})`} onRowIntent={onRowIntent} danger>
                    Satırı kaldır
                  </RowButton>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {rows.length < SETTINGS_LIMITS.hoursRows && (
        <RowButton intent={I.hoursAdd} onRowIntent={onRowIntent}>
          Satır ekle
        </RowButton>
      )}
    </fieldset>
  );
}
