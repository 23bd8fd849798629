/**
 * The page every calculator is (/araclar/…): the way back to Araçlar, the
 * title and what it computes, a GET form whose query is the input and which
 * leads to the outcome below it (the refusal or the result), where a
 * calculator has one, how it computes, and a link to Pratik bilgiler (the
 * year's figures). No JavaScript is needed.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CalculatorOutcomeView, OUTCOME_ANCHOR } from "#app/components/calculator/CalculatorResult.tsx";
import type { CalculatorOutcome } from "#app/lib/calculator.ts";
import { paths } from "#app/lib/paths.ts";

export function CalculatorPage({
  title,
  intro,
  introOnScreenOnly = false,
  action,
  serverChecked = false,
  outcome,
  method,
  children,
}: {
  title: string;
  /** What it computes and what it leaves out, under the title. */
  intro: ReactNode;
  /** Leaves the intro out of the printed result (the printout starts with the inputs instead). */
  introOnScreenOnly?: boolean;
  /** The calculator's path (the form's action, with the outcome's anchor). */
  action: string;
  /** The browser leaves every check to the server, whose refusal names the field (the form's noValidate). */
  serverChecked?: boolean;
  outcome: CalculatorOutcome;
  /** How it computes (CalculatorMethod), below the outcome. */
  method?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}) {
  return (
    <div className="container page-section narrow">
      <p className="page-kicker calc-no-print">
        <Link to={paths.tools}>Araçlar</Link>
      </p>
      <h1>{title}</h1>
      <p className={introOnScreenOnly ? "calc-no-print" : undefined}>{intro}</p>
      <form method="get" action={`${action}#${OUTCOME_ANCHOR}`} className="calc-form" noValidate={serverChecked}>
        {children}
        <div>
          <button type="submit" className="button button-accent">
            Hesapla
          </button>
        </div>
      </form>
      <CalculatorOutcomeView title={title} outcome={outcome} />
      {method}
      <p className="calc-no-print calc-rates-link">
        Yılın vergi oranları, tutarları ve sınırları dayanaklarıyla tek sayfada: <Link to={paths.rates}>Pratik bilgiler</Link>
      </p>
    </div>
  );
}

/** "Nasıl hesaplanır?": the rules the calculator applies, one list item each; not printed. */
export function CalculatorMethod({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section className="calc-no-print" aria-labelledby={id}>
      <h2 id={id}>Nasıl hesaplanır?</h2>
      <ul>{children}</ul>
    </section>
  );
}
