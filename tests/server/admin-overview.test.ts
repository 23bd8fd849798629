/**
 * Genel bakış (the admin's first screen) and the grouped side menu, over HTTP
 * on the production build (issue 21, item 8). The outbox warnings on the
 * screens that queue an e-mail: admin-mail-warnings.test.ts.
 */
import { afterEach, describe, expect, it } from "vitest";
import { newId } from "#app/.server/ids.ts";
import { outboxRowOf } from "#app/.server/mail/outbox.ts";
import { istanbulMonthStart } from "#app/.server/overview/overview.ts";
import { listFigureGaps } from "#app/.server/tax/figure-gaps.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost } from "#tests/helpers/db.ts";
import { fetchPage, type Page } from "#tests/helpers/html.ts";
import { addIssue, addSubscriber } from "#tests/helpers/newsletter.ts";

// No SMTP_URL: e-mail waits in the outbox (the test servers' default).
const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);

const text = (element: { text: string } | null | undefined) => element?.text.replace(/\s+/g, " ").trim();
const main = (page: Page) => page.doc.querySelector("main");
/** The links in the page's main column, as "text → href". */
const mainLinks = (page: Page) =>
  main(page)
    ?.querySelectorAll("a")
    .map((a) => `${text(a)} → ${a.getAttribute("href")}`) ?? [];
const card = (page: Page, heading: string) =>
  main(page)
    ?.querySelectorAll(".overview-card")
    .find((section) => text(section.querySelector("h2")) === heading);

async function addMessage(read: boolean) {
  const id = newId();
  const now = new Date().toISOString();
  await suite.db
    .insertInto("messages")
    .values({
      id,
      name: "Ayşe Yılmaz",
      phone: "",
      email: "ayse@ornek.test",
      subject: "Soru",
      body: "Merhaba",
      created_at: now,
      read_at: read ? now : null,
      client_ip: null,
    })
    .execute();
  cleanup(() => suite.db.deleteFrom("messages").where("id", "=", id).execute());
}

async function addOutbox(status: "pending" | "failed" | "sent") {
  const row = {
    ...outboxRowOf({ to: "alici@ornek.test", subject: "Deneme", text: "x", html: "<p>x</p>" }, new Date().toISOString()),
    status,
  };
  await suite.db.insertInto("outbox").values(row).execute();
  cleanup(() => suite.db.deleteFrom("outbox").where("id", "=", row.id).execute());
}

async function subscriber(status: "confirmed" | "pending", consentAt?: string) {
  const added = await addSubscriber(suite.db, `abone-${newId()}@ornek.test`, status);
  if (consentAt) await suite.db.updateTable("subscribers").set({ consent_at: consentAt }).where("id", "=", added.id).execute();
  cleanup(() => suite.db.deleteFrom("subscribers").where("id", "=", added.id).execute());
}

describe("Genel bakış", () => {
  // First in the file: the sample content has no drafts, messages, e-mails or subscribers.
  it("opens the admin at /adminpanel with each empty state said in Turkish", async () => {
    const page = await suite.get("/adminpanel");
    expect(page.status).toBe(200);
    expect(text(page.doc.querySelector("main h1"))).toBe("Genel bakış");
    expect(text(card(page, "Mesajlar"))).toContain("Okunmamış mesaj yok.");
    expect(text(card(page, "Taslaklar ve zamanlananlar"))).toContain("Taslak ya da zamanlanmış kayıt yok.");
    expect(text(card(page, "Giden e-postalar"))).toContain("Gönderilemeyen e-posta yok.");
    expect(text(card(page, "Giden e-postalar"))).toContain("E-posta gönderimi kapalı (e-posta ayarları yapılmadı). Bekleyen e-posta yok.");
    expect(text(card(page, "Aboneler")?.querySelector("p"))).toBe("Bu ay yeni abone yok.");
    expect(page.headers.get("cache-control") ?? "").not.toMatch(/public|max-age=[1-9]/);
  });

  it("counts what waits, each figure a link to the screen where the office deals with it", async () => {
    await addMessage(false);
    await addMessage(false);
    await addMessage(true);
    await addPost(suite.db, "announcements", { title: `Taslak 1 ${newId()}`, status: "draft" }, cleanup);
    await addPost(suite.db, "announcements", { title: `Taslak 2 ${newId()}`, status: "draft" }, cleanup);
    await addPost(suite.db, "announcements", { title: `Yayında ${newId()}` }, cleanup);
    await addPost(
      suite.db,
      "news",
      { title: `Zamanlanmış ${newId()}`, status: "scheduled", published_at: "2099-06-01T09:00:00.000Z" },
      cleanup,
    );
    const issue = await addIssue(suite.db, "Kasım bülteni");
    cleanup(() => suite.db.deleteFrom("newsletter_issues").where("id", "=", issue.id).execute());
    await addOutbox("failed");
    await addOutbox("pending");
    await addOutbox("pending");
    await addOutbox("sent");
    const monthStart = istanbulMonthStart(new Date());
    await subscriber("confirmed");
    await subscriber("confirmed", monthStart);
    await subscriber("confirmed", new Date(Date.parse(monthStart) - 1000).toISOString());
    await subscriber("pending");

    const page = await suite.get("/adminpanel");
    expect(mainLinks(page)).toEqual(
      expect.arrayContaining([
        "2 okunmamış mesaj → /adminpanel/mesajlar",
        "2 taslak duyuru → /adminpanel/duyurular?filtre=taslak",
        "1 zamanlanmış haber → /adminpanel/haberler?filtre=zamanlanmis",
        "1 taslak e-bülten sayısı → /adminpanel/bulten",
        "1 e-posta gönderilemedi → /adminpanel/postalar",
        "2 e-posta SMTP ayarlanmayı bekliyor → /adminpanel/postalar",
        "Bu ay 2 yeni abone → /adminpanel/aboneler",
        "Vergi takvimini yönet → /adminpanel/vergi-takvimi",
      ]),
    );
    // Nothing is counted that is not there: no "0 …" links, no line for lists without drafts.
    expect(mainLinks(page).filter((link) => /^0 |taslak haber|zamanlanmış duyuru/.test(link))).toEqual([]);
  });

  it("lists the next five tax deadlines from today, each linking to its entry on the vergi takvimi", async () => {
    const page = await suite.get("/adminpanel");
    const links = card(page, "Yaklaşan vergi son günleri")?.querySelectorAll("ol a") ?? [];
    expect(links).toHaveLength(5);
    const today = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const days = links.map((a) => {
      const [, month, id] = /^\/vergi-takvimi\?ay=(\d{4}-\d{2})#(.+)$/.exec(a.getAttribute("href") ?? "") ?? [];
      expect(month, a.getAttribute("href")).toBeDefined();
      expect(id).toBeTruthy();
      const [dd, mm, yyyy] = (text(a.querySelector(".overview-deadline-date"))?.slice(0, 10) ?? "").split(".");
      expect(`${yyyy}-${mm}`).toBe(month);
      return `${yyyy}-${mm}-${dd}`;
    });
    expect(days[0]! >= today).toBe(true);
    expect([...days].sort()).toEqual(days);
    // Each entry is on the public page it links to.
    const first = links[0]!.getAttribute("href")!;
    const calendar = await fetchPage(suite.server.url, first.split("#")[0]!);
    expect(calendar.doc.getElementById(decodeURIComponent(first.split("#")[1]!))).not.toBeNull();
  });

  it("counts the figure sets and calendar rules that wait for Kontrol ettim, each a link to its screen", async () => {
    const count = async (table: "tax_sets" | "tax_rule_checks") =>
      Number(
        (
          await suite.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .where("confirmed_at", "is", null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const sets = await count("tax_sets");
    const rules = await count("tax_rule_checks");
    // Migration 012 leaves what the reference does not confirm to the office.
    expect(sets).toBeGreaterThan(0);
    expect(rules).toBeGreaterThan(0);
    const links = async () =>
      (card(await suite.get("/adminpanel"), "Yaklaşan vergi son günleri")?.querySelectorAll("ul a") ?? []).map(
        (a) => `${text(a)} → ${a.getAttribute("href")}`,
      );
    expect(await links()).toEqual([
      `${sets} vergi verisi seti teyit bekliyor → /adminpanel/vergi-verileri`,
      `${rules} takvim kuralı teyit bekliyor → /adminpanel/vergi-takvimi`,
    ]);

    // Confirmed everything: the card says so in a sentence.
    const unconfirmedSets = await suite.db.selectFrom("tax_sets").select("id").where("confirmed_at", "is", null).execute();
    const unconfirmedRules = await suite.db.selectFrom("tax_rule_checks").select("rule_key").where("confirmed_at", "is", null).execute();
    const at = new Date().toISOString();
    await suite.db.updateTable("tax_sets").set({ confirmed_at: at }).where("confirmed_at", "is", null).execute();
    await suite.db.updateTable("tax_rule_checks").set({ confirmed_at: at }).where("confirmed_at", "is", null).execute();
    cleanup(async () => {
      await suite.db
        .updateTable("tax_sets")
        .set({ confirmed_at: null })
        .where(
          "id",
          "in",
          unconfirmedSets.map((r) => r.id),
        )
        .execute();
      await suite.db
        .updateTable("tax_rule_checks")
        .set({ confirmed_at: null })
        .where(
          "rule_key",
          "in",
          unconfirmedRules.map((r) => r.rule_key),
        )
        .execute();
    });
    expect(await links()).toEqual([]);
    expect(text(card(await suite.get("/adminpanel"), "Yaklaşan vergi son günleri"))).toContain(
      "Teyit bekleyen vergi verisi ya da takvim kuralı yok.",
    );
  });

  it("warns when a calculator lacks a figure, naming it and what it stops, each with a link to its section of Vergi verileri", async () => {
    const heading = "Hesaplayıcıların ve takvimin verileri";
    const gapsOn = (page: Page) =>
      card(page, heading)
        ?.querySelectorAll(".overview-warning")
        .map((p) => ({
          text: text(p),
          urgent: p.classList.contains("overview-warning-urgent"),
          link: `${text(p.querySelector("a"))} → ${p.querySelector("a")?.getAttribute("href")}`,
        })) ?? [];
    const label = {
      ucret: "Ücret ve tazminat",
      "gelir-vergisi": "Gelir vergisi",
      mtv: "MTV",
      "fatura-siniri": "Fatura sınırı",
      tatil: "Resmî tatiller",
    };
    // As many notices as the calendar asks for today (none in most months of a year with its figures).
    const expected = async () =>
      (await listFigureGaps(suite.db, new Date())).map(({ text: sentence, urgent, section }) => ({
        text: `${sentence} Vergi verileri → ${label[section as keyof typeof label]}`,
        urgent,
        link: `Vergi verileri → ${label[section as keyof typeof label]} → /adminpanel/vergi-verileri?bolum=${section}`,
      }));
    expect(gapsOn(await suite.get("/adminpanel"))).toEqual(await expected());

    const year = istanbulDay(new Date()).slice(0, 4);
    const row = await suite.db.selectFrom("wage_figures").selectAll().where("set_id", "=", `sgk-sinir/${year}-01-01`).executeTakeFirst();
    if (row) {
      await suite.db.deleteFrom("wage_figures").where("set_id", "=", row.set_id).execute();
      cleanup(() => suite.db.insertInto("wage_figures").values(row).execute());
    }
    const gaps = gapsOn(await suite.get("/adminpanel"));
    expect(gaps).toEqual(await expected());
    expect(gaps[0]).toMatchObject({
      urgent: true,
      link: "Vergi verileri → Ücret ve tazminat → /adminpanel/vergi-verileri?bolum=ucret",
    });
    expect(gaps[0]?.text).toContain(`${year} yılının`);
    expect(gaps[0]?.text).toContain("SGK prime esas kazanç alt ve üst sınırı");
    expect(gaps[0]?.text).toContain(`eksik: net ve brüt ücret hesaplayıcısı ${year} yılı için hesap yapmıyor.`);

    // The link's screen says it too: its section's notices, and every notice on Özet.
    const notices = async (query: string) =>
      (await suite.get(`/adminpanel/vergi-verileri${query}`)).doc.querySelectorAll(".tax-gap").map((p) => text(p));
    const all = (await listFigureGaps(suite.db, new Date())).map((gap) => gap.text);
    const wage = (await listFigureGaps(suite.db, new Date())).filter((gap) => gap.section === "ucret").map((gap) => gap.text);
    expect(await notices("?bolum=ucret")).toEqual(wage);
    expect(await notices("")).toEqual(all);
    expect(await notices("?bolum=kdv")).toEqual([]);
  });

  it("keeps the announcements list at its own path, and old /adminpanel?… list addresses lead there", async () => {
    const list = await suite.get("/adminpanel/duyurular");
    expect(text(list.doc.querySelector("main h1"))).toBe("Duyurular");
    for (const query of ["?yeni", "?duzenle=abc", "?filtre=taslak&sayfa=2", "?durum=eklendi"]) {
      const old = await suite.get(`/adminpanel${query}`);
      expect(old.status, query).toBe(302);
      expect(old.location).toBe(`/adminpanel/duyurular${query}`);
    }
  });
});

describe("the side menu", () => {
  it("groups every screen: Genel bakış, then İçerik · İletişim ve e-bülten · Vergi · Firma · Site · Yönetim · Hesabım, then Yardım", async () => {
    const page = await suite.get("/adminpanel");
    const nav = page.doc.querySelector('nav[aria-label="Yönetim bölümleri"]');
    expect(nav?.closest("details")?.querySelector("summary")?.text).toBe("Menü");
    expect(nav?.querySelector(".admin-nav-home a")?.getAttribute("href")).toBe("/adminpanel");
    // The office's guide closes the menu, after every group (ADR 040).
    expect(nav?.querySelectorAll(".admin-nav-help a").map((a) => `${text(a)} → ${a.getAttribute("href")}`)).toEqual([
      "Yardım → /adminpanel/yardim",
    ]);
    expect(nav?.lastElementChild?.classList.contains("admin-nav-help")).toBe(true);
    const groups = nav?.querySelectorAll(".admin-nav-group").map((group) => {
      const heading = group.querySelector(".admin-nav-heading");
      return [text(heading), group.querySelectorAll("a").map((a) => `${text(a)} → ${a.getAttribute("href")}`)];
    });
    expect(groups).toEqual([
      [
        "İçerik",
        [
          "Duyurular → /adminpanel/duyurular",
          "Haberler → /adminpanel/haberler",
          "Sirküler → /adminpanel/sirkuler",
          "Sirküler kategorileri → /adminpanel/sirkuler-kategorileri",
          "Sorular → /adminpanel/sorular",
          "Araçlar → /adminpanel/araclar",
          "Görseller → /adminpanel/medya",
          "Çöp kutusu → /adminpanel/cop-kutusu",
        ],
      ],
      [
        "İletişim ve e-bülten",
        [
          "Mesajlar → /adminpanel/mesajlar",
          "KVKK başvuruları → /adminpanel/kvkk-basvurulari",
          "E-bülten → /adminpanel/bulten",
          "E-bülten konuları → /adminpanel/bulten-konulari",
          "Aboneler → /adminpanel/aboneler",
          "Giden e-postalar → /adminpanel/postalar",
          "E-posta ayarları → /adminpanel/e-posta-ayarlari",
        ],
      ],
      ["Vergi", ["Vergi verileri → /adminpanel/vergi-verileri", "Vergi takvimi → /adminpanel/vergi-takvimi"]],
      [
        "Firma",
        [
          "Firma bilgileri → /adminpanel/firma",
          "Sayfalar → /adminpanel/sayfalar",
          "Hizmetler → /adminpanel/hizmetler",
          "Yönlendirmeler → /adminpanel/yonlendirmeler",
          "Kurulum → /adminpanel/kurulum",
        ],
      ],
      [
        "Site",
        [
          "Siteyi görüntüle (yeni sekmede açılır) → /",
          "İstatistikler → /adminpanel/istatistikler",
          "Kırık bağlantılar → /adminpanel/kirik-baglantilar",
          "Bulunamayan adresler → /adminpanel/bulunamayan-adresler",
          "İçeriği dışa aktar (JSON) → /adminpanel/disa-aktar",
        ],
      ],
      [
        "Yönetim",
        [
          "Yöneticiler → /adminpanel/yoneticiler",
          "Yükleme kotaları → /adminpanel/yukleme-kotalari",
          "Reklam sözcükleri → /adminpanel/reklam-sozcukleri",
          "İşlem kayıtları → /adminpanel/kayitlar",
          "Kişisel veri ara → /adminpanel/kisisel-veri-ara",
          "Sistem durumu → /adminpanel/sistem",
          "Yedekler → /adminpanel/yedekler",
        ],
      ],
      [
        "Hesabım",
        ["Şifre → /adminpanel/sifre", "İki adımlı doğrulama → /adminpanel/iki-adimli-dogrulama", "Oturumlar → /adminpanel/oturumlar"],
      ],
    ]);
  });

  it("marks the current screen, and only it, with aria-current", async () => {
    for (const [path, current] of [
      ["/adminpanel", "/adminpanel"],
      ["/adminpanel/duyurular?yeni", "/adminpanel/duyurular"],
      ["/adminpanel/vergi-takvimi", "/adminpanel/vergi-takvimi"],
      ["/adminpanel/kayitlar", "/adminpanel/kayitlar"],
      ["/adminpanel/istatistikler?gun=7", "/adminpanel/istatistikler"],
    ] as const) {
      const page = await suite.get(path);
      const marked = page.doc.querySelectorAll('nav[aria-label="Yönetim bölümleri"] [aria-current="page"]');
      expect(
        marked.map((a) => a.getAttribute("href")),
        path,
      ).toEqual([current]);
    }
  });
});
