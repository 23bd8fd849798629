/**
 * The notices generated from the inventory (issue 42, ADR 056), as a visitor reads them: /kvkk's
 * processing section at the office's marker (or at the end without it), the contact form's and
 * the e‑bülten's short notices apart from the consent text, and the çerez politikası. Every
 * figure is compared with the code's constants and the server's facts, never a literal: the
 * server runs with its own backup policy, which the notice must then state.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { pageEditPath } from "#app/lib/admin-paths.ts";
import { KVKK_APPLICATION_RETENTION_DEFAULT_DAYS } from "#app/lib/kvkk.ts";
import { paths } from "#app/lib/paths.ts";
import {
  formActivity,
  KVKK_PROCESSING_MARKER,
  type PrivacyFacts,
  processingActivities,
  TRANSFER_ABROAD,
} from "#app/lib/privacy-inventory.ts";
import { daysText, durationText, RETENTION_DAYS, SECOND_FACTOR_CHALLENGE_MS, SESSION_MAX_MS } from "#app/lib/retention.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage, type Page } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { sitemapUrls } from "#tests/helpers/sitemap.ts";

const FACTS: PrivacyFacts = {
  kvkkApplicationRetentionDays: KVKK_APPLICATION_RETENTION_DEFAULT_DAYS,
  backups: { daily: 5, weekly: 3, monthly: 9 },
  offsite: false,
};

let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  server = await startServer({ BACKUP_KEEP_DAILY: "5", BACKUP_KEEP_WEEKLY: "3", BACKUP_KEEP_MONTHLY: "9" });
  db = openTestDb(server.databaseUrl);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const squeeze = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
const articleText = (page: Page) => squeeze(page.doc.querySelector("article")?.text);
const headings = (page: Page, tag: "h2" | "h3") => page.doc.querySelectorAll(`article ${tag}`).map((h) => squeeze(h.text));

/** The text of the part under an h3, up to the next heading. */
function partUnder(page: Page, title: string): string {
  const heading = page.doc.querySelectorAll("article h3").find((h) => squeeze(h.text) === title);
  if (!heading) throw new Error(`No part "${title}"`);
  const texts: string[] = [];
  for (let node = heading.nextElementSibling; node && !/^H[23]$/.test(node.tagName); node = node.nextElementSibling) texts.push(node.text);
  return squeeze(texts.join(" "));
}

describe("the KVKK notice's processing section", () => {
  it("stands at the office's marker, one part per activity with its data, basis, recipients and retention from the code", async () => {
    const page = await fetchPage(server.url, paths.kvkk);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("{kvkk.isleme}");
    const activities = processingActivities(FACTS);
    expect(headings(page, "h3")).toEqual(activities.map((a) => a.title));
    // In place of the marker: after the office's second section, before its third.
    const h2s = headings(page, "h2");
    const text = articleText(page);
    expect(text.indexOf(activities[0]!.title)).toBeGreaterThan(text.indexOf(h2s[1]!));
    expect(text.indexOf(activities.at(-1)!.title)).toBeLessThan(text.indexOf(h2s[2]!));
    for (const activity of activities) {
      const part = partUnder(page, activity.title);
      for (const recipient of activity.recipients) expect(part).toContain(recipient);
      for (const line of activity.retention) expect(part).toContain(`${line.what}: ${line.period}`);
      for (const basis of activity.legalBases) expect(part).toContain(basis.text);
    }
    // md. 9's wording for the providers abroad, once.
    expect(text.split(TRANSFER_ABROAD)).toHaveLength(2);
    expect(partUnder(page, "İletişim formu")).toContain(`alındığı tarihten itibaren ${daysText(RETENTION_DAYS.contactMessages)}`);
    expect(partUnder(page, "E‑bülten")).toContain(daysText(RETENTION_DAYS.consentAfterWithdrawal));
    // The server's own backup policy (the environment), not the default.
    expect(partUnder(page, "Yedekler")).toContain("son 5 günün, son 3 haftanın ve son 9 ayın");
    expect(page.doc.querySelector(`article a[href="${paths.kvkkApplication.form}"]`)).not.toBeNull();
    expect(page.doc.querySelector(`article a[href="${paths.cookiePolicy}"]`)).not.toBeNull();
  });

  it("goes at the end, under its own heading, when the office's text lost the marker; the editor says so", async () => {
    const row = await db.selectFrom("firm_pages").select(["body"]).where("key", "=", "kvkk").executeTakeFirstOrThrow();
    expect(row.body).toContain("<p>{kvkk.isleme}</p>");
    const cookie = await signIn(server);
    const editor = async () => fetchPage(server.url, pageEditPath("kvkk"), { headers: { Cookie: cookie } });
    const before = await editor();
    expect(before.doc.querySelectorAll(".placeholder-panel code").map((c) => c.text)).toContain(KVKK_PROCESSING_MARKER);
    expect(before.doc.querySelector(".firm-marker")).toBeNull();
    try {
      await db
        .updateTable("firm_pages")
        .set({ body: row.body.replace("<p>{kvkk.isleme}</p>", "") })
        .where("key", "=", "kvkk")
        .execute();
      await bumpContentVersion(db);
      const page = await fetchPage(server.url, paths.kvkk);
      expect(headings(page, "h2").at(-1)).toBe("Kişisel verilerin işlenmesi");
      expect(headings(page, "h3")).toEqual(processingActivities(FACTS).map((a) => a.title));
      const text = articleText(page);
      expect(text.indexOf("Kişisel verilerin işlenmesi")).toBeGreaterThan(text.indexOf(headings(page, "h2").at(-2)!));
      expect((await editor()).doc.querySelector(".firm-marker")?.text).toContain(KVKK_PROCESSING_MARKER);
    } finally {
      await db.updateTable("firm_pages").set({ body: row.body }).where("key", "=", "kvkk").execute();
      await bumpContentVersion(db);
    }
  });
});

describe("the forms' short notices", () => {
  it("the contact form states its purpose, basis and retention, links the notice and the application form, and its notes promise nothing the notice contradicts", async () => {
    const page = await fetchPage(server.url, paths.contact);
    const notice = page.doc.querySelector('form [data-notice="contact"]');
    const { short } = formActivity("contact");
    expect(squeeze(notice?.text)).toContain(short.purpose);
    expect(squeeze(notice?.text)).toContain(`${daysText(RETENTION_DAYS.contactMessages)} saklanır`);
    expect(notice?.querySelector(`a[href="${paths.kvkk}"]`)).not.toBeNull();
    expect(notice?.querySelector(`a[href="${paths.kvkkApplication.form}"]`)).not.toBeNull();
    expect(page.html).not.toContain("hiç kimseyle");
  });

  it("the KVKK application form states its purpose and the retention in force, and links the full notice", async () => {
    const page = await fetchPage(server.url, paths.kvkkApplication.form);
    const notice = page.doc.querySelector('[data-notice="kvkk-application"]');
    expect(squeeze(notice?.text)).toContain(formActivity("kvkk-application").short.purpose);
    expect(squeeze(notice?.text)).toContain(daysText(KVKK_APPLICATION_RETENTION_DEFAULT_DAYS));
    expect(notice?.querySelector(`a[href="${paths.kvkk}"]`)).not.toBeNull();
  });

  for (const path of [paths.newsletter.archive, paths.home]) {
    it(`the e‑bülten sign-up on ${path} carries its notice apart from the consent text`, async () => {
      const page = await fetchPage(server.url, path);
      const notice = page.doc.querySelector('.newsletter-form [data-notice="newsletter"]');
      expect(squeeze(notice?.text)).toContain(formActivity("newsletter").short.retention);
      expect(squeeze(notice?.text)).toContain(daysText(RETENTION_DAYS.consentAfterWithdrawal));
      const consent = page.doc.querySelector("#bulten-onay-metni");
      expect(consent).not.toBeNull();
      expect(consent?.querySelector("[data-notice]")).toBeNull();
      expect(consent?.text).not.toContain("Kişisel verileriniz:");
    });
  }
});

describe("the çerez politikası", () => {
  it("lists the admin's cookies with the lifetimes they are set with, says public pages set none, and is in the footer and the sitemap", async () => {
    const page = await fetchPage(server.url, paths.cookiePolicy);
    expect(page.status).toBe(200);
    const text = articleText(page);
    expect(text).toContain("herkese açık sayfaları hiçbir çerez yerleştirmez");
    expect(text).toContain(`en fazla ${durationText(SESSION_MAX_MS)}`);
    expect(text).toContain(`en fazla ${durationText(SECOND_FACTOR_CHALLENGE_MS)}`);
    expect(page.doc.querySelectorAll("article h3 code")).toHaveLength(2);
    const home = await fetchPage(server.url, paths.home);
    expect(home.doc.querySelector(`footer a[href="${paths.cookiePolicy}"]`)).not.toBeNull();
    expect((await sitemapUrls(server.url)).map((url) => new URL(url).pathname)).toContain(paths.cookiePolicy);
  });
});
