/**
 * The site's data files are its user's only, 0600 files in 0700 folders
 * (app/.server/db/private-files.ts): on SQLite the database with its -wal and
 * -shm on a first start, an older installation's files narrowed at start
 * (said once, also by a cluster), the backups and a restored database; on
 * both dialects the first admin's file with its folder and the content export.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { preparedDatabase, TEST_DIALECT } from "#tests/helpers/database.ts";
import { root, startServer } from "#tests/helpers/server.ts";

const cleanup = cleanupAfterEach(afterEach);

// The servers and scripts start with the umask a login shell usually has (group and others
// may read new files), whatever this runner's is: the site must make its files private itself.
let umaskBefore: number;
beforeAll(() => {
  umaskBefore = process.umask(0o022);
});
afterAll(() => {
  process.umask(umaskBefore);
});

const modeOf = (path: string) => `0${(statSync(path).mode & 0o777).toString(8)}`;

/** A folder of the test's own, removed after it. */
function ownFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "ymm-private-"));
  cleanup(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

function cli(script: string, args: string[], databaseUrl: string) {
  return spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
}

/** A copy of the prepared template database as an SQLite file at `path` (SQLite runs only). */
async function copyOfPreparedDatabase(path: string): Promise<void> {
  const template = await preparedDatabase();
  cleanup(() => template.drop());
  const from = template.url.replace(/^file:/, "");
  copyFileSync(from, path);
  if (existsSync(`${from}-wal`)) copyFileSync(`${from}-wal`, `${path}-wal`);
}

if (TEST_DIALECT === "sqlite") {
  describe("the SQLite database's files", () => {
    it("a first start makes the database's folder 0700 and site.db, its -wal and its -shm 0600", async () => {
      const data = join(ownFolder(), "data");
      const server = await startServer({}, { databaseUrl: `file:${join(data, "site.db")}` });
      cleanup(() => server.stop());
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect({
        folder: modeOf(data),
        db: modeOf(join(data, "site.db")),
        wal: modeOf(join(data, "site.db-wal")),
        shm: modeOf(join(data, "site.db-shm")),
      }).toEqual({ folder: "0700", db: "0600", wal: "0600", shm: "0600" });
    });

    // Two workers start beside the primary: some 13 s alone, more beside other test files.
    it("a start over an older installation narrows its 0644 database and backups in 0755 folders, said once by a cluster", {
      timeout: 90_000,
    }, async () => {
      const data = join(ownFolder(), "data");
      const backups = join(data, "backups");
      mkdirSync(backups, { recursive: true });
      await copyOfPreparedDatabase(join(data, "site.db"));
      copyFileSync(join(data, "site.db"), join(backups, "site-20260101T000000Z.db"));
      for (const file of [join(data, "site.db"), join(backups, "site-20260101T000000Z.db")]) chmodSync(file, 0o644);
      for (const folder of [data, backups]) chmodSync(folder, 0o755);

      const server = await startServer({ WORKERS: "2" }, { databaseUrl: `file:${join(data, "site.db")}` });
      cleanup(() => server.stop());
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect({
        folder: modeOf(data),
        db: modeOf(join(data, "site.db")),
        wal: modeOf(join(data, "site.db-wal")),
        backups: modeOf(backups),
        backup: modeOf(join(backups, "site-20260101T000000Z.db")),
      }).toEqual({ folder: "0700", db: "0600", wal: "0600", backups: "0700", backup: "0600" });
      await server.stop(); // its log is complete once it has exited
      const said = server.output().match(/Data files were readable by other users/g) ?? [];
      expect(said).toHaveLength(1);
      expect(server.output()).toContain("site.db 0644 → 0600");
    });

    it("npm run db:backup writes its copy 0600 in a 0700 folder; db:restore of an older 0644 backup gives a 0600 database", async () => {
      const data = join(ownFolder(), "data");
      mkdirSync(data);
      const databaseUrl = `file:${join(data, "site.db")}`;
      await copyOfPreparedDatabase(join(data, "site.db"));
      const backup = cli("db-backup", [], databaseUrl);
      expect(backup.status, backup.stderr).toBe(0);
      const file = join(root, /Backup written: (\S+)/.exec(backup.stdout)![1]!);
      expect({ folder: modeOf(join(data, "backups")), backup: modeOf(file) }).toEqual({ folder: "0700", backup: "0600" });

      chmodSync(file, 0o644); // as a backup taken before this change is
      const restored = cli("db-restore", [file], databaseUrl);
      expect(restored.status, restored.stderr).toBe(0);
      expect(modeOf(join(data, "site.db"))).toBe("0600");
    });
  });
}

describe(`files the site writes beside its database (${TEST_DIALECT})`, () => {
  it("the first admin's file is 0600 and the folder made for it 0700", async () => {
    const folder = join(ownFolder(), "yeni");
    const file = join(folder, "initial-admin.txt");
    // Without ADMIN_PASSWORD a password is generated and written to the file.
    const server = await startServer({ ADMIN_PASSWORD: "", INITIAL_ADMIN_FILE: file }, { firstStart: true });
    cleanup(() => server.stop());
    expect({ folder: modeOf(folder), file: modeOf(file) }).toEqual({ folder: "0700", file: "0600" });
  });

  it("npm run content:export -- --out writes the export (drafts included) 0600", async () => {
    const database = await preparedDatabase();
    cleanup(() => database.drop());
    const out = join(ownFolder(), "icerik.json");
    const result = cli("content-export", ["--out", out], database.url);
    expect(result.status, result.stderr).toBe(0);
    expect(modeOf(out)).toBe("0600");
  });
});
