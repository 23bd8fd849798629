/**
 * Redirects and English paths (issue 43, ADR 062): Yönlendirmeler takes an /en/ path as its old
 * or new address, the public pages answer it with 301 and the new place, and an English page
 * that is live (a fixed English path, a service's published English slug, a sirküler's English
 * summary) cannot be a redirect's source.
 */
import { afterEach, describe, expect, it } from "vitest";
import { isLivePath } from "#app/.server/firm/live-paths.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { englishPaths, englishServicePath } from "#app/lib/paths.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { TEST_DIALECT } from "#tests/helpers/database.ts";
import { putEnglish } from "#tests/helpers/english.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);
const PATH = adminPaths.redirects;

const add = (from: string, to: string) => suite.post(PATH, { intent: "ekle", eski: from, yeni: to });
const clearRedirects = () => cleanup(() => suite.db.deleteFrom("redirects").execute());
const answer = (path: string) => fetch(`${suite.server.url}${path}`, { redirect: "manual" });

describe(`redirects from and to English paths (${TEST_DIALECT})`, () => {
  it("stores a redirect from an old /en/ path to an English page and answers it with 301", async () => {
    clearRedirects();
    expect((await add("/en/old-services.html", englishServicePath("full-certification"))).status).toBe(303);
    const rows = await suite.db.selectFrom("redirects").select(["from_path", "to_path"]).execute();
    expect(rows).toEqual([{ from_path: "/en/old-services.html", to_path: "/en/services/full-certification" }]);
    const response = await answer("/en/old-services.html?ref=mail");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/en/services/full-certification?ref=mail");
    // A Turkish old address may lead to an English page, and an English one to a Turkish page.
    expect((await add("/eski-english", englishPaths.contact)).status).toBe(303);
    expect((await answer("/eski-english")).headers.get("location")).toBe("/en/contact");
    expect((await add("/en/eski-tr", "/iletisim")).status).toBe(303);
    expect((await answer("/en/eski-tr")).headers.get("location")).toBe("/iletisim");
  });

  it("refuses an English page that is live as a redirect's source, with the message at its field", async () => {
    clearRedirects();
    for (const from of [englishPaths.search, englishPaths.founder, englishPaths.circularsRss, "/en/"]) {
      const response = await add(from, "/iletisim");
      expect(response.status, from).toBe(400);
      expect(await response.text(), from).toContain("yayındaki bir sayfanın adresi");
    }
    const service = await suite.db
      .selectFrom("services")
      .select("id")
      .where("hidden", "=", 0)
      .orderBy("position")
      .executeTakeFirstOrThrow();
    const slug = `audit-${Date.now().toString(36)}`;
    expect(await isLivePath(suite.db, englishServicePath(slug))).toBe(false);
    await putEnglish(suite.db, "service", service.id, { slug, fullTitle: "Audit" }, cleanup);
    expect(await isLivePath(suite.db, englishServicePath(slug))).toBe(true);
    const refused = await add(englishServicePath(slug), "/iletisim");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("bir hizmetin İngilizce sayfası");
    expect(await suite.db.selectFrom("redirects").select("from_path").execute()).toEqual([]);
  });
});
