import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { generatePassword, MIN_PASSWORD_LENGTH } from "#app/.server/auth/password.ts";
import { log as logger } from "#app/.server/log.ts";
import { countAdmins, createAdmin } from "#app/.server/repositories/admins.ts";
import { site } from "#app/content/site.ts";

export const INITIAL_ADMIN_FILE = () => resolve(process.env.INITIAL_ADMIN_FILE ?? "data/initial-admin.txt");

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
  const email = process.env.ADMIN_EMAIL?.trim() || site.email;
  const given = process.env.ADMIN_PASSWORD;
  if (process.env.ADMIN_EMAIL && given) {
    if (given.length < MIN_PASSWORD_LENGTH) throw new Error(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    await createAdmin(email, given);
    logger.info({ admin: email }, "Created the first admin from ADMIN_EMAIL and ADMIN_PASSWORD");
    return;
  }
  const password = generatePassword();
  await createAdmin(email, password);
  const file = INITIAL_ADMIN_FILE();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `Yönetim paneli: /adminpanel\nE-posta: ${email}\nŞifre: ${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  log(
    [
      "",
      "  First admin created. Sign in at /adminpanel with:",
      `    e-mail:   ${email}`,
      `    password: ${password}`,
      `  (also written to ${file}, mode 0600; delete it after changing the password)`,
      "",
    ].join("\n"),
  );
}
