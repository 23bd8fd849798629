import { HONEYPOT_FIELD } from "#app/lib/form-limits.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import type { Language } from "#app/lib/language-alternates.ts";

/**
 * The public forms' parts around their fields (the fields themselves are
 * Field.tsx's): what a form shows after it is sent, its status line, the honeypot.
 */

/** What a public form's action answers (see .server/web/public-forms.ts): what a form shows: received (after the redirect), or refused with its messages and what was typed. */
export type FormOutcome = { ok: true } | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/** A refused field as the status lists it: a link to the field, its label and its message. */
export interface FieldProblem {
  id: string;
  label: string;
  message: string;
}

/**
 * What a public form says after it is sent, at the top of the form (issue 38). The page lands
 * on it: its id is the fragment of the redirect after a send and of the form's action, so on a
 * phone it is the first thing on the screen. The `form` enhancement focuses it, so a screen
 * reader reads it. A refusal lists each field's problem as a link to the field.
 */
export function FormStatus({
  id,
  outcome,
  received,
  refused,
  problems = [],
}: {
  id: string;
  outcome: FormOutcome | undefined;
  /** What a stored send says. */
  received: string;
  /** What a refusal says when the server gave no message of its own for the whole form. */
  refused: string;
  problems?: readonly FieldProblem[];
}) {
  const tone = outcome?.ok ? "success" : "error";
  const message = outcome === undefined ? undefined : outcome.ok ? received : (outcome.errors.form ?? refused);
  return (
    <div
      id={id}
      tabIndex={-1}
      role={message && tone === "error" ? "alert" : "status"}
      className={message ? `form-status form-status-${tone}` : "form-status"}
    >
      {message ? <p>{message}</p> : null}
      {problems.length > 0 ? (
        <ul>
          {problems.map((problem) => (
            <li key={problem.id}>
              <a href={`#${problem.id}`}>
                {problem.label}: {problem.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The line above a form that says what its stars mean. */
export function RequiredNote({ language = "tr" }: { language?: Language }) {
  return (
    <p className="form-required-note">
      <span aria-hidden="true">*</span>
      {catalogue(language).form.requiredNote}
    </p>
  );
}

/**
 * A field people never see or fill in; simple bots do, and their submission
 * is quietly dropped by the server.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={`${idPrefix}-web-sitesi`}>Bu alanı boş bırakın</label>
      <input type="text" id={`${idPrefix}-web-sitesi`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
