/**
 * What an admin may do to another admin's account on Yöneticiler: change its
 * role, remove it (or withdraw its invitation), re-send its invitation. The
 * use cases enforce these rules (admins.ts, roles.ts), reading the rows again
 * inside their transaction; the screen asks the same functions which buttons
 * to offer, so it never offers what would be refused nor hides what is allowed.
 * Pure: no database (the "last admin who can sign in" check stays in
 * removeAdmin, which counts the rows; with a Sahip who cannot be removed, the
 * screen never meets it).
 */
import { type Role, roleAtLeast } from "#app/lib/roles.ts";

/** The admin acting. */
export interface Actor {
  id: string;
  role: Role;
}

/** The account acted on; `pending` while its invitation is not accepted. */
export interface Account {
  id: string;
  role: Role;
  pending: boolean;
}

/**
 * Why `actor` may not remove `target`, or undefined when they may: nobody
 * removes themselves; the Sahip is never removed (ownership is transferred
 * first); only the Sahip removes an admin who has an account; an invitation
 * only up to one's own role.
 */
export function removeRefusal(actor: Actor, target: Account): "self" | "owner" | "not-owner" | "above" | undefined {
  if (target.id === actor.id) return "self";
  if (target.role === "owner") return "owner";
  if (!target.pending && actor.role !== "owner") return "not-owner";
  if (!roleAtLeast(actor.role, target.role)) return "above";
  return undefined;
}

/**
 * Why `actor` may not change `target`'s role at all, or undefined when they
 * may (which roles they may give is lib/roles.ts's assignableRoles): the
 * Sahip's role is fixed; an admin above the changer is left alone.
 */
export function roleChangeRefusal(actor: Actor, target: Account): "owner-fixed" | "above" | undefined {
  if (target.role === "owner") return "owner-fixed";
  if (!roleAtLeast(actor.role, target.role)) return "above";
  return undefined;
}

/** Why `actor` may not re-send `target`'s invitation, or undefined when they may: only a pending one, of a role up to theirs. */
export function resendRefusal(actor: Actor, target: Account): "accepted" | "above" | undefined {
  if (!target.pending) return "accepted";
  if (!roleAtLeast(actor.role, target.role)) return "above";
  return undefined;
}

export interface AccountActions {
  changeRole: boolean;
  remove: boolean;
  resend: boolean;
}

/** The actions the screen offers `actor` on `target`: exactly those the use cases allow. */
export function accountActions(actor: Actor, target: Account): AccountActions {
  return {
    changeRole: roleChangeRefusal(actor, target) === undefined,
    remove: removeRefusal(actor, target) === undefined,
    resend: resendRefusal(actor, target) === undefined,
  };
}
