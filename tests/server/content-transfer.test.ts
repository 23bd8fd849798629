import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseImportedDate } from "#app/.server/content/transfer-format.ts";
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

/** The four lists of an export (the firm's keys beside them are tested in firm-setup-transfer.test.ts). */
const listsOf = (exported: Record<string, unknown>) => {
  const { duyurular, haberler, sorular, araclar } = exported;
  return { duyurular, haberler, sorular, araclar };
};

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

// Each test runs the command-line scripts several times (a Node start and a fresh database's
// migrations each, 2–5 s on a busy two-core machine): more than the suite's 30 s default allows.
describe("content import and export", { timeout: 90_000 }, () => {
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
    // (The firm beside the lists round-trips too: firm-setup-transfer.test.ts.)
    expect(listsOf(JSON.parse(readFileSync(out2, "utf8")))).toEqual(listsOf(exported));

    // Importing again updates in place: still one of each.
    expect(cli("content-import", [out], db2).status).toBe(0);
    const again = JSON.parse(cli("content-export", [], db2).stdout);
    expect(Object.keys(again.duyurular)).toEqual(["id0a1b2c"]);
  });

  it("exports drafts and scheduled entries with their state, and a round trip publishes none of them", async () => {
    const db = await newDatabase();
    const withStates = {
      duyurular: {
        ...original.duyurular,
        idtaslak1: {
          id: "idtaslak1",
          title: "Taslak duyuru",
          body: "<p>Henüz değil</p>",
          date: "2026-11-01T09:00:00.000Z",
          durum: "taslak",
        },
        idzaman1: {
          id: "idzaman1",
          title: "Zamanlanmış duyuru",
          body: "<p>Yakında</p>",
          date: "2026-11-02T09:00:00.000Z",
          durum: "zamanlanmis",
          yayin: "2099-01-01T06:00:00.000Z",
        },
      },
      haberler: {
        ...original.haberler,
        idtaslak2: { id: "idtaslak2", title: "Taslak haber", body: "Düz metin", date: "2026-11-03T09:00:00.000Z", durum: "taslak" },
      },
    };
    const input = join(dir, "states.json");
    writeFileSync(input, JSON.stringify(withStates));
    const imported = cli("content-import", [input], db);
    expect(imported.status, imported.stderr).toBe(0);

    const rows = openTestDb(db);
    const states = await rows.selectFrom("announcements").select(["id", "status", "published_at"]).orderBy("id").execute();
    const newsStates = await rows.selectFrom("news").select(["id", "status"]).orderBy("id").execute();
    await rows.destroy();
    expect(states).toEqual([
      { id: "id0a1b2c", status: "published", published_at: "2023-11-20T21:00:00.000Z" },
      { id: "idtaslak1", status: "draft", published_at: null },
      { id: "idzaman1", status: "scheduled", published_at: "2099-01-01T06:00:00.000Z" },
    ]);
    expect(newsStates).toEqual([
      { id: "id9f8e7d", status: "published" },
      { id: "idtaslak2", status: "draft" },
    ]);

    const exported = JSON.parse(cli("content-export", [], db).stdout);
    // Published entries keep the original's shape exactly; the others say what they are.
    expect(Object.keys(exported.duyurular.id0a1b2c)).toEqual(["id", "title", "body", "date"]);
    expect(exported.duyurular.idtaslak1).toEqual({ ...withStates.duyurular.idtaslak1 });
    expect(exported.duyurular.idzaman1).toEqual({ ...withStates.duyurular.idzaman1 });
    expect(exported.haberler.idtaslak2).toEqual({ ...withStates.haberler.idtaslak2, body: "<p>Düz metin</p>" });

    const again = await newDatabase();
    const out = join(dir, "states-export.json");
    writeFileSync(out, JSON.stringify(exported));
    expect(cli("content-import", [out], again).status).toBe(0);
    expect(listsOf(JSON.parse(cli("content-export", [], again).stdout))).toEqual(listsOf(exported));
  });

  it("carries an entry's meta description (meta_aciklama) to a fresh database, and refuses one on a list without pages", async () => {
    const db = await newDatabase();
    const described = {
      duyurular: {
        idmeta1: {
          id: "idmeta1",
          title: "Açıklamalı duyuru",
          body: "<p>Metin</p>",
          date: "2026-11-01T09:00:00.000Z",
          meta_aciklama: "Arama motorlarının göstereceği kısa açıklama.",
        },
      },
    };
    const input = join(dir, "meta.json");
    writeFileSync(input, JSON.stringify(described));
    const imported = cli("content-import", [input], db);
    expect(imported.status, imported.stderr).toBe(0);
    const rows = openTestDb(db);
    const row = await rows.selectFrom("announcements").select("meta_description").where("id", "=", "idmeta1").executeTakeFirstOrThrow();
    await rows.destroy();
    expect(row.meta_description).toBe("Arama motorlarının göstereceği kısa açıklama.");

    // The export writes it back; on a fresh database the round trip keeps it.
    const exported = JSON.parse(cli("content-export", [], db).stdout);
    expect(exported.duyurular.idmeta1).toEqual(described.duyurular.idmeta1);
    const again = await newDatabase();
    const out = join(dir, "meta-export.json");
    writeFileSync(out, JSON.stringify(exported));
    expect(cli("content-import", [out], again).status).toBe(0);
    expect(JSON.parse(cli("content-export", [], again).stdout).duyurular.idmeta1).toEqual(described.duyurular.idmeta1);

    const wrong = join(dir, "meta-wrong.json");
    writeFileSync(wrong, JSON.stringify({ sorular: { idq9: { id: "idq9", title: "Soru?", answer: "Cevap.", meta_aciklama: "x" } } }));
    const refused = cli("content-import", [wrong], again);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain("sorular/idq9: meta_aciklama: only entries with a page have one");
    const long = join(dir, "meta-long.json");
    writeFileSync(
      long,
      JSON.stringify({ duyurular: { idm2: { ...described.duyurular.idmeta1, id: "idm2", meta_aciklama: "a".repeat(161) } } }),
    );
    expect(cli("content-import", [long], again).stderr).toContain("at most 160 characters");
  });

  it("stores an imported body without scripts, event handlers, javascript: links or style attributes", async () => {
    const db = await newDatabase();
    const file = join(dir, "unsafe.json");
    writeFileSync(
      file,
      JSON.stringify({
        duyurular: {
          idhtml: {
            id: "idhtml",
            title: "HTML gövde",
            body: '<p style="color:red" onclick="x()">Metin<script>alert(1)</script> <a href="javascript:alert(2)">tıkla</a> <img src="/medya/a.jpeg" onerror="alert(3)" alt=""></p><h1>Başlık</h1>',
          },
          idtext: { id: "idtext", title: "Düz metin gövde", body: "Satır <b>kalın</b>\n\n<script>alert(4)</script>Son" },
        },
        sorular: { idq: { id: "idq", title: "Soru?", answer: '<p><a href="https://x.example/" style="x">bağlantı</a></p>' } },
      }),
    );
    const imported = cli("content-import", [file], db);
    expect(imported.status, imported.stderr).toBe(0);
    const exported = JSON.parse(cli("content-export", [], db).stdout);
    expect(exported.duyurular.idhtml.body).toBe('<p>Metin tıkla <img src="/medya/a.jpeg" alt="" /></p><h2>Başlık</h2>');
    expect(exported.duyurular.idtext.body).toBe("<p>Satır <strong>kalın</strong></p><p>Son</p>");
    expect(exported.sorular.idq.answer).toBe('<p><a href="https://x.example/" rel="noopener noreferrer">bağlantı</a></p>');
    for (const body of [exported.duyurular.idhtml.body, exported.duyurular.idtext.body, exported.sorular.idq.answer]) {
      expect(body).not.toMatch(/script|alert|onclick|onerror|javascript:|style=/i);
    }
  });

  it.each([
    [
      "an unknown state",
      { duyurular: { idx: { id: "idx", title: "X", body: "b", durum: "yayında" } } },
      'duyurular/idx: durum: must be one of "taslak", "zamanlanmis", "yayinda", not "yayında"',
    ],
    [
      "a schedule without its time",
      { haberler: { idx: { id: "idx", title: "X", body: "b", durum: "zamanlanmis" } } },
      "haberler/idx: yayin: a scheduled entry",
    ],
    [
      "an unreadable schedule",
      { haberler: { idx: { id: "idx", title: "X", body: "b", durum: "zamanlanmis", yayin: "1.12.2026" } } },
      'unreadable publication time "1.12.2026"',
    ],
    [
      "a time without a schedule",
      { duyurular: { idx: { id: "idx", title: "X", body: "b", yayin: "2099-01-01T00:00:00Z" } } },
      "yayin: only a scheduled entry",
    ],
    [
      "a state on a list without one",
      { sorular: { idx: { id: "idx", title: "X?", answer: "b", durum: "taslak" } } },
      "sorular/idx: durum/yayin: only duyurular and haberler",
    ],
  ])("refuses %s with a clear message, and writes nothing", async (_, content, message) => {
    const db = await newDatabase();
    const file = join(dir, "bad-state.json");
    writeFileSync(file, JSON.stringify({ ...original, ...content }));
    const result = cli("content-import", [file], db);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Import failed, nothing was written");
    expect(result.stderr).toContain(message);
    expect(listsOf(JSON.parse(cli("content-export", [], db).stdout))).toEqual({ duyurular: {}, haberler: {}, sorular: {}, araclar: {} });
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
    expect(listsOf(exported)).toEqual({ duyurular: {}, haberler: {}, sorular: {}, araclar: {} });
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
    // The lists in the original's shape, sirküler's categories, then the firm (issue 22).
    expect(Object.keys(body)).toEqual([
      "duyurular",
      "haberler",
      "sirkuler",
      "sorular",
      "araclar",
      "sirkuler_kategorileri",
      "settings",
      "pages",
      "services",
      "redirects",
      "english",
    ]);
  });
});

describe("admin:create", () => {
  // Four runs of the script, each opening (and on the first, migrating and indexing) the database: 8–30 s beside other test files.
  it("adds an admin who can then sign in, and refuses a duplicate or a short password", { timeout: 90_000 }, async () => {
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
