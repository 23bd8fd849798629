import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseImportedDate } from "#app/.server/content-transfer.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { freshDatabase, type TestDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { root, startServer, type TestServer } from "#tests/helpers/server.ts";

let dir: string;
let server: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "ymm-transfer-"));
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
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

const databases: TestDatabase[] = [];
async function newDatabase(): Promise<string> {
  const database = await freshDatabase();
  databases.push(database);
  return database.url;
}

const original = {
  duyurular: {
    id0a1b2c: { id: "id0a1b2c", title: "Eski sitedeki duyuru", body: "Satır 1\nSatır 2", date: "21.11.2023" },
  },
  haberler: {
    id9f8e7d: { id: "id9f8e7d", title: "Eski haber", body: "Metin", date: "5.1.2024" },
  },
  sorular: { idq1: { id: "idq1", title: "Eski soru?", answer: "Eski cevap." } },
  araclar: { idt1: { id: "idt1", title: "GİB", url: "https://www.gib.gov.tr" } },
};

describe("content import and export", () => {
  it("reads the original's Turkish dates as Istanbul midnight", () => {
    expect(parseImportedDate("21.11.2023")).toBe("2023-11-20T21:00:00.000Z");
    expect(parseImportedDate("31.02.2024")).toBeUndefined();
    expect(parseImportedDate("2024-03-01T10:00:00Z")).toBe("2024-03-01T10:00:00.000Z");
  });

  it("imports the original database's JSON, keeps ids, and exports the same content back", async () => {
    const db = await newDatabase();
    const input = join(dir, "original.json");
    writeFileSync(input, JSON.stringify(original));
    const imported = cli("content-import", [input], db);
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stdout).toContain("1 duyuru, 1 haber, 1 soru, 1 araç");

    const out = join(dir, "export.json");
    expect(cli("content-export", ["--out", out], db).status).toBe(0);
    const exported = JSON.parse(readFileSync(out, "utf8"));
    // The original's plain text became a paragraph with its line break kept (rich text).
    expect(exported.duyurular.id0a1b2c).toEqual({
      ...original.duyurular.id0a1b2c,
      body: "<p>Satır 1<br />Satır 2</p>",
      date: "2023-11-20T21:00:00.000Z",
    });
    expect(exported.haberler.id9f8e7d.date).toBe("2024-01-04T21:00:00.000Z");
    expect(exported.sorular.idq1).toMatchObject({ id: "idq1", title: "Eski soru?", answer: "<p>Eski cevap.</p>" });
    expect(exported.araclar.idt1).toMatchObject({ id: "idt1", title: "GİB", url: "https://www.gib.gov.tr" });

    // Export → import into another database → export: identical.
    const db2 = await newDatabase();
    expect(cli("content-import", [out], db2).status).toBe(0);
    const out2 = join(dir, "export2.json");
    cli("content-export", ["--out", out2], db2);
    expect(JSON.parse(readFileSync(out2, "utf8"))).toEqual(exported);

    // Importing again updates in place: still one of each.
    expect(cli("content-import", [out], db2).status).toBe(0);
    const again = JSON.parse(cli("content-export", [], db2).stdout);
    expect(Object.keys(again.duyurular)).toEqual(["id0a1b2c"]);
  });

  it.each([
    ["not JSON", "{ bu json değil"],
    ["an unknown list", JSON.stringify({ ...original, yorumlar: {} })],
    [
      "a bad date in the last entry",
      JSON.stringify({
        ...original,
        araclar: { ...original.araclar, idt2: { id: "idt2", title: "X", url: "https://x.com", date: "dün" } },
      }),
    ],
    ["a non-http URL", JSON.stringify({ araclar: { idt3: { id: "idt3", title: "X", url: "javascript:alert(1)" } } })],
    ["an empty title", JSON.stringify({ duyurular: { idx: { id: "idx", title: " ", body: "b" } } })],
  ])("refuses a file with %s, says why, and writes nothing", async (_, content) => {
    const db = await newDatabase();
    const file = join(dir, "bad.json");
    writeFileSync(file, content);
    const result = cli("content-import", [file], db);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Import failed, nothing was written");
    const exported = JSON.parse(cli("content-export", [], db).stdout);
    expect(exported).toEqual({ duyurular: {}, haberler: {}, sorular: {}, araclar: {} });
  });

  it("offers the same export as a download in the admin area", async () => {
    const cookie = await signIn(server);
    const response = await fetch(`${server.url}/adminpanel/disa-aktar`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="icerik-\d{4}-\d{2}-\d{2}\.json"$/);
    const body = await response.json();
    const db = openTestDb(server.databaseUrl);
    const announcements = await db.selectFrom("announcements").selectAll().execute();
    await db.destroy();
    expect(Object.keys(body.duyurular).sort()).toEqual(announcements.map((a) => a.id).sort());
    expect(Object.keys(body)).toEqual(["duyurular", "haberler", "sorular", "araclar"]);
  });
});

describe("admin:create", () => {
  it("adds an admin who can then sign in, and refuses a duplicate or a short password", async () => {
    const db = await newDatabase();
    const created = cli("admin-create", ["--email", "ikinci@ymm.test", "--password", "ikinci-yonetici-sifresi"], db);
    expect(created.status, created.stderr).toBe(0);
    expect(cli("admin-create", ["--email", "ikinci@ymm.test", "--password", "ikinci-yonetici-sifresi"], db).status).toBe(1);
    expect(cli("admin-create", ["--email", "ucuncu@ymm.test", "--password", "kisa"], db).status).toBe(2);
    const generated = cli("admin-create", ["--email", "dorduncu@ymm.test"], db);
    expect(generated.stdout).toMatch(/Generated password \(shown once\): \S{20}/);

    const onThat = await startServer({}, { databaseUrl: db });
    try {
      await expect(signIn(onThat, "ikinci@ymm.test", "ikinci-yonetici-sifresi")).resolves.toContain("ymm_oturum=");
    } finally {
      await onThat.stop();
    }
  });
});
