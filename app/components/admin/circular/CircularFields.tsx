/**
 * Sirküler's own section of the entry form: its number (a new one proposed
 * as the next free number of the year), categories, the official text it is
 * about, attachments and the e-bülten draft checkbox. A refused form shows
 * what was sent (repeated fields' values joined by line breaks).
 */
import { AttachmentsField } from "#app/components/admin/circular/AttachmentsField.tsx";
import { FieldError, fieldErrorId } from "#app/components/Field.tsx";
import {
  type AttachmentSummary,
  CIRCULAR_FORM_FIELDS as C,
  type CircularFields as CircularValues,
  circularNumberText,
  GAZETTE_NUMBER_MAX,
  REFERENCE_KINDS,
} from "#app/lib/circulars.ts";
import type { UploadUsage } from "#app/lib/upload-quota.ts";

/** What the list's loader gives the form for a circular. */
export interface CircularFormProps {
  categories: { id: string; name: string }[];
  proposedNumber: string;
  attachments: AttachmentSummary[];
  /** The signed-in admin's uploads against their quota. */
  usage: UploadUsage;
}

/** The number the form's field starts with: what a refused form sent, the circular's own, or the proposed next one. */
export function initialCircularNumber(
  data: Pick<CircularFormProps, "proposedNumber">,
  circular: CircularValues | undefined,
  failed: { values: Record<string, string> } | undefined,
): string {
  return failed?.values[C.number] ?? (circular ? circularNumberText(circular) : data.proposedNumber);
}

const id = (name: string) => `kayit-${name}`;
const errorId = (name: string) => fieldErrorId(id(name));

function Input({
  name,
  label,
  value,
  error,
  type = "text",
  required = false,
  hint,
  maxLength,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  type?: string;
  required?: boolean;
  hint?: string;
  maxLength?: number;
}) {
  const described = [hint ? `${id(name)}-ipucu` : "", error ? errorId(name) : ""].filter(Boolean).join(" ");
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={id(name)}>{label}</label>
      <input
        id={id(name)}
        name={name}
        type={type}
        defaultValue={value}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <p className="field-hint" id={`${id(name)}-ipucu`}>
          {hint}
        </p>
      )}
      <FieldError id={id(name)} error={error} />
    </div>
  );
}

export function CircularFields({
  data,
  circular,
  failed,
  failedAttachments,
  newsletter = true,
}: {
  data: CircularFormProps;
  /** Whether the "Abonelere e-bülten olarak gönder" box shows (not for a Yazar, who saves drafts only). */
  newsletter?: boolean;
  /** The edited circular's fields; undefined for a new one. */
  circular: CircularValues | undefined;
  failed: { errors: Record<string, string>; values: Record<string, string> } | undefined;
  /** The attachments a refused form was sent with. */
  failedAttachments: AttachmentSummary[] | undefined;
}) {
  const errors = failed?.errors ?? {};
  const sent = (name: string) => failed?.values[name];
  const reference = circular?.reference;
  const number = initialCircularNumber(data, circular, failed);
  const chosen = new Set(failed ? (sent(C.categories) ?? "").split("\n").filter(Boolean) : (circular?.categoryIds ?? []));
  const categoryError = errors[C.categories];

  return (
    <div className="circular-fields">
      <Input
        name={C.number}
        label="Sirküler numarası"
        value={number}
        error={errors[C.number]}
        required
        maxLength={12}
        hint={
          circular
            ? "Yıl/sıra biçiminde (ör. 2026/15)."
            : "Bu yılın ilk boş numarası önerildi; değiştirebilirsiniz (yıl/sıra, ör. 2026/15)."
        }
      />
      <fieldset
        className={`field-checks${categoryError ? " has-error" : ""}`}
        aria-describedby={categoryError ? errorId(C.categories) : undefined}
      >
        <legend>Kategoriler (en az bir)</legend>
        {data.categories.map((category) => (
          <div className="field-check" key={category.id}>
            <input
              type="checkbox"
              id={`${id(C.categories)}-${category.id}`}
              name={C.categories}
              value={category.id}
              defaultChecked={chosen.has(category.id)}
              aria-invalid={categoryError ? true : undefined}
            />
            <label htmlFor={`${id(C.categories)}-${category.id}`}>{category.name}</label>
          </div>
        ))}
        <FieldError id={id(C.categories)} error={categoryError} />
      </fieldset>
      <fieldset className="circular-reference">
        <legend>Resmî metin (isteğe bağlı)</legend>
        <div className={`field${errors[C.referenceKind] ? " has-error" : ""}`}>
          <label htmlFor={id(C.referenceKind)}>Türü</label>
          <select
            id={id(C.referenceKind)}
            name={C.referenceKind}
            defaultValue={sent(C.referenceKind) ?? reference?.kind ?? ""}
            aria-invalid={errors[C.referenceKind] ? true : undefined}
            aria-describedby={errors[C.referenceKind] ? errorId(C.referenceKind) : undefined}
          >
            <option value="">—</option>
            {Object.entries(REFERENCE_KINDS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
          <FieldError id={id(C.referenceKind)} error={errors[C.referenceKind]} />
        </div>
        <Input
          name={C.referenceNumber}
          label="Adı veya sayısı"
          value={sent(C.referenceNumber) ?? reference?.number ?? ""}
          error={errors[C.referenceNumber]}
          maxLength={200}
          hint="Ör. 332 Seri No.lu Gelir Vergisi Genel Tebliği, 7524."
        />
        <Input
          name={C.gazetteDate}
          label="Resmî Gazete tarihi"
          type="date"
          value={sent(C.gazetteDate) ?? reference?.gazetteDate ?? ""}
          error={errors[C.gazetteDate]}
        />
        <Input
          name={C.gazetteNumber}
          label="Resmî Gazete sayısı"
          value={sent(C.gazetteNumber) ?? reference?.gazetteNumber ?? ""}
          error={errors[C.gazetteNumber]}
          maxLength={GAZETTE_NUMBER_MAX}
          hint="Ör. 33124; mükerrer sayıda 33124 (Mükerrer) veya 33124 (5. Mükerrer)."
        />
      </fieldset>
      <AttachmentsField initial={failedAttachments ?? data.attachments} error={errors[C.attachments]} usage={data.usage} />
      {newsletter && (
        <>
          <div className="field-check">
            <input
              type="checkbox"
              id={id(C.newsletter)}
              name={C.newsletter}
              value="1"
              defaultChecked={sent(C.newsletter) === "1"}
              aria-describedby={`${id(C.newsletter)}-ipucu`}
            />
            <label htmlFor={id(C.newsletter)}>Abonelere e-bülten olarak gönder</label>
          </div>
          <p className="field-hint" id={`${id(C.newsletter)}-ipucu`}>
            Yayında veya zamanlanmış olarak kaydedildiğinde bu sirkülerden taslak bir e-bülten sayısı hazırlanır; E-bülten ekranında gözden
            geçirip siz gönderirsiniz, hiçbir e-posta kendiliğinden gitmez. Taslak olarak kaydedilen sirküler için e-bülten hazırlanmaz; bir
            sirkülerden yalnızca bir e-bülten taslağı hazırlanır.
          </p>
        </>
      )}
    </div>
  );
}
