import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ADVERTISING_WORDS_SETTING } from "#app/.server/content/advertising-words.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { announcementPath } from "#app/lib/paths.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

// The pre-publish checks (issue 44, ADR 067) as the office meets them: a save warns beside the
// editor and never refuses; the warnings stay with the version and never reach a visitor; the
// Sahip alone changes the advertising words.
let server: TestServer;
let db: ReturnType<typeof openTestDb>;
let owner: string;

beforeAll(async () => {
  server = await startServer();
  db = openTestDb(server.databaseUrl);
  owner = await signIn(server);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const cleanup = cleanupAfterEach(afterEach);
const LIST = "/adminpanel/duyurular";

/** Saves a new published announcement through the admin's form; its id and where the save led. */
async function save(title: string, body: string) {
  cleanup(() => db.deleteFrom("announcements").where("title", "=", title).execute());
  const response = await postAs(server, LIST, { intent: "kaydet", baslik: title, icerik: body, durum: "yayinda" }, { Cookie: owner });
  expect(response.status).toBe(302);
  const row = await db.selectFrom("announcements").select("id").where("title", "=", title).executeTakeFirstOrThrow();
  return { id: row.id, location: response.headers.get("location") ?? "" };
}

describe("pre-publish checks", () => {
  it("saves an entry with problems, then lists each beside the editor and keeps them in its version, never on the public page", async () => {
    const title = `Denetim ${Date.now()}`;
    const body =
      '<h3>Süreler</h3><p>Ayrıntılar için <a href="https://www.gib.gov.tr/">buraya tıklayın</a>.</p>' + "<p>Bölgenin en iyi bürosuyuz.</p>";
    const { id, location } = await save(title, body);
    // Saved and public all the same: a warning never blocks.
    expect((await fetch(`${server.url}${announcementPath(id, title)}`, { redirect: "manual" })).status).toBe(200);
    // Back to the editor, where the warnings stand.
    expect(location).toContain(`duzenle=${id}`);
    const editor = await fetchPage(server.url, location, { headers: { Cookie: owner } });
    const items = editor.doc.querySelectorAll(".prepublish-warnings li").map((li) => li.text);
    expect(editor.doc.querySelector(".prepublish-warnings h2")?.text).toBe("Yayın öncesi denetim: 3 uyarı");
    expect(items).toEqual([
      expect.stringContaining("1. bağlantı (https://www.gib.gov.tr/)"),
      expect.stringContaining("“Süreler” başlığı"),
      expect.stringContaining("“en iyi”"),
    ]);
    const revision = await db.selectFrom("revisions").select("snapshot").where("entry_id", "=", id).executeTakeFirstOrThrow();
    expect(JSON.parse(revision.snapshot).checks).toHaveLength(3);
    const page = await (await fetch(`${server.url}${announcementPath(id, title)}`)).text();
    expect(page).not.toContain("Yayın öncesi denetim");
    expect(page).not.toContain("reklam yasağı");
  });

  it("goes back to the list after a save with nothing to warn of", async () => {
    const { location } = await save(
      `Temiz ${Date.now()}`,
      '<p>Ayrıntılar <a href="https://www.gib.gov.tr/">Gelir İdaresi duyurusunda</a>.</p>',
    );
    expect(location).not.toContain("duzenle=");
  });

  it("lets the Sahip change the advertising words, which the next save checks; a Yönetici cannot", async () => {
    cleanup(() => db.deleteFrom("settings").where("key", "=", ADVERTISING_WORDS_SETTING).execute());
    const screen = await fetchPage(server.url, adminPaths.advertisingWords, { headers: { Cookie: owner } });
    expect(screen.status).toBe(200);
    expect(screen.doc.querySelector("textarea")?.text).toContain("ücretsiz danışmanlık");

    const saved = await postAs(server, adminPaths.advertisingWords, { sozcukler: "en iyi\n\nsüper büro\nEN İYİ" }, { Cookie: owner });
    expect(saved.status).toBe(302);
    const stored = await db.selectFrom("settings").select("value").where("key", "=", ADVERTISING_WORDS_SETTING).executeTakeFirstOrThrow();
    // Blank lines and repeats (in Turkish lower case) left out.
    expect(JSON.parse(stored.value)).toEqual(["en iyi", "süper büro"]);
    const audit = await db.selectFrom("audit_log").select("details").where("action", "=", "advertising-words").execute();
    expect(audit).toHaveLength(1);

    const { location } = await save(`Süper ${Date.now()}`, "<p>Biz SÜPER BÜROYUZ; ücretsiz danışmanlık veririz.</p>");
    const editor = await fetchPage(server.url, location, { headers: { Cookie: owner } });
    const items = editor.doc.querySelectorAll(".prepublish-warnings li").map((li) => li.text);
    // The new word is found; the removed one is no longer a warning.
    expect(items).toEqual([expect.stringContaining("“süper büro”")]);

    const email = `yonetici-${Date.now()}@ymm.test`;
    await addAdmin(db, email, "yonetici-sifresi-uzun-123", cleanup, "manager");
    const manager = await signIn(server, email, "yonetici-sifresi-uzun-123");
    const refused = await postAs(server, adminPaths.advertisingWords, { sozcukler: "hiçbiri" }, { Cookie: manager });
    expect(refused.status).toBe(403);
    expect((await fetchPage(server.url, adminPaths.advertisingWords, { headers: { Cookie: manager } })).status).toBe(403);
    const after = await db.selectFrom("settings").select("value").where("key", "=", ADVERTISING_WORDS_SETTING).executeTakeFirstOrThrow();
    expect(JSON.parse(after.value)).toEqual(["en iyi", "süper büro"]);
  });
});
