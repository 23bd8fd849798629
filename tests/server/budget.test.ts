import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

// DESIGN §7: public pages load ≤ 10 KB of gzipped JavaScript (only app/enhance/, no framework).
// This is the only place that states the budget: change it here.
const HOME_JS_BUDGET_KB = 10;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/**
 * Every script the home page loads: module preloads, script sources and the
 * imports of the inline module script. (The route manifest's own URL, also in
 * the page, is not loaded: routes are discovered lazily.)
 */
function scriptsOf(html: string): string[] {
  const attributes = [...html.matchAll(/(?:href|src)="(\/assets\/[\w.-]+\.js)"/g)];
  const imports = [...html.matchAll(/import\s*(?:[\w*{}\s,]+from\s*)?["'](\/assets\/[\w.-]+\.js)["']/g)];
  return [...new Set([...attributes, ...imports].map((m) => m[1]!))];
}

describe("home page JavaScript budget (production build)", () => {
  it(`stays within ${HOME_JS_BUDGET_KB} KB gzipped and carries no admin code`, async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = scriptsOf(html);
    // The enhancement module, and nothing of React or the router.
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)]);
    let total = 0;
    for (const src of scripts) {
      expect(src).not.toMatch(/admin/i);
      const code = readFileSync(join("build/client", src));
      expect(code.toString()).not.toContain("adminpanel");
      total += gzipSync(code).length;
    }
    console.log(`home page JavaScript: ${scripts.length} files, ${(total / 1024).toFixed(1)} KB gzipped`);
    expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_KB * 1024);
  });
});
