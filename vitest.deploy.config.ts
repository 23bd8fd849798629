import { defineConfig } from "vitest/config";

// npm run test:deploy (ADR 050): the installer, Caddy in front of the site, upgrades and their
// rollback, the move to PostgreSQL (TEST_DATABASE_URL's server), the operator's guide followed
// whole, each on a scratch root with fixed loopback ports (4186–4199; page-files.test.ts 4470–4472), so one file at a time.
// Each file builds the releases it installs: minutes, not seconds, hence not in `npm test`'s Vitest runs.
export default defineConfig({
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 900_000,
    pool: "forks",
    fileParallelism: false,
  },
});
