import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { removeEntry } from "#app/.server/content/entries.ts";
import { newId } from "#app/.server/ids.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { TEST_DIALECT } from "#tests/helpers/database.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import {
  addEntry,
  circularFields,
  EDITOR,
  type SearchSuite,
  search,
  startSearchSuite,
  stopSearchSuite,
  tagWord,
} from "#tests/helpers/search.ts";

// The site search's Turkish rules, as a visitor meets them on /ara (issue 23):
// case folding the Turkish way, matching without diacritics only when the
// query has none, the last word as a prefix, sirküler and law numbers.
let suite: SearchSuite;
beforeAll(async () => {
  suite = await startSearchSuite();
});
afterAll(() => stopSearchSuite(suite));

const cleanup = cleanupAfterEach(afterEach);
const remove = (list: Parameters<typeof removeEntry>[0], id: string) => removeEntry(list, id, EDITOR);
const announce = (title: string, body: string) => addEntry("duyurular", { title, text: `<p>${body}</p>` }, cleanup, remove);

describe(`Turkish matching (${TEST_DIALECT})`, () => {
  it("finds “KDV İadesi” by “kdv iadesi”, “İADE”, “IADE” and “iade”", async () => {
    const tag = tagWord();
    await announce(`KDV İadesi ${tag}`, "Mahsuben iade talepleri hakkında.");
    for (const query of ["kdv iadesi", "İADE", "IADE", "iade", "Kdv İadesi"]) {
      expect((await search(suite, `${tag} ${query}`)).titles, query).toEqual([`KDV İadesi ${tag}`]);
    }
  });

  it("finds “Şirket” by “sirket” and “şirket”; Turkish letters typed match only themselves", async () => {
    const tag = tagWord();
    await announce(`Şirket birleşmeleri ${tag}`, "Devralma.");
    await announce(`Sirket yazımı ${tag}`, "Türkçe harfsiz yazılmış.");
    expect((await search(suite, `${tag} sirket`)).titles.sort()).toEqual([`Sirket yazımı ${tag}`, `Şirket birleşmeleri ${tag}`].sort());
    expect((await search(suite, `${tag} şirket`)).titles).toEqual([`Şirket birleşmeleri ${tag}`]);
    expect((await search(suite, `${tag} ŞİRKET`)).titles).toEqual([`Şirket birleşmeleri ${tag}`]);
  });

  it("does not find “isim” by “ısı” typed with Turkish letters, but finds “ISI” (I → ı)", async () => {
    const tag = tagWord();
    await announce(`İsim değişikliği ${tag}`, "Unvan.");
    await announce(`ISI yalıtımı ${tag}`, "Enerji.");
    expect((await search(suite, `${tag} ısı`)).titles).toEqual([`ISI yalıtımı ${tag}`]);
    // Typed in ASCII, "isi" may mean either.
    expect((await search(suite, `${tag} isi`)).titles.sort()).toEqual([`ISI yalıtımı ${tag}`, `İsim değişikliği ${tag}`].sort());
  });

  it("matches the last word as a prefix (“tevki” finds “tevkifat”), the others whole", async () => {
    const tag = tagWord();
    await announce(`KDV tevkifatı oranları ${tag}`, "Kısmi tevkifat.");
    expect((await search(suite, `${tag} tevki`)).titles).toEqual([`KDV tevkifatı oranları ${tag}`]);
    expect((await search(suite, `${tag} KDV TEVKİ`)).titles).toEqual([`KDV tevkifatı oranları ${tag}`]);
    // Not the last word: whole words only.
    expect((await search(suite, `tevki ${tag}`)).titles).toEqual([]);
    expect((await search(suite, `tevkifatı ${tag}`)).titles).toEqual([`KDV tevkifatı oranları ${tag}`]);
  });

  it("finds a sirküler by its number (2026/15, “Sirküler 2026/15”, 2026/5 for 2026/05) and by the law its reference cites", async () => {
    const tag = tagWord();
    const reference = { kind: "kanun" as const, number: "7524", gazetteDate: "2026-08-02", gazetteNumber: "32620" };
    await addEntry(
      "sirkuler",
      {
        title: `Vergi kanunlarında değişiklik ${tag}`,
        text: "<p>Kurumlar vergisi oranı.</p>",
        circular: circularFields({ seq: 15, reference }),
      },
      cleanup,
      remove,
    );
    await addEntry(
      "sirkuler",
      { title: `Beşinci sirküler ${tag}`, text: "<p>Metin.</p>", circular: circularFields({ seq: 5 }) },
      cleanup,
      remove,
    );
    const fifteenth = `Sirküler 2026/15 – Vergi kanunlarında değişiklik ${tag}`;
    expect((await search(suite, "2026/15")).titles).toEqual([fifteenth]);
    expect((await search(suite, "Sirküler 2026/15")).titles).toEqual([fifteenth]);
    expect((await search(suite, "sirkuler 2026/15")).titles).toEqual([fifteenth]);
    expect((await search(suite, "2026/5")).titles).toEqual([`Sirküler 2026/05 – Beşinci sirküler ${tag}`]);
    expect((await search(suite, "2026/16")).titles).toEqual([]);
    const law = await search(suite, "7524");
    expect(law.titles).toEqual([fifteenth]);
    expect(law.groups).toEqual(["Sirküler (1)"]);
    // Its category's name is searched too.
    expect((await search(suite, `kdv ${tag}`)).titles).toHaveLength(2);
  });

  it("finds a sirküler by a phrase only inside its attachment's text", async () => {
    const tag = tagWord();
    const id = newId()
      .replace(/[^0-9a-f]/g, "")
      .padEnd(32, "a")
      .slice(0, 32);
    await suite.db
      .insertInto("attachments")
      .values({
        id,
        file_name: "teblig.pdf",
        format: "pdf",
        content_type: "application/pdf",
        bytes: 4,
        data: Buffer.from("%PDF"),
        text: `Ekteki metin: indirimli oran uygulaması ${tag} zümrüt kolye ihracatı.`,
        has_text: 1,
        pages: 1,
        admin_email: EDITOR,
        created_at: new Date().toISOString(),
      })
      .execute();
    cleanup(() => suite.db.deleteFrom("attachments").where("id", "=", id).execute());
    await addEntry(
      "sirkuler",
      { title: "Ekli sirküler", text: "<p>Ayrıntı ektedir.</p>", circular: circularFields({ attachmentIds: [id] }) },
      cleanup,
      remove,
    );
    const found = await search(suite, `zumrut kolye ${tag}`);
    expect(found.titles).toEqual([expect.stringMatching(/^Sirküler 2026\/\d+ – Ekli sirküler$/)]);
    expect(found.doc.querySelectorAll(".search-snippet mark").map((m) => m.text)).toEqual([tag, "zümrüt", "kolye"]);
  });

  it("covers services, the firm's pages, FAQ, calculators and the tax calendar, each named by its kind", async () => {
    const tag = tagWord();
    await addEntry("sorular", { title: `Defter tasdiki ne zaman yapılır ${tag}?`, text: "<p>Aralık ayında.</p>" }, cleanup, remove);
    expect((await search(suite, `tasdiki ${tag}`)).groups).toEqual(["Sıkça sorulan sorular (1)"]);
    expect((await search(suite, "tam tasdik")).groups).toContain("Hizmetler (1)");
    expect((await search(suite, "misyonumuz")).groups).toContain("Sayfalar (1)");
    const tools = await search(suite, "tevkifatı hesaplama");
    expect(tools.groups).toContain("Araçlar (1)");
    expect(tools.titles).toContain("KDV tevkifatı hesaplama");
    // The calendar's years are made on its first visit; their deadlines are searched from then on.
    expect((await fetchPage(suite.server.url, "/vergi-takvimi")).status).toBe(200);
    const calendar = await search(suite, "muhtasar");
    expect(calendar.groups.some((group) => group.startsWith("Vergi takvimi ("))).toBe(true);
    expect(calendar.doc.querySelector(".search-calendar a[href^='/vergi-takvimi?ay=']")).not.toBeNull();
  });
});
