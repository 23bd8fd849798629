/**
 * `deploy/caddyfile.sh --plain-http` (npm run bench, issue 41): the production Caddyfile's routes
 * on plain HTTP on loopback, so the benchmark measures the routes production runs, not a copy.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const script = join(import.meta.dirname, "../../deploy/caddyfile.sh");
const run = (args: string[]) => spawnSync(script, args, { encoding: "utf8" });
const PAGES = ["--port", "3000", "--pages", "/var/cache/ymm/pages"];
const production = run(["--domain", "www.firma.test", "--email", "bt@firma.test", ...PAGES]).stdout;
const plain = run(["--plain-http", "--http-port", "4417", ...PAGES]).stdout;

/** The text from `(name) {` to its closing brace at the start of a line. */
const snippet = (caddyfile: string, name: string) => {
  const start = caddyfile.indexOf(`(${name}) {\n`);
  return start < 0 ? undefined : caddyfile.slice(start, caddyfile.indexOf("\n}\n", start) + 3);
};
/** The site block: from its address to the end (the redirect's block follows it in production). */
const siteBlock = (caddyfile: string, address: string) => {
  const start = caddyfile.indexOf(`\n${address} {\n`);
  return start < 0 ? undefined : caddyfile.slice(start + 1, caddyfile.indexOf("\n}\n", start) + 3);
};

describe("caddyfile.sh --plain-http", () => {
  it("serves the site on http://127.0.0.1:PORT, bound to loopback, without admin API, e-mail or redirect", () => {
    expect(plain).toContain("\nhttp://127.0.0.1:4417 {\n");
    expect(plain).toContain("\tdefault_bind 127.0.0.1\n");
    expect(plain).toContain("\tadmin off\n");
    expect(plain).not.toContain("\temail");
    expect(plain).not.toContain("redir ");
    expect(plain).not.toContain("https://");
  });

  it("has the production routes: the page files, the proxy and the 503 page, word for word", () => {
    for (const name of ["site", "page-files"]) {
      expect(snippet(plain, name), name).toBeDefined();
      expect(snippet(plain, name), name).toBe(snippet(production, name));
    }
    const body = (block: string | undefined) => block?.slice(block.indexOf("{\n"));
    expect(body(siteBlock(plain, "http://127.0.0.1:4417"))).toBe(body(siteBlock(production, "www.firma.test")));
  });

  it("leaves the production Caddyfile as it was: e-mail, redirect, admin API on", () => {
    expect(production).toContain("\temail bt@firma.test\n");
    expect(production).toContain("\nfirma.test {\n\tredir https://www.firma.test{uri} permanent\n}\n");
    expect(production).not.toContain("admin off");
    expect(production).not.toContain("default_bind");
  });

  it("refuses --plain-http without a port", () => {
    const answer = run(["--plain-http", ...PAGES]);
    expect(answer.status).toBe(2);
    expect(answer.stderr).toContain("--plain-http needs --http-port");
  });
});
