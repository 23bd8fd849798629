/** Admin sessions, stored by the SHA-256 of their cookie token. */

import type { Executor } from "#app/.server/db/index.ts";
import type { Session } from "#app/.server/db/schema.ts";
import type { Role } from "#app/lib/roles.ts";

export interface SessionRow {
  id: string;
  created_at: string;
  last_seen_at: string;
  admin_id: string;
  email: string;
  name: string;
  role: Role;
  totp_enabled_at: string | null;
}

export interface NewSession {
  id: string;
  adminId: string;
  at: string;
  userAgent: string | null;
  ip: string | null;
}

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db
    .insertInto("sessions")
    .values({
      id: session.id,
      admin_id: session.adminId,
      created_at: session.at,
      last_seen_at: session.at,
      user_agent: session.userAgent,
      ip: session.ip,
    })
    .execute();
}

/** The session with its admin, if both exist. */
export async function findSessionWithAdmin(db: Executor, id: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom("sessions")
    .innerJoin("admins", "admins.id", "sessions.admin_id")
    .select([
      "sessions.id",
      "sessions.created_at",
      "sessions.last_seen_at",
      "admins.id as admin_id",
      "admins.email",
      "admins.name",
      "admins.role",
      "admins.totp_enabled_at",
    ])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
}

/** An admin's sessions, most recently used first. */
export async function listSessions(db: Executor, adminId: string): Promise<Session[]> {
  return db.selectFrom("sessions").selectAll().where("admin_id", "=", adminId).orderBy("last_seen_at", "desc").orderBy("id").execute();
}

export async function touchSession(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable("sessions").set({ last_seen_at: at }).where("id", "=", id).execute();
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", id).execute();
}

/** One of an admin's sessions (never another admin's); false when there was none. */
export async function deleteOwnSession(db: Executor, adminId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom("sessions").where("admin_id", "=", adminId).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every session of an admin but one; the number ended. */
export async function deleteOtherSessions(db: Executor, adminId: string, keepId: string): Promise<number> {
  const result = await db.deleteFrom("sessions").where("admin_id", "=", adminId).where("id", "!=", keepId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every session of an admin (password reset, removal). */
export async function deleteAllSessions(db: Executor, adminId: string): Promise<number> {
  const result = await db.deleteFrom("sessions").where("admin_id", "=", adminId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sessions idle since `idleBefore` or started before `startedBefore`. */
export async function deleteExpiredSessions(db: Executor, idleBefore: string, startedBefore: string): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("last_seen_at", "<", idleBefore), eb("created_at", "<", startedBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
