/**
 * The public pages' enhancement module (app/enhance/index.ts): in production
 * the hashed file Vite built (assets/enhance-<hash>.js, see vite.config.ts),
 * found once; in development the source, which Vite serves compiled.
 *
 * The page does not name the module in a <script src>: the browser would ask
 * for it while the page is still being painted, and a request that ends
 * before the largest paint is part of that paint's cost (Lighthouse counts its
 * round trip, and the module's run, into LCP). A small inline loader asks for
 * it once the page has loaded and been painted (ADR 027); the Content-Security-Policy
 * allows that loader by its hash, so public pages still need no nonce and no
 * 'unsafe-inline'.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { config } from "#app/.server/config.ts";

let found: string | undefined | null = null;

export function enhanceScriptSrc(): string | undefined {
  if (config().dev) return "/app/enhance/index.ts";
  if (found === null) {
    try {
      const file = readdirSync(resolve("build/client/assets")).find((name) => /^enhance-[\w-]+\.js$/.test(name));
      found = file && `/assets/${file}`;
    } catch {
      found = undefined;
    }
  }
  return found;
}

/**
 * The loader's code for a module at `src`: it adds the module once the page
 * has loaded and the frames after that have been painted, so the largest paint
 * comes first even when the first paint showed only part of the page (on long
 * pages the largest element is often a paragraph further down, painted in a
 * later frame). Two animation frames: the first callback runs before the next
 * frame is painted, the second once it has been; one was measured too early
 * (the paragraph's paint was reported ~20 ms after the module's request). The
 * load event alone is not enough either: a small page can load before its
 * first paint, so the loader also waits for Paint Timing's first paint (in
 * every current browser; without it, for the load event only). Hidden tabs
 * paint, and so load the module, when they are first shown.
 */
export function enhanceLoader(src: string): string {
  return (
    `(function(){function load(){var s=document.createElement("script");s.type="module";s.fetchPriority="low";s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
    `function next(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0)})})}` +
    `function loaded(){if(self.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)new PerformanceObserver(function(l,o){o.disconnect();next()}).observe({type:"paint",buffered:true});else next()}` +
    `if(document.readyState=="complete")loaded();else addEventListener("load",loaded)})()`
  );
}

let loaderHash: { src: string | undefined; hash: string | undefined } | undefined;

/** The CSP source that allows the loader of this build's module (`'sha256-…'`), or undefined without a module. */
export function enhanceLoaderHash(): string | undefined {
  const src = enhanceScriptSrc();
  if (!loaderHash || loaderHash.src !== src) {
    loaderHash = { src, hash: src && `'sha256-${createHash("sha256").update(enhanceLoader(src)).digest("base64")}'` };
  }
  return loaderHash.hash;
}
