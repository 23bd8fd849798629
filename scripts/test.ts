/**
 * `npm test`: format and lint (Biome), typecheck, production build, Vitest (unit + server) on SQLite,
 * the server tests and the unit tests that open a database again on PostgreSQL when
 * TEST_DATABASE_URL is set (vitest.config.ts chooses them), and
 * Playwright (Chromium), and with TEST_DEPLOY=1 (as .ci/run sets it) the deploy tests last
 * (`npm run test:deploy`: the installer, Caddy, upgrades and the move to PostgreSQL on a scratch
 * root, ADR 050; the last needs TEST_DATABASE_URL and fails without it).
 * Every step runs even when an earlier one fails, and
 * the last line sums up the tests: "N passed, N failed" (a failed typecheck or
 * build counts as one failure).
 *
 * Biome, the typecheck and the build run side by side (ADR 041); then the two Vitest runs
 * (SQLite, then PostgreSQL), then Playwright. TEST_OVERLAP=1 runs Playwright beside the Vitest
 * runs: faster on a machine with cores to spare, but on two cores the load it makes (13 and
 * more) ran tests past their time limits (ADR 041), so it is not the default. Vitest prints as
 * it goes; a step running beside it prints its output in one piece when it ends.
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { relative } from "node:path";
import { run, timings } from "./lib/run-step.ts";

const vitestJson = (dialect: string) => `test-results/vitest-${dialect}.json`;
const PLAYWRIGHT_JSON = "test-results/e2e.json";
const DEPLOY_JSON = "test-results/vitest-deploy.json";

let passed = 0;
let failed = 0;
/** Each failed test's name, printed again just above the last line (a CI log is often read from its end). */
const failures: string[] = [];

const serial = process.env.TEST_OVERLAP !== "1";

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
for (const file of [vitestJson("sqlite"), vitestJson("postgres"), PLAYWRIGHT_JSON, DEPLOY_JSON]) rmSync(file, { force: true });

const npx = "npx";
function step(title: string, ok: boolean): boolean {
  if (!ok) {
    failed += 1;
    failures.push(`${title} (see its output above)`);
  }
  return ok;
}

const suiteStarted = Date.now();
const [, , built] = await Promise.all([
  run("Format and lint", npx, ["biome", "check", "."], {}, true).then((ok) => step("Format and lint", ok)),
  run("Route types", npx, ["react-router", "typegen"], {}, true)
    .then((ok) => ok && run("Typecheck", npx, ["tsc"], {}, true))
    .then((ok) => step("Typecheck", ok)),
  run("Build", npx, ["react-router", "build"], {}, true).then((ok) => step("Build", ok)),
]);

async function vitest(title: string, dialect: "sqlite" | "postgres", json = vitestJson(dialect), configArgs: string[] = []) {
  const ok = await run(title, npx, ["vitest", "run", ...configArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${json}`], {
    TEST_DIALECT: dialect,
  });
  const report = readJson(json) as VitestReport | undefined;
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

async function vitestRuns() {
  await vitest("Unit and server tests (SQLite)", "sqlite");
  if (process.env.TEST_DATABASE_URL) {
    await vitest("Unit and server tests (PostgreSQL)", "postgres");
  } else {
    console.log("\nTEST_DATABASE_URL is not set: the server tests ran on SQLite only (see README, Testing on PostgreSQL).");
  }
}

async function browserTests() {
  if (!built) {
    failed += 1;
    console.log("Browser tests skipped: the build failed.");
    return;
  }
  const e2eOk = await run("Browser tests", npx, ["playwright", "test"], {}, !serial);
  const e2e = readJson(PLAYWRIGHT_JSON) as PlaywrightReport | undefined;
  if (e2e?.stats) {
    for (const spec of playwrightSpecs(e2e.suites ?? [])) {
      if (!spec.ok) failures.push(`Browser tests: ${spec.file}:${spec.line} › ${spec.title}`);
    }
    passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected ?? 0;
    if (!e2eOk && !e2e.stats.unexpected) failed += 1; // e.g. global setup refused to run
  } else failed += 1;
}

if (serial) {
  await vitestRuns();
  await browserTests();
} else {
  await Promise.all([vitestRuns(), browserTests()]);
}

if (process.env.TEST_DEPLOY === "1") {
  await vitest("Deploy tests", "sqlite", DEPLOY_JSON, ["--config", "vitest.deploy.config.ts"]);
}

console.log(`\nTimes: ${timings.join(", ")}; all ${Math.round((Date.now() - suiteStarted) / 1000)} s`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✗ ${name}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
