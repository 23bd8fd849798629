import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { TEST_DIALECT } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { startSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";

// Two app processes on one database (PostgreSQL when the suite runs on it),
// as behind a load balancer: nothing that matters may live in one process.
let smtp: TestSmtp;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  smtp = await startSmtp();
  const mail = { SMTP_URL: smtp.url, MAIL_TO: "buro@ymm.test", MAIL_POLL_MS: "100" };
  a = await startServer(mail);
  b = await startServer(mail, { databaseUrl: a.databaseUrl });
});

afterAll(async () => {
  await b?.stop({ keepData: true });
  await a?.stop();
  await smtp?.stop();
});

// What a test writes to the shared database is deleted after it, also when it fails.
const cleanup = cleanupAfterEach(afterEach);

describe(`two instances on one ${TEST_DIALECT === "postgres" ? "PostgreSQL" : "SQLite"} database`, () => {
  it("honours on one instance a session made on the other, and ends it everywhere at sign-out", async () => {
    const cookie = await signIn(a);
    expect((await fetch(`${b.url}/adminpanel`, { redirect: "manual", headers: { Cookie: cookie } })).status).toBe(200);
    await postAs(b, "/adminpanel/cikis", {}, { Cookie: cookie });
    expect((await fetch(`${a.url}/adminpanel`, { redirect: "manual", headers: { Cookie: cookie } })).status).toBe(302);
  });

  it("serves on one instance, at the next request, what was written through the other", async () => {
    // b has the page in its cache before the edit.
    expect(await (await fetch(`${b.url}/duyurular/0`)).text()).not.toContain("İki sunucu duyurusu");
    expect((await fetch(`${b.url}/duyurular/0`)).status).toBe(200);
    const cookie = await signIn(a);
    const title = `İki sunucu duyurusu ${Date.now()}`;
    cleanup(async () => {
      const db = openTestDb(a.databaseUrl);
      await db.deleteFrom("announcements").where("title", "=", title).execute();
      await db.destroy();
    });
    expect(
      (await postAs(a, "/adminpanel/duyurular", { intent: "kaydet", baslik: title, icerik: "Metin" }, { Cookie: cookie })).status,
    ).toBe(302);
    const page = await (await fetch(`${b.url}/duyurular/0`)).text();
    expect(page).toContain(title);
  });

  it("counts failed sign-ins across both instances", async () => {
    const email = "saldiri@ymm.test";
    for (const [server, n] of [
      [a, 3],
      [b, 2],
    ] as const) {
      for (let i = 0; i < n; i++)
        expect((await postAs(server, "/adminpanel/giris", { eposta: email, sifre: `yanlis-${i}` })).status).toBe(401);
    }
    expect((await postAs(a, "/adminpanel/giris", { eposta: email, sifre: "yine-yanlis" })).status).toBe(429);
    expect((await postAs(b, "/adminpanel/giris", { eposta: email, sifre: "yine-yanlis" })).status).toBe(429);
  });

  it("sends each e-mail once, whichever instance queued it, and shares the form limit", async () => {
    const tag = Date.now();
    const subjectOf = (i: number) => `Çift ${tag} ${i}`;
    const contact = (i: number) => ({ isim: "Çift", telefon: "0312 000 00 40", eposta: "cift@ornek.com", konu: subjectOf(i), mesaj: "m" });
    // Both workers poll every 100 ms, so they compete for every row.
    const answers = await Promise.all([0, 1, 2, 3, 4].map((i) => postAs(i % 2 === 0 ? a : b, "/iletisim", contact(i))));
    expect(answers.map((r) => r.status)).toEqual([303, 303, 303, 303, 303]);
    // The sixth message from the same address in 10 minutes, on either instance: over the limit.
    expect((await postAs(b, "/iletisim", contact(5))).status).toBe(429);

    const received = () => smtp.received.map((m) => m.subject).filter((s) => s?.startsWith(`İletişim formu: Çift ${tag}`));
    await expect.poll(() => received().length, { timeout: 15_000 }).toBe(5);
    await new Promise((r) => setTimeout(r, 1000)); // time for a duplicate to show up, if any
    expect(received().sort()).toEqual([0, 1, 2, 3, 4].map((i) => `İletişim formu: ${subjectOf(i)}`).sort());
    const db = openTestDb(a.databaseUrl);
    cleanup(() => db.destroy());
    const rows = await db.selectFrom("outbox").select("status").where("subject", "like", `İletişim formu: Çift ${tag}%`).execute();
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent", "sent", "sent", "sent"]);
  });
});
