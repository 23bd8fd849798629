import { describe, expect, it } from "vitest";
import { entryFormSchema, entryInputOf } from "#app/.server/content/validation.ts";
import { parseForm } from "#app/.server/web/forms.ts";
import { safeReturnPath, signInPath } from "#app/lib/admin-paths.ts";
import { istanbulLocalToUtcIso, utcIsoToIstanbulLocal } from "#app/lib/istanbul-time.ts";
import { plainTextOf, searchPreview } from "#app/lib/search-preview.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("Istanbul time (UTC+3 all year)", () => {
  it.each([
    ["2026-12-01T10:00", "2026-12-01T07:00:00.000Z"],
    ["2026-07-01T10:00", "2026-07-01T07:00:00.000Z"],
    ["2027-01-01T01:30", "2026-12-31T22:30:00.000Z"],
    ["2028-02-29T23:59:30", "2028-02-29T20:59:30.000Z"],
  ])("reads %s as %s", (local, utc) => {
    expect(istanbulLocalToUtcIso(local)).toBe(utc);
    expect(utcIsoToIstanbulLocal(utc)).toBe(local.slice(0, 16));
  });

  it.each([
    "",
    "yarın",
    "2026-02-30T10:00",
    "2027-02-29T10:00",
    "2026-12-01T24:00",
    "2026-12-01T10:60",
    "2026-12-01 10:00",
    "01.12.2026 10:00",
  ])("refuses %j", (local) => {
    expect(istanbulLocalToUtcIso(local)).toBeUndefined();
  });
});

describe("the entry form's schema", () => {
  const valid = { baslik: "Başlık", icerik: "<p>Metin</p>" };

  it("turns a schedule typed in Istanbul time into the UTC instant", () => {
    const result = parseForm(entryFormSchema("duyurular"), form({ ...valid, durum: "zamanlanmis", yayin_zamani: "2026-12-01T10:00" }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(entryInputOf("duyurular", result.data)).toMatchObject({ status: "scheduled", publishAt: "2026-12-01T07:00:00.000Z" });
  });

  it("maps the statuses and ignores a time unless scheduled; without a status the entry is published as before", () => {
    const input = (fields: Record<string, string>) => {
      const result = parseForm(entryFormSchema("haberler"), form({ ...valid, ...fields }));
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return entryInputOf("haberler", result.data);
    };
    expect(input({ durum: "taslak", yayin_zamani: "2026-12-01T10:00" })).toMatchObject({ status: "draft", publishAt: undefined });
    expect(input({ durum: "yayinda" })).toMatchObject({ status: "published" });
    expect(input({}).status).toBeUndefined();
  });

  it("collapses the meta description's white space and keeps the cover's alt text, or none when decorative", () => {
    const result = parseForm(
      entryFormSchema("haberler"),
      form({
        ...valid,
        durum: "taslak",
        meta_aciklama: "  İki\nsatır  ",
        kapak: "0123456789abcdef01234567",
        kapak_alt: "x",
        kapak_dekoratif: "1",
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(entryInputOf("haberler", result.data)).toMatchObject({
      metaDescription: "İki satır",
      coverMediaId: "0123456789abcdef01234567",
      coverAlt: "",
    });
  });

  it.each([
    [{ durum: "zamanlanmis" }, "yayin_zamani", "Zamanlamak için yayın tarihini ve saatini girin."],
    [{ durum: "zamanlanmis", yayin_zamani: "2026-13-01T10:00" }, "yayin_zamani", "Geçerli bir tarih ve saat girin (ör. 01.12.2026 10:00)."],
    [{ durum: "yayinlandi" }, "durum", "Yayın durumunu seçin: Taslak, Yayında veya Zamanlanmış."],
    [{ meta_aciklama: "a".repeat(161) }, "meta_aciklama", "Meta açıklaması en fazla 160 karakter olabilir."],
    [
      { kapak: "0123456789abcdef01234567", kapak_alt: " " },
      "kapak_alt",
      "Kapak görselinin ne gösterdiğini yazın ya da “Dekoratif görsel” seçin.",
    ],
    [{ icerik: "<p><br></p>" }, "icerik", "İçerik alanı zorunludur."],
  ])("refuses %j with a Turkish message for %s", (fields, field, message) => {
    const result = parseForm(entryFormSchema("duyurular"), form({ ...valid, ...fields }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[field]).toBe(message);
  });

  it("gives lists without the workflow no workflow fields", () => {
    const result = parseForm(entryFormSchema("sorular"), form({ soru: "Soru?", cevap: "Cevap", durum: "bilinmeyen" }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(entryInputOf("sorular", result.data)).toEqual({ title: "Soru?", text: "Cevap" });
  });
});

describe("the way back after signing in", () => {
  it.each([
    ["/adminpanel/haberler?duzenle=id1", "/adminpanel/haberler?duzenle=id1"],
    ["/adminpanel", "/adminpanel"],
    ["/adminpanel/giris", undefined],
    ["/duyurular/0", undefined],
    ["//saldirgan.example/adminpanel", undefined],
    ["/\\saldirgan.example", undefined],
    ["https://saldirgan.example/adminpanel", undefined],
    ["/adminpanel/../duyurular", undefined],
    ["/adminpanel?index&yeni", "/adminpanel?yeni"],
    ["/adminpanel/haberler?duzenle=id1&_routes=routes%2Fadmin%2Flist", "/adminpanel/haberler?duzenle=id1"],
  ])("%s → %s", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it("names the screen in the sign-in link, except the first screen", () => {
    expect(signInPath("/adminpanel?yeni")).toBe("/adminpanel/giris?geri=%2Fadminpanel%3Fyeni");
    expect(signInPath("/adminpanel")).toBe("/adminpanel/giris");
    expect(signInPath(undefined)).toBe("/adminpanel/giris");
  });
});

describe("the search preview", () => {
  it("uses the meta description, else the start of the body's text, and the public title and address", () => {
    const preview = searchPreview(
      "haberler",
      { id: "id1", title: "KDV oranları", body: "<h2>Yeni</h2><p>Oranlar &amp; tutarlar<br>değişti.</p>", metaDescription: "" },
      "https://ymm.test",
      "Ege Vergi Denetim YMM",
    );
    expect(preview).toMatchObject({ url: "https://ymm.test/haberler/KDV oranları", description: "Yeni Oranlar & tutarlar değişti." });
    expect(preview.title).toBe("KDV oranları – Haberler | Ege Vergi Denetim YMM");
    expect(
      searchPreview("duyurular", { id: "id2", title: "T", body: "x", metaDescription: " Kendi " }, "https://ymm.test", "Ege"),
    ).toMatchObject({
      url: "https://ymm.test/duyurular/id2-t",
      description: "Kendi",
    });
  });

  it("shows a sirküler at its own address and title, made of its number as typed", () => {
    const entry = { id: "id3", title: "KDV iadesinde yeni dönem", body: "<p>Metin</p>", metaDescription: "" };
    expect(searchPreview("sirkuler", { ...entry, circularNumber: "2026/14" }, "https://ymm.test", "Ege")).toMatchObject({
      url: "https://ymm.test/sirkuler/2026-14",
      title: "Sirküler 2026/14 — KDV iadesinde yeni dönem | Ege",
    });
    // Another spelling of the same number, as the form accepts it.
    expect(searchPreview("sirkuler", { ...entry, circularNumber: " 2026 - 5 " }, "https://ymm.test", "Ege").url).toBe(
      "https://ymm.test/sirkuler/2026-05",
    );
    // A number the form would refuse has no address yet; the section is still sirküler's.
    expect(searchPreview("sirkuler", { ...entry, circularNumber: "2026/" }, "https://ymm.test", "Ege")).toMatchObject({
      url: "https://ymm.test/sirkuler/…",
      title: "Sirküler — KDV iadesinde yeni dönem | Ege",
    });
  });

  it("reads plain text (no JavaScript) as it is", () => {
    expect(plainTextOf("Bir\n\niki <b>")).toBe("Bir iki <b>");
  });
});
