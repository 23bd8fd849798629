import { describe, expect, it } from "vitest";
import { toolEnvironment } from "#app/.server/config.ts";
import { pgConnection } from "#app/.server/db/pg-tools.ts";

describe("pgConnection (the restore's pg_dump, pg_restore and psql)", () => {
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
});
