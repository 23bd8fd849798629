/**
 * Issue 13's acceptance, as the office would try it, over HTTP with a real
 * SMTP server: an issue written from two recent announcements, previewed,
 * tested, sent to three confirmed subscribers and one pending one; exactly
 * the three get it once, with their own unsubscribe link; it is on /bulten;
 * one recipient leaves with one click and gets no further issue; the feeds
 * validate and list only what is published. (An SMTP outage and a restart
 * mid-send: newsletter-delivery.test.ts.)
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { addPost, openTestDb } from "#tests/helpers/db.ts";
import { addSubscriber } from "#tests/helpers/newsletter.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { header, startSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";

let smtp: TestSmtp;
let server: TestServer;
let db: Kysely<Database>;
let cookie: string;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: "100",
    MAIL_RATE_PER_MINUTE: "100000",
    SCHEDULER_INTERVAL_MS: "1000",
  });
  db = openTestDb(server.databaseUrl);
  cookie = await signIn(server);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.stop();
});

const admin = (path: string, fields: [string, string][]) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
  });
const page = async (path: string) => (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).text();
const issueBySubject = (subject: string) =>
  db.selectFrom("newsletter_issues").selectAll().where("subject", "=", subject).executeTakeFirstOrThrow();
const received = (subject: string) => smtp.received.filter((m) => m.subject === subject);

async function sendAndWait(id: string, subject: string, copies: number) {
  expect((await postAs(server, `/adminpanel/bulten/${id}/gonder`, { intent: "gonder" }, { Cookie: cookie })).status).toBe(302);
  await expect
    .poll(async () => (await db.selectFrom("newsletter_issues").select("status").where("id", "=", id).executeTakeFirst())?.status, {
      timeout: 20_000,
    })
    .toBe("sent");
  await expect.poll(() => received(subject).length, { timeout: 10_000 }).toBe(copies);
}

describe("an e-bülten issue, from writing to the archive", () => {
  it("works as the office would try it", { timeout: 90_000 }, async () => {
    const first = await addPost(db, "announcements", { title: "KDV beyan süresi uzatıldı", body: "<p>Süre 30 Kasım'a uzatıldı.</p>" });
    const second = await addPost(db, "announcements", { title: "Yeni e-defter kuralları", body: "<p>Berat yükleme süresi değişti.</p>" });
    const draft = await addPost(db, "announcements", { title: "Taslak duyuru (yayında değil)", status: "draft", published_at: null });
    const readers = await Promise.all(["ayse", "burak", "cem"].map((name) => addSubscriber(db, `${name}@ornek.test`)));
    await addSubscriber(db, "bekleyen@ornek.test", "pending");

    // Written from two recent announcements (the no-JavaScript way: chosen, then appended and saved).
    const subject = "Kasım 2026 e-bülteni";
    const saved = await admin("/adminpanel/bulten?yeni", [
      ["intent", "ekle"],
      ["konu", subject],
      ["on_metin", "Beyan süreleri ve e-defter"],
      ["icerik", "<p>Değerli okurlarımız, bu ayın duyuruları:</p>"],
      ["oge", `duyuru:${first.id}`],
      ["oge", `duyuru:${second.id}`],
    ]);
    expect(saved.status).toBe(302);
    const issue = await issueBySubject(subject);
    expect(issue.body).toContain(first.title);
    expect(issue.body).toContain(second.title);

    // Previewed (the e-mail as sent) and tested on the admin's own address.
    const preview = await page(`/adminpanel/bulten/${issue.id}/onizleme`);
    expect(preview).toContain(first.title);
    expect(preview).toContain("Abonelikten çık");
    expect((await admin(`/adminpanel/bulten/${issue.id}`, [["intent", "deneme"]])).status).toBe(302);
    await smtp.waitFor((m) => m.subject === `[Deneme] ${subject}` && m.envelopeTo.includes("yonetici@ymm.test"));

    // Sent: exactly the three confirmed subscribers, once each, each with their own unsubscribe link.
    await sendAndWait(issue.id, subject, 3);
    const copies = received(subject);
    expect(copies.flatMap((m) => m.envelopeTo).sort()).toEqual(["ayse@ornek.test", "burak@ornek.test", "cem@ornek.test"]);
    const links = copies.map((m) => /<([^>]+)>/.exec(header(m, "list-unsubscribe") ?? "")?.[1]);
    expect(new Set(links).size).toBe(3);
    for (const mail of copies) expect(mail.text).toContain(`/bulten/${issue.id}`);

    // On the site: in the archive, with a page of its own.
    const archive = await (await fetch(`${server.url}/bulten`)).text();
    expect(archive).toContain(subject);
    expect((await fetch(`${server.url}/bulten/${issue.id}`)).status).toBe(200);

    // Burak leaves with one click (RFC 8058) and gets no further issue.
    const burak = copies.find((m) => m.envelopeTo.includes("burak@ornek.test"))!;
    const oneClick = /<([^>]+)>/.exec(header(burak, "list-unsubscribe") ?? "")![1]!.replace("https://ymm.test", server.url);
    const out = await fetch(oneClick, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(out.status).toBe(200);
    expect(readers[1]!.email).toBe("burak@ornek.test");
    const next = "Aralık 2026 e-bülteni";
    await admin("/adminpanel/bulten?yeni", [
      ["intent", "kaydet"],
      ["konu", next],
      ["on_metin", ""],
      ["icerik", "<p>Yıl sonu hatırlatmaları.</p>"],
    ]);
    await sendAndWait((await issueBySubject(next)).id, next, 2);
    expect(
      received(next)
        .flatMap((m) => m.envelopeTo)
        .sort(),
    ).toEqual(["ayse@ornek.test", "cem@ornek.test"]);

    // The feeds validate and list only what is published.
    for (const feed of ["/duyurular/rss.xml", "/duyurular/atom.xml"]) {
      const xml = await (await fetch(`${server.url}${feed}`)).text();
      expect(XMLValidator.validate(xml), feed).toBe(true);
      const parsed = new XMLParser().parse(xml) as {
        rss?: { channel: { item: { title: string }[] } };
        feed?: { entry: { title: string }[] };
      };
      const titles = (parsed.rss?.channel.item ?? parsed.feed?.entry ?? []).map((item) => String(item.title));
      expect(titles, feed).toEqual(expect.arrayContaining([first.title, second.title]));
      expect(titles, feed).not.toContain(draft.title);
    }
  });
});
