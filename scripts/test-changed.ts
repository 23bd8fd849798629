/**
 * `npm run test:changed [-- REF]`: the fast loop for a change, a first check in minutes before
 * `npm test` (which stays the gate). Against REF (default `main`; committed, staged, unstaged and
 * new files all count): Biome on the changed files, the typecheck, the production build, then
 * Vitest on SQLite and Playwright on the test files the change may touch (chooseTests,
 * scripts/lib/changed-tests.ts, says how). Prints the files it chose and exits non-zero when a
 * step fails. ADR 041 has its timings.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chooseTests, listTestFiles } from "./lib/changed-tests.ts";

const root = join(import.meta.dirname, "..");
const ref = process.argv[2] ?? "main";

function git(args: string[]): string[] {
  const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.split("\n").filter(Boolean);
}

const changed = [
  ...new Set([
    ...git(["diff", "--name-only", `${ref}...HEAD`]),
    ...git(["diff", "--name-only", "HEAD"]),
    ...git(["ls-files", "--others", "--exclude-standard"]),
  ]),
]
  .filter((file) => existsSync(join(root, file)))
  .sort();

if (changed.length === 0) {
  console.log(`Nothing changed against ${ref}.`);
  process.exit(0);
}

const { vitest, playwright } = chooseTests(changed, listTestFiles(root), root);
console.log(`Changed against ${ref}: ${changed.length} file(s).`);
console.log(`Vitest (SQLite): ${vitest.length ? vitest.join(" ") : "none"}`);
console.log(`Playwright: ${playwright.length ? playwright.join(" ") : "none"}`);

const compileCache = { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), "ymm-node-compile-cache") };
let failed = 0;
function run(title: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${title}: npx ${args.join(" ")}`);
  const started = Date.now();
  const ok = spawnSync("npx", args, { cwd: root, stdio: "inherit", env: { ...process.env, ...compileCache, ...env } }).status === 0;
  console.log(`${ok ? "✓" : "✗"} ${title} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (!ok) failed += 1;
  return ok;
}

const biomeFiles = changed.filter((file) => /\.(ts|tsx|js|mjs|json|jsonc|css|md)$/.test(file));
if (biomeFiles.length) run("Format and lint", ["biome", "check", "--no-errors-on-unmatched", ...biomeFiles]);
run("Typecheck", ["react-router", "typegen"]) && run("Typecheck", ["tsc"]);
const built = run("Build", ["react-router", "build"]);
if (built && vitest.length) run("Vitest (SQLite)", ["vitest", "run", ...vitest], { TEST_DIALECT: "sqlite" });
if (built && playwright.length) run("Browser tests", ["playwright", "test", ...playwright]);

console.log(failed ? `\n${failed} step(s) failed` : "\nAll chosen checks passed (npm test runs the rest).");
process.exit(failed ? 1 : 0);
