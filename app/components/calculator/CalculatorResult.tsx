import { useRouteLoaderData } from "react-router";
import { ResultAsideBox, ResultTable } from "#app/components/calculator/ResultTable.tsx";
import type { CalculationResult, CalculatorOutcome, InputSummary } from "#app/lib/calculator.ts";
import type { SiteShell } from "#app/lib/site-shell.ts";

/**
 * A calculator's result, below its form: the answer, the steps, the legal
 * basis and when the figures were last checked. Printed (print stylesheet),
 * it starts with the firm's name and the inputs, so the page stands alone.
 */
export function CalculatorResult({ title, inputs, result }: { title: string; inputs: InputSummary[]; result: CalculationResult }) {
  // The firm's name as the public shell has it (routes/site.tsx: Firma bilgileri).
  const firmName = useRouteLoaderData<SiteShell>("routes/site")?.firm.name;
  return (
    <section className="calc-result" aria-labelledby="sonuc-baslik">
      {firmName && <p className="calc-print-only calc-print-firm">{firmName}</p>}
      <h2 id="sonuc-baslik" tabIndex={-1}>
        Sonuç
      </h2>
      <dl className="calc-print-only calc-inputs">
        <div>
          <dt>Hesaplama</dt>
          <dd>{title}</dd>
        </div>
        {inputs.map((input) => (
          <div key={input.label}>
            <dt>{input.label}</dt>
            <dd>{input.value}</dd>
          </div>
        ))}
      </dl>
      <p className="calc-total">
        <span className="calc-total-label">{result.total.label}</span> <strong className="calc-total-amount">{result.total.amount}</strong>
      </p>
      {result.explanation && <p className="calc-explanation">{result.explanation}</p>}
      {result.lines.length > 0 && (
        <dl className="calc-lines">
          {result.lines.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.amount}</dd>
            </div>
          ))}
        </dl>
      )}
      {result.warnings.length > 0 && (
        <div className="calc-warnings" role="note" aria-label="Dikkat">
          <ul>
            {result.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      {result.tables?.map((table) => (
        <ResultTable key={table.id} table={table} />
      ))}
      {result.asides?.map((aside, index) => (
        <ResultAsideBox key={aside.title} aside={aside} id={`sonuc-ek-${index + 1}`} />
      ))}
      {result.assumptions && result.assumptions.length > 0 && (
        <section className="calc-assumptions" aria-labelledby="sonuc-varsayimlar">
          <h3 id="sonuc-varsayimlar">Varsayımlar</h3>
          <ul>
            {result.assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </section>
      )}
      <h3>Hesaplama adımları</h3>
      <ol className="calc-steps">
        {result.steps.map((step) => (
          <li key={`${step.label} ${step.detail}`}>
            <span className="calc-step-label">{step.label}</span>
            <span className="calc-step-detail">{step.detail}</span>
          </li>
        ))}
      </ol>
      <p className="calc-rounding">{result.rounding}</p>
      <h3>Yasal dayanak</h3>
      <ul className="calc-basis">
        {result.legalBasis.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {result.checkedOn && <p className="calc-checked">Son kontrol: {result.checkedOn}</p>}
      <p className="calc-disclaimer">Bu hesaplama bilgi amaçlıdır; kesin tutar için beyannamenizi hazırlayan meslek mensubuna danışın.</p>
    </section>
  );
}

/** The refusal: one sentence, announced, next to the form it concerns. */
export function CalculatorRefusal({ reason }: { reason: string }) {
  return (
    <div className="calc-refusal" role="alert" id="hesap-hatasi">
      <p>{reason}</p>
    </div>
  );
}

/** Where a calculator's form leads: the outcome below it (the form's action ends in #sonuc). */
export const OUTCOME_ANCHOR = "sonuc";

/** Below a calculator's form, its outcome: the refusal or the result. */
export function CalculatorOutcomeView({ title, outcome }: { title: string; outcome: CalculatorOutcome }) {
  return (
    <div id={OUTCOME_ANCHOR}>
      {outcome.state === "refused" && <CalculatorRefusal reason={outcome.reason} />}
      {outcome.state === "result" && <CalculatorResult title={title} inputs={outcome.inputs} result={outcome.result} />}
    </div>
  );
}
