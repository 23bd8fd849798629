/**
 * The admin's request body limit (.server/web/security/http.ts, ADR 035).
 * Its forms with long text are sent as multipart, so the fullest form of
 * Turkish letters arrives and a field one letter over gets its own message;
 * a 600 KB body, as a form post or multipart, from the page or from the
 * editor's own request (.data), is answered 413 with a Turkish message before
 * it is read, and changes nothing.
 */
import { parse } from "node-html-parser";
import { afterEach, describe, expect, it } from "vitest";
import { adminListPath, adminPaths, pageEditPath } from "#app/lib/admin-paths.ts";
import { CONTENT_LIMITS } from "#app/lib/content-lists.ts";
import { ADMIN_FORM_TOO_LARGE } from "#app/lib/form-limits.ts";
import { postAs } from "#tests/helpers/admin.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost } from "#tests/helpers/db.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);

/** A unique title, and the news items saved under it removed after the test. */
function titled(label: string): string {
  const title = `${label} ${Math.random().toString(36).slice(2, 8)}`;
  cleanup(async () => {
    for (const { id } of await suite.db.selectFrom("news").select("id").where("title", "=", title).execute()) {
      await suite.db.deleteFrom("news").where("id", "=", id).execute();
      await suite.db.deleteFrom("revisions").where("entry_id", "=", id).execute();
    }
  });
  return title;
}

const rowOf = (title: string) => suite.db.selectFrom("news").selectAll().where("title", "=", title).executeTakeFirst();

/** A save of the news form as the browser sends it now (multipart), to the page or to React Router's data request. */
function saveMultipart(fields: Record<string, string>, path = adminListPath("haberler")) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ intent: "kaydet", ...fields })) body.append(name, value);
  return fetch(`${suite.server.url}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: suite.server.url, Cookie: suite.cookie },
  });
}

/** The same as a form post (x-www-form-urlencoded), as the forms were sent before. */
const saveFormPost = (fields: Record<string, string>) =>
  postAs(suite.server, adminListPath("haberler"), { intent: "kaydet", ...fields }, { Cookie: suite.cookie });

const paragraph = (letters: number, letter = "ş") => `<p>${letter.repeat(letters)}</p>`;
/** 600 KB of text: no form of ours within its fields' limits is that large when sent as it is sent. */
const HUGE = paragraph(600 * 1024, "a");

describe("the admin's forms with long text", () => {
  it("are sent as multipart: the entry, e-bülten issue, firm page, service and Firma bilgileri forms", async () => {
    for (const path of [
      `${adminListPath("haberler")}?yeni`,
      `${adminPaths.newsletter}?yeni`,
      pageEditPath("about"),
      `${adminPaths.services}/yeni`,
      adminPaths.firm,
    ]) {
      const page = parse(await (await fetch(`${suite.server.url}${path}`, { headers: { Cookie: suite.cookie } })).text());
      const form = page.querySelector("form.entry-form, form.firm-form");
      expect(form?.getAttribute("enctype"), path).toBe("multipart/form-data");
    }
  });

  it("takes a text of exactly the limit in Turkish letters, and refuses one more letter with the field's own message, never 413", async () => {
    const full = paragraph(CONTENT_LIMITS.body - "<p></p>".length);
    expect(full.length).toBe(CONTENT_LIMITS.body);
    const title = titled("Uzun Türkçe haber");
    const metaDescription = "ğ".repeat(CONTENT_LIMITS.metaDescription);
    const saved = await saveMultipart({ baslik: title, icerik: full, durum: "taslak", meta_aciklama: metaDescription });
    expect(saved.status).toBe(302);
    expect(await rowOf(title)).toMatchObject({ body: full, meta_description: metaDescription });

    const over = titled("Fazla uzun haber");
    const refused = await saveMultipart({ baslik: over, icerik: paragraph(CONTENT_LIMITS.body - 6), durum: "taslak" });
    expect(refused.status).toBe(400);
    expect(parse(await refused.text()).querySelector("#kayit-icerik-hata")?.text).toContain("İçerik en fazla");
    expect(await rowOf(over)).toBeUndefined();
  });
});

describe("a 600 KB admin form", () => {
  it("is refused with 413 and the Turkish message, as a form post or multipart, from the page or the editor's data request; nothing changes", async () => {
    const post = await addPost(suite.db, "news", { title: titled("Değişmeyecek haber") }, cleanup);
    const before = await rowOf(post.title);
    const fields = { id: post.id, baslik: post.title, icerik: HUGE, durum: "taslak" };
    for (const [how, send] of [
      ["form post", () => saveFormPost(fields)],
      ["multipart", () => saveMultipart(fields)],
      ["data request", () => saveMultipart(fields, `${adminListPath("haberler")}.data`)],
    ] as const) {
      const response = await send();
      expect(response.status, how).toBe(413);
      expect(await response.text(), how).toBe(ADMIN_FORM_TOO_LARGE);
    }
    const added = titled("Eklenmeyecek haber");
    expect((await saveMultipart({ baslik: added, icerik: HUGE, durum: "taslak" })).status).toBe(413);
    expect(await rowOf(post.title)).toEqual(before);
    expect(await rowOf(added)).toBeUndefined();

    // The next save of a normal size goes through.
    const saved = await saveMultipart({ id: post.id, baslik: post.title, icerik: "<p>Kısa metin.</p>", durum: "taslak" });
    expect(saved.status).toBe(302);
    expect((await rowOf(post.title))?.body).toBe("<p>Kısa metin.</p>");
  });
});
