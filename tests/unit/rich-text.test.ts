import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plainTextToHtml, richTextToPlain, sanitizeRichText, toStoredRichText } from "#app/.server/text/rich-text.ts";

describe("rich text sanitizer", () => {
  it("keeps the allowlisted structure: headings, emphasis, lists, quotes, tables, links, our images", () => {
    const html =
      "<h2>Son tarihler</h2><p><strong>Dikkat:</strong> <em>süre</em> uzatılmadı.<br />İkinci satır.</p>" +
      "<ul><li>KDV</li><li>Muhtasar</li></ul><ol><li>Bir</li></ol><blockquote><p>Alıntı</p></blockquote>" +
      '<table><thead><tr><th scope="col">Oran</th></tr></thead><tbody><tr><td colspan="2">%20</td></tr></tbody></table>' +
      '<p><a href="/duyurular/0">Duyurular</a> <a href="mailto:bilgi@ornek.com">e-posta</a> <a href="tel:+903120000000">ara</a></p>' +
      '<img src="/medya/ab12cd34-960.webp" alt="Vergi dairesi" width="960" height="640" />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ["<p>a<script>alert(1)</script>b</p>", "<p>ab</p>"],
    ['<p onclick="x()">a</p>', "<p>a</p>"],
    ['<img src="/medya/a.png" onerror="alert(1)" alt="">', '<img src="/medya/a.png" alt="" />'],
    ['<p style="color:red">a</p>', "<p>a</p>"],
    ['<a href="javascript:alert(1)">tıkla</a>', "tıkla"],
    ['<a href="JaVaScRiPt:alert(1)">tıkla</a>', "tıkla"],
    ['<a href="data:text/html,x">tıkla</a>', "tıkla"],
    ['<img src="https://izleyici.example/p.gif" alt="">', ""],
    ['<img src="//izleyici.example/p.gif" alt="">', ""],
    ['<img src="data:image/png;base64,AAAA" alt="">', ""],
    ["<iframe src=x></iframe><svg><script>x</script></svg><p>kalan</p>", "<p>kalan</p>"],
    ["<style>p{}</style><p>metin</p>", "<p>metin</p>"],
  ])("removes what could run or track: %s", (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it("opens links to other sites without giving them our page", () => {
    expect(sanitizeRichText('<a href="https://www.gib.gov.tr/">GİB</a>')).toBe(
      '<a href="https://www.gib.gov.tr/" rel="noopener noreferrer">GİB</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example/" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="https://x.example/" rel="noopener noreferrer">x</a>',
    );
  });

  it("keeps the structure of a paste from Word and drops its wrappers and styles", () => {
    const word =
      '<div class="WordSection1"><h1 style="mso-outline-level:1"><span lang="TR">Başlık</span></h1>' +
      '<p class="MsoNormal"><b><span style="font-size:12pt">Kalın</span></b> <i>eğik</i><o:p></o:p></p>' +
      '<ul><li class="MsoListParagraph"><span>Madde</span></li></ul></div>';
    expect(sanitizeRichText(word)).toBe("<h2>Başlık</h2><p><strong>Kalın</strong> <em>eğik</em></p><ul><li>Madde</li></ul>");
  });

  it("is stable: cleaning clean HTML changes nothing", () => {
    const once = sanitizeRichText('<p>a &amp; b <a href="https://x.example/?a=1&b=2">x</a></p>');
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe("plain text bodies", () => {
  it("become paragraphs, with line breaks kept and everything escaped", () => {
    expect(plainTextToHtml("Birinci satır\nikinci satır\n\n<b>İkinci</b> paragraf & son")).toBe(
      "<p>Birinci satır<br />ikinci satır</p><p>&lt;b&gt;İkinci&lt;/b&gt; paragraf &amp; son</p>",
    );
  });

  it("are told from HTML when stored: HTML is sanitized, text is made paragraphs", () => {
    expect(toStoredRichText("<p>x</p><script>y</script>")).toBe("<p>x</p>");
    expect(toStoredRichText("3 < 5 ve 7 > 2")).toBe("<p>3 &lt; 5 ve 7 &gt; 2</p>");
  });

  it("with a tag inside are HTML too: paragraphs and line breaks kept, scripts and handlers dropped", () => {
    expect(toStoredRichText("Merhaba <b>dünya</b>\nikinci satır\n\n<script>alert(1)</script>\n\nSon & bitti")).toBe(
      "<p>Merhaba <strong>dünya</strong><br />ikinci satır</p><p>Son &amp; bitti</p>",
    );
    expect(toStoredRichText('Bakınız <a href="javascript:alert(1)" onclick="x()">bağlantı</a> <img src=x onerror=alert(1)>')).toBe(
      "<p>Bakınız bağlantı </p>",
    );
  });

  it("give back their words without markup, for meta descriptions", () => {
    expect(richTextToPlain("<h2>Başlık</h2><p>Bir &amp; iki<br>üç</p><ul><li>a</li><li>b</li></ul>")).toBe("Başlık Bir & iki üç a b");
  });
});

describe("a stored body stored again (ADR 046)", () => {
  it("writes text one way, whatever way it came: quotes as they are, &, < and > escaped", () => {
    const stored = '<p>Kanun\'un "geçici" 5. maddesi &amp; 3 &lt; 5 &gt; 2</p>';
    expect(toStoredRichText('Kanun\'un "geçici" 5. maddesi & 3 < 5 > 2')).toBe(stored);
    expect(toStoredRichText("<p>Kanun&#39;un &quot;geçici&quot; 5. maddesi &amp; 3 &lt; 5 &gt; 2</p>")).toBe(stored);
    expect(toStoredRichText("<p>Kanun&#x27;un &#34;geçici&#34; 5. maddesi &#38; 3 &#60; 5 &#62; 2</p>")).toBe(stored);
  });

  it("puts what the sanitizer leaves outside a block into a paragraph, so it is never read back as plain text", () => {
    expect(toStoredRichText("<div>Metin</div>")).toBe("<p>Metin</p>");
    expect(toStoredRichText("<p>Bir</p><div>İki &amp; üç</div>")).toBe("<p>Bir</p><p>İki &amp; üç</p>");
    expect(toStoredRichText("<ul><li>a</li></ul>\nsonra")).toBe("<ul><li>a</li></ul><p>sonra</p>");
    expect(toStoredRichText("<div>&lt;p&gt;</div>")).toBe("<p>&lt;p&gt;</p>");
    // The whitespace between blocks stays.
    expect(toStoredRichText("<p>a</p>\n\n<p>b</p>")).toBe("<p>a</p>\n\n<p>b</p>");
  });

  it("gives back the same bytes for anything it stored: plain text, clean HTML, pastes and broken nesting", () => {
    const piece = fc.constantFrom(
      ...["<p>", "</p>", "<div>", "</div>", "<b>", "</b>", "<span>", "<br>", "<h1>", "</h1>", "<h2>", "<ul>", "<ol>", "<li>", "</ul>"],
      ...['<a href="https://x.example/?a=1&b=2">', "<a>", "</a>", "<script>", "</script>", "<table>", "<tr>", "<td>", "</table>"],
      ...["<blockquote>", "<em>", '<img src="/medya/a.jpeg" alt="">', "<!-- not -->", "'", '"', "&", "&amp;", "&#39;", "&nbsp;"],
      ...["\u00a0", "<", ">", " < ", "\n", "\n\n", "\t", "  ", "Ğüşİı", "😀", "metin", "&lt;b&gt;", "<p></p>"],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (pieces) => {
        const stored = toStoredRichText(pieces.join(""));
        expect(toStoredRichText(stored)).toBe(stored);
      }),
      { numRuns: 3000 },
    );
  });
});
