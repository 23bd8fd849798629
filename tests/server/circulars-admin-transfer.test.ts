/** Sirküler in the JSON export and import: its number, categories, reference and attachments round-trip; bad ones are refused. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, type TestDatabase } from "#tests/helpers/database.ts";
import { root } from "#tests/helpers/server.ts";

let dir: string;
const databases: TestDatabase[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ymm-circular-transfer-"));
});

afterAll(async () => {
  for (const database of databases) await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

function cli(script: string, args: string[], databaseUrl: string) {
  return spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
}

async function newDatabase(): Promise<string> {
  const database = await freshDatabase();
  databases.push(database);
  return database.url;
}

function fileOf(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

const circular = {
  id: "idsirk1",
  title: "KDV iadesinde yeni dönem",
  body: "<p>Tebliğ yayımlandı.</p>",
  date: "2026-11-12T09:00:00.000Z",
  numara: "2026/15",
  kategoriler: "kdv,vuk",
  resmi_tur: "teblig",
  resmi_no: "KDV Genel Uygulama Tebliğinde Değişiklik (Seri No: 50)",
  rg_tarih: "2026-11-12",
  rg_sayi: "33080",
};

// Each CLI run starts Node and opens the database: slow on a busy machine.
describe("sirküler import and export", { timeout: 90_000 }, () => {
  it("round-trips a circular's number, category slugs and official reference", async () => {
    const db = await newDatabase();
    const imported = cli("content-import", [fileOf("in.json", { sirkuler: { idsirk1: circular } })], db);
    expect(imported.status, imported.stderr).toBe(0);
    const exported = JSON.parse(cli("content-export", [], db).stdout);
    expect(exported.sirkuler.idsirk1).toEqual(circular);

    const db2 = await newDatabase();
    expect(cli("content-import", [fileOf("out.json", { sirkuler: exported.sirkuler })], db2).status).toBe(0);
    expect(JSON.parse(cli("content-export", [], db2).stdout).sirkuler).toEqual(exported.sirkuler);
  });

  it("refuses an unknown category, importing nothing", async () => {
    const db = await newDatabase();
    const unknown = cli(
      "content-import",
      [fileOf("bad1.json", { sirkuler: { idsirk1: { ...circular, kategoriler: "kdv,yok-boyle" } } })],
      db,
    );
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr).toContain('sirkuler/idsirk1: kategoriler: unknown category "yok-boyle"');
    expect(JSON.parse(cli("content-export", [], db).stdout).sirkuler).toEqual({});
  });

  it("carries the office's own categories (sirkuler_kategorileri), so a circular filed under one imports into a fresh database", async () => {
    const db = await newDatabase();
    const own = { ...circular, kategoriler: "kdv,transfer-fiyatlandirmasi" };
    const categories = [{ slug: "transfer-fiyatlandirmasi", name: "Transfer Fiyatlandırması" }];
    const first = cli("content-import", [fileOf("cat1.json", { sirkuler_kategorileri: categories, sirkuler: { idsirk1: own } })], db);
    expect(first.status, first.stderr).toBe(0);
    const exported = JSON.parse(cli("content-export", [], db).stdout);
    // The export lists every category in its order: the sample's, then the added one.
    expect(exported.sirkuler_kategorileri.at(-1)).toEqual(categories[0]);
    expect(exported.sirkuler_kategorileri.map((c: { slug: string }) => c.slug)).toContain("kdv");

    // Without the key a fresh database refuses the circular; with the export's, it takes both.
    const bare = await newDatabase();
    expect(cli("content-import", [fileOf("cat2.json", { sirkuler: exported.sirkuler })], bare).stderr).toContain(
      'unknown category "transfer-fiyatlandirmasi"',
    );
    const fresh = await newDatabase();
    const again = cli("content-import", [fileOf("cat3.json", exported)], fresh);
    expect(again.status, again.stderr).toBe(0);
    const back = JSON.parse(cli("content-export", [], fresh).stdout);
    expect(back.sirkuler).toEqual(exported.sirkuler);
    expect(back.sirkuler_kategorileri).toEqual(exported.sirkuler_kategorileri);

    // A second import adds nothing twice; a name another slug has is refused with nothing written.
    expect(cli("content-import", [fileOf("cat4.json", exported)], fresh).status).toBe(0);
    expect(JSON.parse(cli("content-export", [], fresh).stdout).sirkuler_kategorileri).toEqual(exported.sirkuler_kategorileri);
    const clash = cli(
      "content-import",
      [fileOf("cat5.json", { sirkuler_kategorileri: [{ slug: "baska", name: "transfer fiyatlandırması" }] })],
      fresh,
    );
    expect(clash.status).not.toBe(0);
    expect(clash.stderr).toContain("is the name of the category");
    const bad = cli("content-import", [fileOf("cat6.json", { sirkuler_kategorileri: [{ slug: "Büyük Harf", name: "X" }] })], fresh);
    expect(bad.stderr).toContain("sirkuler_kategorileri[0].slug");
  });

  it("gives a whole firm's file its categories' names and order, keeping after them only one a circular here is filed under", async () => {
    const db = await newDatabase();
    // A circular of this database's own, filed under VUK, which the firm's file does not carry.
    const own = cli(
      "content-import",
      [fileOf("own.json", { sirkuler: { idkendi: { ...circular, id: "idkendi", kategoriler: "vuk" } } })],
      db,
    );
    expect(own.status, own.stderr).toBe(0);
    const categories = [
      { slug: "diger", name: "Diğer 'Konular'" },
      { slug: "kdv", name: 'Katma Değer Vergisi "KDV"' },
      { slug: "ozel", name: "Özel & Yeni" },
    ];
    const firm = cli("content-import", [fileOf("firm.json", { settings: { name: "Deniz YMM" }, sirkuler_kategorileri: categories })], db);
    expect(firm.status, firm.stderr).toBe(0);
    const exported = JSON.parse(cli("content-export", [], db).stdout);
    expect(exported.sirkuler_kategorileri).toEqual([...categories, { slug: "vuk", name: "VUK" }]);
    expect(exported.sirkuler.idkendi.kategoriler).toBe("vuk");

    // A category kept for a circular here may not share a name with one of the file's; nothing is written.
    const clash = cli(
      "content-import",
      [fileOf("firm2.json", { settings: { name: "Deniz YMM" }, sirkuler_kategorileri: [{ slug: "vergi-usul", name: "vuk" }] })],
      db,
    );
    expect(clash.status).not.toBe(0);
    expect(clash.stderr).toContain('"VUK" is the name of the category "vuk" here, which a circular of this database is filed under');
    expect(JSON.parse(cli("content-export", [], db).stdout).sirkuler_kategorileri).toEqual(exported.sirkuler_kategorileri);
    // A file naming two categories alike is refused before anything is written.
    const twice = cli(
      "content-import",
      [
        fileOf("twice.json", {
          sirkuler_kategorileri: [
            { slug: "a", name: "Aynı Ad" },
            { slug: "b", name: "aynı ad" },
          ],
        }),
      ],
      db,
    );
    expect(twice.stderr).toContain('sirkuler_kategorileri: the name "aynı ad" appears twice');
  });

  it("refuses a number used twice or missing, importing nothing", async () => {
    const db = await newDatabase();

    const twice = { idsirk1: circular, idsirk2: { ...circular, id: "idsirk2", title: "Başka" } };
    const clash = cli("content-import", [fileOf("bad2.json", { sirkuler: twice })], db);
    expect(clash.status).not.toBe(0);
    expect(clash.stderr).toContain("Sirküler 2026/15 zaten var.");

    const { numara: _number, ...withoutNumber } = circular;
    const missing = cli("content-import", [fileOf("bad3.json", { sirkuler: { idsirk1: withoutNumber } })], db);
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toContain("numara:");
    expect(JSON.parse(cli("content-export", [], db).stdout).sirkuler).toEqual({});
  });
});
