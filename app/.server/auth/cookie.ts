/**
 * The admin session cookie: HttpOnly, SameSite=Lax, Path=/; Secure (with the
 * __Host- prefix) when the site is served over https.
 */
import { config } from "#app/.server/config.ts";

const name = () => (config().https ? "__Host-ymm_oturum" : "ymm_oturum");

/** The session token from the request's cookie; a cookie that does not decode is no session. */
export function readSessionToken(request: Request): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name()) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function serialize(value: string, maxAgeSeconds: number): string {
  const attributes = [`${name()}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
  if (config().https) attributes.push("Secure");
  return attributes.join("; ");
}

export function sessionCookie(token: string, maxAgeMs: number): string {
  return serialize(encodeURIComponent(token), Math.floor(maxAgeMs / 1000));
}

export function clearedSessionCookie(): string {
  return serialize("", 0);
}
