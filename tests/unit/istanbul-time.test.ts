/** The day and the date-time in Istanbul (UTC+3 all year) that the site counts by and shows (its year: post-archive.test.ts). */
import { describe, expect, it } from "vitest";
import { istanbulDay, utcIsoToIstanbulDateTime } from "#app/lib/istanbul-time.ts";

describe("the day in Istanbul", () => {
  it.each([
    ["2026-11-23T20:59:59.999Z", "2026-11-23"],
    ["2026-11-23T21:00:00.000Z", "2026-11-24"],
    ["2026-07-01T00:00:00.000Z", "2026-07-01"],
  ])("%s is %s in Istanbul", (utc, day) => {
    expect(istanbulDay(new Date(utc))).toBe(day);
  });
});

describe("a date and time in Istanbul for İYS", () => {
  it("writes an instant as Istanbul's date and time to the second", () => {
    expect(utcIsoToIstanbulDateTime("2026-11-01T10:05:00.000Z")).toBe("2026-11-01 13:05:00");
    expect(utcIsoToIstanbulDateTime("2026-12-31T22:30:15.000Z")).toBe("2027-01-01 01:30:15");
  });

  it.each([null, undefined, "", "dün"])("writes nothing for %s", (value) => {
    expect(utcIsoToIstanbulDateTime(value)).toBe("");
  });
});
