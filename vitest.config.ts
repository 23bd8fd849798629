import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/server/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker less than the cores: one worker on our two-core
    // machines. The server tests mostly wait on the servers they start, so three files at
    // a time use the cores: the SQLite run took 307 s instead of 570 s here (2026-11-25).
    maxWorkers: 3,
    // The site's stylesheet, which the server prunes per page (app/.server/web/page-css.ts),
    // is imported ?inline: processed, not left empty as Vitest does with CSS by default.
    css: { include: [/app\/styles\/site\.css/] },
  },
});
