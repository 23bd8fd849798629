/**
 * The parts the Vergi verileri forms share (their fields are
 * components/Field.tsx's, the hint after the input): the source / checked day / research note of a figure set, the
 * "replace" confirmation, and a set's heading with its facts and edit form.
 */
import type { ReactNode } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { Field, FieldError, fieldErrorId } from "#app/components/Field.tsx";
import { taxDataPath } from "#app/lib/admin-paths.ts";
import { TAX_DATA_INTENTS, TAX_DATA_QUERY, type TaxDataIntent } from "#app/lib/tax-data.ts";
import type { SetView } from "#app/lib/tax-data-view.ts";

/** What the action answered for a refused form: which form, a message per field, the values as typed. */
export interface Refusal {
  intent: TaxDataIntent;
  errors: Record<string, string>;
  values: Record<string, string>;
  /** The MTV file's problems, one per line of the file. */
  problems?: string[];
}

/** A form's view of the refusal: its errors, and its values (typed, or the defaults). */
export function formState(refusal: Refusal | undefined, intent: TaxDataIntent) {
  const here = refusal?.intent === intent ? refusal : undefined;
  return {
    refused: here !== undefined,
    errors: here?.errors ?? {},
    problems: here?.problems,
    value: (name: string, fallback: string) => (here ? (here.values[name] ?? "") : fallback),
    checked: (name: string, fallback = false) => (here ? here.values[name] !== undefined : fallback),
  };
}

/** Source, checked day and warning: what every figure set carries. */
export function SetFields({
  prefix,
  state,
  defaults,
  sourceHint,
}: {
  prefix: string;
  state: ReturnType<typeof formState>;
  defaults: { kaynak: string; kontrol: string; uyari: string };
  sourceHint?: ReactNode;
}) {
  return (
    <>
      <Field
        id={`${prefix}-kaynak`}
        name="kaynak"
        label="Kaynak"
        hint={sourceHint ?? "Kanun ve madde, tebliğ ve Resmî Gazete tarihi ve sayısı."}
        defaultValue={state.value("kaynak", defaults.kaynak)}
        error={state.errors.kaynak}
        className="tax-field-wide"
        required
        hintAfter
        autoComplete="off"
      />
      <Field
        id={`${prefix}-kontrol`}
        name="kontrol"
        type="date"
        label="Son kontrol tarihi"
        hint="Rakamların kaynağından en son okunduğu gün."
        defaultValue={state.value("kontrol", defaults.kontrol)}
        error={state.errors.kontrol}
        required
        hintAfter
        autoComplete="off"
      />
      <Field
        id={`${prefix}-uyari`}
        name="uyari"
        label="Araştırma notu (isteğe bağlı)"
        hint="Teyit edilmemiş bir rakam varsa nedeni, ofis için. Sitede görünmez; notu olan yeni set “Teyit bekliyor” olarak başlar."
        multiline
        defaultValue={state.value("uyari", defaults.uyari)}
        error={state.errors.uyari}
        className="tax-field-wide"
        hintAfter
      />
    </>
  );
}

/**
 * The checked day and warning sent with a new rate of a set that keeps its
 * rates by day (gecikme zammı, KDV rates) and its submit button: an empty
 * checked day leaves the set's as it is.
 */
export function RateSetFields({
  prefix,
  state,
  today,
  warning,
  submit,
}: {
  prefix: string;
  state: ReturnType<typeof formState>;
  today: string;
  warning: string;
  submit: string;
}) {
  return (
    <>
      <Field
        id={`${prefix}-kontrol`}
        name="kontrol"
        type="date"
        label="Oranların son kontrol tarihi"
        hint="Boş bırakılırsa değişmez."
        defaultValue={state.value("kontrol", today)}
        error={state.errors.kontrol}
        hintAfter
        autoComplete="off"
      />
      <Field
        id={`${prefix}-uyari`}
        name="uyari"
        label="Araştırma notu (isteğe bağlı)"
        multiline
        hint="Ofis için: teyit edilmemiş bir noktanın nedeni. Sitede görünmez; oranları kontrol ettiğinizde setin “Kontrol ettim” adımını kullanın."
        defaultValue={state.value("uyari", warning)}
        error={state.errors.uyari}
        className="tax-field-wide"
        hintAfter
      />
      <div className="tax-field-wide">
        <button type="submit" className="button">
          {submit}
        </button>
      </div>
    </>
  );
}

/** The confirmation a replacement needs: the old values go to the audit log. */
export function ReplaceBox({ prefix, state, what }: { prefix: string; state: ReturnType<typeof formState>; what: string }) {
  const error = state.errors.degistir;
  return (
    <div className={`field tax-check${error ? " has-error" : ""}`}>
      <input
        type="checkbox"
        id={`${prefix}-degistir`}
        name="degistir"
        value="evet"
        defaultChecked={state.checked("degistir")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(`${prefix}-degistir`) : undefined}
      />
      <label htmlFor={`${prefix}-degistir`}>{what} zaten varsa yerine yaz (eski değerler işlem kayıtlarında saklanır)</label>
      <FieldError id={`${prefix}-degistir`} error={error} />
    </div>
  );
}

/** Said at the top of a refused form, so a screen reader hears it at once. */
export function FormRefusal({ state }: { state: ReturnType<typeof formState> }) {
  if (!state.refused) return null;
  return <Alert className="tax-form-alert">Kaydedilmedi, hiçbir şey değişmedi: işaretli alanları düzeltip yeniden gönderin.</Alert>;
}

/** A figure set's heading, source, checked day, confirmation and research note; its "Kontrol ettim" step and edit form when asked for. */
export function SetHeader({
  set,
  editing,
  refusal,
  level = 3,
}: {
  set: SetView;
  editing: boolean;
  refusal: Refusal | undefined;
  level?: 2 | 3 | 4;
}) {
  const Heading = level === 2 ? "h2" : level === 3 ? "h3" : "h4";
  const FormHeading = level === 4 ? "h5" : "h4";
  const state = formState(refusal, TAX_DATA_INTENTS.taxSet);
  const formHeading = useFocusWhen<HTMLHeadingElement>(editing);
  const editPath = taxDataPath(set.section, { [TAX_DATA_QUERY.editSet]: set.id });
  const [search] = useSearchParams();
  const confirming = search.get(TAX_DATA_QUERY.confirmSet) === set.id;
  const confirmHeading = useFocusWhen<HTMLHeadingElement>(confirming);
  const confirmPath = taxDataPath(set.section, { [TAX_DATA_QUERY.confirmSet]: set.id });

  return (
    <>
      <Heading id={`${set.anchor}-baslik`}>{set.title}</Heading>
      <dl className="tax-set-facts">
        <dt>Kaynak</dt>
        <dd>{set.source}</dd>
        <dt>Son kontrol</dt>
        <dd>{set.checkedText}</dd>
        <dt>Durum</dt>
        <dd className={set.confirmed ? "tax-confirmed" : "tax-pending"}>{set.confirmationText}</dd>
      </dl>
      {set.warning && (
        <p className="tax-set-warning">
          <strong>Araştırma notu (yalnızca yönetimde görünür):</strong> {set.warning}
        </p>
      )}
      {confirming ? (
        <ConfirmAction
          headingId={`${set.anchor}-kontrol`}
          headingRef={confirmHeading}
          heading={`Kontrol ettim: ${set.title}`}
          action={confirmPath}
          fields={{ id: set.id }}
          intent={TAX_DATA_INTENTS.confirmSet}
          confirmLabel="Kontrol ettim"
          danger={false}
          cancelTo={taxDataPath(set.section, {}, set.anchor)}
        >
          <p>
            Bu setin rakamlarını ve kaynağını resmî metinden kontrol ettiğinizi kaydeder: adınız ve bugünün tarihi saklanır, işlem
            kayıtlarına yazılır. Sitede set, kaynağı ve bugünün tarihiyle “son kontrol” olarak gösterilir
            {set.confirmed ? "" : "; “Teyit bekliyor” durumu kalkar"}.
          </p>
        </ConfirmAction>
      ) : (
        <p className="tax-set-edit">
          <Link
            to={taxDataPath(set.section, { [TAX_DATA_QUERY.confirmSet]: set.id }, `${set.anchor}-kontrol`)}
            aria-label={`Kontrol ettim: ${set.title}`}
          >
            Kontrol ettim
          </Link>
        </p>
      )}
      {editing ? (
        <section className="tax-form" aria-labelledby={`${set.anchor}-duzenle`}>
          <FormHeading id={`${set.anchor}-duzenle`} ref={formHeading} tabIndex={-1}>
            Kaynağı, kontrol tarihini ve araştırma notunu düzenle
          </FormHeading>
          <Form method="post" action={editPath} className="tax-form-grid">
            <FormRefusal state={state} />
            <input type="hidden" name="intent" value={TAX_DATA_INTENTS.taxSet} />
            <input type="hidden" name="id" value={set.id} />
            <SetFields prefix="set" state={state} defaults={{ kaynak: set.source, kontrol: set.checkedOn, uyari: set.warning ?? "" }} />
            <div className="admin-actions tax-field-wide">
              <button type="submit" className="button">
                Kaydet
              </button>
              <Link to={taxDataPath(set.section, {}, set.anchor)} className="button button-outline">
                Vazgeç
              </Link>
            </div>
          </Form>
        </section>
      ) : (
        <p className="tax-set-edit">
          <Link
            to={taxDataPath(set.section, { [TAX_DATA_QUERY.editSet]: set.id }, set.anchor)}
            aria-label={`Kaynağı ve kontrol tarihini düzenle: ${set.title}`}
          >
            Kaynağı ve kontrol tarihini düzenle
          </Link>
        </p>
      )}
    </>
  );
}

/** A wide table that scrolls sideways on a phone; focusable, so the keyboard can scroll it too. */
export function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className="tax-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
