/**
 * A KVKK application's days (ADR 055): calendar days by Istanbul dates from the day of receipt
 * (day 0), the last day `due_on` (day 30), amber from day 20, red from the day after `due_on`.
 */
import { describe, expect, it } from "vitest";
import { addDays } from "#app/lib/istanbul-time.ts";
import { kvkkDayCount, kvkkDaysLeft, kvkkDaysLeftText, kvkkUrgency } from "#app/lib/kvkk-admin.ts";

const at = (iso: string) => new Date(iso);

describe("a KVKK application's days", () => {
  it("counts Istanbul calendar days: a receipt at 00:30 Istanbul (21:30 UTC the day before) is that Istanbul day", () => {
    const received = "2026-11-28T21:30:00.000Z"; // 29 November, 00:30 in Istanbul
    expect(kvkkDayCount(received, at("2026-11-29T20:59:00.000Z"))).toBe(0); // 29 November, 23:59
    expect(kvkkDayCount(received, at("2026-11-29T21:00:00.000Z"))).toBe(1); // 30 November, 00:00
    expect(kvkkDayCount(received, at("2026-12-19T09:00:00.000Z"))).toBe(20);
  });

  it("has 30 days to the deadline, the last day included, and is overdue the day after", () => {
    const dueOn = addDays("2026-11-29", 30);
    expect(dueOn).toBe("2026-12-29");
    expect(kvkkDaysLeft(dueOn, at("2026-12-29T20:00:00.000Z"))).toBe(0);
    expect(kvkkDaysLeft(dueOn, at("2026-12-29T21:00:00.000Z"))).toBe(-1);
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("is amber from day 20, red past the deadline, and says so in words", () => {
    expect(kvkkUrgency("received", 19, 11)).toBe("open");
    expect(kvkkUrgency("received", 20, 10)).toBe("warning");
    expect(kvkkUrgency("awaiting-confirmation", 30, 0)).toBe("warning");
    expect(kvkkUrgency("received", 31, -1)).toBe("overdue");
    expect(kvkkUrgency("answered", 40, -10)).toBe("done");
    expect(kvkkDaysLeftText("warning", 9)).toBe("Süre yaklaşıyor: 9 gün kaldı");
    expect(kvkkDaysLeftText("warning", 0)).toBe("Bugün son gün");
    expect(kvkkDaysLeftText("overdue", -2)).toBe("Süre doldu: 2 gün gecikti");
    expect(kvkkDaysLeftText("done", 5)).toBe("—");
  });
});
