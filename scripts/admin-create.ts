/**
 * npm run admin:create -- --email ad@ornek.com [--password '…'] [--role yonetici]
 * Adds an admin. Without --password a strong one is generated and printed.
 * --role: sahip, yonetici (the default), editor or yazar (or owner, manager,
 * editor, author); Sahip only while there is none (ownership is otherwise
 * transferred in the admin area).
 */
import { parseArgs } from "node:util";
import { AdminExistsError, createAdmin, OwnerExistsError } from "#app/.server/accounts/accounts.ts";
import { generatePassword } from "#app/.server/accounts/password.ts";
import { passwordProblem } from "#app/.server/accounts/password-policy.ts";
import { closeDb, disableSeeding } from "#app/.server/db/index.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { email as emailSchema } from "#app/.server/web/forms.ts";
import { ROLE_LABELS, type Role } from "#app/lib/roles.ts";
import { keepScriptDataPrivate } from "./lib/private-data.ts";

const usage = "Usage: npm run admin:create -- --email ad@ornek.com [--password '…'] [--role sahip|yonetici|editor|yazar]";

/** --role's values: the Turkish names (without diacritics, as typed in a shell) and the code's. */
const ROLE_ARGS: Record<string, Role> = {
  sahip: "owner",
  yonetici: "manager",
  yönetici: "manager",
  editor: "editor",
  editör: "editor",
  yazar: "author",
  owner: "owner",
  manager: "manager",
  author: "author",
};

let values: { email?: string; password?: string; role?: string };
try {
  ({ values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" }, role: { type: "string" } } }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
const parsedEmail = emailSchema(254).safeParse(values.email ?? "");
const email = parsedEmail.data ?? "";
if (!parsedEmail.success) {
  console.error(`A valid --email is required.\n${usage}`);
  process.exit(2);
}
const roleArg = (values.role ?? "yonetici").toLocaleLowerCase("tr-TR");
const role = Object.hasOwn(ROLE_ARGS, roleArg) ? ROLE_ARGS[roleArg] : undefined;
if (!role) {
  console.error(`Unknown --role ${JSON.stringify(values.role)}: use sahip, yonetici, editor or yazar.\n${usage}`);
  process.exit(2);
}
const password = values.password ?? generatePassword();

keepScriptDataPrivate();
disableSeeding();
try {
  // The same rule as the admin area (length, the common-password check, the firm's name and address as the
  // database has them); the message is the one the office sees.
  const problem = passwordProblem(password, email, (await currentFirm()).settings);
  if (problem) {
    console.error(`The password is refused: ${problem}`);
    process.exitCode = 2;
    await closeDb();
    process.exit(2);
  }
  const admin = await createAdmin(email, password, role);
  console.log(`Admin ${admin.email} created (${ROLE_LABELS[admin.role]}).`);
  if (!values.password) console.log(`Generated password (shown once): ${password}`);
} catch (error) {
  console.error(
    error instanceof AdminExistsError || error instanceof OwnerExistsError
      ? error.message
      : `Could not create the admin: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await closeDb();
}
