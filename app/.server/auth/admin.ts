/**
 * Who is signed in, decided on the server for every admin request.
 */
import { data, redirect } from "react-router";
import { findAdminForSignIn } from "#app/.server/accounts.ts";
import { readSessionToken } from "#app/.server/auth/cookie.ts";
import { hashPassword, verifyPassword } from "#app/.server/auth/password.ts";
import { type ActiveSession, createSession, findSession } from "#app/.server/auth/sessions.ts";
import { normalizeEmail } from "#app/.server/email.ts";
import * as rateLimit from "#app/.server/security/rate-limit.ts";
import { signInPath } from "#app/lib/admin-paths.ts";

/** 5 failed sign-ins per 15 minutes, per client address and per e-mail address. */
export const SIGN_IN_LIMIT: rateLimit.Limit = { max: 5, windowMs: 15 * 60 * 1000 };

export async function getAdminSession(request: Request): Promise<ActiveSession | undefined> {
  return findSession(readSessionToken(request));
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

export type SignInResult = { ok: true; token: string } | { ok: false; status: 401 | 429; error: string; retryAfter?: number };

// Compared against when the e-mail is unknown, so both cases take as long.
let dummyHash: Promise<string> | undefined;

export async function signIn(email: string, password: string, clientIp: string | null): Promise<SignInResult> {
  const keys = [`giris:ip:${clientIp ?? "?"}`, `giris:eposta:${normalizeEmail(email)}`];
  for (const key of keys) {
    const state = await rateLimit.check(key, SIGN_IN_LIMIT);
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
  const admin = await findAdminForSignIn(email);
  dummyHash ??= hashPassword("not a real password");
  const valid = await verifyPassword(password, admin?.password_hash ?? (await dummyHash));
  if (!admin || !valid) {
    for (const key of keys) await rateLimit.hit(key, SIGN_IN_LIMIT);
    return { ok: false, status: 401, error: "E-posta adresi veya şifre hatalı." };
  }
  await rateLimit.reset(keys[1]!);
  return { ok: true, token: await createSession(admin.id) };
}
