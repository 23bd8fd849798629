/**
 * Issue 14's acceptance, as the office and a visitor would try it on one
 * server: the visitor's pages are read first (so the page cache holds them),
 * the office changes figures in the admin, and the very next request shows
 * the change — a 2027 gelir vergisi tariff, a 2027 gecikme zammı rate, a
 * süre uzatımı on the tax calendar (page and .ics).
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { signedInServer } from "#tests/helpers/admin-suite.ts";

const suite = signedInServer();
const visit = async (path: string) => {
  const response = await fetch(`${suite.server.url}${path}`);
  // Amounts keep "TL" on their line with a no-break space: compared as plain spaces here.
  return { status: response.status, text: (await response.text()).replaceAll("\u00a0", " ") };
};

/** The office's own 2027 tariff (made-up figures: the communiqué is not out yet). */
function tariff2027(): Record<string, string> {
  const fields: Record<string, string> = {
    intent: "gelir-vergisi",
    yil: "2027",
    kaynak: "Sınama Tebliği Seri No: 1",
    kontrol: "2026-11-22",
  };
  const brackets = [
    ["220.000", "15"],
    ["460.000", "20"],
    ["1.150.000", "27"],
    ["6.000.000", "35"],
    ["", "40"],
  ];
  for (const kind of ["ucret-disi", "ucret"]) {
    brackets.forEach(([limit, rate], i) => {
      fields[`${kind}-sinir-${i + 1}`] = limit ?? "";
      fields[`${kind}-oran-${i + 1}`] = rate ?? "";
    });
  }
  return fields;
}

describe("the office's figures reach the visitor on the next request", () => {
  it("a 2027 gelir vergisi tariff: refused before, computed after", async () => {
    const url = "/araclar/gelir-vergisi?yil=2027&gelir=ucret-disi&matrah=300.000";
    const before = await visit(url);
    expect(before.status).toBe(400);
    expect(before.text).toContain("2027");
    expect((await suite.post("/adminpanel/vergi-verileri?bolum=gelir-vergisi", tariff2027())).status).toBe(303);
    const after = await visit(url);
    expect(after.status).toBe(200);
    // 220.000 × %15 = 33.000; + (300.000 − 220.000) × %20 = 16.000 → 49.000,00
    expect(after.text).toContain("49.000,00 TL");
    expect(after.text).toContain("Sınama Tebliği Seri No: 1");
  });

  it("a 2027 gecikme zammı rate: a January 2027 debt is charged at it", async () => {
    const url = "/araclar/gecikme-zammi?tutar=10000&vade=2027-01-26&odeme=2027-02-26";
    // One full month at %3,7 (the rate since 13.11.2025) …
    expect((await visit(url)).text).toContain("370,00 TL");
    const added = await suite.post("/adminpanel/vergi-verileri?bolum=gecikme", {
      intent: "gecikme-ekle",
      gecerli: "2027-01-01",
      oran: "3",
      karar: "Sınama Cumhurbaşkanı Kararı",
      kontrol: "2026-11-22",
      uyari: "",
    });
    expect(added.status).toBe(303);
    // … and at the office's %3 from 1.1.2027 on the next request.
    const after = await visit(url);
    expect(after.text).toContain("300,00 TL");
    expect(after.text).not.toContain("370,00 TL");
    expect(after.text).toContain("Sınama Cumhurbaşkanı Kararı");
  });

  it("a süre uzatımı: the calendar page and the .ics show the new day, with the statutory one and the announcement", async () => {
    const month = await visit("/vergi-takvimi?ay=2027-05");
    expect(month.status).toBe(200);
    expect(month.text).toContain('id="kdv1-2027-04"');
    const icsBefore = await visit("/vergi-takvimi.ics");
    const extended = await suite.post("/adminpanel/vergi-takvimi?yil=2027&duzenle=kdv1-2027-04", {
      intent: "uzat",
      yil: "2027",
      kayit: "kdv1-2027-04",
      tarih: "2027-06-04",
      not: "GİB'in sınama duyurusu",
    });
    expect(extended.status).toBe(303);

    const june = await visit("/vergi-takvimi?ay=2027-06");
    expect(june.text).toContain('id="kdv1-2027-04"');
    expect(june.text).toContain("04.06.2027");
    expect(june.text).toContain("28.05.2027");
    expect(june.text).toContain("GİB&#x27;in sınama duyurusu");
    expect((await visit("/vergi-takvimi?ay=2027-05")).text).not.toContain('id="kdv1-2027-04"');

    const eventOf = (ics: string) =>
      new ICAL.Component(ICAL.parse(ics))
        .getAllSubcomponents("vevent")
        .map((vevent) => new ICAL.Event(vevent))
        .filter((event) => event.uid.startsWith("kdv1-2027-04@"));
    const [old] = eventOf(icsBefore.text);
    const events = eventOf((await visit("/vergi-takvimi.ics")).text);
    // One event, the same UID: a subscribed calendar moves it instead of adding a second one.
    expect(events).toHaveLength(1);
    expect(events[0]?.uid).toBe(old?.uid);
    expect(old?.startDate.toString()).toBe("2027-05-28");
    expect(events[0]?.startDate.toString()).toBe("2027-06-04");
    expect(events[0]?.sequence).toBeGreaterThan(old?.sequence ?? Number.POSITIVE_INFINITY);
  });
});
