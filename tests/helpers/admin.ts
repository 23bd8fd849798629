import type { TestServer } from "#tests/helpers/server.ts";
import { TEST_ADMIN } from "#tests/helpers/server.ts";

/** Signs in over HTTP and returns the Cookie header to send with later requests. */
export async function signIn(server: TestServer, email = TEST_ADMIN.email, password = TEST_ADMIN.password): Promise<string> {
  const response = await postAs(server, "/adminpanel/giris", { eposta: email, sifre: password });
  const setCookie = response.headers.get("set-cookie");
  if (response.status !== 302 || !setCookie) throw new Error(`Sign-in failed with ${response.status}`);
  return setCookie.split(";")[0]!;
}

/** A form POST as the browser sends it from our own page (same Origin). */
export function postAs(server: TestServer, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, ...headers },
  });
}
