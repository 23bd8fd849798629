/**
 * The admin's cookies, all HttpOnly and SameSite=Lax, Secure when the site is
 * served over https:
 * - the session (Path=/, with the __Host- prefix over https);
 * - the sign-in's second-factor challenge (Path=/adminpanel/giris, so it
 *   travels only to the sign-in and its code step; __Secure- over https, as
 *   __Host- requires Path=/). It holds a single-use token of 10 minutes
 *   (tokens.ts), never a session.
 */
import { config } from "#app/.server/config.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { SECOND_FACTOR_CHALLENGE_MS, SESSION_MAX_MS } from "#app/lib/retention.ts";

export interface CookieSpec {
  key: "session" | "challenge";
  name: () => string;
  path: string;
  /** Its Max-Age when set (ms). */
  maxAgeMs: number;
}

const session: CookieSpec = {
  key: "session",
  name: () => (config().https ? "__Host-ymm_oturum" : "ymm_oturum"),
  path: "/",
  maxAgeMs: SESSION_MAX_MS,
};
const challenge: CookieSpec = {
  key: "challenge",
  name: () => (config().https ? "__Secure-ymm_dogrulama" : "ymm_dogrulama"),
  path: adminPaths.signIn,
  maxAgeMs: SECOND_FACTOR_CHALLENGE_MS,
};

/**
 * Every cookie the site sets (none on public pages): the çerez politikası is
 * generated from this list (privacy/cookies.ts), and a test compares it with
 * the Set-Cookie headers of a crawl (tests/server/cookie-policy.test.ts).
 */
export const SITE_COOKIES: readonly CookieSpec[] = [session, challenge];

/** The cookie's value in the request; a cookie that does not decode is none. */
function read(spec: CookieSpec, request: Request): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== spec.name()) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function serialize(spec: CookieSpec, value: string, maxAgeSeconds: number): string {
  const attributes = [`${spec.name()}=${value}`, `Path=${spec.path}`, "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
  if (config().https) attributes.push("Secure");
  return attributes.join("; ");
}

/** The session token from the request's cookie. */
export const readSessionToken = (request: Request) => read(session, request);

/** The session cookie, living as long as a session may (SESSION_MAX_MS). */
export function sessionCookie(token: string): string {
  return serialize(session, encodeURIComponent(token), Math.floor(session.maxAgeMs / 1000));
}

export function clearedSessionCookie(): string {
  return serialize(session, "", 0);
}

/** The second-factor challenge token (after a right password, before the code). */
export const readChallengeToken = (request: Request) => read(challenge, request);

/** The challenge cookie, living as long as its token (SECOND_FACTOR_CHALLENGE_MS). */
export function challengeCookie(token: string): string {
  return serialize(challenge, encodeURIComponent(token), Math.floor(challenge.maxAgeMs / 1000));
}

export function clearedChallengeCookie(): string {
  return serialize(challenge, "", 0);
}
