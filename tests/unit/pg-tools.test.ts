import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toolEnvironment } from "#app/.server/config.ts";
import { PgToolError, pgConnection, runPgTool, withDatabase } from "#app/.server/db/pg-tools.ts";

describe("pgConnection (the URL and environment of pg_dump, pg_restore and psql)", () => {
  it("moves the password out of the command line into PGPASSWORD, decoded", () => {
    const { dbname, env } = pgConnection("postgres://ymm:p%40ss%3Aw0rd@127.0.0.1:5432/ymm?sslmode=disable");
    expect(dbname).toBe("postgres://ymm@127.0.0.1:5432/ymm?sslmode=disable");
    expect(env.PGPASSWORD).toBe("p@ss:w0rd");
  });

  it("leaves a URL without a password as it is: the socket form install.sh writes, with a user and no host", () => {
    for (const url of ["postgresql://ymm@/ymm?host=/var/run/postgresql", "postgresql:///ymm?host=/var/run/postgresql"]) {
      const { dbname, env } = pgConnection(url);
      expect(dbname).toBe(url);
      // No password to carry; the tool gets the environment every database tool gets (config.ts).
      expect(env).toEqual(toolEnvironment());
      expect(env.PGPASSWORD).toBeUndefined();
    }
  });

  it("withDatabase names another database on the same server, for a host URL and the socket form", () => {
    expect(withDatabase("postgres://ymm:pw@127.0.0.1:5432/ymm?sslmode=disable", "ymm_backup_check_1")).toBe(
      "postgres://ymm:pw@127.0.0.1:5432/ymm_backup_check_1?sslmode=disable",
    );
    expect(withDatabase("postgresql://ymm@/ymm?host=/var/run/postgresql", "scratch")).toBe(
      "postgresql://ymm@/scratch?host=/var/run/postgresql",
    );
  });
});

describe("runPgTool (the one runner of the backups' and the restore's PostgreSQL tools)", () => {
  let bin: string;
  const saved = { PATH: process.env.PATH, TWO_FACTOR_KEY: process.env.TWO_FACTOR_KEY };

  /** A stand-in for a tool, first on PATH. */
  const fakeTool = (name: string, script: string) => {
    writeFileSync(join(bin, name), `#!/bin/sh\n${script}\n`);
    chmodSync(join(bin, name), 0o755);
  };

  beforeEach(() => {
    bin = mkdtempSync(join(tmpdir(), "ymm-pg-tools-"));
    process.env.PATH = `${bin}:${saved.PATH}`;
    process.env.TWO_FACTOR_KEY = "a-secret-the-tools-must-not-see";
  });
  afterEach(() => {
    process.env.PATH = saved.PATH;
    if (saved.TWO_FACTOR_KEY === undefined) delete process.env.TWO_FACTOR_KEY;
    else process.env.TWO_FACTOR_KEY = saved.TWO_FACTOR_KEY;
    rmSync(bin, { recursive: true, force: true });
  });

  it("gives the tool --dbname without the password, the password in PGPASSWORD and none of the site's secrets; returns its output", async () => {
    fakeTool("pg_dump", 'echo "args: $*"; echo "PGPASSWORD=$PGPASSWORD"; echo "TWO_FACTOR_KEY=$TWO_FACTOR_KEY"');
    const output = await runPgTool("pg_dump", ["--format=custom"], { url: "postgres://ymm:s%40cret@127.0.0.1:5432/ymm" });
    expect(output).toContain("args: --format=custom --dbname=postgres://ymm@127.0.0.1:5432/ymm\n");
    expect(output).toContain("PGPASSWORD=s@cret\n");
    expect(output).toContain("TWO_FACTOR_KEY=\n");
  });

  it("stops a tool that runs past its time limit and fails with a PgToolError saying so", async () => {
    fakeTool("pg_restore", "echo 'reading' >&2; exec sleep 30");
    const started = Date.now();
    const error = await runPgTool("pg_restore", ["--list", "x.dump"], { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error).toBeInstanceOf(PgToolError);
    expect(error).toMatchObject({ tool: "pg_restore", exitCode: null, signal: "SIGTERM" });
    expect((error as Error).message).toBe("pg_restore stopped after its time limit (SIGTERM): reading");
  });

  it("a tool that fails: its exit code and the last lines of its standard error; one that is not installed: could not be started", async () => {
    fakeTool("psql", "printf 'one\\ntwo\\nthree\\nfour\\n' >&2; exit 3");
    const failed = await runPgTool("psql", []).catch((e: unknown) => e);
    expect(failed).toMatchObject({ tool: "psql", exitCode: 3, signal: null });
    expect((failed as Error).message).toBe("psql exited with 3: two three four");

    process.env.PATH = bin; // no pg_dump anywhere on it
    const missing = await runPgTool("pg_dump", []).catch((e: unknown) => e);
    expect(missing).toMatchObject({ tool: "pg_dump", exitCode: null, signal: null });
    expect((missing as PgToolError).stderr).toMatch(/ENOENT/);
    expect((missing as Error).message).toMatch(/^pg_dump could not be started: /);
  });
});
