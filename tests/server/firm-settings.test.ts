/**
 * Firma bilgileri over HTTP, as the office uses it: a save with its rules
 * (required fields, phone numbers in Turkish formats stored as E.164,
 * e-mail, http(s) links, postal code, years, office hours, pictures from the
 * library), each refusal a 400 with the message beside its field and nothing
 * changed; a stale save 409; the history row, the audit row, the content
 * version and what the site then reads (loadFirm on the database); the
 * founder's page moving; a new consent version on a rename; restore.
 */
import { afterEach, describe, expect, it } from "vitest";
import { loadFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { founderPathFor } from "#app/lib/paths.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { contentVersion, firmAudit, firmRevisions, keepFirmRows, postEntries, settingsForm, storedSettings } from "#tests/helpers/firm.ts";
import { TEST_ADMIN } from "#tests/helpers/server.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);
const PATH = "/adminpanel/firma";
const HISTORY = "/adminpanel/firma-gecmisi/settings/settings";

/** Saves the stored settings with `fields` changed (and rows, when given). */
async function save(fields: Record<string, string>, rows: Parameters<typeof settingsForm>[3] = {}, revision?: number) {
  const { settings, revision: stored } = await storedSettings(suite.db);
  return postEntries(suite.server, suite.cookie, PATH, settingsForm(settings, revision ?? stored, fields, rows));
}

/** Everything a refused save must leave as it was. */
async function untouched() {
  return {
    settings: await suite.db.selectFrom("firm_settings").selectAll().execute(),
    revisions: await suite.db.selectFrom("firm_revisions").select("id").execute(),
    audit: (await firmAudit(suite.db, "settings")).length,
    version: await contentVersion(suite.db),
    redirects: await suite.db.selectFrom("redirects").selectAll().execute(),
  };
}

describe("saving Firma bilgileri", () => {
  it("stores the settings with the phone in E.164, keeps the first state as version 1, audits it and raises the content version", async () => {
    await keepFirmRows(suite.db, cleanup);
    const before = await storedSettings(suite.db);
    const version = await contentVersion(suite.db);
    const response = await save({ ad: "Deniz Yeminli Mali Müşavirlik", il: "İzmir", ilce: "Konak", telefon: "(0232) 444 55 66" });
    expect(response.status).toBe(302);
    expect(response.location).toBe(`${PATH}?durum=kaydedildi`);

    const after = await storedSettings(suite.db);
    expect(after.revision).toBe(before.revision + 1);
    expect(after.settings).toEqual({
      ...before.settings,
      name: "Deniz Yeminli Mali Müşavirlik",
      city: "İzmir",
      district: "Konak",
      phone: "+902324445566",
    });
    const revisions = await firmRevisions(suite.db, "settings", "settings");
    expect(revisions.map((r) => [r.version, r.action, r.admin_email])).toEqual([
      [1, "create", ""],
      [2, "update", TEST_ADMIN.email],
    ]);
    expect(JSON.parse(revisions[0]!.snapshot)).toEqual(before.settings);
    const audit = await firmAudit(suite.db, "settings");
    expect(audit).toMatchObject([{ action: "firm-settings", list: "firma", admin_email: TEST_ADMIN.email }]);
    expect(JSON.parse(audit[0]!.details ?? "{}").changed.city).toEqual([before.settings.city, "İzmir"]);
    expect(await contentVersion(suite.db)).toBeGreaterThan(version);
    // What every public page reads next.
    const firm = await loadFirm(suite.db);
    expect(firm.settings.name).toBe("Deniz Yeminli Mali Müşavirlik");
    expect(firm.settings.city).toBe("İzmir");

    const page = await suite.get(response.location!);
    expect(page.doc.querySelector('[role="status"]')?.text).toContain("Firma bilgileri kaydedildi");
    expect(page.doc.querySelector("#firma-il")?.getAttribute("value")).toBe("İzmir");
  });

  it.each([
    ["0312 000 00 00", "+903120000000"],
    ["(0312) 000 0000", "+903120000000"],
    ["+90 312 000 00 00", "+903120000000"],
    ["312 000 00 00", "+903120000000"],
    ["0090 312 000 00 00", "+903120000000"],
    ["0532 123 45 67", "+905321234567"],
  ])("reads the phone %s as %s", async (typed, e164) => {
    await keepFirmRows(suite.db, cleanup);
    expect((await save({ telefon: typed, whatsapp: typed })).status).toBe(302);
    const { settings } = await storedSettings(suite.db);
    expect(settings.phone).toBe(e164);
    expect(settings.whatsapp).toBe(e164);
  });

  it("stores the social links and office hours in the form's order, blank rows dropped, days in the week's order", async () => {
    await keepFirmRows(suite.db, cleanup);
    const response = await save(
      {},
      {
        social: [
          { label: "YouTube", url: "https://www.youtube.com/@ornek" },
          { label: "", url: "" },
          { label: "LinkedIn", url: "https://www.linkedin.com/company/ornek" },
        ],
        hours: [
          { days: ["Friday", "Monday"], opens: "09:00", closes: "17:30" },
          { days: ["Saturday"], opens: "10:00", closes: "13:00" },
        ],
      },
    );
    expect(response.status).toBe(302);
    const { settings } = await storedSettings(suite.db);
    expect(settings.social).toEqual([
      { label: "YouTube", url: "https://www.youtube.com/@ornek" },
      { label: "LinkedIn", url: "https://www.linkedin.com/company/ornek" },
    ]);
    expect(settings.hours).toEqual([
      { days: ["Monday", "Friday"], opens: "09:00", closes: "17:30" },
      { days: ["Saturday"], opens: "10:00", closes: "13:00" },
    ]);
  });

  it("keeps the default service (chosen on Hizmetler) whatever the form sends", async () => {
    await keepFirmRows(suite.db, cleanup);
    const { settings } = await storedSettings(suite.db);
    await suite.db
      .updateTable("firm_settings")
      .set({ data: JSON.stringify({ ...settings, defaultServiceId: "3" }) })
      .execute();
    expect((await save({ slogan: "Vergi ve mevzuat danışmanlığı", defaultServiceId: "1" })).status).toBe(302);
    expect((await storedSettings(suite.db)).settings.defaultServiceId).toBe("3");
  });

  it("takes a picture of the library as the logo, and refuses an id that is not one", async () => {
    await keepFirmRows(suite.db, cleanup);
    const id = "0123456789abcdef01234567";
    await suite.db
      .insertInto("media")
      .values({
        id,
        source_format: "png",
        width: 40,
        height: 20,
        file_name: "logo.png",
        bytes: 100,
        admin_email: TEST_ADMIN.email,
        created_at: new Date().toISOString(),
      })
      .execute();
    cleanup(() => suite.db.deleteFrom("media").where("id", "=", id).execute());
    const before = await untouched();
    const refused = await save({ logo: "fedcba9876543210fedcba98" });
    expect(refused.status).toBe(400);
    expect(refused.doc.querySelector("#firma-logo-hata")?.text).toContain("bulunamadı");
    expect(await untouched()).toEqual(before);

    expect((await save({ logo: id, kurucu_foto: id })).status).toBe(302);
    const { settings } = await storedSettings(suite.db);
    expect([settings.logoMediaId, settings.founderPhotoMediaId]).toEqual([id, id]);
  });

  const long = "x".repeat(161);
  it.each([
    ["ad", { ad: "  " }, "zorunludur"],
    ["kisa_ad", { kisa_ad: "" }, "zorunludur"],
    ["kurucu_ad", { kurucu_ad: "" }, "zorunludur"],
    ["kurucu_unvan", { kurucu_unvan: "" }, "zorunludur"],
    ["adres", { adres: "" }, "zorunludur"],
    ["ilce", { ilce: "" }, "zorunludur"],
    ["il", { il: "" }, "zorunludur"],
    ["telefon", { telefon: "" }, "zorunludur"],
    ["telefon", { telefon: "12345" }, "geçerli bir telefon"],
    ["telefon", { telefon: "0312 ABC 00 00" }, "geçerli bir telefon"],
    ["whatsapp", { whatsapp: "0000" }, "geçerli bir telefon"],
    ["eposta", { eposta: "" }, "zorunludur"],
    ["eposta", { eposta: "ofis@" }, "e-posta"],
    ["posta_kodu", { posta_kodu: "0669" }, "5 rakam"],
    ["harita", { harita: "javascript:alert(1)" }, "https://"],
    ["kurucu_profil", { kurucu_profil: "ftp://ornek.com/profil" }, "https://"],
    ["telif_yili", { telif_yili: "1899" }, "1900"],
    ["telif_yili", { telif_yili: String(new Date().getFullYear() + 1) }, "1900"],
    ["meta_aciklama", { meta_aciklama: long }, "160"],
    ["logo", { logo: "../../etc/passwd" }, "bulunamadı"],
  ])("refuses a bad %s with 400, the message beside it, what was typed kept, and nothing changed", async (field, fields, message) => {
    const before = await untouched();
    const response = await save(fields as Record<string, string>);
    expect(response.status).toBe(400);
    expect(response.doc.querySelector(`#firma-${field}-hata`)?.text.toLocaleLowerCase("tr-TR")).toContain(
      message.toLocaleLowerCase("tr-TR"),
    );
    // The summary above the form links to the field.
    expect(response.doc.querySelector(`.error-summary a[href="#firma-${field}"]`)).not.toBeNull();
    // The other fields keep what was typed.
    expect(response.doc.querySelector("#firma-slogan")?.getAttribute("value")).toBe((await storedSettings(suite.db)).settings.tagline);
    expect(await untouched()).toEqual(before);
  });

  it.each([
    ["a social link without its address", { social: [{ label: "LinkedIn", url: "" }] }, "sosyal_url_0"],
    ["a social link that is not http(s)", { social: [{ label: "X", url: "javascript:alert(1)" }] }, "sosyal_url_0"],
    ["a social link without its name", { social: [{ label: "", url: "https://x.com/ornek" }] }, "sosyal_ad_0"],
    ["office hours without days", { hours: [{ days: [], opens: "09:00", closes: "18:00" }] }, "saat_0"],
    ["office hours closing before they open", { hours: [{ days: ["Monday" as const], opens: "18:00", closes: "09:00" }] }, "saat_0"],
    ["office hours not in HH:MM", { hours: [{ days: ["Monday" as const], opens: "9", closes: "18:00" }] }, "saat_0"],
  ])("refuses %s, with the message on its row", async (_, rows, key) => {
    const before = await untouched();
    const response = await save({}, rows);
    expect(response.status).toBe(400);
    expect(response.doc.querySelector(`#firma-${key}-hata`)?.text).toBeTruthy();
    expect(await untouched()).toEqual(before);
  });

  it("refuses a save from a form loaded before someone else's save with 409, changing nothing", async () => {
    await keepFirmRows(suite.db, cleanup);
    const { revision } = await storedSettings(suite.db);
    expect((await save({ slogan: "Önce kaydeden" })).status).toBe(302);
    const before = await untouched();
    const stale = await save({ slogan: "Sonra kaydeden" }, {}, revision);
    expect(stale.status).toBe(409);
    expect(stale.doc.querySelector('[role="alert"]')?.text).toContain("başka bir yönetici tarafından değiştirildi");
    // What was typed stays on screen.
    expect(stale.doc.querySelector("#firma-slogan")?.getAttribute("value")).toBe("Sonra kaydeden");
    expect(await untouched()).toEqual(before);
    expect((await storedSettings(suite.db)).settings.tagline).toBe("Önce kaydeden");
  });

  it("moves the founder's page when the founder's name changes (the old path answers 301 through the redirects)", async () => {
    await keepFirmRows(suite.db, cleanup);
    const { settings } = await storedSettings(suite.db);
    expect((await save({ kurucu_ad: "Ayşe Yıldız" })).status).toBe(302);
    const firm = await loadFirm(suite.db);
    expect(firm.founderPath).toBe("/ayse-yildiz");
    expect(firm.redirects.get(founderPathFor(settings.founderName))).toBe("/ayse-yildiz");
  });

  it("makes a new consent version when the firm's name changes, leaving the older rows as they were", async () => {
    await keepFirmRows(suite.db, cleanup);
    const older = await suite.db.selectFrom("consent_texts").selectAll().orderBy("version").execute();
    expect((await save({ ad: "Yeni Ad Yeminli Mali Müşavirlik" })).status).toBe(302);
    const all = await suite.db.selectFrom("consent_texts").selectAll().orderBy("version").execute();
    expect(all.slice(0, older.length)).toEqual(older);
    const latest = all.at(-1)!;
    expect(latest.version).toBe((older.at(-1)?.version ?? 0) + 1);
    expect(latest.text).toContain("Yeni Ad Yeminli Mali Müşavirlik");
    expect(latest.notice).toContain("Yeni Ad Yeminli Mali Müşavirlik");
    // A change that neither the wording nor the notice shows makes none.
    expect((await save({ slogan: "Başka bir slogan" })).status).toBe(302);
    expect(await suite.db.selectFrom("consent_texts").select("version").execute()).toHaveLength(all.length);
  });
});

describe("the rows without JavaScript", () => {
  it("moves a social link up, adds a blank row and removes one without saving anything", async () => {
    const { settings, revision } = await storedSettings(suite.db);
    const rows = {
      social: [
        { label: "Birinci", url: "https://ornek.com/1" },
        { label: "İkinci", url: "https://ornek.com/2" },
      ],
    };
    const before = await untouched();
    const form = (intent: string) =>
      settingsForm(settings, revision, {}, rows).map(([n, v]): [string, string] => (n === "intent" ? [n, intent] : [n, v]));
    const labels = (page: Awaited<ReturnType<typeof postEntries>>) =>
      page.doc.querySelectorAll('input[name="sosyal_ad[]"]').map((input) => input.getAttribute("value"));

    const moved = await postEntries(suite.server, suite.cookie, PATH, form("sosyal-yukari:1"));
    expect(moved.status).toBe(200);
    expect(labels(moved)).toEqual(["İkinci", "Birinci"]);
    expect(moved.doc.querySelector('[role="status"]')?.text).toContain("Kaydet");
    expect(labels(await postEntries(suite.server, suite.cookie, PATH, form("sosyal-ekle")))).toEqual(["Birinci", "İkinci", ""]);
    expect(labels(await postEntries(suite.server, suite.cookie, PATH, form("sosyal-kaldir:0")))).toEqual(["İkinci"]);
    expect(await untouched()).toEqual(before);
  });
});

describe("history and restore", () => {
  it("restores an old version as a new one, with its audit row and a raised content version", async () => {
    await keepFirmRows(suite.db, cleanup);
    const original = (await storedSettings(suite.db)).settings;
    expect((await save({ ad: "Geçici Ad YMM", kurucu_ad: "Ali Veli" })).status).toBe(302);
    const history = await suite.get(HISTORY);
    expect(history.status).toBe(200);
    expect(history.doc.querySelectorAll(".firm-version h2").map((h) => h.text.trim())).toEqual([
      "Sürüm 2: Güncellendi",
      "Sürüm 1: İlk sürüm",
    ]);
    expect(history.html).toContain("Geçici Ad YMM");
    const confirm = await suite.get(`${HISTORY}?geri-yukle=1`);
    expect(confirm.doc.querySelector("#geri-yukle-basligi")?.text).toContain("Sürüm 1 geri yüklensin mi?");

    const version = await contentVersion(suite.db);
    const restored = await suite.post(HISTORY, { intent: "geri-yukle", surum: "1" });
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe(`${HISTORY}?durum=geri-yuklendi`);
    expect((await storedSettings(suite.db)).settings).toEqual(original);
    expect((await firmRevisions(suite.db, "settings", "settings")).map((r) => r.action)).toEqual(["create", "update", "restore"]);
    expect((await firmAudit(suite.db, "settings")).map((a) => a.action)).toEqual(["firm-settings", "firm-settings-restore"]);
    expect(await contentVersion(suite.db)).toBeGreaterThan(version);
    // The founder's page moved back: the interim path now leads to the original one.
    const firm = await loadFirm(suite.db);
    expect(firm.redirects.get("/ali-veli")).toBe(firm.founderPath);
    expect(firm.redirects.has(firm.founderPath)).toBe(false);
  });

  it("refuses an unknown version and an unknown item", async () => {
    expect((await suite.post(HISTORY, { intent: "geri-yukle", surum: "999" })).status).toBe(404);
    expect((await suite.get("/adminpanel/firma-gecmisi/settings/baska")).status).toBe(404);
    expect((await suite.get("/adminpanel/firma-gecmisi/bilinmeyen/settings")).status).toBe(404);
  });
});
