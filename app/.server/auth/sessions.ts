import { createHash, randomBytes } from "node:crypto";
import { getDb } from "#app/.server/db/index.ts";
import type { Admin } from "#app/.server/db/schema.ts";
import { nowIso } from "#app/.server/ids.ts";

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** …and in any case this long after sign-in. */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
// Writing last_seen_at on every request would turn each read into a write.
const TOUCH_AFTER_MS = 60 * 1000;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

export interface ActiveSession {
  id: string;
  admin: Pick<Admin, "id" | "email">;
}

/** Starts a session; the returned token goes into the cookie, only its hash into the database. */
export async function createSession(adminId: string): Promise<string> {
  const db = await getDb();
  const token = randomBytes(32).toString("base64url");
  const now = nowIso();
  await db
    .insertInto("sessions")
    .values({ id: digest(token), admin_id: adminId, created_at: now, last_seen_at: now })
    .execute();
  return token;
}

/** The session for a cookie token, if it exists and has not expired (an expired one is deleted). */
export async function findSession(token: string | undefined): Promise<ActiveSession | undefined> {
  if (!token || token.length > 100) return undefined;
  const db = await getDb();
  const id = digest(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("admins", "admins.id", "sessions.admin_id")
    .select(["sessions.id", "sessions.created_at", "sessions.last_seen_at", "admins.id as admin_id", "admins.email"])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const now = Date.now();
  const expired = now - Date.parse(row.last_seen_at) > SESSION_IDLE_MS || now - Date.parse(row.created_at) > SESSION_MAX_MS;
  if (expired) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return undefined;
  }
  if (now - Date.parse(row.last_seen_at) > TOUCH_AFTER_MS) {
    await db.updateTable("sessions").set({ last_seen_at: nowIso() }).where("id", "=", id).execute();
  }
  return { id, admin: { id: row.admin_id, email: row.email } };
}

export async function deleteSession(token: string | undefined): Promise<void> {
  if (!token) return;
  const db = await getDb();
  await db.deleteFrom("sessions").where("id", "=", digest(token)).execute();
}

/** Ends every other session of an admin (after a password change). */
export async function deleteOtherSessions(adminId: string, keepSessionId: string): Promise<void> {
  const db = await getDb();
  await db.deleteFrom("sessions").where("admin_id", "=", adminId).where("id", "!=", keepSessionId).execute();
}

/** Removes sessions that can no longer be used. */
export async function purgeExpiredSessions(): Promise<void> {
  const db = await getDb();
  const now = Date.now();
  await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("last_seen_at", "<", new Date(now - SESSION_IDLE_MS).toISOString()),
        eb("created_at", "<", new Date(now - SESSION_MAX_MS).toISOString()),
      ]),
    )
    .execute();
}
