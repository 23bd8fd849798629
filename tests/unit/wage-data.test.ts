/**
 * The wage figures as the migrations seed them (020) and the calculators load
 * them (wage-data.ts): the same figures as wage-reference.md (the fixture the
 * rules' tests use), so the acceptance figures come out of the database; the
 * sets the reference grades S1 or n/c start "teyit bekliyor"; a year or a day
 * without figures is reported missing, never filled from another period.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#app/.server/db/connection.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { listTaxSets } from "#app/.server/repositories/tax-figures.ts";
import { employerCostYear } from "#app/.server/tax/calculators/employer-cost.ts";
import { kidem } from "#app/.server/tax/calculators/severance.ts";
import { wageYear } from "#app/.server/tax/calculators/wage.ts";
import { listWageYears, loadSeveranceFigures, loadWageYear } from "#app/.server/tax/calculators/wage-data.ts";
import { KIDEM_CEILINGS_2025_2026, WAGE_FIGURES_2025, WAGE_FIGURES_2026 } from "#app/.server/tax/calculators/wage-figures-2025-2026.ts";
import { money } from "#app/.server/tax/money.ts";
import { freshDatabase, type TestDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await freshDatabase();
  db = openTestDb(database.url);
  await migrateToLatest(db);
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

/** The figures without their sources and evidence marks: what the arithmetic uses. */
const amountsOf = (list: readonly object[]) =>
  list.map((figure) => Object.fromEntries(Object.entries(figure).filter(([key]) => key !== "source" && key !== "evidence")));

const twelve = (amount: string) => Array.from({ length: 12 }, () => money(amount));

describe("the seeded wage figures", () => {
  it("are the reference's figures for 2025 and 2026, period by period", async () => {
    for (const expected of [WAGE_FIGURES_2025, WAGE_FIGURES_2026]) {
      const loaded = await loadWageYear(db, expected.year);
      if (!loaded.ok) throw new Error(loaded.missing.join("; "));
      const { figures } = loaded;
      for (const key of [
        "minimumWage",
        "sgkLimits",
        "employeeRates",
        "employerRates",
        "treasuryDiscount",
        "stampDuty",
        "minimumWageSupport",
      ] as const) {
        expect(amountsOf(figures[key]), `${expected.year} ${key}`).toEqual(amountsOf(expected[key]));
      }
      expect(figures.tariff.brackets.map((row) => [row.upper_limit, row.rate])).toEqual(
        expected.tariff.brackets.map((row) => [row.upper_limit, row.rate]),
      );
    }
    expect(await listWageYears(db)).toEqual([2025, 2026]);
  });

  it("give the acceptance figures from the database", async () => {
    const loaded = await loadWageYear(db, 2026);
    if (!loaded.ok) throw new Error("2026 missing");
    const year = wageYear(loaded.figures, twelve("100000"));
    expect(year.months[0]!.net.toFixed(2)).toBe("75953.03");
    expect(year.months[6]!.net.toFixed(2)).toBe("66079.45");
    expect(year.months[11]!.net.toFixed(2)).toBe("67156.80");
    expect(year.totals.net.toFixed(2)).toBe("833881.63");
    expect(employerCostYear(loaded.figures, twelve("33030"), "none").months[0]!.cost.toFixed(2)).toBe("40874.63");

    const input = { start: "2016-01-15", grossWage: money(65000), benefits: money(0) };
    for (const [exit, net] of [
      ["2025-12-15", "535104.30"],
      ["2026-01-15", "644558.09"],
    ] as const) {
      const figures = await loadSeveranceFigures(db, exit);
      if (!figures.ok) throw new Error(figures.missing.join("; "));
      expect(
        kidem(
          { ...input, start: exit === "2025-12-15" ? "2015-12-15" : input.start, exit },
          figures.ceilings,
          figures.stampDuty,
        ).net.toFixed(2),
      ).toBe(net);
    }
  });

  it("carry public sources in Turkish, and only the S1 or n/c sets wait for the office's confirmation", async () => {
    const sets = (await listTaxSets(db)).filter(
      (set) =>
        set.id.includes("/20") &&
        !set.id.startsWith("gelir-vergisi") &&
        !set.id.startsWith("fatura") &&
        !set.id.startsWith("mtv") &&
        !set.id.startsWith("tatil"),
    );
    expect(sets.length).toBeGreaterThanOrEqual(18);
    const pending = sets.filter((set) => set.confirmed_at === null).map((set) => set.id);
    expect(pending.sort()).toEqual(["asgari-ucret-destegi/2026-01-01", "kidem-tavani/2025-01-01", "kidem-tavani/2026-07-01"]);
    for (const set of sets) {
      // A visitor reads the source: no research marks, no English.
      expect(set.source, set.id).not.toMatch(/wage-reference|n\/c|\bS[12]\b|\bN\d+\b|confirmed/);
      expect(set.warning === null, set.id).toBe(set.confirmed_at !== null);
    }
    const support = await loadWageYear(db, 2026);
    if (!support.ok) throw new Error("2026 missing");
    // The support is never a figure of the calculation: its pending set does not make a result unconfirmed.
    expect(support.sets.map((set) => set.id)).not.toContain("asgari-ucret-destegi/2026-01-01");
    // Nor is a kıdem tavanı (the second half of 2026 waits for the office): a wage year's result needs none.
    expect(support.sets.map((set) => set.id).filter((id) => id.startsWith("kidem-tavani/"))).toEqual([]);
    expect(support.sets.map((set) => set.id)).toContain("gelir-vergisi/2026");
  });
});

describe("a period without figures", () => {
  it("is reported missing for a year, in Turkish, never computed from another year", async () => {
    const loaded = await loadWageYear(db, 2027);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.missing).toContain("2027 yılının asgari ücreti");
    expect(loaded.missing).toContain("2027 yılının ücret gelirleri için gelir vergisi tarifesi");
  });

  it("is reported missing for a month the periods leave uncovered", async () => {
    await db.updateTable("wage_figures").set({ valid_to: "2026-11-30" }).where("set_id", "=", "sgk-sinir/2026-01-01").execute();
    try {
      const loaded = await loadWageYear(db, 2026);
      expect(loaded).toEqual({ ok: false, missing: ["2026 yılının SGK prime esas kazanç alt ve üst sınırı"] });
    } finally {
      await db.updateTable("wage_figures").set({ valid_to: "2026-12-31" }).where("set_id", "=", "sgk-sinir/2026-01-01").execute();
    }
  });

  it("is reported missing for an exit day without a kıdem ceiling", async () => {
    expect(await loadSeveranceFigures(db, "2024-12-31")).toEqual({
      ok: false,
      missing: ["31.12.2024 tarihinde geçerli kıdem tazminatı tavanı", "31.12.2024 tarihinde geçerli ücretlerdeki damga vergisi oranı"],
    });
    const ok = await loadSeveranceFigures(db, "2026-07-01");
    expect(ok.ok && amountsOf(ok.ceilings)).toEqual(amountsOf([KIDEM_CEILINGS_2025_2026[3]!]));
  });
});
