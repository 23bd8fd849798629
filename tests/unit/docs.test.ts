/**
 * The docs by reader (issue 37, ADR 040): the README stays a short front door,
 * every relative link in it and in docs/ leads to a file that exists (and to a
 * heading that exists, when it names one), and the developer's layout names
 * every folder of app/ and app/.server/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(path, "utf8");

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

/** Prose only: fenced code blocks, inline code and HTML comments hold no links. */
const prose = (markdown: string) =>
  markdown
    .replace(/^```[\s\S]*?^```/gm, "")
    .replace(/`[^`\n]*`/g, "")
    .replace(/<!--[\s\S]*?-->/g, "");

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
const githubSlug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");

const anchorsOf = (path: string) =>
  new Set(
    prose(read(path))
      .split("\n")
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => githubSlug(line.replace(/^#+ /, ""))),
  );

/** Every [text](target) and ![alt](target) of a file's Markdown that points inside the repository and leads nowhere. */
function brokenLinks(file: string, markdown = read(file)): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? "")
    .filter((link) => !/^[a-z]+:/i.test(link))
    .flatMap((link) => {
      const [target = "", anchor] = link.split("#");
      const resolved = target === "" ? file : join(dirname(file), decodeURIComponent(target));
      const where = `${relative(ROOT, file)} → ${link}`;
      if (!existsSync(resolved)) return [`${where} (no such file)`];
      const isMarkdown = statSync(resolved).isFile() && resolved.endsWith(".md");
      if (anchor && isMarkdown && !anchorsOf(resolved).has(anchor)) return [`${where} (no such heading)`];
      return [];
    });
}

const files = [join(ROOT, "README.md"), ...markdownFiles(join(ROOT, "docs"))];

describe("the docs", () => {
  it("keep the README a front door of at most 150 lines", () => {
    expect(read(join(ROOT, "README.md")).trimEnd().split("\n").length).toBeLessThanOrEqual(150);
  });

  it("link only to files and headings that exist", () => {
    expect(files.flatMap((file) => brokenLinks(file))).toEqual([]);
  });

  it("find a missing file and a missing heading (the check itself)", () => {
    const file = join(ROOT, "docs/operator/README.md");
    const fixture = [
      "[ok](install.md#replacing-the-sample-content) [dir](../screenshots/) `[code](nowhere.md)`",
      "[gone](no-such-file.md) [heading](install.md#no-such-heading) [web](https://example.com/x.md)",
    ].join("\n");
    expect(brokenLinks(file, fixture)).toEqual([
      "docs/operator/README.md → no-such-file.md (no such file)",
      "docs/operator/README.md → install.md#no-such-heading (no such heading)",
    ]);
    expect(githubSlug("Moving to PostgreSQL")).toBe("moving-to-postgresql");
  });

  it("name every folder of app/ and app/.server/ in the developer's project layout", () => {
    const layout = read(join(ROOT, "docs/developer/README.md"));
    const folders = (dir: string) =>
      readdirSync(join(ROOT, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${entry.name}/`);
    const missing = [...folders("app"), ...folders("app/.server")].filter((name) => !layout.includes(` ${name} `));
    expect(missing).toEqual([]);
  });
});
