/**
 * The admin's pages in the public look (Önizle of an entry, of a sirküler and
 * of a firm page; the admin's not-found page) load the public pages'
 * enhancement module as the public pages do: their one inline script, the
 * module's loader (ADR 027), is allowed by the response's own CSP, which in
 * the admin area allows inline scripts by a per-response nonce only.
 */
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { adminPaths, pagePreviewPath } from "#app/lib/admin-paths.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost, addQuestion } from "#tests/helpers/db.ts";
import { fetchPage, type Page } from "#tests/helpers/html.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);

/** The sources of the CSP's script-src directive. */
function scriptSources(page: Page): string[] {
  const csp = page.headers.get("content-security-policy") ?? "";
  const directive = csp.split(";").find((part) => part.trim().startsWith("script-src "));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

/**
 * The page's inline scripts that run (JSON-LD is data, not run), each with
 * whether the CSP allows it: by the nonce it carries, or by its text's hash.
 */
function inlineScripts(page: Page) {
  const sources = scriptSources(page);
  return page.doc
    .querySelectorAll("script:not([src])")
    .filter((script) => ["", "module", "text/javascript"].includes(script.getAttribute("type") ?? ""))
    .map((script) => {
      const nonce = script.getAttribute("nonce");
      const hash = `'sha256-${createHash("sha256").update(script.innerHTML).digest("base64")}'`;
      return {
        loadsTheModule: /\/assets\/enhance-[\w-]+\.js/.test(script.innerHTML),
        allowed: (nonce !== undefined && sources.includes(`'nonce-${nonce}'`)) || sources.includes(hash),
      };
    });
}

/** Every inline script allowed, one of them the enhancement module's loader. */
function expectTheLoaderAllowed(page: Page) {
  const scripts = inlineScripts(page);
  expect(scripts.filter((script) => script.loadsTheModule)).toHaveLength(1);
  expect(scripts.filter((script) => !script.allowed)).toEqual([]);
}

describe("inline scripts of the admin's pages in the public look", () => {
  it("Önizle of a saved announcement and question (GET): the loader carries the response's nonce", async () => {
    const post = await addPost(suite.db, "announcements", { title: `Önizlenen duyuru ${Date.now()}`, status: "draft" }, cleanup);
    const question = await addQuestion(suite.db, { title: `Önizlenen soru ${Date.now()}` }, cleanup);
    for (const path of [`${adminPaths.preview}?liste=duyurular&id=${post.id}`, `${adminPaths.preview}?liste=sorular&id=${question.id}`]) {
      const page = await suite.get(path);
      expect(page.status, path).toBe(200);
      expect(
        scriptSources(page).some((source) => source.startsWith("'nonce-")),
        path,
      ).toBe(true);
      expectTheLoaderAllowed(page);
    }
  });

  it("Önizle of an unsaved sirküler and news item (POST from the form) and of a firm page", async () => {
    const circular = await fetchPage(suite.server.url, `${adminPaths.preview}?liste=sirkuler`, {
      method: "POST",
      body: new URLSearchParams({ baslik: "Kaydedilmemiş sirküler", icerik: "<p>Metin</p>", numara: "2093/1" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: suite.server.url, Cookie: suite.cookie },
    });
    expect(circular.status).toBe(200);
    expect(circular.doc.querySelector(".preview-banner")).not.toBeNull();
    expectTheLoaderAllowed(circular);

    const news = await fetchPage(suite.server.url, `${adminPaths.preview}?liste=haberler`, {
      method: "POST",
      body: new URLSearchParams({ baslik: "Kaydedilmemiş haber", icerik: "<p>Metin</p>" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: suite.server.url, Cookie: suite.cookie },
    });
    expect(news.status).toBe(200);
    expectTheLoaderAllowed(news);

    const firmPage = await suite.get(pagePreviewPath("about"));
    expect(firmPage.status).toBe(200);
    expectTheLoaderAllowed(firmPage);
  });

  it("the admin's not-found pages: an unknown address below /adminpanel, and Önizle of an unknown entry", async () => {
    for (const path of [`${adminPaths.root}/olmayan/bir-ekran`, `${adminPaths.preview}?liste=duyurular&id=olmayan-kayit`]) {
      const page = await suite.get(path);
      expect(page.status, path).toBe(404);
      expectTheLoaderAllowed(page);
    }
  });

  it("a public page still allows its loader by the hash, with no nonce", async () => {
    const page = await suite.get("/sss", false);
    expect(page.status).toBe(200);
    expect(scriptSources(page).some((source) => source.startsWith("'nonce-"))).toBe(false);
    expectTheLoaderAllowed(page);
  });
});
