/**
 * `npm run test:changed [-- REF]`: the fast loop for a change, a first check in minutes before
 * `npm test` (which stays the gate). Against REF (default `main`; committed, staged, unstaged and
 * new files all count): Biome on the changed files, the typecheck, the production build, then
 * Vitest on SQLite and Playwright, side by side, on the test files the change may touch (chooseTests,
 * scripts/lib/changed-tests.ts, says how). Prints the files it chose and exits non-zero when a
 * step fails. ADR 041 has its timings.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chooseTests, listTestFiles } from "./lib/changed-tests.ts";
import { run, timings } from "./lib/run-step.ts";

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

let failed = 0;
const step = (ok: boolean) => {
  if (!ok) failed += 1;
  return ok;
};

// As in npm test, the steps overlap: Biome, typecheck and build side by side, then Playwright
// beside Vitest (each buffered but the last, so their lines do not interleave).
const biomeFiles = changed.filter((file) => /\.(ts|tsx|js|mjs|json|jsonc|css|md)$/.test(file));
const [, , built] = await Promise.all([
  biomeFiles.length
    ? run("Format and lint", "npx", ["biome", "check", "--no-errors-on-unmatched", ...biomeFiles], {}, true).then(step)
    : true,
  run("Route types", "npx", ["react-router", "typegen"], {}, true)
    .then((ok) => ok && run("Typecheck", "npx", ["tsc"], {}, true))
    .then(step),
  run("Build", "npx", ["react-router", "build"], {}, true).then(step),
]);
if (built) {
  await Promise.all([
    vitest.length ? run("Vitest (SQLite)", "npx", ["vitest", "run", ...vitest], { TEST_DIALECT: "sqlite" }).then(step) : true,
    playwright.length ? run("Browser tests", "npx", ["playwright", "test", ...playwright], {}, vitest.length > 0).then(step) : true,
  ]);
}
console.log(`\nTimes: ${timings.join(", ")}`);
console.log(failed ? `\n${failed} step(s) failed` : "\nAll chosen checks passed (npm test runs the rest).");
process.exit(failed ? 1 : 0);
