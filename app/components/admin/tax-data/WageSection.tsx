/**
 * Vergi verileri → Ücret ve tazminat (issue 27): each wage figure kind's
 * periods with their figures, source, checked day, confirmation and research
 * note, and the kind's form that adds a period or replaces one's figures
 * (only with the replace tick).
 */
import { Fragment } from "react";
import { Form, Link } from "react-router";
import { FormRefusal, formState, type Refusal, ReplaceBox, SetFields, SetHeader } from "#app/components/admin/tax-data/fields.tsx";
import { Field, FieldError } from "#app/components/Field.tsx";
import { taxDataPath } from "#app/lib/admin-paths.ts";
import { TAX_DATA_INTENTS, TAX_DATA_QUERY } from "#app/lib/tax-data.ts";
import type { TaxDataPage, WageKindView } from "#app/lib/tax-data-view.ts";
import { WAGE_FORM_FIELDS, WAGE_KIND_FORMS, wageFormAnchor } from "#app/lib/wage-figure-form.ts";

interface SectionProps {
  page: TaxDataPage;
  editSet: string | null;
  /** The period whose figures its kind's form is filled with, to replace them. */
  replacing: string | null;
  refusal: Refusal | undefined;
}

export function WageSection({ page, editSet, replacing, refusal }: SectionProps) {
  return (
    <>
      <p className="tax-section-note">
        Ücret hesaplayıcılarının (brütten nete, işverene maliyeti, kıdem ve ihbar) kullandığı rakamlar, geçerlilik dönemleriyle. Her dönem
        kendi kaynağı ve kontrol tarihiyle ayrı bir veri setidir. Hesaplayıcı bir yılın her ayını kapsayan dönemler yoksa o yılı hesaplamaz;
        bir değişiklik bir sonraki sayfa isteğinde sitede görünür.
      </p>
      {page.wage.map((view) => (
        <WageKind key={view.kind} view={view} editSet={editSet} replacing={replacing} refusal={refusal} />
      ))}
    </>
  );
}

function WageKind({ view, editSet, replacing, refusal }: { view: WageKindView } & Omit<SectionProps, "page">) {
  const headingId = `ucret-${view.kind}-baslik`;
  return (
    <section className="tax-wage-kind" aria-labelledby={headingId}>
      <h3 id={headingId}>{view.label}</h3>
      {view.periods.length === 0 && <p>Bu tür için henüz dönem yok.</p>}
      {view.periods.map(({ set, period, facts }) => (
        <article key={set.id} id={set.anchor} className="tax-set" aria-labelledby={`${set.anchor}-baslik`}>
          <SetHeader set={set} editing={editSet === set.id} refusal={refusal} level={4} />
          <dl className="tax-set-facts tax-set-figure">
            <dt>Dönem</dt>
            <dd>{period}</dd>
            {facts.map((fact) => (
              <Fragment key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </Fragment>
            ))}
          </dl>
          <p className="tax-set-edit">
            <Link
              to={taxDataPath("ucret", { [TAX_DATA_QUERY.replaceWage]: set.id }, wageFormAnchor(view.kind))}
              aria-label={`Rakamları değiştir: ${set.title}`}
            >
              Rakamları değiştir
            </Link>
          </p>
        </article>
      ))}
      <WageForm view={view} replacing={replacing} refusal={refusal} />
    </section>
  );
}

function WageForm({ view, replacing, refusal }: { view: WageKindView; replacing: string | null; refusal: Refusal | undefined }) {
  const { kind } = view;
  const form = WAGE_KIND_FORMS[kind];
  // One intent for every kind: a refusal belongs to the form of its kind only.
  const mine = refusal?.values[WAGE_FORM_FIELDS.kind] === kind ? refusal : undefined;
  const state = formState(mine, TAX_DATA_INTENTS.wageFigures);
  const replaced = view.periods.find((p) => p.set.id === replacing);
  const defaults = replaced?.values ?? view.next;
  const prefix = `uc-${kind}`;
  const value = (name: string) => state.value(name, defaults[name] ?? "");
  return (
    <details id={wageFormAnchor(kind)} className="tax-form" open={state.refused || replaced !== undefined || undefined}>
      <summary>{form.label}: dönem ekle ya da değiştir</summary>
      <Form method="post" action={taxDataPath("ucret")} className="tax-form-grid">
        <FormRefusal state={state} />
        <input type="hidden" name="intent" value={TAX_DATA_INTENTS.wageFigures} />
        <input type="hidden" name={WAGE_FORM_FIELDS.kind} value={kind} />
        <p className="field-hint tax-field-wide">
          {form.intro}
          {replaced && ` Form, ${replaced.period} döneminin rakamlarıyla dolduruldu; yerine yazmak için alttaki kutuyu işaretleyin.`}
        </p>
        <Field
          id={`${prefix}-baslangic`}
          name={WAGE_FORM_FIELDS.from}
          type="date"
          label="Başlangıç"
          hint="Dönemin ilk günü. Bu günle başlayan bir dönem varsa rakamları yalnızca alttaki kutu işaretlenince değişir."
          defaultValue={value(WAGE_FORM_FIELDS.from)}
          error={state.errors[WAGE_FORM_FIELDS.from]}
          required
          hintAfter
          autoComplete="off"
        />
        <Field
          id={`${prefix}-bitis`}
          name={WAGE_FORM_FIELDS.to}
          type="date"
          label="Bitiş"
          hint="Dönemin son günü (dahil); aynı türün başka bir dönemiyle çakışamaz."
          defaultValue={value(WAGE_FORM_FIELDS.to)}
          error={state.errors[WAGE_FORM_FIELDS.to]}
          required
          hintAfter
          autoComplete="off"
        />
        {form.fields.map((spec) => (
          <Field
            key={spec.name}
            id={`${prefix}-${spec.name}`}
            name={spec.name}
            label={spec.label}
            hint={spec.hint}
            inputMode={spec.type === "text" ? undefined : "decimal"}
            multiline={spec.type === "text"}
            autoComplete={spec.type === "text" ? undefined : "off"}
            required={!spec.optional}
            defaultValue={value(spec.name)}
            error={state.errors[spec.name]}
            className={spec.type === "text" ? "tax-field-wide" : undefined}
            hintAfter
          />
        ))}
        <SetFields
          prefix={prefix}
          state={state}
          defaults={{ kaynak: defaults.kaynak ?? "", kontrol: defaults.kontrol ?? "", uyari: defaults.uyari ?? "" }}
          sourceHint={form.sourceHint}
        />
        <ReplaceBox prefix={prefix} state={state} what="Bu günle başlayan dönem" />
        <FieldError id={`${prefix}-${WAGE_FORM_FIELDS.kind}`} error={state.errors[WAGE_FORM_FIELDS.kind]} className="tax-field-wide" />
        <div className="tax-field-wide">
          <button type="submit" className="button">
            Dönemi kaydet
          </button>
        </div>
      </Form>
    </details>
  );
}
