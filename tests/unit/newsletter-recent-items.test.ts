import { describe, expect, it } from "vitest";
import { firstParagraph, recentItemHtml } from "#app/.server/newsletter/issues.ts";

describe("the first paragraph an issue quotes", () => {
  it("takes up to three whole sentences of the first paragraph with text, as plain text", () => {
    expect(firstParagraph("<h2>Başlık</h2><p> </p><p>Bir. <strong>İki</strong> mi? Üç! Dört.</p><p>Sonraki.</p>")).toBe("Bir. İki mi? Üç!");
  });

  it("keeps a body of the original's plain text, and cuts one very long sentence at a word", () => {
    expect(firstParagraph("Düz metin gövde\nikinci satır.\n\nAyrı paragraf.")).toBe("Düz metin gövde ikinci satır.");
    const long = firstParagraph(`<p>${"uzun kelime ".repeat(60)}son.</p>`);
    expect(long.length).toBeLessThanOrEqual(320);
    expect(long.endsWith("…")).toBe(true);
  });

  it("passes over a salutation or a lead-in ending in a comma or colon", () => {
    expect(firstParagraph("<p>Değerli mükelleflerimiz,</p><p>Süre uzatıldı.</p>")).toBe("Süre uzatıldı.");
    expect(firstParagraph("<p>Sayın ilgili,</p>")).toBe("Sayın ilgili,");
  });

  it("quotes a body without paragraphs by its text (a list)", () => {
    expect(firstParagraph("<ul><li><p>Madde bir.</p></li></ul>")).toBe("Madde bir.");
  });
});

describe("the HTML of a quoted item", () => {
  it("escapes the title and links a news item by its title, an announcement by its id and slug, on the site's origin", () => {
    const post = { id: "id42", title: "Vergi <b>& SGK</b>", body: "<p>Metin.</p>", published_at: "2026-03-01T21:30:00.000Z" };
    const news = recentItemHtml("Haber", post);
    expect(news).toContain("<h2>Vergi &lt;b&gt;&amp; SGK&lt;/b&gt;</h2><p><em>Haber · 02.03.2026</em></p><p>Metin.</p>");
    expect(news).toMatch(/<a href="https?:\/\/[^/"]+\/haberler\/Vergi%20%3Cb%3E%26%20SGK%3C%2Fb%3E"/);
    expect(recentItemHtml("Duyuru", post)).toMatch(/<a href="https?:\/\/[^/"]+\/duyurular\/id42-vergi-b-sgk-b"[^>]*>Devamını okuyun<\/a>/);
  });
});
