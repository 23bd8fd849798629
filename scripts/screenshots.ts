/**
 * `npm run screenshots [-- BASE_URL] [-- /path …]`: full-page screenshots of
 * pages at 360, 768 and 1280 px, into docs/screenshots/. Needs a running site
 * (default http://127.0.0.1:3000) and Chromium (CHROME_PATH or /usr/bin/chromium).
 */
import { existsSync, mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const base = args.find((a) => a.startsWith("http")) ?? "http://127.0.0.1:3000";
const paths = args.filter((a) => a.startsWith("/"));
const widths = [360, 768, 1280];
const executablePath = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

mkdirSync("docs/screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
try {
  for (const path of paths.length ? paths : ["/"]) {
    const name = path === "/" ? "home" : path.replace(/^\/|\/$/g, "").replace(/[^a-z0-9]+/gi, "-");
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, locale: "tr-TR" });
      await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
      // Bring lazy images in, then return to the top.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      const file = `docs/screenshots/${name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
