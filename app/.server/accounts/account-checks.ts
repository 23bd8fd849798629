/**
 * The checks a signed-in admin passes again before changing their own
 * account's security: the current password (Şifre değiştir), the password
 * and a code (turning two-factor off), a code (new recovery codes). Without
 * a limit, whoever holds a session (an unattended office PC) could guess the
 * password without end, then change it and lock the owner out.
 *
 * Every check is counted per account, in one counter for all these forms
 * and the ownership transfer (roles.ts), so no form is a fresh supply of
 * guesses: 5 in 15 minutes, then every answer, the right one too, is refused
 * until the window ends. Sign-in has its own throttle (sign-in.ts);
 * confirming a new secret's first code is not limited, since that secret is
 * shown on the same screen.
 */
import * as rateLimit from "#app/.server/web/security/rate-limit.ts";

export const ACCOUNT_CHECK_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 } as const satisfies rateLimit.Limit;

/** The answer of a form whose account has used up its tries. */
export interface TooManyTries {
  /** Seconds until the window ends (for Retry-After). */
  retryAfter: number;
  error: string;
}

/** The Turkish refusal of every form limited per account (this one and the ownership transfer). */
export function tooManyWrongTries(retryAfter: number): string {
  return `Çok fazla hatalı deneme. Lütfen ${Math.ceil(retryAfter / 60)} dakika sonra yeniden deneyin.`;
}

const keyOf = (adminId: string) => `yeniden-dogrulama:${adminId}`;

/**
 * Counts this attempt before its answer is checked, and refuses it when it
 * is past the limit. Unlike the transfer (which checks the counter and
 * counts a failure afterwards), the hit comes first: otherwise guesses sent
 * at the same moment would all pass the check before any was counted. A
 * right answer then clears the count (accountCheckPassed), so only wrong
 * answers stay counted.
 */
export async function admitAccountCheck(adminId: string): Promise<TooManyTries | undefined> {
  const state = await rateLimit.hit(keyOf(adminId), ACCOUNT_CHECK_LIMIT);
  return state.limited ? { retryAfter: state.retryAfter, error: tooManyWrongTries(state.retryAfter) } : undefined;
}

/** The admin answered right: their earlier wrong answers no longer count. */
export async function accountCheckPassed(adminId: string): Promise<void> {
  await rateLimit.reset(keyOf(adminId));
}
