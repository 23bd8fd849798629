/**
 * The firm's identity where the rules want it (issue 42), as the office
 * would try it over HTTP: the legal fields changed in Firma bilgileri through
 * the admin's form, then Künye, every public page's footer, a newly queued
 * e-bülten issue (outbox text and HTML) and a sign-up's confirmation show the
 * new values, and Kurulum no longer lists them as the sample's; bad MERSİS,
 * tax and KEP values are refused with Turkish messages and nothing changes.
 */
import { afterEach, describe, expect, it } from "vitest";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { SETTINGS_FIELDS as F } from "#app/lib/firm-forms.ts";
import { paths } from "#app/lib/paths.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { contentVersion, firmAudit, firmRevisions, keepFirmRows, postEntries, settingsForm, storedSettings } from "#tests/helpers/firm.ts";
import { jsonLd } from "#tests/helpers/html.ts";
import { addIssue, addSubscriber } from "#tests/helpers/newsletter.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);

/** Saves the stored settings with `fields` changed, as the form posts them. */
async function save(fields: Record<string, string>) {
  const { settings, revision } = await storedSettings(suite.db);
  return postEntries(suite.server, suite.cookie, adminPaths.firm, settingsForm(settings, revision, fields));
}

/** Künye's lines as { label: value } (anyone's view, no session). */
async function imprint() {
  const page = await suite.get(paths.imprint, false);
  expect(page.status).toBe(200);
  const rows: Record<string, string> = {};
  for (const row of page.doc.querySelectorAll("dl.imprint > div")) {
    rows[row.querySelector("dt")?.text.trim() ?? ""] = row.querySelector("dd")?.text.replace(/\s+/g, " ").trim() ?? "";
  }
  return { page, rows };
}

const footerLine = async (path: string) => (await suite.get(path, false)).doc.querySelector(".footer-identity");

/** Sends a new issue to one new subscriber; its queued outbox row. */
async function queuedIssue(subject: string) {
  const subscriber = await addSubscriber(suite.db, `okur-${Date.now()}@ornek.test`);
  const issue = await addIssue(suite.db, subject);
  expect((await suite.post(`${adminPaths.newsletter}/${issue.id}/gonder`, { intent: "gonder" })).status).toBe(302);
  let row: { text_body: string; html_body: string } | undefined;
  await expect
    .poll(
      async () => {
        row = await suite.db
          .selectFrom("outbox")
          .select(["text_body", "html_body"])
          .where("issue_id", "=", issue.id)
          .where("subscriber_id", "=", subscriber.id)
          .executeTakeFirst();
        return row !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return { ...row!, token: subscriber.token };
}

const DENIZ = {
  [F.tradeName]: "Deniz Yeminli Mali Müşavirlik Anonim Şirketi",
  [F.mersisNo]: "0987 6543 2100 0017",
  [F.taxOffice]: "Konak Vergi Dairesi",
  [F.taxNumber]: "4540536920",
  [F.kepAddress]: "Deniz@HS05.kep.tr",
  [F.chamberName]: "İzmir Yeminli Mali Müşavirler Odası",
  [F.chamberUrl]: "https://oda.ornek.test/",
  [F.rulesUrl]: "https://kurallar.ornek.test/3568",
  [F.email]: "iletisim@deniz.test",
  [F.phone]: "0232 444 55 66",
  [F.street]: "Cumhuriyet Bulvarı No: 5",
  [F.district]: "Konak",
  [F.city]: "İzmir",
};
const DENIZ_LINE = "Deniz Yeminli Mali Müşavirlik Anonim Şirketi · MERSİS No: 0987654321000017";

describe("the firm's identity, changed in Firma bilgileri", () => {
  it("shows on Künye, in the footer, in a newly queued e-bülten e-mail and a sign-up's confirmation; Kurulum stops naming the sample", async () => {
    await keepFirmRows(suite.db, cleanup);
    const setupBefore = (await suite.get(adminPaths.setup)).html;
    expect(setupBefore).toContain("Yasal bilgileri girin (Künye)");
    expect(setupBefore).toContain(
      "örnek firmanın bilgilerini gösteriyor: ticaret unvanı, MERSİS numarası, vergi kimlik numarası, KEP adresi",
    );

    const response = await save(DENIZ);
    expect(response.status).toBe(302);
    const { settings } = await storedSettings(suite.db);
    expect(settings).toMatchObject({
      tradeName: "Deniz Yeminli Mali Müşavirlik Anonim Şirketi",
      mersisNo: "0987654321000017",
      taxOffice: "Konak Vergi Dairesi",
      taxNumber: "4540536920",
      kepAddress: "deniz@hs05.kep.tr",
      chamberName: "İzmir Yeminli Mali Müşavirler Odası",
      chamberUrl: "https://oda.ornek.test/",
      rulesUrl: "https://kurallar.ornek.test/3568",
    });
    // Audited and revisioned like every other field.
    const audit = await firmAudit(suite.db, "settings");
    expect(JSON.parse(audit.at(-1)?.details ?? "{}").changed.mersisNo).toEqual(["0000000000000000", "0987654321000017"]);
    expect((await firmRevisions(suite.db, "settings", "settings")).at(-1)?.snapshot).toContain("0987654321000017");
    const history = (await suite.get(`${adminPaths.firmHistory}/settings/settings`)).html;
    expect(history).toContain("Konak Vergi Dairesi 4540536920");

    const { page, rows } = await imprint();
    expect(rows).toEqual({
      "Ticaret unvanı": "Deniz Yeminli Mali Müşavirlik Anonim Şirketi",
      "MERSİS numarası": "0987654321000017",
      "Vergi dairesi": "Konak Vergi Dairesi",
      "Vergi kimlik no": "4540536920",
      Adres: "Cumhuriyet Bulvarı No: 5, 06690 Konak/İzmir",
      Telefon: "+90 232 444 55 66",
      "E-posta": "iletisim@deniz.test",
      "KEP adresi": "deniz@hs05.kep.tr",
      "Meslek odası": "İzmir Yeminli Mali Müşavirler Odası (yeni sekmede açılır)",
      "Meslek kuralları":
        "3568 sayılı Serbest Muhasebeci Mali Müşavirlik ve Yeminli Mali Müşavirlik Kanunu ve yönetmelikleri (yeni sekmede açılır)",
    });
    expect(page.doc.querySelector('dl.imprint a[href="https://oda.ornek.test/"]')).not.toBeNull();
    expect(page.doc.querySelector('dl.imprint a[href="https://kurallar.ornek.test/3568"]')).not.toBeNull();
    expect(page.html).not.toContain("Örnek Özdemir");

    const business = jsonLd(await suite.get(paths.home, false)).find((data) => data["@type"] === "AccountingService");
    expect(business).toMatchObject({ legalName: "Deniz Yeminli Mali Müşavirlik Anonim Şirketi", taxID: "4540536920" });

    for (const path of [paths.home, paths.imprint, paths.contact]) {
      const line = await footerLine(path);
      expect(line?.text).toContain(DENIZ_LINE);
      expect(line?.querySelector("a")?.getAttribute("href")).toBe(paths.imprint);
    }

    const mail = await queuedIssue("Aralık 2026 e-bülteni");
    for (const part of [mail.text_body, mail.html_body]) {
      expect(part).toContain(`${DENIZ_LINE} · Cumhuriyet Bulvarı No: 5, 06690 Konak/İzmir · +90 232 444 55 66 · iletisim@deniz.test`);
      expect(part).toContain(`/bulten/ayril?token=${mail.token}`);
      expect(part).not.toContain("Örnek Özdemir");
    }

    const email = `yeni-${Date.now()}@ornek.test`;
    expect((await suite.post("/?index", { eposta: email })).status).toBe(303);
    const confirmation = await suite.db.selectFrom("outbox").selectAll().where("recipient", "=", email).executeTakeFirstOrThrow();
    for (const part of [confirmation.text_body, confirmation.html_body]) expect(part).toContain(DENIZ_LINE);

    const setupAfter = (await suite.get(adminPaths.setup)).html;
    expect(setupAfter).toContain("Künye sayfası, sayfa altı ve e-bültenler örnek bilgi göstermiyor.");
  });

  it("leaves out what the office left empty: a sole practitioner with a T.C. kimlik no, no MERSİS, trade name or KEP", async () => {
    await keepFirmRows(suite.db, cleanup);
    const response = await save({
      ...DENIZ,
      [F.tradeName]: "",
      [F.mersisNo]: "",
      [F.taxNumber]: "17291716060",
      [F.kepAddress]: "",
      [F.chamberUrl]: "",
      [F.rulesUrl]: "",
    });
    expect(response.status).toBe(302);
    const { page, rows } = await imprint();
    expect(Object.keys(rows)).toEqual([
      "Adı",
      "Vergi dairesi",
      "Vergi kimlik no (T.C. kimlik no)",
      "Adres",
      "Telefon",
      "E-posta",
      "Meslek odası",
    ]);
    expect(rows["Meslek odası"]).toBe("İzmir Yeminli Mali Müşavirler Odası");
    expect(page.doc.querySelectorAll("dl.imprint a[target]")).toHaveLength(0);
    expect((await footerLine(paths.home))?.text).toContain("Vergi No: 17291716060 (Konak Vergi Dairesi)");
    const mail = await queuedIssue("Ocak 2027 e-bülteni");
    for (const part of [mail.text_body, mail.html_body]) expect(part).toContain("Vergi No: 17291716060 (Konak Vergi Dairesi)");
  });
});

describe("Kurulum and the legal identity", () => {
  it("asks for a MERSİS or tax number while the firm has neither (an installation from before these fields)", async () => {
    await keepFirmRows(suite.db, cleanup);
    expect((await save({ ...DENIZ, [F.mersisNo]: "", [F.taxNumber]: "", [F.taxOffice]: "" })).status).toBe(302);
    const step = (await suite.get(adminPaths.setup)).html;
    expect(step).toContain("MERSİS ya da vergi numarası girilmedi");
    expect((await save({ [F.taxOffice]: "Konak Vergi Dairesi", [F.taxNumber]: "17291716060" })).status).toBe(302);
    expect((await suite.get(adminPaths.setup)).html).toContain("Künye sayfası, sayfa altı ve e-bültenler örnek bilgi göstermiyor.");
  });
});

describe("bad identity values", () => {
  it.each([
    [F.mersisNo, "1234 5678 9012 345", "MERSİS numarası 16 rakamdan oluşur; yazdığınız numarada 15 rakam var."],
    [F.mersisNo, "MERSIS-0123456789", "MERSİS numarası yalnızca rakamlardan oluşur (ör. 0123 4567 8901 2345)."],
    [F.taxNumber, "4540536921", "Bu vergi kimlik numarası geçerli değil"],
    [F.taxNumber, "17291716050", "Bu T.C. kimlik numarası geçerli değil"],
    [F.taxNumber, "12345", "yazdığınız numarada 5 rakam var."],
    [F.kepAddress, "deniz.hs05.kep.tr", "KEP adresi bir e-posta adresi biçiminde olmalıdır (ör. firma@hs01.kep.tr)."],
  ])("refuses %s = %j with a Turkish message on the field, and changes nothing", async (field, value, message) => {
    await keepFirmRows(suite.db, cleanup);
    const before = {
      settings: await suite.db.selectFrom("firm_settings").selectAll().execute(),
      revisions: (await suite.db.selectFrom("firm_revisions").select("id").execute()).length,
      audit: (await firmAudit(suite.db, "settings")).length,
      version: await contentVersion(suite.db),
    };
    const response = await save({ ...DENIZ, [field]: value });
    expect(response.status).toBe(400);
    expect(response.doc.querySelector(`#firma-${field}-hata`)?.text).toContain(message);
    expect(response.doc.querySelector(".error-summary")?.text).toContain(message);
    // The form keeps what was typed.
    expect(response.doc.querySelector(`#firma-${field}`)?.getAttribute("value")).toBe(value);
    expect({
      settings: await suite.db.selectFrom("firm_settings").selectAll().execute(),
      revisions: (await suite.db.selectFrom("firm_revisions").select("id").execute()).length,
      audit: (await firmAudit(suite.db, "settings")).length,
      version: await contentVersion(suite.db),
    }).toEqual(before);
    const { rows } = await imprint();
    expect(rows["MERSİS numarası"]).toBe("0000000000000000");
  });
});
