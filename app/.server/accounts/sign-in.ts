/**
 * Who is signed in, decided on the server for every admin request.
 */
import { data, redirect } from "react-router";
import { findAdminForSignIn } from "#app/.server/accounts/accounts.ts";
import { readSessionToken } from "#app/.server/accounts/cookie.ts";
import { hashPassword, verifyPassword } from "#app/.server/accounts/password.ts";
import { type ActiveSession, type Client, createSession, findSession } from "#app/.server/accounts/sessions.ts";
import { alertFailedSignIns } from "#app/.server/accounts/sign-in-alerts.ts";
import { consumeToken, issueToken, peekToken } from "#app/.server/accounts/tokens.ts";
import { claimSecondFactor, hasTwoFactor, matchSecondFactor } from "#app/.server/accounts/two-factor.ts";
import { getDb, transaction } from "#app/.server/db/index.ts";
import { findAdmin } from "#app/.server/repositories/admins.ts";
import * as rateLimit from "#app/.server/web/security/rate-limit.ts";
import { signInPath } from "#app/lib/admin-paths.ts";
import { normalizeEmail } from "#app/lib/email.ts";

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins are counted three ways (issue 12: anyone who knows an
 * admin's e-mail address must not be able to keep the admin out):
 * - per account and client address: 5 in 15 minutes, then that address is
 *   refused (429) for that account until the window ends;
 * - per client address: 20 in 15 minutes over all accounts, then refused;
 * - per account from everywhere: never a refusal. Past 5, each attempt is
 *   answered more slowly (0.25 s doubling up to 4 s), and at 10 the admin is
 *   told by e-mail. The owner, from their own address, still gets in.
 */
export const SIGN_IN_LIMITS = {
  accountFromAddress: { max: 5, windowMs: WINDOW_MS },
  address: { max: 20, windowMs: WINDOW_MS },
  account: { max: 5, windowMs: WINDOW_MS },
} as const satisfies Record<string, rateLimit.Limit>;
/** Account-wide failures in a window at which the admin gets an e-mail (once per window). */
export const FAILURE_ALERT_AT = 10;
const MAX_DELAY_MS = 4_000;

/** How long an attempt on an account with `failures` recent failures waits before it is checked. */
export function slowDownMs(failures: number): number {
  if (failures <= SIGN_IN_LIMITS.account.max) return 0;
  return Math.min(MAX_DELAY_MS, 250 * 2 ** (failures - SIGN_IN_LIMITS.account.max - 1));
}

// One read per request: the access check (access.ts) and the route's loader ask for the same session.
const sessionsOfRequests = new WeakMap<Request, Promise<ActiveSession | undefined>>();

export async function getAdminSession(request: Request): Promise<ActiveSession | undefined> {
  let session = sessionsOfRequests.get(request);
  if (!session) {
    session = findSession(readSessionToken(request));
    sessionsOfRequests.set(request, session);
  }
  return session;
}

/**
 * The screen a request was for: React Router's data requests end in ".data"
 * (its own query parameters are dropped by signInPath).
 */
function screenOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname.replace(/\.data$/, "")}${url.search}`;
}

/**
 * The signed-in admin, or: a page request goes to the sign-in form, which
 * brings the admin back to the same screen (an edit form too); a write is
 * answered 401 and changes nothing.
 */
export async function requireAdmin(request: Request): Promise<ActiveSession> {
  const session = await getAdminSession(request);
  if (session) return session;
  if (request.method === "GET" || request.method === "HEAD") throw redirect(signInPath(screenOf(request)));
  throw data({ ok: false as const, error: "Oturumunuz sona ermiş. Lütfen yeniden giriş yapın." }, { status: 401 });
}

type Refusal = { ok: false; status: 401 | 429; error: string; retryAfter?: number };

export type SignInResult =
  | { ok: true; token: string }
  /** The password was right and two-factor is on: no session yet, a challenge token for the code step. */
  | { ok: "second-factor"; challenge: string }
  | Refusal;

export type SecondFactorResult = { ok: true; token: string } | { ok: false; status: "expired" } | Refusal;

// Compared against when the e-mail is unknown, so both cases take as long.
let dummyHash: Promise<string> | undefined;

/**
 * The counters of one attempt (a password, or a code after it): both steps
 * count in the same buckets, so the code step is no fresh supply of guesses.
 */
function throttle(email: string, client: Client) {
  const account = normalizeEmail(email);
  const address = client.ip ?? "?";
  const refusing = [
    { key: `giris:hesap-ip:${account}:${address}`, limit: SIGN_IN_LIMITS.accountFromAddress },
    { key: `giris:ip:${address}`, limit: SIGN_IN_LIMITS.address },
  ];
  const accountKey = `giris:eposta:${account}`;
  return {
    /** A 429 when this address is refused (for this account, or at all); else waits as long as the account's failures ask. */
    async admit(): Promise<Refusal | undefined> {
      for (const { key, limit } of refusing) {
        const state = await rateLimit.check(key, limit);
        if (state.limited) {
          const minutes = Math.ceil(state.retryAfter / 60);
          return {
            ok: false,
            status: 429,
            retryAfter: state.retryAfter,
            error: `Çok fazla başarısız giriş denemesi. Lütfen ${minutes} dakika sonra yeniden deneyin.`,
          };
        }
      }
      const delay = slowDownMs(await rateLimit.count(accountKey));
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return undefined;
    },
    /** Counts a failure; the admin (if the account exists) is told at the FAILURE_ALERT_AT-th in a window. */
    async fail(adminEmail: string | undefined): Promise<void> {
      for (const { key, limit } of refusing) await rateLimit.hit(key, limit);
      const failures = (await rateLimit.hit(accountKey, SIGN_IN_LIMITS.account)).count;
      if (adminEmail && failures === FAILURE_ALERT_AT) {
        await alertFailedSignIns(adminEmail, failures, SIGN_IN_LIMITS.account.windowMs / 60_000);
      }
    },
    /** A complete sign-in clears this address's failures on the account. */
    succeed: () => rateLimit.reset(refusing[0]!.key),
  };
}

export async function signIn(email: string, password: string, client: Client): Promise<SignInResult> {
  const counters = throttle(email, client);
  const refused = await counters.admit();
  if (refused) return refused;

  const admin = await findAdminForSignIn(email);
  dummyHash ??= hashPassword("not a real password");
  // An invited admin who has not set a password yet (empty hash) is checked like an unknown address.
  const valid = await verifyPassword(password, admin?.password_hash || (await dummyHash));
  if (!admin?.password_hash || !valid) {
    await counters.fail(admin?.email);
    return { ok: false, status: 401, error: "E-posta adresi veya şifre hatalı." };
  }
  // With two-factor on, the failures are cleared only after the code: a known
  // password must not reset the count of wrong codes from this address.
  if (hasTwoFactor(admin)) {
    return { ok: "second-factor", challenge: await transaction((trx) => issueToken(trx, admin.id, "second-factor")) };
  }
  await counters.succeed();
  return { ok: true, token: await createSession(admin.id, client) };
}

/**
 * The sign-in's second step: the code (or a recovery code) for the challenge
 * the password step issued. A wrong code counts like a wrong password; a
 * right one uses up the challenge and the code, and starts the session.
 */
export async function signInSecondFactor(challenge: string | undefined, code: string, client: Client): Promise<SecondFactorResult> {
  const adminId = await peekToken(challenge, "second-factor");
  const admin = adminId ? await findAdmin(await getDb(), adminId) : undefined;
  if (!admin || !hasTwoFactor(admin)) return { ok: false, status: "expired" };
  const counters = throttle(admin.email, client);
  const refused = await counters.admit();
  if (refused) return refused;

  const match = await matchSecondFactor(admin, code);
  const outcome = await transaction(async (trx): Promise<"ok" | "wrong" | "expired"> => {
    if (!match || !(await claimSecondFactor(trx, admin.id, match))) return "wrong";
    // The code is claimed in this transaction: without the challenge it is rolled back, not used up.
    if (!(await consumeToken(trx, challenge, "second-factor"))) throw new ChallengeGone();
    return "ok";
  }).catch((error: unknown) => {
    if (error instanceof ChallengeGone) return "expired" as const;
    throw error;
  });
  if (outcome === "expired") return { ok: false, status: "expired" };
  if (outcome === "wrong") {
    await counters.fail(admin.email);
    return { ok: false, status: 401, error: "Doğrulama kodu hatalı." };
  }
  await counters.succeed();
  return { ok: true, token: await createSession(admin.id, client) };
}

class ChallengeGone extends Error {}
