/**
 * The English tab's checks per kind (issue 43, ADR 061): a draft may be incomplete, publishing
 * needs the required fields; limits, rich text stored sanitized, address lines, a service's
 * English address from its title.
 */
import { describe, expect, it } from "vitest";
import { checkEnglish, englishFormValues } from "#app/.server/english/validation.ts";
import { EMPTY_ENGLISH } from "#app/lib/english.ts";

describe("checkEnglish", () => {
  it("keeps an incomplete draft and refuses to publish it, naming each required field", () => {
    expect(checkEnglish("question", { baslik: "", icerik: "" }, false)).toEqual({ ok: true, fields: EMPTY_ENGLISH.question });
    const refused = checkEnglish("question", { baslik: " ", icerik: "<p> </p>" }, true);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.errors).toEqual({ baslik: "Soru alanı zorunludur.", icerik: "Cevap alanı zorunludur." });
  });

  it("stores rich text sanitized and folds a meta description to one line", () => {
    const checked = checkEnglish(
      "circular",
      { baslik: "A circular", icerik: '<p onclick="x()">Summary</p><script>1</script>', meta_aciklama: "Two\n lines" },
      true,
    );
    expect(checked).toEqual({ ok: true, fields: { title: "A circular", summary: "<p>Summary</p>", metaDescription: "Two lines" } });
  });

  it("keeps the settings' address lines one a line, at most six", () => {
    const base = { slogan: "Advice", kurucu_unvan: "Sworn CPA", meta_aciklama: "A firm.", ad: "" };
    const checked = checkEnglish("settings", { ...base, adres_satirlari: " Street 1 \r\n\r\nIstanbul " }, true);
    expect(checked.ok && checked.fields.addressLines).toEqual(["Street 1", "Istanbul"]);
    const many = checkEnglish("settings", { ...base, adres_satirlari: "a\nb\nc\nd\ne\nf\ng" }, true);
    expect(!many.ok && many.errors.adres_satirlari).toBe("Adres satırları en fazla 6 satır olabilir.");
    expect(englishFormValues("settings", { ...EMPTY_ENGLISH.settings, addressLines: ["Street 1", "Istanbul"] }).adres_satirlari).toBe(
      "Street 1\nIstanbul",
    );
  });

  it("makes a service's address from its English title and refuses a title without letters", () => {
    const service = { kart_aciklamasi: "Card.", icerik: "<p>Body.</p>", meta_aciklama: "Meta.", kisa_ad: "" };
    const checked = checkEnglish("service", { ...service, baslik: "Transfer Pricing Reports" }, true);
    expect(checked.ok && checked.fields.slug).toBe("transfer-pricing-reports");
    const none = checkEnglish("service", { ...service, baslik: "—" }, true);
    expect(!none.ok && none.errors.baslik).toMatch(/İngilizce adres çıkarılamadı/);
  });

  it("refuses a title over the Turkish field's limit and an unknown placeholder in a page", () => {
    const checked = checkEnglish("page", { baslik: "x".repeat(201), icerik: "<p>{firma.yok}</p>", meta_aciklama: "" }, false);
    expect(!checked.ok && checked.errors).toEqual({
      baslik: "Başlık en fazla 200 karakter olabilir.",
      icerik: expect.stringContaining("Tanınmayan yer tutucu: {firma.yok}"),
    });
  });
});
