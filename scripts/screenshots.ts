/**
 * `npm run screenshots [-- BASE_URL] [-- /path …] [-- --out DIR] [-- --width N …] [-- --sign-in]`:
 * full-page screenshots of pages at 360, 768 and 1280 px (or the --width given), into
 * docs/screenshots/ (or --out). Needs a running site (default http://127.0.0.1:3000) and
 * Chromium (CHROME_PATH or /usr/bin/chromium).
 *
 * - `/path#id`: only the section that heading id labels (or the element with that id), not the
 *   whole page.
 * - `--sign-in`: the admin's screens. The paths are taken signed out first while they are the
 *   sign-in page (`/adminpanel/giris`), then after signing in as SCREENSHOT_EMAIL with
 *   SCREENSHOT_PASSWORD (an account without two-factor). The files are named after the path
 *   without `/adminpanel/`: `/adminpanel/sistem` → `sistem-1280.png`.
 * - `--resolve NAME`: the browser finds NAME at 127.0.0.1 and accepts a certificate of a local
 *   authority (a site behind Caddy's `tls internal`, as deploy/install.sh --local-certs sets it up).
 */
import { existsSync, mkdirSync } from "node:fs";
import { type Browser, chromium, type Page } from "@playwright/test";

const args = process.argv.slice(2);
const VALUED_FLAGS = ["--out", "--width", "--resolve"];
/** The values given after a flag (`--width 360 --width 1280`). */
const flagValues = (flag: string) => args.flatMap((arg, i) => (arg === flag && args[i + 1] ? [args[i + 1] as string] : []));
const base = args.find((a) => a.startsWith("http")) ?? "http://127.0.0.1:3000";
const paths = args.filter((a, i) => a.startsWith("/") && !VALUED_FLAGS.includes(args[i - 1] ?? ""));
const out = flagValues("--out")[0] ?? "docs/screenshots";
const widths = flagValues("--width")
  .map(Number)
  .filter((width) => width > 0);
const signIn = args.includes("--sign-in");
const resolved = flagValues("--resolve");
const executablePath = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

function fileName(path: string): string {
  const bare = path.split("#")[0] ?? "/";
  if (bare === "/") return "home";
  return bare
    .replace(/^\/adminpanel\//, "/")
    .replace(/^\/|\/$/g, "")
    .replace(/[^a-z0-9]+/gi, "-");
}

async function shoot(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
  // Bring lazy images in, then return to the top.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  const file = `${out}/${fileName(path)}-${width}.png`;
  const id = path.split("#")[1];
  if (id) {
    // The section a heading labels, else the element itself.
    const section = page.locator(`[aria-labelledby="${id}"]`);
    await ((await section.count()) ? section.first() : page.locator(`[id="${id}"]`)).screenshot({ path: file });
  } else await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}

async function shootAll(browser: Browser) {
  const page = await browser.newPage({ locale: "tr-TR", ignoreHTTPSErrors: resolved.length > 0 });
  const signedOut = signIn ? paths.filter((path) => path.startsWith("/adminpanel/giris")) : paths;
  for (const path of signedOut.length || signIn ? signedOut : ["/"]) {
    for (const width of widths.length ? widths : [360, 768, 1280]) await shoot(page, path, width);
  }
  if (!signIn) return;
  const email = process.env.SCREENSHOT_EMAIL;
  const password = process.env.SCREENSHOT_PASSWORD;
  if (!email || !password) throw new Error("--sign-in needs SCREENSHOT_EMAIL and SCREENSHOT_PASSWORD");
  await page.goto(new URL("/adminpanel/giris", base).href);
  await page.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre").fill(password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith("/adminpanel/giris")),
    page.getByRole("button", { name: "Giriş Yap" }).click(),
  ]);
  for (const path of paths.filter((path) => !signedOut.includes(path))) {
    for (const width of widths.length ? widths : [360, 768, 1280]) await shoot(page, path, width);
  }
}

mkdirSync(out, { recursive: true });
const resolverRules = resolved.map((name) => `MAP ${name} 127.0.0.1`).join(", ");
const browser = await chromium.launch({
  executablePath,
  args: ["--no-sandbox", "--disable-gpu", ...(resolverRules ? [`--host-resolver-rules=${resolverRules}`] : [])],
});
try {
  await shootAll(browser);
} finally {
  await browser.close();
}
