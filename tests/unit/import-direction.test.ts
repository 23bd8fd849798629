/**
 * The code map's rules, checked in `npm test` (issue 20): imports point
 * downward only, and SQL is written only in app/.server/repositories/ and
 * app/.server/db/. The rules and their detectors are in
 * tests/helpers/import-direction.ts; this file runs them over app/, server/
 * and scripts/, and first proves on small fixtures that they catch what they
 * must, so they cannot rot into passing everything.
 */
import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { describe, expect, it } from "vitest";
import { importViolations, resolveSpecifier, SOURCE_ROOTS, SQL_EXCEPTIONS, sqlViolations } from "#tests/helpers/import-direction.ts";

const sourceFiles = SOURCE_ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((f) => posix.join(root, f.split("\\").join("/")))
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts")),
).sort();
const read = (file: string) => readFileSync(file, "utf8");

describe("import direction", () => {
  it("reads the whole app", () => {
    // A scan that finds nothing passes everything: make sure it sees each layer.
    for (const folder of ["app/lib/", "app/components/", "app/.server/", "app/routes/", "server/", "scripts/"]) {
      expect(sourceFiles.filter((f) => f.startsWith(folder)).length, folder).toBeGreaterThan(0);
    }
    expect(sourceFiles).toContain("app/lib/paths.ts");
  });

  it("has imports point downward only (lib at the bottom; .server below the UI; components without server code)", () => {
    expect(sourceFiles.flatMap((file) => importViolations(file, read(file)))).toEqual([]);
  });

  it("writes SQL only in app/.server/repositories/ and app/.server/db/", () => {
    const checked = sourceFiles.filter((file) => !(file in SQL_EXCEPTIONS));
    expect(checked.flatMap((file) => sqlViolations(file, read(file)))).toEqual([]);
  });

  it("keeps only SQL exceptions that are still needed", () => {
    for (const file of Object.keys(SQL_EXCEPTIONS)) {
      expect(sqlViolations(file, read(file)).length, file).toBeGreaterThan(0);
    }
  });
});

describe("the checks themselves", () => {
  it("resolve #app/ and relative specifiers, and leave packages alone", () => {
    expect(resolveSpecifier("app/lib/a.ts", "#app/.server/config.ts")).toBe("app/.server/config.ts");
    expect(resolveSpecifier("app/lib/a.ts", "../.server/config.ts")).toBe("app/.server/config.ts");
    expect(resolveSpecifier("app/lib/a.ts", "#app/styles/site.css?inline")).toBe("app/styles/site.css");
    expect(resolveSpecifier("server/main.ts", "./cluster.ts")).toBe("server/cluster.ts");
    expect(resolveSpecifier("app/lib/a.ts", "react-router")).toBeUndefined();
    expect(resolveSpecifier("app/lib/a.ts", "node:fs")).toBeUndefined();
  });

  it("catch a wrong import in every form, naming file and line", () => {
    const source = [
      "// Türkçe: ğüşöçı — the lines below count from here.",
      'import { paths } from "#app/lib/paths.ts";',
      'import type { Config } from "#app/.server/config.ts";',
      'export { x } from "../components/Footer.tsx";',
      'export type * from "#app/routes/home.tsx";',
      'const later = () => import("#app/.server/log.ts");',
      'type Row = import("#app/.server/db/schema.ts").Post;',
      'import { readFileSync } from "node:fs";',
      '// import { bad } from "#app/.server/config.ts";',
      'const text = "import x from \\"#app/.server/config.ts\\"";',
    ].join("\n");
    const violations = importViolations("app/lib/fixture.ts", source);
    expect(violations.map((v) => v.split(": ")[0])).toEqual([
      "app/lib/fixture.ts:3",
      "app/lib/fixture.ts:4",
      "app/lib/fixture.ts:5",
      "app/lib/fixture.ts:6",
      "app/lib/fixture.ts:7",
      "app/lib/fixture.ts:8",
    ]);
    expect(violations[0]).toContain('imports "#app/.server/config.ts"');
    expect(violations[1]).toContain('imports "../components/Footer.tsx" (app/components/Footer.tsx)');
  });

  it("apply each folder's own rule", () => {
    const line = (specifier: string) => `import { x } from "${specifier}";`;
    expect(importViolations("app/.server/content/archive.ts", line("#app/components/PostArchive.tsx"))).toHaveLength(1);
    expect(importViolations("app/.server/content/archive.ts", line("#app/lib/content-views.ts"))).toEqual([]);
    expect(importViolations("app/components/admin/EntryTable.tsx", line("#app/.server/content/admin-lists.ts"))).toHaveLength(1);
    expect(importViolations("app/components/admin/EntryTable.tsx", line("#app/components/admin/Pagination.tsx"))).toEqual([]);
    expect(importViolations("app/routes/admin/list.tsx", line("#app/.server/content/admin-lists.ts"))).toEqual([]);
    expect(importViolations("server/app.ts", line("#app/routes/home.tsx"))).toHaveLength(1);
  });

  it("catch SQL in a use case, and allow it in a repository", () => {
    const source = [
      "/** Deletes from the bin: select the rows from the list, then delete from it (words in a comment). */",
      "export async function purge(db: Executor, id: string) {",
      '  await db.deleteFrom("revisions").where("id", "=", id).execute();',
      "  await sql`update revisions set version = version + 1`.execute(db);",
      "  const count = sql<number>`count(*)`;",
      '  return db.prepare("SELECT id FROM revisions WHERE id = ?").get(id);',
      "}",
      'const message = "Silinenler listesinden kalıcı olarak silindi.";',
    ].join("\n");
    const lines = sqlViolations("app/.server/content/bin.ts", source).map((v) => v.split(": ")[0]);
    expect(lines).toEqual([
      "app/.server/content/bin.ts:3",
      "app/.server/content/bin.ts:3",
      "app/.server/content/bin.ts:4",
      "app/.server/content/bin.ts:4",
      "app/.server/content/bin.ts:4",
      "app/.server/content/bin.ts:5",
      "app/.server/content/bin.ts:6",
    ]);
    expect(sqlViolations("app/.server/repositories/revisions.ts", source)).toEqual([]);
    expect(sqlViolations("app/.server/db/migrations/001-initial.ts", source)).toEqual([]);
  });
});
