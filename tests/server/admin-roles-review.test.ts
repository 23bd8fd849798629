/**
 * Roles inside the content screens (issue 25), over HTTP on the production
 * build: a Yazar writes and edits only their own drafts (the use cases refuse
 * anything else with 403 and change nothing), "Yayına hazır" and the
 * editors' review (publish or "Geri gönder" with a note, e-mailed through the
 * outbox), Genel bakış by role, the pictures and the firm's history by role,
 * and the issue's acceptance story.
 */
import type { Kysely } from "kysely";
import { parse } from "node-html-parser";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { previewPath } from "#app/lib/admin-paths.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost } from "#tests/helpers/db.ts";
import { keepFirmRows, postEntries, settingsForm, storedSettings } from "#tests/helpers/firm.ts";
import { fetchPage, type Page } from "#tests/helpers/html.ts";
import { addIssue, addSubscriber } from "#tests/helpers/newsletter.ts";
import { TEST_ADMIN } from "#tests/helpers/server.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);

const PASSWORD = "rol-testi-sifresi-uzun";
const AUTHOR = "yazar@ymm.test";
const AUTHOR_2 = "ikinci.yazar@ymm.test";
const EDITOR = "editor@ymm.test";
const MANAGER = "ikinci.yonetici@ymm.test";
const INVITED_EDITOR = "davetli.editor@ymm.test";

/** Each admin of the file: id and session cookie (made once; removed after the file). */
const people: Record<string, { id: string; cookie: string }> = {};
const adminIds: string[] = [];

beforeAll(async () => {
  const made: [string, "author" | "editor" | "manager", string][] = [
    [AUTHOR, "author", PASSWORD],
    [AUTHOR_2, "author", PASSWORD],
    [EDITOR, "editor", PASSWORD],
    [MANAGER, "manager", PASSWORD],
    [INVITED_EDITOR, "editor", ""],
  ];
  for (const [email, role, password] of made) {
    const id = await addAdmin(suite.db, email, password, (undo) => undo, role);
    adminIds.push(id);
    people[email] = { id, cookie: password ? await signIn(suite.server, email, password) : "" };
  }
});

afterAll(async () => {
  if (suite.db && adminIds.length > 0) await suite.db.deleteFrom("admins").where("id", "in", adminIds).execute();
});

const as = (email: string) => people[email]!.cookie;
const owner = () => suite.cookie;

function post(cookie: string, path: string, fields: Record<string, string> | [string, string][]) {
  return fetch(`${suite.server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: suite.server.url, Cookie: cookie },
  });
}

const get = (cookie: string, path: string) => fetchPage(suite.server.url, path, { headers: { Cookie: cookie } });

const tag = () => `zr${Math.random().toString(36).slice(2, 8)}`;
const text = (element: { text: string } | null | undefined) => element?.text.replace(/\s+/g, " ").trim();
const card = (page: Page, heading: string) =>
  page.doc
    .querySelector("main")
    ?.querySelectorAll(".overview-card")
    .find((section) => text(section.querySelector("h2")) === heading);
const headings = (page: Page) => page.doc.querySelectorAll("main h2").map((h) => text(h));

/** Removes the test's entries (by title tag) of every list, their authors, history, audit rows, e-mails and search rows. */
function forget(title: string) {
  cleanup(async () => {
    const db = suite.db;
    for (const table of ["announcements", "news", "circulars"] as const) {
      const rows = await db.selectFrom(table).select("id").where("title", "like", `%${title}%`).execute();
      for (const { id } of rows) {
        if (table === "circulars") {
          await db.deleteFrom("circular_category_links").where("circular_id", "=", id).execute();
          await db.deleteFrom("circular_attachments").where("circular_id", "=", id).execute();
        }
        await db.deleteFrom("revisions").where("entry_id", "=", id).execute();
        await db.deleteFrom("audit_log").where("entry_id", "=", id).execute();
        await db.deleteFrom("entry_authors").where("entry_id", "=", id).execute();
        await db.deleteFrom("search_documents").where("key", "=", id).execute();
        await db.deleteFrom(table).where("id", "=", id).execute();
      }
    }
    await db.deleteFrom("outbox").where("subject", "like", `%${title}%`).execute();
    await bumpContentVersion(db);
  });
}

/** Everything a refused write could have touched, to compare before and after. */
async function snapshot(db: Kysely<Database> = suite.db) {
  // Every row, as sorted JSON (the order of a table's rows is not its content).
  const all = async (table: keyof Database, _order: string) =>
    (
      await db
        .selectFrom(table as "announcements")
        .selectAll()
        .execute()
    )
      .map((row) => JSON.stringify(row))
      .sort();
  return {
    announcements: await all("announcements", "id"),
    news: await all("news", "id"),
    circulars: await all("circulars", "id"),
    questions: await all("questions", "id"),
    entryAuthors: await all("entry_authors", "entry_id"),
    revisions: await all("revisions", "id"),
    audit: await all("audit_log", "id"),
    search: await all("search_documents", "entry_id"),
    outbox: await all("outbox", "id"),
    issues: await all("newsletter_issues", "id"),
    media: await all("media", "id"),
    firm: await all("firm_settings", "id"),
    version: await all("content_version", "version"),
  };
}

/** A refusal: 403, a Turkish message, and nothing changed. */
async function expectRefused(send: () => Promise<Response>, message: RegExp) {
  const before = await snapshot();
  const answer = await send();
  expect(answer.status).toBe(403);
  expect(await answer.text()).toMatch(message);
  expect(await snapshot()).toEqual(before);
}

const entryForm = (title: string, status: string, extra: Record<string, string> = {}): Record<string, string> => ({
  intent: "kaydet",
  baslik: title,
  icerik: `<p>${title} metni. İkinci cümle.</p>`,
  durum: status,
  ...extra,
});

/** A Yazar's draft announcement, written through the screen; its id. */
async function authorDraft(email: string, title: string, list = "duyurular"): Promise<string> {
  const response = await post(as(email), `/adminpanel/${list}`, entryForm(title, "taslak"));
  expect(response.status).toBe(302);
  const table = list === "haberler" ? "news" : "announcements";
  const row = await suite.db.selectFrom(table).select("id").where("title", "=", title).executeTakeFirstOrThrow();
  return row.id;
}

const authorRow = (entryId: string) => suite.db.selectFrom("entry_authors").selectAll().where("entry_id", "=", entryId).executeTakeFirst();
const announcement = (id: string) => suite.db.selectFrom("announcements").selectAll().where("id", "=", id).executeTakeFirst();
const mailsAbout = (title: string) =>
  suite.db
    .selectFrom("outbox")
    .select(["recipient", "subject", "text_body"])
    .where("subject", "like", `%${title}%`)
    .orderBy("recipient")
    .execute();

describe("a Yazar's drafts (the use cases' rules)", () => {
  it("creates a draft, recorded as theirs in the same write, with its revision and audit row", async () => {
    const title = `Yazar taslağı ${tag()}`;
    forget(title);
    const id = await authorDraft(AUTHOR, title);
    expect(await announcement(id)).toMatchObject({ status: "draft", published_at: null });
    expect(await authorRow(id)).toMatchObject({ list: "duyurular", author_id: people[AUTHOR]!.id, ready_at: null, note: null });
    const audit = await suite.db.selectFrom("audit_log").selectAll().where("entry_id", "=", id).execute();
    expect(audit).toMatchObject([{ action: "create", admin_email: AUTHOR, list: "duyurular" }]);
  });

  it("an entry an editor writes has no author row", async () => {
    const title = `Editör kaydı ${tag()}`;
    forget(title);
    expect((await post(as(EDITOR), "/adminpanel/duyurular", entryForm(title, "taslak"))).status).toBe(302);
    const row = await suite.db.selectFrom("announcements").select("id").where("title", "=", title).executeTakeFirstOrThrow();
    expect(await authorRow(row.id)).toBeUndefined();
  });

  it("refuses Yayında and Zamanlanmış from a Yazar with 403, storing nothing", async () => {
    const title = `Yazar yayın denemesi ${tag()}`;
    forget(title);
    await expectRefused(
      () => post(as(AUTHOR), "/adminpanel/duyurular", entryForm(title, "yayinda")),
      /Yazarlar yalnızca taslak kaydedebilir/,
    );
    await expectRefused(
      () => post(as(AUTHOR), "/adminpanel/haberler", entryForm(title, "zamanlanmis", { yayin_zamani: "2099-05-01T10:00" })),
      /Yazarlar yalnızca taslak kaydedebilir/,
    );
    expect(await suite.db.selectFrom("announcements").select("id").where("title", "=", title).execute()).toEqual([]);
  });

  it("refuses a Yazar in the lists without drafts (Sorular, Araçlar): the screen and a crafted POST", async () => {
    const title = `Yazar sorusu ${tag()}`;
    expect((await get(as(AUTHOR), "/adminpanel/sorular")).status).toBe(403);
    expect((await get(as(AUTHOR), "/adminpanel/araclar")).status).toBe(403);
    await expectRefused(
      () => post(as(AUTHOR), "/adminpanel/sorular", { intent: "kaydet", soru: title, cevap: "<p>Cevap.</p>" }),
      /yetkiniz yok/,
    );
  });

  it("refuses a Yazar's edit of another's entry and of their own once it is no longer a draft", async () => {
    const title = `Başkasının kaydı ${tag()}`;
    forget(title);
    const others = await addPost(suite.db, "announcements", { title, status: "draft" }, cleanup);
    await expectRefused(
      () => post(as(AUTHOR), "/adminpanel/duyurular", entryForm(`${title} değişti`, "taslak", { id: others.id })),
      /Yalnızca kendi yazdığınız taslakları/,
    );
    const second = await authorDraft(AUTHOR_2, `${title} ikinci yazar`);
    await expectRefused(
      () => post(as(AUTHOR), "/adminpanel/duyurular", entryForm(`${title} değişti`, "taslak", { id: second })),
      /Yalnızca kendi yazdığınız taslakları/,
    );

    const own = await authorDraft(AUTHOR, `${title} kendi`);
    // Its own draft: the edit goes through.
    expect((await post(as(AUTHOR), "/adminpanel/duyurular", entryForm(`${title} kendi düzeltildi`, "taslak", { id: own }))).status).toBe(
      302,
    );
    expect((await announcement(own))?.title).toBe(`${title} kendi düzeltildi`);
    // Published by an editor: the Yazar may no longer change it.
    expect((await post(as(EDITOR), "/adminpanel/duyurular", entryForm(`${title} kendi düzeltildi`, "yayinda", { id: own }))).status).toBe(
      302,
    );
    await expectRefused(
      () => post(as(AUTHOR), "/adminpanel/duyurular", entryForm(`${title} yeniden`, "taslak", { id: own })),
      /artık taslak değil/,
    );
  });

  it("lets a Yazar delete only their own drafts", async () => {
    const title = `Silinecek ${tag()}`;
    forget(title);
    const others = await addPost(suite.db, "announcements", { title: `${title} başkası`, status: "draft" }, cleanup);
    await expectRefused(() => post(as(AUTHOR), "/adminpanel/duyurular", { intent: "sil", id: others.id }), /Yalnızca kendi yazdığınız/);
    const second = await authorDraft(AUTHOR_2, `${title} ikinci`);
    await expectRefused(() => post(as(AUTHOR), "/adminpanel/duyurular", { intent: "sil", id: second }), /Yalnızca kendi yazdığınız/);
    const own = await authorDraft(AUTHOR, `${title} kendi`);
    expect((await post(as(AUTHOR), "/adminpanel/duyurular", { intent: "sil", id: own })).status).toBe(302);
    expect(await announcement(own)).toBeUndefined();
  });

  it("shows a Yazar only their own entries, the status Taslak only, no history, and refuses opening another's", async () => {
    const title = `Liste ${tag()}`;
    forget(title);
    const others = await addPost(suite.db, "announcements", { title: `${title} başkası`, status: "draft" }, cleanup);
    const own = await authorDraft(AUTHOR, `${title} kendi`);
    const list = await get(as(AUTHOR), `/adminpanel/duyurular?ara=${encodeURIComponent(title)}`);
    expect(list.status).toBe(200);
    const titles = list.doc.querySelectorAll("td.admin-cell-title").map((td) => text(td));
    expect(titles).toEqual([`${title} kendi`]);
    expect(list.doc.querySelector(`a[aria-label="Düzenle: ${title} kendi"]`)).not.toBeNull();
    expect(list.doc.querySelector(`a[aria-label^="Geçmiş:"]`)).toBeNull();
    // The editor sees both, with their history.
    const editors = await get(as(EDITOR), `/adminpanel/duyurular?ara=${encodeURIComponent(title)}`);
    expect(editors.doc.querySelectorAll("td.admin-cell-title").length).toBe(2);
    expect(editors.doc.querySelector(`a[aria-label="Geçmiş: ${title} kendi"]`)).not.toBeNull();

    const form = await get(as(AUTHOR), `/adminpanel/duyurular?duzenle=${own}`);
    expect(form.doc.querySelectorAll('input[name="durum"]').map((input) => input.getAttribute("value"))).toEqual(["taslak"]);
    expect(form.doc.querySelector('input[name="yayin_zamani"]')).toBeNull();
    expect((await get(as(AUTHOR), `/adminpanel/duyurular?duzenle=${others.id}`)).status).toBe(403);
    expect((await get(as(AUTHOR), `/adminpanel/duyurular?sil=${others.id}`)).status).toBe(403);
    // The preview of a saved entry: their own only.
    expect((await get(as(AUTHOR), previewPath("duyurular", own))).status).toBe(200);
    expect((await get(as(AUTHOR), previewPath("duyurular", others.id))).status).toBe(403);
    expect((await get(as(EDITOR), previewPath("duyurular", others.id))).status).toBe(200);
  });

  it("hides the sirküler's e-bülten box from a Yazar and refuses it with a publish", async () => {
    const form = await get(as(AUTHOR), "/adminpanel/sirkuler?yeni");
    expect(form.status).toBe(200);
    expect(form.doc.querySelector('input[name="bulten_taslagi"]')).toBeNull();
    expect((await get(owner(), "/adminpanel/sirkuler?yeni")).doc.querySelector('input[name="bulten_taslagi"]')).not.toBeNull();
    const title = `Sirküler bülten ${tag()}`;
    forget(title);
    const number = form.doc.querySelector("#kayit-numara")?.getAttribute("value") ?? "";
    await expectRefused(
      () =>
        post(as(AUTHOR), "/adminpanel/sirkuler", [
          ...Object.entries(entryForm(title, "yayinda", { numara: number, bulten_taslagi: "1" })),
          ["kategori", "kategori-kdv"],
        ]),
      /Yazarlar yalnızca taslak kaydedebilir/,
    );
  });
});

describe("the review: Yayına hazır, publishing, Geri gönder", () => {
  it("Yayına hazır marks the draft, audits it and e-mails every editor, manager and owner who can sign in", async () => {
    const title = `Hazır ${tag()}`;
    forget(title);
    const id = await authorDraft(AUTHOR, title);
    const response = await post(as(AUTHOR), "/adminpanel/duyurular", { intent: "hazir", id });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/adminpanel/duyurular?durum=hazir");
    const row = await authorRow(id);
    expect(row?.ready_at).not.toBeNull();
    expect(
      await suite.db
        .selectFrom("audit_log")
        .select(["action", "admin_email"])
        .where("entry_id", "=", id)
        .where("action", "=", "review-ready")
        .execute(),
    ).toEqual([{ action: "review-ready", admin_email: AUTHOR }]);
    const mails = await mailsAbout(title);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([EDITOR, MANAGER, TEST_ADMIN.email].sort());
    for (const mail of mails) {
      expect(mail.subject).toContain(`yayına hazır duyuru: ${title}`);
      expect(mail.text_body).toContain(`https://ymm.test/adminpanel/duyurular?duzenle=${id}`);
    }
    // Its state on the Yazar's form and in the list.
    const form = await get(as(AUTHOR), `/adminpanel/duyurular?duzenle=${id}`);
    expect(text(form.doc.querySelector(".review-panel"))).toContain("Yayına hazır");
    expect(form.doc.querySelector('.review-panel button[value="hazir"]')).toBeNull();
    const list = await get(as(AUTHOR), `/adminpanel/duyurular?ara=${encodeURIComponent(title)}`);
    expect(text(list.doc.querySelector(".entry-status"))).toBe("Taslak · Yayına hazır");
  });

  it("refuses Yayına hazır on another's draft or an editor's entry, changing nothing", async () => {
    const title = `Hazır değil ${tag()}`;
    forget(title);
    const second = await authorDraft(AUTHOR_2, title);
    await expectRefused(() => post(as(AUTHOR), "/adminpanel/duyurular", { intent: "hazir", id: second }), /Yalnızca kendi yazdığınız/);
    const editors = await addPost(suite.db, "announcements", { title: `${title} editör`, status: "draft" }, cleanup);
    await expectRefused(() => post(as(AUTHOR), "/adminpanel/duyurular", { intent: "hazir", id: editors.id }), /Yalnızca kendi yazdığınız/);
  });

  it("lists it on the editors' Genel bakış; the editor opens it and publishes it, which ends the wait", async () => {
    const title = `Yayımlanacak ${tag()}`;
    forget(title);
    const id = await authorDraft(AUTHOR, title, "haberler");
    expect((await post(as(AUTHOR), "/adminpanel/haberler", { intent: "hazir", id })).status).toBe(302);

    const overview = await get(as(EDITOR), "/adminpanel");
    const ready = card(overview, "Yayına hazır");
    const item = ready?.querySelectorAll("li").find((li) => text(li)?.includes(title));
    expect(item?.querySelector("a")?.getAttribute("href")).toBe(`/adminpanel/haberler?duzenle=${id}`);
    expect(text(item)).toContain("Haberler");
    expect(text(item)).toContain(AUTHOR);
    expect(text(item)).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);

    const form = await get(as(EDITOR), `/adminpanel/haberler?duzenle=${id}`);
    expect(text(form.doc.querySelector(".review-panel"))).toContain("inceleme bekliyor");
    expect(form.doc.querySelector('.review-panel button[value="geri-gonder"]')).not.toBeNull();
    expect((await post(as(EDITOR), "/adminpanel/haberler", entryForm(title, "yayinda", { id }))).status).toBe(302);
    expect(await suite.db.selectFrom("news").select("status").where("id", "=", id).executeTakeFirst()).toEqual({ status: "published" });
    expect((await authorRow(id))?.ready_at).toBeNull();
    const after = await get(as(EDITOR), "/adminpanel");
    expect(text(card(after, "Yayına hazır"))).not.toContain(title);
  });

  it("Geri gönder needs a note of at most 1000 characters; then it is stored with who wrote it, the author is e-mailed and sees it", async () => {
    const title = `Geri gönderilecek ${tag()}`;
    forget(title);
    const id = await authorDraft(AUTHOR, title);
    expect((await post(as(AUTHOR), "/adminpanel/duyurular", { intent: "hazir", id })).status).toBe(302);

    for (const note of ["", "   ", "x".repeat(1001)]) {
      const before = await snapshot();
      const refused = await post(as(EDITOR), `/adminpanel/duyurular?duzenle=${id}`, { intent: "geri-gonder", id, not: note });
      expect(refused.status).toBe(400);
      expect(parse(await refused.text()).querySelector("#inceleme-not-hata")?.text).toMatch(/notla yazın|en fazla 1000 karakter/);
      expect(await snapshot()).toEqual(before);
    }
    // A Yazar cannot send back.
    await expectRefused(() => post(as(AUTHOR_2), "/adminpanel/duyurular", { intent: "geri-gonder", id, not: "Olmaz." }), /Editör yetkisi/);

    const note = "Kaynak ekleyin; ikinci paragraf kısaltılmalı.";
    const response = await post(as(EDITOR), "/adminpanel/duyurular", { intent: "geri-gonder", id, not: note });
    expect(response.status).toBe(302);
    expect(await authorRow(id)).toMatchObject({ ready_at: null, note, note_by: EDITOR });
    expect(
      await suite.db
        .selectFrom("audit_log")
        .select(["action", "admin_email"])
        .where("entry_id", "=", id)
        .where("action", "=", "review-send-back")
        .execute(),
    ).toEqual([{ action: "review-send-back", admin_email: EDITOR }]);
    const back = (await mailsAbout(title)).filter((mail) => mail.subject.includes("geri gönderildi"));
    expect(back.map((mail) => mail.recipient)).toEqual([AUTHOR]);
    expect(back[0]?.text_body).toContain(note);

    const form = await get(as(AUTHOR), `/adminpanel/duyurular?duzenle=${id}`);
    const panel = text(form.doc.querySelector(".review-panel"));
    expect(panel).toContain("Geri gönderildi");
    expect(panel).toContain(note);
    expect(form.doc.querySelector('.review-panel button[value="hazir"]')).not.toBeNull();
    const overview = await get(as(AUTHOR), "/adminpanel");
    const mine = card(overview, "Yazılarım")
      ?.querySelectorAll("li")
      .find((li) => text(li)?.includes(title));
    expect(text(mine)).toContain("Geri gönderildi");
    expect(text(mine)).toContain(note);
    // Marked ready again: the note is done with.
    expect((await post(as(AUTHOR), "/adminpanel/duyurular", { intent: "hazir", id })).status).toBe(302);
    expect(await authorRow(id)).toMatchObject({ note: null, note_by: null });
  });
});

describe("Genel bakış and other screens by role", () => {
  it("shows a Yazar their own entries with their state and none of the office's figures", async () => {
    const title = `Genel ${tag()}`;
    forget(title);
    const draft = await authorDraft(AUTHOR, `${title} taslak`);
    const ready = await authorDraft(AUTHOR, `${title} hazır`);
    expect((await post(as(AUTHOR), "/adminpanel/duyurular", { intent: "hazir", id: ready })).status).toBe(302);
    await authorDraft(AUTHOR_2, `${title} başkası`);
    const page = await get(as(AUTHOR), "/adminpanel");
    expect(page.status).toBe(200);
    expect(headings(page)).toEqual(["Yazılarım", "Yaklaşan vergi son günleri"]);
    const mine = card(page, "Yazılarım");
    const line = (t: string) => text(mine?.querySelectorAll("li").find((li) => text(li)?.includes(t)));
    expect(line(`${title} taslak`)).toContain("Taslak");
    expect(line(`${title} hazır`)).toContain("Yayına hazır");
    expect(line(`${title} başkası`)).toBeUndefined();
    expect(mine?.querySelector(`a[href="/adminpanel/duyurular?duzenle=${draft}"]`)).not.toBeNull();
    expect(page.doc.querySelector('main a[href="/adminpanel/vergi-takvimi"]')).toBeNull();
  });

  it("shows an Editör the review list, messages and drafts, but not the subscribers, outbox or setup a Yönetici sees", async () => {
    const editor = await get(as(EDITOR), "/adminpanel");
    expect(headings(editor)).toEqual(["Yayına hazır", "Mesajlar", "Taslaklar ve zamanlananlar", "Yaklaşan vergi son günleri"]);
    const manager = await get(as(MANAGER), "/adminpanel");
    expect(headings(manager)).toEqual(
      expect.arrayContaining([
        "Yayına hazır",
        "Mesajlar",
        "Taslaklar ve zamanlananlar",
        "Giden e-postalar",
        "Aboneler",
        "Yaklaşan vergi son günleri",
      ]),
    );
  });

  it("lets a Yazar upload a picture but not delete one", async () => {
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .jpeg()
      .toBuffer();
    const image = await uploadAs(as(AUTHOR), bytes);
    const library = await get(as(AUTHOR), "/adminpanel/medya");
    expect(library.status).toBe(200);
    expect(library.doc.querySelector('a[aria-label^="Sil:"]')).toBeNull();
    expect((await get(as(AUTHOR), `/adminpanel/medya?sil=${image.id}`)).doc.querySelector('button[value="sil"]')).toBeNull();
    await expectRefused(() => post(as(AUTHOR), "/adminpanel/medya", { intent: "sil", id: image.id }), /Editör yetkisi/);
    expect((await get(as(EDITOR), "/adminpanel/medya")).doc.querySelector('a[aria-label^="Sil:"]')).not.toBeNull();
  });

  it("gives the firm settings' history to a Yönetici only, the pages' to an Editör", async () => {
    expect((await get(as(EDITOR), "/adminpanel/firma-gecmisi/settings/settings")).status).toBe(403);
    await expectRefused(
      () => post(as(EDITOR), "/adminpanel/firma-gecmisi/settings/settings", { intent: "geri-yukle", surum: "1" }),
      /yetkiniz yok/,
    );
    expect((await get(as(MANAGER), "/adminpanel/firma-gecmisi/settings/settings")).status).toBe(200);
    expect((await get(as(EDITOR), "/adminpanel/firma-gecmisi/page/hakkimizda")).status).not.toBe(403);
  });
});

/** POST /adminpanel/medya as the editor's upload sends it (JSON answer); the picture is deleted after the test. */
async function uploadAs(cookie: string, bytes: Buffer): Promise<{ id: string }> {
  const form = new FormData();
  form.append("dosya", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "kapak.jpg");
  const response = await fetch(`${suite.server.url}/adminpanel/medya`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Origin: suite.server.url, Accept: "application/json", Cookie: cookie },
  });
  expect(response.status).toBe(200);
  const image = (await response.json()) as { id: string };
  cleanup(async () => {
    await suite.db.deleteFrom("media_files").where("media_id", "=", image.id).execute();
    await suite.db.deleteFrom("media").where("id", "=", image.id).execute();
    await suite.db.deleteFrom("audit_log").where("entry_id", "=", image.id).execute();
  });
  return image;
}

describe("issue 25's acceptance", () => {
  it("a Yazar's sirküler draft with an image, marked ready; crafted POSTs refused; the Editör publishes it", async () => {
    const title = `Kabul sirküleri ${tag()}`;
    forget(title);
    await keepFirmRows(suite.db, cleanup);
    // The Yazar writes a sirküler draft with a cover picture and marks it ready.
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 160, g: 60, b: 40 } } })
      .jpeg()
      .toBuffer();
    const image = await uploadAs(as(AUTHOR), bytes);
    const form = await get(as(AUTHOR), "/adminpanel/sirkuler?yeni");
    const number = form.doc.querySelector("#kayit-numara")?.getAttribute("value") ?? "";
    const saved = await post(as(AUTHOR), "/adminpanel/sirkuler", [
      ...Object.entries(entryForm(title, "taslak", { numara: number, kapak: image.id, kapak_alt: "Kırmızı bir kapak görseli" })),
      ["kategori", "kategori-kdv"],
    ]);
    expect(saved.status).toBe(302);
    const circular = await suite.db.selectFrom("circulars").selectAll().where("title", "=", title).executeTakeFirstOrThrow();
    expect(circular).toMatchObject({ status: "draft", cover_media_id: image.id });
    expect((await authorRow(circular.id))?.author_id).toBe(people[AUTHOR]!.id);
    expect((await post(as(AUTHOR), "/adminpanel/sirkuler", { intent: "hazir", id: circular.id })).status).toBe(302);

    // Crafted POSTs from the Yazar's session: each 403, nothing changed.
    await expectRefused(
      () =>
        post(as(AUTHOR), "/adminpanel/sirkuler", [
          ...Object.entries(entryForm(title, "yayinda", { id: circular.id, numara: number })),
          ["kategori", "kategori-kdv"],
        ]),
      /Yazarlar yalnızca taslak kaydedebilir/,
    );
    const others = await addPost(suite.db, "news", { title: `${title} başkasının haberi` }, cleanup);
    await expectRefused(() => post(as(AUTHOR), "/adminpanel/haberler", { intent: "sil", id: others.id }), /Yalnızca kendi yazdığınız/);
    const firm = await storedSettings(suite.db);
    await expectRefused(
      () =>
        postEntries(
          suite.server,
          as(AUTHOR),
          "/adminpanel/firma",
          settingsForm(firm.settings, firm.revision, { telefon: "(0232) 444 55 66" }),
        ).then((page) => new Response(page.html, { status: page.status })),
      /yetkiniz yok/,
    );
    const subscriber = await addSubscriber(suite.db, `kabul-${newId()}@ornek.test`);
    cleanup(() => suite.db.deleteFrom("subscribers").where("id", "=", subscriber.id).execute());
    await expectRefused(
      () => fetch(`${suite.server.url}/adminpanel/aboneler/csv`, { redirect: "manual", headers: { Cookie: as(AUTHOR) } }),
      /yetkiniz yok/,
    );
    const issue = await addIssue(suite.db, `${title} bülteni`);
    cleanup(() => suite.db.deleteFrom("newsletter_issues").where("id", "=", issue.id).execute());
    await expectRefused(() => post(as(AUTHOR), `/adminpanel/bulten/${issue.id}/gonder`, { intent: "gonder" }), /yetkiniz yok/);

    // The Editör publishes it.
    const published = await post(as(EDITOR), "/adminpanel/sirkuler", [
      ...Object.entries(
        entryForm(title, "yayinda", { id: circular.id, numara: number, kapak: image.id, kapak_alt: "Kırmızı bir kapak görseli" }),
      ),
      ["kategori", "kategori-kdv"],
    ]);
    expect(published.status).toBe(302);
    expect(await suite.db.selectFrom("circulars").select("status").where("id", "=", circular.id).executeTakeFirst()).toEqual({
      status: "published",
    });
    expect((await authorRow(circular.id))?.ready_at).toBeNull();
    const page = await fetchPage(suite.server.url, "/sirkuler");
    expect(page.html).toContain(title);
  });
});
