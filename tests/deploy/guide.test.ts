/**
 * The operator's guide (docs/operator/yayina-alma.md), followed from its first line on a scratch
 * root: every command in its `sh` blocks runs here in the guide's order, as the guide writes it
 * (with `sudo` dropped, the guide's domain, e-mail and paths turned into the test's, and the
 * scratch-root flags added); every `text` block after one is that command's real output, line by
 * line (`…` stands for what changes). Between the commands, what the guide tells the reader to
 * do in the browser is done over HTTPS through Caddy on the installer's Caddyfile: the first
 * sign-in with the password the installer printed, and Kurulum's going-live steps the guide
 * says tick by themselves. A command the test does not know fails it: the guide holds nothing
 * that is not run. systemd itself is the exception (`systemctl`, `journalctl`): those commands
 * are checked against the units the installer wrote.
 */
import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPostgresDatabase, type TestDatabase } from "../helpers/database.ts";
import { type Caddy, startCaddy } from "./caddy.ts";
import { makeScratch, root, type Scratch } from "./scratch.ts";

const GUIDE = join(root, "docs/operator/yayina-alma.md");
const SITE_PORT = 4186;
const HTTP_PORT = 4187;
const HTTPS_PORT = 4188;
const DOMAIN = "www.firma.test";
const SITE = `https://${DOMAIN}:${HTTPS_PORT}`;

/** The flags a scratch root needs on top of what the guide writes (ADR 050's test mode). */
function scratchFlags(script: string): string[] {
  switch (script) {
    case "install.sh":
      return [
        ["--port", String(SITE_PORT)],
        ["--skip-dns-check"],
        ["--local-certs"],
        ["--http-port", String(HTTP_PORT)],
        ["--https-port", String(HTTPS_PORT)],
        ["--bind", "127.0.0.1"],
      ].flat();
    // A scratch root installs no PostgreSQL: a database of the test's own on TEST_DATABASE_URL's server.
    case "use-postgres":
      if (!postgres) throw new Error("no PostgreSQL database for the guide's use-postgres");
      return ["--database-url", postgres.url];
    case "upgrade.sh":
    case "status":
    case "backup":
    case "offsite-init":
      return [];
    default:
      throw new Error(`the guide runs deploy/${script}, which this test does not know`);
  }
}

interface Step {
  /** The section (## heading) the block is in. */
  section: string;
  commands: string[];
  /** The `text` blocks right after it: the last command's output. */
  outputs: string[][];
}

/** The guide's `sh` blocks, in order, each with the `text` blocks that follow it. */
function guideSteps(markdown: string): Step[] {
  const steps: Step[] = [];
  let section = "";
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line.startsWith("## ")) section = line.slice(3);
    const fence = /^(\s*)```(\w+)$/.exec(line);
    if (!fence) continue;
    const indent = fence[1]?.length ?? 0;
    const body: string[] = [];
    for (i++; i < lines.length && (lines[i] ?? "").trim() !== "```"; i++) body.push((lines[i] ?? "").slice(indent));
    if (fence[2] === "sh") steps.push({ section, commands: body.filter((command) => command.trim() !== ""), outputs: [] });
    else if (fence[2] === "text") {
      const step = steps.at(-1);
      if (!step) throw new Error("a text block before any command");
      step.outputs.push(body);
    } else throw new Error(`the guide has a \`${fence[2]}\` block: only sh (run) and text (output) are checked`);
  }
  return steps;
}

let scratch: Scratch;
let caddy: Caddy | undefined;
let postgres: TestDatabase | undefined;
/** The guide's source folders: the first one is this checkout, the "new version" a copy with a change. */
let newSource: string;

/** The guide's words for the server, turned into the scratch root's. */
function toScratch(text: string): string {
  return text
    .replaceAll("https://www.firma.com.tr", SITE)
    .replaceAll("www.firma.com.tr", DOMAIN)
    .replaceAll("bt@firma.com.tr", "bt@firma.test")
    .replaceAll("127.0.0.1:3000", `127.0.0.1:${SITE_PORT}`)
    .replace(/(^|[\s(=])\/(var\/lib\/ymm|opt\/ymm|etc\/ymm|etc\/caddy|etc\/systemd|mnt\/yedek)/g, `$1${scratch.dir}/$2`);
}

/** Each line of the guide's sample output is a line of the real output (`…`: anything). */
function expectOutput(output: string, sample: string[]) {
  const actual = output.split("\n").map((line) => line.trimEnd());
  for (const line of sample) {
    const pattern = new RegExp(
      `^${toScratch(line)
        .split("…")
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*")}$`,
    );
    expect(
      actual.some((candidate) => pattern.test(candidate)),
      `the guide's output line "${line}" is not in:\n${output}`,
    ).toBe(true);
  }
}

/**
 * What the guide tells the reader to do before deploy/offsite-init: the lines it names, found
 * commented out in the environment file, uncommented (its paths the scratch root's), and the
 * backup disk it names mounted (a folder here).
 */
function turnOnOffsiteAsTheGuideSays(guide: string) {
  const lines = [...guide.matchAll(/`(# RESTIC_[A-Z_]+=[^`]+)`/g)].map((match) => match[1] ?? "");
  expect(lines).toHaveLength(2);
  let environment = readFileSync(scratch.envFile, "utf8");
  for (const line of lines) {
    const commented = toScratch(line);
    expect(environment, `the environment file has no line ${commented}`).toContain(`${commented}\n`);
    environment = environment.replace(`${commented}\n`, `${commented.slice(2)}\n`);
  }
  writeFileSync(scratch.envFile, environment);
  mkdirSync(toScratch(" /mnt/yedek").trim(), { recursive: true });
}

/** Runs deploy/<script> from a source folder, as `cd FOLDER && sudo deploy/SCRIPT …` does. */
function runDeploy(from: string, script: string, args: string[]): SpawnSyncReturns<string> {
  return spawnSync(join(from, "deploy", script), ["--root", scratch.dir, "--no-systemd", ...args, ...scratchFlags(script)], {
    cwd: from,
    encoding: "utf8",
    env: {
      ...process.env,
      PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
      YMM_OS_RELEASE: join(scratch.dir, "os-release-debian-12"),
      NODE_MODULES_FROM: realpathSync(join(root, "node_modules")),
    },
  });
}

/** The admin session the guide's reader has after signing in. */
let sessionCookie = "";

function adminPage(path: string): string {
  if (!caddy) throw new Error("Caddy is not running");
  const answer = caddy.curl(`${SITE}${path}`, { headers: { Cookie: sessionCookie } });
  expect(answer.status).toBe(200);
  return answer.body.toString();
}

/** Kurulum → Yayına alma: a step's "what to do" while it is not done. */
function launchStepDetail(key: string): string {
  const page = adminPage("/adminpanel/kurulum");
  const item = new RegExp(`<li id="yayin-${key}"[\\s\\S]*?</li>`).exec(page)?.[0] ?? "";
  return /<span class="setup-step-detail">([^<]*)<\/span>/.exec(item)?.[1] ?? "";
}

/** Kurulum → Yayına alma: whether a step shows as done. */
function launchStepDone(key: string): boolean {
  const page = adminPage("/adminpanel/kurulum");
  const item = new RegExp(`<li id="yayin-${key}" class="([^"]*)"`).exec(page);
  if (!item) throw new Error(`Kurulum has no going-live step ${key}`);
  return item[1]?.split(" ").includes("launch-step-done") ?? false;
}

/** What the guide's reader does after the install: Caddy serves the site; sign in with the printed password. */
async function signInAsTheGuideSays(installOutput: string) {
  caddy = await startCaddy({
    caddyfile: scratch.caddyfile,
    stateDir: join(scratch.dir, "caddy"),
    domains: [DOMAIN, "firma.test"],
    ports: [HTTP_PORT, HTTPS_PORT],
  });
  const email = /^\s+E-posta: (\S+)$/m.exec(installOutput)?.[1];
  const password = /^\s+Şifre: (\S+)$/m.exec(installOutput)?.[1];
  expect(email).toBe("bt@firma.test");
  expect(password).toBeTruthy();
  const signIn = caddy.curl(`${SITE}/adminpanel/giris`, {
    headers: { Origin: SITE },
    form: { eposta: email ?? "", sifre: password ?? "" },
  });
  expect(signIn.status).toBe(302);
  sessionCookie = (signIn.headers["set-cookie"] ?? "").split(";")[0] ?? "";
  expect(sessionCookie).toMatch(/^__Host-ymm_oturum=/);
  // Sistem durumu names the release that serves, as deploy/status does.
  const release = basename(readlinkSync(join(scratch.app, "current")));
  expect(adminPage("/adminpanel/sistem")).toMatch(new RegExp(`<p class="status-text">${release}( \\(commit [0-9a-f]+\\))?</p>`));
  // The guide: "Site adresini (SITE_URL) https yapın: kurulum bunu kendisi yapar".
  expect(launchStepDone("https")).toBe(true);
  expect(launchStepDone("initial-admin-file")).toBe(false);
  expect(launchStepDone("backup")).toBe(false);
  // On a server the installer set up, the step names the command the guide gives.
  expect(launchStepDetail("backup")).toContain("sudo deploy/backup");
}

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error(
      "TEST_DATABASE_URL is not set: the guide's move to PostgreSQL needs a server whose user may CREATE DATABASE, e.g. postgres://ymm_ci:ymm_ci@127.0.0.1:5432/ymm_ci (.ci/run sets it).",
    );
  }
  postgres = await newPostgresDatabase(adminUrl);
  scratch = makeScratch();
  writeFileSync(join(scratch.dir, "os-release-debian-12"), 'ID=debian\nVERSION_ID="12"\n');
  // The guide's "new version": this checkout with one change, so that it is another release.
  newSource = join(scratch.dir, "src-new");
  mkdirSync(newSource);
  for (const entry of ["app", "deploy", "public", "scripts", "server"])
    cpSync(join(root, entry), join(newSource, entry), { recursive: true });
  for (const file of [
    ".npmrc",
    ".nvmrc",
    "package.json",
    "package-lock.json",
    "react-router.config.ts",
    "tsconfig.json",
    "vite.config.ts",
  ]) {
    cpSync(join(root, file), join(newSource, file));
  }
  writeFileSync(join(newSource, "RELEASE_NOTES.txt"), "Bir sonraki sürüm.\n");
});

afterAll(async () => {
  await caddy?.stop();
  scratch?.remove();
  await postgres?.drop();
});

describe("the operator's guide (docs/operator/yayina-alma.md), followed on a scratch root", () => {
  // Two builds, a move to PostgreSQL and the off-site repository: over the deploy config's two
  // minutes on a loaded two-core machine.
  it("runs every command in order, through to a signed-in admin over HTTPS, an upgrade and its status, with the outputs it shows", {
    timeout: 600_000,
  }, async () => {
    const steps = guideSteps(readFileSync(GUIDE, "utf8"));
    expect(steps.length).toBeGreaterThanOrEqual(6);
    const sources: Record<string, string> = { "/root/ymm-site": root, "/root/ymm-site-yeni": newSource };
    let cwd = "";
    let installed = false;
    const unit = () => readFileSync(scratch.unitFile, "utf8");

    for (const step of steps) {
      let last = "";
      for (const written of step.commands) {
        const command = written.replace(/^sudo /, "");
        const [program = "", ...words] = command.split(/\s+/);
        const where = `${step.section}: ${written}`;
        if (program === "cd") {
          const folder = sources[words[0] ?? ""];
          if (!folder) throw new Error(`${where}: an unknown folder`);
          cwd = folder;
        } else if (program.startsWith("deploy/")) {
          if (!cwd) throw new Error(`${where}: run before any cd`);
          if (program === "deploy/offsite-init") turnOnOffsiteAsTheGuideSays(readFileSync(GUIDE, "utf8"));
          const result = runDeploy(cwd, program.slice("deploy/".length), words.map(toScratch));
          expect(result.status, `${where}\n${result.stdout}\n${result.stderr}`).toBe(0);
          expect(result.stderr).not.toContain("HATA");
          last = result.stdout;
          if (program === "deploy/backup") expect(launchStepDone("backup")).toBe(true);
          if (program === "deploy/install.sh" && !installed) {
            installed = true;
            await signInAsTheGuideSays(result.stdout);
          }
        } else if (program === "rm") {
          const file = toScratch(words.join(" "));
          expect(existsSync(file), `${where}: ${file} is not there to remove`).toBe(true);
          rmSync(file);
          if (file.endsWith("initial-admin.txt")) expect(launchStepDone("initial-admin-file")).toBe(true);
        } else if (program === "cat") {
          last = readFileSync(toScratch(words.join(" ")), "utf8");
          expect(last.trim(), where).not.toBe("");
        } else if (program === "journalctl") {
          // systemd is not run here: the unit named is the one the installer wrote, and it leaves
          // the site's output to the journal.
          const name = words[words.indexOf("-u") + 1];
          if (name === "ymm") {
            expect(unit()).not.toMatch(/^Standard(Output|Error)=(?!journal)/m);
          } else if (name === "caddy") {
            expect(existsSync(scratch.caddyfile)).toBe(true);
          } else throw new Error(`${where}: no unit ${name} is installed`);
        } else if (program === "systemctl") {
          expect(["restart", "status", "start", "stop"], where).toContain(words[0]);
          expect(words[1], where).toBe("ymm");
          expect(unit()).toContain("ExecStart=");
        } else {
          throw new Error(`${where}: the guide has a command this test does not run`);
        }
      }
      for (const sample of step.outputs) expectOutput(last, sample);
    }

    expect(installed).toBe(true);
    expect(adminPage("/adminpanel")).toContain("Genel bakış");
  });

  it("quotes in its trouble table only messages the scripts print and a deploy test checks", () => {
    const guide = readFileSync(GUIDE, "utf8");
    const table = guide.slice(guide.indexOf("## 8."));
    const messages = [...table.matchAll(/^\| `([^`]+)` +\|/gm)].map((match) => match[1] ?? "");
    expect(messages.length).toBeGreaterThanOrEqual(5);
    const scripts = ["install.sh", "upgrade.sh", "lib.sh", "backup", "use-postgres", "offsite-init"]
      .map((file) => readFileSync(join(root, "deploy", file), "utf8"))
      .join("\n");
    const tests = readdirSync(join(root, "tests/deploy"))
      .filter((file) => file.endsWith(".test.ts") && file !== "guide.test.ts")
      .map((file) => readFileSync(join(root, "tests/deploy", file), "utf8"))
      .join("\n");
    for (const message of messages) {
      expect(scripts, `no deploy script prints "${message}"`).toContain(message);
      expect(tests, `no deploy test checks "${message}"`).toContain(message);
    }
  });
});
