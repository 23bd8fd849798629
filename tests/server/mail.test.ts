import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { FORM_LIMIT } from "#app/.server/web/public-forms.ts";
import { postAs } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { addSubscriber } from "#tests/helpers/newsletter.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { header, startSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";

const FIRM = "buro@ymm.test";
const contact = { isim: "Ayşe", telefon: "0312 000 00 04", eposta: "ayse@ornek.com", konu: "Konu", mesaj: "Mesaj" };
let smtp: TestSmtp;
let server: TestServer;
let db: Kysely<Database>;

const mailEnv = () => ({
  SMTP_URL: smtp.url,
  MAIL_TO: FIRM,
  MAIL_FROM: '"Test YMM" <site@ymm.test>',
  MAIL_POLL_MS: "200",
  MAIL_RETRY_BASE_MS: "300",
});

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer(mailEnv());
  db = openTestDb(server.databaseUrl);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.stop();
});

// What a test takes down for the others (the SMTP server) is brought back after it, also when it fails.
const cleanup = cleanupAfterEach(afterEach);

/** Our SITE_URL is https://ymm.test; the links point there, the test server is on loopback. */
const local = (url: string) => url.replace("https://ymm.test", server.url);
const linkIn = (text: string, path: string) => new RegExp(`https://ymm\\.test${path.replace("?", "\\?")}\\S+`).exec(text)?.[0];
/** The button on a link's page: a form POST to the link, from a page with Referrer-Policy no-referrer (so `Origin: null`). */
const press = (url: string) =>
  fetch(local(url), { method: "POST", body: "", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null" } });

describe("contact form e-mail", () => {
  it("reaches the firm with every field, the visitor as Reply-To, and everything escaped in HTML", async () => {
    const fields = {
      isim: "<b>Ali</b> Şahin",
      telefon: "0312 000 00 03",
      eposta: "ali@ornek.com.tr",
      konu: "Vergi & <iade>",
      mesaj: "Satır 1\n<script>alert(1)</script>",
    };
    const response = await postAs(server, "/iletisim", fields);
    expect(response.status).toBe(303);
    const mail = await smtp.waitFor((m) => m.subject === "İletişim formu: Vergi & <iade>");
    expect(mail.envelopeTo).toEqual([FIRM]);
    expect(mail.from?.address).toBe("site@ymm.test");
    expect(header(mail, "reply-to")).toContain("ali@ornek.com.tr");
    for (const line of [
      "İsim: <b>Ali</b> Şahin",
      "Telefon: 0312 000 00 03",
      "E-posta: ali@ornek.com.tr",
      "Konu: Vergi & <iade>",
      "Mesaj: Satır 1\n<script>alert(1)</script>",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain("&lt;b&gt;Ali&lt;/b&gt; Şahin");
    expect(mail.html).toContain("Vergi &amp; &lt;iade&gt;");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
    const row = await db.selectFrom("outbox").selectAll().where("subject", "=", mail.subject!).executeTakeFirstOrThrow();
    await expect
      .poll(async () => (await db.selectFrom("outbox").select("status").where("id", "=", row.id).executeTakeFirstOrThrow()).status)
      .toBe("sent");
  });
});

describe("newsletter double opt-in", () => {
  it("confirms by the e-mailed link, tells the firm, records consent, and unsubscribes by the link", async () => {
    const email = "okur@ornek.com.tr";
    const first = await postAs(server, "/?index", { eposta: email }, { Referer: `${server.url}/` });
    expect(first.status).toBe(303);
    const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    expect(confirmation.subject).toContain("aboneliğinizi onaylayın");
    const confirmUrl = linkIn(confirmation.text!, "/bulten/onay?token=")!;
    const unsubscribeUrl = linkIn(confirmation.text!, "/bulten/ayril?token=")!;
    expect(confirmUrl).toBeTruthy();
    expect(header(confirmation, "list-unsubscribe")).toBe(`<${unsubscribeUrl}>`);
    expect(header(confirmation, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    let row = await db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", consent_at: null, source: "/", client_ip: "127.0.0.1" });
    expect(row.confirm_token_hash).not.toContain(new URL(confirmUrl).searchParams.get("token"));

    // Opening the link (as a mail scanner does) only asks.
    const asked = await fetch(local(confirmUrl));
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("Aboneliğimi onayla");
    expect((await db.selectFrom("subscribers").select("status").where("email", "=", email).executeTakeFirstOrThrow()).status).toBe(
      "pending",
    );

    const confirmed = await press(confirmUrl);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Aboneliğiniz onaylandı");
    row = await db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.status).toBe("confirmed");
    expect(Date.now() - Date.parse(row.consent_at!)).toBeLessThan(60_000);

    const notice = await smtp.waitFor((m) => m.envelopeTo.includes(FIRM) && (m.subject ?? "").includes(email));
    expect(notice.text).toContain("onayladı");
    expect(header(notice, "list-unsubscribe")).toContain("/bulten/ayril?token=");

    // Single use.
    expect((await press(confirmUrl)).status).toBe(400);
    expect((await fetch(local(confirmUrl))).status).toBe(400);

    const asking = await fetch(local(unsubscribeUrl));
    expect(asking.status).toBe(200);
    expect(await asking.text()).toContain("Abonelikten çık");
    expect((await db.selectFrom("subscribers").select("status").where("email", "=", email).executeTakeFirstOrThrow()).status).toBe(
      "confirmed",
    );
    const out = await press(unsubscribeUrl);
    expect(out.status).toBe(200);
    expect(await out.text()).toContain("Abonelikten çıktınız");
    row = await db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.status).toBe("unsubscribed");
  });

  it("accepts the mail client's one-click unsubscribe POST, which has no Origin", async () => {
    const email = "tek-tik@ornek.com.tr";
    await postAs(server, "/?index", { eposta: email });
    const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    const unsubscribeUrl = linkIn(confirmation.text!, "/bulten/ayril?token=")!;
    const response = await fetch(local(unsubscribeUrl), {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(200);
    const row = await db.selectFrom("subscribers").select("status").where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.status).toBe("unsubscribed");
  });

  it("never makes two rows, sends no second mail to a confirmed address, and answers alike", async () => {
    const email = "iki-kez@ornek.com.tr";
    const answer = async (response: Response) => `${response.status} ${response.headers.get("location")}`;
    const first = await answer(await postAs(server, "/?index", { eposta: email }));
    const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    expect((await press(linkIn(confirmation.text!, "/bulten/onay?token=")!)).status).toBe(200);
    const mailsBefore = smtp.received.filter((m) => m.envelopeTo.includes(email)).length;
    const second = await answer(await postAs(server, "/?index", { eposta: email.toUpperCase() }));
    expect(first).toBe("303 /?bulten=alindi#bulten-durum");
    expect(second).toBe(first);
    const rows = await db.selectFrom("subscribers").select("status").where("email", "=", email).execute();
    expect(rows).toEqual([{ status: "confirmed" }]);
    await new Promise((r) => setTimeout(r, 800));
    expect(smtp.received.filter((m) => m.envelopeTo.includes(email)).length).toBe(mailsBefore);
  });

  it("refuses an expired or made-up confirmation token", async () => {
    const email = "gec-kalan@ornek.com.tr";
    await postAs(server, "/?index", { eposta: email });
    const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    await db.updateTable("subscribers").set({ confirm_expires_at: "2000-01-01T00:00:00.000Z" }).where("email", "=", email).execute();
    const expiredUrl = linkIn(confirmation.text!, "/bulten/onay?token=")!;
    for (const expired of [await fetch(local(expiredUrl)), await press(expiredUrl)]) {
      expect(expired.status).toBe(400);
      expect(await expired.text()).toContain("Onay bağlantısı geçersiz");
    }
    expect((await fetch(`${server.url}/bulten/onay?token=uydurma`)).status).toBe(400);
    expect((await press("https://ymm.test/bulten/onay?token=uydurma")).status).toBe(400);
    const row = await db.selectFrom("subscribers").select("status").where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
  });
});

describe("bad input", () => {
  const count = async (table: "messages" | "subscribers" | "outbox") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("drops a submission whose honeypot is filled, answering as if it were sent", async () => {
    const before = [await count("messages"), await count("subscribers"), await count("outbox")];
    const contactAnswer = await postAs(server, "/iletisim", { ...contact, web_sitesi: "http://spam.example" });
    expect(contactAnswer.status).toBe(303);
    expect(contactAnswer.headers.get("location")).toBe("/iletisim?durum=gonderildi#iletisim-durum");
    expect((await postAs(server, "/?index", { eposta: "bot@spam.example", web_sitesi: "x" })).status).toBe(303);
    expect([await count("messages"), await count("subscribers"), await count("outbox")]).toEqual(before);
  });

  it("refuses a body over 32 KB with 413, stores nothing and keeps serving", async () => {
    const before = await count("messages");
    const response = await postAs(server, "/iletisim", { ...contact, mesaj: "a".repeat(40 * 1024) });
    expect(response.status).toBe(413);
    expect(await count("messages")).toBe(before);
    expect((await fetch(`${server.url}/iletisim`)).status).toBe(200);
  });
});

describe("delivery when the SMTP server is down", () => {
  it("still accepts the message, keeps it pending, and delivers it exactly once after an app restart", async () => {
    await smtp.stop();
    cleanup(async () => {
      if (!smtp.running()) await smtp.start();
    });
    const subject = `Sunucu kapalıyken ${Date.now()}`;
    const response = await postAs(server, "/iletisim", {
      isim: "Can",
      telefon: "0312 000 00 05",
      eposta: "can@ornek.com",
      konu: subject,
      mesaj: "Kaybolmasın.",
    });
    // Stored: the visitor is sent to the page that says it was received.
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/iletisim?durum=gonderildi#iletisim-durum");
    expect(await db.selectFrom("messages").select("id").where("subject", "=", subject).executeTakeFirst()).toBeDefined();
    const outboxRow = () =>
      db.selectFrom("outbox").selectAll().where("subject", "=", `İletişim formu: ${subject}`).executeTakeFirstOrThrow();
    await expect.poll(async () => (await outboxRow()).attempts, { timeout: 10_000 }).toBeGreaterThan(0);
    const failed = await outboxRow();
    expect(failed.status).toBe("pending");
    expect(failed.last_error).toBeTruthy();

    // The app restarts while the mail is still undelivered…
    await server.stop({ keepData: true });
    server = await startServer(mailEnv(), { databaseUrl: server.databaseUrl });
    // …and the SMTP server comes back.
    await smtp.start();
    await smtp.waitFor((m) => m.subject === `İletişim formu: ${subject}`, 20_000);
    await expect.poll(async () => (await outboxRow()).status, { timeout: 10_000 }).toBe("sent");
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.filter((m) => m.subject === `İletişim formu: ${subject}`)).toHaveLength(1);
  });
});

describe("rate limits", () => {
  it("answers the sixth contact message in 10 minutes from one address with 429 and stores nothing", async () => {
    const limitedServer = await startServer(mailEnv());
    const limitedDb = openTestDb(limitedServer.databaseUrl);
    try {
      for (let i = 0; i < 5; i++) expect((await postAs(limitedServer, "/iletisim", { ...contact, konu: `Sınır ${i}` })).status).toBe(303);
      const sixth = await postAs(limitedServer, "/iletisim", { ...contact, konu: "Sınır 6" });
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await sixth.text()).toContain("Kısa sürede çok fazla gönderim yapıldı");
      const stored = await limitedDb.selectFrom("messages").select("subject").execute();
      expect(stored.map((m) => m.subject).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `Sınır ${i}`));
      expect((await fetch(`${limitedServer.url}/`)).status).toBe(200);
    } finally {
      await limitedDb.destroy();
      await limitedServer.stop();
    }
  });
});

describe("rate limits count only what is stored", () => {
  /** A server of its own: the counters are per client address, and every test here posts from 127.0.0.1. */
  async function ownServer() {
    const own = await startServer(mailEnv());
    const ownDb = openTestDb(own.databaseUrl);
    cleanup(async () => {
      await ownDb.destroy();
      await own.stop();
    });
    return { own, ownDb };
  }

  it(`takes a double-clicked contact message and then ${FORM_LIMIT.max - 1} others, and refuses the next`, async () => {
    const { own, ownDb } = await ownServer();
    const send = (i: number) => postAs(own, "/iletisim", { ...contact, konu: `Çift tıklama ${i}` });
    // The same message twice (a double click): received both times, stored once, one slot.
    expect((await send(0)).status).toBe(303);
    expect((await send(0)).status).toBe(303);
    for (let i = 1; i < FORM_LIMIT.max; i++) expect((await send(i)).status, `message ${i}`).toBe(303);
    const next = await send(FORM_LIMIT.max);
    expect(next.status).toBe(429);
    expect(await next.text()).toContain("Kısa sürede çok fazla gönderim yapıldı");
    const stored = await ownDb.selectFrom("messages").select("subject").execute();
    expect(stored).toHaveLength(FORM_LIMIT.max);
  });

  it(`takes a double-submitted sign-up and then ${FORM_LIMIT.max - 1} others; at the limit a confirmed address is refused like a new one`, async () => {
    const { own, ownDb } = await ownServer();
    const signUp = (email: string) => postAs(own, "/?index", { eposta: email }, { Referer: `${own.url}/` });
    expect((await signUp("cift@ornek.com.tr")).status).toBe(303);
    expect((await signUp("cift@ornek.com.tr")).status).toBe(303);
    for (let i = 1; i < FORM_LIMIT.max; i++) expect((await signUp(`okur${i}@ornek.com.tr`)).status, `sign-up ${i}`).toBe(303);
    expect((await signUp("yeni@ornek.com.tr")).status).toBe(429);
    // Nobody learns at the limit whether an address is subscribed: the answers are the same.
    await addSubscriber(ownDb, "abone@ornek.com.tr", "confirmed");
    expect((await signUp("abone@ornek.com.tr")).status).toBe(429);
    const pending = await ownDb.selectFrom("subscribers").select("email").where("status", "=", "pending").execute();
    expect(pending).toHaveLength(FORM_LIMIT.max);
  });
});

describe("without SMTP_URL", () => {
  it("says once that delivery is off, keeps mail in the outbox, and the forms still work", async () => {
    const quiet = await startServer({ SMTP_URL: "" });
    const quietDb = openTestDb(quiet.databaseUrl);
    try {
      expect(quiet.output().match(/SMTP_URL is not set/g)).toHaveLength(1);
      expect((await postAs(quiet, "/iletisim", { ...contact, konu: "Teslimat kapalı" })).status).toBe(303);
      const row = await quietDb.selectFrom("outbox").select(["status", "attempts"]).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "pending", attempts: 0 });
    } finally {
      await quietDb.destroy();
      await quiet.stop();
    }
  });
});
