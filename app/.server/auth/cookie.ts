/**
 * The admin session cookie: HttpOnly, SameSite=Lax, Path=/; Secure (with the
 * __Host- prefix) when the site is served over https.
 */
const secure = () => (process.env.SITE_URL ?? "").startsWith("https://");
const name = () => (secure() ? "__Host-ymm_oturum" : "ymm_oturum");

export function readSessionToken(request: Request): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name()) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

function serialize(value: string, maxAgeSeconds: number): string {
  const attributes = [`${name()}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
  if (secure()) attributes.push("Secure");
  return attributes.join("; ");
}

export function sessionCookie(token: string, maxAgeMs: number): string {
  return serialize(encodeURIComponent(token), Math.floor(maxAgeMs / 1000));
}

export function clearedSessionCookie(): string {
  return serialize("", 0);
}
