import { existsSync } from "node:fs";

/** Debian's `chromium-headless-shell`: the old headless mode, without the full browser's GPU process and UI. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium the browser tests drive: E2E_CHROME_PATH, else Debian's headless
 * shell when installed (the browser suite took 125 s instead of 247 s on two
 * of its specs here, 26.11.2026: the full browser's GPU process rendered in
 * software), else CHROME_PATH (which Lighthouse also uses, and which must be a
 * full browser), else /usr/bin/chromium; undefined leaves Playwright its own.
 */
export function e2eChromiumPath(): string | undefined {
  if (process.env.E2E_CHROME_PATH) return process.env.E2E_CHROME_PATH;
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return undefined;
}
