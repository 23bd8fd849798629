/**
 * The role field of the Yöneticiler screen (invitation and role change): one
 * radio button per role the signed-in admin may give, each with its one-line
 * summary (lib/roles.ts) as the hint. The server checks the choice again.
 */

import { FieldError, fieldErrorId } from "#app/components/Field.tsx";
import { ROLE_LABELS, ROLE_SUMMARIES, type Role } from "#app/lib/roles.ts";

export function RoleChoice({
  idPrefix,
  roles,
  checked,
  error,
  legend = "Rol",
}: {
  /** Ids of the inputs and their hints start with it (one form per prefix on the screen). */
  idPrefix: string;
  /** The roles offered, lowest first. */
  roles: readonly Role[];
  checked?: string;
  error?: string;
  legend?: string;
}) {
  const errorId = fieldErrorId(`${idPrefix}-rol`);
  return (
    <fieldset className={`admin-role-choice${error ? " has-error" : ""}`} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="choice-list">
        {[...roles].reverse().map((role) => (
          <div className="field-check" key={role}>
            <input
              type="radio"
              id={`${idPrefix}-rol-${role}`}
              name="rol"
              value={role}
              defaultChecked={role === checked}
              aria-describedby={`${idPrefix}-rol-${role}-ipucu`}
            />
            <div>
              <label htmlFor={`${idPrefix}-rol-${role}`}>{ROLE_LABELS[role]}</label>
              <span className="field-hint" id={`${idPrefix}-rol-${role}-ipucu`}>
                {ROLE_SUMMARIES[role]}
              </span>
            </div>
          </div>
        ))}
      </div>
      <FieldError id={`${idPrefix}-rol`} error={error} />
    </fieldset>
  );
}
