import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { generate } from "otplib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#app/.server/accounts/password.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import { postAs } from "#tests/helpers/admin.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

const PAGE = "/adminpanel/iki-adimli-dogrulama";
const STEP = "/adminpanel/giris/dogrulama";
const PASSWORD = "iki-adim-test-sifresi-2026";
// SITE_URL is https on test servers: the cookies carry their prefixes.
const SESSION = "__Host-ymm_oturum";
const CHALLENGE = "__Secure-ymm_dogrulama";

let server: TestServer;
let db: Kysely<Database>;
const made: string[] = [];

beforeAll(async () => {
  // Behind a proxy that sets X-Forwarded-For, each test address is a client.
  server = await startServer({ TRUST_PROXY: "1" });
  db = openTestDb(server.databaseUrl);
});
afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});
afterEach(async () => {
  for (const email of made.splice(0)) await db.deleteFrom("admins").where("email", "=", email).execute();
});

/** An admin of this test only (never the server's first admin). */
async function newAdmin(): Promise<string> {
  const email = `iki-adim-${newId().slice(0, 8)}@ymm.test`;
  const at = nowIso();
  await db
    .insertInto("admins")
    .values({
      id: newId(),
      email,
      password_hash: await hashPassword(PASSWORD),
      created_at: at,
      password_changed_at: at,
      name: "",
      last_sign_in_at: null,
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    })
    .execute();
  made.push(email);
  return email;
}

function cookie(response: Response, name: string): string | undefined {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return header ? header.split(";")[0] : undefined;
}

/** The password step; with two-factor on it answers with the challenge cookie. */
async function password(email: string, ip: string, secret = PASSWORD, path = "/adminpanel/giris") {
  return postAs(server, path, { eposta: email, sifre: secret }, { "X-Forwarded-For": ip });
}

async function signedIn(email: string, ip = "198.51.100.1"): Promise<string> {
  const response = await password(email, ip);
  const session = cookie(response, SESSION);
  if (!session) throw new Error(`No session: ${response.status} ${response.headers.get("location")}`);
  return session;
}

const code = (challenge: string, kod: string, ip = "198.51.100.1", path = STEP) =>
  postAs(server, path, { kod }, { Cookie: challenge, "X-Forwarded-For": ip });

/**
 * Authenticator codes as a phone with a slightly wrong clock makes them, each
 * of a later time step than the last one used (a step is accepted once):
 * the previous, current and next step's codes are accepted (±1 step), so
 * three codes are at hand at any time, a fourth after a wait.
 */
function authenticator(secret: string) {
  let last = 0;
  return async () => {
    const step = Math.max(last + 1, Math.floor(Date.now() / 1000 / 30) - 1);
    if (step > Math.floor(Date.now() / 1000 / 30) + 1) await new Promise((resolve) => setTimeout(resolve, 30_000));
    last = step;
    return generate({ secret, epoch: step * 30 + 15 });
  };
}

const secretOnPage = (html: string) => /<code class="two-factor-secret">([A-Z2-7 ]+)<\/code>/.exec(html)?.[1]?.replaceAll(" ", "");
const codesOnPage = (html: string) => [...html.matchAll(/<code>([A-Z2-7]{4}(?:-[A-Z2-7]{4}){3})<\/code>/g)].map((m) => m[1]!);

/** Turns two-factor on as the admin does on the screen; returns the secret read off the page and the recovery codes shown. */
async function turnOn(email: string) {
  const session = await signedIn(email);
  expect((await postAs(server, PAGE, { intent: "ac" }, { Cookie: session })).status).toBe(302);
  const page = await (await fetch(`${server.url}${PAGE}`, { headers: { Cookie: session } })).text();
  const secret = secretOnPage(page);
  if (!secret) throw new Error("No secret on the page");
  const next = authenticator(secret);
  const confirmed = await postAs(server, PAGE, { intent: "onayla", kod: await next() }, { Cookie: session });
  expect(confirmed.status).toBe(200);
  const codes = codesOnPage(await confirmed.text());
  return { session, page, secret, next, codes };
}

async function adminRow(email: string) {
  return db.selectFrom("admins").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
}

describe("turning two-factor on", () => {
  it("shows a QR code made here and the secret in groups, and turns on with a first code; ten recovery codes shown once, stored hashed", async () => {
    const email = await newAdmin();
    const { session, page, secret, codes } = await turnOn(email);
    expect(page).toMatch(/<img[^>]*src="data:image\/svg\+xml;base64,[^"]+"/);
    expect(page).toMatch(/<img[^>]*alt="Kimlik doğrulama uygulaması için QR kodu[^"]*"/);
    expect(page).toMatch(/<code class="two-factor-secret">([A-Z2-7]{4} ){7}[A-Z2-7]{4}<\/code>/);
    expect(page).toMatch(/autocomplete="one-time-code"/i);
    const qr = Buffer.from(/src="data:image\/svg\+xml;base64,([^"]+)"/.exec(page)![1]!, "base64").toString();
    expect(qr).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const row = await adminRow(email);
    expect(row.totp_enabled_at).not.toBeNull();
    // At rest: sealed, never the plain secret; the recovery codes only as hashes.
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    const stored = await db.selectFrom("recovery_codes").select("code_hash").where("admin_id", "=", row.id).execute();
    expect(stored).toHaveLength(10);
    const sha256 = (code: string) => createHash("sha256").update(code.replaceAll("-", "")).digest("hex");
    expect(stored.map((s) => s.code_hash).sort()).toEqual(codes.map(sha256).sort());

    // The codes are not shown again; the screen says it is on, with 10 codes left.
    const again = await (await fetch(`${server.url}${PAGE}`, { headers: { Cookie: session } })).text();
    expect(codesOnPage(again)).toEqual([]);
    expect(again).toContain("Durum: Açık");
    expect(again).toMatch(/Kalan kurtarma kodu: (<!-- -->)?10(<!-- -->)? \/ (<!-- -->)?10/);
    const audit = await db.selectFrom("audit_log").select(["action", "list"]).where("admin_email", "=", email).execute();
    expect(audit).toEqual([{ action: "two-factor-on", list: "hesap" }]);
  });

  it("is not turned on by a wrong code", async () => {
    const email = await newAdmin();
    const session = await signedIn(email);
    await postAs(server, PAGE, { intent: "ac" }, { Cookie: session });
    const refused = await postAs(server, PAGE, { intent: "onayla", kod: "000000" }, { Cookie: session });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Doğrulama kodu hatalı.");
    expect((await adminRow(email)).totp_enabled_at).toBeNull();
    // Pending is not on: the password alone still signs in.
    await expect(signedIn(email)).resolves.toContain(SESSION);
  });
});

describe("signing in with two-factor on", () => {
  it("asks for the code after the password (no session before it), accepts it once, and keeps the way back", async () => {
    const email = await newAdmin();
    const { next } = await turnOn(email);

    const first = await password(email, "198.51.100.1", PASSWORD, "/adminpanel/giris?geri=%2Fadminpanel%2Fmesajlar");
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`${STEP}?geri=%2Fadminpanel%2Fmesajlar`);
    expect(cookie(first, SESSION)).toBeUndefined();
    const header = first.headers.getSetCookie().find((c) => c.startsWith(`${CHALLENGE}=`))!;
    expect(header).toMatch(/Path=\/adminpanel\/giris; HttpOnly; SameSite=Lax; Max-Age=600; Secure/);
    const challenge = cookie(first, CHALLENGE)!;
    // The challenge is no session.
    expect((await fetch(`${server.url}/adminpanel`, { headers: { Cookie: challenge }, redirect: "manual" })).status).toBe(302);

    const form = await (await fetch(`${server.url}${STEP}`, { headers: { Cookie: challenge } })).text();
    expect(form).toContain("Doğrulama kodu");
    expect(form).toMatch(/inputmode="numeric"/i);
    expect(form).toMatch(/autocomplete="one-time-code"/i);

    const now = await next();
    const inside = await code(challenge, now, "198.51.100.1", `${STEP}?geri=%2Fadminpanel%2Fmesajlar`);
    expect(inside.status).toBe(302);
    expect(inside.headers.get("location")).toBe("/adminpanel/mesajlar");
    const session = cookie(inside, SESSION)!;
    expect(inside.headers.getSetCookie().find((c) => c.startsWith(`${CHALLENGE}=`))).toContain("Max-Age=0");
    expect((await fetch(`${server.url}/adminpanel`, { headers: { Cookie: session } })).status).toBe(200);

    // The same code again, with a new challenge: refused.
    const second = cookie(await password(email, "198.51.100.1"), CHALLENGE)!;
    const replay = await code(second, now);
    expect(replay.status).toBe(401);
    expect(await replay.text()).toContain("Doğrulama kodu hatalı.");
    expect(cookie(replay, SESSION)).toBeUndefined();
    // A used challenge is gone: back to the password, with a notice.
    const used = await code(challenge, "123456");
    expect(used.status).toBe(302);
    expect(used.headers.get("location")).toBe("/adminpanel/giris?durum=dogrulama");
    const notice = await (await fetch(`${server.url}/adminpanel/giris?durum=dogrulama`)).text();
    expect(notice).toContain("Doğrulama süresi doldu.");
    // Without a challenge the code step sends the visitor to the password.
    expect((await fetch(`${server.url}${STEP}`, { redirect: "manual" })).headers.get("location")).toBe("/adminpanel/giris?durum=dogrulama");
  });

  it("accepts a recovery code once instead of the code", async () => {
    const email = await newAdmin();
    const { codes } = await turnOn(email);
    const recovery = codes[3]!;
    const challenge = cookie(await password(email, "198.51.100.2"), CHALLENGE)!;
    // As people type it: lower case, spaces instead of dashes.
    const inside = await code(challenge, recovery.toLowerCase().replaceAll("-", " "), "198.51.100.2");
    expect(inside.status).toBe(302);
    expect(cookie(inside, SESSION)).toBeDefined();

    const again = cookie(await password(email, "198.51.100.2"), CHALLENGE)!;
    expect((await code(again, recovery, "198.51.100.2")).status).toBe(401);
    const row = await adminRow(email);
    const left = await db.selectFrom("recovery_codes").select("id").where("admin_id", "=", row.id).where("used_at", "is", null).execute();
    expect(left).toHaveLength(9);
  });

  it("counts wrong codes like wrong passwords: 429 from that address after 5, the owner still gets in from theirs", async () => {
    const email = await newAdmin();
    const { next } = await turnOn(email);
    const attacker = "203.0.113.50";
    const challenge = cookie(await password(email, attacker), CHALLENGE)!;
    for (let i = 0; i < 5; i++) {
      const wrong = await code(challenge, String(100000 + i), attacker);
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain("Doğrulama kodu hatalı.");
    }
    const refused = await code(challenge, "123456", attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await refused.text()).toContain("Çok fazla başarısız giriş denemesi");
    // The password step from that address is refused as well (same counter).
    expect((await password(email, attacker)).status).toBe(429);

    const owner = "198.51.100.60";
    const mine = cookie(await password(email, owner), CHALLENGE)!;
    const inside = await code(mine, await next(), owner);
    expect(inside.status).toBe(302);
    expect(cookie(inside, SESSION)).toBeDefined();
  });

  it("is still asked after the password was changed or reset", async () => {
    const email = await newAdmin();
    const { session, next } = await turnOn(email);
    const changed = "yepyeni-bir-sifre-2026-mart";
    const form = { mevcut: PASSWORD, yeni: changed, tekrar: changed };
    expect((await postAs(server, "/adminpanel/sifre", form, { Cookie: session })).status).toBe(200);
    const afterChange = await password(email, "198.51.100.3", changed);
    expect(afterChange.headers.get("location")).toBe(STEP);
    expect(cookie(afterChange, SESSION)).toBeUndefined();

    // A reset sets the hash (repositories/admins.ts setPasswordHash) and nothing else.
    const reset = "sifirlanmis-sifre-2026-nisan";
    await db
      .updateTable("admins")
      .set({ password_hash: await hashPassword(reset), password_changed_at: nowIso() })
      .where("email", "=", email)
      .execute();
    const afterReset = await password(email, "198.51.100.3", reset);
    expect(afterReset.headers.get("location")).toBe(STEP);
    expect(cookie(afterReset, SESSION)).toBeUndefined();
    expect((await code(cookie(afterReset, CHALLENGE)!, await next(), "198.51.100.3")).status).toBe(302);
  });
});

describe("on the two-factor screen, once on", () => {
  it("makes new recovery codes after a current code, accepted once also when sent twice at once (the old codes stop working)", async () => {
    const email = await newAdmin();
    const { session, next, codes } = await turnOn(email);
    expect((await postAs(server, PAGE, { intent: "yeni-kodlar", kod: "123" }, { Cookie: session })).status).toBe(400);
    // The same code sent twice at once: accepted once.
    const current = await next();
    const both = await Promise.all([1, 2].map(() => postAs(server, PAGE, { intent: "yeni-kodlar", kod: current }, { Cookie: session })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    const renewed = both.find((r) => r.status === 200)!;
    const fresh = codesOnPage(await renewed.text());
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(codes[0]);
    expect((await code(cookie(await password(email, "198.51.100.4"), CHALLENGE)!, codes[0]!, "198.51.100.4")).status).toBe(401);
    expect((await code(cookie(await password(email, "198.51.100.4"), CHALLENGE)!, fresh[0]!, "198.51.100.4")).status).toBe(302);
    const audit = await db.selectFrom("audit_log").select("action").where("admin_email", "=", email).orderBy("created_at").execute();
    expect(audit.map((a) => a.action)).toEqual(["two-factor-on", "recovery-codes"]);
  });

  it("turns off only with the password and a code, clears the secret and codes, and tells the admin by e-mail", async () => {
    const email = await newAdmin();
    const { session, next, codes } = await turnOn(email);
    const wrongPassword = await postAs(server, PAGE, { intent: "kapat", sifre: "yanlis-sifre", kod: await next() }, { Cookie: session });
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.text()).toContain("Şifre hatalı.");
    const wrongCode = await postAs(server, PAGE, { intent: "kapat", sifre: PASSWORD, kod: "000000" }, { Cookie: session });
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.text()).toContain("Doğrulama kodu hatalı.");
    expect((await adminRow(email)).totp_enabled_at).not.toBeNull();

    const off = await postAs(server, PAGE, { intent: "kapat", sifre: PASSWORD, kod: codes[0]! }, { Cookie: session });
    expect(off.status).toBe(302);
    expect(off.headers.get("location")).toBe(`${PAGE}?durum=kapatildi`);
    const row = await adminRow(email);
    expect([row.totp_secret, row.totp_enabled_at]).toEqual([null, null]);
    expect(await db.selectFrom("recovery_codes").select("id").where("admin_id", "=", row.id).execute()).toEqual([]);
    const mail = await db.selectFrom("outbox").select(["recipient", "subject"]).where("recipient", "=", email).execute();
    expect(mail).toEqual([{ recipient: email, subject: expect.stringContaining("iki adımlı doğrulama kapatıldı") }]);
    const audit = await db.selectFrom("audit_log").select("action").where("admin_email", "=", email).orderBy("created_at").execute();
    expect(audit.map((a) => a.action)).toEqual(["two-factor-on", "two-factor-off"]);
    // The password alone signs in again.
    await expect(signedIn(email)).resolves.toContain(SESSION);
  });
});

describe("the server's key", () => {
  it("without TWO_FACTOR_KEY, the screen explains and offers nothing", async () => {
    const bare = await startServer({ TWO_FACTOR_KEY: "" });
    try {
      const response = await postAs(bare, "/adminpanel/giris", { eposta: "yonetici@ymm.test", sifre: "test-sifresi-cok-gizli" });
      const session = cookie(response, SESSION)!;
      const page = await (await fetch(`${bare.url}${PAGE}`, { headers: { Cookie: session } })).text();
      expect(page).toContain("Sunucu iki adımlı doğrulama için yapılandırılmamış");
      expect(page).not.toContain("İki adımlı doğrulamayı aç</button>");
      expect((await postAs(bare, PAGE, { intent: "ac" }, { Cookie: session })).status).toBe(400);
      const bareDb = openTestDb(bare.databaseUrl);
      try {
        const row = await bareDb.selectFrom("admins").select("totp_secret").executeTakeFirstOrThrow();
        expect(row.totp_secret).toBeNull();
      } finally {
        await bareDb.destroy();
      }
    } finally {
      await bare.stop();
    }
  });

  it("when it changed, the app's codes fail but a recovery code still signs in", async () => {
    const email = await newAdmin();
    const { next, codes } = await turnOn(email);
    const other = await startServer({ TWO_FACTOR_KEY: Buffer.alloc(32, 9).toString("base64") }, { databaseUrl: server.databaseUrl });
    try {
      const challenge = async () => cookie(await postAs(other, "/adminpanel/giris", { eposta: email, sifre: PASSWORD }), CHALLENGE)!;
      expect((await postAs(other, STEP, { kod: await next() }, { Cookie: await challenge() })).status).toBe(401);
      const inside = await postAs(other, STEP, { kod: codes[1]! }, { Cookie: await challenge() });
      expect(inside.status).toBe(302);
      expect(cookie(inside, SESSION)).toBeDefined();
    } finally {
      await other.stop({ keepData: true });
    }
  });
});
