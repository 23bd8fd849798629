/**
 * The history screens' comparison (ADR 068): a body's blocks, two bodies
 * compared block by block with the words inserted and deleted inside a
 * changed block, fields word by word, the bounds, and the query's pair.
 */
import { describe, expect, it } from "vitest";
import { richTextBlocks } from "#app/.server/text/rich-text-blocks.ts";
import { compareVersionTexts, diffBody, diffText, MAX_BODY_CHARS } from "#app/.server/text/version-diff.ts";
import {
  type BodyDiff,
  comparePair,
  type DiffGap,
  type DiffRow,
  type DiffSegment,
  defaultPair,
  previousPair,
} from "#app/lib/version-diff.ts";

/** A side as text with its marks: "a [-b-] {+c+}". */
const shown = (segments: DiffSegment[]) =>
  segments.map((s) => (s.mark === "ins" ? `{+${s.text}+}` : s.mark === "del" ? `[-${s.text}-]` : s.text)).join("");

const rowsOf = (body: BodyDiff): (DiffRow | DiffGap)[] => {
  if (!("rows" in body)) throw new Error("The body was not compared.");
  return body.rows;
};

const brief = (row: DiffRow | DiffGap) =>
  "gap" in row ? `(${row.gap} gizli)` : `${row.label} ${row.change}: ${shown(row.before)} → ${shown(row.after)}`;

describe("a body's blocks", () => {
  it("reads paragraphs, headings, list items, quotes and table rows as text, in order", () => {
    const html =
      "<h2>Son tarihler</h2><p><strong>Dikkat:</strong> süre &amp; oran<br />uzatılmadı.</p><ul><li><p>KDV</p></li><li>Muhtasar</li></ul>" +
      "<blockquote><p>Alıntı</p></blockquote><h3>Oranlar</h3>" +
      '<table><tbody><tr><th scope="col">Tür</th><th scope="col">Oran</th></tr><tr><td>Genel</td><td>%20</td></tr></tbody></table>' +
      '<p><img src="/medya/ab12cd34-960.webp" alt="Vergi dairesi" width="960" height="640" /></p>';
    expect(richTextBlocks(html)).toEqual([
      { kind: "heading", text: "Son tarihler" },
      { kind: "paragraph", text: "Dikkat: süre & oran uzatılmadı." },
      { kind: "item", text: "KDV" },
      { kind: "item", text: "Muhtasar" },
      { kind: "quote", text: "Alıntı" },
      { kind: "subheading", text: "Oranlar" },
      { kind: "row", text: "Tür | Oran" },
      { kind: "row", text: "Genel | %20" },
      { kind: "paragraph", text: "[Görsel: Vergi dairesi]" },
    ]);
  });

  it("reads the original's plain text as paragraphs, and never what the sanitizer removes", () => {
    expect(richTextBlocks("Birinci satır\n\nİkinci <script>alert(1)</script>satır")).toEqual([
      { kind: "paragraph", text: "Birinci satır" },
      { kind: "paragraph", text: "İkinci satır" },
    ]);
  });
});

describe("two bodies compared", () => {
  it("marks the words deleted and inserted inside a changed paragraph, and keeps the others unmarked", () => {
    const before = "<h2>Başlık</h2><p>Beyanname süresi 26 Mart günü sona erer.</p><p>Değişmeyen paragraf.</p>";
    const after = "<h2>Başlık</h2><p>Beyanname süresi 31 Mart günü sona erer.</p><p>Değişmeyen paragraf.</p>";
    expect(rowsOf(diffBody("İçerik", before, after)).map(brief)).toEqual([
      "Ara başlık same: Başlık → Başlık",
      "Paragraf changed: Beyanname süresi [-26-] Mart günü sona erer. → Beyanname süresi {+31+} Mart günü sona erer.",
      "Paragraf same: Değişmeyen paragraf. → Değişmeyen paragraf.",
    ]);
  });

  it("shows a new block as added and a dropped one as removed, pairing an edited block with its new text", () => {
    const before = "<p>Birinci paragraf aynı.</p><p>Silinecek eski bir not.</p><ul><li>KDV beyannamesi ayın yirmi sekizi</li></ul>";
    const after = "<p>Birinci paragraf aynı.</p><p>Tamamen yeni bir duyuru metni.</p><ul><li>KDV beyannamesi ayın yirmi altısı</li></ul>";
    expect(rowsOf(diffBody("İçerik", before, after)).map(brief)).toEqual([
      "Paragraf same: Birinci paragraf aynı. → Birinci paragraf aynı.",
      "Paragraf removed: [-Silinecek eski bir not.-] → ",
      "Paragraf added:  → {+Tamamen yeni bir duyuru metni.+}",
      "Liste öğesi changed: KDV beyannamesi ayın yirmi [-sekizi-] → KDV beyannamesi ayın yirmi {+altısı+}",
    ]);
  });

  it("leaves long runs of unchanged blocks out as gaps, keeping one on each side of a change", () => {
    const paragraphs = (changed: string) =>
      [
        ...Array.from({ length: 6 }, (_, i) => `<p>Önceki ${i}</p>`),
        `<p>${changed}</p>`,
        ...Array.from({ length: 6 }, (_, i) => `<p>Sonraki ${i}</p>`),
      ].join("");
    const rows = rowsOf(diffBody("İçerik", paragraphs("eski söz"), paragraphs("yeni söz")));
    expect(rows.map(brief)).toEqual([
      "(5 gizli)",
      "Paragraf same: Önceki 5 → Önceki 5",
      "Paragraf changed: [-eski-] söz → {+yeni+} söz",
      "Paragraf same: Sonraki 0 → Sonraki 0",
      "(5 gizli)",
    ]);
  });

  it("refuses a body past its size bound, saying it is too large rather than taking the time", () => {
    const huge = `<p>${"söz ".repeat(MAX_BODY_CHARS / 4 + 1)}</p>`;
    expect(diffBody("İçerik", huge, "<p>kısa</p>")).toEqual({ label: "İçerik", tooLarge: true });
  });

  it("gives up within its time bound on two long texts with nothing in common", () => {
    const words = (prefix: string) => Array.from({ length: 20_000 }, (_, i) => `${prefix}${i}`).join(" ");
    const started = performance.now();
    expect(diffText(words("a"), words("b"), 50)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("two versions' fields", () => {
  it("marks a changed field word by word, a new one as inserted, and says when nothing differs", () => {
    const result = compareVersionTexts(
      {
        fields: [
          { label: "Başlık", value: "KDV oranları değişti" },
          { label: "Açıklama", value: "" },
        ],
        body: "<p>Aynı</p>",
      },
      {
        fields: [
          { label: "Başlık", value: "KDV oranları yeniden değişti" },
          { label: "Açıklama", value: "Kısa özet" },
        ],
        body: "<p>Aynı</p>",
      },
      "İçerik",
    );
    expect(result.fields.map(brief)).toEqual([
      "Başlık changed: KDV oranları değişti → KDV oranları {+yeniden +}değişti",
      "Açıklama added:  → {+Kısa özet+}",
    ]);
    expect(result.identical).toBe(false);
    const same = { fields: [{ label: "Başlık", value: "Aynı" }], body: "<p>Aynı metin</p>" };
    expect(compareVersionTexts(same, same, "İçerik")).toMatchObject({
      identical: true,
      body: { rows: [{ label: "Paragraf", change: "same" }] },
    });
  });
});

describe("the comparison's query", () => {
  const versions = [5, 4, 3, 2, 1];

  it("reads two of the item's versions, older first, and refuses one it does not have", () => {
    expect(comparePair(new URLSearchParams("eski=4&yeni=2"), versions)).toEqual({ older: 2, newer: 4 });
    expect(comparePair(new URLSearchParams(""), versions)).toBeUndefined();
    expect(comparePair(new URLSearchParams("eski=9&yeni=2"), versions)).toEqual({ error: expect.stringContaining("geçmişinde yok") });
    expect(comparePair(new URLSearchParams("eski=abc"), versions)).toHaveProperty("error");
  });

  it("offers the newest against the one before, and a version against its previous", () => {
    expect(defaultPair(versions)).toEqual({ older: 4, newer: 5 });
    expect(defaultPair([1])).toBeUndefined();
    expect(previousPair(3, versions)).toEqual({ older: 2, newer: 3 });
    expect(previousPair(1, versions)).toBeUndefined();
  });
});
