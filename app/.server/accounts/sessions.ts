/** Admin sessions: random tokens in the cookie, only their digests in the database. */
import { createHash, randomBytes } from "node:crypto";
import { getDb, transaction } from "#app/.server/db/index.ts";
import type { Admin } from "#app/.server/db/schema.ts";
import { nowIso } from "#app/.server/ids.ts";
import { log } from "#app/.server/log.ts";
import { setLastSignIn } from "#app/.server/repositories/admins.ts";
import { deleteSession, findSessionWithAdmin, insertSession, touchSession } from "#app/.server/repositories/sessions.ts";

import { SESSION_IDLE_MS, SESSION_MAX_MS } from "#app/lib/retention.ts";

// A session's idle and whole lifetimes are lib/retention.ts's (the notices state them).
export { SESSION_IDLE_MS, SESSION_MAX_MS };

// Writing last_seen_at on every request would turn each read into a write.
const TOUCH_AFTER_MS = 60 * 1000;

export const sessionDigest = (token: string) => createHash("sha256").update(token).digest("hex");

export interface ActiveSession {
  /** The SHA-256 of the cookie's token (the sessions table's id). */
  id: string;
  admin: Pick<Admin, "id" | "email" | "name" | "role">;
  /** Whether the admin has two-factor sign-in on (a setting may require it: access.ts). */
  twoFactor: boolean;
}

/** Where a sign-in came from, shown on the Oturumlar screen. */
export interface Client {
  ip: string | null;
  userAgent: string | null;
}

const MAX_USER_AGENT = 512;

/** Starts a session and records the sign-in; the returned token goes into the cookie, only its hash into the database. */
export async function createSession(adminId: string, client: Client): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const at = nowIso();
  const userAgent = client.userAgent?.slice(0, MAX_USER_AGENT) || null;
  await transaction(async (trx) => {
    await insertSession(trx, { id: sessionDigest(token), adminId, at, userAgent, ip: client.ip });
    await setLastSignIn(trx, adminId, at);
  });
  return token;
}

/** The session for a cookie token, if it exists and has not expired (an expired one is deleted). */
export async function findSession(token: string | undefined): Promise<ActiveSession | undefined> {
  if (!token || token.length > 100) return undefined;
  const id = sessionDigest(token);
  const row = await findSessionWithAdmin(await getDb(), id);
  if (!row) return undefined;
  const now = Date.now();
  const expired = now - Date.parse(row.last_seen_at) > SESSION_IDLE_MS || now - Date.parse(row.created_at) > SESSION_MAX_MS;
  if (expired) {
    await transaction((trx) => deleteSession(trx, id));
    return undefined;
  }
  if (now - Date.parse(row.last_seen_at) > TOUCH_AFTER_MS) {
    // Only bookkeeping: a busy database must not turn a page view into an error.
    await transaction((trx) => touchSession(trx, id, nowIso())).catch((error: unknown) =>
      log.warn({ err: error }, "session touch skipped"),
    );
  }
  return { id, admin: { id: row.admin_id, email: row.email, name: row.name, role: row.role }, twoFactor: row.totp_enabled_at !== null };
}

export async function endSession(token: string | undefined): Promise<void> {
  if (!token) return;
  await transaction((trx) => deleteSession(trx, sessionDigest(token)));
}
