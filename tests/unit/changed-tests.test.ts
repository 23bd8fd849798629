import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { chooseTests, listTestFiles, topicsOf } from "../../scripts/lib/changed-tests.ts";

// `npm run test:changed` (scripts/test-changed.ts) runs what chooseTests picks, on this repository's files.
const root = resolve(import.meta.dirname, "../..");
const all = listTestFiles(root);
const choose = (...changed: string[]) => chooseTests(changed, all, root);

describe("the fast loop's choice of tests", () => {
  it("lists every Vitest file and every spec", () => {
    expect(all.vitest).toContain("tests/unit/changed-tests.test.ts");
    expect(all.vitest).toContain("tests/server/feeds.test.ts");
    expect(all.playwright).toContain("tests/e2e/home.spec.ts");
  });

  it("runs a changed test file, and the import-direction test only when code changed", () => {
    expect(choose("tests/server/feeds.test.ts").vitest).toEqual(["tests/server/feeds.test.ts"]);
    expect(choose("docs/decisions/041-test-steps-overlap.md")).toEqual({ vitest: [], playwright: [] });
    expect(choose("scripts/test.ts").vitest).toEqual(["tests/unit/import-direction.test.ts"]);
  });

  it("runs the tests that import a changed module, through any chain of imports", () => {
    expect(choose("app/.server/content/transfer-format.ts").vitest).toContain("tests/server/content-transfer.test.ts");
    // tests/e2e/helpers.ts is imported by most specs, some through editor-helpers.ts.
    const specs = choose("tests/e2e/helpers.ts").playwright;
    expect(specs).toContain("tests/e2e/editor.spec.ts");
    expect(specs).not.toContain("tests/e2e/page-css.spec.ts");
  });

  it("runs the server tests and specs named after a changed file's feature", () => {
    expect(topicsOf("app/.server/newsletter/delivery.ts")).toEqual(["newsletter", "delivery"]);
    expect(topicsOf("app/routes/admin/firm-history.tsx")).toEqual(["firm"]);
    const chosen = choose("app/.server/newsletter/delivery.ts");
    expect(chosen.vitest).toContain("tests/server/newsletter-delivery-limits.test.ts");
    expect(chosen.playwright).toContain("tests/e2e/newsletter-send.spec.ts");
    expect(chosen.vitest).not.toContain("tests/server/feeds.test.ts");
  });

  it("gives a changed component the features of the routes that use it", () => {
    const chosen = choose("app/components/NextDeadlines.tsx");
    expect(chosen.vitest).toContain("tests/server/tax-calendar.test.ts");
    expect(chosen.playwright).toContain("tests/e2e/home.spec.ts");
  });
});
