/**
 * Every write of public content goes through the unit of work (issue 37,
 * ADR 037): this file lists the write paths, and fails when a file outside
 * publishing/ raises the content version, when a file writes rows visitors
 * see without being in the list, or when a listed use case stops calling
 * `publicWrite`. A new file that writes public rows is added here knowingly.
 * The detector is in tests/helpers/write-paths.ts, and is first proved on
 * small fixtures so it cannot rot into passing everything.
 */
import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { describe, expect, it } from "vitest";
import { type DirectAudit, type WritePath, writePathViolations } from "#tests/helpers/write-paths.ts";

const writePath = (what: string): WritePath => ({ kind: "use case", what });
const part = (what: string, writers: string[]): WritePath => ({ kind: "part", what, writers });

/** Every file that writes what visitors see, and what it writes. */
const WRITE_PATHS: Record<string, WritePath> = {
  "app/.server/content/entries.ts": writePath("an entry saved (created, changed, published, scheduled) or moved to the bin"),
  "app/.server/content/history.ts": writePath("an old version restored, an entry back from the bin"),
  "app/.server/content/scheduled.ts": writePath("scheduled entries published, and entries taken off the site, at their time"),
  "app/.server/content/transfer.ts": writePath("the JSON import (entries, categories, the firm)"),
  "app/.server/content/circular-categories.ts": writePath("sirküler categories added, renamed, moved, deleted"),
  "app/.server/content/circular-transfer.ts": part("the import's categories (content/transfer.ts)", ["writeImportedCategories"]),
  "app/.server/content/news-moves.ts": part("a news item's old address to its new one (entries, history, scheduled, transfer)", [
    "newsAddressChanged",
  ]),
  "app/.server/firm/settings.ts": writePath("Firma bilgileri saved or restored (through firm-writes.ts keepSettingsChange)"),
  "app/.server/firm/firm-writes.ts": writePath("the settings' finish: moves, consent, then the unit"),
  "app/.server/firm/pages.ts": writePath("the firm's pages: draft, publish, discard, restore"),
  "app/.server/firm/services.ts": writePath("services: create, change, hide, show, delete, restore, the default"),
  "app/.server/firm/service-order.ts": writePath("the services' order"),
  "app/.server/firm/redirects.ts": writePath("a redirect added or deleted on Yönlendirmeler"),
  "app/.server/firm/redirect-csv.ts": writePath("redirects imported from a CSV file"),
  "app/.server/firm/default-service.ts": part("the default service stored in the settings (services.ts)", ["storeDefaultService"]),
  "app/.server/firm/moves.ts": part("moved addresses as redirects (services, settings, news)", ["recordMove", "releasePath"]),
  "app/.server/firm/transfer.ts": part("the firm's part of the JSON import (content/transfer.ts)", ["writeFirmImport"]),
  "app/.server/english/writes.ts": writePath("an item's English: draft, publish, unpublish, restore into the draft (issue 43)"),
  "app/.server/kvkk/retention.ts": writePath("the KVKK applications' retention period, which /kvkk states"),
  "app/.server/newsletter/sending.ts": writePath("an issue's send begins: it joins /bulten's archive"),
  "app/.server/newsletter/topics.ts": writePath("e-bülten topics added, renamed, moved, deleted (the sign-up form lists them)"),
  "app/.server/platform/search-index.ts": writePath("search:reindex (pages of /ara in the page cache)"),
  "app/.server/tax/calendar/admin.ts": writePath("the tax calendar's edits, events, rule confirmations"),
  "app/.server/tax/calendar/generate.ts": writePath("calendar years generated and regenerated"),
  "app/.server/tax/figures/change.ts": writePath("Vergi verileri's finish (`recorded`)"),
  "app/.server/tax/figures/data.ts": writePath("tax figure sets (through change.ts recorded)"),
  "app/.server/tax/figures/dates.ts": writePath("VAT rates, late-payment rates, holidays (through change.ts recorded)"),
  "app/.server/tax/figures/wage-change.ts": writePath("wage figures (through change.ts recorded)"),
};

/** Write paths that also write an audit row of their own, for an action that changes no public page. */
const DIRECT_AUDIT: DirectAudit = {
  "app/.server/newsletter/sending.ts": "resuming or cancelling a send changes no public page",
};

const sourceFiles = ["app", "server", "scripts"]
  .flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .map((f) => posix.join(root, f.split("\\").join("/")))
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts")),
  )
  .sort();
const all = new Map(sourceFiles.map((file) => [file, readFileSync(file, "utf8")]));

describe("write paths of public content", () => {
  it("reads the whole app", () => {
    expect(all.has("app/.server/publishing/unit-of-work.ts")).toBe(true);
    expect(all.has("app/.server/content/entries.ts")).toBe(true);
    expect(sourceFiles.some((f) => f.startsWith("scripts/"))).toBe(true);
  });

  it("has every public write go through publishing/ (the list above is every write path)", () => {
    expect(writePathViolations(all, WRITE_PATHS, DIRECT_AUDIT)).toEqual([]);
  });
});

describe("the write-path detector", () => {
  const unit = `import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";`;
  const check = (files: Record<string, string>, known: Record<string, WritePath> = {}, direct: DirectAudit = {}) =>
    writePathViolations(new Map(Object.entries(files)), known, direct);

  it("catches the version raised outside publishing/, whatever the import's spelling", () => {
    const found = check({
      "app/.server/content/a.ts": `import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";\nawait bumpContentVersion(trx);`,
      "app/.server/content/b.ts": `import { bumpContentVersion as bump } from "../repositories/content-version.ts";\nawait bump(trx);`,
      "app/.server/publishing/ok.ts": `import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";`,
    });
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^app\/\.server\/content\/a\.ts: imports bumpContentVersion/);
    expect(found[1]).toMatch(/^app\/\.server\/content\/b\.ts: imports bumpContentVersion/);
  });

  it("catches a new file that writes public rows, by name, alias or namespace, and not a comment", () => {
    const found = check({
      "app/.server/content/new.ts": `import { insertEntry } from "#app/.server/repositories/entries.ts";\nawait insertEntry(trx, "duyurular", row);`,
      "app/.server/tax/new.ts": `import * as w from "#app/.server/repositories/tax-data-writes.ts";\nawait w.insertHoliday(trx, h);`,
      "app/.server/firm/new.ts": `import { putRedirect as put } from "#app/.server/repositories/firm.ts";\nawait put(trx, r);`,
      "app/.server/content/comment.ts": `// await insertEntry(trx, list, row)\nexport const x = 1;`,
      "app/.server/content/read.ts": `import { findEntry } from "#app/.server/repositories/entries.ts";\nawait findEntry(db, "duyurular", id);`,
    });
    expect(found.map((line) => line.split(":")[0])).toEqual([
      "app/.server/content/new.ts",
      "app/.server/tax/new.ts",
      "app/.server/firm/new.ts",
    ]);
  });

  it("catches a known use case that writes and bypasses the unit, and passes one that goes through it", () => {
    const write = `import { updateEntry } from "#app/.server/repositories/entries.ts";\nawait updateEntry(trx, list, id, fields, now);`;
    const known = { "app/.server/content/x.ts": writePath("x") };
    expect(check({ "app/.server/content/x.ts": write }, known)).toEqual([
      "app/.server/content/x.ts: a public write path that bypasses the unit of work: it must call publicWrite (publishing/unit-of-work.ts).",
    ]);
    expect(check({ "app/.server/content/x.ts": `${unit}\n${write}\nawait publicWrite(trx, {});` }, known)).toEqual([]);
    // Importing the unit is not calling it.
    expect(check({ "app/.server/content/x.ts": `${unit}\n${write}` }, known)).toHaveLength(1);
  });

  it("catches a direct audit row in a write path, a part called from outside the list, and stale entries", () => {
    const audit = `import { recordAudit } from "#app/.server/repositories/audit.ts";\nawait recordAudit(trx, row);`;
    const known = {
      "app/.server/content/x.ts": writePath("x"),
      "app/.server/firm/part.ts": part("p", ["p"]),
      "app/.server/gone.ts": writePath("g"),
    };
    const found = check(
      {
        "app/.server/content/x.ts": `${unit}\n${audit}\nawait publicWrite(trx, {});`,
        "app/.server/firm/part.ts": `import { deleteRedirect } from "#app/.server/repositories/firm.ts";\nexport const p = () => deleteRedirect(trx, "/a");`,
        "app/.server/other.ts": `import { p } from "#app/.server/firm/part.ts";\nawait p();`,
      },
      known,
      { "app/.server/nothing.ts": "why" },
    );
    expect(found).toEqual([
      "app/.server/content/x.ts: a write path that writes an audit row itself: pass it to publicWrite, or name why in DIRECT_AUDIT.",
      "app/.server/firm/part.ts: a part of a write path, called by app/.server/other.ts, which is not a known write path.",
      "app/.server/gone.ts: in WRITE_PATHS but not found.",
      "app/.server/nothing.ts: in DIRECT_AUDIT but not a write path.",
    ]);
  });
});
