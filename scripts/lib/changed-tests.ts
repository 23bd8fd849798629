/**
 * Which test files `npm run test:changed` (scripts/test-changed.ts) runs for a set of changed
 * files. A test file is chosen when
 *  1. it changed itself;
 *  2. it imports a changed file, directly or through any chain of the project's own imports
 *     (`#app/…`, `#tests/…`, `#server/…`, relative): the unit tests of a module, the specs of
 *     a changed e2e helper;
 *  3. it is a server test or a browser spec whose name starts with a changed file's topic: the
 *     first word of its name or of a folder above it (`app/.server/newsletter/delivery.ts` →
 *     newsletter, delivery; `app/routes/admin/firm-history.tsx` → firm). A server test
 *     starts the production build and talks to it over HTTP, so rule 2 does not see which
 *     ones reach a changed route or module; the files are named after what they test. A
 *     changed component (app/components/…) lends the topics of the routes that import it.
 * tests/unit/import-direction.test.ts runs whenever code under app/, server/ or scripts/
 * changed. The rules are a guess that errs towards more files; `npm test` remains the gate.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, normalize } from "node:path";

/** Folder names and file stems too general to choose tests by (they would choose most of them). */
const GENERAL = new Set([
  "app",
  ".server",
  "server",
  "routes",
  "components",
  "lib",
  "admin",
  "web",
  "index",
  "layout",
  "root",
  "shared",
  "types",
  "styles",
  "scripts",
  "tests",
  "helpers",
  "unit",
  "e2e",
  "repositories",
  "db",
]);

const IMPORT = /(?:^|[\s;])(?:import(?!\s+type\b)[^"'`;]*?from\s*|import\s*\(\s*|import\s+|export[^"'`;]*?from\s*)["']([^"']+)["']/g;
const SOURCE = /\.(ts|tsx)$/;

export interface TestFiles {
  /** tests/unit/… and tests/server/… test files. */
  vitest: string[];
  /** tests/e2e/… specs. */
  playwright: string[];
}

export function listTestFiles(root: string): TestFiles {
  const under = (folder: string, suffix: string) =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .map((name) => `${folder}/${name.split("\\").join("/")}`)
      .filter((file) => file.endsWith(suffix))
      .sort();
  return {
    vitest: [...under("tests/unit", ".test.ts"), ...under("tests/server", ".test.ts")],
    playwright: under("tests/e2e", ".spec.ts"),
  };
}

/** The project files (relative to root) a source file imports at run time. */
export function importsOf(root: string, file: string): string[] {
  let source: string;
  try {
    source = readFileSync(join(root, file), "utf8");
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1]!;
    const alias = /^#(app|tests|server)\/(.*)$/.exec(specifier);
    if (alias) found.push(`${alias[1]}/${alias[2]}`);
    else if (specifier.startsWith("."))
      found.push(
        normalize(join(dirname(file), specifier))
          .split("\\")
          .join("/"),
      );
  }
  return found.filter((target) => SOURCE.test(target));
}

/** Whether `file` imports one of `changed`, following the project's imports to any depth. */
function reaches(root: string, file: string, changed: Set<string>, imports: Map<string, string[]>): boolean {
  const seen = new Set([file]);
  const queue = [file];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const targets = imports.get(next) ?? importsOf(root, next);
    imports.set(next, targets);
    for (const target of targets) {
      if (changed.has(target)) return true;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return false;
}

/** The words rule 3 chooses tests by, for one changed file. */
export function topicsOf(file: string): string[] {
  if (!/^(app|server)\//.test(file)) return [];
  const parts = file.replace(/\.[^./]+$/, "").split("/");
  const words = parts.map((part) => part.split(/[-.]/).filter(Boolean)[0] ?? "").filter((word) => word && !GENERAL.has(word));
  return [...new Set(words)];
}

const firstWord = (file: string) => basename(file).split(/[-.]/)[0] ?? "";

/** The route modules (app/routes/…) that import one of `components`, directly or not. */
function routesUsing(root: string, components: Set<string>, imports: Map<string, string[]>): string[] {
  if (components.size === 0) return [];
  const routes = readdirSync(join(root, "app/routes"), { recursive: true, encoding: "utf8" })
    .map((name) => `app/routes/${name.split("\\").join("/")}`)
    .filter((file) => SOURCE.test(file));
  return routes.filter((route) => reaches(root, route, components, imports));
}

export function chooseTests(changed: string[], all: TestFiles, root: string): TestFiles {
  const changedSet = new Set(changed);
  const imports = new Map<string, string[]>();
  const components = new Set(changed.filter((file) => file.startsWith("app/components/") && SOURCE.test(file)));
  const topics = new Set([...changed, ...routesUsing(root, components, imports)].flatMap(topicsOf));
  const chosen = (file: string, byName: boolean) =>
    changedSet.has(file) || reaches(root, file, changedSet, imports) || (byName && topics.has(firstWord(file)));
  const vitest = all.vitest.filter((file) => chosen(file, file.startsWith("tests/server/")));
  const code = changed.some((file) => /^(app|server|scripts)\/.*\.(ts|tsx)$/.test(file));
  const guard = "tests/unit/import-direction.test.ts";
  if (code && all.vitest.includes(guard) && !vitest.includes(guard)) vitest.push(guard);
  return { vitest, playwright: all.playwright.filter((file) => chosen(file, true)) };
}
