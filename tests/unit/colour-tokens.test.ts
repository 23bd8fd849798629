import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { colourTokens } from "#app/lib/colour-tokens.ts";

// E-mails write colours inline (mail programs ignore custom properties), so
// app/lib/colour-tokens.ts copies the site's tokens; this keeps the copy true.
const tokensCss = readFileSync("app/styles/tokens.css", "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
const siteTokens = new Map([...tokensCss.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim().toLowerCase()]));

/** `inkMuted` → `--ink-muted`, `navy600` → `--navy-600`. */
const cssName = (key: string) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/([a-z])(\d)/g, "$1-$2")}`;

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Every .ts/.tsx file under a folder. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f));

describe("e-mail colours", () => {
  it("are the site's tokens: each name is in tokens.css with the same value", () => {
    const differing = Object.entries(colourTokens)
      .filter(([key, value]) => siteTokens.get(cssName(key)) !== value.toLowerCase())
      .map(([key, value]) => `${cssName(key)}: ${value} here, ${siteTokens.get(cssName(key)) ?? "missing"} in tokens.css`);
    expect(Object.keys(colourTokens).length).toBeGreaterThan(0);
    expect(differing).toEqual([]);
  });

  it("keep text readable (4.5:1) on the backgrounds the e-mails put it on", () => {
    const { ink, inkMuted, navy100, navy600, white } = colourTokens;
    const pairs: Record<string, [text: string, background: string]> = {
      "text on the page (templates.ts, issue-mail.ts)": [ink, white],
      "the firm's name, footer lines and quotes": [inkMuted, white],
      "links (issue-mail.ts)": [navy600, white],
      "a table's header cell (issue-mail.ts)": [ink, navy100],
      "a link in a table's header cell": [navy600, navy100],
    };
    const weak = Object.entries(pairs)
      .map(([where, [text, background]]) => [where, contrast(text, background)] as const)
      .filter(([, ratio]) => ratio < 4.5);
    expect(weak).toEqual([]);
  });

  it("are written nowhere else in the server code", () => {
    const colour = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3})\b(?=[;"'`)\s]|$)|\b(?:rgba?|hsla?)\(/gi;
    const stray = sources("app/.server").flatMap((file) => [...readFileSync(file, "utf8").matchAll(colour)].map((m) => `${file}: ${m[0]}`));
    expect(stray).toEqual([]);
  });

  it("measure contrast as WCAG does (black on white 21:1; a border line is no text colour)", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast(colourTokens.line, colourTokens.white)).toBeLessThan(4.5);
  });
});
