/**
 * The smallest server (issue 41, ADR 054): what a server loads to start and to
 * answer the public pages stays out of the memory of a server that never
 * needs it. Packages only the admin or a rare task uses are loaded when first
 * needed, so the production build's start path (build/server/index.js and
 * the chunks it imports statically) must not import them; sharp's native
 * libvips is not mapped into a server that has answered the public pages; and
 * the primary of several workers, which only supervises, does not load the app.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseSync } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { root, startServer } from "#tests/helpers/server.ts";

const cleanup = cleanupAfterEach(afterEach);

/** Loaded when first needed (an upload, an e-mail to send, a password or a second factor set), never at start. */
const LOADED_WHEN_NEEDED = ["sharp", "nodemailer", "@zxcvbn-ts/core", "@zxcvbn-ts/language-common", "qrcode", "otplib", "unpdf"];

/** What a module imports at its top (import and re-export declarations), not `import()`. */
function staticImports(file: string): string[] {
  const result = parseSync(file, readFileSync(file, "utf8"));
  if (result.errors.length > 0) throw new Error(`${file}: cannot parse: ${result.errors[0]?.message}`);
  return result.program.body.flatMap((statement) =>
    (statement.type === "ImportDeclaration" || statement.type === "ExportAllDeclaration" || statement.type === "ExportNamedDeclaration") &&
    statement.source
      ? [statement.source.value]
      : [],
  );
}

/**
 * The packages imported at their top by the server's entry, the route modules' chunk it
 * awaits at start (server/app.ts: `await import("virtual:react-router/server-build")`), and
 * every chunk these import statically, recursively. Chunks imported with `import()` elsewhere
 * (the editor's) are loaded when first needed and are not followed.
 */
function startPathPackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith(".")) visit(join(dirname(file), specifier));
      else if (!specifier.startsWith("node:")) packages.add(specifier);
    }
  };
  visit(entry);
  const routes = /import\("(\.\/assets\/server-build-[\w-]+\.js)"\)/.exec(readFileSync(entry, "utf8"))?.[1];
  if (!routes) throw new Error(`${entry} does not import the route modules' chunk`);
  visit(join(dirname(entry), routes));
  return packages;
}

/** Whether a process has a library mapped whose path holds `name` (sharp's libvips). */
const maps = (pid: number, name: string) => readFileSync(`/proc/${pid}/maps`, "utf8").includes(name);

/** A process's own memory (RssAnon: heaps, not the libraries and code it shares), MB. */
const anonymousMb = (pid: number) => Number(/^RssAnon:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

const childrenOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);

describe("the start path of the production build", () => {
  const packages = [...startPathPackages(join(root, "build/server/index.js"))];

  it("imports what serving needs (the reading works)", () => {
    for (const needed of ["express", "react-dom/server", "kysely", "better-sqlite3"]) expect(packages).toContain(needed);
  });

  it("imports none of the packages loaded when first needed", () => {
    expect(packages.filter((name) => LOADED_WHEN_NEEDED.some((lazy) => name === lazy || name.startsWith(`${lazy}/`)))).toEqual([]);
  });
});

describe("a server that has answered the public pages", () => {
  it("has not loaded sharp's libvips", async () => {
    // The detector first: a process that loads sharp has libvips mapped.
    const loaded = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        'import { readFileSync } from "node:fs"; await import("sharp"); console.log(readFileSync("/proc/self/maps", "utf8").includes("libvips"));',
      ],
      { cwd: root, encoding: "utf8" },
    );
    expect(loaded.trim()).toBe("true");

    const server = await startServer();
    cleanup(() => server.stop());
    for (const page of ["/", "/sss", "/iletisim", "/haberler", "/vergi-takvimi.ics", "/sitemap.xml"]) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status, page).toBe(200);
      await response.arrayBuffer();
    }
    expect(maps(server.pid, "libvips")).toBe(false);
  });
});

describe("the primary of several workers", () => {
  it("supervises without loading the app: its own memory is well under a worker's", async () => {
    const server = await startServer({ WORKERS: "2" });
    cleanup(() => server.stop());
    await expect.poll(() => childrenOf(server.pid).length, { timeout: 30_000 }).toBe(2);
    await expect.poll(async () => (await fetch(`${server.url}/sss`)).status).toBe(200);
    // Measured: the primary 61 MB of its own (anonymous) memory, a started worker 98–121 MB; with the app loaded, 118.
    const smallestWorker = Math.min(...childrenOf(server.pid).map(anonymousMb));
    expect(anonymousMb(server.pid)).toBeLessThan(0.75 * smallestWorker);
  });
});
