/**
 * Every page template the server renders is valid HTML (html-validate, offline,
 * configured in tests/helpers/html-validity.ts): the public pages of the
 * sitemap, the pages it leaves out (the calculators with a result and with a
 * refusal, a month of the tax calendar, an e-bülten issue, the 404, the
 * e-bülten's token pages with their button and with a bad token, a refused contact form), the
 * admin's sign-in and its screens signed in. A failure lists every error as
 * "page:line:column rule — message".
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { seedCirculars } from "#app/.server/db/seed-data.ts";
import {
  adminHistoryPath,
  adminListPath,
  adminPaths,
  englishEditPath,
  englishHistoryPath,
  kvkkAnswerFilePath,
  kvkkApplicationPath,
  kvkkApplicationsListPath,
  newsletterIssuePath,
  newsletterSendPath,
} from "#app/lib/admin-paths.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import {
  confirmPath,
  englishCircularPath,
  englishPaths,
  englishServicePath,
  issuePath,
  kvkkConfirmPath,
  kvkkReceivedPath,
  paths,
  preferencesPath,
  ratesPath,
  unsubscribePath,
} from "#app/lib/paths.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { addPost, addQuestion, openTestDb } from "#tests/helpers/db.ts";
import { putEnglish } from "#tests/helpers/english.ts";
import { fetchPage, postForm } from "#tests/helpers/html.ts";
import { htmlErrors } from "#tests/helpers/html-validity.ts";
import { addKvkkApplication, addKvkkRequestFile } from "#tests/helpers/kvkk-applications.ts";
import { addIssue, addPendingSubscriber, type TestSubscriber } from "#tests/helpers/newsletter.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { sitemapUrls } from "#tests/helpers/sitemap.ts";

let server: TestServer;
let db: Kysely<Database>;
let announcementId: string;
let sentIssueId: string;
let draftIssueId: string;
let ownerId: string;
let pending: TestSubscriber & { confirmToken: string };
let kvkkOpenId: string;
let kvkkAnsweredId: string;

beforeAll(async () => {
  server = await startServer();
  db = openTestDb(server.databaseUrl);
  // Beside the seed: a question and an e-bülten issue sent and one drafted, so their pages render with rows.
  announcementId = (await addPost(db, "announcements", { title: "Geçerlilik duyurusu" })).id;
  const question = await addQuestion(db, { title: "Geçerlilik sorusu?" });
  // English beside Turkish (issue 43): a page of each English kind, so every English page renders with content.
  const service = await db.selectFrom("services").select("id").where("hidden", "=", 0).orderBy("position").executeTakeFirstOrThrow();
  await putEnglish(db, "settings", "settings", {
    tagline: "Sworn financial advisors",
    addressLines: ["1 Example Street", "Ankara, Turkey"],
  });
  await putEnglish(db, "page", "founder", { title: "Our founder", body: "<p>Thirty years of audits.</p>" });
  await putEnglish(db, "page", "about", { title: "About us", body: "<p>An office in Ankara.</p>" });
  await putEnglish(db, "page", "kvkk", { title: "Privacy notice", body: "<p>How we process personal data.</p>" });
  await putEnglish(db, "page", "contact", { title: "Contact", body: "<p>We answer in English.</p>" });
  await putEnglish(db, "service", service.id, {
    slug: VALID_SERVICE,
    fullTitle: "VAT refunds",
    homeTitle: "VAT refunds",
    body: "<p>Refunds.</p>",
  });
  await putEnglish(db, "question", question.id, { title: "Do you work in English?", answer: "<p>Yes.</p>" });
  await putEnglish(db, "circular", seedCirculars[0]!.id, { title: "Documents for VAT refunds", summary: "<p>A reminder.</p>" });
  sentIssueId = (await addIssue(db, "Geçerlilik bülteni", { status: "sent", sent_at: "2026-01-05T09:00:00.000Z", recipients: 1 })).id;
  draftIssueId = (await addIssue(db, "Taslak bülten")).id;
  ownerId = (await db.selectFrom("admins").select("id").where("role", "=", "owner").executeTakeFirstOrThrow()).id;
  // KVKK başvuruları (issue 42): an open application near its deadline with a document and a note, and an answered one.
  const kept = () => undefined;
  const open = await addKvkkApplication(db, kept, {
    received_at: new Date(Date.now() - 25 * 86_400_000).toISOString(),
    email_confirmed_at: null,
  });
  kvkkOpenId = open.id;
  await addKvkkRequestFile(db, open.id);
  await db
    .insertInto("kvkk_application_notes")
    .values({
      id: `not-${open.id}`,
      application_id: open.id,
      body: "Kimlik istendi.",
      admin_email: "yonetici@ymm.test",
      created_at: new Date().toISOString(),
    })
    .execute();
  kvkkAnsweredId = (
    await addKvkkApplication(db, kept, {
      received_at: new Date(Date.now() - 40 * 86_400_000).toISOString(),
      status: "answered",
      answer_body: "<p>Yanıtımız <strong>budur</strong>.</p>",
      answered_at: new Date().toISOString(),
      answered_by: "yonetici@ymm.test",
      answered_via: "email",
    })
  ).id;
  // A sign-up whose links' pages show their buttons.
  pending = await addPendingSubscriber(db, "gecerlilik@ornek.test");
  // Counted views yesterday, so İstatistikler's chart and lists have rows.
  const day = istanbulDay(new Date(Date.now() - 24 * 60 * 60 * 1000));
  await db
    .insertInto("analytics_daily")
    .values([
      { day, dimension: "site", value: "", views: 12, visitors: 5 },
      { day, dimension: "page", value: "/", views: 7, visitors: 4 },
      { day, dimension: "page", value: `${paths.circulars}/2026-01-ornek`, views: 5, visitors: 3 },
      { day, dimension: "device", value: "phone", views: 12, visitors: 5 },
      { day, dimension: "referrer", value: "www.google.com", views: 3, visitors: 2 },
      { day, dimension: "search", value: "olmayan söz", views: 1, visitors: 1 },
    ])
    .execute();
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

/** The sitemap's pages, as paths on the test server. */
async function sitemapPaths(): Promise<string[]> {
  return (await sitemapUrls(server.url)).map((loc) => {
    const url = new URL(loc);
    return url.pathname + url.search;
  });
}

/** The English service's slug (issue 43). */
const VALID_SERVICE = "vat-refunds";

/** The pages a visitor reaches that the sitemap leaves out (the calculators: a result, then a refusal). */
const outsideSitemap = () => [
  // The English pages (issue 43), each kind with content, and the English not-found page.
  englishPaths.home,
  englishPaths.founder,
  englishPaths.services,
  englishServicePath(VALID_SERVICE),
  englishPaths.contact,
  `${englishPaths.contact}?status=sent`,
  englishPaths.faq,
  englishPaths.privacy,
  englishPaths.privacyApplication,
  englishPaths.circulars,
  englishCircularPath(seedCirculars[0]!),
  englishPaths.mission,
  `${paths.calculators.incomeTax}?yil=2026&gelir=ucret-disi&matrah=300000`,
  `${paths.calculators.incomeTax}?yil=1999&matrah=100000`,
  `${paths.calculators.vatWithholding}?tarih=2026-03-01&kod=612&tutar=20000&kdv=20&alici=mukellef`,
  `${paths.calculators.vatWithholding}?kod=612&tutar=20000`,
  `${paths.calculators.mtv}?yil=2026&tescil=2025&model=2025&silindir=1500&deger=500000`,
  `${paths.calculators.mtv}?yil=2026&tescil=2025&model=2025`,
  `${paths.calculators.latePayment}?tutar=10000&vade=2026-01-26&odeme=2026-03-10`,
  `${paths.calculators.latePayment}?tutar=10000&vade=2026-01-26&odeme=2026-01-20`,
  // Kıdem ve ihbar: a result and refusals (the empty form is in the sitemap).
  `${paths.calculators.severance}?giris=2016-08-31&cikis=2026-08-31&brut=80000&ek=2500&ihbar=1`,
  `${paths.calculators.severance}?giris=2016-01-15&cikis=2026-01-15&brut=65000&ihbar=evet`,
  `${paths.calculators.severance}?giris=2016-01-15&cikis=2027-01-15&brut=65000`,
  // The wage calculator: a result and a refusal (the empty form is in the sitemap).
  `${paths.calculators.wage}?yil=2026&brut=100000&ay12=0&indirim=2`,
  `${paths.calculators.wage}?yil=2026&brut=100000&ay3=abc`,
  `${paths.taxCalendar}?ay=2026-05`,
  // Pratik bilgiler's previous year (issue 44; the current year's page is in the sitemap).
  ratesPath(Number(new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 4)) - 1),
  // Sirküler filtered by year and category (the sample circulars), and an unknown category (not found).
  `${paths.circulars}?yil=2026&kategori=kdv`,
  `${paths.circulars}?kategori=yok-boyle`,
  // The site search: results with marked snippets, and a refused query (400 with its message).
  `${paths.search}?q=vergi`,
  `${paths.search}?q=%22%2A`,
  // The English search (issue 43): the empty form, a search, a refused query.
  englishPaths.search,
  `${englishPaths.search}?q=auditing`,
  `${englishPaths.search}?q=a`,
  issuePath(sentIssueId),
  "/bu-sayfa-yok",
  confirmPath(pending.confirmToken),
  unsubscribePath(pending.token),
  confirmPath("gecersiz-anahtar"),
  unsubscribePath("gecersiz-anahtar"),
  // The preference page (issue 44): a subscriber's topics, and an unknown link.
  preferencesPath(pending.token),
  preferencesPath("gecersiz-anahtar"),
  // The KVKK application's "received" page and an unknown confirmation link (issue 42).
  kvkkReceivedPath("KVKK-2026-0001"),
  kvkkConfirmPath("gecersiz-anahtar"),
  adminPaths.signIn,
  adminPaths.forgotPassword,
];

const adminScreens = () => [
  adminPaths.root,
  `${adminListPath("duyurular")}?duzenle=${announcementId}`,
  adminListPath("haberler"),
  adminListPath("sorular"),
  adminHistoryPath("duyurular", announcementId),
  adminPaths.messages,
  adminPaths.subscribers,
  adminPaths.outbox,
  adminPaths.mailSettings,
  adminPaths.audit,
  adminPaths.password,
  adminPaths.admins,
  // Yükleme kotaları (ADR 033), with an account's form open.
  adminPaths.uploadQuotas,
  adminPaths.advertisingWords,
  `${adminPaths.uploadQuotas}?kota=${ownerId}`,
  adminPaths.sessions,
  adminPaths.twoFactor,
  // Yardım: the office's guide rendered from Markdown (ADR 040).
  adminPaths.help,
  adminPaths.bin,
  adminPaths.media,
  adminPaths.newsletter,
  adminPaths.newsletterTopics,
  newsletterIssuePath(draftIssueId),
  newsletterSendPath(draftIssueId),
  adminPaths.taxData,
  adminPaths.taxCalendar,
  // The "Kontrol ettim" steps open (ADR 020).
  `${adminPaths.taxData}?bolum=gecikme&kontrol=gecikme`,
  // Ücret ve tazminat (issue 27): every wage period, a pending one's "Kontrol ettim" open, a kind's form filled to replace a period.
  `${adminPaths.taxData}?bolum=ucret&kontrol=kidem-tavani/2026-07-01`,
  `${adminPaths.taxData}?bolum=ucret&ucret-degistir=asgari-ucret/2026-01-01`,
  `${adminPaths.taxCalendar}?yil=2026&kontrol=babs`,
  // Firma bilgileri, Sayfalar, a page's editor and the firm's history (issue 22).
  adminPaths.firm,
  adminPaths.pages,
  `${adminPaths.pages}/kvkk`,
  `${adminPaths.firmHistory}/settings/settings`,
  `${adminPaths.firmHistory}/page/mission`,
  // The English tab (issue 43): a page's, the settings', a service's, and a history.
  englishEditPath("page", "mission"),
  englishEditPath("settings", "settings"),
  englishEditPath("service", "0"),
  englishHistoryPath("page", "mission"),
  // The firm (issue 22): Hizmetler with the default's delete confirmation, a service's form, a new one, Yönlendirmeler, Kurulum.
  `${adminPaths.services}?sil=0`,
  `${adminPaths.services}/0`,
  `${adminPaths.services}/yeni`,
  adminPaths.redirects,
  adminPaths.setup,
  // Sistem durumu (issue 39).
  adminPaths.systemStatus,
  // Yedekler (issue 40): the list (no backup yet: the red box), and a refused download's message beside its field.
  adminPaths.backups,
  `${adminPaths.backups}?indirme-hatasi=sifre`,
  // İstatistikler (issue 26): with counted days and lists, a year, and a refused range with its message.
  adminPaths.statistics,
  `${adminPaths.statistics}?gun=365`,
  `${adminPaths.statistics}?baslangic=2026-02-01&bitis=2026-01-01`,
  // Kişisel veri ara (issue 42): the form, results (the test admin: an account and its records), the erasure's confirmation, a refused search.
  adminPaths.personalData,
  `${adminPaths.personalData}?eposta=yonetici%40ymm.test`,
  `${adminPaths.personalData}?eposta=yonetici%40ymm.test&sil=1`,
  `${adminPaths.personalData}?eposta=&telefon=abc&ad=`,
  // KVKK başvuruları (issue 42): the list (every status), an open application, an answered one, the answer's upload.
  kvkkApplicationsListPath("tumu"),
  kvkkApplicationPath(kvkkOpenId),
  kvkkApplicationPath(kvkkAnsweredId),
  kvkkAnswerFilePath(kvkkOpenId),
];

/**
 * Fetches and validates the pages, a few at a time (the server renders one
 * while the test validates another), and returns every error in page order.
 */
async function validatePages(pages: string[], init: RequestInit = {}): Promise<string[]> {
  const results: string[][] = new Array(pages.length);
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const index = next++;
      const path = pages[index]!;
      const page = await fetchPage(server.url, path, init);
      results[index] =
        page.status < 300 || page.status === 400 || page.status === 404
          ? await htmlErrors(path, page.html)
          : [`${path}: answered ${page.status}`];
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return results.flat();
}

describe("HTML validity (html-validate)", () => {
  // The two sweeps render and validate every page in turn: their time grows with the site, not with a fault.
  const SWEEP_TIMEOUT = 120_000;

  it("reports errors in invalid markup with page, line, rule and message, so it cannot pass everything", async () => {
    const broken = [
      '<!DOCTYPE html><html lang="tr"><head><title>Bozuk</title></head><body><main>',
      '<p id="a">Bir</p><p id="a">İki</p>',
      '<label for="d">Tarih</label><input type="date" id="d" name="d" maxlength="10">',
      '<label for="s">Yıl</label><select id="s" name="s" required><option value="2026">2026</option></select>',
      '<svg aria-hidden="true"><g stroke="red" vector-effect="non-scaling-stroke"><circle r="3"/></g></svg>',
      "</main></body></html>",
    ].join("\n");
    const errors = await htmlErrors("/bozuk", broken);
    expect(errors).toEqual([
      expect.stringMatching(/^\/bozuk:2:\d+ no-dup-id — /),
      expect.stringMatching(/^\/bozuk:3:\d+ input-attributes — .*maxlength/),
      expect.stringMatching(/^\/bozuk:4:\d+ ymm\/placeholder-label-option — /),
      expect.stringMatching(/^\/bozuk:5:\d+ ymm\/svg-vector-effect — .*<g>/),
    ]);
    // The same select with its placeholder first, the date without maxlength and vector-effect on the circle, are valid.
    const fixed = broken
      .replace('id="a">İki', 'id="b">İki')
      .replace(' maxlength="10"', "")
      .replace('required><option value="2026">', 'required><option value="">Seçin</option><option value="2026">')
      .replace(
        '<g stroke="red" vector-effect="non-scaling-stroke"><circle r="3"/>',
        '<g stroke="red"><circle r="3" vector-effect="non-scaling-stroke"/>',
      );
    expect(await htmlErrors("/duzeltilmis", fixed)).toEqual([]);
  });

  it(
    "every public page, in the sitemap and outside it, is valid",
    async () => {
      const pages = [...(await sitemapPaths()), ...outsideSitemap()];
      expect(pages).toContain(paths.calculators.latePayment);
      const errors = await validatePages(pages);
      // A refused contact form (400, the messages next to the fields, the values kept).
      const refused = await postForm(server.url, paths.contact, { isim: "", telefon: "yok", eposta: "ayse@", konu: "Soru", mesaj: "" });
      expect(refused.status).toBe(400);
      errors.push(...(await htmlErrors(`${paths.contact} (refused POST)`, refused.html)));
      const refusedEnglish = await postForm(server.url, englishPaths.contact, {
        isim: "",
        telefon: "no",
        eposta: "jo@",
        konu: "Q",
        mesaj: "",
      });
      expect(refusedEnglish.status).toBe(400);
      errors.push(...(await htmlErrors(`${englishPaths.contact} (refused POST)`, refusedEnglish.html)));
      // A refused KVKK application (multipart; every message beside its field and in the status).
      const kvkk = new FormData();
      kvkk.append("vatandaslik", "tc");
      kvkk.append("tc_kimlik_no", "12345678901");
      const refusedKvkk = await fetchPage(server.url, paths.kvkkApplication.form, {
        method: "POST",
        body: kvkk,
        headers: { Origin: server.url },
      });
      expect(refusedKvkk.status).toBe(400);
      errors.push(...(await htmlErrors(`${paths.kvkkApplication.form} (refused POST)`, refusedKvkk.html)));
      // The answers to the e-bülten links' buttons (after the sweep, which showed the buttons).
      for (const path of [confirmPath(pending.confirmToken), unsubscribePath(pending.token)]) {
        const answer = await fetchPage(server.url, path, {
          method: "POST",
          body: "",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null" },
        });
        expect(answer.status).toBe(200);
        errors.push(...(await htmlErrors(`${path} (POST)`, answer.html)));
      }
      expect(errors, errors.join("\n")).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    "the admin's screens, signed in, are valid",
    async () => {
      const cookie = await signIn(server);
      const errors = await validatePages(adminScreens(), { headers: { Cookie: cookie } });
      expect(errors, errors.join("\n")).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );
});
