/** Admin accounts. Passwords arrive here already hashed (accounts/password.ts), TOTP secrets already encrypted. */
import type { Executor } from "#app/.server/db/index.ts";
import type { Admin } from "#app/.server/db/schema.ts";
import type { Role } from "#app/lib/roles.ts";

export async function findAdminByEmail(db: Executor, email: string): Promise<Admin | undefined> {
  return db.selectFrom("admins").selectAll().where("email", "=", email).executeTakeFirst();
}

export async function findAdmin(db: Executor, id: string): Promise<Admin | undefined> {
  return db.selectFrom("admins").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The owner (Sahip): exactly one once there is an admin. */
export async function findOwner(db: Executor): Promise<Admin | undefined> {
  return db.selectFrom("admins").selectAll().where("role", "=", "owner").orderBy("created_at").executeTakeFirst();
}

/** The oldest account: the first start's admin (bootstrap.ts), unless it was removed since. */
export async function findFirstAdmin(db: Executor): Promise<Admin | undefined> {
  return db.selectFrom("admins").selectAll().orderBy("created_at").orderBy("id").limit(1).executeTakeFirst();
}

export async function setRole(db: Executor, adminId: string, role: Role): Promise<void> {
  await db.updateTable("admins").set({ role }).where("id", "=", adminId).execute();
}

/** The e-mail addresses of the admins who can sign in with one of `roles` (review e-mails). */
export async function emailsWithRoles(db: Executor, roles: readonly Role[]): Promise<string[]> {
  const rows = await db
    .selectFrom("admins")
    .select("email")
    .where("role", "in", [...roles])
    .where("password_hash", "!=", "")
    .orderBy("created_at")
    .execute();
  return rows.map((row) => row.email);
}

/** Every admin, oldest first (invited ones too). */
export async function listAdmins(db: Executor): Promise<Admin[]> {
  return db.selectFrom("admins").selectAll().orderBy("created_at").orderBy("id").execute();
}

export async function countAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("admins")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Admins who can sign in (an invitation not yet accepted does not count). */
export async function countActiveAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("admins")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("password_hash", "!=", "")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAdmin(db: Executor, admin: Admin): Promise<void> {
  await db.insertInto("admins").values(admin).execute();
}

export async function deleteAdmin(db: Executor, adminId: string): Promise<void> {
  await db.deleteFrom("admins").where("id", "=", adminId).execute();
}

export async function setPasswordHash(db: Executor, adminId: string, passwordHash: string, changedAt: string): Promise<void> {
  await db.updateTable("admins").set({ password_hash: passwordHash, password_changed_at: changedAt }).where("id", "=", adminId).execute();
}

export async function setAdminName(db: Executor, adminId: string, name: string): Promise<void> {
  await db.updateTable("admins").set({ name }).where("id", "=", adminId).execute();
}

export async function setLastSignIn(db: Executor, adminId: string, at: string): Promise<void> {
  await db.updateTable("admins").set({ last_sign_in_at: at }).where("id", "=", adminId).execute();
}

/** Two-factor: `secret` (encrypted) and when it was confirmed; both null turn it off. */
export async function setTotp(db: Executor, adminId: string, totp: { secret: string | null; enabledAt: string | null }): Promise<void> {
  await db
    .updateTable("admins")
    .set({ totp_secret: totp.secret, totp_enabled_at: totp.enabledAt, totp_last_step: null })
    .where("id", "=", adminId)
    .execute();
}

/**
 * Records `step` as the last accepted TOTP time step, only if it is later
 * than the one stored: false means the code was used already (also by a
 * concurrent request), so it must be refused.
 */
export async function claimTotpStep(db: Executor, adminId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable("admins")
    .set({ totp_last_step: step })
    .where("id", "=", adminId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Turns two-factor on for the pending secret `secret` (set by setTotp with
 * enabledAt null): false when it is on already or the secret was replaced
 * meanwhile (another tab, a concurrent request), so nothing changes.
 */
export async function enableTotp(db: Executor, adminId: string, secret: string, enabledAt: string): Promise<boolean> {
  const result = await db
    .updateTable("admins")
    .set({ totp_enabled_at: enabledAt })
    .where("id", "=", adminId)
    .where("totp_secret", "=", secret)
    .where("totp_enabled_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
