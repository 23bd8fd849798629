import { defineConfig } from "vitest/config";
import { unitFilesUsingTheDialect } from "./tests/helpers/dialect-files.ts";

// The PostgreSQL run (TEST_DIALECT=postgres, scripts/test.ts) repeats the server tests and only
// the unit tests that can reach a database through the dialect; the others would run exactly as
// in the SQLite run (tests/helpers/dialect-files.ts says how the files are chosen).
const onPostgres = process.env.TEST_DIALECT === "postgres";

/** Server tests that time requests against a limit: they run last and alone (the "timed" project). */
const TIMED_FILES = ["tests/server/attachments-hostile.test.ts"];

export default defineConfig({
  test: {
    // Prepares the template database the test databases are copied from (tests/helpers/global-setup.ts).
    globalSetup: ["tests/helpers/global-setup.ts"],
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
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: onPostgres ? unitFilesUsingTheDialect(import.meta.dirname) : ["tests/unit/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          exclude: TIMED_FILES,
          // A server test talks over HTTP to servers it starts (tests/helpers/server.ts) and
          // keeps no state in this process beyond its own file's, so one worker process runs
          // file after file without a fresh start: ADR 043 measured what that saves.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "timed",
          include: TIMED_FILES,
          isolate: false,
          // After every other file, alone: these tests time a visitor's request while the server
          // works, and three files sharing two cores made a request wait 214–283 ms against a
          // 200 ms limit, three attempts in a row, while the backup drill ran beside it (2026-11-28).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
