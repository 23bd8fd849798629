import { HONEYPOT_FIELD } from "#app/lib/form-limits.ts";

/**
 * The public forms' parts around their fields (the fields themselves are
 * Field.tsx's): what a form shows after it is sent, its status line, the honeypot.
 */

/** What a public form's action answers (see .server/web/public-forms.ts): what a form shows: received (after the redirect), or refused with its messages and what was typed. */
export type FormOutcome = { ok: true } | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/** Polite live region: announces the outcome of a form after it is sent. */
export function FormStatus({ message, tone }: { message?: string; tone: "success" | "error" }) {
  return (
    <p role="status" className={message ? `form-status form-status-${tone}` : "form-status"}>
      {message}
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
