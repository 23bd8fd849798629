/**
 * Pratik bilgiler (issue 44 item 2, ADR 065): /pratik-bilgiler shows every
 * figure set the office confirmed for the current year, each with its
 * validity, legal basis (the set's source) and "son kontrol" day, and leaves
 * out a set still "teyit bekliyor" without a word; ?yil= switches to the
 * previous year (a plain link, no JavaScript), any other year is not found;
 * a change in Vergi verileri (a source edited, "Kontrol ettim") shows on
 * the next request through the page cache.
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { canonicalOf, fetchPage, type Page } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

let server: TestServer;
let db: Kysely<Database>;
let cookie: string;

beforeAll(async () => {
  server = await startServer();
  db = openTestDb(server.databaseUrl);
  cookie = await signIn(server);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const cleanup = cleanupAfterEach(afterEach);
const PATH = "/pratik-bilgiler";
const DATA = "/adminpanel/vergi-verileri";
const YEAR = Number(new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 4));
const trDay = (day: string) => day.split("-").reverse().join(".");
const squash = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
const get = (path: string) => fetchPage(server.url, path);

/** Puts a set back as it was (and forgets its audit rows) after the test. */
async function keepSet(id: string) {
  const set = await db.selectFrom("tax_sets").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  cleanup(async () => {
    await db.updateTable("tax_sets").set(set).where("id", "=", id).execute();
    await db.deleteFrom("audit_log").where("entry_id", "=", id).execute();
    await bumpContentVersion(db);
  });
  return set;
}

/** The figure sets of a year and the page's anchor of each: the year's own sets, the year-less ones, the wage periods meeting it. */
async function setsOfYear(year: number) {
  const sets = await db.selectFrom("tax_sets").selectAll().execute();
  const wage = await db
    .selectFrom("wage_figures")
    .select(["set_id", "kind", "valid_from"])
    .where("valid_from", "<=", `${year}-12-31`)
    .where("valid_to", ">=", `${year}-01-01`)
    .execute();
  const anchors = new Map<string, string>();
  for (const set of sets) {
    if (["gelir-vergisi", "fatura-siniri", "mtv", "mtv-esik", "tatil"].includes(set.kind) && Number(set.year) === year) {
      anchors.set(set.id, `${set.kind}-${year}`);
    }
    if (set.kind === "kdv-tevkifat" || set.kind === "gecikme") anchors.set(set.id, `${set.kind}-${year}`);
  }
  for (const row of wage) anchors.set(row.set_id, `${row.kind}-${row.valid_from}`);
  return sets.flatMap((set) => {
    const anchor = anchors.get(set.id);
    return anchor ? [{ ...set, anchor }] : [];
  });
}

/** The value beside a label in an item's figures. */
const factOf = (page: Page, anchor: string, label: string) =>
  squash(
    page.doc
      .querySelectorAll(`#${anchor} .rates-facts > div`)
      .find((div) => squash(div.querySelector("dt")?.text) === label)
      ?.querySelector("dd")?.text,
  );

/** An item's legal basis and last check, as the page states them. */
const basisOf = (page: Page, anchor: string) => {
  const item = page.doc.querySelector(`#${anchor}`);
  const value = (label: string) =>
    squash(
      item
        ?.querySelectorAll(".rates-basis > div")
        .find((div) => squash(div.querySelector("dt")?.text) === label)
        ?.querySelector("dd")?.text,
    );
  return { source: value("Yasal dayanak"), checked: value("Son kontrol"), validity: value("Geçerlilik") };
};

describe("Pratik bilgiler", () => {
  it("shows every confirmed figure set of the year with its source and last check, and leaves out a pending one silently", async () => {
    // One set the office has not confirmed: the year's tariff, made pending as a new figure with a research note would be.
    const tariff = await keepSet(`gelir-vergisi/${YEAR}`);
    await db.updateTable("tax_sets").set({ confirmed_at: null, confirmed_by: null }).where("id", "=", tariff.id).execute();
    await bumpContentVersion(db);

    const page = await get(PATH);
    expect(page.status).toBe(200);
    expect(squash(page.doc.querySelector("h1")?.text)).toBe(`Pratik bilgiler ${YEAR}`);
    expect(canonicalOf(page)).toMatch(/\/pratik-bilgiler$/);
    const sets = await setsOfYear(YEAR);
    const confirmed = sets.filter((set) => set.confirmed_at !== null);
    const pending = sets.filter((set) => set.confirmed_at === null);
    expect(confirmed.length).toBeGreaterThan(3);
    expect(pending.map((set) => set.id)).toContain(tariff.id);
    for (const set of confirmed) {
      const basis = basisOf(page, set.anchor);
      expect(basis.source, set.id).toBe(squash(set.source));
      expect(basis.checked, set.id).toBe(trDay(set.checked_on));
      expect(basis.validity, set.id).not.toBe("");
    }
    for (const set of pending) expect(page.doc.querySelector(`#${set.anchor}`), set.id).toBeNull();
    // No trace of the pending tariff, nor of any research note, nor of a doubt.
    expect(page.html).not.toContain("Gelir vergisi tarifesi");
    const text = squash(page.doc.text);
    for (const set of sets) if (set.warning) expect(text).not.toContain(squash(set.warning).slice(0, 40));
    expect(page.html).not.toMatch(/teyit bekliyor|teyit edilme/i);
    // Figures in Turkish format: the minimum wage as the sample holds it, if confirmed for the year.
    const wage = confirmed.find((set) => set.kind === "asgari-ucret");
    if (wage) expect(factOf(page, wage.anchor, "Aylık brüt")).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} TL$/);
    // Public page: no framework JavaScript, grouped with a contents list.
    expect(page.html).not.toContain("/assets/entry");
    expect(page.doc.querySelectorAll(".rates-group h2").length).toBeGreaterThan(2);
  });

  it("is found by the site search", async () => {
    const results = await get(`/ara?q=${encodeURIComponent("pratik bilgiler")}`);
    expect(results.doc.querySelector(`main a[href="${PATH}"]`)).not.toBeNull();
  });

  it("switches to the previous year with a plain link and back; another year is not found", async () => {
    const page = await get(PATH);
    const previous = page.doc.querySelector(`.rates-years a[href="${PATH}?yil=${YEAR - 1}"]`);
    expect(previous).not.toBeNull();
    const last = await get(`${PATH}?yil=${YEAR - 1}`);
    expect(last.status).toBe(200);
    expect(squash(last.doc.querySelector("h1")?.text)).toBe(`Pratik bilgiler ${YEAR - 1}`);
    expect(canonicalOf(last)).toMatch(new RegExp(`/pratik-bilgiler\\?yil=${YEAR - 1}$`));
    expect(last.doc.querySelector(`.rates-years a[href="${PATH}"]`)).not.toBeNull();
    const sets = await setsOfYear(YEAR - 1);
    for (const set of sets.filter((s) => s.confirmed_at !== null))
      expect(basisOf(last, set.anchor).source, set.id).toBe(squash(set.source));
    for (const set of sets.filter((s) => s.confirmed_at === null)) expect(last.doc.querySelector(`#${set.anchor}`), set.id).toBeNull();
    // This year's own sets are not on last year's page.
    expect(last.doc.querySelector(`#gelir-vergisi-${YEAR}`)).toBeNull();
    for (const other of [String(YEAR - 2), String(YEAR + 1), "abc", ""]) {
      expect((await get(`${PATH}?yil=${other}`)).status, other).toBe(404);
    }
  });

  it("shows a change in Vergi verileri on the next request: an edited source, a set confirmed", async () => {
    const id = `gelir-vergisi/${YEAR}`;
    await keepSet(id);
    expect(basisOf(await get(PATH), `gelir-vergisi-${YEAR}`).source).not.toBe("");
    const edited = await postAs(
      server,
      `${DATA}?bolum=gelir-vergisi&duzenle-set=${encodeURIComponent(id)}`,
      { intent: "veri-seti", id, kaynak: "Sınama dayanağı: GVK md. 103", kontrol: `${YEAR}-01-02`, uyari: "" },
      { Cookie: cookie },
    );
    expect(edited.status).toBe(303);
    const after = await get(PATH);
    expect(basisOf(after, `gelir-vergisi-${YEAR}`)).toMatchObject({ source: "Sınama dayanağı: GVK md. 103", checked: `02.01.${YEAR}` });

    // A pending set of the year appears once the office says "Kontrol ettim".
    const pending = (await setsOfYear(YEAR)).find((set) => set.confirmed_at === null);
    expect(pending).toBeDefined();
    if (!pending) return;
    await keepSet(pending.id);
    expect(after.doc.querySelector(`#${pending.anchor}`)).toBeNull();
    const confirmed = await postAs(
      server,
      `${DATA}?kontrol=${encodeURIComponent(pending.id)}`,
      { intent: "kontrol-ettim", id: pending.id },
      { Cookie: cookie },
    );
    expect(confirmed.status).toBe(303);
    const shown = await get(PATH);
    const istanbulToday = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    expect(basisOf(shown, pending.anchor)).toMatchObject({ source: squash(pending.source), checked: trDay(istanbulToday) });
  });
});
