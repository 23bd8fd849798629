/**
 * Yöneticiler offers exactly what the use cases allow (issue 37): the screen
 * reads its buttons from accounts/account-actions.ts, the rules removeAdmin,
 * changeRole and resendInvite enforce. For a Sahip and a Yönetici, over a
 * cast of every role with an account and as a pending invitation (and the
 * Sahip and the viewer themselves), each action the screen shows is accepted
 * when posted and each it leaves out is refused.
 */
import { afterEach, describe, expect, it } from "vitest";
import { newId } from "#app/.server/ids.ts";
import type { Role } from "#app/lib/roles.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { TEST_ADMIN } from "#tests/helpers/server.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

const SCREEN = "/adminpanel/yoneticiler";
const PASSWORD = "Mor şemsiye, turuncu bisiklet 2026!";
const ROLES_BELOW_OWNER = ["manager", "editor", "author"] as const satisfies readonly Role[];

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);

type Account = { id: string; email: string; role: Role };
type Offered = { changeRole: boolean; remove: boolean; resend: boolean };

async function addAccount(role: Exclude<Role, "owner">, pending: boolean): Promise<Account> {
  const email = `${pending ? "davetli" : "hesap"}-${role}-${newId().slice(0, 10)}@ornek.test`;
  return { id: await addAdmin(suite.db, email, pending ? "" : PASSWORD, cleanup, role), email, role };
}

/** What the screen offers on each account's row (its buttons are named with the address). */
async function offeredOn(cookie: string, accounts: Account[]): Promise<Map<string, Offered>> {
  const { doc } = await fetchPage(suite.server.url, SCREEN, { headers: { Cookie: cookie } });
  const named = (label: string) => doc.querySelector(`[aria-label="${label}"]`) !== null;
  return new Map(
    accounts.map((a) => [
      a.id,
      {
        changeRole: named(`Rolü değiştir: ${a.email}`),
        remove: named(`Kaldır: ${a.email}`) || named(`Daveti geri al: ${a.email}`),
        resend: named(`Daveti yeniden gönder: ${a.email}`),
      },
    ]),
  );
}

/** Posts each action on each account and reads whether the use case took it (a redirect) or refused it. */
async function allowedOn(cookie: string, accounts: Account[]): Promise<Map<string, Offered>> {
  const taken = async (fields: Record<string, string>) => {
    const response = await postAs(suite.server, SCREEN, fields, { Cookie: cookie });
    expect([302, 403, 409], JSON.stringify(fields)).toContain(response.status);
    return response.status === 302;
  };
  const allowed = new Map<string, Offered>();
  for (const a of accounts) {
    // The role it has already: an allowed change changes nothing, so every account stays for the removal below.
    const changeRole = await taken({ intent: "rol-degistir", id: a.id, rol: a.role });
    const resend = await taken({ intent: "yeniden-gonder", id: a.id });
    allowed.set(a.id, { changeRole, remove: false, resend });
  }
  // Removal last: an allowed one deletes the row.
  for (const a of accounts) allowed.get(a.id)!.remove = await taken({ intent: "kaldir", id: a.id });
  return allowed;
}

async function cast(viewer: Account): Promise<Account[]> {
  const owner = await suite.db
    .selectFrom("admins")
    .select(["id", "email", "role"])
    .where("email", "=", TEST_ADMIN.email)
    .executeTakeFirstOrThrow();
  const others: Account[] = [];
  for (const role of ROLES_BELOW_OWNER) others.push(await addAccount(role, false), await addAccount(role, true));
  return [...(viewer.email === owner.email ? [] : [viewer]), owner, ...others];
}

describe("Yöneticiler offers exactly what the use cases allow", () => {
  it("to the Sahip", async () => {
    const owner = await suite.db
      .selectFrom("admins")
      .select(["id", "email", "role"])
      .where("email", "=", TEST_ADMIN.email)
      .executeTakeFirstOrThrow();
    const accounts = await cast(owner);
    const offered = await offeredOn(suite.cookie, accounts);
    // The screen offers something to remove and to re-send: the comparison is not of two empty sets.
    expect([...offered.values()].filter((o) => o.remove).length).toBe(6);
    expect([...offered.values()].filter((o) => o.resend).length).toBe(3);
    expect(await allowedOn(suite.cookie, accounts)).toEqual(offered);
  });

  it("to a Yönetici", async () => {
    const manager = await addAccount("manager", false);
    const cookie = await signIn(suite.server, manager.email, PASSWORD);
    const accounts = await cast(manager);
    const offered = await offeredOn(cookie, accounts);
    expect(offered.get(manager.id)).toEqual({ changeRole: true, remove: false, resend: false });
    expect([...offered.values()].filter((o) => o.remove).length).toBe(3);
    expect(await allowedOn(cookie, accounts)).toEqual(offered);
  });
});
