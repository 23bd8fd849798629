/**
 * The code map's rules, checked in `npm test` (issue 20): imports point
 * downward only, and SQL is written only in app/.server/repositories/ and
 * app/.server/db/; inside app/.server, the tiers of ADR 036 (issue 37). The rules and their detectors are in
 * tests/helpers/import-direction.ts; this file runs them over app/, server/
 * and scripts/, and first proves on small fixtures that they catch what they
 * must, so they cannot rot into passing everything.
 */
import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { describe, expect, it } from "vitest";
import {
  FEATURE_CALLS,
  importViolations,
  resolveSpecifier,
  SERVER_TIERS,
  SOURCE_ROOTS,
  SQL_EXCEPTIONS,
  sqlViolations,
  TIER_EXCEPTIONS,
} from "#tests/helpers/import-direction.ts";
import { circles, exceptionKey, placeGraph, placeOf, serverImports, tierViolations } from "#tests/helpers/server-tiers.ts";

const sourceFiles = SOURCE_ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((f) => posix.join(root, f.split("\\").join("/")))
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts")),
).sort();
const read = (file: string) => readFileSync(file, "utf8");
const serverFiles = sourceFiles.filter((f) => f.startsWith("app/.server/"));
const allServerImports = serverFiles.flatMap((file) => serverImports(file, read(file)));
const excepted = (i: { file: string; target: string }) => exceptionKey(i) in TIER_EXCEPTIONS;

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

describe("the tiers inside app/.server (ADR 036)", () => {
  it("puts every server file in a tier", () => {
    expect(serverFiles.filter((file) => placeOf(file) === undefined)).toEqual([]);
    expect(allServerImports.length).toBeGreaterThan(500);
  });

  it("has imports point down the tiers, and a feature call only the features FEATURE_CALLS names", () => {
    const found = tierViolations(allServerImports.filter((i) => !excepted(i)));
    expect(found.map((v) => v.message)).toEqual([]);
  });

  it("keeps only tier exceptions that are still needed, each with its reason", () => {
    const needed = new Set(tierViolations(allServerImports).map((v) => v.key));
    for (const [key, why] of Object.entries(TIER_EXCEPTIONS)) {
      expect(needed.has(key), `${key} is no longer a violation: remove it from TIER_EXCEPTIONS`).toBe(true);
      expect(why.length, key).toBeGreaterThan(20);
    }
  });

  it("has no circle between the features, nor between any two folders of a tier", () => {
    const features = SERVER_TIERS.find((t) => t.name === "features")?.places ?? [];
    for (const [from, to] of Object.entries(FEATURE_CALLS)) {
      expect(features, from).toContain(from);
      for (const place of to) expect(features, place).toContain(place);
    }
    expect(circles(new Map(Object.entries(FEATURE_CALLS)))).toEqual([]);
    expect(circles(placeGraph(allServerImports.filter((i) => !excepted(i))))).toEqual([]);
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

  it("place a file in the longest tier place that holds it", () => {
    expect(placeOf("app/.server/db/migrations/001_initial.ts")).toEqual({ place: "app/.server/db/", tier: 0 });
    expect(placeOf("app/.server/web/forms.ts")?.place).toBe("app/.server/web/");
    expect(placeOf("app/.server/web/security/http.ts")).toEqual({ place: "app/.server/web/security/http.ts", tier: 3 });
    expect(placeOf("app/.server/nowhere/x.ts")).toBeUndefined();
  });

  it("catch an import up a tier and a feature calling a feature it may not, naming file and line", () => {
    const imports = serverImports(
      "app/.server/db/fixture.ts",
      [
        'import { config } from "#app/.server/config.ts";',
        'import { x } from "../search/index-state.ts";',
        'import type { Y } from "#app/.server/overview/overview.ts";',
        'import { paths } from "#app/lib/paths.ts";',
      ].join("\n"),
    );
    expect(imports.map((i) => i.target)).toEqual([
      "app/.server/config.ts",
      "app/.server/search/index-state.ts",
      "app/.server/overview/overview.ts",
    ]);
    expect(tierViolations(imports).map((v) => v.message.split(": ")[0])).toEqual([
      "app/.server/db/fixture.ts:2",
      "app/.server/db/fixture.ts:3",
    ]);
    expect(tierViolations(imports)[0]?.message).toContain("kernel imports shared, a tier above it");
    expect(tierViolations(imports)[0]?.key).toBe("app/.server/db/fixture.ts → app/.server/search/index-state.ts");
    const call = (file: string, target: string) => tierViolations([{ file, target, line: 1 }]).map((v) => v.message);
    expect(call("app/.server/content/a.ts", "app/.server/firm/b.ts")).toEqual([]);
    expect(call("app/.server/firm/b.ts", "app/.server/content/a.ts")[0]).toContain("may not call app/.server/content/");
    expect(call("app/.server/firm/b.ts", "app/.server/firm-snapshot/snapshot.ts")).toEqual([]);
    expect(call("app/.server/overview/o.ts", "app/.server/tax/t.ts")).toEqual([]);
    expect(call("app/.server/tax/t.ts", "app/.server/overview/o.ts")).toHaveLength(1);
  });

  it("find every circle of a graph, and none in a graph without one", () => {
    const graph = new Map(Object.entries({ a: ["b"], b: ["c"], c: ["a", "d"], d: ["e"], e: ["d"], f: ["a"] }));
    expect(circles(graph)).toEqual(
      [
        ["a", "b", "c"],
        ["d", "e"],
      ].reverse(),
    );
    expect(circles(new Map(Object.entries({ a: ["b", "c"], b: ["c"], c: [] })))).toEqual([]);
    const files = [
      { file: "app/.server/web/a.ts", target: "app/.server/mail/b.ts", line: 1 },
      { file: "app/.server/mail/b.ts", target: "app/.server/web/c.ts", line: 1 },
      { file: "app/.server/web/c.ts", target: "app/.server/web/a.ts", line: 1 },
    ];
    expect(circles(placeGraph(files))).toEqual([["app/.server/mail/", "app/.server/web/"]]);
  });
});
