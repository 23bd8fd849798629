/**
 * deploy/upgrade.sh on a scratch root: from the previous release (PREVIOUS_RELEASE, installed by
 * this tree's installer) with a database holding content, to this tree, with everything kept;
 * then an upgrade whose migration fails on purpose, rolled back: the release before it serving
 * and the database as it was. deploy/status reports each.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeScratch, root, type Scratch } from "./scratch.ts";

/** The release this tree upgrades from: a commit of main, kept here on purpose (ADR 050). */
const PREVIOUS_RELEASE = "cee0f49";
const SITE_PORT = 4195;
const SITE = "https://www.firma.test";
const INSTALL_ARGS = ["--domain", "www.firma.test", "--email", "bt@firma.test", "--port", String(SITE_PORT), "--skip-dns-check"];

/** Tables the running site changes by itself (counters, sessions, the search index, the caches' version). */
const VOLATILE = /^(rate_limits|sessions|content_version|kysely_migration.*|search_.*|analytics_.*|sqlite_.*)$/;

interface Content {
  /** Each table's columns. */
  columns: Map<string, string[]>;
  /** Each table's rows as one string, to compare. */
  rows: Map<string, string>;
}

/** The database's content; given an earlier one, only the tables and columns it had (a migration may add some). */
function contentOf(databaseFile: string, earlier?: Content): Content {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const content: Content = { columns: new Map(), rows: new Map() };
    const tables = db.prepare("select name from sqlite_master where type = 'table' order by name").pluck().all() as string[];
    for (const table of tables) {
      if (VOLATILE.test(table) || (earlier && !earlier.columns.has(table))) continue;
      const names = earlier?.columns.get(table) ?? (db.prepare("select name from pragma_table_info(?)").pluck().all(table) as string[]);
      content.columns.set(table, names);
      const rows = db
        .prepare(`select ${names.map((name) => `"${name}"`).join(", ")} from "${table}"`)
        .raw()
        .all() as unknown[][];
      content.rows.set(
        table,
        rows
          .map((row) => JSON.stringify(row))
          .sort()
          .join("\n"),
      );
    }
    return content;
  } finally {
    db.close();
  }
}

/** The release the site's process runs from (its working directory). */
function servingRelease(scratch: Scratch): string {
  const pid = readFileSync(join(scratch.app, "run/site.pid"), "utf8").trim();
  return readlinkSync(`/proc/${pid}/cwd`);
}

/** A copy of this tree with a migration that fails after changing data: the failed upgrade's source. */
function failingSource(dir: string): string {
  mkdirSync(dir);
  execFileSync("bash", [
    "-c",
    `tar -C "${root}" --exclude=./.git --exclude=./node_modules --exclude=./build --exclude=./data --exclude=./.tools --exclude=./test-results --exclude=./playwright-report --exclude=./.react-router -cf - . | tar -C "${dir}" -xf -`,
  ]);
  const migrations = join(dir, "app/.server/db/migrations");
  writeFileSync(
    join(migrations, "999_fails_on_purpose.ts"),
    'import { type Kysely, sql } from "kysely";\n\nexport async function up(db: Kysely<unknown>): Promise<void> {\n' +
      '  await sql`delete from messages`.execute(db);\n  throw new Error("fails on purpose");\n}\n',
  );
  const index = join(migrations, "index.ts");
  const text = readFileSync(index, "utf8")
    .replace(/^(import type \{ Migration.*\n)/m, '$1import * as mFails from "#app/.server/db/migrations/999_fails_on_purpose.ts";\n')
    .replace(/(const migrations: Record<string, Migration> = \{\n)/, '$1  "999_fails_on_purpose": mFails,\n');
  writeFileSync(index, text);
  return dir;
}

let scratch: Scratch;
let databaseFile: string;

beforeAll(() => {
  scratch = makeScratch();
  databaseFile = join(scratch.data, "site.db");
  const previous = join(scratch.dir, "src-previous");
  mkdirSync(previous);
  execFileSync("bash", ["-c", `git -C "${root}" archive ${PREVIOUS_RELEASE} | tar -C "${previous}" -xf -`]);
  const installed = scratch.run("install.sh", [...INSTALL_ARGS, "--source", previous]);
  if (installed.status !== 0) throw new Error(`install.sh failed:\n${installed.stdout}\n${installed.stderr}`);
});

afterAll(() => scratch?.remove());

/** A visitor's contact message, as Caddy passes it on from the site's own page (its Host, Origin and https). */
function sendContactMessage(subject: string) {
  const fields = new URLSearchParams({
    isim: "Ziyaretçi",
    telefon: "0312 000 00 32",
    eposta: "z@ornek.com",
    konu: subject,
    mesaj: "Yükseltme",
  });
  const status = spawnSync(
    "curl",
    [
      "-sS",
      "-o",
      "/dev/null",
      "-w",
      "%{http_code}",
      "-H",
      "Host: www.firma.test",
      "-H",
      "X-Forwarded-Proto: https",
      "-H",
      `Origin: ${SITE}`,
      "--data-raw",
      fields.toString(),
    ].concat(`http://127.0.0.1:${SITE_PORT}/iletisim`),
    { encoding: "utf8" },
  ).stdout;
  expect(status).toBe("303");
}

describe("deploy/upgrade.sh", () => {
  it(`upgrades from ${PREVIOUS_RELEASE} to this tree with the database's content kept, and status reports it`, async () => {
    sendContactMessage("Önceki sürümde yazıldı");
    const previousRelease = readlinkSync(join(scratch.app, "current"));
    const before = contentOf(databaseFile);
    expect(before.rows.get("messages")).toContain("Önceki sürümde yazıldı");

    const started = Date.now();
    const upgrade = scratch.run("upgrade.sh", ["--source", root]);
    console.log(
      `Upgrade ${PREVIOUS_RELEASE} → this tree: ${((Date.now() - started) / 1000).toFixed(1)} s (dependencies linked, build included)`,
    );
    expect(upgrade.stderr).not.toContain("HATA");
    expect(upgrade.status).toBe(0);
    expect(upgrade.stdout).toContain("Yükseltme tamam");

    const current = readlinkSync(join(scratch.app, "current"));
    expect(current).not.toBe(previousRelease);
    expect(servingRelease(scratch)).toBe(join(scratch.app, current));
    const after = contentOf(databaseFile, before);
    expect(after.rows).toEqual(before.rows);
    const home = await fetch(`http://127.0.0.1:${SITE_PORT}/`);
    expect(home.status).toBe(200);

    const status = scratch.run("status", []);
    expect(status.status).toBe(0);
    expect(status.stdout).toContain(`Sürüm:          ${current.replace("releases/", "")}`);
    expect(status.stdout).toContain("Durum:          çalışıyor");
    expect(status.stdout).toMatch(
      new RegExp(`Son yükseltme: +\\S+ upgrade ${previousRelease.replace("releases/", "")} -> ${current.replace("releases/", "")} ok`),
    );
    expect(status.stdout).toMatch(/Son yedek: +\S+\/backups\/site-\d{8}T\d{6}Z\.db/);
  });

  it("rolls back an upgrade whose migration fails: the release before it serves, the database as it was", async () => {
    sendContactMessage("Başarısız yükseltmeden önce");
    const release = readlinkSync(join(scratch.app, "current"));
    const before = contentOf(databaseFile);

    const upgrade = scratch.run("upgrade.sh", ["--source", failingSource(join(scratch.dir, "src-failing"))]);
    expect(upgrade.status).toBe(1);
    expect(upgrade.stderr).toContain("veritabanı geçişi başarısız");
    expect(upgrade.stderr).toContain("fails on purpose");
    expect(upgrade.stderr).toContain("site r-");

    expect(readlinkSync(join(scratch.app, "current"))).toBe(release);
    expect(servingRelease(scratch)).toBe(join(scratch.app, release));
    expect(contentOf(databaseFile, before).rows).toEqual(before.rows);
    expect((await fetch(`http://127.0.0.1:${SITE_PORT}/healthz`)).status).toBe(200);
    const status = spawnSync(join(root, "deploy/status"), ["--root", scratch.dir, "--no-systemd"], { encoding: "utf8" });
    expect(status.stdout).toMatch(/Son yükseltme: +\S+ upgrade \S+ -> \S+ rolled back: veritabanı geçişi başarısız/);
  });
});
