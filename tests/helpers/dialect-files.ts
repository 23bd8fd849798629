/**
 * Which test files the PostgreSQL run of Vitest (TEST_DIALECT=postgres) runs:
 * every server test, and the unit tests through which the dialect can reach a
 * database. vitest.config.ts uses it; tests/unit/dialect-files.test.ts checks it.
 *
 * A test meets the dialect only through tests/helpers/database.ts (its
 * freshDatabase, used by startServer and withFreshAppDatabase, is what turns
 * TEST_DIALECT into a SQLite file or a PostgreSQL database) or by reading
 * TEST_DIALECT / TEST_DATABASE_URL itself. So a unit file runs on PostgreSQL
 * when it, or a test helper it imports (followed to any depth), is that module
 * or names those variables; the others would run there exactly as on SQLite.
 * The rule is derived from the files, not a list: a new unit test that opens a
 * database the way the others do runs on PostgreSQL without anyone adding it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const DATABASE_HELPER = "tests/helpers/database.ts";
const NAMES_THE_DIALECT = /\bTEST_(DIALECT|DATABASE_URL)\b/;
/** Runtime imports (not `import type`) and re-exports, static or dynamic. */
const IMPORT = /(?:^|[\s;])(?:import(?!\s+type\b)[^"'`;]*?from\s*|import\s*\(\s*|import\s+|export[^"'`;]*?from\s*)["']([^"']+)["']/g;

/** Comments name the variables without reading them. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

/** The test-tree files (tests/…) a file imports at run time, as paths relative to `root`. */
export function testImportsOf(root: string, file: string, source = readFileSync(join(root, file), "utf8")): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1]!;
    let target: string | undefined;
    if (specifier.startsWith("#tests/")) target = `tests/${specifier.slice("#tests/".length)}`;
    else if (specifier.startsWith(".")) target = relative(root, resolve(root, dirname(file), specifier));
    if (target?.startsWith("tests/") && existsSync(join(root, target))) found.push(target.split("\\").join("/"));
  }
  return found;
}

/** Whether a test file reaches the dialect: see the module comment. */
export function usesTheDialect(root: string, file: string, seen = new Set<string>()): boolean {
  if (file === DATABASE_HELPER) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(join(root, file), "utf8");
  if (NAMES_THE_DIALECT.test(withoutComments(source))) return true;
  return testImportsOf(root, file, source).some((imported) => usesTheDialect(root, imported, seen));
}

/** The unit test files (tests/unit/…, relative to `root`) that reach the dialect, sorted. */
export function unitFilesUsingTheDialect(root: string): string[] {
  return readdirSync(join(root, "tests/unit"), { recursive: true, encoding: "utf8" })
    .map((name) => `tests/unit/${name.split("\\").join("/")}`)
    .filter((file) => file.endsWith(".test.ts") && usesTheDialect(root, file))
    .sort();
}
