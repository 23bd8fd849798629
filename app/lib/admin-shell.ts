/** What the admin layout shows around every screen: the firm, who is signed in, their role and unread messages. */
import type { Role } from "#app/lib/roles.ts";

export interface AdminShellData {
  email: string;
  role: Role;
  /** Unread contact messages (0 for a role that does not read them). */
  unread: number;
  firmName: string;
}

/** A 403 from the access check (.server/accounts/access.ts): the message, and the shell to show it in. */
export interface ForbiddenData {
  ok: false;
  error: string;
  forbidden: { shell: AdminShellData; needed: Role | null };
}

export function isForbiddenData(value: unknown): value is ForbiddenData {
  return typeof value === "object" && value !== null && "forbidden" in value && typeof (value as ForbiddenData).forbidden === "object";
}
