/**
 * A firm moves whole (issue 38, ADR 046): content:export, content:import into
 * an empty database, content:export again gives the same file, byte for byte
 * — for the sample as a new installation has it, and for a firm whose office
 * wrote every kind of content the file carries through the admin's own forms,
 * with text that two writers could spell two ways (apostrophes, quotes, &, <,
 * no-break spaces, Turkish letters, emoji). On SQLite and PostgreSQL.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { freshDatabase, preparedDatabase, type TestDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { writeEveryKind } from "#tests/helpers/every-kind.ts";
import { root } from "#tests/helpers/server.ts";

const suite = signedInServer();
let dir: string;
const databases: TestDatabase[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ymm-round-trip-"));
});

afterAll(async () => {
  for (const database of databases) await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs a script without blocking this process: a spawnSync of several seconds on a loaded
 * machine held the event loop past the server's keep-alive (5 s), so fetch's idle connection
 * was never retired and the next request met a socket the server had closed ("other side
 * closed", a full run on 2026-11-29).
 */
async function cli(script: string, args: string[], databaseUrl: string): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, [`scripts/${script}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: "utf8",
    });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    expect.fail(`${script} failed: ${stderr ?? String(error)}`);
  }
}

/** The file content:export writes for the database. */
async function exported(databaseUrl: string, name: string): Promise<string> {
  const file = join(dir, name);
  await cli("content-export", ["--out", file], databaseUrl);
  return readFileSync(file, "utf8");
}

async function emptyDatabase(): Promise<string> {
  const database = await freshDatabase();
  databases.push(database);
  return database.url;
}

/** Imports `file` into `databaseUrl` and exports it again. */
async function importedAndExported(file: string, databaseUrl: string, name: string): Promise<string> {
  await cli("content-import", [join(dir, file)], databaseUrl);
  return exported(databaseUrl, name);
}

describe("content:export → content:import into an empty database → content:export", () => {
  it("gives the sample's file back byte for byte", { timeout: 120_000 }, async () => {
    const sample = await preparedDatabase();
    databases.push(sample);
    const first = await exported(sample.url, "ornek.json");
    // The data: the seeded sirküler's mükerrer issue, bodies with apostrophes.
    expect(first).toContain('"rg_sayi": "33124 (5. Mükerrer)"');
    expect(first).toMatch(/Kanun'un|Yönetmeliği'nde/);

    const second = await importedAndExported("ornek.json", await emptyDatabase(), "ornek-2.json");
    expect(JSON.parse(second)).toEqual(JSON.parse(first));
    expect(second).toBe(first);
  });

  it("gives a firm with every kind of content, written through the admin, back byte for byte", { timeout: 240_000 }, async () => {
    await writeEveryKind(suite);
    const first = await exported(suite.server.databaseUrl, "firma.json");
    const file = JSON.parse(first);
    // Every kind is in the file, with its awkward text.
    expect(first).toContain("Öztürk & Oğulları Yeminli Mali Müşavirlik");
    expect(first).toContain("\u00a0");
    expect(first).toContain("😀");
    expect(Object.values(file.duyurular).map((e) => (e as { durum?: string }).durum ?? "yayinda")).toEqual(
      expect.arrayContaining(["taslak", "zamanlanmis", "yayinda"]),
    );
    const circular = Object.values(file.sirkuler as Record<string, Record<string, string>>).find((c) => c.numara === "2094/07");
    expect(circular).toMatchObject({ rg_sayi: "33124 (5. Mükerrer)", kategoriler: "kdv,ozel-tirnakli-konular" });
    expect(circular?.ekler).toMatch(/^[0-9a-f]{32}$/);
    expect(file.sirkuler_kategorileri).toContainEqual({ slug: "kdv", name: 'Katma Değer Vergisi "KDV"' });
    expect(file.pages.mission.title).toBe(`Misyonumuz: "ilke" & 'özen'`);
    expect(file.services.some((s: { hidden: boolean }) => s.hidden)).toBe(true);
    expect(file.redirects.map((r: { kind: string }) => r.kind)).toEqual(expect.arrayContaining(["auto", "manual"]));
    expect(Object.keys(file.sorular).length).toBeGreaterThan(0);

    // The file carries attachments by id, not their bytes: the files come first, as rows of the source's.
    const target = await emptyDatabase();
    await cli("content-export", ["--out", join(dir, "bos.json")], target);
    const [from, to] = [openTestDb(suite.server.databaseUrl), openTestDb(target)];
    try {
      await to
        .insertInto("attachments")
        .values(await from.selectFrom("attachments").selectAll().execute())
        .execute();
    } finally {
      await from.destroy();
      await to.destroy();
    }

    const second = await importedAndExported("firma.json", target, "firma-2.json");
    expect(JSON.parse(second)).toEqual(file);
    expect(second).toBe(first);
  });
});
