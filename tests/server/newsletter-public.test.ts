/**
 * The e-bülten on the site: the archive (/bulten) of issues whose send began,
 * each issue's web version, the sitemap, the page cache, and the sign-up form
 * there with its versioned consent text.
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sampleSettings } from "#app/.server/db/sample-firm/index.ts";
import type { Database, IssueStatus } from "#app/.server/db/schema.ts";
import { consentTextFor } from "#app/.server/firm-snapshot/snapshot.ts";
import { newId } from "#app/.server/ids.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { shownConsentText } from "#app/lib/consent.ts";

/** The sample firm's consent wording, and its version in a new database (stored by the first sign-up). */
const CONSENT = { version: 1, text: consentTextFor(sampleSettings) };

import { postAs } from "#tests/helpers/admin.ts";
import { type Cleanup, cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { canonicalOf, fetchPage } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { sitemapText } from "#tests/helpers/sitemap.ts";

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

/** An issue as the admin's editor and the send leave it (sent_at: when its send began; null for a draft). */
async function addIssue(
  database: Kysely<Database>,
  fields: { subject: string; body?: string; preheader?: string; status?: IssueStatus; sent_at?: string | null },
  undo?: Cleanup,
  bump = true,
) {
  const status = fields.status ?? "sent";
  const row = {
    id: newId(),
    subject: fields.subject,
    preheader: fields.preheader ?? "",
    body: fields.body ?? `<p>${fields.subject} metni.</p>`,
    status,
    created_at: "2026-01-01T09:00:00.000Z",
    updated_at: "2026-01-01T09:00:00.000Z",
    sent_at: fields.sent_at !== undefined ? fields.sent_at : status === "draft" ? null : "2026-03-02T09:00:00.000Z",
    recipients: status === "draft" ? null : 3,
    queue_cursor: null,
    queued_at: null,
    finished_at: null,
    consecutive_failures: 0,
    admin_email: "yonetici@ymm.test",
  };
  await database.insertInto("newsletter_issues").values(row).execute();
  if (bump) await bumpContentVersion(database);
  undo?.(async () => {
    await database.deleteFrom("newsletter_issues").where("id", "=", row.id).execute();
    await bumpContentVersion(database);
  });
  return row;
}

const page = (path: string) => fetchPage(server.url, path);

describe("/bulten", () => {
  it("lists the issues whose send began, newest first, with their Turkish date and preheader; drafts stay out", async () => {
    // 21:30 UTC on 31 January is already 1 February in Istanbul.
    const older = await addIssue(
      db,
      { subject: "Ocak bülteni", preheader: "Ocak ayının son tarihleri", sent_at: "2026-01-31T21:30:00.000Z" },
      cleanup,
    );
    const newer = await addIssue(db, { subject: "Mart bülteni", status: "sending", sent_at: "2026-03-02T09:00:00.000Z" }, cleanup);
    await addIssue(db, { subject: "Taslak bülten", status: "draft" }, cleanup);

    const archive = await page("/bulten");
    expect(archive.status).toBe(200);
    // Written with a non-breaking hyphen (U+2011), as all running text on public pages.
    expect(archive.doc.querySelector("h1")?.text).toBe("E\u2011bülten");
    expect(canonicalOf(archive)).toBe("https://ymm.test/bulten");
    const items = archive.doc.querySelectorAll(".issue-list li");
    expect(items.map((li) => li.querySelector("a")?.text)).toEqual(["Mart bülteni", "Ocak bülteni"]);
    expect(items.map((li) => li.querySelector("a")?.getAttribute("href"))).toEqual([`/bulten/${newer.id}`, `/bulten/${older.id}`]);
    expect(items[1]?.querySelector("time")?.text).toBe("01.02.2026");
    expect(items[1]?.text).toContain("Ocak ayının son tarihleri");
    expect(archive.html).not.toContain("Taslak bülten");
    // The sign-up form, with the consent text it stores.
    expect(archive.doc.querySelector('form[action="/bulten#bulten-durum"] input[name="eposta"]')).toBeTruthy();
    // The stored wording, shown with non-breaking hyphens.
    expect(archive.doc.querySelector("#bulten-onay-metni")?.text).toBe(shownConsentText(CONSENT.text));
    expect(shownConsentText(CONSENT.text).replaceAll("\u2011", "-")).toBe(CONSENT.text);
  });

  it("before the first issue, says what subscribers will receive and offers the sign-up instead of an empty list", async () => {
    await addIssue(db, { subject: "Henüz taslak", status: "draft" }, cleanup);
    const archive = await page("/bulten");
    expect(archive.doc.querySelector(".issue-list")).toBeNull();
    expect(archive.doc.querySelector("#sayilar-title")).toBeNull();
    expect(archive.html).not.toContain("Henüz gönderilmiş");
    expect(archive.doc.querySelector(".section-lead")?.text).toContain("Abone olduğunuzda vergi takvimindeki yaklaşan son tarihleri");
    expect(archive.doc.querySelector('form[action="/bulten#bulten-durum"] input[name="eposta"]')).toBeTruthy();
  });

  it("shows a sent issue's web version with its body sanitized; a draft or unknown id is not found", async () => {
    const body =
      '<p>Beyanname <strong>son günü</strong> yaklaşıyor.</p><script>alert("x")</script><p><a href="/iletisim">Bize yazın</a></p>';
    const sent = await addIssue(db, { subject: "Şubat bülteni", body, preheader: "Şubat ön metni" }, cleanup);
    const draft = await addIssue(db, { subject: "Gizli taslak konusu", status: "draft" }, cleanup);

    const issue = await page(`/bulten/${sent.id}`);
    expect(issue.status).toBe(200);
    expect(issue.doc.querySelector("h1")?.text).toBe("Şubat bülteni");
    expect(issue.doc.querySelector(".post-date time")?.text).toBe("02.03.2026");
    expect(issue.doc.querySelector(".rich-text strong")?.text).toBe("son günü");
    expect(issue.html).not.toContain("alert(");
    expect(canonicalOf(issue)).toBe(`https://ymm.test/bulten/${sent.id}`);
    expect(issue.doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Şubat ön metni");
    expect(issue.doc.querySelector('a[href="/bulten"]')).toBeTruthy();

    for (const path of [`/bulten/${draft.id}`, "/bulten/boyle-bir-sayi-yok"]) {
      const missing = await page(path);
      expect(missing.status, path).toBe(404);
      expect(missing.doc.querySelector("h1")?.text).toBe("ARADIĞINIZ SAYFA MEVCUT DEĞİL.");
      expect(missing.html).not.toContain("Gizli taslak konusu");
    }
  });

  it("puts the archive and each sent issue in the sitemap, with lastmod; not drafts", async () => {
    const sent = await addIssue(db, { subject: "Site haritası bülteni", sent_at: "2026-04-10T07:00:00.000Z" }, cleanup);
    const draft = await addIssue(db, { subject: "Haritada olmayan", status: "draft" }, cleanup);
    const sitemap = await sitemapText(server.url);
    expect(sitemap).toContain("<url><loc>https://ymm.test/bulten</loc><lastmod>2026-04-10</lastmod></url>");
    expect(sitemap).toContain(`<url><loc>https://ymm.test/bulten/${sent.id}</loc><lastmod>2026-04-10</lastmod></url>`);
    expect(sitemap).not.toContain(draft.id);
  });

  it("is kept in the page cache and shows a newly sent issue once the send raises the content version", async () => {
    await addIssue(db, { subject: "Önbellekteki bülten" }, cleanup);
    const first = await fetch(`${server.url}/bulten`);
    const etag = first.headers.get("etag");
    expect(await first.text()).toContain("Önbellekteki bülten");
    // Behind the application's back and without a new version: still the kept copy.
    const late = await addIssue(db, { subject: "Sonradan gönderilen", sent_at: "2026-05-01T09:00:00.000Z" }, cleanup, false);
    expect((await fetch(`${server.url}/bulten`, { headers: { "If-None-Match": etag ?? "" } })).status).toBe(304);
    expect(await (await fetch(`${server.url}/bulten`)).text()).not.toContain("Sonradan gönderilen");
    // The send raises the version (startSend): the next request shows the issue.
    await bumpContentVersion(db);
    expect(await (await fetch(`${server.url}/bulten`)).text()).toContain("Sonradan gönderilen");
    expect((await page(`/bulten/${late.id}`)).status).toBe(200);
  });

  it("signs up from its own form: back to /bulten, the consent text's version stored with the request and the text kept", async () => {
    const email = `bulten-${Date.now()}@ornek.com.tr`;
    cleanup(() => db.deleteFrom("subscribers").where("email", "=", email).execute());
    const posted = await postAs(server, "/bulten", { eposta: email }, { Referer: `${server.url}/bulten` });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/bulten?bulten=alindi#bulten-durum");
    const landed = await page("/bulten?bulten=alindi");
    expect(landed.doc.querySelector(".form-status-success")?.text).toContain("Abonelik talebiniz alındı");

    const subscriber = await db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(subscriber).toMatchObject({ status: "pending", source: "/bulten", consent_text_version: CONSENT.version });
    const texts = await db.selectFrom("consent_texts").selectAll().execute();
    expect(texts.map((t) => [t.version, t.text])).toEqual([[CONSENT.version, CONSENT.text]]);
    // With the KVKK notice the form linked to, as published then.
    expect(texts[0]?.notice).toContain("6698 sayılı");

    // The home page's form stores the same version; the text is kept once.
    const other = `ana-${Date.now()}@ornek.com.tr`;
    cleanup(() => db.deleteFrom("subscribers").where("email", "=", other).execute());
    expect((await postAs(server, "/?index", { eposta: other })).status).toBe(303);
    const fromHome = await db.selectFrom("subscribers").selectAll().where("email", "=", other).executeTakeFirstOrThrow();
    expect(fromHome.consent_text_version).toBe(CONSENT.version);
    expect(await db.selectFrom("consent_texts").selectAll().execute()).toHaveLength(1);
  });

  it("refuses a bad address next to its field and stores nothing", async () => {
    const refused = await postAs(server, "/bulten", { eposta: "adres-degil" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('aria-invalid="true"');
    expect(await db.selectFrom("subscribers").select("id").where("email", "=", "adres-degil").execute()).toEqual([]);
  });
});

describe("navigation and head", () => {
  it("links /bulten from the menu and announces the four feeds in the head of public pages", async () => {
    for (const path of ["/", "/bulten", "/sss"]) {
      const html = await page(path);
      const alternates = html.doc
        .querySelectorAll('link[rel="alternate"][type]')
        .map((l) => [l.getAttribute("type"), l.getAttribute("href"), l.getAttribute("title")]);
      expect(alternates, path).toEqual([
        ["application/rss+xml", "/duyurular/rss.xml", "Özdemir Yeminli Mali Müşavirlik – Duyurular (RSS)"],
        ["application/atom+xml", "/duyurular/atom.xml", "Özdemir Yeminli Mali Müşavirlik – Duyurular (Atom)"],
        ["application/rss+xml", "/haberler/rss.xml", "Özdemir Yeminli Mali Müşavirlik – Haberler (RSS)"],
        ["application/atom+xml", "/haberler/atom.xml", "Özdemir Yeminli Mali Müşavirlik – Haberler (Atom)"],
      ]);
      expect(html.doc.querySelector('nav a[href="/bulten"]')?.text, path).toBe("E-bülten");
    }
  });
});
