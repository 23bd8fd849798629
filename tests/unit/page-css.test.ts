import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLASSES_ADDED_BY_SCRIPT, cssForPage, requiredTokens, tokensOf, withPageCss } from "#app/.server/web/page-css.ts";
import { SITE_CSS } from "#app/lib/inline-css.ts";

describe("requiredTokens", () => {
  it("names the classes and ids a selector needs, never what it names inside parentheses or brackets", () => {
    expect(requiredTokens(".nav .has-dropdown > a#x:hover")).toEqual([".nav", ".has-dropdown", "#x"]);
    expect(requiredTokens("[data-enhanced] .has-dropdown:not(.is-open) > .dropdown")).toEqual([".has-dropdown", ".dropdown"]);
    expect(requiredTokens('a[href$=".pdf"]::after')).toEqual([]);
    expect(requiredTokens(".card:has(.badge) p")).toEqual([".card"]);
    expect(requiredTokens("html, body")).toEqual([]);
  });
});

describe("cssForPage", () => {
  it("keeps a rule when one of its selectors has all it needs, and drops it otherwise", () => {
    const html = '<nav class="site-nav"><ul id="ana-menu" class="nav-menu"><li class="nav-item has-dropdown"></li></ul></nav>';
    const css = cssForPage(html);
    expect(css).toContain(".nav-menu");
    expect(css).not.toContain(".tax-calendar");
    expect(css).not.toContain(".banner-art");
    // Element rules and the custom properties stay.
    expect(css).toMatch(/:root\s*\{/);
    expect(css.length).toBeLessThan(SITE_CSS.length / 2);
  });

  it("keeps the whole stylesheet for markup that uses every class and id it names", () => {
    const every = [...SITE_CSS.matchAll(/[.#]([\w-]+)/g)].map((m) => m[1]!);
    const html = `<div class="${every.join(" ")}"></div>${every.map((id) => `<i id="${id}"></i>`).join("")}`;
    const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\s+/g, "");
    expect(withoutComments(cssForPage(html))).toBe(withoutComments(SITE_CSS));
  });

  it("drops a media query that is left empty, and keeps one with a rule that applies", () => {
    const none = cssForPage("<p></p>");
    const withBanner = cssForPage('<section class="banner"><div class="banner-art"><svg class="banner-art-md"></svg></div></section>');
    const mediaBlocks = (css: string) => [...css.matchAll(/@media[^{]*\{/g)].length;
    expect(withBanner).toMatch(/\.banner-art-md\s*\{\s*display:\s*block/);
    expect(mediaBlocks(withBanner)).toBeGreaterThan(mediaBlocks(none));
    expect(none).not.toMatch(/@media[^{]*\{\}/);
  });
});

describe("withPageCss", () => {
  it("replaces the whole stylesheet in a page by the page's own, and leaves a page without it alone", () => {
    const page = Buffer.from(`<html><head><style>${SITE_CSS}</style></head><body class="banner"></body></html>`);
    const { body, css } = withPageCss(page);
    expect(css).toBeDefined();
    expect(body.toString()).toBe(`<html><head><style>${css}</style></head><body class="banner"></body></html>`);
    const other = Buffer.from("<html><head><style>p{}</style></head></html>");
    expect(withPageCss(other)).toEqual({ body: other, css: undefined });
  });
});

describe("CLASSES_ADDED_BY_SCRIPT", () => {
  it("lists every class app/enhance/ adds, so a rule for it is never dropped", () => {
    const added = new Set<string>();
    for (const file of readdirSync("app/enhance")) {
      const code = readFileSync(`app/enhance/${file}`, "utf8");
      for (const m of code.matchAll(/classList\.(?:add|toggle|replace)\(\s*["'`]([\w-]+)["'`]/g)) added.add(m[1]!);
      // A class named through a variable could not be checked here.
      expect(code, file).not.toMatch(/classList\.(?:add|toggle|replace)\(\s*[^"'`\s]/);
      expect(code, file).not.toMatch(/\.className\s*=/);
    }
    expect(added.size).toBeGreaterThan(0);
    for (const name of added) expect(CLASSES_ADDED_BY_SCRIPT).toContain(name);
    expect(tokensOf("<p></p>").has(".is-open")).toBe(true);
  });
});
