/**
 * The PostgreSQL run of Vitest leaves out the unit tests that cannot reach a
 * database through the dialect (vitest.config.ts, tests/helpers/dialect-files.ts).
 * These tests keep that choice from skipping a unit test that does use the database.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testImportsOf, unitFilesUsingTheDialect, usesTheDialect } from "#tests/helpers/dialect-files.ts";

const root = resolve(import.meta.dirname, "../..");
const chosen = unitFilesUsingTheDialect(root);

describe("the unit tests the PostgreSQL run repeats", () => {
  const fixture = mkdtempSync(join(tmpdir(), "ymm-dialect-files-"));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, source: string) => {
    mkdirSync(dirname(join(fixture, file)), { recursive: true });
    writeFileSync(join(fixture, file), source);
    return file;
  };
  // The fixtures' import paths and variable names are spelled in pieces: the scan reads this file
  // too, and it must not take the fixtures for imports of this file's own.
  const helper = (name: string) => ["#tests", "helpers", name].join("/");
  const variable = (name: string) => ["TEST", name].join("_");
  write("tests/helpers/database.ts", `export const ${variable("DIALECT")} = 'sqlite';\n`);
  write("tests/helpers/server.ts", `import { freshDatabase } from "${helper("database.ts")}";\n`);
  write("tests/helpers/suite.ts", 'import {\n  startServer,\n} from "./server.ts";\n');
  write("tests/helpers/html.ts", "export const pure = 1;\n");

  it("follows test helpers to any depth, by #tests/ or relative path, and sees the dialect's variables", () => {
    expect(
      usesTheDialect(fixture, write("tests/unit/direct.test.ts", `import { withFreshAppDatabase } from "${helper("database.ts")}";`)),
    ).toBe(true);
    expect(usesTheDialect(fixture, write("tests/unit/deep.test.ts", 'import { signedIn } from "../helpers/suite.ts";'))).toBe(true);
    expect(usesTheDialect(fixture, write("tests/unit/dynamic.test.ts", `const m = await import("${helper("server.ts")}");`))).toBe(true);
    expect(usesTheDialect(fixture, write("tests/unit/env.test.ts", `const url = process.env.${variable("DATABASE_URL")};`))).toBe(true);
    expect(usesTheDialect(fixture, write("tests/unit/reexport.test.ts", `export * from "${helper("server.ts")}";`))).toBe(true);
  });

  it("leaves out a file that only imports pure helpers or the database helper's types, or names the variables in a comment", () => {
    expect(
      usesTheDialect(
        fixture,
        write("tests/unit/pure.test.ts", `import { pure } from "${helper("html.ts")}";\nimport { x } from "#app/lib/x.ts";`),
      ),
    ).toBe(false);
    expect(
      usesTheDialect(fixture, write("tests/unit/types.test.ts", `import type { TestDatabase } from "${helper("database.ts")}";`)),
    ).toBe(false);
    expect(usesTheDialect(fixture, write("tests/unit/comment.test.ts", `// Not on ${variable("DIALECT")}.\nconst a = 1;`))).toBe(false);
    expect(testImportsOf(fixture, "tests/helpers/suite.ts")).toEqual(["tests/helpers/server.ts"]);
  });

  it("repeats the unit tests that open a database, and not the pure ones", () => {
    for (const file of ["migrations", "seed", "media-library", "editorial", "outbox", "admin-lists"]) {
      expect(chosen).toContain(`tests/unit/${file}.test.ts`);
    }
    for (const file of ["money", "rich-text", "config", "dialect-files"]) expect(chosen).not.toContain(`tests/unit/${file}.test.ts`);
  });

  it("repeats every unit test that opens the app's database or a test handle on one", () => {
    // A unit test could open a database without the helpers (it would then not be on PostgreSQL
    // in either run): such a file fails here, so its author gives it a database of the dialect.
    const opensDatabase = /from\s+["']#(?:app\/\.server\/db\/(?:index|connection)|tests\/helpers\/db)\.ts["']/;
    const unitFiles = readdirSync(join(root, "tests/unit")).filter((name) => name.endsWith(".test.ts"));
    const opening = unitFiles
      .filter((name) => opensDatabase.test(readFileSync(join(root, "tests/unit", name), "utf8").replace(/import\s+type\b[^;]*;/g, "")))
      .map((name) => `tests/unit/${name}`);
    expect(opening.length).toBeGreaterThan(5);
    expect(opening.filter((file) => !chosen.includes(file))).toEqual([]);
  });
});
