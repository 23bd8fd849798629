/**
 * Bulunamayan adresler (issue 44, ADR 066) on the production build: a public address answered
 * 404 is counted once, by its path (never its query, nothing of the visitor), the Turkish and the
 * English not-found pages alike, not for a bot; the screen lists it with "Yönlendirme ekle",
 * which opens Yönlendirmeler with the old address filled in; the redirect made there answers
 * the address with 301 and the screen shows where it goes.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { adminPaths, redirectFromPath } from "#app/lib/admin-paths.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { paths } from "#app/lib/paths.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";
import { GOOGLEBOT } from "#tests/helpers/user-agents.ts";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const MISSING = "/eski-hizmet-sayfasi";
const ENGLISH_MISSING = "/en/old-services-page";

let server: TestServer;
let db: Kysely<Database>;
let owner: string;
let editor: string;

const missingRows = () => db.selectFrom("analytics_daily").selectAll().where("dimension", "=", "missing").execute();

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((done) => setTimeout(done, 100));
  }
}

beforeAll(async () => {
  server = await startServer({ ANALYTICS_FLUSH_MS: "200" });
  db = openTestDb(server.databaseUrl);
  owner = await signIn(server);
  await addAdmin(db, "editor@bulunamayan.test", "bulunamayan-testi-sifresi-2026", () => {}, "editor");
  editor = await signIn(server, "editor@bulunamayan.test", "bulunamayan-testi-sifresi-2026");
});

afterAll(async () => {
  await db.destroy();
  await server.stop();
});

describe("Bulunamayan adresler", () => {
  it("counts a 404 once by its path, Turkish and English, not a bot's", async () => {
    const asVisitor = { headers: { "user-agent": CHROME } };
    expect((await fetchPage(server.url, `${MISSING}?eposta=kisi%40ornek.test&utm=x`, asVisitor)).status).toBe(404);
    expect((await fetchPage(server.url, `${MISSING}?sayfa=2`, asVisitor)).status).toBe(404);
    expect((await fetchPage(server.url, ENGLISH_MISSING, asVisitor)).status).toBe(404);
    expect((await fetchPage(server.url, "/robotun-istedigi", { headers: { "user-agent": GOOGLEBOT } })).status).toBe(404);
    // A page that exists is no 404.
    expect((await fetchPage(server.url, paths.faq, asVisitor)).status).toBe(200);

    const rows = await until(async () => {
      const found = await missingRows();
      return found.some((row) => row.value === ENGLISH_MISSING) && found.some((row) => row.value === MISSING) ? found : undefined;
    });
    const today = istanbulDay(new Date());
    expect(rows.find((row) => row.value === MISSING)).toMatchObject({ day: today, views: 2, visitors: 0 });
    expect(rows.find((row) => row.value === ENGLISH_MISSING)).toMatchObject({ views: 1, visitors: 0 });
    expect(rows.map((row) => row.value)).not.toContain("/robotun-istedigi");
    // Nothing of the query is kept anywhere in the statistics.
    const everything = JSON.stringify(await db.selectFrom("analytics_daily").selectAll().execute());
    expect(everything).not.toContain("eposta");
    expect(everything).not.toContain("ornek.test");
  });

  it("lists the address with Yönlendirme ekle, which opens Yönlendirmeler filled in; the redirect answers it", async () => {
    const screen = await fetchPage(server.url, adminPaths.missingPages, { headers: { Cookie: owner } });
    expect(screen.status).toBe(200);
    const row = screen.doc.querySelectorAll(".missing-pages-table tbody tr").find((tr) => tr.querySelector("td")?.text.trim() === MISSING);
    expect(row?.querySelectorAll("td")[1]?.text.trim()).toBe("2");
    const add = row?.querySelector("a");
    expect(add?.text.trim()).toBe("Yönlendirme ekle");
    expect(add?.getAttribute("href")).toBe(redirectFromPath(MISSING));

    const form = await fetchPage(server.url, redirectFromPath(MISSING), { headers: { Cookie: owner } });
    expect(form.status).toBe(200);
    expect(form.doc.querySelector('input[name="eski"]')?.getAttribute("value")).toBe(MISSING);

    const posted = await fetch(`${server.url}${adminPaths.redirects}`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "ekle", eski: MISSING, yeni: paths.contact }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: owner },
    });
    expect(posted.status).toBe(303);
    const moved = await fetchPage(server.url, MISSING, { headers: { "user-agent": CHROME } });
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(paths.contact);

    const after = await fetchPage(server.url, adminPaths.missingPages, { headers: { Cookie: owner } });
    const redirected = after.doc
      .querySelectorAll(".missing-pages-table tbody tr")
      .find((tr) => tr.querySelector("td")?.text.trim() === MISSING);
    expect(redirected?.text).toContain(`→ ${paths.contact}`);
    expect(redirected?.querySelector("a")).toBeNull();
  });

  it("shows an Editör the list without Yönlendirme ekle (Yönlendirmeler is the Yönetici's)", async () => {
    const screen = await fetchPage(server.url, adminPaths.missingPages, { headers: { Cookie: editor } });
    expect(screen.status).toBe(200);
    expect(screen.html).toContain(ENGLISH_MISSING);
    expect(screen.html).not.toContain("Yönlendirme ekle</a>");
  });
});

describe("without the page cache (PAGE_CACHE_MB=0)", () => {
  it("counts a 404 once where it is answered there too", async () => {
    const uncached = await startServer({ ANALYTICS_FLUSH_MS: "200", PAGE_CACHE_MB: "0" });
    const other = openTestDb(uncached.databaseUrl);
    try {
      const path = "/onbelleksiz-kayip-sayfa";
      for (let i = 0; i < 2; i++)
        expect((await fetchPage(uncached.url, `${path}?i=${i}`, { headers: { "user-agent": CHROME } })).status).toBe(404);
      const row = await until(async () => {
        const found = await other
          .selectFrom("analytics_daily")
          .selectAll()
          .where("dimension", "=", "missing")
          .where("value", "=", path)
          .executeTakeFirst();
        return found ?? undefined;
      });
      await new Promise((done) => setTimeout(done, 500)); // a second count would show here
      expect(
        (
          await other
            .selectFrom("analytics_daily")
            .select("views")
            .where("dimension", "=", "missing")
            .where("value", "=", path)
            .executeTakeFirst()
        )?.views,
      ).toBe(2);
      expect(row.visitors).toBe(0);
    } finally {
      await other.destroy();
      await uncached.stop();
    }
  });
});
