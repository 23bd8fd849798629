import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { withServerFlags, YOUNG_GENERATION_FLAGS, youngGenerationNotice } from "#server/node-flags.ts";

describe("the server's V8 flags and malloc's arenas (ADR 031, ADR 054)", () => {
  it("is passed by npm start and npm run serve, and by the measuring scripts' and tests' servers", () => {
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;
    const command = `MALLOC_ARENA_MAX=2 node ${YOUNG_GENERATION_FLAGS.join(" ")} `;
    expect(scripts.start).toContain(command);
    expect(scripts.serve).toContain(command);
    expect(readFileSync("playwright.config.ts", "utf8")).toContain(`${command}server/main.ts`);
    const unit = readFileSync("deploy/systemd-unit.sh", "utf8");
    expect(unit).toContain("Environment=MALLOC_ARENA_MAX=2\n");
    expect(unit).toContain(` ${YOUNG_GENERATION_FLAGS.join(" ")} server/main.ts`);
    expect(readFileSync("deploy/lib.sh", "utf8")).toContain(
      `env MALLOC_ARENA_MAX=2 "$node" --env-file="$ENV_FILE" ${YOUNG_GENERATION_FLAGS.join(" ")} server/main.ts`,
    );
    expect(readFileSync("scripts/lib/production-server.ts", "utf8")).toContain(
      '[process.execPath, ...(options.nodeArgs ?? YOUNG_GENERATION_FLAGS), "server/main.ts"]',
    );
  });

  it("is added to a worker's arguments unless a size was chosen", () => {
    expect(withServerFlags(["--conditions=x"])).toEqual(["--conditions=x", ...YOUNG_GENERATION_FLAGS]);
    expect(withServerFlags(["--min-semi-space-size=64"])).toEqual(["--min-semi-space-size=64"]);
  });

  it("is asked for when missing", () => {
    expect(youngGenerationNotice([])).toContain(`started without ${YOUNG_GENERATION_FLAGS.join(" ")}`);
    expect(youngGenerationNotice([...YOUNG_GENERATION_FLAGS])).toBeUndefined();
  });
});
