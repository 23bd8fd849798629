/**
 * Which backups retention keeps (ADR 052): grandfather-father-son in
 * Istanbul's calendar, the newest of each of the most recent days, ISO weeks
 * and months that have a backup. A year of daily backups, pruned after each
 * as the schedule does, with a clock passed in, ends with exactly the set the
 * rule names; gaps, extra backups in a day, Istanbul's midnight and a clock
 * set back are each checked.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION, isoWeek, keptByRetention } from "#app/.server/backups/retention.ts";

const DAY = 24 * 60 * 60 * 1000;

/** 03:30 in Istanbul (UTC+3) of an Istanbul day "2026-03-10". */
const quietHour = (day: string) => `${day}T00:30:00.000Z`;

/** The Istanbul days of the backups kept, sorted. */
const days = (kept: Set<string>) =>
  [...kept].map((time) => new Date(Date.parse(time) + 3 * 60 * 60 * 1000).toISOString().slice(0, 10)).sort();

/** Takes a backup at every day's quiet hour from `first` to `last` (inclusive), pruning after each one. */
function simulate(first: string, last: string, policy = DEFAULT_RETENTION): Set<string> {
  let kept = new Set<string>();
  for (let time = Date.parse(quietHour(first)); time <= Date.parse(quietHour(last)); time += DAY) {
    const now = new Date(time);
    kept = keptByRetention([...kept, now.toISOString()], now, policy);
  }
  return kept;
}

describe("ISO weeks", () => {
  it.each([
    ["2026-01-01", "2026-W01"],
    ["2026-12-28", "2026-W53"],
    ["2027-01-03", "2026-W53"],
    ["2027-01-04", "2027-W01"],
    ["2024-12-30", "2025-W01"],
    ["2026-06-15", "2026-W25"],
  ])("%s is in %s", (day, week) => {
    expect(isoWeek(day)).toBe(week);
  });
});

describe("grandfather-father-son retention (7 daily, 4 weekly, 12 monthly)", () => {
  it("after a year of daily backups keeps the last 7 days, the newest of 4 weeks and of 12 months: 20 backups", () => {
    const kept = simulate("2026-01-01", "2026-12-31");
    expect(days(kept)).toEqual([
      // monthly: the last backup of each month
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
      "2026-11-30",
      // weekly: the Sundays of ISO weeks 50 and 51 (weeks 52 and 53 end in the daily ones)
      "2026-12-13",
      "2026-12-20",
      // daily
      "2026-12-25",
      "2026-12-26",
      "2026-12-27",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
    ]);
  });

  it("keeps the same set whether it prunes every day or once at the end", () => {
    const all: string[] = [];
    for (let time = Date.parse(quietHour("2026-01-01")); time <= Date.parse(quietHour("2026-12-31")); time += DAY) {
      all.push(new Date(time).toISOString());
    }
    const once = keptByRetention(all, new Date(quietHour("2026-12-31")), DEFAULT_RETENTION);
    expect(days(once)).toEqual(days(simulate("2026-01-01", "2026-12-31")));
  });

  it("in the middle of the first year keeps what exists of each rule", () => {
    // 15 June 2026 is a Monday (ISO week 25): weeks 24 and 25 end in the daily ones.
    expect(days(simulate("2026-01-01", "2026-06-15"))).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-07",
      "2026-06-09",
      "2026-06-10",
      "2026-06-11",
      "2026-06-12",
      "2026-06-13",
      "2026-06-14",
      "2026-06-15",
    ]);
  });

  it("counts days that have a backup: after a gap the older ones stay", () => {
    const times = ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-20"].map(quietHour);
    const kept = keptByRetention(times, new Date("2026-01-30T12:00:00Z"), { daily: 7, weekly: 0, monthly: 0 });
    expect(days(kept)).toEqual(["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-20"]);
  });

  it("of several backups in one day keeps the newest", () => {
    const scheduled = quietHour("2026-01-20");
    const manual = "2026-01-20T12:00:00.000Z";
    const kept = keptByRetention([quietHour("2026-01-19"), scheduled, manual], new Date("2026-01-21T00:00:00Z"), DEFAULT_RETENTION);
    expect([...kept].sort()).toEqual([quietHour("2026-01-19"), manual]);
  });

  it("draws the day's line at Istanbul's midnight, not UTC's", () => {
    const lateEvening = "2026-01-01T20:00:00.000Z"; // 1 January, 23:00 in Istanbul
    const afterMidnight = "2026-01-01T21:30:00.000Z"; // 2 January, 00:30 in Istanbul (still 1 January in UTC)
    const kept = keptByRetention([lateEvening, afterMidnight], new Date("2026-01-02T12:00:00Z"), { daily: 2, weekly: 0, monthly: 0 });
    expect(kept).toEqual(new Set([lateEvening, afterMidnight]));
    // 2 January in Istanbul both, though 1 and 2 January in UTC: one day, its newest kept.
    const noon = "2026-01-02T10:00:00.000Z";
    const oneDay = keptByRetention([afterMidnight, noon], new Date("2026-01-02T12:00:00Z"), { daily: 2, weekly: 0, monthly: 0 });
    expect(oneDay).toEqual(new Set([noon]));
  });

  it("keeps a backup dated after now (a clock set back) and counts the rules among the others", () => {
    const future = "2027-05-01T00:30:00.000Z";
    const past = [quietHour("2026-01-01"), quietHour("2026-01-02")];
    const kept = keptByRetention([...past, future], new Date(quietHour("2026-01-02")), { daily: 1, weekly: 0, monthly: 0 });
    expect(kept).toEqual(new Set([future, quietHour("2026-01-02")]));
  });

  it("with one daily and nothing else keeps only the newest", () => {
    const kept = simulate("2026-01-01", "2026-03-01", { daily: 1, weekly: 0, monthly: 0 });
    expect(days(kept)).toEqual(["2026-03-01"]);
  });
});
