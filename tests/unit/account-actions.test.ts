/**
 * Who may do what to an admin account (app/.server/accounts/account-actions.ts,
 * issue 37): the rules removeAdmin, changeRole and resendInvite enforce, which
 * Yöneticiler reads instead of restating them (the screen against the use
 * cases over HTTP: tests/server/admin-account-actions.test.ts).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Account, accountActions, removeRefusal, roleChangeRefusal } from "#app/.server/accounts/account-actions.ts";

const owner = { id: "sahip", role: "owner" } as const;
const manager = { id: "yonetici", role: "manager" } as const;
const account = (role: Account["role"], pending = false): Account => ({ id: `${role}-${pending}`, role, pending });

describe("accountActions", () => {
  it("lets the Sahip change anyone's role but their own, remove anyone but themselves, re-send any invitation", () => {
    expect(accountActions(owner, { ...owner, pending: false })).toEqual({ changeRole: false, remove: false, resend: false });
    expect(accountActions(owner, account("manager"))).toEqual({ changeRole: true, remove: true, resend: false });
    expect(accountActions(owner, account("author", true))).toEqual({ changeRole: true, remove: true, resend: true });
  });

  it("lets a Yönetici change roles up to theirs (their own too), withdraw and re-send invitations up to theirs, remove no account", () => {
    expect(accountActions(manager, { ...manager, pending: false })).toEqual({ changeRole: true, remove: false, resend: false });
    expect(accountActions(manager, account("owner"))).toEqual({ changeRole: false, remove: false, resend: false });
    expect(accountActions(manager, account("editor"))).toEqual({ changeRole: true, remove: false, resend: false });
    expect(accountActions(manager, account("manager", true))).toEqual({ changeRole: true, remove: true, resend: true });
  });

  it("names why, as the use cases answer", () => {
    expect(removeRefusal(manager, { ...manager, pending: false })).toBe("self");
    expect(removeRefusal(manager, account("owner"))).toBe("owner");
    expect(removeRefusal(manager, account("author"))).toBe("not-owner");
    expect(removeRefusal({ id: "e", role: "editor" }, account("manager", true))).toBe("above");
    expect(roleChangeRefusal(manager, account("owner"))).toBe("owner-fixed");
    expect(roleChangeRefusal({ id: "e", role: "editor" }, account("manager"))).toBe("above");
  });

  it("is what Yöneticiler reads: the route restates no rule of its own", () => {
    const route = readFileSync("app/routes/admin/admins.tsx", "utf8");
    expect(route).toContain("accountActions(");
    expect(route).not.toMatch(/roleAtLeast|mayRemove|mayChangeRole|role !== "owner"/);
  });
});
