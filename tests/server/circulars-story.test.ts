/**
 * Issue 23's acceptance, as the office and a client would try it, over HTTP
 * against the production build: an .exe renamed to .pdf is refused; the
 * office writes Sirküler 2026/16 in KDV with a PDF as a draft (found nowhere),
 * schedules it, and at its time it appears in the list, its category's
 * filter, the feed, the sitemap and the search ("iade", "İADE", "7524",
 * "2026/16", a word only inside the PDF); deleted, it leaves the search at once.
 */
import { describe, expect, it } from "vitest";
import { utcIsoToIstanbulLocal } from "#app/lib/istanbul-time.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { makePdf } from "#tests/helpers/pdf.ts";
import { sitemapText } from "#tests/helpers/sitemap.ts";

// The servers look for due entries every second.
const suite = signedInServer({ SCHEDULER_INTERVAL_MS: "1000" });
const PATH = "/sirkuler/2026-16";
const AHEAD_MS = 8_000;

/** A file upload to the attachments endpoint, as the entry form's script sends it. */
async function upload(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("dosya", new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${suite.server.url}/adminpanel/ekler`, {
    method: "POST",
    body: form,
    headers: { Origin: suite.server.url, Cookie: suite.cookie, Accept: "application/json" },
  });
  return {
    status: response.status,
    body: (await response.json()) as { ok: boolean; error?: string; attachment?: { id: string; hasText: boolean } },
  };
}

/** The sirküler form's POST (categories and attachments repeat their field names). */
function saveCircular(fields: [string, string][]) {
  return fetch(`${suite.server.url}/adminpanel/sirkuler`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams([["intent", "kaydet"], ...fields]),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: suite.server.url, Cookie: suite.cookie },
  });
}

const text = async (path: string) => (await fetch(`${suite.server.url}${path}`)).text();
const linksTo = async (path: string) => (await fetchPage(suite.server.url, path)).doc.querySelectorAll(`a[href="${PATH}"]`).length;
const searchFinds = async (query: string) => (await linksTo(`/ara?q=${encodeURIComponent(query)}`)) > 0;

/** Where a visitor could meet it: the list, the KDV filter, the feed, the sitemap, and the search by each query. */
async function whereSeen() {
  return {
    list: (await linksTo("/sirkuler")) > 0,
    category: (await linksTo("/sirkuler?kategori=kdv")) > 0,
    feed: (await text("/sirkuler/rss.xml")).includes(PATH),
    sitemap: (await sitemapText(suite.server.url)).includes(PATH),
    own: (await fetch(`${suite.server.url}${PATH}`, { redirect: "manual" })).status,
    search: {
      iade: await searchFinds("iade"),
      İADE: await searchFinds("İADE"),
      law: await searchFinds("7524"),
      number: await searchFinds("2026/16"),
      pdfOnly: await searchFinds("zeolit"),
    },
  };
}

const HIDDEN = {
  list: false,
  category: false,
  feed: false,
  sitemap: false,
  own: 404,
  search: { iade: false, İADE: false, law: false, number: false, pdfOnly: false },
};
const SHOWN = {
  list: true,
  category: true,
  feed: true,
  sitemap: true,
  own: 200,
  search: { iade: true, İADE: true, law: true, number: true, pdfOnly: true },
};

describe("Sirküler 2026/16, from the office to a client's search", () => {
  it("is refused as an .exe, kept out of sight as a draft, appears everywhere at its time, and leaves the search when deleted", {
    timeout: 120_000,
  }, async () => {
    const before = await suite.db.selectFrom("attachments").select("id").execute();
    const exe = await upload(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04]), "tebliğ.pdf");
    expect(exe.status).toBe(400);
    expect(exe.body.ok).toBe(false);
    expect(exe.body.error).toMatch(/PDF/);
    expect(await suite.db.selectFrom("attachments").select("id").execute()).toEqual(before);

    const pdf = await upload(makePdf("Bu notta zeolit kelimesi yalnizca ekte gecer."), "KDV İade Notu.pdf");
    expect(pdf.status).toBe(201);
    expect(pdf.body.attachment?.hasText).toBe(true);
    const attachmentId = pdf.body.attachment?.id ?? "";

    const fields: [string, string][] = [
      ["baslik", "KDV İadesinde Yeni Dönem"],
      ["icerik", "<p>Mahsuben ve nakden iade taleplerinde belgeler değişti.</p>"],
      ["numara", "2026/16"],
      ["kategori", "kategori-kdv"],
      ["resmi_tur", "kanun"],
      ["resmi_no", "7524"],
      ["ek", attachmentId],
    ];
    const draft = await saveCircular([...fields, ["durum", "taslak"]]);
    expect(draft.status).toBe(302);
    const row = await suite.db
      .selectFrom("circulars")
      .select(["id", "status"])
      .where("number_year", "=", 2026)
      .where("number_seq", "=", 16)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("draft");
    expect(await whereSeen()).toEqual(HIDDEN);

    // A whole second: the form takes the time to the second, so the server publishes at it, not up to 999 ms before a time with milliseconds.
    const publishAt = Math.ceil((Date.now() + AHEAD_MS) / 1000) * 1000;
    const at = utcIsoToIstanbulLocal(new Date(publishAt).toISOString()) + new Date(publishAt).toISOString().slice(16, 19);
    const scheduled = await saveCircular([["id", row.id], ...fields, ["durum", "zamanlanmis"], ["yayin_zamani", at]]);
    expect(scheduled.status).toBe(302);
    const early = await whereSeen();
    expect(Date.now(), "the check ran past the scheduled time").toBeLessThan(publishAt);
    expect(early).toEqual(HIDDEN);

    await expect.poll(whereSeen, { timeout: AHEAD_MS + 20_000, interval: 500 }).toEqual(SHOWN);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt);

    const deleted = await fetch(`${suite.server.url}/adminpanel/sirkuler`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "sil", id: row.id }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: suite.server.url, Cookie: suite.cookie },
    });
    expect(deleted.status).toBe(302);
    expect((await whereSeen()).search).toEqual(HIDDEN.search);
  });
});
