/**
 * content:export / content:import carry the English texts (issue 43, ADR 062): every
 * english_texts row — published fields, draft, publication time — under the top-level key
 * "english", imported back as they were (rich text sanitized), with their history; a file
 * without the key leaves the English texts alone, a malformed one writes nothing.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, TEST_DIALECT, type TestDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { root } from "#tests/helpers/server.ts";

let dir: string;
const databases: TestDatabase[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ymm-english-transfer-"));
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

function exportOf(databaseUrl: string): Record<string, unknown> {
  const out = join(dir, `export-${Math.random().toString(36).slice(2)}.json`);
  const run = cli("content-export", ["--out", out], databaseUrl);
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(readFileSync(out, "utf8")) as Record<string, unknown>;
}

function importInto(databaseUrl: string, content: unknown) {
  const file = join(dir, `import-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(content));
  return cli("content-import", [file], databaseUrl);
}

const english = [
  {
    kind: "page",
    key: "founder",
    data: { title: "The founder", metaDescription: "Who leads the firm.", body: '<p>Sworn accountant.</p><script>alert("x")</script>' },
    draft: null,
    publishedAt: "2026-11-01T09:00:00.000Z",
  },
  {
    kind: "service",
    key: "tam-tasdik",
    data: {
      slug: "full-certification",
      fullTitle: "Full certification",
      homeTitle: "",
      homeDescription: "",
      metaDescription: "",
      body: "<p>Ours.</p>",
    },
    draft: {
      slug: "full-certification",
      fullTitle: "Full certification (new)",
      homeTitle: "",
      homeDescription: "",
      metaDescription: "",
      body: "<p>Next.</p>",
    },
    publishedAt: "2026-11-02T09:00:00.000Z",
  },
  { kind: "question", key: "soru-1", data: null, draft: { title: "Who signs?", answer: "<p>We do.</p>" }, publishedAt: null },
  {
    kind: "settings",
    key: "settings",
    data: {
      name: "Example Audit Ltd",
      tagline: "Sworn CPAs",
      founderTitle: "",
      metaDescription: "",
      addressLines: ["1 Example Street", "Ankara"],
    },
    draft: null,
    publishedAt: "2026-11-03T09:00:00.000Z",
  },
];

describe(`the English texts in content:export and content:import (${TEST_DIALECT})`, { timeout: 120_000 }, () => {
  it("round-trips every English row (published, draft, publication time) through a file into another database", async () => {
    const first = await newDatabase();
    const imported = importInto(first, { english });
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stdout).toContain("4 English text(s)");
    const exported = exportOf(first);
    const rows = exported.english as typeof english;
    // In a fixed order (kind, key); the stored rich text sanitized as the editor stores it.
    expect(rows.map((row) => `${row.kind}/${row.key}`)).toEqual([
      "page/founder",
      "question/soru-1",
      "service/tam-tasdik",
      "settings/settings",
    ]);
    expect(rows[0]).toEqual({
      ...english[0],
      data: { title: "The founder", metaDescription: "Who leads the firm.", body: "<p>Sworn accountant.</p>" },
    });
    expect(rows[1]).toEqual(english[2]);
    expect(rows[2]).toEqual(english[1]);
    expect(rows[3]).toEqual(english[3]);

    // Into another database and out again: the same English, the same whole file.
    const second = await newDatabase();
    const again = importInto(second, exported);
    expect(again.status, again.stderr).toBe(0);
    const reexported = exportOf(second);
    expect(reexported.english).toEqual(exported.english);
    const db = openTestDb(second);
    try {
      expect(await db.selectFrom("english_texts").select(["kind", "key"]).execute()).toHaveLength(4);
      // Each imported item has a version in its English history.
      expect(await db.selectFrom("english_revisions").select("key").execute()).toHaveLength(4);
      // A file without "english" (the original's shape) leaves them as they are.
      const older = importInto(second, { sorular: { idq1: { id: "idq1", title: "Eski soru?", answer: "Eski cevap." } } });
      expect(older.status, older.stderr).toBe(0);
      expect(await db.selectFrom("english_texts").select("key").execute()).toHaveLength(4);
      // A malformed English row is refused, naming where it is; nothing is written.
      const bad = importInto(second, { english: [{ kind: "page", key: "founder", data: { title: 5 } }] });
      expect(bad.status).not.toBe(0);
      expect(bad.stderr).toContain("english[0].data.title");
      const twice = importInto(second, { english: [english[0], english[0]] });
      expect(twice.status).not.toBe(0);
      expect(twice.stderr).toContain("page/founder appears twice");
      expect(await db.selectFrom("english_texts").select("key").execute()).toHaveLength(4);
      // An import with the key replaces the English texts: those not in the file go.
      expect(importInto(second, { english: [english[0]] }).status).toBe(0);
      expect(
        (await db.selectFrom("english_texts").select(["kind", "key", "revision"]).execute()).map((r) => `${r.kind}/${r.key}/${r.revision}`),
      ).toEqual(["page/founder/2"]);
    } finally {
      await db.destroy();
    }
  });
});
