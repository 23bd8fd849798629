import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, describe, expect, it } from "vitest";
import { migrationProvider } from "#app/.server/db/migrations/index.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { fillHtml, unknownPlaceholders } from "#app/.server/firm-snapshot/placeholders.ts";
import { loadFirm, parseSettings } from "#app/.server/firm-snapshot/snapshot.ts";
import { ensureConsentText, writeSettings } from "#app/.server/repositories/firm.ts";
import { fullAddress, phoneDisplay, socialKind } from "#app/lib/firm.ts";
import { freshDatabase, type TestDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";

let database: TestDatabase | undefined;
let db: Kysely<Database> | undefined;

afterEach(async () => {
  await db?.destroy();
  await database?.drop();
  db = undefined;
  database = undefined;
});

async function migrated(): Promise<Kysely<Database>> {
  database = await freshDatabase();
  db = openTestDb(database.url);
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  expect(error).toBeUndefined();
  return db;
}

describe("migration 013 and the firm's snapshot", () => {
  it("moves the sample firm from code into the database: settings, the eight services in order, the pages with placeholders filled", async () => {
    const firm = await loadFirm(await migrated());
    expect(firm.settings.name).toBe("Özdemir Yeminli Mali Müşavirlik");
    expect(firm.settings.phone).toBe("+903120000000");
    expect(firm.services.map((s) => s.id)).toEqual(["0", "1", "2", "3", "4", "5", "7", "8"]);
    expect(firm.defaultService?.slug).toBe("kdv-iadesi-tasdik-raporu");
    expect(firm.founderPath).toBe("/kerem-ozdemir");
    expect(firm.serviceBodies.get("tam-tasdik")).toContain("<h2>");
    // The KVKK notice names the firm through placeholders, filled from the settings.
    expect(firm.pages.kvkk.body).toContain("Özdemir Yeminli Mali Müşavirlik");
    expect(firm.pages.kvkk.body).not.toContain("{firma.");
    expect(firm.pages.founder.title).toBe("Kerem Özdemir");
  });

  it("shows a rename in every page that uses a placeholder, and a stale revision changes nothing", async () => {
    const conn = await migrated();
    const settings = {
      ...(await loadFirm(conn)).settings,
      name: "Ege Denetim YMM",
      city: "İzmir",
      district: "Konak",
      email: "bilgi@ege.example",
    };
    expect(await writeSettings(conn, JSON.stringify(settings), 1, "2026-11-25T10:00:00.000Z", "a@b.example")).toBe(true);
    expect(await writeSettings(conn, JSON.stringify(settings), 1, "2026-11-25T10:00:01.000Z", "c@d.example")).toBe(false);
    const firm = await loadFirm(conn);
    const kvkk = firm.pages.kvkk.body + firm.pages.kvkk.metaDescription;
    expect(kvkk).toContain("Ege Denetim YMM");
    expect(kvkk).toContain("Konak/İzmir");
    expect(kvkk).toContain("bilgi@ege.example");
    for (const old of ["Özdemir Yeminli", "Çankaya", "ozdemirymm"]) expect(kvkk).not.toContain(old);
    expect(firm.pages.about.body).not.toContain("Ankara");
  });

  it("keeps one consent version per wording and notice", async () => {
    const conn = await migrated();
    const first = await ensureConsentText(conn, "Metin", "<p>KVKK 1</p>", "2026-11-25T10:00:00.000Z");
    expect(await ensureConsentText(conn, "Metin", "<p>KVKK 1</p>", "2026-11-25T10:00:01.000Z")).toBe(first);
    expect(await ensureConsentText(conn, "Metin", "<p>KVKK 2</p>", "2026-11-25T10:00:02.000Z")).toBe(first + 1);
  });
});

describe("firm helpers", () => {
  it("fills placeholders escaped, and names the unknown ones", () => {
    const settings = { ...parseSettings(undefined), name: "A & B <YMM>" };
    expect(fillHtml("<p>{firma.adi} {firma.yok}</p>", settings)).toBe("<p>A &amp; B &lt;YMM&gt; {firma.yok}</p>");
    expect(unknownPlaceholders("{firma.adi} {firma.yok}")).toEqual(["firma.yok"]);
  });

  it("formats the address, the phone and the social link's kind", () => {
    expect(fullAddress({ street: "Cumhuriyet Bulvarı No: 5", postalCode: "35210", district: "Konak", city: "İzmir" })).toBe(
      "Cumhuriyet Bulvarı No: 5, 35210 Konak/İzmir",
    );
    expect(phoneDisplay("+902324440000")).toBe("+90 232 444 00 00");
    expect(socialKind("https://www.linkedin.com/company/x")).toBe("linkedin");
    expect(socialKind("https://twitter.com/x")).toBe("x");
    expect(socialKind("https://example.com")).toBe("link");
  });
});

describe("the sample firm's pages", () => {
  it("name the firm, its founder and its city only through placeholders", async () => {
    const { samplePages } = await import("#app/.server/db/sample-firm/index.ts");
    for (const page of Object.values(samplePages)) {
      for (const fact of ["Özdemir", "Kerem", "Ankara", "Çankaya", "ozdemirymm"]) {
        expect(page.title + page.metaDescription + page.body).not.toContain(fact);
      }
    }
  });
});

describe("moves (automatic redirects)", () => {
  it("writes paths in one canonical form, whatever the encoding or a trailing slash", async () => {
    const { canonicalPath } = await import("#app/.server/firm/moves.ts");
    expect(canonicalPath("/haberler/Yeni Başlık/")).toBe("/haberler/Yeni%20Ba%C5%9Fl%C4%B1k");
    expect(canonicalPath("/haberler/Yeni%20Ba%C5%9Fl%C4%B1k")).toBe("/haberler/Yeni%20Ba%C5%9Fl%C4%B1k");
    expect(canonicalPath("https://eski-site.example/hakkimizda.html?x=1")).toBe("/hakkimizda.html");
    expect(canonicalPath("//evil.example/x")).toBeUndefined();
    expect(canonicalPath("/a/../b")).toBeUndefined();
    expect(canonicalPath("hakkimizda")).toBeUndefined();
  });

  it("collapses chains, never loops and frees a path a live page takes again", async () => {
    const { recordMove, releasePath, redirectTarget } = await import("#app/.server/firm/moves.ts");
    const { listRedirects } = await import("#app/.server/repositories/firm.ts");
    const conn = await migrated();
    await recordMove(conn, "/hizmetler/a", "/hizmetler/b", "x@y.example");
    await recordMove(conn, "/hizmetler/b", "/hizmetler/c", "x@y.example");
    const map = new Map((await listRedirects(conn)).map((r) => [r.from_path, r.to_path]));
    expect(Object.fromEntries(map)).toEqual({ "/hizmetler/a": "/hizmetler/c", "/hizmetler/b": "/hizmetler/c" });
    // Back to a: a is live again (no redirect from it), b still leads to the page.
    await recordMove(conn, "/hizmetler/c", "/hizmetler/a", "x@y.example");
    const after = new Map((await listRedirects(conn)).map((r) => [r.from_path, r.to_path]));
    expect(Object.fromEntries(after)).toEqual({ "/hizmetler/b": "/hizmetler/a", "/hizmetler/c": "/hizmetler/a" });
    expect(redirectTarget(after, "/hizmetler/b/")).toBe("/hizmetler/a");
    expect(redirectTarget(after, "/hizmetler/a")).toBeUndefined();
    await releasePath(conn, "/hizmetler/b");
    expect((await listRedirects(conn)).map((r) => r.from_path)).toEqual(["/hizmetler/c"]);
  });
});
