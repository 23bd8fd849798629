import { defineConfig, devices } from "@playwright/test";
import { e2eChromiumPath } from "./tests/e2e/browser.ts";

/**
 * Browser tests run in Chromium against the production build. The browser is
 * chosen by tests/e2e/browser.ts (the headless shell when installed);
 * tests/e2e/global-setup.ts fails with instructions when there is none.
 */

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = e2eChromiumPath();

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Two workers on two cores beside the server: a form's POST and the screen after it can take
  // longer than Playwright's 5 s for an expectation (several specs ran out at 5 s in full runs,
  // none alone), so an expectation waits up to 15 s and a test up to 60 s. Waiting longer only
  // slows a failing run; a passing one is as fast as the page.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // A fresh sample database for every run.
    command: "rm -f test-results/e2e-site.db* && MALLOC_ARENA_MAX=2 node --min-semi-space-size=16 --max-semi-space-size=16 server/main.ts",
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: "file:test-results/e2e-site.db",
      SITE_URL: baseURL,
      ADMIN_EMAIL: "yonetici@ornek.test",
      ADMIN_PASSWORD: "e2e-gizli-sifre-2026",
      // Encrypts TOTP secrets at rest (32 bytes, base64); a fixed test key.
      TWO_FACTOR_KEY: Buffer.alloc(32, 9).toString("base64"),
    },
  },
});
