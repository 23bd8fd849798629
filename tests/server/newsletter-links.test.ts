/**
 * The e-bülten's e-mailed links (confirmation, unsubscribe): mail scanners
 * open every link in a message, so opening one (GET, HEAD) only shows a page
 * with a button and writes nothing; the button's POST confirms or
 * unsubscribes. The unsubscribe POST is also RFC 8058's one-click, sent by
 * the mail client itself with no cookie and no Origin.
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { confirmPath, paths, unsubscribePath } from "#app/lib/paths.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage, metaContent, type Page, titleOf } from "#tests/helpers/html.ts";
import { addPendingSubscriber, addSubscriber } from "#tests/helpers/newsletter.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  server = await startServer();
  db = openTestDb(server.databaseUrl);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const cleanup = cleanupAfterEach(afterEach);

/** A subscriber of this test's own, deleted after it (with the notice its confirmation queues). */
function forget(email: string) {
  cleanup(async () => {
    await db.deleteFrom("outbox").where("subject", "like", `%${email}%`).execute();
    await db.deleteFrom("subscribers").where("email", "=", email).execute();
  });
}

const row = (email: string) => db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();

/** Every subscriber and outbox row: what "nothing changed" compares. */
async function everything() {
  return {
    subscribers: await db.selectFrom("subscribers").selectAll().orderBy("id").execute(),
    outbox: await db.selectFrom("outbox").select(["id", "recipient", "subject", "status"]).orderBy("id").execute(),
  };
}

/** What a mail scanner does with a link: opens it, with no cookie. */
const open = (path: string) => fetchPage(server.url, path);

/** Our page's button, as a browser sends it from a page with Referrer-Policy: no-referrer: `Origin: null`, no Referer, no cookie. */
const pressButton = (path: string) =>
  fetchPage(server.url, path, {
    method: "POST",
    body: "",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null" },
  });

/** RFC 8058: the mail client POSTs the List-Unsubscribe URL with this body, no cookie, no Origin, no Referer. */
const oneClick = (path: string) =>
  fetchPage(server.url, path, {
    method: "POST",
    body: "List-Unsubscribe=One-Click",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

const heading = (page: Page) => page.doc.querySelector("h1")?.text.trim();
const formOf = (page: Page) => page.doc.querySelector('main form[method="post"]');

/** The policy a browser applies: the last token of the header it understands (Referrer Policy, §8.1). */
const referrerPolicy = (page: Page) => page.headers.get("referrer-policy")?.split(",").at(-1)?.trim();

function expectPrivate(page: Page) {
  expect(page.headers.get("cache-control")).toBe("private, no-store");
  expect(referrerPolicy(page)).toBe("no-referrer");
  expect(metaContent(page, 'meta[name="robots"]')).toBe("noindex");
}

describe("the confirmation link", () => {
  it("only shows a page with the button when opened (GET or HEAD): the sign-up stays pending and nothing is queued", async () => {
    const email = "tarayici-onay@ornek.test";
    forget(email);
    const subscriber = await addPendingSubscriber(db, email);
    const before = await everything();

    const page = await open(confirmPath(subscriber.confirmToken));
    expect(page.status).toBe(200);
    expectPrivate(page);
    expect(heading(page)).toBe("Aboneliğinizi onaylayın");
    expect(titleOf(page)).toContain("Aboneliğinizi onaylayın");
    const form = formOf(page);
    expect(form?.getAttribute("action")).toBe(confirmPath(subscriber.confirmToken));
    expect(form?.querySelector('button[type="submit"]')?.text.trim()).toBe("Aboneliğimi onayla");
    expect((await fetch(`${server.url}${confirmPath(subscriber.confirmToken)}`, { method: "HEAD" })).status).toBe(200);
    // A scanner that opens it twice changes nothing either.
    expect((await open(confirmPath(subscriber.confirmToken))).status).toBe(200);

    expect(await everything()).toEqual(before);
    expect(await row(email)).toMatchObject({ status: "pending", consent_at: null });
  });

  it("confirms by the button's POST (Origin: null, no cookie): the consent time, the notice to the firm, then single use", async () => {
    const email = "dugme-onay@ornek.test";
    forget(email);
    const subscriber = await addPendingSubscriber(db, email);

    const confirmed = await pressButton(confirmPath(subscriber.confirmToken));
    expect(confirmed.status).toBe(200);
    expectPrivate(confirmed);
    expect(heading(confirmed)).toBe("Aboneliğiniz onaylandı");
    expect(titleOf(confirmed)).toContain("Aboneliğiniz onaylandı");
    expect(confirmed.doc.querySelector('[role="status"]')?.text).toContain("Duyurularımızı bundan sonra e‑posta ile alacaksınız.");
    expect(formOf(confirmed)).toBeNull();
    const after = await row(email);
    expect(after).toMatchObject({ status: "confirmed", confirm_token_hash: null, confirm_expires_at: null });
    expect(Date.now() - Date.parse(after.consent_at ?? "")).toBeLessThan(60_000);
    const notices = await db.selectFrom("outbox").select("subject").where("subject", "like", `%${email}%`).execute();
    expect(notices).toHaveLength(1);

    // Used: the link and its button now say so, and change nothing.
    const before = await everything();
    for (const again of [await open(confirmPath(subscriber.confirmToken)), await pressButton(confirmPath(subscriber.confirmToken))]) {
      expect(again.status).toBe(400);
      expect(heading(again)).toBe("Onay bağlantısı geçersiz");
      expect(again.doc.querySelector('[role="alert"]')?.text).toContain("daha önce kullanılmış ya da süresi (7 gün) dolmuş");
      expect(formOf(again)).toBeNull();
    }
    expect(await everything()).toEqual(before);
  });

  it("refuses an expired, made-up, empty or over-long token with 400 on GET and POST, and changes nothing", async () => {
    const email = "suresi-gecmis@ornek.test";
    forget(email);
    const expired = await addPendingSubscriber(db, email, -1);
    const before = await everything();
    for (const path of [
      confirmPath(expired.confirmToken),
      confirmPath("uydurma"),
      paths.newsletter.confirm,
      confirmPath("a".repeat(101)),
    ]) {
      for (const page of [await open(path), await pressButton(path)]) {
        expect(page.status, path).toBe(400);
        expect(page.headers.get("cache-control")).toBe("private, no-store");
        expect(heading(page)).toBe("Onay bağlantısı geçersiz");
        expect(formOf(page)).toBeNull();
      }
    }
    expect(await everything()).toEqual(before);
    expect((await row(email)).status).toBe("pending");
  });
});

describe("the unsubscribe link", () => {
  it("only shows a page with the button when opened (GET or HEAD): the subscriber still receives the e-bülten", async () => {
    const email = "tarayici-ayril@ornek.test";
    forget(email);
    const subscriber = await addSubscriber(db, email);
    const before = await everything();

    const page = await open(unsubscribePath(subscriber.token));
    expect(page.status).toBe(200);
    expectPrivate(page);
    expect(heading(page)).toBe("Abonelikten çıkış");
    const form = formOf(page);
    expect(form?.getAttribute("action")).toBe(unsubscribePath(subscriber.token));
    expect(form?.querySelector('button[type="submit"]')?.text.trim()).toBe("Abonelikten çık");
    expect((await fetch(`${server.url}${unsubscribePath(subscriber.token)}`, { method: "HEAD" })).status).toBe(200);

    expect(await everything()).toEqual(before);
    expect(await row(email)).toMatchObject({ status: "confirmed", unsubscribed_at: null });
  });

  it("unsubscribes by the page's button (Origin: null, no cookie); the link then says the address is out, without a write", async () => {
    const email = "dugme-ayril@ornek.test";
    forget(email);
    const subscriber = await addSubscriber(db, email);

    const out = await pressButton(unsubscribePath(subscriber.token));
    expect(out.status).toBe(200);
    expectPrivate(out);
    expect(heading(out)).toBe("Abonelikten çıktınız");
    expect(out.doc.querySelector('[role="status"]')?.text).toContain("Bu adrese artık e‑bülten göndermeyeceğiz.");
    const after = await row(email);
    expect(after.status).toBe("unsubscribed");
    expect(Date.now() - Date.parse(after.unsubscribed_at ?? "")).toBeLessThan(60_000);

    const before = await everything();
    const again = await open(unsubscribePath(subscriber.token));
    expect(again.status).toBe(200);
    expect(heading(again)).toBe("Abonelikten çıktınız");
    expect(formOf(again)).toBeNull();
    expect(await everything()).toEqual(before);
  });

  it("unsubscribes by the mail client's RFC 8058 one-click POST: no cookie, no Origin, body List-Unsubscribe=One-Click", async () => {
    const email = "tek-tik-ayril@ornek.test";
    forget(email);
    const subscriber = await addSubscriber(db, email);
    const out = await oneClick(unsubscribePath(subscriber.token));
    expect(out.status).toBe(200);
    expect(heading(out)).toBe("Abonelikten çıktınız");
    expect((await row(email)).status).toBe("unsubscribed");
  });

  it("refuses a made-up, empty or over-long token with 400 on GET and POST, and changes nothing", async () => {
    const email = "kalan@ornek.test";
    forget(email);
    await addSubscriber(db, email);
    const before = await everything();
    for (const path of [unsubscribePath("uydurma"), paths.newsletter.unsubscribe, unsubscribePath("a".repeat(101))]) {
      for (const page of [await open(path), await pressButton(path), await oneClick(path)]) {
        expect(page.status, path).toBe(400);
        expect(page.headers.get("cache-control")).toBe("private, no-store");
        expect(heading(page)).toBe("Bağlantı geçersiz");
        expect(formOf(page)).toBeNull();
      }
    }
    expect(await everything()).toEqual(before);
  });
});
