/**
 * A firm moves whole (issue 38, ADR 046): content:export, content:import into
 * an empty database, content:export again gives the same file, byte for byte
 * — for the sample as a new installation has it, and for a firm whose office
 * wrote every kind of content the file carries through the admin's own forms,
 * with text that two writers could spell two ways (apostrophes, quotes, &, <,
 * no-break spaces, Turkish letters, emoji). On SQLite and PostgreSQL.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import type { ListName } from "#app/lib/content-lists.ts";
import { SERVICE_FIELDS as F } from "#app/lib/service-form.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { uploaded } from "#tests/helpers/attachments.ts";
import { freshDatabase, preparedDatabase, type TestDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { postEntries, settingsForm, storedSettings } from "#tests/helpers/firm.ts";
import { makePdf } from "#tests/helpers/pdf.ts";
import { root } from "#tests/helpers/server.ts";

const suite = signedInServer();
let dir: string;
const databases: TestDatabase[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ymm-round-trip-"));
});

afterAll(async () => {
  for (const database of databases) await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

function cli(script: string, args: string[], databaseUrl: string) {
  const run = spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  expect(run.status, `${script}: ${run.stderr}`).toBe(0);
  return run;
}

/** The file content:export writes for the database. */
function exported(databaseUrl: string, name: string): string {
  const file = join(dir, name);
  cli("content-export", ["--out", file], databaseUrl);
  return readFileSync(file, "utf8");
}

async function emptyDatabase(): Promise<string> {
  const database = await freshDatabase();
  databases.push(database);
  return database.url;
}

/** Imports `file` into `databaseUrl` and exports it again. */
function importedAndExported(file: string, databaseUrl: string, name: string): string {
  cli("content-import", [join(dir, file)], databaseUrl);
  return exported(databaseUrl, name);
}

/** A line two writers could spell two ways, as text. */
const AWKWARD = `Kanun'un "geçici" 5. maddesi & 3 < 5 > 2, a\u00a0b; Çağrı Ğüşİıöç 😀`;
/** The same, as the editor posts it in HTML (a paste may bring &#39; and &quot;). */
const AWKWARD_HTML = "Kanun&#39;un &quot;geçici&quot; 5. maddesi &amp; 3 &lt; 5 &gt; 2, a&nbsp;b; Çağrı Ğüşİıöç 😀";

/** A long rich-text body with every block the editor makes, a link to another site and one of our images. */
function body(topic: string): string {
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
function send(path: string, pairs: [string, string][]) {
  return fetch(`${suite.server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(pairs),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: suite.server.url, Cookie: suite.cookie },
  });
}

async function sent(path: string, pairs: [string, string][]): Promise<void> {
  const response = await send(path, pairs);
  expect([302, 303], `${path}: ${response.status} ${await response.clone().text()}`).toContain(response.status);
}

const idOf = async (db: Kysely<Database>, table: "announcements" | "news" | "circulars", title: string) =>
  (await db.selectFrom(table).select("id").where("title", "=", title).executeTakeFirstOrThrow()).id;

const listPath = (list: ListName) => `/adminpanel/${list}`;

/** Writes a firm with every kind of content the file carries, through the admin's forms. */
async function writeEveryKind(db: Kysely<Database>): Promise<void> {
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
  const firmSaved = await postEntries(suite.server, suite.cookie, adminPaths.firm, firmForm);
  expect([302, 303], firmSaved.html.slice(0, 500)).toContain(firmSaved.status);

  // Sayfalar: a page published with awkward text.
  const mission = await db.selectFrom("firm_pages").select("revision").where("key", "=", "mission").executeTakeFirstOrThrow();
  await sent(`${adminPaths.pages}/mission`, [
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
  await sent(`${adminPaths.services}/yeni`, [...service(`Şirket Değerlemesi: "hisse" & 'pay'`), [F.slug, "sirket-degerlemesi"]]);
  const services = await db.selectFrom("services").selectAll().orderBy("position").execute();
  const [moved, hidden] = [services[1], services.at(-2)];
  if (!moved || !hidden) throw new Error("the sample has services");
  await sent(`${adminPaths.services}/${moved.id}`, [
    ...service(`${moved.full_title} & 'ek'`),
    [F.slug, `${moved.slug}-yeni`],
    [F.revision, String(moved.revision)],
  ]);
  await sent(adminPaths.services, [
    ["intent", "gizle"],
    ["id", hidden.id],
    [F.revision, String(hidden.revision)],
  ]);

  // Yönlendirmeler: one typed by hand.
  await sent(adminPaths.redirects, [
    ["intent", "ekle"],
    ["eski", "/eski-site/şirket'ler&ortaklar"],
    ["yeni", "/sss"],
  ]);

  // Sirküler kategorileri: one added, one renamed, one moved up, one (unused) deleted.
  const CATEGORIES = adminPaths.circularCategories;
  await sent(CATEGORIES, [
    ["intent", "ekle"],
    ["ad", `Özel & 'Tırnaklı' Konular`],
  ]);
  await sent(CATEGORIES, [
    ["intent", "adlandir"],
    ["id", "kategori-kdv"],
    ["ad", `Katma Değer Vergisi "KDV"`],
  ]);
  await sent(CATEGORIES, [
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
  await sent(CATEGORIES, [
    ["intent", "sil"],
    ["id", unused.id],
  ]);

  // Sirküler: published with an attachment and a mükerrer Resmî Gazete issue, a draft, a scheduled one.
  const attachment = await uploaded(suite.server, db, suite.cookie, makePdf("Ek tablo metni"), "Tebliğ 'ek' & tablo.pdf", () => {});
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
  await sent(listPath("sirkuler"), [
    ...circular(`Sirküler: KDV'de "mükerrer" sayı & ek`, "2094/7", "yayinda"),
    ["resmi_tur", "cumhurbaskani-karari"],
    ["resmi_no", `9421 sayılı "Karar" & 'Ek'`],
    ["rg_tarih", "2094-01-20"],
    ["rg_sayi", "33124 (5. Mükerrer)"],
    ["ek", attachment.id],
  ]);
  await sent(listPath("sirkuler"), [...circular(`Taslak sirküler: 'henüz' & "değil"`, "2094/8", "taslak"), ["rg_sayi", ""]]);
  await sent(listPath("sirkuler"), [
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
  await sent(listPath("duyurular"), entry(first, "taslak"));
  await sent(listPath("duyurular"), entry(`Duyuru: 'Tam tasdik' & "süre"`, "yayinda", [["meta_aciklama", `"Süre" & 'tasdik' 😀`]]));
  await sent(listPath("duyurular"), entry(`Duyuru: "yakında" & 'sonra'`, "zamanlanmis", [["yayin_zamani", "2099-06-01T09:30"]]));
  await sent(listPath("duyurular"), [...entry(first, "yayinda"), ["id", await idOf(db, "announcements", first)]]);
  await sent(listPath("duyurular"), entry(`Taslak duyuru: 'bekliyor' & "<taslak>"`, "taslak"));

  // Haberler: one renamed after publication (its old address redirects), one draft.
  const news = `Haber: Kur'un & faizin 'yönü' 😀`;
  await sent(listPath("haberler"), entry(news, "yayinda"));
  await sent(listPath("haberler"), [...entry(`${news} (güncel)`, "yayinda"), ["id", await idOf(db, "news", news)]]);
  await sent(listPath("haberler"), entry(`Taslak haber: "özet" & 'not'`, "taslak"));

  // Sorular and Araçlar.
  await sent(listPath("sorular"), [
    ["intent", "kaydet"],
    ["soru", `"Mükerrer" sayı ne demek & 'nasıl' yazılır?`],
    ["cevap", `<p>${AWKWARD_HTML}</p><p>Resmî Gazete'nin aynı gün çıkan ek sayısı: 33124 (5. Mükerrer).</p>`],
  ]);
  await sent(listPath("araclar"), [
    ["intent", "kaydet"],
    ["baslik", `GİB'in "hesaplama" & 'sorgu' aracı`],
    ["baglanti", "https://dijital.gib.gov.tr/hesaplamalar?tur=kdv&yil=2026#sonuç"],
  ]);
}

describe("content:export → content:import into an empty database → content:export", () => {
  it("gives the sample's file back byte for byte", { timeout: 120_000 }, async () => {
    const sample = await preparedDatabase();
    databases.push(sample);
    const first = exported(sample.url, "ornek.json");
    // The data: the seeded sirküler's mükerrer issue, bodies with apostrophes.
    expect(first).toContain('"rg_sayi": "33124 (5. Mükerrer)"');
    expect(first).toMatch(/Kanun'un|Yönetmeliği'nde/);

    const second = importedAndExported("ornek.json", await emptyDatabase(), "ornek-2.json");
    expect(JSON.parse(second)).toEqual(JSON.parse(first));
    expect(second).toBe(first);
  });

  it("gives a firm with every kind of content, written through the admin, back byte for byte", { timeout: 240_000 }, async () => {
    await writeEveryKind(suite.db);
    const first = exported(suite.server.databaseUrl, "firma.json");
    const file = JSON.parse(first);
    // Every kind is in the file, with its awkward text.
    expect(first).toContain("Öztürk & Oğulları Yeminli Mali Müşavirlik");
    expect(first).toContain("\u00a0");
    expect(first).toContain("😀");
    expect(Object.values(file.duyurular).map((e) => (e as { durum?: string }).durum ?? "yayinda")).toEqual(
      expect.arrayContaining(["taslak", "zamanlanmis", "yayinda"]),
    );
    const circular = Object.values(file.sirkuler as Record<string, Record<string, string>>).find((c) => c.numara === "2094/07");
    expect(circular).toMatchObject({ rg_sayi: "33124 (5. Mükerrer)", kategoriler: "kdv,ozel-tirnakli-konular" });
    expect(circular?.ekler).toMatch(/^[0-9a-f]{32}$/);
    expect(file.sirkuler_kategorileri).toContainEqual({ slug: "kdv", name: 'Katma Değer Vergisi "KDV"' });
    expect(file.pages.mission.title).toBe(`Misyonumuz: "ilke" & 'özen'`);
    expect(file.services.some((s: { hidden: boolean }) => s.hidden)).toBe(true);
    expect(file.redirects.map((r: { kind: string }) => r.kind)).toEqual(expect.arrayContaining(["auto", "manual"]));
    expect(Object.keys(file.sorular).length).toBeGreaterThan(0);

    // The file carries attachments by id, not their bytes: the files come first, as rows of the source's.
    const target = await emptyDatabase();
    cli("content-export", ["--out", join(dir, "bos.json")], target);
    const [from, to] = [openTestDb(suite.server.databaseUrl), openTestDb(target)];
    try {
      await to
        .insertInto("attachments")
        .values(await from.selectFrom("attachments").selectAll().execute())
        .execute();
    } finally {
      await from.destroy();
      await to.destroy();
    }

    const second = importedAndExported("firma.json", target, "firma-2.json");
    expect(JSON.parse(second)).toEqual(file);
    expect(second).toBe(first);
  });
});
