import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { postAs } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

const SESSIONS = "/adminpanel/oturumlar";
const WINDOWS_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  // Behind a proxy (TRUST_PROXY), X-Forwarded-For is the address a session is shown with.
  server = await startServer({ TRUST_PROXY: "1" });
  db = openTestDb(server.databaseUrl);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const cleanup = cleanupAfterEach(afterEach);

interface Device {
  cookie: string;
  /** The session's id: the SHA-256 of the cookie's token. */
  id: string;
}

/** Signs in from a browser and address of the test's choosing. */
async function signInFrom(email: string, password: string, userAgent: string, address: string): Promise<Device> {
  const response = await postAs(
    server,
    "/adminpanel/giris",
    { eposta: email, sifre: password },
    {
      "User-Agent": userAgent,
      "X-Forwarded-For": address,
    },
  );
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie) throw new Error(`Sign-in failed with ${response.status}`);
  const token = cookie.slice(cookie.indexOf("=") + 1);
  return { cookie, id: createHash("sha256").update(token).digest("hex") };
}

const page = (device: Device, path = SESSIONS) => fetch(`${server.url}${path}`, { redirect: "manual", headers: { Cookie: device.cookie } });
const signedIn = async (device: Device) => (await page(device, "/adminpanel")).status === 200;
const post = (device: Device, fields: Record<string, string>) => postAs(server, SESSIONS, fields, { Cookie: device.cookie });

async function follow(response: Response, device: Device): Promise<string> {
  expect(response.status).toBe(303);
  return (await page(device, response.headers.get("location")!)).text();
}

const auditRows = (email: string) => db.selectFrom("audit_log").select(["action", "list"]).where("admin_email", "=", email).execute();

describe("Oturumlar", () => {
  it("lists the admin's own sessions, most recent first, with device, address and times, marking this one", async () => {
    const email = "iki-cihaz@ymm.test";
    const password = "iki-cihaz-sifresi-mavi";
    await addAdmin(db, email, password, cleanup);
    await addAdmin(db, "baskasi@ymm.test", "baskasinin-sifresi-yesil", cleanup);
    const office = await signInFrom(email, password, WINDOWS_CHROME, "198.51.100.10");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const phone = await signInFrom(email, password, IPHONE_SAFARI, "198.51.100.20");
    await signInFrom(
      "baskasi@ymm.test",
      "baskasinin-sifresi-yesil",
      "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
      "198.51.100.30",
    );

    const response = await page(office);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Chrome 131 · Windows 10/11");
    expect(html).toContain("Safari 17 · iPhone");
    expect(html).toContain("198.51.100.10");
    expect(html).toContain("198.51.100.20");
    // Only the admin's own: not the other admin's session.
    expect(html).not.toContain("198.51.100.30");
    expect(html).not.toContain("Firefox");
    // The phone signed in last, so it comes first; the office is this session.
    expect(html.indexOf("Safari 17 · iPhone")).toBeLessThan(html.indexOf("Chrome 131 · Windows 10/11"));
    expect(html.match(/Bu oturum</g)).toHaveLength(1);
    expect(html).toMatch(/Chrome 131 · Windows 10\/11<span class="session-badge">Bu oturum<\/span>/);
    expect(html).toContain(`value="${phone.id}"`);
    expect(html).not.toContain(`value="${office.id}"`);
    // Started and last seen, as Turkish dates.
    expect(html).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  });

  it("does not list a session that has expired but is not deleted yet", async () => {
    const email = "eski-oturum@ymm.test";
    const password = "eski-oturum-sifresi-gri";
    await addAdmin(db, email, password, cleanup);
    const office = await signInFrom(email, password, WINDOWS_CHROME, "198.51.100.13");
    const idle = await signInFrom(email, password, IPHONE_SAFARI, "198.51.100.23");
    // Last used three hours ago: past the two idle hours, not yet deleted by maintenance.
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000).toISOString();
    await db.updateTable("sessions").set({ created_at: threeHoursAgo, last_seen_at: threeHoursAgo }).where("id", "=", idle.id).execute();
    const html = await (await page(office)).text();
    expect(html).toContain("198.51.100.13");
    expect(html).not.toContain("198.51.100.23");
  });

  it("ends another session, whose cookie then stops working, and records it", async () => {
    const email = "kapatan@ymm.test";
    const password = "kapatan-sifresi-turuncu";
    await addAdmin(db, email, password, cleanup);
    const office = await signInFrom(email, password, WINDOWS_CHROME, "198.51.100.11");
    const phone = await signInFrom(email, password, IPHONE_SAFARI, "198.51.100.21");

    const html = await follow(await post(office, { intent: "kapat", id: phone.id }), office);
    expect(html).toContain("Oturum kapatıldı.");
    expect(html).not.toContain("Safari 17 · iPhone");
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(office)).toBe(true);
    expect(await auditRows(email)).toEqual([{ action: "sessions", list: "hesap" }]);

    // Ending it again: it is gone, nothing else changes.
    const again = await post(office, { intent: "kapat", id: phone.id });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("Bu oturum artık açık değil");
    expect(await auditRows(email)).toHaveLength(1);
  });

  it("ends every other session at once and keeps this one", async () => {
    const email = "hepsini-kapatan@ymm.test";
    const password = "hepsini-kapatan-sifresi-mor";
    await addAdmin(db, email, password, cleanup);
    const office = await signInFrom(email, password, WINDOWS_CHROME, "198.51.100.12");
    const phone = await signInFrom(email, password, IPHONE_SAFARI, "198.51.100.22");
    const laptop = await signInFrom(email, password, "", "198.51.100.32");
    expect(await (await page(office)).text()).toContain("Bilinmeyen cihaz");

    const html = await follow(await post(office, { intent: "digerlerini-kapat" }), office);
    expect(html).toContain("Diğer 2 oturum kapatıldı.");
    expect(html).toContain("Bu tarayıcı dışında açık oturumunuz yok.");
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(office)).toBe(true);
    expect(await auditRows(email)).toEqual([{ action: "sessions", list: "hesap" }]);
  });

  it("never ends another admin's session, nor this one, and refuses a request without a session", async () => {
    const password = "sahibinin-sifresi-lacivert";
    await addAdmin(db, "sahip@ymm.test", password, cleanup);
    await addAdmin(db, "komsu@ymm.test", password, cleanup);
    const mine = await signInFrom("sahip@ymm.test", password, WINDOWS_CHROME, "198.51.100.13");
    const theirs = await signInFrom("komsu@ymm.test", password, IPHONE_SAFARI, "198.51.100.23");

    const foreign = await post(mine, { intent: "kapat", id: theirs.id });
    expect(foreign.status).toBe(404);
    const current = await post(mine, { intent: "kapat", id: mine.id });
    expect(current.status).toBe(400);
    expect(await current.text()).toContain("Bu oturumu kapatmak için Çıkış Yap düğmesini kullanın.");
    const garbage: Record<string, string>[] = [
      { intent: "kapat", id: "x".repeat(5000) },
      { intent: "kapat" },
      { intent: "bilinmeyen" },
      {},
    ];
    for (const fields of garbage) {
      expect((await post(mine, fields)).status).toBeGreaterThanOrEqual(400);
    }
    const nothingElse = await follow(await post(mine, { intent: "digerlerini-kapat" }), mine);
    expect(nothingElse).toContain("Kapatılacak başka oturum yoktu.");
    expect(await signedIn(theirs)).toBe(true);
    expect(await signedIn(mine)).toBe(true);
    expect(await auditRows("sahip@ymm.test")).toEqual([]);

    const anonymous = await postAs(server, SESSIONS, { intent: "kapat", id: theirs.id });
    expect(anonymous.status).toBe(401);
    expect(await signedIn(theirs)).toBe(true);
    const screen = await fetch(`${server.url}${SESSIONS}`, { redirect: "manual" });
    expect(screen.status).toBe(302);
    expect(screen.headers.get("location")).toBe(`/adminpanel/giris?geri=${encodeURIComponent(SESSIONS)}`);
  });
});
