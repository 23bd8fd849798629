/** Admin sessions, stored by the SHA-256 of their cookie token. */
import type { Executor } from "#app/.server/db/index.ts";

export interface SessionRow {
  id: string;
  created_at: string;
  last_seen_at: string;
  admin_id: string;
  email: string;
}

export async function insertSession(db: Executor, session: { id: string; adminId: string; at: string }): Promise<void> {
  await db
    .insertInto("sessions")
    .values({ id: session.id, admin_id: session.adminId, created_at: session.at, last_seen_at: session.at })
    .execute();
}

/** The session with its admin, if both exist. */
export async function findSessionWithAdmin(db: Executor, id: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom("sessions")
    .innerJoin("admins", "admins.id", "sessions.admin_id")
    .select(["sessions.id", "sessions.created_at", "sessions.last_seen_at", "admins.id as admin_id", "admins.email"])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
}

export async function touchSession(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable("sessions").set({ last_seen_at: at }).where("id", "=", id).execute();
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", id).execute();
}

/** Every session of an admin but one. */
export async function deleteOtherSessions(db: Executor, adminId: string, keepId: string): Promise<void> {
  await db.deleteFrom("sessions").where("admin_id", "=", adminId).where("id", "!=", keepId).execute();
}

/** Sessions idle since `idleBefore` or started before `startedBefore`. */
export async function deleteExpiredSessions(db: Executor, idleBefore: string, startedBefore: string): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("last_seen_at", "<", idleBefore), eb("created_at", "<", startedBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
