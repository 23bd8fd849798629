/**
 * `npm test`: format and lint (Biome), typecheck, production build, Vitest (unit + server) on SQLite,
 * the server tests and the unit tests that open a database again on PostgreSQL when
 * TEST_DATABASE_URL is set (vitest.config.ts chooses them), then
 * Playwright (Chromium). Every step runs even when an earlier one fails, and
 * the last line sums up the tests: "N passed, N failed" (a failed typecheck or
 * build counts as one failure).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const VITEST_JSON = "test-results/vitest.json";
const PLAYWRIGHT_JSON = "test-results/e2e.json";

let passed = 0;
let failed = 0;
/** Each failed test's name, printed again just above the last line (a CI log is often read from its end). */
const failures: string[] = [];

/**
 * Node's compile cache for every process the steps start: the tests start the server and the
 * command-line scripts a few hundred times, and each start otherwise strips the types of and
 * compiles the same modules again (content-transfer.test.ts, mostly such starts, used a third
 * less CPU with it). Node checks each entry against the file's content; NODE_COMPILE_CACHE set
 * outside (or empty, to turn it off) wins.
 */
const compileCache = { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), "ymm-node-compile-cache") };

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...compileCache, ...env } });
  return result.status === 0;
}

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightSuite {
  specs?: { title: string; ok: boolean; file: string; line: number }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number };
  suites?: PlaywrightSuite[];
}

function* playwrightSpecs(suites: PlaywrightSuite[]): Generator<NonNullable<PlaywrightSuite["specs"]>[number]> {
  for (const suite of suites) {
    yield* suite.specs ?? [];
    yield* playwrightSpecs(suite.suites ?? []);
  }
}

const firstLine = (text: string | undefined) => (text ?? "").trim().split("\n")[0]?.slice(0, 200) ?? "";

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

mkdirSync("test-results", { recursive: true });
for (const file of [VITEST_JSON, PLAYWRIGHT_JSON]) rmSync(file, { force: true });

const npx = "npx";
function step(title: string, ok: boolean): boolean {
  if (!ok) {
    failed += 1;
    failures.push(`${title} (see its output above)`);
  }
  return ok;
}

step("Format and lint", run("Format and lint", npx, ["biome", "check", "."]));
step("Typecheck", run("Typecheck", npx, ["react-router", "typegen"]) && run("Typecheck", npx, ["tsc"]));
const built = step("Build", run("Build", npx, ["react-router", "build"]));

function vitest(title: string, env: NodeJS.ProcessEnv = {}) {
  rmSync(VITEST_JSON, { force: true });
  const ok = run(title, npx, ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_JSON}`], env);
  const report = readJson(VITEST_JSON) as VitestReport | undefined;
  if (report) {
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === "failed")
          failures.push(`${title}: ${relative(process.cwd(), file.name)} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
      }
      if (file.status === "failed" && !file.assertionResults?.some((test) => test.status === "failed")) {
        failures.push(`${title}: ${relative(process.cwd(), file.name)} did not run (${firstLine(file.message)})`);
      }
    }
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    if (!ok && !report.numFailedTests) failed += 1; // e.g. a file that failed to load
  } else failed += 1;
}

vitest("Unit and server tests (SQLite)", { TEST_DIALECT: "sqlite" });
if (process.env.TEST_DATABASE_URL) {
  vitest("Unit and server tests (PostgreSQL)", { TEST_DIALECT: "postgres" });
} else {
  console.log("\nTEST_DATABASE_URL is not set: the server tests ran on SQLite only (see README, Testing on PostgreSQL).");
}

if (built) {
  const e2eOk = run("Browser tests", npx, ["playwright", "test"]);
  const e2e = readJson(PLAYWRIGHT_JSON) as PlaywrightReport | undefined;
  if (e2e?.stats) {
    for (const spec of playwrightSpecs(e2e.suites ?? [])) {
      if (!spec.ok) failures.push(`Browser tests: ${spec.file}:${spec.line} › ${spec.title}`);
    }
    passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected ?? 0;
    if (!e2eOk && !e2e.stats.unexpected) failed += 1; // e.g. global setup refused to run
  } else failed += 1;
} else {
  failed += 1;
  console.log("Browser tests skipped: the build failed.");
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✗ ${name}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
