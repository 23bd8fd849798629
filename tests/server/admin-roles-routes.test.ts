/**
 * Routes × roles (issue 25), generated from the code: every route of the
 * admin area (app/routes.ts) against every role, with the role each route
 * declares (lib/admin-access.ts). A role below a route's gets 403 for the
 * page, its `.data` request and a POST, and the database is unchanged after
 * all of them; a role at or above it is not refused; without a session a page
 * goes to the sign-in form and a POST is answered 401. A route added without
 * a declared role is refused to everyone (and tests/unit/admin-access.test.ts fails).
 */

import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { ADMIN_ACCESS } from "#app/lib/admin-access.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { ROLE_LABELS, type Role, roleAtLeast } from "#app/lib/roles.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { adminRoutes, concretePath } from "#tests/helpers/route-table.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

let server: TestServer;
let db: Kysely<Database>;
const cookies = {} as Record<Role, string>;
const PASSWORD = "rol-testi-sifresi-2026";

beforeAll(async () => {
  server = await startServer();
  db = openTestDb(server.databaseUrl);
  cookies.owner = await signIn(server);
  for (const role of ["manager", "editor", "author"] as const) {
    const email = `${role}@roller.test`;
    await addAdmin(db, email, PASSWORD, () => {}, role);
    cookies[role] = await signIn(server, email, PASSWORD);
  }
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const routes = adminRoutes().filter((row) => ADMIN_ACCESS[row.pattern] !== "public");
/** The admin area's own pages (inside its layout), which also answer React Router's .data requests. */
const isScreen = (file: string) =>
  !/\.ts$/.test(file) && !/(preview|onizleme)/.test(file) && !file.endsWith("sign-out.ts") && !file.endsWith("export.ts");

const count = async (table: keyof Database) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** What any admin write would change: rows of every table a screen writes (sessions and rate limits aside). */
async function fingerprint() {
  const tables = [
    "announcements",
    "news",
    "questions",
    "tools",
    "circulars",
    "circular_categories",
    "messages",
    "subscribers",
    "admin_tokens",
    "audit_log",
    "outbox",
    "revisions",
    "media",
    "attachments",
    "newsletter_issues",
    "redirects",
    "firm_revisions",
    "entry_authors",
    "tax_deadlines",
    "mail_settings",
  ] as const;
  return {
    counts: Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await count(t)]))),
    admins: await db.selectFrom("admins").select(["id", "email", "role", "password_hash", "totp_enabled_at"]).orderBy("id").execute(),
    settings: await db.selectFrom("settings").selectAll().where("key", "not like", "maintenance%").orderBy("key").execute(),
    firm: await db.selectFrom("firm_settings").select(["revision"]).execute(),
    pages: await db.selectFrom("firm_pages").select(["key", "revision"]).orderBy("key").execute(),
    services: await db.selectFrom("services").select(["id", "revision", "hidden", "position"]).orderBy("id").execute(),
    taxSets: await db.selectFrom("tax_sets").select(["id", "confirmed_at"]).orderBy("id").execute(),
    version: await db.selectFrom("content_version").selectAll().execute(),
  };
}

const refusedTo = (role: Role) =>
  routes.filter((row) => {
    const needed = ADMIN_ACCESS[row.pattern];
    return needed === undefined || needed === "public" ? needed === undefined : !roleAtLeast(role, needed);
  });

// A Yönetici is refused only the Sahip's screen, Yükleme kotaları (and the Sahip's own actions: tests/server/admin-roles-accounts.test.ts).
describe.each(["author", "editor", "manager"] as const)("as %s", (role) => {
  const refused = refusedTo(role);

  it("is refused every route above the role (page, .data request, POST: 403) and nothing changes", async () => {
    expect(refused.length).toBeGreaterThan(0);
    const before = await fingerprint();
    for (const { pattern, file } of refused) {
      const path = concretePath(pattern);
      const page = await fetch(`${server.url}${path}`, { headers: { Cookie: cookies[role] }, redirect: "manual" });
      expect(page.status, `GET ${path}`).toBe(403);
      if (isScreen(file)) {
        const html = await page.text();
        expect(html, path).toContain("Bu sayfa için yetkiniz yok");
        expect(html, path).toContain(`Hesabınızın rolü ${ROLE_LABELS[role]}`);
        const data = await fetch(`${server.url}${path}.data`, {
          headers: { Cookie: cookies[role] },
          redirect: "manual",
        });
        expect(data.status, `GET ${path}.data`).toBe(403);
      } else {
        await page.arrayBuffer();
      }
      const post = await postAs(server, path, { intent: "kaydet", id: "x", baslik: "Yetkisiz deneme" }, { Cookie: cookies[role] });
      expect(post.status, `POST ${path}`).toBe(403);
      await post.arrayBuffer();
    }
    expect(await fingerprint()).toEqual(before);
  });
});

describe.each(["author", "editor", "manager"] as const)("as %s", (role) => {
  it("is not refused the routes at or below the role", async () => {
    const refused = refusedTo(role);
    const allowed = routes.filter((row) => !refused.includes(row));
    expect(allowed.length).toBeGreaterThan(0);
    for (const { pattern } of allowed) {
      const path = concretePath(pattern);
      const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookies[role] }, redirect: "manual" });
      expect(response.status, `GET ${path}`).not.toBe(403);
      expect(response.status, `GET ${path}`).not.toBe(401);
      await response.arrayBuffer();
    }
  });
});

describe("as the owner (Sahip)", () => {
  it("is refused nothing", async () => {
    for (const { pattern } of routes) {
      const path = concretePath(pattern);
      const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookies.owner }, redirect: "manual" });
      expect([401, 403], `GET ${path}`).not.toContain(response.status);
      await response.arrayBuffer();
    }
  });
});

describe("without a session", () => {
  it("every route but the sign-in's own sends a page to the sign-in form and answers a POST 401 (405 without an action), changing nothing", async () => {
    const before = await fingerprint();
    for (const { pattern } of routes) {
      const path = concretePath(pattern);
      const page = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(page.status, `GET ${path}`).toBe(302);
      expect(page.headers.get("location"), path).toMatch(/^\/adminpanel\/giris/);
      const post = await postAs(server, path, { intent: "kaydet", baslik: "Oturumsuz deneme" });
      // 405: a route that only reads (an export) has no action at all.
      expect([401, 405], `POST ${path}`).toContain(post.status);
    }
    expect(await fingerprint()).toEqual(before);
  });
});

describe("the 403 screen", () => {
  it("is inside the admin layout, with the menu of the role only", async () => {
    const page = await fetchPage(server.url, adminPaths.subscribers, { headers: { Cookie: cookies.editor } });
    expect(page.status).toBe(403);
    expect(page.doc.querySelector("h1")?.text).toBe("Bu sayfa için yetkiniz yok");
    const links = page.doc.querySelectorAll("nav.admin-nav a").map((a) => a.getAttribute("href"));
    expect(links).toContain("/adminpanel/duyurular");
    expect(links).toContain(adminPaths.messages);
    expect(links).not.toContain(adminPaths.subscribers);
    expect(links).not.toContain(adminPaths.admins);
    expect(page.doc.querySelector(".admin-header")?.text).toContain("Editör");
  });

  it("and the menu of a Yazar leaves out what a Yazar may not open", async () => {
    const page = await fetchPage(server.url, adminPaths.root, { headers: { Cookie: cookies.author } });
    expect(page.status).toBe(200);
    const links = page.doc.querySelectorAll("nav.admin-nav a").map((a) => a.getAttribute("href"));
    expect(links).toEqual(expect.arrayContaining(["/adminpanel/duyurular", "/adminpanel/sirkuler", adminPaths.media]));
    for (const hidden of ["/adminpanel/sorular", adminPaths.messages, adminPaths.bin, adminPaths.firm, adminPaths.export]) {
      expect(links).not.toContain(hidden);
    }
  });
});
