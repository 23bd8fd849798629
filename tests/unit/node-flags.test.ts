import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { withServerFlags, YOUNG_GENERATION_FLAG, youngGenerationNotice } from "#server/node-flags.ts";

describe("the server's V8 flag (ADR 031)", () => {
  it("is passed by npm start and npm run serve, and by the measuring scripts' and tests' servers", () => {
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;
    expect(scripts.start).toContain(`node ${YOUNG_GENERATION_FLAG} `);
    expect(scripts.serve).toContain(`node ${YOUNG_GENERATION_FLAG} `);
    expect(readFileSync("playwright.config.ts", "utf8")).toContain(`node ${YOUNG_GENERATION_FLAG} server/main.ts`);
    expect(readFileSync("scripts/lib/production-server.ts", "utf8")).toContain(
      '[process.execPath, ...(options.nodeArgs ?? [YOUNG_GENERATION_FLAG]), "server/main.ts"]',
    );
  });

  it("is added to a worker's arguments unless a size was chosen", () => {
    expect(withServerFlags(["--conditions=x"])).toEqual(["--conditions=x", YOUNG_GENERATION_FLAG]);
    expect(withServerFlags(["--min-semi-space-size=64"])).toEqual(["--min-semi-space-size=64"]);
  });

  it("is asked for when missing", () => {
    expect(youngGenerationNotice([])).toContain(`started without ${YOUNG_GENERATION_FLAG}`);
    expect(youngGenerationNotice([YOUNG_GENERATION_FLAG])).toBeUndefined();
  });
});
