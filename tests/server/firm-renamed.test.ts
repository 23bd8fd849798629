/**
 * The guard of issue 22's item 6: nothing public names the sample firm from
 * code. The office renames the firm and moves it to İzmir (Firma bilgileri,
 * written to the database as the admin's save does, with the content
 * version), writes its own founder's page and "Biz Kimiz"; then every URL of
 * the sitemap, both feeds of both lists, the .ics and a contact e-mail carry
 * the new facts and none of the sample's.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { findPage, readSettingsRow, writePage, writeSettings } from "#app/.server/repositories/firm.ts";
import type { FirmSettings } from "#app/lib/firm.ts";
import { paths } from "#app/lib/paths.ts";
import { postAs } from "#tests/helpers/admin.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage, jsonLd, metaContent, titleOf } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { sitemapText, sitemapUrls } from "#tests/helpers/sitemap.ts";
import { startSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";

/** The sample firm's facts: none may remain anywhere public after the rename. */
const SAMPLE_FACTS = ["Özdemir", "Kerem", "Ankara", "Çankaya", "ozdemirymm"];

const RENAMED: Partial<FirmSettings> = {
  name: "Ege Vergi Denetim YMM",
  shortName: "Ege YMM",
  founderName: "Ayşe Demir",
  founderProfileUrl: "https://www.linkedin.com/in/ayse-demir-ymm",
  street: "Cumhuriyet Bulvarı No: 5/3",
  district: "Konak",
  city: "İzmir",
  postalCode: "35210",
  phone: "+902324440101",
  whatsapp: "+905324440101",
  email: "bilgi@egevergi.example",
  mapUrl: "https://www.openstreetmap.org/search?query=Konak%2C%20%C4%B0zmir",
  social: [{ label: "LinkedIn", url: "https://www.linkedin.com/company/ege-vergi-denetim" }],
  metaDescription: "Ege Vergi Denetim YMM: İzmir'de tam tasdik, KDV iadesi tasdik raporu ve vergi incelemesi danışmanlığı.",
  // The legal identity (issue 42): Künye, the footer and every e-bülten show it.
  tradeName: "Ege Vergi Denetim Yeminli Mali Müşavirlik Limited Şirketi",
  mersisNo: "0987654321000017",
  taxOffice: "Konak Vergi Dairesi",
  taxNumber: "4540536920",
  kepAddress: "egevergi@hs01.kep.tr",
  chamberName: "İzmir Yeminli Mali Müşavirler Odası",
};
const PHONE_SHOWN = "+90 232 444 01 01";

let smtp: TestSmtp;
let server: TestServer;
let db: Kysely<Database>;

/** Saves a page as the office's editor would: the published text, its revision, then the content version. */
async function writeOwnPage(key: string, body: string, metaDescription: string): Promise<void> {
  const page = await findPage(db, key);
  expect(page, key).toBeDefined();
  const at = new Date().toISOString();
  const saved = await writePage(
    db,
    key,
    { title: page!.title, meta_description: metaDescription, body, draft: null },
    page!.revision,
    at,
    "yonetici@ymm.test",
  );
  expect(saved, key).toBe(true);
}

beforeAll(async () => {
  smtp = await startSmtp();
  // No MAIL_FROM or MAIL_TO: the sender and the office's inbox are the firm's (Firma bilgileri).
  server = await startServer({ SMTP_URL: smtp.url, MAIL_POLL_MS: "200" });
  db = openTestDb(server.databaseUrl);

  // The seed's sample entries (announcements, news, questions, tools) are the office's own entries, listed by
  // Kurulum as sample content to replace; some give the sample's phone and e-mail in their text. They go first,
  // so what this test finds is what the code writes, not what the office wrote.
  for (const table of ["announcements", "news", "questions", "tools"] as const) await db.deleteFrom(table).execute();

  const row = await readSettingsRow(db);
  expect(row).toBeDefined();
  const settings = { ...(JSON.parse(row!.data) as FirmSettings), ...RENAMED };
  expect(await writeSettings(db, JSON.stringify(settings), row!.revision, new Date().toISOString(), "yonetici@ymm.test")).toBe(true);
  await writeOwnPage(
    "founder",
    "<p>Ayşe Demir, Dokuz Eylül Üniversitesi İktisadi ve İdari Bilimler Fakültesi'nden mezun oldu; vergi müfettişliğinin ardından yeminli mali müşavir ruhsatını aldı.</p>",
    "Yeminli Mali Müşavir Ayşe Demir: eğitimi, meslek deneyimi ve İzmir Yeminli Mali Müşavirler Odası üyeliği.",
  );
  await writeOwnPage("about", "<p>Büromuz İzmir Konak'ta tam tasdik ve KDV iadesi çalışmaları yürütür.</p>", "");
  await bumpContentVersion(db);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.stop();
});

const local = (url: string) => url.replace("https://ymm.test", server.url);

function expectNoSampleFacts(where: string, text: string): void {
  for (const fact of SAMPLE_FACTS) expect(text.includes(fact), `${where} contains "${fact}"`).toBe(false);
}

describe("after the office renames the firm and moves it to İzmir", () => {
  it("no page of the sitemap, feed or .ics names the sample firm, its founder or its city", async () => {
    const sitemap = await sitemapText(server.url);
    const urls = (await sitemapUrls(server.url)).map(local);
    expect(urls).toContain(`${server.url}/ayse-demir`);
    expect(urls).not.toContain(`${server.url}/kerem-ozdemir`);
    expectNoSampleFacts("/sitemap.xml", sitemap);
    const documents = [
      ...urls,
      ...Object.values(paths.feeds).map((path) => `${server.url}${path}`),
      `${server.url}${paths.taxCalendarIcs}`,
    ];
    for (const url of documents) {
      const response = await fetch(url, { redirect: "manual" });
      expect(response.status, url).toBe(200);
      expectNoSampleFacts(url, await response.text());
    }
  });

  it("names the new firm, its city and phone in the footer, the JSON-LD, Open Graph and the feeds' links", async () => {
    const home = await fetchPage(server.url, "/");
    expect(titleOf(home)).toBe("Ege Vergi Denetim YMM | İzmir");
    // Without a logo the header's mark is the new name's initial, not the sample firm's "Ö".
    expect(home.doc.querySelector(".brand .brand-mark text")?.text).toBe("E");
    expect(metaContent(home, 'meta[property="og:site_name"]')).toBe("Ege Vergi Denetim YMM");
    expect(metaContent(home, 'meta[property="og:title"]')).toBe("Ege Vergi Denetim YMM | İzmir");
    expect(metaContent(home, 'meta[name="description"]')).toBe(RENAMED.metaDescription);
    const footer = home.doc.querySelector("footer")!;
    expect(footer.text).toContain("Ege Vergi Denetim YMM");
    expect(footer.text).toContain("Konak/İzmir");
    expect(footer.querySelector('a[href="tel:+902324440101"]')?.text.replaceAll("\u00a0", " ")).toContain(PHONE_SHOWN);
    expect(footer.querySelector('a[href="mailto:bilgi@egevergi.example"]')).not.toBeNull();
    expect(footer.querySelector('a[href="https://wa.me/905324440101"]')).not.toBeNull();
    expect(jsonLd(home)[0]).toMatchObject({
      "@type": "AccountingService",
      name: "Ege Vergi Denetim YMM",
      telephone: "+902324440101",
      email: "bilgi@egevergi.example",
      address: { addressLocality: "Konak", addressRegion: "İzmir", postalCode: "35210" },
      sameAs: ["https://www.linkedin.com/company/ege-vergi-denetim"],
      founder: { "@type": "Person", name: "Ayşe Demir", url: "https://ymm.test/ayse-demir" },
    });
    const feeds = home.doc.querySelectorAll('link[rel="alternate"][type]').map((link) => link.getAttribute("title"));
    expect(feeds).toEqual([
      "Ege Vergi Denetim YMM – Duyurular (RSS)",
      "Ege Vergi Denetim YMM – Duyurular (Atom)",
      "Ege Vergi Denetim YMM – Haberler (RSS)",
      "Ege Vergi Denetim YMM – Haberler (Atom)",
    ]);
    expect(home.doc.querySelector(".about-block")?.text).toContain("Büromuz İzmir Konak'ta");
  });

  it("moves the founder's page to the new name's path, with the office's own text and Person JSON-LD", async () => {
    const founder = await fetchPage(server.url, "/ayse-demir");
    expect(founder.status).toBe(200);
    expect(founder.doc.querySelector("h1")?.text).toBe("Ayşe Demir");
    expect(founder.doc.querySelector(".prose")?.text).toContain("Dokuz Eylül Üniversitesi");
    expect(titleOf(founder)).toBe("Yeminli Mali Müşavir Ayşe Demir | Ege Vergi Denetim YMM");
    expect(jsonLd(founder)[0]).toMatchObject({ "@type": "Person", name: "Ayşe Demir", worksFor: { name: "Ege Vergi Denetim YMM" } });
    expect(founder.doc.querySelector("#menu-kurumsal a")?.getAttribute("href")).toBe("/ayse-demir");
    // No move was recorded (the settings were written directly): the former path is simply not a page any more.
    expect((await fetchPage(server.url, "/kerem-ozdemir")).status).toBe(404);
  });

  it("sends the contact e-mail from the firm's new name and address to its new inbox", async () => {
    const posted = await postAs(server, "/iletisim", {
      isim: "Mehmet Kaya",
      telefon: "0232 000 00 09",
      eposta: "mehmet@ornek.test",
      konu: "Tam tasdik sözleşmesi",
      mesaj: "Görüşmek isterim.",
    });
    expect(posted.status).toBe(303);
    const mail = await smtp.waitFor((m) => m.subject === "İletişim formu: Tam tasdik sözleşmesi");
    expect(mail.envelopeTo).toEqual(["bilgi@egevergi.example"]);
    expect(mail.from).toMatchObject({ name: "Ege Vergi Denetim YMM", address: "bilgi@egevergi.example" });
    expect(mail.html).toContain("Ege Vergi Denetim YMM");
    expectNoSampleFacts("the contact e-mail", `${mail.html ?? ""}${mail.text ?? ""}${mail.from?.name ?? ""}`);
  });
});
