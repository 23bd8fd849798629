import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Fails loudly, with the fix, when no Chromium can be found: never a silent skip. */
export default async function globalSetup() {
  const configured = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  const bundled = chromium.executablePath();
  if (!(configured && existsSync(configured)) && !existsSync(bundled)) {
    throw new Error(
      [
        "No Chromium found for the browser tests.",
        "Install one and run again:",
        "  Debian/Ubuntu:  sudo apt-get install -y chromium   (gives /usr/bin/chromium)",
        "  or point CHROME_PATH at an existing Chrome/Chromium binary,",
        "  or, where the internet is reachable: npx playwright install chromium",
      ].join("\n"),
    );
  }
}
