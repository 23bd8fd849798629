/**
 * Oturumlar: the signed-in admin's own sessions, and ending them. An admin
 * can only ever see and end their own (the repository matches the admin id
 * as well as the session id); the current one is ended by signing out.
 */
import { describeDevice } from "#app/.server/accounts/devices.ts";
import { type ActiveSession, SESSION_IDLE_MS, SESSION_MAX_MS } from "#app/.server/accounts/sessions.ts";
import { getDb, transaction } from "#app/.server/db/index.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { deleteOtherSessions, deleteOwnSession, listSessions } from "#app/.server/repositories/sessions.ts";

export interface SessionSummary {
  /** The sessions table's id (a digest of the cookie's token: it cannot be turned back into a cookie). */
  id: string;
  /** "Chrome 131 · Windows 10/11" (devices.ts). */
  device: string;
  ip: string | null;
  startedAt: string;
  lastSeenAt: string;
  /** The session this request came with. */
  current: boolean;
}

/**
 * The admin's active sessions, most recently used first, the current one
 * marked. One that has expired (idle or too old) but not yet been deleted
 * by maintenance no longer opens anything, so it is not listed.
 */
export async function listOwnSessions(session: ActiveSession, now = Date.now()): Promise<SessionSummary[]> {
  const rows = await listSessions(await getDb(), session.admin.id);
  const active = rows.filter(
    (row) => now - Date.parse(row.last_seen_at) <= SESSION_IDLE_MS && now - Date.parse(row.created_at) <= SESSION_MAX_MS,
  );
  return active.map((row) => ({
    id: row.id,
    device: describeDevice(row.user_agent),
    ip: row.ip,
    startedAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    current: row.id === session.id,
  }));
}

export type EndSessionResult = "ended" | "current" | "gone";

/**
 * Ends one of the admin's other sessions. "current" for the session of this
 * request (signing out does that), "gone" when the admin has no such session
 * (ended already, expired, or someone else's): nothing changes then.
 */
export async function endOwnSession(session: ActiveSession, id: string): Promise<EndSessionResult> {
  if (id === session.id) return "current";
  return transaction(async (trx) => {
    if (!(await deleteOwnSession(trx, session.admin.id, id))) return "gone";
    await recordAudit(trx, { adminEmail: session.admin.email, action: "sessions", list: "hesap", entryId: null });
    return "ended";
  });
}

/** Ends every session of the admin but this one; the number ended. */
export async function endOtherSessions(session: ActiveSession): Promise<number> {
  return transaction(async (trx) => {
    const ended = await deleteOtherSessions(trx, session.admin.id, session.id);
    if (ended > 0) await recordAudit(trx, { adminEmail: session.admin.email, action: "sessions", list: "hesap", entryId: null });
    return ended;
  });
}
