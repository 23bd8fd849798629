/**
 * A firm whose office wrote every kind of content through the admin's own forms (issue 38):
 * Firma bilgileri, a page, services added, moved and hidden, a redirect, sirküler categories,
 * sirküler with an attachment, drafts, scheduled and published announcements and news,
 * questions and tools, with text that two writers could spell two ways (apostrophes, quotes,
 * &, <, no-break spaces, Turkish letters, emoji). content-round-trip and the restore drill
 * write it.
 */
import type { Kysely } from "kysely";
import { expect } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import type { ListName } from "#app/lib/content-lists.ts";
import { SERVICE_FIELDS as F } from "#app/lib/service-form.ts";
import { uploaded } from "#tests/helpers/attachments.ts";
import { postEntries, settingsForm, storedSettings } from "#tests/helpers/firm.ts";
import { makePdf } from "#tests/helpers/pdf.ts";
import type { TestServer } from "#tests/helpers/server.ts";

/** The signed-in admin's server, its database and session. */
export interface Office {
  server: TestServer;
  db: Kysely<Database>;
  cookie: string;
}

/** A line two writers could spell two ways, as text. */
export const AWKWARD = `Kanun'un "geçici" 5. maddesi & 3 < 5 > 2, a\u00a0b; Çağrı Ğüşİıöç 😀`;
/** The same, as the editor posts it in HTML (a paste may bring &#39; and &quot;). */
export const AWKWARD_HTML = "Kanun&#39;un &quot;geçici&quot; 5. maddesi &amp; 3 &lt; 5 &gt; 2, a&nbsp;b; Çağrı Ğüşİıöç 😀";

/** A long rich-text body with every block the editor makes, a link to another site and one of our images. */
export function body(topic: string): string {
  const paragraphs = Array.from(
    { length: 40 },
    (_, i) => `<p>${i + 1}. ${topic}: ${AWKWARD_HTML} — "tırnak" ve 'tek tırnak' ile uzun bir paragraf.</p>`,
  );
  return (
    `<h2>${topic} &amp; ‘özet’</h2><p>${AWKWARD_HTML}</p><ul><li>Bir&nbsp;iki</li><li>Üç's</li></ul>` +
    `<blockquote><p>"Alıntı" &lt;b&gt;</p></blockquote>` +
    '<table><thead><tr><th scope="col">Oran</th></tr></thead><tbody><tr><td>%20</td></tr></tbody></table>' +
    `<p><a href="https://www.gib.gov.tr/arama?q=kdv&amp;x=1">GİB'in sayfası</a> <img src="/medya/ornek-960.webp" alt="Ofis 'ön' cephe &amp; kapı" width="960" height="640"></p>` +
    paragraphs.join("")
  );
}

/** A form POST with repeated names (categories, attachments), as the browser sends it. */
export function send(office: Office, path: string, pairs: [string, string][]) {
  return fetch(`${office.server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(pairs),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: office.server.url, Cookie: office.cookie },
  });
}

/** A form POST that must be accepted (a redirect). */
export async function sent(office: Office, path: string, pairs: [string, string][]): Promise<void> {
  const response = await send(office, path, pairs);
  expect([302, 303], `${path}: ${response.status} ${await response.clone().text()}`).toContain(response.status);
}

const idOf = async (db: Kysely<Database>, table: "announcements" | "news" | "circulars", title: string) =>
  (await db.selectFrom(table).select("id").where("title", "=", title).executeTakeFirstOrThrow()).id;

const listPath = (list: ListName) => `/adminpanel/${list}`;

/** Writes a firm with every kind of content the file carries, through the admin's forms. */
export async function writeEveryKind(office: Office): Promise<void> {
  const { db } = office;
  // Firma bilgileri.
  const { settings, revision } = await storedSettings(db);
  const firmForm = settingsForm(settings, revision, {
    ad: "Öztürk & Oğulları Yeminli Mali Müşavirlik",
    kisa_ad: "Öztürk & Oğulları",
    slogan: `"Güven" ve 'özen' — vergi\u00a0danışmanlığı 😀`,
    il: "İzmir",
    ilce: "Karşıyaka",
    meta_aciklama: `Öztürk & Oğulları: KDV iadesi, tam tasdik; "özenli" ve 'hızlı'.`,
  });
  const firmSaved = await postEntries(office.server, office.cookie, adminPaths.firm, firmForm);
  expect([302, 303], firmSaved.html.slice(0, 500)).toContain(firmSaved.status);

  // Sayfalar: a page published with awkward text.
  const mission = await db.selectFrom("firm_pages").select("revision").where("key", "=", "mission").executeTakeFirstOrThrow();
  await sent(office, `${adminPaths.pages}/mission`, [
    ["intent", "yayimla"],
    ["revizyon", String(mission.revision)],
    ["baslik", `Misyonumuz: "ilke" & 'özen'`],
    ["meta_aciklama", `{firma.adi} misyonu: "ilke" & 'özen' 😀`],
    ["icerik", `<p>{firma.adi} — ${AWKWARD_HTML}</p>${body("Misyon")}`],
  ]);

  // Hizmetler: one added, one moved to a new address (an automatic redirect), one hidden.
  const service = (title: string): [string, string][] => [
    ["intent", "kaydet"],
    [F.fullTitle, title],
    [F.homeTitle, "Şirket & hisse"],
    [F.homeDescription, `Kısa: ${AWKWARD}`],
    [F.metaDescription, `"Değerleme" & 'rapor' 😀`],
    [F.body, body(title)],
  ];
  await sent(office, `${adminPaths.services}/yeni`, [...service(`Şirket Değerlemesi: "hisse" & 'pay'`), [F.slug, "sirket-degerlemesi"]]);
  const services = await db.selectFrom("services").selectAll().orderBy("position").execute();
  const [moved, hidden] = [services[1], services.at(-2)];
  if (!moved || !hidden) throw new Error("the sample has services");
  await sent(office, `${adminPaths.services}/${moved.id}`, [
    ...service(`${moved.full_title} & 'ek'`),
    [F.slug, `${moved.slug}-yeni`],
    [F.revision, String(moved.revision)],
  ]);
  await sent(office, adminPaths.services, [
    ["intent", "gizle"],
    ["id", hidden.id],
    [F.revision, String(hidden.revision)],
  ]);

  // Yönlendirmeler: one typed by hand.
  await sent(office, adminPaths.redirects, [
    ["intent", "ekle"],
    ["eski", "/eski-site/şirket'ler&ortaklar"],
    ["yeni", "/sss"],
  ]);

  // Sirküler kategorileri: one added, one renamed, one moved up, one (unused) deleted.
  const CATEGORIES = adminPaths.circularCategories;
  await sent(office, CATEGORIES, [
    ["intent", "ekle"],
    ["ad", `Özel & 'Tırnaklı' Konular`],
  ]);
  await sent(office, CATEGORIES, [
    ["intent", "adlandir"],
    ["id", "kategori-kdv"],
    ["ad", `Katma Değer Vergisi "KDV"`],
  ]);
  await sent(office, CATEGORIES, [
    ["intent", "yukari"],
    ["id", "kategori-diger"],
  ]);
  const unused = await db
    .selectFrom("circular_categories as c")
    .leftJoin("circular_category_links as l", "l.category_id", "c.id")
    .select("c.id")
    .where("l.circular_id", "is", null)
    .where("c.id", "not like", "kategori-ozel%")
    .orderBy("c.id")
    .executeTakeFirstOrThrow();
  await sent(office, CATEGORIES, [
    ["intent", "sil"],
    ["id", unused.id],
  ]);

  // Sirküler: published with an attachment and a mükerrer Resmî Gazete issue, a draft, a scheduled one.
  const attachment = await uploaded(office.server, db, office.cookie, makePdf("Ek tablo metni"), "Tebliğ 'ek' & tablo.pdf", () => {});
  const circular = (title: string, number: string, status: string): [string, string][] => [
    ["intent", "kaydet"],
    ["baslik", title],
    ["icerik", body(title)],
    ["durum", status],
    ["numara", number],
    ["kategori", "kategori-ozel-tirnakli-konular"],
    ["kategori", "kategori-kdv"],
    ["meta_aciklama", `${title}: "kısa" & 'öz'`],
  ];
  await sent(office, listPath("sirkuler"), [
    ...circular(`Sirküler: KDV'de "mükerrer" sayı & ek`, "2094/7", "yayinda"),
    ["resmi_tur", "cumhurbaskani-karari"],
    ["resmi_no", `9421 sayılı "Karar" & 'Ek'`],
    ["rg_tarih", "2094-01-20"],
    ["rg_sayi", "33124 (5. Mükerrer)"],
    ["ek", attachment.id],
  ]);
  await sent(office, listPath("sirkuler"), [...circular(`Taslak sirküler: 'henüz' & "değil"`, "2094/8", "taslak"), ["rg_sayi", ""]]);
  await sent(office, listPath("sirkuler"), [
    ...circular(`Zamanlanmış sirküler: "yakında"`, "2094/9", "zamanlanmis"),
    ["resmi_tur", "teblig"],
    ["resmi_no", "KDV Genel Uygulama Tebliği"],
    ["rg_sayi", "33125 (Mükerrer)"],
    ["yayin_zamani", "2099-05-01T10:00"],
  ]);

  // Duyurular: a draft written first and published last (its date is its publication, the file's order
  // follows it), one published with a meta description, one scheduled, one draft.
  const entry = (title: string, status: string, extra: [string, string][] = []): [string, string][] => [
    ["intent", "kaydet"],
    ["baslik", title],
    ["icerik", body(title)],
    ["durum", status],
    ...extra,
  ];
  const first = `Duyuru: Kanun'un "geçici" maddesi & 3 < 5 😀`;
  await sent(office, listPath("duyurular"), entry(first, "taslak"));
  await sent(office, listPath("duyurular"), entry(`Duyuru: 'Tam tasdik' & "süre"`, "yayinda", [["meta_aciklama", `"Süre" & 'tasdik' 😀`]]));
  await sent(office, listPath("duyurular"), entry(`Duyuru: "yakında" & 'sonra'`, "zamanlanmis", [["yayin_zamani", "2099-06-01T09:30"]]));
  await sent(office, listPath("duyurular"), [...entry(first, "yayinda"), ["id", await idOf(db, "announcements", first)]]);
  await sent(office, listPath("duyurular"), entry(`Taslak duyuru: 'bekliyor' & "<taslak>"`, "taslak"));

  // Haberler: one renamed after publication (its old address redirects), one draft.
  const news = `Haber: Kur'un & faizin 'yönü' 😀`;
  await sent(office, listPath("haberler"), entry(news, "yayinda"));
  await sent(office, listPath("haberler"), [...entry(`${news} (güncel)`, "yayinda"), ["id", await idOf(db, "news", news)]]);
  await sent(office, listPath("haberler"), entry(`Taslak haber: "özet" & 'not'`, "taslak"));

  // Sorular and Araçlar.
  await sent(office, listPath("sorular"), [
    ["intent", "kaydet"],
    ["soru", `"Mükerrer" sayı ne demek & 'nasıl' yazılır?`],
    ["cevap", `<p>${AWKWARD_HTML}</p><p>Resmî Gazete'nin aynı gün çıkan ek sayısı: 33124 (5. Mükerrer).</p>`],
  ]);
  await sent(office, listPath("araclar"), [
    ["intent", "kaydet"],
    ["baslik", `GİB'in "hesaplama" & 'sorgu' aracı`],
    ["baglanti", "https://dijital.gib.gov.tr/hesaplamalar?tur=kdv&yil=2026#sonuç"],
  ]);
}
