/**
 * The çerez politikası against what the site really sets (issue 42, ADR 056): a crawl of every
 * public page the sitemap lists collects no Set-Cookie at all, and the admin's sign-in flow
 * (password, turning on two-factor, signing out, password and code) sets exactly the cookies the
 * policy lists, each with the lifetime the policy states.
 */
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { paths } from "#app/lib/paths.ts";
import { durationText } from "#app/lib/retention.ts";
import { postAs } from "#tests/helpers/admin.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { startServer, TEST_ADMIN, type TestServer } from "#tests/helpers/server.ts";
import { sitemapUrls } from "#tests/helpers/sitemap.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

interface SetCookie {
  name: string;
  value: string;
  maxAge: number | undefined;
}

const parseSetCookies = (response: Response): SetCookie[] =>
  response.headers.getSetCookie().map((header) => {
    const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
    const maxAge = attributes.find((a) => /^max-age=/i.test(a));
    return {
      name: pair.split("=")[0]!,
      value: pair.slice(pair.indexOf("=") + 1),
      maxAge: maxAge ? Number(maxAge.split("=")[1]) : undefined,
    };
  });

/** Requests that remember every cookie set along the way. */
function recorder() {
  const seen: SetCookie[] = [];
  const record = (response: Response) => {
    seen.push(...parseSetCookies(response));
    return response;
  };
  return {
    seen,
    get: async (path: string, cookie?: string) =>
      record(await fetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} })),
    post: async (path: string, fields: Record<string, string>, cookie?: string) =>
      record(await postAs(server, path, fields, cookie ? { Cookie: cookie } : {})),
  };
}

const cookieOf = (response: Response, name: string) => {
  const found = parseSetCookies(response).find((c) => c.name === name && c.value !== "");
  return found ? `${found.name}=${found.value}` : undefined;
};

describe("the çerez politikası matches the cookies the site sets", () => {
  it("no public page in the sitemap sets a cookie", async () => {
    const crawl = recorder();
    const urls = await sitemapUrls(server.url);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) {
      const { pathname, search } = new URL(url);
      const response = await crawl.get(`${pathname}${search}`);
      expect(response.status, pathname).toBe(200);
    }
    expect(crawl.seen).toEqual([]);
  });

  it("the admin's sign-in flow sets exactly the cookies the policy lists, each with the lifetime it states", async () => {
    const flow = recorder();
    await flow.get(adminPaths.signIn);
    const signedIn = await flow.post(adminPaths.signIn, { eposta: TEST_ADMIN.email, sifre: TEST_ADMIN.password });
    const session = parseSetCookies(signedIn)[0];
    expect(session).toBeDefined();
    const cookie = `${session!.name}=${session!.value}`;
    // Two-factor on, so that the next sign-in goes through its code step (the challenge cookie).
    expect((await flow.post(adminPaths.twoFactor, { intent: "ac" }, cookie)).status).toBe(302);
    const setup = await (await flow.get(adminPaths.twoFactor, cookie)).text();
    const secret = /<code class="two-factor-secret">([A-Z2-7 ]+)<\/code>/.exec(setup)?.[1]?.replaceAll(" ", "");
    expect(secret).toBeDefined();
    const step = Math.floor(Date.now() / 30_000);
    const codeAt = (s: number) => generate({ secret: secret!, epoch: s * 30 + 15 });
    expect((await flow.post(adminPaths.twoFactor, { intent: "onayla", kod: await codeAt(step - 1) }, cookie)).status).toBe(200);
    await flow.post(adminPaths.signOut, {}, cookie);
    const password = await flow.post(adminPaths.signIn, { eposta: TEST_ADMIN.email, sifre: TEST_ADMIN.password });
    const challenge = parseSetCookies(password)[0];
    expect(challenge).toBeDefined();
    const withCode = await flow.post(adminPaths.secondFactor, { kod: await codeAt(step) }, `${challenge!.name}=${challenge!.value}`);
    expect(cookieOf(withCode, session!.name)).toBeDefined();

    const policy = await fetchPage(server.url, paths.cookiePolicy);
    const listed = policy.doc.querySelectorAll("article h3 code").map((code) => code.text.trim());
    expect(new Set(flow.seen.map((c) => c.name))).toEqual(new Set(listed));
    expect(listed).toHaveLength(2);
    for (const set of flow.seen.filter((c) => c.value !== "")) {
      const part = policy.doc.querySelector(`section[aria-labelledby="cerez-${set.name}"]`)?.text.replace(/\s+/g, " ");
      expect(set.maxAge, set.name).toBeGreaterThan(0);
      expect(part, set.name).toContain(`en fazla ${durationText(set.maxAge! * 1000)}`);
    }
  });
});
