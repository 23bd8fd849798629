import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAdmin } from "#app/.server/accounts/accounts.ts";
import { consumeToken, issueToken, peekToken, TOKEN_TTL_MS } from "#app/.server/accounts/tokens.ts";
import { closeDb, getDb, transaction } from "#app/.server/db/index.ts";
import { runMaintenance } from "#app/.server/platform/maintenance.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";

withFreshAppDatabase({ beforeEach, afterEach, closeDb });
afterEach(() => vi.useRealTimers());

const HOUR = 3_600_000;

async function admin() {
  return (await createAdmin("token@ornek.test", "uzun-ve-gizli-bir-sifre")).id;
}

describe("single-use admin tokens", () => {
  it("are stored only as a digest, and work once", async () => {
    const id = await admin();
    const token = await transaction((trx) => issueToken(trx, id, "reset"));
    const stored = await (await getDb()).selectFrom("admin_tokens").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await peekToken(token, "reset")).toBe(id);
    expect(await peekToken(token, "invite")).toBeUndefined();
    expect(await transaction((trx) => consumeToken(trx, token, "reset"))).toBe(id);
    expect(await transaction((trx) => consumeToken(trx, token, "reset"))).toBeUndefined();
    expect(await peekToken(token, "reset")).toBeUndefined();
  });

  it("expire: a reset link after an hour, an invitation after 72 hours", async () => {
    expect(TOKEN_TTL_MS.reset).toBe(HOUR);
    expect(TOKEN_TTL_MS.invite).toBe(72 * HOUR);
    const id = await admin();
    const issuedAt = new Date(Date.now() - HOUR - 1000);
    const old = await transaction((trx) => issueToken(trx, id, "reset", issuedAt));
    expect(await transaction((trx) => consumeToken(trx, old, "reset"))).toBeUndefined();
    const invite = await transaction((trx) => issueToken(trx, id, "invite", issuedAt));
    expect(await transaction((trx) => consumeToken(trx, invite, "invite"))).toBe(id);
  });

  it("are replaced: a new link withdraws the earlier one of the same kind", async () => {
    const id = await admin();
    const first = await transaction((trx) => issueToken(trx, id, "reset"));
    const second = await transaction((trx) => issueToken(trx, id, "reset"));
    expect(await peekToken(first, "reset")).toBeUndefined();
    expect(await peekToken(second, "reset")).toBe(id);
  });

  it("refuse what is not a token, and are deleted by maintenance a day after their end", async () => {
    const id = await admin();
    expect(await peekToken("", "reset")).toBeUndefined();
    expect(await peekToken("x".repeat(500), "reset")).toBeUndefined();
    await transaction((trx) => issueToken(trx, id, "reset"));
    expect((await runMaintenance(new Date(Date.now() + 2 * HOUR))).adminTokens).toBe(0);
    expect((await runMaintenance(new Date(Date.now() + 26 * HOUR))).adminTokens).toBe(1);
  });
});
