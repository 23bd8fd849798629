import { hashPassword } from "#app/.server/auth/password.ts";
import { getDb } from "#app/.server/db/index.ts";
import type { Admin } from "#app/.server/db/schema.ts";
import { normalizeEmail } from "#app/.server/email.ts";
import { newId, nowIso } from "#app/.server/ids.ts";

export async function findAdminByEmail(email: string): Promise<Admin | undefined> {
  const db = await getDb();
  return db.selectFrom("admins").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
}

export async function findAdmin(id: string): Promise<Admin | undefined> {
  const db = await getDb();
  return db.selectFrom("admins").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function countAdmins(): Promise<number> {
  const db = await getDb();
  const row = await db
    .selectFrom("admins")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export class AdminExistsError extends Error {}

export async function createAdmin(email: string, password: string): Promise<Admin> {
  const db = await getDb();
  if (await findAdminByEmail(email)) throw new AdminExistsError(`An admin with ${normalizeEmail(email)} exists already.`);
  const now = nowIso();
  const admin: Admin = {
    id: newId(),
    email: normalizeEmail(email),
    password_hash: await hashPassword(password),
    created_at: now,
    password_changed_at: now,
  };
  await db.insertInto("admins").values(admin).execute();
  return admin;
}

export async function setPassword(adminId: string, password: string): Promise<void> {
  const db = await getDb();
  await db
    .updateTable("admins")
    .set({ password_hash: await hashPassword(password), password_changed_at: nowIso() })
    .where("id", "=", adminId)
    .execute();
}
