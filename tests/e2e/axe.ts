import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Frame, Page } from "@playwright/test";
import type axe from "axe-core";

/**
 * axe-core's minified build, as its docs suggest injecting. `axe.source` is the unminified
 * build (1.5 MB against 0.65 MB), which Chromium took about 0.44 CPU-s to put into a page here
 * against 0.27 s for this one; the code is the same.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * axe-core on a page, put into each of its frames once per document (ADR 044).
 *
 * `@axe-core/playwright` sends axe-core's source (1.5 MB) to the page twice on every analysis,
 * and Chromium parses it each time: about 0.6 s of an analysis' 0.9 s here, whether or not
 * axe is already there. This runner sends it only to a frame that does not have it yet,
 * then calls `axe.run` as that package's legacy mode does: in the page, reaching its
 * same-origin frames (our pages have no others), reporting what the options ask for. The rules,
 * the tags and the context are the caller's, so what is checked is the same.
 */
export class PageAxe {
  readonly #page: Page;
  readonly #include: string[] = [];
  #options: axe.RunOptions = {};

  constructor(page: Page) {
    this.#page = page;
  }

  /** Checks only the elements a selector matches (any number of calls). */
  include(selector: string): this {
    this.#include.push(selector);
    return this;
  }

  /** axe's run options; replaces those set before, as AxeBuilder#options did. */
  options(options: axe.RunOptions): this {
    this.#options = options;
    return this;
  }

  /** Runs only the rules with one of these tags. */
  withTags(tags: string[]): this {
    this.#options = { ...this.#options, runOnly: { type: "tag", values: tags } };
    return this;
  }

  async analyze(): Promise<axe.AxeResults> {
    const [main, ...children] = this.#page.frames();
    if (!main) throw new Error("The page has no frame to analyse.");
    await withAxe(main);
    // As AxeBuilder did: a child frame that cannot take the script (gone, or another origin) is
    // left out, and axe reports it as not analysed.
    for (const frame of children) await withAxe(frame).catch(() => undefined);
    // No selector: the whole document (what AxeBuilder's empty include list meant).
    const include = this.#include.length > 0 ? this.#include : null;
    const outcome = await this.#page.evaluate(
      ({ include, options }) =>
        window.axe!.run(include ? { include, exclude: [] } : document, options).then(
          (results) => ({ results, error: null }),
          (error: unknown) => ({ results: null, error: error instanceof Error ? error.message : String(error) }),
        ),
      { include, options: this.#options },
    );
    if (outcome.error !== null) throw new Error(`axe-core: ${outcome.error}`);
    return outcome.results;
  }
}

/** Puts axe-core into a frame unless this document has it already. */
async function withAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof window.axe?.run === "function")) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(() => window.axe!.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } }));
}
