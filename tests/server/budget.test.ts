import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { sitemapUrls } from "#tests/helpers/sitemap.ts";

// DESIGN §7: every public page loads at most this much JavaScript, gzipped, in
// total, and none of the admin area's code. This is the only place that states
// the budget: change it here.
const PUBLIC_PAGE_JS_BUDGET_KB = 10;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Every script a page loads or preloads (module scripts, modulepreload links, inline imports, a loader's quoted path). */
function scriptsOf(html: string): string[] {
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.m?js)"/g)];
  const imports = [...html.matchAll(/import\s*(?:[\w*{}\s,]+from\s*)?["']([^"']+\.js)["']/g)];
  const quoted = [...html.matchAll(/<script>[^<]*?"(\/[^"]+\.m?js)"[^<]*<\/script>/g)];
  return [...new Set([...tags, ...imports, ...quoted].map((m) => m[1]!))];
}

async function publicPages(): Promise<string[]> {
  const paths = (await sitemapUrls(server.url)).map((url) => new URL(url).pathname);
  // The wage calculator's result (its tables) until its menu link puts the page in the sitemap.
  return [...new Set([...paths, "/bu-sayfa-yok", "/iletisim?durum=gonderildi", "/araclar/net-brut-ucret?yil=2026&brut=100000"])];
}

describe("JavaScript on public pages (production build)", () => {
  it(`stays within ${PUBLIC_PAGE_JS_BUDGET_KB} KB gzipped on every page and carries no framework or admin code`, async () => {
    const pages = await publicPages();
    expect(pages.length).toBeGreaterThan(15);
    const totals: Record<string, number> = {};
    for (const path of pages) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      let total = 0;
      for (const src of scriptsOf(html)) {
        expect(src, path).toMatch(/^\/assets\/enhance-[\w-]+\.js$/);
        const code = readFileSync(join("build/client", src)).toString();
        // Nor the admin's editor (TipTap on ProseMirror, ADR 012).
        expect(code, path).not.toMatch(/adminpanel|react|__reactRouter|prosemirror|tiptap/i);
        total += gzipSync(code).length;
      }
      totals[path] = total;
      expect(total, path).toBeLessThanOrEqual(PUBLIC_PAGE_JS_BUDGET_KB * 1024);
    }
    const worst = Math.max(...Object.values(totals));
    console.log(`public pages: ${pages.length}, most JavaScript on one page: ${(worst / 1024).toFixed(1)} KB gzipped`);
  });

  it("names the enhancement module only in an inline loader that waits for the first paint, allowed by its hash", async () => {
    const response = await fetch(`${server.url}/sss`);
    const html = await response.text();
    // No <script src> or preload: the browser would fetch it while painting (ADR 027).
    expect(html).not.toMatch(/<(?:script|link)\b[^>]*(?:src|href)="[^"]*enhance-/);
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toMatch(/"\/assets\/enhance-[\w-]+\.js"/);
    expect(inline[0]).toContain('observe({type:"paint",buffered:true})');
    const csp = response.headers.get("content-security-policy") ?? "";
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).toBe(`'self' 'sha256-${createHash("sha256").update(inline[0]!).digest("base64")}'`);
  });

  it("loads the admin area as a React Router app, only there", async () => {
    const html = await (await fetch(`${server.url}/adminpanel/giris`)).text();
    expect(html).toContain("__reactRouterContext");
    expect(scriptsOf(html).some((src) => src.includes("entry.client"))).toBe(true);
  });
});
