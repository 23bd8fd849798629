/**
 * Issue 12's acceptance, as the office would try it, on one server with a
 * real SMTP server: invite a second admin who signs in; their forgotten
 * password reset through the e-mail; two-factor on with an authenticator
 * (codes computed from the secret on the page), a sign-in with a code and
 * one with a recovery code (which then no longer works); a reset that does
 * not get around the code; another session seen and ended; and the second
 * admin removed, their open session ending at once.
 */
import { parse } from "node-html-parser";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { startSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";

// SITE_URL is https on test servers: the cookies carry their prefixes.
const SESSION = "__Host-ymm_oturum";
const CHALLENGE = "__Secure-ymm_dogrulama";
const SECOND = "ikinci.yonetici@ymm.test";

let smtp: TestSmtp;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url, MAIL_POLL_MS: "200", TRUST_PROXY: "1" });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

function cookie(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0];
}

/** A browser: its own address and User-Agent, and its cookie once signed in. */
function browser(ip: string, userAgent: string) {
  const headers = (cookieHeader?: string): Record<string, string> => ({
    "X-Forwarded-For": ip,
    "User-Agent": userAgent,
    ...(cookieHeader ? { Cookie: cookieHeader } : {}),
  });
  return {
    get: (path: string, cookieHeader?: string) => fetch(`${server.url}${path}`, { redirect: "manual", headers: headers(cookieHeader) }),
    post: (path: string, fields: Record<string, string>, cookieHeader?: string) => postAs(server, path, fields, headers(cookieHeader)),
  };
}

/** The link of the newest mail to `to` whose subject ends with `subject`, pointed at the test server. */
async function linkIn(to: string, subject: string, after: number): Promise<string> {
  const mail = await smtp.waitFor(
    (m) => m.envelopeTo.includes(to) && (m.subject ?? "").endsWith(subject) && smtp.received.indexOf(m) >= after,
  );
  const link = /https:\/\/ymm\.test(\/adminpanel\/\S+\?anahtar=\S+)/.exec(mail.text ?? "");
  if (!link) throw new Error(`No link in "${mail.subject}": ${mail.text}`);
  return link[1]!;
}

const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("anahtar")!;

async function signedIn(response: Response): Promise<string> {
  const session = cookie(response, SESSION);
  if (!session) throw new Error(`Not signed in: ${response.status} ${response.headers.get("location")}`);
  return session;
}

describe("a second admin's accounts, start to end", () => {
  it("works as the office would try it", { timeout: 120_000 }, async () => {
    const owner = await signIn(server);
    const office = browser(
      "198.51.100.10",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    );
    const phone = browser(
      "198.51.100.20",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    );

    // 1. The owner invites a second admin, who sets a name and password from the e-mail and is signed in.
    let mark = smtp.received.length;
    expect(
      (
        await postAs(
          server,
          "/adminpanel/yoneticiler",
          { intent: "davet-et", eposta: SECOND, ad: "Ayşe Yılmaz", rol: "manager" },
          { Cookie: owner },
        )
      ).status,
    ).toBe(302);
    const invitation = await linkIn(SECOND, "yönetim paneline davet", mark);
    const firstPassword = "ilk sifre mavi kapi 42";
    const accepted = await office.post(invitation, {
      anahtar: tokenOf(invitation),
      ad: "Ayşe Yılmaz",
      yeni: firstPassword,
      tekrar: firstPassword,
    });
    expect(accepted.headers.get("location")).toBe("/adminpanel");
    const invitedSession = await signedIn(accepted);
    expect((await office.get("/adminpanel", invitedSession)).status).toBe(200);

    // 2. She forgets her password: the reset e-mail's link sets a new one and ends her open session.
    mark = smtp.received.length;
    expect((await office.post("/adminpanel/sifremi-unuttum", { eposta: SECOND })).status).toBe(200);
    const reset = await linkIn(SECOND, "şifre yenileme", mark);
    const secondPassword = "yeni sifre sari bahce 7";
    expect((await office.post(reset, { anahtar: tokenOf(reset), yeni: secondPassword, tekrar: secondPassword })).status).toBe(303);
    await smtp.waitFor((m) => m.envelopeTo.includes(SECOND) && (m.subject ?? "").endsWith("şifreniz değiştirildi"));
    expect((await office.get("/adminpanel", invitedSession)).status).toBe(302);
    expect((await office.post("/adminpanel/giris", { eposta: SECOND, sifre: firstPassword })).status).toBe(401);

    // 3. She turns on two-factor sign-in with an authenticator app (the code made from the secret on the page).
    const beforeTwoFactor = await signedIn(await office.post("/adminpanel/giris", { eposta: SECOND, sifre: secondPassword }));
    expect((await office.post("/adminpanel/iki-adimli-dogrulama", { intent: "ac" }, beforeTwoFactor)).status).toBe(302);
    const setup = await (await office.get("/adminpanel/iki-adimli-dogrulama", beforeTwoFactor)).text();
    const secret = /<code class="two-factor-secret">([A-Z2-7 ]+)<\/code>/.exec(setup)?.[1]?.replaceAll(" ", "");
    expect(secret).toBeDefined();
    expect(setup).toMatch(/<img[^>]+src="data:image\/svg\+xml/);
    const step = Math.floor(Date.now() / 30_000);
    const codeAt = (s: number) => generate({ secret: secret!, epoch: s * 30 + 15 });
    const confirmed = await office.post(
      "/adminpanel/iki-adimli-dogrulama",
      { intent: "onayla", kod: await codeAt(step - 1) },
      beforeTwoFactor,
    );
    const recoveryCodes = [...(await confirmed.text()).matchAll(/<code>([A-Z2-7]{4}(?:-[A-Z2-7]{4}){3})<\/code>/g)].map((m) => m[1]!);
    expect(recoveryCodes).toHaveLength(10);

    // 4. Signed out, she signs in again: the password, then a code.
    await office.post("/adminpanel/cikis", {}, beforeTwoFactor);
    const password = await office.post("/adminpanel/giris", { eposta: SECOND, sifre: secondPassword });
    expect(cookie(password, SESSION)).toBeUndefined();
    const challenge = cookie(password, CHALLENGE)!;
    const withCode = await office.post("/adminpanel/giris/dogrulama", { kod: await codeAt(step) }, challenge);
    const officeSession = await signedIn(withCode);

    // 5. On her phone, with a recovery code, which then no longer works.
    const phoneChallenge = cookie(await phone.post("/adminpanel/giris", { eposta: SECOND, sifre: secondPassword }), CHALLENGE)!;
    const phoneSession = await signedIn(await phone.post("/adminpanel/giris/dogrulama", { kod: recoveryCodes[0]! }, phoneChallenge));
    const againChallenge = cookie(await phone.post("/adminpanel/giris", { eposta: SECOND, sifre: secondPassword }), CHALLENGE)!;
    expect((await phone.post("/adminpanel/giris/dogrulama", { kod: recoveryCodes[0]! }, againChallenge)).status).toBe(401);

    // 6. At the office she sees the phone's session and ends it.
    const sessions = await (await office.get("/adminpanel/oturumlar", officeSession)).text();
    expect(sessions).toContain("Safari 17 · iPhone");
    expect(sessions).toContain("198.51.100.20");
    const phoneId = /name="id" value="([0-9a-f]{64})"/.exec(sessions)?.[1];
    expect((await office.post("/adminpanel/oturumlar", { intent: "kapat", id: phoneId! }, officeSession)).status).toBe(303);
    expect((await phone.get("/adminpanel", phoneSession)).status).toBe(302);

    // 7. A password reset does not get around the code: the password alone opens no session.
    mark = smtp.received.length;
    expect((await phone.post("/adminpanel/sifremi-unuttum", { eposta: SECOND })).status).toBe(200);
    const secondReset = await linkIn(SECOND, "şifre yenileme", mark);
    const thirdPassword = "ucuncu sifre yesil kopru 9";
    expect((await phone.post(secondReset, { anahtar: tokenOf(secondReset), yeni: thirdPassword, tekrar: thirdPassword })).status).toBe(303);
    const afterReset = await phone.post("/adminpanel/giris", { eposta: SECOND, sifre: thirdPassword });
    expect(cookie(afterReset, SESSION)).toBeUndefined();
    expect(afterReset.headers.get("location")).toMatch(/^\/adminpanel\/giris\/dogrulama/);
    const lastSession = await signedIn(
      await phone.post("/adminpanel/giris/dogrulama", { kod: await codeAt(step + 1) }, cookie(afterReset, CHALLENGE)!),
    );

    // 8. The owner removes her: her open session ends at once.
    const admins = parse(await (await fetch(`${server.url}/adminpanel/yoneticiler`, { headers: { Cookie: owner } })).text());
    const row = admins.querySelectorAll("tbody tr").find((tr) => tr.text.includes(SECOND));
    expect(row?.text).toContain("Ayşe Yılmaz");
    expect(row?.querySelector('[data-label="İki adımlı doğrulama"]')?.text).toBe("Açık");
    const removeLink = row?.querySelectorAll("a").find((link) => link.text.trim() === "Kaldır");
    const secondId = new URL(removeLink?.getAttribute("href") ?? "", "http://x").searchParams.get("kaldir");
    expect((await postAs(server, "/adminpanel/yoneticiler", { intent: "kaldir", id: secondId! }, { Cookie: owner })).status).toBe(302);
    expect((await phone.get("/adminpanel", lastSession)).status).toBe(302);
    expect((await phone.post("/adminpanel/giris", { eposta: SECOND, sifre: thirdPassword })).status).toBe(401);
  });
});
