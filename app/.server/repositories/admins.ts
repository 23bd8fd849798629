/** Admin accounts. Passwords arrive here already hashed (auth/password.ts). */
import type { Executor } from "#app/.server/db/index.ts";
import type { Admin } from "#app/.server/db/schema.ts";

export async function findAdminByEmail(db: Executor, email: string): Promise<Admin | undefined> {
  return db.selectFrom("admins").selectAll().where("email", "=", email).executeTakeFirst();
}

export async function findAdmin(db: Executor, id: string): Promise<Admin | undefined> {
  return db.selectFrom("admins").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function countAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("admins")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAdmin(db: Executor, admin: Admin): Promise<void> {
  await db.insertInto("admins").values(admin).execute();
}

export async function setPasswordHash(db: Executor, adminId: string, passwordHash: string, changedAt: string): Promise<void> {
  await db.updateTable("admins").set({ password_hash: passwordHash, password_changed_at: changedAt }).where("id", "=", adminId).execute();
}
