/**
 * The firm's legal identity as the Künye page, the footer and the e-bülten
 * show it (lib/firm-identity.ts), and the checks of Firma bilgileri's
 * identity fields (.server/firm/settings-validation.ts with identity-fields.ts):
 * Turkish messages on the field, values normalised.
 */
import { describe, expect, it } from "vitest";
import { sampleSettings } from "#app/.server/db/sample-firm/index.ts";
import { checkSettings } from "#app/.server/firm/settings-validation.ts";
import { fillHtml } from "#app/.server/firm-snapshot/placeholders.ts";
import { SETTINGS_FIELDS as F, settingsFormValues } from "#app/lib/firm-forms.ts";
import { imprintRows, registrationText, senderIdentityLine } from "#app/lib/firm-identity.ts";

const firm = {
  ...sampleSettings,
  name: "Deniz YMM",
  tradeName: "Deniz Yeminli Mali Müşavirlik Anonim Şirketi",
  mersisNo: "0987654321000017",
  taxOffice: "Konak Vergi Dairesi",
  taxNumber: "4540536920",
  kepAddress: "deniz@hs01.kep.tr",
  chamberName: "İzmir Yeminli Mali Müşavirler Odası",
  chamberUrl: "https://oda.ornek.test",
  rulesUrl: "https://kurallar.ornek.test/3568",
};

/** checkSettings on the sample's form with `fields` changed. */
const check = (fields: Record<string, string>) => {
  const values = settingsFormValues(sampleSettings);
  return checkSettings({ ...values, fields: { ...values.fields, ...fields } });
};

describe("the firm's identity line", () => {
  it("names the trade name and the MERSİS number, else the name and the tax number with its office", () => {
    expect(senderIdentityLine(firm)).toMatch(/^Deniz Yeminli Mali Müşavirlik Anonim Şirketi · MERSİS No: 0987654321000017 · /);
    const sole = { ...firm, tradeName: "", mersisNo: "", taxNumber: "17291716060" };
    expect(registrationText(sole)).toBe("Vergi No: 17291716060 (Konak Vergi Dairesi)");
    expect(senderIdentityLine(sole)).toMatch(/^Deniz YMM · Vergi No: 17291716060 \(Konak Vergi Dairesi\) · /);
    expect(senderIdentityLine({ ...sole, taxNumber: "", taxOffice: "" })).toMatch(/^Deniz YMM · Örnek Mahallesi/);
  });

  it("lists on Künye every field given, in the regulation's order, and leaves out the empty ones", () => {
    expect(imprintRows(firm).map((row) => row.label)).toEqual([
      "Ticaret unvanı",
      "MERSİS numarası",
      "Vergi dairesi",
      "Vergi kimlik no",
      "Adres",
      "Telefon",
      "E-posta",
      "KEP adresi",
      "Meslek odası",
      "Meslek kuralları",
    ]);
    const sparse = imprintRows({
      ...firm,
      tradeName: "",
      mersisNo: "",
      kepAddress: "",
      chamberUrl: "",
      rulesUrl: "",
      taxNumber: "17291716060",
    });
    expect(sparse.map((row) => row.label)).toEqual([
      "Adı",
      "Vergi dairesi",
      "Vergi kimlik no (T.C. kimlik no)",
      "Adres",
      "Telefon",
      "E-posta",
      "Meslek odası",
    ]);
    expect(sparse.find((row) => row.label === "Meslek odası")?.href).toBeUndefined();
  });
});

describe("the identity's placeholders in the firm's pages", () => {
  it("fill the data controller's name and numbers, escaped, the name standing for an empty trade name", () => {
    const text = "<p>{firma.unvan}, MERSİS {firma.mersis}, {firma.vergi_dairesi} {firma.vergi_no}, KEP {firma.kep}</p>";
    expect(fillHtml(text, { ...firm, tradeName: "A & B Ltd. Şti." })).toBe(
      "<p>A &amp; B Ltd. Şti., MERSİS 0987654321000017, Konak Vergi Dairesi 4540536920, KEP deniz@hs01.kep.tr</p>",
    );
    expect(fillHtml("<p>{firma.unvan}</p>", { ...firm, tradeName: "" })).toBe("<p>Deniz YMM</p>");
  });
});

describe("checking Firma bilgileri's identity fields", () => {
  it("stores the numbers as digits, the KEP address in lower case, and takes an empty field", () => {
    const checked = check({
      [F.tradeName]: "  Deniz   Yeminli Mali Müşavirlik A.Ş. ",
      [F.mersisNo]: "0987 6543 2100 0017",
      [F.taxNumber]: "454 053 69 20",
      [F.kepAddress]: "Deniz@HS01.kep.tr",
      [F.chamberUrl]: "",
      [F.chamberName]: "",
    });
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.settings).toMatchObject({
      tradeName: "Deniz Yeminli Mali Müşavirlik A.Ş.",
      mersisNo: "0987654321000017",
      taxNumber: "4540536920",
      kepAddress: "deniz@hs01.kep.tr",
      chamberName: "",
      chamberUrl: "",
    });
  });

  it("takes a sole practitioner's T.C. kimlik no as the tax number", () => {
    expect(check({ [F.taxNumber]: "17291716060", [F.mersisNo]: "" }).ok).toBe(true);
  });

  it.each([
    [F.mersisNo, "123456789012345", "MERSİS numarası 16 rakamdan oluşur; yazdığınız numarada 15 rakam var."],
    [F.mersisNo, "0123456789ABCDEF", "MERSİS numarası yalnızca rakamlardan oluşur"],
    [F.taxNumber, "4540536921", "Bu vergi kimlik numarası geçerli değil"],
    [F.taxNumber, "17291716050", "Bu T.C. kimlik numarası geçerli değil"],
    [F.taxNumber, "123456789", "10, şahıs olarak çalışan meslek mensubu için 11 rakamdır"],
    [F.taxNumber, "12345X7890", "yalnızca rakamlardan oluşur"],
    [F.kepAddress, "firma.kep.tr", "KEP adresi bir e-posta adresi biçiminde olmalıdır"],
    [F.chamberUrl, "javascript:alert(1)", "Meslek odasının bağlantısı http:// veya https:// ile başlayan"],
    [F.rulesUrl, "mevzuat.gov.tr", "Meslek kurallarının bağlantısı http:// veya https:// ile başlayan"],
    [F.tradeName, "Ş".repeat(251), "Ticaret unvanı en fazla 250 karakter olabilir."],
  ])("refuses %s = %j with its message", (field, value, message) => {
    const checked = check({ [field]: value });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors[field]).toContain(message);
  });

  it("refuses half a pair: a tax number without its office, an office without its number, a chamber's link without its name", () => {
    const noOffice = check({ [F.taxOffice]: "" });
    expect(noOffice.ok || noOffice.errors[F.taxOffice]).toBe("Vergi numarasıyla birlikte vergi dairesini de yazın.");
    const noNumber = check({ [F.taxNumber]: "" });
    expect(noNumber.ok || noNumber.errors[F.taxNumber]).toBe("Vergi dairesiyle birlikte vergi kimlik numarasını da yazın.");
    const noName = check({ [F.chamberName]: "" });
    expect(noName.ok || noName.errors[F.chamberName]).toBe("Meslek odasının bağlantısıyla birlikte adını da yazın.");
  });

  it("takes the untouched sample, so a save of another field is not refused", () => {
    expect(check({}).ok).toBe(true);
  });
});
