import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { metaDescription, renderRichText } from "#app/.server/text/rich-text.ts";
import { layoutRichText } from "#app/.server/text/rich-text-layout.ts";

// A 3×4 table as the editor (TipTap) writes it: the header row inside tbody, cells wrapping paragraphs.
const EDITOR_TABLE =
  '<table style="min-width: 75px"><colgroup><col /><col /><col /></colgroup><tbody>' +
  '<tr><th colspan="1" rowspan="1"><p>Beyanname</p></th><th colspan="1" rowspan="1"><p>Dönem</p></th><th colspan="1" rowspan="1"><p>Son gün</p></th></tr>' +
  "<tr><td><p>KDV</p></td><td><p>Aylık</p></td><td><p>28</p></td></tr>" +
  "<tr><td><p>Muhtasar</p></td><td><p>Aylık</p></td><td><p>26</p></td></tr>" +
  "<tr><td><p>Geçici vergi</p></td><td><p>Üç aylık</p></td><td><p>17</p></td></tr>" +
  "</tbody></table>";

describe("rich text on a public page", () => {
  it("puts each table in a labelled, focusable scroll region", () => {
    const doc = parse(renderRichText(`<p>Önce</p>${EDITOR_TABLE}<p>Sonra</p>`));
    const region = doc.querySelector("div.table-scroll");
    expect(region?.getAttribute("role")).toBe("region");
    expect(region?.getAttribute("aria-label")).toBe("Tablo");
    expect(region?.getAttribute("tabindex")).toBe("0");
    expect(region?.firstChild?.rawTagName).toBe("table");
    expect(region?.querySelectorAll("tr").length).toBe(4);
    // Nothing of the editor's inline layout survives.
    expect(doc.toString()).not.toMatch(/style=|colgroup/);
  });

  it("gives the cells of a header row scope=col, and a header beside data scope=row", () => {
    const doc = parse(renderRichText(EDITOR_TABLE));
    expect(
      doc
        .querySelectorAll("tr")[0]
        ?.querySelectorAll("th")
        .map((th) => th.getAttribute("scope")),
    ).toEqual(["col", "col", "col"]);
    const mixed = parse(
      renderRichText(
        '<table><thead><tr><th>Yıl</th><th scope="bogus">Oran</th></tr></thead><tbody><tr><th>2026</th><td>%20</td></tr></tbody></table>',
      ),
    );
    expect(mixed.querySelectorAll("th").map((th) => th.getAttribute("scope"))).toEqual(["col", "col", "row"]);
  });

  it("names several tables of one body apart (landmarks must be unique)", () => {
    const labels = parse(renderRichText(`${EDITOR_TABLE}<p>ara</p>${EDITOR_TABLE}`))
      .querySelectorAll(".table-scroll")
      .map((region) => region.getAttribute("aria-label"));
    expect(labels).toEqual(["Tablo 1", "Tablo 2"]);
  });

  it("keeps headings below the page's h1, and below an FAQ question's h2", () => {
    const body = "<h1>Büyük</h1><h2>Orta</h2><h4>Küçük</h4><p>metin</p>";
    expect(renderRichText(body)).toBe("<h2>Büyük</h2><h2>Orta</h2><h3>Küçük</h3><p>metin</p>");
    expect(renderRichText(body, { headingLevel: 3 })).toBe("<h3>Büyük</h3><h3>Orta</h3><h4>Küçük</h4><p>metin</p>");
  });

  it("opens links to other sites in a new tab, marked and announced as elsewhere on the site", () => {
    const doc = parse(renderRichText('<p><a href="https://www.gib.gov.tr/">GİB</a> ve <a href="/duyurular/0">duyurular</a></p>'));
    const [external, internal] = doc.querySelectorAll("a");
    expect(external?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(external?.getAttribute("target")).toBe("_blank");
    expect(external?.querySelector("svg.icon-external")?.getAttribute("aria-hidden")).toBe("true");
    expect(external?.querySelector(".visually-hidden")?.text).toBe(" (yeni sekmede açılır)");
    expect(internal?.toString()).toBe('<a href="/duyurular/0">duyurular</a>');
  });

  it("is never unsafe, whatever the stored HTML holds", () => {
    const html = renderRichText(
      '<table><tr><th onclick="x()">a</th></tr></table><a href="javascript:alert(1)">x</a><h2 style="color:red">b</h2><script>alert(2)</script>',
    );
    expect(html).not.toMatch(/onclick|javascript:|style=|<script|alert\(2\)/);
  });

  it("leaves text alone", () => {
    expect(layoutRichText("<p>3 &lt; 5 &amp; &lt;table&gt;</p>")).toBe("<p>3 &lt; 5 &amp; &lt;table&gt;</p>");
  });
});

describe("meta descriptions", () => {
  it("are made from the text: no tags, no entities, no table markup", () => {
    const description = metaDescription(
      `<h2>Son tarihler</h2><p><strong>Dikkat</strong> &amp; &quot;önemli&quot;&nbsp;bilgi</p>${EDITOR_TABLE}`,
    );
    expect(description).toBe(
      'Son tarihler Dikkat & "önemli" bilgi Beyanname Dönem Son gün KDV Aylık 28 Muhtasar Aylık 26 Geçici vergi Üç aylık 17',
    );
    expect(description).not.toMatch(/[<>]|&\w+;/);
  });

  it("prefer the office's own description", () => {
    expect(metaDescription("<p>Gövde</p>", "  Kendi açıklamamız  ")).toBe("Kendi açıklamamız");
  });
});
