/**
 * Issue 22's acceptance, as the office would do it in the admin, one form
 * after another on one site: a subscriber signs up; the office renames the
 * firm and moves it to İzmir with a new phone and e-mail, rewrites the
 * founder's biography and the mission, adds a ninth service and hides one,
 * renames a news item and changes the KVKK notice. Then the public site, its
 * feeds, the .ics and a contact e-mail show the new facts and none of the
 * sample's; the old addresses answer 301; the history brings the old mission
 * back; the subscriber's consent record still names the notice they saw.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { SETTINGS_FIELDS as S } from "#app/lib/firm-forms.ts";
import { paths } from "#app/lib/paths.ts";
import { SERVICE_FIELDS } from "#app/lib/service-form.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { postEntries, settingsForm, storedSettings } from "#tests/helpers/firm.ts";
import { fetchPage, jsonLd, metaContent, titleOf } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { readSitemap } from "#tests/helpers/sitemap.ts";
import { startSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";

/** What the sample firm is called, where it is and how it is reached: gone from every public byte after the story. */
const SAMPLE_FACTS = ["Özdemir", "Kerem", "Ankara", "Çankaya", "ozdemirymm", "+90 312", "+903120000000"];

let smtp: TestSmtp;
let server: TestServer;
let db: Kysely<Database>;
let cookie: string;
const post = (path: string, fields: Record<string, string>) => postAs(server, path, fields, { Cookie: cookie });
const page = (path: string) => fetchPage(server.url, path, { headers: { Cookie: cookie } });

const pageRevision = async (key: string) =>
  (await db.selectFrom("firm_pages").select("revision").where("key", "=", key).executeTakeFirstOrThrow()).revision;

async function publishPage(key: string, title: string, body: string) {
  const response = await post(`${adminPaths.pages}/${key}`, {
    intent: "yayimla",
    revizyon: String(await pageRevision(key)),
    baslik: title,
    meta_aciklama: "",
    icerik: body,
  });
  expect(response.status, await response.clone().text()).toBeLessThan(400);
}

const OLD_MISSION = "Misyonumuz, mükelleflerin vergi yükümlülüklerini";
const SUBSCRIBER = "abone-once@ornek.com.tr";
let newsId = "";
let hiddenSlug = "";
let defaultSlug = "";
let oldNewsTitle = "";

beforeAll(async () => {
  smtp = await startSmtp();
  // No MAIL_FROM or MAIL_TO: the sender and the office's inbox are the firm's (Firma bilgileri).
  server = await startServer({ SMTP_URL: smtp.url, MAIL_POLL_MS: "200" });
  db = openTestDb(server.databaseUrl);
  cookie = await signIn(server);

  // A visitor subscribes while the sample's KVKK notice is shown.
  expect((await postAs(server, "/bulten", { eposta: SUBSCRIBER }, { Referer: `${server.url}/bulten` })).status).toBe(303);

  // The seed's sample entries are the office's to replace (Kurulum lists them); some give the sample's
  // phone and e-mail in their text. The office deletes them all but one news item, which it renames below.
  const keep = await db.selectFrom("news").select(["id", "title"]).orderBy("id").executeTakeFirstOrThrow();
  newsId = keep.id;
  for (const table of ["announcements", "questions", "tools"] as const) await db.deleteFrom(table).execute();
  await db.deleteFrom("news").where("id", "!=", newsId).execute();
  await db.updateTable("news").set({ body: "<p>Büromuzun yeni çalışma saatleri.</p>" }).where("id", "=", newsId).execute();
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.stop();
});

describe("the office adopts the site in the admin", () => {
  it("renames the firm, moves it to İzmir and changes its phone and e-mail (Firma bilgileri)", async () => {
    const { settings, revision } = await storedSettings(db);
    const form = settingsForm(
      settings,
      revision,
      {
        [S.name]: "Ege Vergi Denetim YMM",
        [S.shortName]: "Ege YMM",
        [S.founderName]: "Ayşe Demir",
        [S.founderProfileUrl]: "https://www.linkedin.com/in/ayse-demir-ymm",
        [S.street]: "Cumhuriyet Bulvarı No: 5/3",
        [S.district]: "Konak",
        [S.city]: "İzmir",
        [S.postalCode]: "35210",
        // Typed as people write it; stored in E.164.
        [S.phone]: "0232 444 01 01",
        [S.whatsapp]: "0532 444 01 01",
        [S.email]: "bilgi@egevergi.example",
        [S.mapUrl]: "https://www.openstreetmap.org/search?query=Konak",
        [S.metaDescription]: "Ege Vergi Denetim YMM: tam tasdik, KDV iadesi tasdik raporu ve vergi incelemesi danışmanlığı.",
        // The legal identity (issue 42): Künye, the footer and every e-bülten show it.
        [S.tradeName]: "Ege Vergi Denetim Yeminli Mali Müşavirlik Limited Şirketi",
        [S.mersisNo]: "0987 6543 2100 0017",
        [S.taxOffice]: "Konak Vergi Dairesi",
        [S.taxNumber]: "4540536920",
        [S.kepAddress]: "egevergi@hs01.kep.tr",
        [S.chamberName]: "İzmir Yeminli Mali Müşavirler Odası",
      },
      { social: [{ label: "LinkedIn", url: "https://www.linkedin.com/company/ege-vergi-denetim" }] },
    );
    const saved = await postEntries(server, cookie, adminPaths.firm, form);
    expect(saved.status, saved.doc.querySelector('[role="alert"]')?.text).toBeLessThan(400);
    const after = await storedSettings(db);
    expect(after.settings).toMatchObject({ name: "Ege Vergi Denetim YMM", city: "İzmir", phone: "+902324440101" });
  });

  it("rewrites the founder's biography and the mission (Sayfalar)", async () => {
    await publishPage(
      "founder",
      "{firma.kurucu}",
      "<p>Ayşe Demir, Dokuz Eylül Üniversitesi mezunudur; vergi müfettişliğinin ardından ruhsatını aldı.</p>",
    );
    await publishPage("mission", "Misyonumuz", "<p>Tasdik çalışmalarında belgeye dayalı, bağımsız inceleme.</p>");
    expect((await fetchPage(server.url, "/misyonumuz")).doc.querySelector(".prose")?.text).toContain("belgeye dayalı, bağımsız inceleme");
  });

  it("adds a ninth service and hides one (Hizmetler)", async () => {
    const added = await post(`${adminPaths.services}/yeni`, {
      intent: "kaydet",
      [SERVICE_FIELDS.fullTitle]: "Şirket Birleşmelerinde Vergisel İnceleme",
      [SERVICE_FIELDS.homeTitle]: "",
      [SERVICE_FIELDS.homeDescription]: "Birleşme ve bölünmelerde vergisel durumun kayıtlar üzerinden tespiti.",
      [SERVICE_FIELDS.metaDescription]: "Birleşme ve bölünme işlemlerinde vergisel inceleme ve raporlama.",
      [SERVICE_FIELDS.body]: "<p>Birleşme ve bölünme işlemlerinin vergisel incelemesi.</p>",
    });
    expect(added.status).toBe(303);
    const rows = await db.selectFrom("services").selectAll().orderBy("position").execute();
    expect(rows).toHaveLength(9);
    const hide = rows.find((row) => row.slug === "egitim-hizmetleri")!;
    hiddenSlug = hide.slug;
    defaultSlug = rows.find((row) => row.id === "0")!.slug;
    expect(
      (await post(adminPaths.services, { intent: "gizle", id: hide.id, [SERVICE_FIELDS.revision]: String(hide.revision) })).status,
    ).toBe(303);
  });

  it("renames a news item (Haberler)", async () => {
    const before = await db.selectFrom("news").select("title").where("id", "=", newsId).executeTakeFirstOrThrow();
    const saved = await post(`/adminpanel/haberler?duzenle=${newsId}`, {
      intent: "kaydet",
      id: newsId,
      baslik: "Çalışma saatlerimiz değişti",
      icerik: "<p>Büromuzun yeni çalışma saatleri.</p>",
    });
    expect(saved.status).toBe(302);
    expect(before.title).not.toBe("Çalışma saatlerimiz değişti");
    oldNewsTitle = before.title;
  });

  it("changes the KVKK notice (Sayfalar), which makes a new consent version", async () => {
    const before = await db.selectFrom("consent_texts").select("version").orderBy("version", "desc").executeTakeFirstOrThrow();
    await publishPage(
      "kvkk",
      "KVKK Aydınlatma Metni",
      "<p>Veri sorumlusu: {firma.adi}, {firma.adres}. Başvurularınız için {firma.eposta} adresine yazabilirsiniz.</p>",
    );
    const after = await db.selectFrom("consent_texts").selectAll().orderBy("version", "desc").executeTakeFirstOrThrow();
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.notice).toContain("Cumhuriyet Bulvarı No: 5/3, 35210 Konak/İzmir");
  });
});

describe("then, on the public site", () => {
  it("no URL of the sitemap, feed or the .ics names the sample firm, its founder, city or phone", async () => {
    const { files } = await readSitemap(server.url);
    const urls = files.flatMap((file) => file.entries).map((entry) => entry.loc.replace(/^https?:\/\/[^/]+/, server.url));
    expect(urls).toContain(`${server.url}/ayse-demir`);
    expect(urls).toContain(`${server.url}/hizmetler/sirket-birlesmelerinde-vergisel-inceleme`);
    expect(urls).not.toContain(`${server.url}/hizmetler/${hiddenSlug}`);
    const sitemapFiles = [`${server.url}/sitemap.xml`, ...files.map((file) => `${server.url}${file.path}`)];
    for (const url of [...sitemapFiles, ...urls, ...Object.values(paths.feeds).map((p) => `${server.url}${p}`)]) {
      const response = await fetch(url, { redirect: "manual" });
      expect(response.status, url).toBe(200);
      const text = await response.text();
      for (const fact of SAMPLE_FACTS) expect(text.includes(fact), `${url} contains "${fact}"`).toBe(false);
    }
    const ics = await (await fetch(`${server.url}${paths.taxCalendarIcs}`)).text();
    expect(ics).toContain("Ege Vergi Denetim YMM");
    for (const fact of SAMPLE_FACTS) expect(ics.includes(fact), `.ics contains "${fact}"`).toBe(false);
  });

  it("shows the new facts in the footer, the JSON-LD, Open Graph, the menu and the KVKK notice", async () => {
    const home = await fetchPage(server.url, "/");
    expect(titleOf(home)).toBe("Ege Vergi Denetim YMM | İzmir");
    expect(metaContent(home, 'meta[property="og:site_name"]')).toBe("Ege Vergi Denetim YMM");
    const footer = home.doc.querySelector("footer")?.text ?? "";
    expect(footer).toContain("Konak/İzmir");
    expect(footer.replaceAll("\u00a0", " ")).toContain("+90 232 444 01 01");
    expect(jsonLd(home)[0]).toMatchObject({ name: "Ege Vergi Denetim YMM", telephone: "+902324440101", email: "bilgi@egevergi.example" });
    const serviceMenu = home.doc.querySelectorAll("#menu-hizmetler a").map((a) => a.text.trim());
    expect(serviceMenu).toContain("Şirket Birleşmelerinde Vergisel İnceleme");
    expect(serviceMenu).toHaveLength(8);
    expect((await fetchPage(server.url, "/kvkk")).doc.querySelector(".prose")?.text).toContain("bilgi@egevergi.example");
  });

  it("answers 301 from the hidden service to the default service, and from the news item's old title to its new one", async () => {
    const hidden = await fetch(`${server.url}/hizmetler/${hiddenSlug}`, { redirect: "manual" });
    expect(hidden.status).toBe(301);
    expect(hidden.headers.get("location")).toBe(`/hizmetler/${defaultSlug}`);
    const news = await fetch(`${server.url}/haberler/${encodeURIComponent(oldNewsTitle)}`, { redirect: "manual" });
    expect(news.status).toBe(301);
    expect(news.headers.get("location")).toBe(`/haberler/${encodeURIComponent("Çalışma saatlerimiz değişti")}`);
    // The founder's former page too: the rename recorded the move.
    const founder = await fetch(`${server.url}/kerem-ozdemir`, { redirect: "manual" });
    expect(founder.status).toBe(301);
    expect(founder.headers.get("location")).toBe("/ayse-demir");
  });

  it("sends the contact e-mail with the new name, from and to the new address", async () => {
    const posted = await postAs(server, "/iletisim", {
      isim: "Mehmet Kaya",
      telefon: "0232 000 00 09",
      eposta: "mehmet@ornek.test",
      konu: "Birleşme incelemesi",
      mesaj: "Görüşmek isterim.",
    });
    expect(posted.status).toBe(303);
    const mail = await smtp.waitFor((m) => m.subject === "İletişim formu: Birleşme incelemesi");
    expect(mail.envelopeTo).toEqual(["bilgi@egevergi.example"]);
    expect(mail.html).toContain("Ege Vergi Denetim YMM");
    for (const fact of SAMPLE_FACTS) expect(`${mail.html}${mail.text}`.includes(fact), `e-mail contains "${fact}"`).toBe(false);
  });

  it("restores the old mission from its history", async () => {
    const history = await page(`${adminPaths.firmHistory}/page/mission`);
    expect(history.status).toBe(200);
    const versions = await db
      .selectFrom("firm_revisions")
      .selectAll()
      .where("kind", "=", "page")
      .where("key", "=", "mission")
      .orderBy("version")
      .execute();
    const original = versions.find((v) => v.snapshot.includes(OLD_MISSION));
    expect(original).toBeDefined();
    const restored = await post(`${adminPaths.firmHistory}/page/mission`, { intent: "geri-yukle", surum: String(original!.version) });
    expect(restored.status).toBe(302);
    expect((await fetchPage(server.url, "/misyonumuz")).doc.querySelector(".prose")?.text).toContain(OLD_MISSION);
  });

  it("keeps the subscriber's consent record on the KVKK notice they saw", async () => {
    const subscriber = await db.selectFrom("subscribers").selectAll().where("email", "=", SUBSCRIBER).executeTakeFirstOrThrow();
    const seen = await db
      .selectFrom("consent_texts")
      .selectAll()
      .where("version", "=", subscriber.consent_text_version!)
      .executeTakeFirstOrThrow();
    expect(seen.text).toContain("Özdemir Yeminli Mali Müşavirlik");
    expect(seen.notice).toContain("Çankaya/Ankara");
    const latest = await db.selectFrom("consent_texts").selectAll().orderBy("version", "desc").executeTakeFirstOrThrow();
    expect(latest.version).toBeGreaterThan(seen.version);
    expect(latest.notice).not.toContain("Ankara");
  });
});
