/**
 * Single-use admin tokens: 32 random bytes for the link or cookie, only their
 * SHA-256 in the database, a purpose and an expiry. Using one is a
 * compare-and-set, so two requests with the same token cannot both succeed.
 */
import { randomBytes } from "node:crypto";
import { sessionDigest as digest } from "#app/.server/accounts/sessions.ts";
import { type Executor, getDb } from "#app/.server/db/index.ts";
import type { AdminTokenPurpose } from "#app/.server/db/schema.ts";
import { nowIso } from "#app/.server/ids.ts";
import { findLiveToken, insertAdminToken, markTokenUsed, withdrawTokens } from "#app/.server/repositories/admin-tokens.ts";
import { SECOND_FACTOR_CHALLENGE_MS } from "#app/lib/retention.ts";

const HOUR = 60 * 60 * 1000;

/** How long each kind of token can be used. */
export const TOKEN_TTL_MS: Record<AdminTokenPurpose, number> = {
  invite: 72 * HOUR,
  reset: HOUR,
  // The challenge cookie lives as long (lib/retention.ts: the çerez politikası states it).
  "second-factor": SECOND_FACTOR_CHALLENGE_MS,
};

/** A token longer than this is no token of ours (43 characters are issued). */
const MAX_TOKEN_LENGTH = 100;

/** Issues a token (withdrawing the admin's earlier unused ones of the same purpose); returns the raw token for the link. */
export async function issueToken(trx: Executor, adminId: string, purpose: AdminTokenPurpose, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await withdrawTokens(trx, adminId, purpose, now.toISOString());
  await insertAdminToken(trx, {
    id: digest(token),
    admin_id: adminId,
    purpose,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + TOKEN_TTL_MS[purpose]).toISOString(),
  });
  return token;
}

/** The admin id a live token belongs to (for showing its form), without using it. */
export async function peekToken(token: string | null | undefined, purpose: AdminTokenPurpose): Promise<string | undefined> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  return (await findLiveToken(await getDb(), digest(token), purpose, nowIso()))?.admin_id;
}

/**
 * Uses a live token inside the caller's transaction and returns its admin id,
 * or undefined (unknown, expired, used already): then nothing may change.
 */
export async function consumeToken(
  trx: Executor,
  token: string | null | undefined,
  purpose: AdminTokenPurpose,
): Promise<string | undefined> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  const now = nowIso();
  const row = await findLiveToken(trx, digest(token), purpose, now);
  if (!row || !(await markTokenUsed(trx, row.id, purpose, now))) return undefined;
  return row.admin_id;
}
