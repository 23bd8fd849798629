import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { countAdmins, createAdmin } from "#app/.server/accounts/accounts.ts";
import { generatePassword } from "#app/.server/accounts/password.ts";
import { config } from "#app/.server/config.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { log as logger } from "#app/.server/log.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";

/**
 * On a first start with no admin: create one from ADMIN_EMAIL/ADMIN_PASSWORD,
 * or with a generated password that is printed once and written to
 * data/initial-admin.txt (readable by the owner only). The password goes to
 * the console on purpose, once, outside the structured log.
 */
export async function ensureFirstAdmin(log: (line: string) => void = console.log): Promise<void> {
  if ((await countAdmins()) > 0) return;
  try {
    await createFirstAdmin(log);
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if ((await countAdmins()) > 0) return;
    throw error;
  }
}

async function createFirstAdmin(log: (line: string) => void): Promise<void> {
  const { email: givenEmail, password: givenPassword, file } = config().firstAdmin;
  // Without ADMIN_EMAIL: the firm's own address (Firma bilgileri; the sample's on a new installation).
  const email = givenEmail || (await currentFirm()).settings.email;
  if (givenEmail && givenPassword) {
    await createAdmin(email, givenPassword);
    logger.info({ admin: email }, "Created the first admin from ADMIN_EMAIL and ADMIN_PASSWORD");
    return;
  }
  const password = generatePassword();
  await createAdmin(email, password);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `Yönetim paneli: ${adminPaths.root}\nE-posta: ${email}\nŞifre: ${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  log(
    [
      "",
      `  First admin created. Sign in at ${adminPaths.root} with:`,
      `    e-mail:   ${email}`,
      `    password: ${password}`,
      `  (also written to ${file}, mode 0600; delete it after changing the password)`,
      "",
    ].join("\n"),
  );
}
