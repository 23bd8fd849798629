import { describe, expect, it } from "vitest";
import { seedAnnouncements, seedCirculars, seedNews, seedQuestions } from "#app/.server/db/seed-data.ts";
import { isVagueLinkText, looksLikeFileName, prepublishWarnings } from "#app/.server/text/prepublish-checks.ts";
import { toStoredRichText } from "#app/.server/text/rich-text.ts";
import { DEFAULT_ADVERTISING_WORDS } from "#app/lib/prepublish.ts";

// The pre-publish checks (issue 44, ADR 067) over stored rich text, as a save runs them.
const check = (html: string, extra: { title?: string; metaDescription?: string; coverAlt?: string | null } = {}) =>
  prepublishWarnings({ title: extra.title ?? "Başlık", html: toStoredRichText(html), ...extra }, DEFAULT_ADVERTISING_WORDS);
const kinds = (html: string, extra = {}) => check(html, extra).map((warning) => warning.kind);

describe("pre-publish checks", () => {
  it("flags an image with empty alt text and one whose alt text is a file name, naming which image", () => {
    const warnings = check(
      '<p>Metin.</p><img src="/medya/aa-960.webp" alt="Vergi dairesinin girişi" /><img src="/medya/bb-960.webp" alt="" />' +
        '<img src="/medya/cc-960.webp" alt="IMG_2041.jpg" /><img src="/medya/dd-960.webp" alt="rapor_2026_v2" />',
    );
    expect(warnings.map((w) => w.kind)).toEqual(["alt", "alt", "alt"]);
    expect(warnings[0]?.message).toContain("2. görsel");
    expect(warnings[0]?.message).toContain("boş");
    expect(warnings[1]?.message).toContain("3. görsel");
    expect(warnings[1]?.message).toContain("“IMG_2041.jpg”");
    expect(warnings[2]?.message).toContain("4. görsel");
  });

  it("flags a cover whose text is a file name, not a decorative cover (empty by choice)", () => {
    expect(kinds("<p>Metin.</p>", { coverAlt: "DSC00012.JPG" })).toEqual(["alt"]);
    expect(kinds("<p>Metin.</p>", { coverAlt: "" })).toEqual([]);
  });

  it.each(["tıklayın", "Buraya tıklayın", "BURADAN", "link", "tıkla", "lütfen bu linke tıklayın"])("flags the link text “%s”", (text) => {
    const warnings = check(`<p>Tebliğ için <a href="https://www.gib.gov.tr/">${text}</a>.</p>`);
    expect(warnings.map((w) => w.kind)).toEqual(["link"]);
    expect(warnings[0]?.message).toContain("1. bağlantı (https://www.gib.gov.tr/)");
  });

  it("leaves a link that says where it leads", () => {
    expect(isVagueLinkText("KDV Genel Uygulama Tebliği")).toBe(false);
    expect(isVagueLinkText("Bu tebliğin metni")).toBe(false);
    expect(kinds('<p><a href="https://www.gib.gov.tr/">Gelir İdaresi duyurusu</a></p>')).toEqual([]);
  });

  it("flags a heading that skips a level: the title is the h1, so a body's first heading is an h2", () => {
    const warnings = check("<h3>Süreler</h3><p>Metin.</p>");
    expect(warnings.map((w) => w.kind)).toEqual(["heading"]);
    expect(warnings[0]?.message).toContain("“Süreler”");
    expect(warnings[0]?.message).toContain("H3");
    expect(kinds("<h2>Konu</h2><h3>Ayrıntı</h3><h2>Başka konu</h2><p>Metin.</p>")).toEqual([]);
  });

  it("flags h2 → h4 in HTML whose headings the store keeps (a walk of the levels as written)", () => {
    const warnings = prepublishWarnings({ title: "Başlık", html: "<h2>Konu</h2><h4>Ayrıntı</h4>" }, []);
    expect(warnings.map((w) => w.kind)).toEqual(["heading"]);
    expect(warnings[0]?.message).toContain("H2 başlığından");
  });

  it("finds advertising words in Turkish lower case, at word boundaries, in the title, body and meta description", () => {
    const warnings = check("<p>Bölgenin EN İYİ müşavirlik bürosuyuz; sonuç GARANTİLİ.</p>", {
      title: "Müşterilerimiz diyor ki",
      metaDescription: "İlk görüşme: ücretsiz danışmanlık",
    });
    expect(warnings.map((w) => w.kind)).toEqual(["word", "word", "word", "word"]);
    const text = warnings.map((w) => w.message).join("\n");
    expect(text).toContain("Metin: “en iyi”");
    expect(text).toContain("Metin: “garanti”");
    expect(text).toContain("Başlık: “müşterilerimiz diyor ki”");
    expect(text).toContain("Meta açıklaması: “ücretsiz danışmanlık”");
  });

  it("does not match a word inside another ('lider' is not in 'ekliderken'; 'en iyi' needs both words)", () => {
    expect(kinds("<p>Beyannameyi ekliderken; en çok iyi niyetle.</p>")).toEqual([]);
    expect(kinds("<p>Sektör lideri bir büro.</p>")).toEqual(["word"]);
  });

  it("reads camera names and file names as file names, and a sentence not", () => {
    for (const alt of ["IMG_2041", "foto-3", "Ekran görüntüsü 2026-11-29", "tablo.png"]) expect(looksLikeFileName(alt), alt).toBe(true);
    for (const alt of ["2026 yılı KDV oranları tablosu", "Vergi dairesi"]) expect(looksLikeFileName(alt), alt).toBe(false);
  });

  it("finds nothing in any of the sample content's entries", () => {
    const samples = [
      ...seedAnnouncements.map((post) => ({ title: post.title, html: post.body })),
      ...seedNews.map((post) => ({ title: post.title, html: post.body })),
      ...seedCirculars.map((post) => ({ title: post.title, html: post.body })),
      ...seedQuestions.map((question) => ({ title: question.title, html: question.answer })),
    ];
    expect(samples.length).toBeGreaterThan(10);
    const found = samples.flatMap((sample) =>
      prepublishWarnings({ title: sample.title, html: toStoredRichText(sample.html) }, DEFAULT_ADVERTISING_WORDS).map(
        (warning) => `${sample.title}: ${warning.message}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
