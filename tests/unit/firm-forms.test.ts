import { describe, expect, it } from "vitest";
import { sampleSettings } from "#app/.server/db/sample-firm/index.ts";
import { checkSettings, normalizePhone } from "#app/.server/firm/settings-validation.ts";
import { applyRowIntent, type SettingsFormValues, settingsFormValues } from "#app/lib/firm-forms.ts";

const rows = (labels: string[]): SettingsFormValues => ({
  ...settingsFormValues(sampleSettings),
  social: labels.map((label) => ({ label, url: `https://ornek.com/${label}` })),
});
const labels = (values: SettingsFormValues | undefined) => values?.social.map((link) => link.label);

describe("the rows' buttons (applyRowIntent)", () => {
  it("moves a row up and down, and not past either end", () => {
    expect(labels(applyRowIntent(rows(["a", "b", "c"]), "sosyal-yukari:2"))).toEqual(["a", "c", "b"]);
    expect(labels(applyRowIntent(rows(["a", "b", "c"]), "sosyal-asagi:0"))).toEqual(["b", "a", "c"]);
    expect(labels(applyRowIntent(rows(["a", "b"]), "sosyal-yukari:0"))).toEqual(["a", "b"]);
    expect(labels(applyRowIntent(rows(["a", "b"]), "sosyal-asagi:1"))).toEqual(["a", "b"]);
  });

  it("adds a blank row up to the limit and removes one", () => {
    expect(applyRowIntent(rows(["a"]), "sosyal-ekle")?.social).toEqual([
      { label: "a", url: "https://ornek.com/a" },
      { label: "", url: "" },
    ]);
    const full = rows(Array.from({ length: 12 }, (_, i) => String(i)));
    expect(applyRowIntent(full, "sosyal-ekle")?.social).toHaveLength(12);
    expect(labels(applyRowIntent(rows(["a", "b", "c"]), "sosyal-kaldir:1"))).toEqual(["a", "c"]);
    expect(applyRowIntent(rows([]), "saat-ekle")?.hours).toHaveLength(sampleSettings.hours.length + 1);
  });

  it("is no row change for the save or an unknown intent", () => {
    expect(applyRowIntent(rows(["a"]), "kaydet")).toBeUndefined();
    expect(applyRowIntent(rows(["a"]), "baska:1")).toBeUndefined();
  });
});

describe("normalizePhone", () => {
  it.each([
    ["0312 000 00 00", "+903120000000"],
    ["(0312) 000 0000", "+903120000000"],
    ["+90 (312) 000-00-00", "+903120000000"],
    ["312.000.00.00", "+903120000000"],
    ["0 532 123 45 67", "+905321234567"],
    ["+49 30 1234567", "+49301234567"],
  ])("reads %s as %s", (typed, e164) => {
    expect(normalizePhone(typed)).toBe(e164);
  });

  it.each(["", "12345", "0312 000 00", "0312 000 00 00 0", "0312-ABC-0000", "tel:03120000000"])("refuses %j", (typed) => {
    expect(normalizePhone(typed)).toBeUndefined();
  });
});

describe("checkSettings", () => {
  it("accepts the sample firm as the form shows it, without the default service", () => {
    const checked = checkSettings(settingsFormValues(sampleSettings));
    expect(checked.ok).toBe(true);
    const { defaultServiceId: _, ...rest } = sampleSettings;
    expect(checked.ok && checked.settings).toEqual(rest);
  });
});
