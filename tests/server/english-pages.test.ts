/**
 * The English pages (issue 43, ADR 060) over HTTP on the production build. With English
 * published for the founder's page, two services and one sirküler (putEnglish, as the
 * office's English tab publishes it), /en/ shows exactly those plus the home and contact:
 * each page in English with lang="en" and no framework JavaScript, the pages without English
 * the English not-found page, the language switch to the same page in the other language
 * (else its home), the English contact form storing its message with language "en" (a refused
 * one answered in English, nothing stored), and no English page linking an /en/ page that is
 * not found (a crawl from /en/).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { englishCircularPath, englishPaths, englishServicePath, founderPathFor, paths, servicePath } from "#app/lib/paths.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { circularFields, forgetCircular, saveCircular, uploaded } from "#tests/helpers/attachments.ts";
import type { Cleanup } from "#tests/helpers/cleanup.ts";
import { putEnglish } from "#tests/helpers/english.ts";
import { storedSettings } from "#tests/helpers/firm.ts";
import { fetchPage, type Page, postForm, submitForm } from "#tests/helpers/html.ts";
import { makePdf } from "#tests/helpers/pdf.ts";

const suite = signedInServer();
const undo: (() => unknown)[] = [];
const keep: Cleanup = (fn) => undo.push(fn);
const TAG = Math.random().toString(36).slice(2, 8);

let founderPath: string;
let withEnglish: { id: string; slug: string; en: string }[];
let withoutEnglish: { slug: string };
const circular = { title: `İngilizce özetli sirküler ${TAG}`, number: "2087/1", key: "2087-01" };
const draft = { title: `Taslak sirküler ${TAG}`, number: "2087/2", key: "2087-02" };
let attachmentName: string;

const get = (path: string) => fetchPage(suite.server.url, path);
const text = (page: Page) => page.doc.querySelector("main")?.text.replace(/\s+/g, " ").trim() ?? "";
const switchOf = (page: Page) => page.doc.querySelector(".topbar-language a");

beforeAll(async () => {
  const { db } = suite;
  founderPath = founderPathFor((await storedSettings(db)).settings.founderName);
  const services = await db.selectFrom("services").select(["id", "slug"]).where("hidden", "=", 0).orderBy("position").limit(3).execute();
  expect(services.length).toBe(3);
  withEnglish = services.slice(0, 2).map((s, i) => ({ id: s.id, slug: s.slug, en: `english-service-${i + 1}-${TAG}` }));
  withoutEnglish = { slug: services[2]!.slug };
  await putEnglish(
    db,
    "page",
    "founder",
    { title: "About our founder", body: "<p>Our founder has audited companies for thirty years.</p>" },
    keep,
  );
  for (const [i, s] of withEnglish.entries()) {
    await putEnglish(
      db,
      "service",
      s.id,
      {
        slug: s.en,
        fullTitle: `Full English service ${i + 1}`,
        homeTitle: `English service ${i + 1}`,
        homeDescription: `What English service ${i + 1} does.`,
        body: `<p>The body of English service ${i + 1}, with <a href="https://www.gib.gov.tr/">the Revenue Administration</a>.</p>`,
      },
      keep,
    );
  }
  // One published sirküler with an attachment and an English summary; a draft with a summary that must not show.
  const file = await uploaded(suite.server, db, suite.cookie, makePdf("Ek metni"), `Ek ${TAG}.pdf`, keep);
  attachmentName = file.fileName;
  forgetCircular(db, circular.title, keep);
  forgetCircular(db, draft.title, keep);
  for (const [entry, status, files] of [
    [circular, "yayinda", [file.id]],
    [draft, "taslak", []],
  ] as const) {
    const saved = await saveCircular(suite.server, suite.cookie, circularFields(entry.title, entry.number, status, [...files]));
    expect(saved.status, await saved.clone().text()).toBe(302);
    const { id } = await db.selectFrom("circulars").select("id").where("title", "=", entry.title).executeTakeFirstOrThrow();
    await putEnglish(
      db,
      "circular",
      id,
      { title: `English summary of ${entry.number}`, summary: `<p>In short: ${entry.title} in English.</p>` },
      keep,
    );
  }
});

afterAll(async () => {
  for (const fn of undo.reverse()) await fn();
});

describe("the English pages that exist", () => {
  const pages = () => [
    { path: englishPaths.home, says: "English service 1" },
    { path: englishPaths.founder, says: "Our founder has audited companies for thirty years." },
    { path: englishPaths.services, says: "What English service 2 does." },
    {
      path: englishServicePath(withEnglish[0]!.en),
      says: "The body of English service 1, with the Revenue Administration (opens in a new tab).",
    },
    { path: englishServicePath(withEnglish[1]!.en), says: "The body of English service 2" },
    { path: englishPaths.contact, says: "Write to us" },
    { path: englishPaths.circulars, says: "English summary of 2087/1" },
    { path: englishCircularPath({ year: 2087, seq: 1 }), says: "In short:" },
  ];

  it('answer 200 in English, lang="en", with English interface words and no framework JavaScript', async () => {
    for (const { path, says } of pages()) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.doc.querySelector("html")?.getAttribute("lang"), path).toBe("en");
      expect(text(page), path).toContain(says);
      expect(page.doc.querySelector(".skip-link")?.text, path).toBe("Skip to content");
      expect(page.doc.querySelector(".nav-cta a")?.text.trim(), path).toBe("Contact");
      expect(page.html, path).not.toMatch(/<script[^>]+type="module"/);
      expect(page.html, path).not.toMatch(/<script\b[^>]*\bsrc=/);
      // Every hidden note too: an external link (the office's rich text, the map) opens "in a new tab" in English.
      expect(page.html, path).not.toContain("yeni sekmede");
      expect(page.doc.querySelector('meta[name="robots"]'), path).toBeNull();
    }
  });

  it('home lists exactly the services with English; the Turkish pages stay lang="tr"', async () => {
    const home = await get(englishPaths.home);
    const grid = home.doc.querySelectorAll(".service-grid a").map((a) => a.getAttribute("href"));
    expect(grid).toEqual(withEnglish.map((s) => englishServicePath(s.en)));
    // The menu's Services are the same two; the calculators are linked in Turkish, marked as such.
    expect(home.doc.querySelectorAll("#menu-hizmetler a").map((a) => a.getAttribute("href"))).toEqual(grid);
    expect(home.doc.querySelector(`a[href="${paths.tools}"]`)?.getAttribute("hreflang")).toBe("tr");
    const turkish = await get(paths.home);
    expect(turkish.doc.querySelector("html")?.getAttribute("lang")).toBe("tr");
    expect(turkish.doc.querySelector(".skip-link")?.text).toBe("İçeriğe geç");
  });

  it("the sirküler summary gives its number, its date in en-GB, the Turkish original and its attachment", async () => {
    const page = await get(englishCircularPath({ year: 2087, seq: 1 }));
    expect(text(page)).toContain("Circular 2087/01");
    expect(page.doc.querySelector("time")?.text).toMatch(
      /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    );
    const original = page.doc.querySelector(`a[href="${paths.circulars}/2087-01"]`);
    expect(original?.getAttribute("lang")).toBe("tr");
    expect(original?.getAttribute("hreflang")).toBe("tr");
    const attachment = page.doc.querySelectorAll(".circular-attachments a");
    expect(attachment.map((a) => a.text.trim())).toEqual([attachmentName]);
    expect((await fetch(new URL(attachment[0]!.getAttribute("href")!, suite.server.url))).status).toBe(200);
  });
});

describe("a page without published English", () => {
  it("is the English not-found page (404, noindex, English words)", async () => {
    for (const path of [
      englishPaths.mission,
      englishPaths.privacy,
      englishPaths.privacyApplication,
      englishPaths.faq,
      englishServicePath(withoutEnglish.slug),
      englishCircularPath({ year: 2087, seq: 2 }),
      "/en/no-such-page",
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.doc.querySelector("html")?.getAttribute("lang"), path).toBe("en");
      expect(page.doc.querySelector("h1")?.text, path).toBe("THE PAGE YOU ARE LOOKING FOR DOES NOT EXIST.");
      expect(page.doc.querySelector('meta[name="robots"]')?.getAttribute("content"), path).toBe("noindex");
      expect(text(page), path).not.toContain("2087/2");
    }
  });

  it("exists once its English is published: privacy, how to apply (in Turkish, by the Tebliğ) and FAQ", async () => {
    const local: (() => unknown)[] = [];
    const { id: questionId } = await suite.db.selectFrom("questions").select("id").orderBy("id").executeTakeFirstOrThrow();
    await putEnglish(suite.db, "page", "kvkk", { title: "Privacy notice", body: "<p>We process personal data lawfully.</p>" }, (fn) =>
      local.push(fn),
    );
    await putEnglish(suite.db, "question", questionId, { title: "Do you audit in English?", answer: "<p>Yes.</p>" }, (fn) =>
      local.push(fn),
    );
    try {
      const privacy = await get(englishPaths.privacy);
      expect(privacy.status).toBe(200);
      expect(text(privacy)).toContain("We process personal data lawfully.");
      const application = await get(englishPaths.privacyApplication);
      expect(application.status).toBe(200);
      expect(text(application)).toContain("made in Turkish");
      expect(text(application)).toContain("Article 5");
      expect(application.doc.querySelector(`a[href="${paths.kvkkApplication.form}"]`)?.getAttribute("lang")).toBe("tr");
      const faq = await get(englishPaths.faq);
      expect(faq.status).toBe(200);
      expect(text(faq)).toContain("Do you audit in English?");
      // The footer now links the privacy pages; the switch on the privacy notice leads to the Turkish notice.
      expect(privacy.doc.querySelector(`footer a[href="${englishPaths.privacyApplication}"]`)).not.toBeNull();
      expect(switchOf(privacy)?.getAttribute("href")).toBe(paths.kvkk);
    } finally {
      for (const fn of local.reverse()) await fn();
    }
    expect((await get(englishPaths.privacy)).status).toBe(404);
  });
});

describe("the English shell", () => {
  it("names the firm and its address in English when Firma bilgileri's English gives them; /en leads to /en/", async () => {
    const local: (() => unknown)[] = [];
    const name = `Example Sworn Financial Advisors ${TAG}`;
    await putEnglish(suite.db, "settings", "settings", { name, addressLines: ["1 Example Street", "Ankara, Turkey"] }, (fn) =>
      local.push(fn),
    );
    try {
      const page = await get(englishPaths.contact);
      expect(page.doc.querySelector(".brand-name")?.text).toBe(name);
      expect(page.doc.querySelector(".footer-address")?.text).toBe("1 Example Street, Ankara, Turkey");
      expect(page.doc.querySelector("address")?.text).toBe("1 Example Street, Ankara, Turkey");
      expect(page.doc.querySelector("title")?.text).toBe(`Contact | ${name}`);
      const turkish = await get(paths.contact);
      expect(turkish.doc.querySelector(".brand-name")?.text).not.toBe(name);
    } finally {
      for (const fn of local.reverse()) await fn();
    }
    const bare = await get("/en?utm_source=x");
    expect([bare.status, bare.location]).toEqual([301, `${englishPaths.home}?utm_source=x`]);
  });
});

describe("the language switch", () => {
  it("goes to the same page in the other language, else to the other home, as a plain link with hreflang and lang", async () => {
    const cases: [string, string][] = [
      [englishPaths.home, paths.home],
      [englishPaths.founder, founderPath],
      [englishServicePath(withEnglish[1]!.en), servicePath(withEnglish[1]!.slug)],
      [englishCircularPath({ year: 2087, seq: 1 }), `${paths.circulars}/2087-01`],
      [englishPaths.contact, paths.contact],
      [englishPaths.mission, paths.home],
      [paths.home, englishPaths.home],
      [founderPath, englishPaths.founder],
      [servicePath(withEnglish[0]!.slug), englishServicePath(withEnglish[0]!.en)],
      [servicePath(withoutEnglish.slug), englishPaths.home],
      [paths.mission, englishPaths.home],
      [`${paths.circulars}/2087-01`, englishCircularPath({ year: 2087, seq: 1 })],
    ];
    for (const [from, to] of cases) {
      const link = switchOf(await get(from));
      expect(link?.getAttribute("href"), from).toBe(to);
      const other = from.startsWith("/en/") ? "tr" : "en";
      expect(link?.getAttribute("hreflang"), from).toBe(other);
      expect(link?.getAttribute("lang"), from).toBe(other);
      expect(link?.text, from).toBe(other === "en" ? "English" : "Türkçe");
    }
  });
});

describe("the English contact form", () => {
  const messagesFrom = (email: string) => suite.db.selectFrom("messages").selectAll().where("email", "=", email).execute();

  it('stores the message like a Turkish one, with language "en", and says it was received in English', async () => {
    const email = `john-${TAG}@example.com`;
    keep(() => suite.db.deleteFrom("messages").where("email", "=", email).execute());
    const page = await submitForm(suite.server.url, englishPaths.contact, {
      isim: "John Smith",
      telefon: "+44 20 7946 0000",
      eposta: email,
      konu: "VAT refund",
      mesaj: "We export from Turkey and need a VAT refund report.",
    });
    expect(page.postStatus).toBe(303);
    expect(page.location).toBe(`${englishPaths.contact}?status=sent#iletisim-durum`);
    expect(page.doc.querySelector('[role="status"]')?.text).toContain("Your message has reached us.");
    const stored = await messagesFrom(email);
    expect(stored.map((m) => [m.name, m.subject, m.language])).toEqual([["John Smith", "VAT refund", "en"]]);
    // Its e-mail to the office, through the outbox like a Turkish one's, says which form it came from.
    const mail = await suite.db.selectFrom("outbox").select(["subject", "text_body"]).where("text_body", "like", `%${email}%`).execute();
    expect(mail.map((m) => m.subject)).toEqual(["İngilizce iletişim formu: VAT refund"]);
    keep(() => suite.db.deleteFrom("outbox").where("text_body", "like", `%${email}%`).execute());
    // The office's inbox marks it.
    const inbox = await suite.get(adminPaths.messages);
    expect(inbox.doc.querySelector(`#mesaj-${stored[0]!.id}`)?.text).toContain("İngilizce form");
  });

  it("refuses bad input in English, keeps what was typed and stores nothing", async () => {
    const email = `jane-${TAG}@example`;
    const page = await postForm(suite.server.url, englishPaths.contact, {
      isim: "",
      telefon: "none",
      eposta: email,
      konu: "Question",
      mesaj: "",
    });
    expect(page.status).toBe(400);
    const summary = page.doc.querySelector('[role="alert"]')?.text ?? "";
    expect(summary).toContain("Your message could not be sent. Please correct these fields:");
    expect(page.doc.querySelector("#iletisim-isim-hata")?.text).toBe("Name is required.");
    expect(page.doc.querySelector("#iletisim-telefon-hata")?.text).toMatch(/^Enter a valid phone number/);
    expect(page.doc.querySelector("#iletisim-eposta-hata")?.text).toBe("Enter a valid email address (e.g. name@example.com).");
    expect(page.doc.querySelector("#iletisim-konu")?.getAttribute("value")).toBe("Question");
    expect(page.html).not.toMatch(/zorunludur|Geçerli bir/);
    expect(await messagesFrom(email)).toEqual([]);
  });
});

describe("no English page links an English page that does not exist", () => {
  it("every /en/ link reached from /en/ answers 200", async () => {
    const seen = new Set<string>([englishPaths.home]);
    const queue: string[] = [englishPaths.home];
    const broken: string[] = [];
    while (queue.length > 0) {
      const from = queue.shift()!;
      const page = await get(from);
      if (page.status !== 200) {
        broken.push(`${from}: ${page.status}`);
        continue;
      }
      for (const a of page.doc.querySelectorAll("a[href]")) {
        const href = new URL(a.getAttribute("href")!, `${suite.server.url}${from}`);
        // /en/search is the English search (issue 43 point 4), a form's page built beside these.
        if (href.origin !== suite.server.url || !href.pathname.startsWith(englishPaths.home) || href.pathname === englishPaths.search)
          continue;
        const path = href.pathname + href.search;
        if (!seen.has(path)) {
          seen.add(path);
          queue.push(path);
        }
      }
    }
    expect(broken).toEqual([]);
    // The crawl reached every English page that exists.
    expect([...seen]).toEqual(
      expect.arrayContaining([
        englishPaths.founder,
        englishPaths.services,
        englishPaths.contact,
        englishPaths.circulars,
        englishCircularPath({ year: 2087, seq: 1 }),
        ...withEnglish.map((s) => englishServicePath(s.en)),
      ]),
    );
  });
});
