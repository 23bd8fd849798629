import { FieldError } from "#app/components/Field.tsx";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { WORKFLOW_FIELDS as F, FORM_STATUS_VALUES, FORM_STATUSES, type FormStatus } from "#app/lib/entry-form.ts";

const STATUS_HINTS: Record<FormStatus, string> = {
  taslak: "Sitede görünmez; yalnızca yönetim panelinde ve önizlemede.",
  yayinda: "Kaydedince sitede görünür.",
  zamanlanmis: "Seçtiğiniz tarih ve saatte kendiliğinden yayımlanır.",
};

/**
 * Taslak / Yayında / Zamanlanmış, and the publish time of a scheduled entry
 * (Istanbul time; the server converts it to UTC). The time field shows only
 * for Zamanlanmış, by CSS (:has), so it works the same without JavaScript.
 */
export function PublishFields({
  status,
  publishAt,
  unpublishAt,
  errors,
  only = FORM_STATUS_VALUES,
}: {
  status: FormStatus;
  /** The `datetime-local` value of the time it leaves the site (ADR 067), Istanbul time; "" for none. */
  unpublishAt: string;
  /** The states offered (a Yazar: Taslak only). */
  only?: readonly FormStatus[];
  /** The `datetime-local` value, Istanbul time. */
  publishAt: string;
  errors: Record<string, string | undefined>;
}) {
  const statusError = errors[F.status];
  const timeError = errors[F.publishAt];
  const unpublishError = errors[F.unpublishAt];
  return (
    <fieldset
      className={`publish-fields${statusError ? " has-error" : ""}`}
      aria-describedby={statusError ? "kayit-durum-hata" : undefined}
    >
      <legend>Yayın durumu</legend>
      <div className="choice-list">
        {only.map((value) => (
          <div className="field-check" key={value}>
            <input
              type="radio"
              id={`kayit-durum-${value}`}
              name={F.status}
              value={value}
              defaultChecked={value === status}
              aria-describedby={`kayit-durum-${value}-ipucu`}
            />
            <div>
              <label htmlFor={`kayit-durum-${value}`}>{FORM_STATUSES[value].label}</label>
              <span className="field-hint" id={`kayit-durum-${value}-ipucu`}>
                {STATUS_HINTS[value]}
              </span>
            </div>
          </div>
        ))}
      </div>
      <FieldError id="kayit-durum" error={statusError} />
      {only.includes("zamanlanmis") && (
        <div className={`field schedule-field${timeError ? " has-error" : ""}`}>
          <label htmlFor={`kayit-${F.publishAt}`}>Yayın tarihi ve saati (Türkiye saati)</label>
          <input
            type="datetime-local"
            id={`kayit-${F.publishAt}`}
            name={F.publishAt}
            defaultValue={publishAt}
            step={60}
            aria-invalid={timeError ? true : undefined}
            aria-describedby={timeError ? `kayit-${F.publishAt}-hata` : undefined}
          />
          <FieldError id={`kayit-${F.publishAt}`} error={timeError} />
        </div>
      )}
      <div className={`field${unpublishError ? " has-error" : ""}`}>
        <label htmlFor={`kayit-${F.unpublishAt}`}>Yayından kaldırma zamanı (isteğe bağlı, Türkiye saati)</label>
        <span className="field-hint" id={`kayit-${F.unpublishAt}-ipucu`}>
          Bu zamanda kayıt sitedeki sayfalardan, ana sayfadan, beslemelerden, aramadan ve site haritasından kendiliğinden kalkar; yönetim
          panelinde “Yayından kalktı” olarak kalır. Boş bırakırsanız yayında kalır.
        </span>
        <input
          type="datetime-local"
          id={`kayit-${F.unpublishAt}`}
          name={F.unpublishAt}
          defaultValue={unpublishAt}
          step={60}
          aria-invalid={unpublishError ? true : undefined}
          aria-describedby={`kayit-${F.unpublishAt}-ipucu${unpublishError ? ` kayit-${F.unpublishAt}-hata` : ""}`}
        />
        <FieldError id={`kayit-${F.unpublishAt}`} error={unpublishError} />
      </div>
    </fieldset>
  );
}

/** The entry's state as saved, for the form's heading area. */
export function SavedStatus({
  entry,
}: {
  entry: { status: string; published_at: string | null; unpublish_at?: string | null; unpublished?: boolean } | undefined;
}) {
  if (!entry) return <p className="entry-state">Yeni kayıt · henüz kaydedilmedi</p>;
  if (entry.unpublished) {
    return (
      <p className="entry-state">
        Durum: <strong className="state-badge state-draft">Yayından kalktı ({formatTurkishDateTime(entry.unpublish_at ?? null)})</strong> ·
        sitede görünmüyor
      </p>
    );
  }
  const until =
    entry.unpublish_at && entry.status !== "draft" ? ` · ${formatTurkishDateTime(entry.unpublish_at)} tarihinde yayından kalkacak` : "";
  if (entry.status === "draft") {
    return (
      <p className="entry-state">
        Durum: <strong className="state-badge state-draft">Taslak</strong> · sitede görünmüyor
      </p>
    );
  }
  if (entry.status === "scheduled") {
    return (
      <p className="entry-state">
        Durum: <strong className="state-badge state-scheduled">Zamanlanmış</strong> · {formatTurkishDateTime(entry.published_at)} tarihinde
        yayımlanacak{until}
      </p>
    );
  }
  return (
    <p className="entry-state">
      Durum: <strong className="state-badge state-published">Yayında</strong>
      {entry.published_at ? ` · ${formatTurkishDateTime(entry.published_at)} tarihinden beri` : ""}
      {until}
    </p>
  );
}
