import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Colours live in tokens.css only; every other stylesheet refers to them by name.
const STYLES = "app/styles";
const TOKENS = "tokens.css";

const files = readdirSync(STYLES, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".css"))
  .map((f) => f.split("\\").join("/"))
  .sort();
const read = (file: string) => readFileSync(join(STYLES, file), "utf8");
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "");
/** Declarations only: comments, selectors and at-rule preludes removed (so `#id` selectors are no colours). */
const declarations = (css: string) => withoutComments(css).replace(/[^{};]*\{/g, "{");

const COLOUR = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^)]*\)/gi;
const definedIn = (css: string) => new Set([...withoutComments(css).matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!));
const usedIn = (css: string) => new Set([...declarations(css).matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!));
/** The files a stylesheet imports, as paths relative to app/styles. */
const importsOf = (file: string) =>
  [...withoutComments(read(file)).matchAll(/@import\s+(?:url\()?["']([^"']+)["']/g)].map((m) =>
    join(file, "..", m[1]!).split("\\").join("/"),
  );

describe("stylesheets", () => {
  it("have a tokens file", () => {
    expect(files).toContain(TOKENS);
  });

  it("write colour values only in tokens.css", () => {
    const stray = files.filter((f) => f !== TOKENS).flatMap((f) => [...declarations(read(f)).matchAll(COLOUR)].map((m) => `${f}: ${m[0]}`));
    expect(stray).toEqual([]);
  });

  it("give each colour in tokens.css one name", () => {
    const tokens = existsSync(join(STYLES, TOKENS)) ? withoutComments(read(TOKENS)) : "";
    const colours = [...tokens.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)]
      .filter((m) => new RegExp(`^(?:${COLOUR.source})`, "i").test(m[2]!.trim()))
      .map((m) => m[2]!.trim().toLowerCase());
    expect(colours.length).toBeGreaterThan(0);
    expect(colours.filter((c, i) => colours.indexOf(c) !== i)).toEqual([]);
  });

  it("use only custom properties defined in tokens.css or in the same file", () => {
    const tokens = existsSync(join(STYLES, TOKENS)) ? definedIn(read(TOKENS)) : new Set<string>();
    const undefinedVars = files.flatMap((f) => {
      const own = definedIn(read(f));
      return [...usedIn(read(f))].filter((name) => !tokens.has(name) && !own.has(name)).map((name) => `${f}: ${name}`);
    });
    expect(undefinedVars).toEqual([]);
  });

  it("site.css only imports the parts, and every part is imported", () => {
    const site = read("site.css");
    expect(
      withoutComments(site)
        .replace(/@import\s+[^;]+;/g, "")
        .trim(),
    ).toBe("");
    const imported = [...importsOf("site.css"), ...importsOf("admin.css")];
    expect(imported[0]).toBe(TOKENS);
    for (const f of imported) expect(files).toContain(f);
    expect(files.filter((f) => f !== "site.css" && f !== "admin.css" && !imported.includes(f))).toEqual([]);
  });

  it("admin.css builds on the same tokens", () => {
    expect(importsOf("admin.css")).toContain(TOKENS);
  });
});
