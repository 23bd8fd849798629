import type { Kysely } from "kysely";
import { hashPassword } from "#app/.server/accounts/password.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import type { Role } from "#app/lib/roles.ts";
import type { Cleanup } from "#tests/helpers/cleanup.ts";

/**
 * An admin of the test's own in a test server's database, removed after the
 * test (its sessions and tokens go with it). An empty password makes an
 * invited admin who has not accepted yet (cannot sign in). Its role is
 * Yönetici unless given (the test server's first admin is the Sahip).
 */
export async function addAdmin(
  db: Kysely<Database>,
  email: string,
  password: string,
  cleanup: Cleanup,
  role: Exclude<Role, "owner"> = "manager",
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto("admins")
    .values({
      id,
      email,
      password_hash: password ? await hashPassword(password) : "",
      created_at: now,
      password_changed_at: now,
      name: "",
      last_sign_in_at: null,
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      role,
    })
    .execute();
  cleanup(() => db.deleteFrom("admins").where("id", "=", id).execute());
  return id;
}
