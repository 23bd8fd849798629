import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { TEST_DIALECT } from "#tests/helpers/database.ts";
import { type SearchPlace, type SearchSuite, search, startSearchSuite, stopSearchSuite } from "#tests/helpers/search.ts";

// Search that answers the question (issue 38): a judged set of what a client would type, each
// with the page they would expect, found on the sample firm's own content.
let suite: SearchSuite;
beforeAll(async () => {
  suite = await startSearchSuite();
});
afterAll(() => stopSearchSuite(suite));

/** The page a client expects for a query: a result's address or title, or the tax calendar's group. */
type Expected = { href: string } | { title: string } | { calendar: true };

const JUDGED: [query: string, expected: Expected][] = [
  ["kdv", { href: "/hizmetler/kdv-iadesi-tasdik-raporu" }],
  ["kdv iadesi", { href: "/hizmetler/kdv-iadesi-tasdik-raporu" }],
  ["tam tasdik", { href: "/hizmetler/tam-tasdik" }],
  ["asgari ücret", { href: "/araclar/net-brut-ucret" }],
  ["kıdem", { href: "/araclar/kidem-ihbar" }],
  ["e-defter", { title: "e-Defter berat yükleme süreleri hakkında hatırlatma" }],
  ["muhtasar", { calendar: true }],
  // The sirküler citing the Resmî Gazete's 33124 (5. Mükerrer).
  ["mükerrer", { href: "/sirkuler/2026-01" }],
  ["özelge", { title: "Özelge talebiyle vergisel belirsizliklerin giderilmesi" }],
  ["transfer fiyatlandırması", { href: "/hizmetler/egitim-hizmetleri" }],
  ["gelir vergisi", { href: "/araclar/gelir-vergisi" }],
  ["mtv", { href: "/araclar/mtv" }],
  ["gecikme faizi", { href: "/araclar/gecikme-zammi" }],
  ["teşvik", { href: "/hizmetler/tesvik-mevzuati-ve-uygulamalari" }],
  ["yeniden değerleme", { title: "Yeniden değerleme oranı ilan edildi" }],
  ["vergi incelemesi", { href: "/hizmetler/vergi-incelemesi-danismanligi" }],
  ["izaha davet", { href: "/sss" }],
  ["ba bs", { calendar: true }],
];

const matches = (place: SearchPlace, expected: Expected) =>
  "calendar" in expected
    ? place.kind === "calendar"
    : place.kind === "result" && ("href" in expected ? place.href === expected.href : place.title === expected.title);

describe(`the judged queries (${TEST_DIALECT})`, () => {
  it("put each expected page in the top 3, with a mean reciprocal rank of 0.9 or more", async () => {
    const ranks: Record<string, number | undefined> = {};
    for (const [query, expected] of JUDGED) {
      const page = await search(suite, query);
      const index = page.places.findIndex((place) => matches(place, expected));
      ranks[query] = index >= 0 ? index + 1 : undefined;
    }
    const outside = Object.entries(ranks).filter(([, rank]) => rank === undefined || rank > 3);
    expect(outside, "queries whose expected page is not in the top 3").toEqual([]);
    const mrr = Object.values(ranks).reduce<number>((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / JUDGED.length;
    expect(mrr).toBeGreaterThanOrEqual(0.9);
  });
});

describe(`the tax calendar in the results (${TEST_DIALECT})`, () => {
  it("is one group of its next deadlines, after the other kinds' title matches, with a link to all of them", async () => {
    const today = istanbulDay(new Date());
    const page = await search(suite, "kdv");
    const calendar = page.places.findIndex((place) => place.kind === "calendar");
    // The calendar's rows name KDV in their titles: after every other title match, never first.
    expect(calendar).toBeGreaterThan(2);
    expect(page.places.slice(0, calendar).every((place) => place.kind === "result")).toBe(true);
    const group = page.places[calendar] as Extract<SearchPlace, { kind: "calendar" }>;
    expect(group.heading).toMatch(/^Vergi takvimi \(\d+\)$/);
    const dates = page.doc.querySelectorAll(".search-calendar time").map((time) => time.getAttribute("datetime") ?? "");
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.length).toBeLessThanOrEqual(3);
    expect(dates.every((date) => date >= today)).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    expect(group.hrefs.every((href) => href.startsWith("/vergi-takvimi?ay="))).toBe(true);
    // No calendar row among the results themselves, and the count covers them all.
    expect(page.places.filter((place) => place.kind === "result" && place.label === "Vergi takvimi")).toEqual([]);
    const all = page.doc.querySelector(".search-calendar p:last-child a");
    expect(all?.getAttribute("href")).toBe("/ara?q=kdv&tur=takvim");
    const total = Number(/\((\d+)\)/.exec(group.heading)?.[1]);
    expect(all?.text).toBe(`Takvimdeki ${total} sonucun tümü`);

    // All of them: soonest first from today, then the past, latest first.
    const listed = await search(suite, "kdv", undefined, "takvim");
    expect(listed.count).toMatch(new RegExp(`^Vergi takvimi: ${total} sonuç \\(tüm türlerde \\d+\\)`));
    expect(listed.places.every((place) => place.kind === "result" && place.label === "Vergi takvimi")).toBe(true);
    expect(listed.places).toHaveLength(Math.min(total, 20));
    expect((listed.places[0] as Extract<SearchPlace, { kind: "result" }>).href).toBe(group.hrefs[0]);
  });

  it("comes first when only its deadlines name the query", async () => {
    const page = await search(suite, "ba bs");
    expect(page.places).toHaveLength(1);
    expect(page.places[0]?.kind).toBe("calendar");
    expect(page.groups).toEqual([expect.stringMatching(/^Vergi takvimi \(\d+\)$/)]);
  });
});
