import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { e2eChromiumPath } from "#tests/e2e/browser.ts";

/** Fails loudly, with the fix, when no Chromium can be found: never a silent skip. */
export default async function globalSetup() {
  const configured = e2eChromiumPath();
  const bundled = chromium.executablePath();
  if (!(configured && existsSync(configured)) && !existsSync(bundled)) {
    throw new Error(
      [
        "No Chromium found for the browser tests.",
        "Install one and run again:",
        "  Debian/Ubuntu:  sudo apt-get install -y chromium-headless-shell chromium",
        "  or point CHROME_PATH at an existing Chrome/Chromium binary,",
        "  or, where the internet is reachable: npx playwright install chromium",
      ].join("\n"),
    );
  }
}
