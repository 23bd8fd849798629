import { expect, type Page, test } from "@playwright/test";
import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { announcementPath } from "#app/lib/paths.ts";
import { axeOn, gotoReady } from "#tests/e2e/helpers.ts";
import { addPost, openTestDb } from "#tests/helpers/db.ts";

// The e2e server's database (playwright.config.ts): rows are written behind its back,
// as the admin's save writes them, and removed again at the end. Dated long ago, so
// they lead no list that other specs look at.
const DATABASE_URL = "file:test-results/e2e-site.db";

// What the office's acceptance test writes: a heading, a bold sentence, a list of three
// deadlines, a 3×4 table (wider than a phone), a quote and a link.
const RICH_BODY =
  "<p>Değerli mükelleflerimiz,</p><h2>Yaklaşan son tarihler</h2>" +
  "<p><strong>Süresinde verilmeyen beyannameler için gecikme zammı uygulanır.</strong> Belgelerinizi erken iletin.</p>" +
  "<ul><li><p>Birinci son tarih</p></li><li><p>İkinci son tarih</p></li><li><p>Üçüncü son tarih</p></li></ul>" +
  "<table><tbody><tr><th><p>Beyanname</p></th><th><p>Dönem</p></th><th><p>Son gün ve açıklama</p></th></tr>" +
  "<tr><td><p>Katma değer vergisi</p></td><td><p>Aylık</p></td><td><p>İzleyen ayın son haftası; iade talepleri için liste ve belgeler beyannameyle birlikte hazırlanır</p></td></tr>" +
  "<tr><td><p>Muhtasar ve prim hizmet</p></td><td><p>Aylık</p></td><td><p>İzleyen ayın son haftası</p></td></tr>" +
  "<tr><td><p>Geçici vergi</p></td><td><p>Üç aylık</p></td><td><p>Dönemi izleyen ikinci ayın ortası</p></td></tr></tbody></table>" +
  "<blockquote><p>Son günlerde yaşanabilecek yoğunluk nedeniyle belgelerinizi erken iletmenizi öneririz.</p></blockquote>" +
  '<p>Ayrıntılar için <a href="https://www.gib.gov.tr/">Gelir İdaresi Başkanlığı</a>.</p>';

// One worker runs the whole file, so the rows are written once.
test.describe.configure({ mode: "serial" });

const TITLE = `Zengin metinli duyuru ${Date.now()}`;
const ARCHIVE_YEAR = 2001;
let db: Kysely<Database>;
let richPath = "";
const added: string[] = [];

test.beforeAll(async () => {
  db = openTestDb(DATABASE_URL);
  const post = await addPost(db, "announcements", { title: TITLE, body: RICH_BODY, created_at: "2002-03-01T09:00:00.000Z" });
  added.push(post.id);
  richPath = announcementPath(post.id, post.title);
  // A year with more posts than one page of the side list holds.
  const rows = Array.from({ length: 35 }, (_, i) => {
    const at = new Date(Date.UTC(ARCHIVE_YEAR, 11, 20, 9) - i * 86_400_000).toISOString();
    return {
      id: newId(),
      title: `Arşiv duyurusu ${i + 1}`,
      body: "<p>Arşiv</p>",
      created_at: at,
      updated_at: at,
      status: "published" as const,
      published_at: at,
    };
  });
  await db.insertInto("announcements").values(rows).execute();
  await bumpContentVersion(db);
  added.push(...rows.map((row) => row.id));
});

test.afterAll(async () => {
  await db.deleteFrom("announcements").where("id", "in", added).execute();
  await bumpContentVersion(db);
  await db.destroy();
});

async function axeViolations(page: Page) {
  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("a rich announcement shows its heading, bold text, list, table, quote and link", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(page, richPath);
  const body = page.locator(".post .rich-text");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(body.getByRole("heading", { level: 2 })).toHaveText("Yaklaşan son tarihler");
  await expect(body.locator("strong")).toHaveText("Süresinde verilmeyen beyannameler için gecikme zammı uygulanır.");
  await expect(body.getByRole("listitem")).toHaveCount(3);
  const table = body.getByRole("region", { name: "Tablo" }).getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("columnheader")).toHaveText(["Beyanname", "Dönem", "Son gün ve açıklama"]);
  await expect(body.locator("blockquote")).toContainText("belgelerinizi erken iletmenizi");
  const link = body.getByRole("link", { name: "Gelir İdaresi Başkanlığı (yeni sekmede açılır)" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

test("at 360 px the table scrolls sideways in its own region, by keyboard, and the page does not", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await gotoReady(page, richPath);
  const region = page.locator(".post .table-scroll");
  const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // From the link after the table, one Shift+Tab back lands on the table's region.
  await page.locator(".post .rich-text a[target=_blank]").focus();
  await page.keyboard.press("Shift+Tab");
  await expect(region).toBeFocused();
  expect(await region.evaluate((el) => el.scrollLeft)).toBe(0);
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  for (let i = 0; i < 8; i++) await page.keyboard.press("ArrowLeft");
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBe(0);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});

for (const width of [360, 1280]) {
  test(`the rich announcement and a paged year of the list have no axe-core violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, richPath);
    expect(await axeViolations(page)).toEqual([]);
    await gotoReady(page, `/duyurular/0?yil=${ARCHIVE_YEAR}`);
    await expect(page.locator(".side-list-pager")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

  test("the side list's years and pages are plain links that work", async ({ page }) => {
    await page.goto(richPath);
    const years = page.locator(".side-list-years");
    await years.getByRole("link", { name: new RegExp(`^${ARCHIVE_YEAR}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/duyurular/0\\?yil=${ARCHIVE_YEAR}#side-list-title$`));
    // The link lands at the list, not at the top of the page.
    await expect(page.locator("#side-list-title")).toBeInViewport();
    await expect(page.locator(".side-list-posts a").first()).toHaveText("Arşiv duyurusu 1");
    await expect(page.locator(".side-list-posts li")).toHaveCount(30);

    await page.getByRole("link", { name: /Daha eski/ }).click();
    await expect(page).toHaveURL(new RegExp(`/duyurular/0\\?yil=${ARCHIVE_YEAR}&sayfa=2#side-list-title$`));
    await expect(page.locator(".side-list-posts li")).toHaveCount(5);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Arşiv duyurusu 31");
    await page.getByRole("link", { name: /Daha yeni/ }).click();
    await expect(page).toHaveURL(new RegExp(`/duyurular/0\\?yil=${ARCHIVE_YEAR}#side-list-title$`));
  });
});
