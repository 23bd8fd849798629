/**
 * Kurulum and the firm in export/import, against the production build:
 * the checklist of what still shows the sample firm (and its box on Genel
 * bakış); an export of a renamed firm imported into a fresh, seeded
 * database leaves no trace of the sample; an older export (lists only)
 * leaves the firm as it is; a bad firm key changes nothing.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { SEED_IDS } from "#app/.server/db/seed-data.ts";
import { setupChecklist } from "#app/.server/firm/setup.ts";
import { loadFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { LIST_NAMES } from "#app/lib/content-lists.ts";
import { SERVICE_FIELDS as F } from "#app/lib/service-form.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { preparedDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { root } from "#tests/helpers/server.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ymm-firm-transfer-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(script: string, args: string[], databaseUrl: string) {
  return spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
}

/**
 * A database as a new installation has it: migrated and seeded as by a first start (the run's
 * prepared template, tests/helpers/database.ts). Its handle; dropped after the test.
 */
async function freshSeededDatabase(): Promise<{ url: string; db: Kysely<Database> }> {
  const database = await preparedDatabase();
  const db = openTestDb(database.url);
  cleanup(async () => {
    await db.destroy();
    await database.drop();
  });
  return { url: database.url, db };
}

const SAMPLE_WORDS = /Özdemir|Kerem|Ankara/;

describe("Kurulum", () => {
  it("lists every step on a fresh install, and Genel bakış says how many are left", async () => {
    const checklist = await setupChecklist(suite.db);
    expect(checklist.done).toBe(0);
    expect(checklist.left).toBe(checklist.steps.length);
    expect(checklist.steps.map((step) => step.key)).toEqual(
      expect.arrayContaining(["settings", "logo", "founder-photo", "page-kvkk", "page-founder", "services", "entries-duyurular"]),
    );
    const overview = await suite.get(adminPaths.root);
    const box = overview.doc.querySelector(".overview-setup");
    expect(box?.text).toContain(`Kurulum: ${checklist.left} adım kaldı`);
    expect(box?.querySelector(`a[href="${adminPaths.setup}"]`)).not.toBeNull();
    const page = await suite.get(adminPaths.setup);
    expect(page.status).toBe(200);
    expect(page.doc.querySelectorAll(".setup-step")).toHaveLength(checklist.steps.length);
    expect(page.doc.querySelector(`a[href="${adminPaths.firm}"]`)).not.toBeNull();
  });

  it("counts a step done once the office saved it, changed the services or removed the sample entries", async () => {
    const before = await setupChecklist(suite.db);
    const settings = await suite.db.selectFrom("firm_settings").selectAll().executeTakeFirstOrThrow();
    await suite.db.updateTable("firm_settings").set({ updated_by: "ofis@ymm.test" }).execute();
    await suite.db.updateTable("firm_pages").set({ updated_by: "ofis@ymm.test" }).where("key", "=", "mission").execute();
    cleanup(async () => {
      await suite.db.updateTable("firm_settings").set({ updated_by: settings.updated_by }).execute();
      await suite.db.updateTable("firm_pages").set({ updated_by: null }).where("key", "=", "mission").execute();
    });
    // A service edited through its form.
    const service = await suite.db.selectFrom("services").selectAll().orderBy("position").executeTakeFirstOrThrow();
    const saved = await suite.post(`${adminPaths.services}/${service.id}`, {
      intent: "kaydet",
      [F.fullTitle]: service.full_title,
      [F.homeTitle]: service.home_title,
      [F.homeDescription]: service.home_description,
      [F.metaDescription]: service.meta_description,
      [F.body]: service.body,
      [F.slug]: service.slug,
      [F.revision]: String(service.revision),
    });
    expect(saved.status).toBe(303);
    cleanup(() => suite.db.updateTable("services").set({ updated_by: null }).execute());
    // The sample tools removed.
    const tools = await suite.db.selectFrom("tools").selectAll().where("id", "in", SEED_IDS.araclar).execute();
    await suite.db.deleteFrom("tools").where("id", "in", SEED_IDS.araclar).execute();
    cleanup(() =>
      suite.db
        .insertInto("tools")
        .values(tools.map((tool) => ({ ...tool, updated_at: tool.updated_at ?? undefined })))
        .execute(),
    );

    const after = await setupChecklist(suite.db);
    const done = after.steps.filter((step) => step.done).map((step) => step.key);
    expect(done.sort()).toEqual(["entries-araclar", "page-mission", "services", "settings"]);
    expect(after.left).toBe(before.left - 4);
    expect((await suite.get(adminPaths.root)).doc.querySelector(".overview-setup")?.text).toContain(`${after.left} adım kaldı`);
  });
});

describe("moving a whole firm with content:export and content:import", () => {
  it("gives a fresh, seeded database the exported firm's site with no trace of the sample, and exports it back the same", async () => {
    // The source: a firm that renamed itself, moved to İzmir, wrote its own texts and services and removed the samples.
    const source = await freshSeededDatabase();
    const settings = JSON.parse((await source.db.selectFrom("firm_settings").select("data").executeTakeFirstOrThrow()).data);
    const renamed = {
      ...settings,
      name: "Deniz Yeminli Mali Müşavirlik",
      shortName: "Deniz YMM",
      founderName: "Ayşe Deniz",
      founderProfileUrl: "",
      mapUrl: "https://www.openstreetmap.org/search?query=Konak%2C%20%C4%B0zmir",
      social: [{ label: "LinkedIn", url: "https://www.linkedin.com/company/deniz-ymm" }],
      postalCode: "35250",
      street: "Kordon Cad. No: 1",
      district: "Konak",
      city: "İzmir",
      email: "bilgi@deniz.example",
      metaDescription: "Deniz YMM: tam tasdik ve KDV iadesi.",
      defaultServiceId: "hizmet-bir",
      tradeName: "Deniz Yeminli Mali Müşavirlik Limited Şirketi",
      mersisNo: "0987654321000017",
      taxNumber: "4540536920",
      kepAddress: "deniz@hs01.kep.tr",
      chamberName: "İzmir Yeminli Mali Müşavirler Odası",
    };
    await source.db
      .updateTable("firm_settings")
      .set({ data: JSON.stringify(renamed), updated_by: "ofis@deniz.example" })
      .execute();
    await source.db.updateTable("firm_pages").set({ title: "Sayfa", body: "<p>{firma.adi} hakkında.</p>", meta_description: "" }).execute();
    await source.db.deleteFrom("services").execute();
    const now = new Date().toISOString();
    for (const [position, id] of ["hizmet-bir", "hizmet-iki"].entries()) {
      await source.db
        .insertInto("services")
        .values({
          id,
          slug: `${id}-sayfasi`,
          full_title: `Deniz ${id}`,
          home_title: "",
          home_description: "Kısa açıklama.",
          meta_description: "Açıklama.",
          body: "<p>Metin.</p>",
          position,
          hidden: position,
          revision: 1,
          created_at: now,
          updated_at: now,
          updated_by: "ofis@deniz.example",
        })
        .execute();
    }
    await source.db
      .insertInto("redirects")
      .values({
        from_path: "/hizmetler/hizmet-iki-sayfasi",
        to_path: "/hizmetler/hizmet-bir-sayfasi",
        kind: "auto",
        created_at: now,
        created_by: null,
      })
      .execute();
    for (const list of LIST_NAMES) {
      const table = { duyurular: "announcements", haberler: "news", sirkuler: "circulars", sorular: "questions", araclar: "tools" }[
        list
      ] as "announcements";
      await source.db.deleteFrom(table).execute();
    }
    await source.db
      .insertInto("news")
      .values({
        id: "iddeniz1",
        title: "Deniz haberi",
        body: "<p>Haber.</p>",
        created_at: now,
        updated_at: now,
        status: "published",
        published_at: now,
      })
      .execute();

    const out = join(dir, "firma.json");
    const exported = cli("content-export", ["--out", out], source.url);
    expect(exported.status, exported.stderr).toBe(0);

    const target = await freshSeededDatabase();
    expect((await target.db.selectFrom("announcements").select("id").execute()).length).toBeGreaterThan(0);
    const imported = cli("content-import", [out], target.url);
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stdout).toContain("Firm: firm settings, 7 page(s), 2 service(s), 1 redirect(s).");

    const firm = await loadFirm(target.db);
    expect(firm.settings).toMatchObject({ name: "Deniz Yeminli Mali Müşavirlik", city: "İzmir", defaultServiceId: "hizmet-bir" });
    expect(firm.services.map((s) => s.id)).toEqual(["hizmet-bir"]);
    expect(firm.pages.mission.body).toBe("<p>Deniz Yeminli Mali Müşavirlik hakkında.</p>");
    expect([...firm.redirects]).toEqual([["/hizmetler/hizmet-iki-sayfasi", "/hizmetler/hizmet-bir-sayfasi"]]);
    expect(JSON.stringify({ ...firm, redirects: [...firm.redirects], serviceBodies: [...firm.serviceBodies] })).not.toMatch(SAMPLE_WORDS);
    const seedIds = Object.values(SEED_IDS).flat();
    for (const table of ["announcements", "news", "questions", "tools"] as const) {
      const rows = await target.db.selectFrom(table).select(["id", "title"]).execute();
      expect(
        rows.filter((row) => seedIds.includes(row.id)),
        table,
      ).toEqual([]);
      expect(JSON.stringify(rows)).not.toMatch(SAMPLE_WORDS);
    }
    // The history keeps what the import replaced; Kurulum counts the import as the office's.
    const history = await target.db
      .selectFrom("firm_revisions")
      .select(["kind", "action"])
      .where("kind", "=", "settings")
      .orderBy("version")
      .execute();
    expect(history.map((h) => h.action)).toEqual(["create", "update"]);
    const checklist = await setupChecklist(target.db);
    expect(checklist.steps.filter((step) => !step.done).map((step) => step.key)).toEqual(["logo", "founder-photo"]);

    // Exported again: the same file.
    const again = cli("content-export", [], target.url);
    expect(JSON.parse(again.stdout)).toEqual(JSON.parse(cli("content-export", [], source.url).stdout));
  });

  it("imports an older export (lists only) and leaves the firm as it is", async () => {
    const target = await freshSeededDatabase();
    const before = await loadFirm(target.db);
    const file = join(dir, "eski.json");
    writeFileSync(
      file,
      JSON.stringify({ haberler: { ideski1: { id: "ideski1", title: "Eski dışa aktarımdan", body: "Metin", date: "1.2.2024" } } }),
    );
    const imported = cli("content-import", [file], target.url);
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stdout).not.toContain("Firm:");
    expect(await loadFirm(target.db)).toEqual(before);
    // The sample entries stay: an older file is not a whole firm.
    expect((await target.db.selectFrom("announcements").select("id").where("id", "in", SEED_IDS.duyurular).execute()).length).toBe(
      SEED_IDS.duyurular.length,
    );
  });

  it.each([
    ["a service without a valid slug", { services: [{ id: "a", slug: "Büyük Harf", fullTitle: "A", body: "" }] }, "slug"],
    [
      "two services with one slug",
      {
        services: [
          { id: "a", slug: "x", fullTitle: "A", body: "" },
          { id: "b", slug: "x", fullTitle: "B", body: "" },
        ],
      },
      "appears twice",
    ],
    ["settings without a name", { settings: { name: "" } }, "settings.name"],
    ["an unknown page", { pages: { hakkimizda: { title: "x", body: "" } } }, "unknown page"],
    [
      "a redirect loop",
      {
        redirects: [
          { from: "/a", to: "/b" },
          { from: "/b", to: "/a" },
        ],
      },
      "loop",
    ],
  ])("refuses %s with a clear message and changes nothing", async (_what, firmPart, message) => {
    const target = await freshSeededDatabase();
    const before = await loadFirm(target.db);
    const file = join(dir, "bozuk.json");
    writeFileSync(file, JSON.stringify({ haberler: { idbozuk1: { id: "idbozuk1", title: "Gelmemeli", body: "x" } }, ...firmPart }));
    const imported = cli("content-import", [file], target.url);
    expect(imported.status).toBe(1);
    expect(imported.stderr).toContain("Import failed, nothing was written");
    expect(imported.stderr).toContain(message);
    expect(await loadFirm(target.db)).toEqual(before);
    expect(await target.db.selectFrom("news").select("id").where("id", "=", "idbozuk1").execute()).toEqual([]);
  });
});
