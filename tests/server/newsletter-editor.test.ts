/**
 * Writing an e-bülten issue in the admin, over HTTP on the production build:
 * drafts (validation next to the fields, edit, delete after a confirmation),
 * read-only once its send began, quoting recent published items, the
 * preview of the e-mail (HTML in a sandboxed frame with its own CSP, plain
 * text) and the test send to the signed-in admin through a real SMTP server.
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { announcementPath } from "#app/lib/paths.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost, openTestDb } from "#tests/helpers/db.ts";
import { fetchPage, type Page } from "#tests/helpers/html.ts";
import { startServer, TEST_ADMIN, type TestServer } from "#tests/helpers/server.ts";
import { startSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";

let smtp: TestSmtp;
let server: TestServer;
let db: Kysely<Database>;
let cookie: string;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url, MAIL_POLL_MS: "200" });
  db = openTestDb(server.databaseUrl);
  cookie = await signIn(server);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.stop();
});

const cleanup = cleanupAfterEach(afterEach);

const LIST = "/adminpanel/bulten";
const issuePath = (id: string) => `${LIST}/${encodeURIComponent(id)}`;

const page = (path: string, withCookie = true) => fetchPage(server.url, path, withCookie ? { headers: { Cookie: cookie } } : {});

/** A form POST as the admin's browser sends it; fields may repeat (checkboxes). */
function post(path: string, fields: Record<string, string> | [string, string][]) {
  return fetchPage(server.url, path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
  });
}

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const issueBySubject = (subject: string) =>
  db.selectFrom("newsletter_issues").selectAll().where("subject", "=", subject).executeTakeFirst();
const errorOf = (p: Page, field: string) => p.doc.querySelector(`#bulten-${field}-hata`)?.text.trim();

/** Creates a draft through the list's form; removed after the test. */
async function newDraft(fields: { konu?: string; on_metin?: string; icerik?: string } = {}) {
  const konu = fields.konu ?? unique("Kasım vergi takvimi");
  const answer = await post(`${LIST}?yeni`, { intent: "kaydet", konu, on_metin: "", icerik: "<p>Beyan süreleri.</p>", ...fields });
  cleanup(() => db.deleteFrom("newsletter_issues").where("subject", "=", konu).execute());
  const row = await issueBySubject(konu);
  if (!row) throw new Error(`No draft saved (${answer.status})`);
  return { answer, row };
}

describe("drafts", () => {
  it("asks for a session: a page goes to the sign-in form, a write is refused with 401", async () => {
    const { row } = await newDraft();
    for (const path of [LIST, issuePath(row.id), `${issuePath(row.id)}/onizleme`]) {
      const anonymous = await page(path, false);
      expect(anonymous.status).toBe(302);
      expect(anonymous.location).toMatch(/^\/adminpanel\/giris/);
    }
    const write = await postAs(server, issuePath(row.id), { intent: "kaydet", konu: "Başka", on_metin: "", icerik: "x" });
    expect(write.status).toBe(401);
    const deleted = await postAs(server, issuePath(row.id), { intent: "sil", id: row.id });
    expect(deleted.status).toBe(401);
    expect(await issueBySubject(row.subject)).toMatchObject({ body: row.body, status: "draft" });
  });

  it("saves a new draft from the list's form and opens its own screen", async () => {
    const form = await page(`${LIST}?yeni`);
    expect(form.doc.querySelector('input[name="konu"]')?.getAttribute("maxlength")).toBe("150");
    expect(form.doc.querySelector('textarea[name="icerik"]')).not.toBeNull();
    expect(form.doc.querySelector("#bulten-on_metin-ipucu")?.text).toContain("konudan sonra");
    const { answer, row } = await newDraft({ on_metin: "Kasım ayının beyan ve ödeme süreleri" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${issuePath(row.id)}?durum=eklendi`);
    expect(row).toMatchObject({ status: "draft", preheader: "Kasım ayının beyan ve ödeme süreleri", body: "<p>Beyan süreleri.</p>" });
    const screen = await page(answer.location!);
    expect(screen.doc.querySelector('[role="status"]')?.text).toBe("Taslak kaydedildi.");
    expect(screen.doc.querySelector('input[name="konu"]')?.getAttribute("value")).toBe(row.subject);
    expect(screen.doc.querySelector(`a[href="${issuePath(row.id)}/gonder"]`)?.text).toBe("Göndermeye hazırla");
    const list = await page(LIST);
    const link = list.doc.querySelector(`a[href="${issuePath(row.id)}"]`);
    expect(link?.text).toBe(row.subject);
    expect(link?.closest("tr")?.text).toContain("Taslak");
  });

  it("refuses a form without subject or body with a message next to each field, and stores nothing", async () => {
    const before = await db.selectFrom("newsletter_issues").select("id").execute();
    const refused = await post(`${LIST}?yeni`, { intent: "kaydet", konu: "  ", on_metin: "Ön", icerik: "" });
    expect(refused.status).toBe(400);
    expect(errorOf(refused, "konu")).toBe("Konu boş olamaz.");
    expect(errorOf(refused, "icerik")).toBe("İçerik boş olamaz.");
    expect(refused.doc.querySelector('input[name="on_metin"]')?.getAttribute("value")).toBe("Ön");
    expect(await db.selectFrom("newsletter_issues").select("id").execute()).toHaveLength(before.length);
  });

  it("edits a draft; an over-long field is refused with a message and changes nothing", async () => {
    const { row } = await newDraft();
    const edited = await post(issuePath(row.id), { intent: "kaydet", konu: row.subject, on_metin: "Yeni ön metin", icerik: "<p>Yeni</p>" });
    expect(edited.location).toBe(`${issuePath(row.id)}?durum=guncellendi`);
    expect(await issueBySubject(row.subject)).toMatchObject({ preheader: "Yeni ön metin", body: "<p>Yeni</p>" });
    const tooLong = await post(issuePath(row.id), {
      intent: "kaydet",
      konu: "K".repeat(151),
      on_metin: "P".repeat(151),
      icerik: "<p>Başka</p>",
    });
    expect(tooLong.status).toBe(400);
    expect(errorOf(tooLong, "konu")).toBe("Konu en fazla 150 karakter olabilir.");
    expect(errorOf(tooLong, "on_metin")).toBe("Ön metin en fazla 150 karakter olabilir.");
    expect(await issueBySubject(row.subject)).toMatchObject({ preheader: "Yeni ön metin", body: "<p>Yeni</p>" });
  });

  it("deletes a draft only after the confirmation", async () => {
    const { row } = await newDraft();
    const confirm = await page(`${issuePath(row.id)}?sil`);
    expect(confirm.doc.querySelector("#silme-basligi")?.text).toBe("Taslak silinsin mi?");
    expect(confirm.doc.querySelector(".admin-confirm")?.text).toContain(row.subject);
    expect(await issueBySubject(row.subject)).toBeDefined();
    const deleted = await post(issuePath(row.id), { intent: "sil", id: row.id });
    expect(deleted.location).toBe(`${LIST}?durum=silindi`);
    expect(await issueBySubject(row.subject)).toBeUndefined();
    expect((await page(issuePath(row.id))).status).toBe(404);
    expect((await page(`${issuePath("yok-boyle-bir-sayi")}`)).status).toBe(404);
  });

  it("shows an issue whose send began read-only, after the drafts, and refuses to change or delete it", async () => {
    const { row: sent } = await newDraft({ icerik: "<p>Gönderilen metin.</p>" });
    const { row: draft } = await newDraft();
    await db
      .updateTable("newsletter_issues")
      .set({ status: "sent", sent_at: "2026-01-05T09:00:00.000Z", recipients: 3 })
      .where("id", "=", sent.id)
      .execute();
    const screen = await page(issuePath(sent.id));
    expect(screen.status).toBe(200);
    expect(screen.doc.querySelector('input[name="konu"]')).toBeNull();
    expect(screen.doc.querySelector("h1")?.text).toBe(sent.subject);
    expect(screen.doc.querySelector(".issue-facts")?.text).toContain("Gönderildi");
    expect(screen.doc.querySelector(`a[href="${issuePath(sent.id)}/gonder"]`)).not.toBeNull();
    expect(screen.doc.querySelector("pre")?.text).toContain("Gönderilen metin.");
    const change = await post(issuePath(sent.id), { intent: "kaydet", konu: "Değişti", on_metin: "", icerik: "<p>x</p>" });
    expect(change.status).toBe(409);
    expect((await post(issuePath(sent.id), { intent: "sil", id: sent.id })).status).toBe(409);
    expect(await issueBySubject(sent.subject)).toMatchObject({ body: "<p>Gönderilen metin.</p>", status: "sent" });
    const order = (await page(LIST)).doc.querySelectorAll(".issue-table tbody tr").map((tr) => tr.querySelector("a")?.text);
    expect(order.indexOf(draft.subject)).toBeLessThan(order.indexOf(sent.subject));
  });
});

describe("quoting recent announcements and news", () => {
  async function items() {
    const announcement = await addPost(
      db,
      "announcements",
      {
        title: unique("Beyanname süresi uzatıldı"),
        body: "<p>Gelir İdaresi süreyi uzattı. Yeni son gün 30 Kasım. Üçüncü cümle burada. Dördüncü cümle gösterilmez.</p><p>İkinci paragraf.</p>",
        created_at: "2099-02-01T09:00:00.000Z",
      },
      cleanup,
    );
    const news = await addPost(db, "news", { title: unique("Asgari ücret & AGİ"), created_at: "2099-01-15T09:00:00.000Z" }, cleanup);
    const draft = await addPost(db, "announcements", { title: unique("Taslak duyuru"), status: "draft" }, cleanup);
    return { announcement, news, draft };
  }

  it("offers only published items, newest first, with their dates", async () => {
    const { announcement, news, draft } = await items();
    const form = await page(`${LIST}?yeni`);
    const labels = form.doc.querySelectorAll('.recent-items input[name="oge"]').map((i) => i.getAttribute("value"));
    expect(labels.slice(0, 2)).toEqual([`duyuru:${announcement.id}`, `haber:${news.id}`]);
    expect(labels).not.toContain(`duyuru:${draft.id}`);
    expect(form.doc.querySelector(".recent-items")?.text).toContain("01.02.2099");
    expect(form.html).not.toContain(draft.title);
  });

  it("appends the chosen items (title, date, first sentences, absolute link) to the typed body and saves the draft", async () => {
    const { announcement, news, draft } = await items();
    const konu = unique("Şubat bülteni");
    cleanup(() => db.deleteFrom("newsletter_issues").where("subject", "=", konu).execute());
    const answer = await post(`${LIST}?yeni`, [
      ["intent", "ekle"],
      ["konu", konu],
      ["on_metin", ""],
      ["icerik", "Giriş paragrafı"],
      ["oge", `duyuru:${announcement.id}`],
      ["oge", `haber:${news.id}`],
      ["oge", `duyuru:${draft.id}`],
    ]);
    const row = await issueBySubject(konu);
    expect(answer.location).toBe(`${issuePath(row!.id)}?durum=eklendi-kayitlar`);
    expect(row!.body).toBe(
      [
        "<p>Giriş paragrafı</p>",
        `<h2>${announcement.title}</h2><p><em>Duyuru · 01.02.2099</em></p>`,
        "<p>Gelir İdaresi süreyi uzattı. Yeni son gün 30 Kasım. Üçüncü cümle burada.</p>",
        `<p><a href="https://ymm.test${announcementPath(announcement.id, announcement.title)}" rel="noopener noreferrer">Devamını okuyun</a></p>`,
        `<h2>${news.title.replace("&", "&amp;")}</h2><p><em>Haber · 15.01.2099</em></p>`,
        `<p>${news.title.replace("&", "&amp;")} metni.</p>`,
        `<p><a href="https://ymm.test/haberler/${encodeURIComponent(news.title)}" rel="noopener noreferrer">Devamını okuyun</a></p>`,
      ].join(""),
    );
    expect(row!.body).not.toContain(draft.title);
    const screen = await page(answer.location!);
    expect(screen.doc.querySelector('[role="status"]')?.text).toContain("Seçilen kayıtlar içeriğin sonuna eklendi");
  });

  it("asks to choose at least one item", async () => {
    const refused = await post(`${LIST}?yeni`, { intent: "ekle", konu: "Konu", on_metin: "", icerik: "<p>x</p>" });
    expect(refused.status).toBe(400);
    expect(errorOf(refused, "oge")).toBe("En az bir kayıt seçin.");
  });
});

describe("preview and test send", () => {
  it("shows the saved e-mail: HTML in a sandboxed frame with its own CSP and no script, and the plain text", async () => {
    const { row } = await newDraft({ on_metin: "Ön metin burada", icerik: "<p>Bu ayın <strong>süreleri</strong>.</p>" });
    const screen = await page(issuePath(row.id));
    const frame = screen.doc.querySelector("iframe");
    expect(frame?.getAttribute("sandbox")).toBe("");
    expect(frame?.getAttribute("src")).toBe(`${issuePath(row.id)}/onizleme`);
    expect(frame?.getAttribute("width")).toBe("680");
    expect(screen.doc.querySelector(".issue-preview")?.text).toContain("Kaydedilmiş hâli gösteriliyor");
    const text = screen.doc.querySelector(".issue-preview-text")?.text ?? "";
    expect(text).toContain(row.subject);
    expect(text).toContain("Bu ayın süreleri.");
    expect(text).toContain("Abonelikten çıkmak için: https://ymm.test/bulten");
    const phone = await page(`${issuePath(row.id)}?genislik=telefon`);
    expect(phone.doc.querySelector("iframe")?.getAttribute("width")).toBe("375");
    expect(phone.doc.querySelector('a[aria-current="true"]')?.text).toBe("Telefon (375 px)");

    const html = await page(`${issuePath(row.id)}/onizleme`);
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toContain("text/html");
    const csp = html.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src/);
    expect(html.doc.querySelectorAll("script")).toHaveLength(0);
    expect(html.doc.querySelector("h1")?.text).toBe(row.subject);
    expect(html.html).toContain("Ön metin burada");
    expect(html.html).toContain('<p style="margin:0 0 16px">Bu ayın <strong>süreleri</strong>.</p>');
    expect(html.html).toContain("Abonelikten çık</a>");
    expect(html.html).toContain(`Bu e-postayı ${TEST_ADMIN.email} adresiyle`);
    expect((await page(`${LIST}/yok/onizleme`)).status).toBe(404);
  });

  it("sends a test to the signed-in admin through the outbox: [Deneme], HTML and text parts, an audit row", async () => {
    const { row } = await newDraft({ icerik: "<p>Deneme içeriği.</p>" });
    const answer = await post(issuePath(row.id), { intent: "deneme" });
    expect(answer.location).toBe(`${issuePath(row.id)}?durum=deneme`);
    const screen = await page(answer.location!);
    expect(screen.doc.querySelector('[role="status"]')?.text).toBe(
      `Deneme e-postası ${TEST_ADMIN.email} adresine gönderilmek üzere sıraya alındı.`,
    );
    const mail = await smtp.waitFor((m) => m.subject === `[Deneme] ${row.subject}`);
    expect(mail.envelopeTo).toEqual([TEST_ADMIN.email]);
    expect(mail.html).toContain("Deneme içeriği.");
    expect(mail.text).toContain("Deneme içeriği.");
    expect(mail.text).toContain("Abonelikten çıkmak için");
    const audit = await db.selectFrom("audit_log").selectAll().where("entry_id", "=", row.id).where("action", "=", "send-test").execute();
    expect(audit).toHaveLength(1);
    const outbox = await db.selectFrom("outbox").selectAll().where("subject", "=", `[Deneme] ${row.subject}`).executeTakeFirst();
    expect(outbox).toMatchObject({ priority: 0, issue_id: null, subscriber_id: null });
    cleanup(() => db.deleteFrom("outbox").where("subject", "=", `[Deneme] ${row.subject}`).execute());
  });
});
