/**
 * Sayfalar over HTTP: the list's states, a draft (kept, the site unchanged,
 * no content version), publishing (sanitized, the draft gone, history, audit,
 * the content version), refusals (unknown placeholders, empty body, long
 * meta description) and the stale form (409), deleting a draft, restoring the
 * old mission from the history, the KVKK notice's new consent version, and
 * Önizle with the placeholders filled.
 */
import { afterEach, describe, expect, it } from "vitest";
import { fillHtml } from "#app/.server/firm-snapshot/placeholders.ts";
import { loadFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { contentVersion, firmAudit, firmRevisions, keepFirmRows, storedSettings } from "#tests/helpers/firm.ts";
import { TEST_ADMIN } from "#tests/helpers/server.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);
const LIST = "/adminpanel/sayfalar";
const MISSION = `${LIST}/mission`;
const KVKK = `${LIST}/kvkk`;

const pageRow = (key: string) => suite.db.selectFrom("firm_pages").selectAll().where("key", "=", key).executeTakeFirstOrThrow();

/** Posts a page's form with `intent`, from the revision stored now unless given. */
async function send(path: string, intent: string, fields: Record<string, string>, revision?: number) {
  const key = path.split("/").at(-1)!;
  const row = await pageRow(key);
  return suite.post(path, { intent, revizyon: String(revision ?? row.revision), baslik: row.title, meta_aciklama: "", ...fields });
}

async function untouched(key: string) {
  return {
    page: await pageRow(key),
    revisions: await firmRevisions(suite.db, "page", key),
    audit: (await firmAudit(suite.db, key)).length,
    version: await contentVersion(suite.db),
    consent: await suite.db.selectFrom("consent_texts").selectAll().orderBy("version").execute(),
  };
}

describe("Sayfalar", () => {
  it("lists every page with its state: the sample's, with a draft, published", async () => {
    await keepFirmRows(suite.db, cleanup);
    const states = async () => {
      const page = await suite.get(LIST);
      return Object.fromEntries(
        page.doc
          .querySelectorAll("tbody tr")
          .map((tr) => [tr.querySelector("a")?.getAttribute("href"), tr.querySelector(".state-badge")?.text]),
      );
    };
    const before = await states();
    expect(Object.keys(before)).toHaveLength(7);
    expect(before[MISSION]).toBe("Örnek metin");
    expect((await send(MISSION, "taslak", { icerik: "<p>Taslak misyon.</p>" })).status).toBe(302);
    expect((await states())[MISSION]).toBe("Taslak var");
    expect((await send(MISSION, "yayimla", { icerik: "<p>Yeni misyon.</p>" })).status).toBe(302);
    expect((await states())[MISSION]).toBe("Yayında");
  });

  it("keeps a draft without changing the site or the content version", async () => {
    await keepFirmRows(suite.db, cleanup);
    const before = await pageRow("mission");
    const version = await contentVersion(suite.db);
    const response = await send(MISSION, "taslak", { baslik: "Misyon (taslak)", icerik: "<p>Taslak metin {firma.adi}.</p>" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${MISSION}?durum=taslak`);
    const after = await pageRow("mission");
    expect(after).toMatchObject({ title: before.title, body: before.body, revision: before.revision + 1, updated_by: TEST_ADMIN.email });
    expect(JSON.parse(after.draft ?? "null")).toEqual({
      title: "Misyon (taslak)",
      metaDescription: "",
      body: "<p>Taslak metin {firma.adi}.</p>",
    });
    expect(await contentVersion(suite.db)).toBe(version);
    expect((await firmRevisions(suite.db, "page", "mission")).map((r) => [r.action, r.admin_email])).toEqual([
      ["create", ""],
      ["draft", TEST_ADMIN.email],
    ]);
    expect((await firmAudit(suite.db, "mission")).map((a) => [a.action, a.list])).toEqual([["firm-page-draft", "sayfalar"]]);
    expect((await loadFirm(suite.db)).pages.mission.body).not.toContain("Taslak metin");
    // The editor opens on the draft.
    const page = await suite.get(response.headers.get("location")!);
    expect(page.doc.querySelector("#kayit-baslik")?.getAttribute("value")).toBe("Misyon (taslak)");
    expect(page.doc.querySelector(".admin-status")?.text).toContain("Taslak kaydedildi");
  });

  it("publishes the text sanitized, clears the draft, keeps a version, audits it and raises the content version", async () => {
    await keepFirmRows(suite.db, cleanup);
    expect((await send(MISSION, "taslak", { icerik: "<p>Eski taslak.</p>" })).status).toBe(302);
    const version = await contentVersion(suite.db);
    const response = await send(MISSION, "yayimla", {
      baslik: "Misyonumuz",
      meta_aciklama: "{firma.adi} misyonu",
      icerik: '<p onclick="alert(1)">Güvenilir bilgi: {firma.adi}.</p><script>alert(1)</script>',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${MISSION}?durum=yayimlandi`);
    const row = await pageRow("mission");
    expect(row.body).toBe("<p>Güvenilir bilgi: {firma.adi}.</p>");
    expect(row.meta_description).toBe("{firma.adi} misyonu");
    expect(row.draft).toBeNull();
    expect(await contentVersion(suite.db)).toBeGreaterThan(version);
    expect((await firmRevisions(suite.db, "page", "mission")).map((r) => r.action)).toEqual(["create", "draft", "publish"]);
    expect((await firmAudit(suite.db, "mission")).map((a) => a.action)).toEqual(["firm-page-draft", "firm-page-publish"]);
    const { settings } = await storedSettings(suite.db);
    const firm = await loadFirm(suite.db);
    expect(firm.pages.mission.body).toBe(`<p>Güvenilir bilgi: ${settings.name}.</p>`);
    expect(firm.pages.mission.metaDescription).toBe(`${settings.name} misyonu`);
  });

  it.each([
    ["an unknown placeholder", { icerik: "<p>Adres: {firma.adress} ve {firma.posta}</p>" }, "icerik", "{firma.adress}, {firma.posta}"],
    ["an unknown placeholder in the title", { baslik: "{firma.ad} misyonu", icerik: "<p>x</p>" }, "baslik", "{firma.ad}"],
    ["an empty body", { icerik: "<p> </p>" }, "icerik", "zorunludur"],
    ["an empty title", { baslik: " ", icerik: "<p>x</p>" }, "baslik", "zorunludur"],
    ["a long meta description", { meta_aciklama: "x".repeat(161), icerik: "<p>x</p>" }, "meta_aciklama", "160"],
  ])("refuses %s with 400, the message beside the field, and nothing changed", async (_, fields, field, message) => {
    for (const intent of ["taslak", "yayimla"]) {
      const before = await untouched("mission");
      const response = await send(MISSION, intent, fields);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(`id="kayit-${field}-hata"`);
      expect(html).toContain(message);
      expect(await untouched("mission")).toEqual(before);
    }
  });

  it("refuses a draft, a publication and a deletion from a stale form with 409, changing nothing", async () => {
    await keepFirmRows(suite.db, cleanup);
    const { revision } = await pageRow("mission");
    expect((await send(MISSION, "taslak", { icerik: "<p>Önce gelen taslak.</p>" })).status).toBe(302);
    for (const intent of ["taslak", "yayimla", "taslagi-sil"]) {
      const before = await untouched("mission");
      const response = await send(MISSION, intent, { icerik: "<p>Sonra gelen.</p>" }, revision);
      expect(response.status).toBe(409);
      expect(await response.text()).toContain("başka bir yönetici tarafından değiştirildi");
      expect(await untouched("mission")).toEqual(before);
    }
  });

  it("deletes a draft: the published text stays, the draft stays in the history", async () => {
    await keepFirmRows(suite.db, cleanup);
    const before = await pageRow("vision");
    expect((await send(`${LIST}/vision`, "taslak", { icerik: "<p>Vazgeçilecek.</p>" })).status).toBe(302);
    const version = await contentVersion(suite.db);
    const response = await send(`${LIST}/vision`, "taslagi-sil", {});
    expect(response.status).toBe(302);
    const after = await pageRow("vision");
    expect(after.draft).toBeNull();
    expect(after.body).toBe(before.body);
    expect(await contentVersion(suite.db)).toBe(version);
    expect((await firmRevisions(suite.db, "page", "vision")).map((r) => r.action)).toEqual(["create", "draft", "discard"]);
  });

  it("brings the old mission back from the history, published as a new version", async () => {
    await keepFirmRows(suite.db, cleanup);
    const original = await pageRow("mission");
    expect((await send(MISSION, "yayimla", { icerik: "<p>Değiştirilmiş misyon.</p>" })).status).toBe(302);
    const history = `/adminpanel/firma-gecmisi/page/mission`;
    const page = await suite.get(history);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Değiştirilmiş misyon.");
    const version = await contentVersion(suite.db);
    const restored = await suite.post(history, { intent: "geri-yukle", surum: "1" });
    expect(restored.status).toBe(302);
    const row = await pageRow("mission");
    expect([row.title, row.meta_description, row.body]).toEqual([original.title, original.meta_description, original.body]);
    expect(await contentVersion(suite.db)).toBeGreaterThan(version);
    expect((await firmRevisions(suite.db, "page", "mission")).map((r) => r.action)).toEqual(["create", "publish", "restore"]);
    expect((await firmAudit(suite.db, "mission")).map((a) => a.action)).toEqual(["firm-page-publish", "firm-page-restore"]);
    const { settings } = await storedSettings(suite.db);
    expect((await loadFirm(suite.db)).pages.mission.body).toBe(fillHtml(original.body, settings));
  });

  it("makes a new consent version when the KVKK notice is published, the older rows untouched", async () => {
    await keepFirmRows(suite.db, cleanup);
    const older = await suite.db.selectFrom("consent_texts").selectAll().orderBy("version").execute();
    expect((await send(KVKK, "taslak", { icerik: "<p>Taslak bildirim.</p>" })).status).toBe(302);
    expect(await suite.db.selectFrom("consent_texts").selectAll().orderBy("version").execute()).toEqual(older);
    const response = await send(KVKK, "yayimla", { icerik: "<p>Veri sorumlusu {firma.adi}, {firma.eposta}.</p>" });
    expect(response.status).toBe(302);
    const all = await suite.db.selectFrom("consent_texts").selectAll().orderBy("version").execute();
    expect(all.slice(0, older.length)).toEqual(older);
    expect(all).toHaveLength(older.length + 1);
    const { settings } = await storedSettings(suite.db);
    // The notice as /kvkk shows it: without the marker, the generated processing section follows the office's text (ADR 056).
    expect(all.at(-1)!.notice).toMatch(
      new RegExp(`^<p>Veri sorumlusu ${settings.name}, ${settings.email}\\.</p><h2>Kişisel verilerin işlenmesi</h2>`),
    );
    const screen = await suite.get(KVKK);
    expect(screen.doc.querySelector(".firm-consent")?.text).toContain(`Onay metni sürümü: ${all.at(-1)!.version}`);
  });

  it("shows the form's text in the public look with the placeholders filled, only to an admin", async () => {
    const { settings } = await storedSettings(suite.db);
    const preview = await suite.post(`${MISSION}/onizleme`, {
      baslik: "{firma.kisa_adi} önizleme",
      icerik: "<p>Önizlenen {firma.adi}.</p>",
    });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain(`Önizlenen ${settings.name}.`);
    expect(html).toContain(`${settings.shortName} önizleme`);
    expect(html).toContain("bu sayfa yayında değil");
    expect(preview.headers.get("cache-control")).toContain("no-store");
    const saved = await suite.get(`${MISSION}/onizleme`);
    expect(saved.status).toBe(200);
    expect((await suite.get(`${MISSION}/onizleme`, false)).status).not.toBe(200);
  });

  it("answers 404 for a page that does not exist", async () => {
    expect((await suite.get(`${LIST}/bilinmeyen`)).status).toBe(404);
    expect((await suite.post(`${LIST}/bilinmeyen`, { intent: "yayimla", revizyon: "1" })).status).toBe(404);
  });
});
