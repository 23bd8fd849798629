/**
 * The office's editor, used with the keyboard only (no mouse clicks): sign
 * in, write, format, save as a draft, preview, publish; the text kept through
 * an expired session; images with alt text; pasting from Word and Google
 * Docs; axe on the form. The stored HTML is read from the test server's
 * database (playwright.config.ts: test-results/e2e-site.db).
 *
 * The image upload endpoint (POST /adminpanel/medya) is built on another
 * branch: here the browser's request to it is checked and answered with
 * Playwright's page.route, as the endpoint's contract says it answers.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { gotoReady } from "#tests/e2e/helpers.ts";
import { openTestDb } from "#tests/helpers/db.ts";

const ADMIN = { email: "yonetici@ornek.test", password: "e2e-gizli-sifre-2026" };

let db: Kysely<Database>;
test.beforeAll(() => {
  db = openTestDb("file:test-results/e2e-site.db");
});
test.afterAll(async () => {
  await db?.destroy();
});

// Typing whole announcements key by key takes a while on a shared machine.
test.describe.configure({ timeout: 120_000 });

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus: it must be reachable
 * with the keyboard. The list below the form has up to 25 rows of links, so a
 * round of the page can take a hundred presses.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 250 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Not reachable with ${backwards ? "Shift+Tab" : "Tab"}: ${target}`);
}

/** Types into the focused field. */
const type = (page: Page, text: string) => page.keyboard.type(text);

/** Signs in with the keyboard on the sign-in form the browser is on. */
async function signInHere(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await tabTo(page, page.getByLabel("E-posta"));
  await type(page, ADMIN.email);
  await page.keyboard.press("Tab");
  await type(page, ADMIN.password);
  await page.keyboard.press("Enter");
}

/** Opens an admin screen, signing in on the way (the sign-in form brings the browser back to it). */
async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  if (page.url().includes("/adminpanel/giris")) {
    expect(new URL(page.url()).searchParams.get("geri") ?? "/adminpanel").toBe(path);
    await signInHere(page);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  }
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

const editorOf = (page: Page) => page.getByRole("textbox", { name: "İçerik", exact: true });
const bodyField = (page: Page) => page.locator('input[type="hidden"][name="icerik"]');

/** Alt+F10 from the text to the toolbar, then arrow keys to the button named `name`, and Enter. */
async function useTool(page: Page, name: string) {
  await page.keyboard.press("Alt+F10");
  const toolbar = page.getByRole("toolbar", { name: "Metin biçimlendirme" });
  const wanted = toolbar.getByRole("button", { name, exact: true });
  await expect(wanted).toBeVisible();
  for (let i = 0; i < 30; i++) {
    if (await wanted.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press("ArrowRight");
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press("Enter");
  // A formatting command hands the focus back to the text (the image button opens a file chooser instead).
  if (name !== "Görsel ekle") await expect(editorOf(page)).toBeFocused();
}

async function storedAnnouncement(title: string) {
  return db.selectFrom("announcements").selectAll().where("title", "=", title).executeTakeFirst();
}

async function removeAnnouncement(title: string) {
  await db.deleteFrom("announcements").where("title", "=", title).execute();
}

test.describe("the editor, with the keyboard only", () => {
  test("writes an announcement with a heading, bold text, a list, a 3×4 table and a link; saves a draft, previews it and publishes it", async ({
    page,
  }) => {
    const title = unique("Beyanname takvimi");
    test.info().attach("title", { body: title });
    await openSignedIn(page, "/adminpanel?yeni");
    await expect(editorOf(page)).toBeVisible();

    await tabTo(page, page.getByLabel("Başlık", { exact: true }));
    await type(page, title);
    await tabTo(page, editorOf(page));

    // Heading (Ctrl+Alt+2), a sentence with a bold part (Ctrl+B).
    await page.keyboard.press("Control+Alt+2");
    await type(page, "Son tarihler");
    await page.keyboard.press("Enter");
    await type(page, "Lütfen dikkat: ");
    await page.keyboard.press("Control+b");
    await expect(page.getByRole("button", { name: "Kalın" })).toHaveAttribute("aria-pressed", "true");
    await type(page, "süreler uzatılmayacaktır.");
    await page.keyboard.press("Control+b");
    await page.keyboard.press("Enter");

    // A bulleted list of three deadlines (Ctrl+Shift+8); Enter on an empty item ends it.
    await page.keyboard.press("Control+Shift+8");
    for (const deadline of ["26 Aralık: KDV beyannamesi", "31 Aralık: Muhtasar ve prim hizmet", "31 Mart: Yıllık gelir vergisi"]) {
      await type(page, deadline);
      await page.keyboard.press("Enter");
    }
    await page.keyboard.press("Enter");

    // A table: inserted 3×3 with a header row, one column added → 3 rows × 4 columns.
    await useTool(page, "Tablo ekle (3×3, başlık satırlı)");
    await type(page, "Vergi");
    await page.keyboard.press("Tab");
    await type(page, "Oran");
    await page.keyboard.press("Tab");
    await type(page, "Dönem");
    await useTool(page, "Sağa sütun ekle");
    await page.keyboard.press("Tab");
    await type(page, "Son gün");
    for (const row of [
      ["KDV", "%20", "Aylık", "26"],
      ["Muhtasar", "%15", "Aylık", "26"],
    ]) {
      for (const cell of row) {
        await page.keyboard.press("Tab");
        await type(page, cell);
      }
    }
    // Out of the table, to the paragraph after it.
    await page.keyboard.press("Control+End");

    // A link: select the words, Ctrl+K, the address, Enter.
    await type(page, "Ayrıntılar GİB sayfasında");
    for (let i = 0; i < "GİB sayfasında".length; i++) await page.keyboard.press("Shift+ArrowLeft");
    await page.keyboard.press("Control+k");
    const address = page.getByLabel("Bağlantı adresi (https://…, mailto:… veya tel:…)");
    await expect(address).toBeFocused();
    await type(page, "javascript:alert(1)");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Bağlantı https://, http://, mailto: veya tel: ile başlayan")).toBeVisible();
    await page.keyboard.press("Control+a");
    await type(page, "www.gib.gov.tr");
    await page.keyboard.press("Enter");
    await expect(editorOf(page)).toBeFocused();
    await expect(editorOf(page).getByRole("link", { name: "GİB sayfasında" })).toHaveAttribute("href", "https://www.gib.gov.tr");
    // The link's bubble follows the text in the tab order: its address, Düzenle and Kaldır.
    await expect(page.locator(".editor-bubble")).toContainText("https://www.gib.gov.tr");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Düzenle (bağlantı)" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(editorOf(page)).toBeFocused();

    // Saved as a draft (the default of a new entry).
    const save = page.getByRole("button", { name: "Taslak olarak kaydet" });
    await tabTo(page, save);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Kayıt eklendi." })).toBeVisible();

    const stored = await storedAnnouncement(title);
    test.info().annotations.push({ type: "stored", description: stored?.body ?? "" });
    expect(stored).toMatchObject({ status: "draft", published_at: null });
    const body = stored!.body;
    expect(body).toContain("<h2>Son tarihler</h2>");
    expect(body).toContain("<p>Lütfen dikkat: <strong>süreler uzatılmayacaktır.</strong></p>");
    expect(body).toMatch(
      /<ul><li><p>26 Aralık: KDV beyannamesi<\/p><\/li><li><p>31 Aralık: Muhtasar ve prim hizmet<\/p><\/li><li><p>31 Mart: Yıllık gelir vergisi<\/p><\/li><\/ul>/,
    );
    const rows = [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) =>
      [...m[1]!.matchAll(/<(th|td)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((c) => `${c[1]}:${c[2]!.replace(/<[^>]+>/g, "")}`),
    );
    expect(rows).toEqual([
      ["th:Vergi", "th:Oran", "th:Dönem", "th:Son gün"],
      ["td:KDV", "td:%20", "td:Aylık", "td:26"],
      ["td:Muhtasar", "td:%15", "td:Aylık", "td:26"],
    ]);
    expect(body).toContain('<a href="https://www.gib.gov.tr" rel="noopener noreferrer">GİB sayfasında</a>');
    expect((await page.request.get(`/duyurular/${stored!.id}`, { maxRedirects: 0 })).status()).toBe(404); // a draft is not found

    // Önizle, from the edit screen: a new tab with the public page under the banner.
    await tabTo(page, page.getByRole("link", { name: `Düzenle: ${title}` }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Duyuru düzenle" })).toBeVisible();
    await expect(page.locator(".entry-state")).toContainText("Taslak");
    await expect(editorOf(page)).toBeVisible();
    const popup = page.waitForEvent("popup");
    await tabTo(page, page.getByRole("button", { name: /^Önizle/ }));
    await page.keyboard.press("Enter");
    const preview = await popup;
    await expect(preview.locator(".preview-banner")).toContainText("Önizleme — bu sayfa yayında değil");
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(preview.locator("article.post table tr")).toHaveCount(3);
    await expect(preview.locator("article.post a[href='https://www.gib.gov.tr']")).toHaveAttribute("rel", "noopener noreferrer");
    await preview.close();

    // Publish: the status radio group (above the Önizle button) with the arrow keys, then Kaydet.
    await tabTo(page, page.getByRole("radio", { name: /^Taslak/ }), { backwards: true });
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: /^Yayında/ })).toBeChecked();
    const publish = page.getByRole("button", { name: "Kaydet", exact: true });
    await tabTo(page, publish);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Değişiklikler kaydedildi." })).toBeVisible();
    expect(await storedAnnouncement(title)).toMatchObject({ status: "published" });
    await page.goto(`/duyurular/${stored!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("article.post table th")).toHaveCount(4);
    await removeAnnouncement(title);
  });

  test("keeps the unsaved text through an expired session and offers it back after signing in again", async ({ page, context }) => {
    const title = unique("Oturum düştü");
    await openSignedIn(page, "/adminpanel?yeni");
    await expect(editorOf(page)).toBeVisible();
    await tabTo(page, page.getByLabel("Başlık", { exact: true }));
    await type(page, title);
    await tabTo(page, editorOf(page));
    await type(page, "Uzun uzun yazılmış, kaybolmaması gereken metin.");

    // The session ends (cookie gone) while the form is open; the save is refused.
    await context.clearCookies();
    await tabTo(page, page.getByRole("button", { name: "Taslak olarak kaydet" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Oturum gerekli" })).toBeVisible();
    await expect(page.getByText("Yazdıklarınız bu tarayıcıda saklandı")).toBeVisible();
    expect(await storedAnnouncement(title)).toBeUndefined();

    await tabTo(page, page.getByRole("link", { name: "Giriş sayfasına git" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/adminpanel\/giris\?geri=%2Fadminpanel%3Fyeni$/);
    await signInHere(page);
    await expect(page).toHaveURL(/\/adminpanel\?yeni$/);

    const offer = page.getByRole("status").filter({ hasText: "Kaydedilmemiş değişiklikleriniz var" });
    await expect(offer).toBeVisible();
    await tabTo(page, offer.getByRole("button", { name: "Geri yükle" }));
    await page.keyboard.press("Enter");
    await expect(offer).toHaveCount(0);
    await expect(page.getByLabel("Başlık", { exact: true })).toHaveValue(title);
    await expect(editorOf(page)).toHaveText("Uzun uzun yazılmış, kaybolmaması gereken metin.");

    await tabTo(page, page.getByRole("button", { name: "Taslak olarak kaydet" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Kayıt eklendi." })).toBeVisible();
    expect((await storedAnnouncement(title))?.body).toBe("<p>Uzun uzun yazılmış, kaybolmaması gereken metin.</p>");
    // Saved: the browser's copy is gone, nothing is offered any more.
    expect(await page.evaluate(() => localStorage.getItem("ymm-taslak:duyurular:yeni"))).toBeNull();
    await gotoReady(page, "/adminpanel?yeni");
    await expect(editorOf(page)).toBeVisible();
    await expect(page.getByText("Kaydedilmemiş değişiklikleriniz var")).toHaveCount(0);
    await removeAnnouncement(title);
  });
});

/** A small valid PNG (1×1), standing in for the served image. */
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test.describe("images in the editor (the upload endpoint answered by page.route, per its contract)", () => {
  test("uploads through POST /adminpanel/medya and inserts the image only with alt text or as decorative", async ({ page }) => {
    const uploads: { accept: string | undefined; body: string }[] = [];
    let served = 0;
    await page.route("**/adminpanel/medya", async (route) => {
      const request = route.request();
      uploads.push({ accept: request.headers().accept, body: request.postDataBuffer()?.toString("latin1") ?? "" });
      served += 1;
      const id = `${"ab".repeat(11)}0${served}`;
      await route.fulfill({ json: { id, src: `/medya/${id}-960.jpeg`, width: 960, height: 640 } });
    });
    await page.route("**/medya/*", (route) => route.fulfill({ body: PIXEL, contentType: "image/png" }));

    const title = unique("Görselli duyuru");
    await openSignedIn(page, "/adminpanel?yeni");
    await tabTo(page, page.getByLabel("Başlık", { exact: true }));
    await type(page, title);
    await tabTo(page, editorOf(page));
    await type(page, "Ofisimizin yeni girişi:");

    // The toolbar's image button opens the file chooser; the file goes to the endpoint.
    let chooser = page.waitForEvent("filechooser");
    await useTool(page, "Görsel ekle");
    await (await chooser).setFiles({ name: "giris.jpg", mimeType: "image/jpeg", buffer: PIXEL });
    const alt = page.getByLabel("Alternatif metin (görmeyen okurlar için görselin anlattığı)");
    await expect(alt).toBeFocused();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.accept).toBe("application/json");
    expect(uploads[0]!.body).toMatch(/Content-Disposition: form-data; name="dosya"; filename="giris\.jpg"/);

    // No alt text and not decorative: refused, with the reason next to the field.
    await page.keyboard.press("Enter");
    await expect(page.getByText("Görselin ne gösterdiğini yazın ya da “Dekoratif görsel” seçin.")).toBeVisible();
    await expect(alt).toHaveAttribute("aria-invalid", "true");
    await type(page, "Ofisin cam kapılı girişi");
    await page.keyboard.press("Enter");
    await expect(editorOf(page).locator("img")).toHaveAttribute("alt", "Ofisin cam kapılı girişi");

    // A second image, marked decorative: alt="". The dialog gives the focus back to the text
    // (with the new image selected) a moment after it closes: typing before that would land elsewhere.
    await expect(editorOf(page)).toBeFocused();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("End");
    chooser = page.waitForEvent("filechooser");
    await useTool(page, "Görsel ekle");
    await (await chooser).setFiles({ name: "susleme.png", mimeType: "image/png", buffer: PIXEL });
    await expect(alt).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("checkbox", { name: /^Dekoratif görsel/ })).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Görseli ekle" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(editorOf(page).locator("img")).toHaveCount(2);

    await tabTo(page, page.getByRole("button", { name: "Taslak olarak kaydet" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Kayıt eklendi." })).toBeVisible();
    const body = (await storedAnnouncement(title))?.body ?? "";
    expect(body).toContain(`<img src="/medya/${"ab".repeat(11)}01-960.jpeg" alt="Ofisin cam kapılı girişi" width="960" height="640" />`);
    expect(body).toContain(`<img src="/medya/${"ab".repeat(11)}02-960.jpeg" alt="" width="960" height="640" />`);
    await removeAnnouncement(title);
  });

  test("shows the endpoint's Turkish refusal and inserts nothing", async ({ page }) => {
    await page.route("**/adminpanel/medya", (route) =>
      route.fulfill({ status: 415, json: { error: "Bu dosya bir görsel değil ya da desteklenmeyen bir biçimde." } }),
    );
    await openSignedIn(page, "/adminpanel?yeni");
    await tabTo(page, editorOf(page));
    const chooser = page.waitForEvent("filechooser");
    await useTool(page, "Görsel ekle");
    await (await chooser).setFiles({ name: "belge.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
    await expect(page.getByRole("status").filter({ hasText: "Bu dosya bir görsel değil ya da desteklenmeyen bir biçimde." })).toBeVisible();
    await expect(editorOf(page).locator("img")).toHaveCount(0);
  });
});

/** Pastes HTML into the focused editor as the clipboard of a word processor would hand it over (Ctrl+V). */
async function pasteHtml(page: Page, html: string) {
  await editorOf(page).evaluate((element, data) => {
    const clipboard = new DataTransfer();
    clipboard.setData("text/html", data);
    clipboard.setData("text/plain", "");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: clipboard, bubbles: true, cancelable: true }));
  }, html);
}

const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c"><h1 dir="ltr" style="line-height:1.38;margin-top:20pt"><span style="font-size:20pt;font-family:Arial;color:#000000;font-weight:400;">Ocak ayı takvimi</span></h1><p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-family:Arial;font-weight:700;">Önemli:</span><span style="font-size:11pt;font-family:Arial;font-weight:400;"> süreler </span><span style="font-size:11pt;font-family:Arial;font-weight:400;font-style:italic;">uzamaz</span><span style="font-weight:400;">. </span><a href="https://www.gib.gov.tr/" style="text-decoration:none;"><span style="color:#1155cc;text-decoration:underline;">GİB</span></a><a href="javascript:alert(1)"><span>tehlikeli</span></a></p><ul style="margin-top:0;"><li dir="ltr" style="list-style-type:disc;"><p dir="ltr"><span style="font-weight:400;">KDV</span></p></li><li dir="ltr"><p dir="ltr"><span style="font-weight:400;">Muhtasar</span></p></li></ul><div dir="ltr" align="left"><table style="border:none;border-collapse:collapse;"><colgroup><col width="100"><col width="100"></colgroup><tbody><tr style="height:0pt"><td style="border-left:solid #000000 1pt;"><p dir="ltr"><span style="font-weight:400;">Vergi</span></p></td><td><p dir="ltr"><span>Gün</span></p></td></tr><tr><td><p dir="ltr"><span>KDV</span></p></td><td><p dir="ltr"><span>26</span></p></td></tr></tbody></table></div><img src="https://lh7-us.googleusercontent.com/abc" width="200" height="100"></b><br class="Apple-interchange-newline">`;

const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0cm; font-family:"Calibri";} --></style><!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]--></head><body lang=TR style='tab-interval:35.4pt'><!--StartFragment--><p class=MsoNormal><b><span style='font-size:14.0pt'>Yıl sonu hatırlatması</span></b><o:p></o:p></p><p class=MsoNormal>Lütfen <i>belgelerinizi</i> <span style='color:red'>hazırlayın</span>.<o:p></o:p></p><p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Faturalar<o:p></o:p></p><p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Banka dökümleri<o:p></o:p></p><p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Birinci adım<o:p></o:p></p><p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>İkinci adım<o:p></o:p></p><p class=MsoNormal><o:p>&nbsp;</o:p></p><script>alert(1)</script><!--EndFragment--></body></html>`;

test.describe("pasting from word processors", () => {
  test("keeps the structure of a Google Docs document and drops its styles, foreign images and unsafe links", async ({ page }) => {
    await openSignedIn(page, "/adminpanel?yeni");
    await tabTo(page, editorOf(page));
    await pasteHtml(page, GOOGLE_DOCS);
    await expect(bodyField(page)).toHaveValue(/Muhtasar/);
    const html = await bodyField(page).inputValue();
    expect(html).toContain("<h2>Ocak ayı takvimi</h2>");
    expect(html).toContain('<p><strong>Önemli:</strong> süreler <em>uzamaz</em>. <a href="https://www.gib.gov.tr/">GİB</a>tehlikeli</p>');
    expect(html).toContain("<ul><li><p>KDV</p></li><li><p>Muhtasar</p></li></ul>");
    expect(html).toMatch(/<table[^>]*>.*<td[^>]*><p>Vergi<\/p><\/td>.*<td[^>]*><p>26<\/p><\/td>.*<\/table>/);
    expect(html).not.toMatch(/style=|class=|dir=|<img|<b\b|<span|javascript:|docs-internal/);
  });

  test("turns Word's list paragraphs into lists and drops its markup, comments and scripts", async ({ page }) => {
    await openSignedIn(page, "/adminpanel?yeni");
    await tabTo(page, editorOf(page));
    await pasteHtml(page, WORD);
    await expect(bodyField(page)).toHaveValue(/İkinci adım/);
    expect(await bodyField(page).inputValue()).toBe(
      "<p><strong>Yıl sonu hatırlatması</strong></p><p>Lütfen <em>belgelerinizi</em> hazırlayın.</p>" +
        "<ul><li><p>Faturalar</p></li><li><p>Banka dökümleri</p></li></ul>" +
        "<ol><li><p>Birinci adım</p></li><li><p>İkinci adım</p></li></ol>",
    );
  });
});

test.describe("a real toolbar, and axe", () => {
  test("is one tab stop with arrow keys, Home and End, pressed states and Escape back to the text", async ({ page }) => {
    await openSignedIn(page, "/adminpanel?yeni");
    await tabTo(page, editorOf(page));
    const toolbar = page.getByRole("toolbar", { name: "Metin biçimlendirme" });
    await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press("Shift+Tab");
    await expect(toolbar.getByRole("button", { name: "Paragraf" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(toolbar.getByRole("button", { name: "Yinele" })).toBeFocused();
    await expect(toolbar.getByRole("button", { name: "Yinele" })).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("ArrowRight");
    await expect(toolbar.getByRole("button", { name: "Paragraf" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(toolbar.getByRole("button", { name: "Yinele" })).toBeFocused();
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    await expect(toolbar.getByRole("button", { name: "Başlık 2" })).toBeFocused();
    await expect(toolbar.getByRole("button", { name: "Başlık 2" })).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Enter");
    await expect(editorOf(page)).toBeFocused();
    await expect(toolbar.getByRole("button", { name: "Başlık 2" })).toHaveAttribute("aria-pressed", "true");
    await expect(toolbar.getByRole("button", { name: "Kalın" })).toHaveAttribute("aria-keyshortcuts", "Control+B");
    // Tab leaves the toolbar for the text; the toolbar remembers its button.
    await page.keyboard.press("Shift+Tab");
    await expect(toolbar.getByRole("button", { name: "Başlık 2" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(editorOf(page)).toBeFocused();
  });

  test("the form has no axe-core violations: empty, with the link panel and image dialog open, with errors, and its preview", async ({
    page,
  }) => {
    const check = async () => {
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    };
    await page.route("**/adminpanel/medya", (route) =>
      route.fulfill({ json: { id: "cd".repeat(12), src: `/medya/${"cd".repeat(12)}-960.jpeg`, width: 960, height: 640 } }),
    );
    await page.route("**/medya/*", (route) => route.fulfill({ body: PIXEL, contentType: "image/png" }));
    await openSignedIn(page, "/adminpanel/haberler?yeni");
    await expect(editorOf(page)).toBeVisible();
    await check();

    await tabTo(page, page.getByLabel("Başlık", { exact: true }));
    await type(page, unique("Erişilebilirlik"));
    await tabTo(page, editorOf(page));
    await type(page, "Bağlantılı metin");
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("group", { name: "Bağlantı ekle" })).toBeVisible();
    await check();
    await page.keyboard.press("Escape");

    const chooser = page.waitForEvent("filechooser");
    await useTool(page, "Görsel ekle");
    await (await chooser).setFiles({ name: "a.jpg", mimeType: "image/jpeg", buffer: PIXEL });
    await expect(page.getByRole("group", { name: "Görseli ekle" })).toBeVisible();
    await page.keyboard.press("Enter");
    await check();
    await page.keyboard.press("Escape");

    // Scheduled without a time, and a meta description too long: the server's messages next to the fields.
    await tabTo(page, page.getByRole("radio", { name: /^Taslak/ }));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await tabTo(page, page.getByLabel("Meta açıklaması (isteğe bağlı)"));
    await type(page, "uzun ".repeat(33));
    await expect(page.getByText("karakter fazla")).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "Kaydet", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page.locator("#kayit-yayin_zamani-hata")).toHaveText("Zamanlamak için yayın tarihini ve saatini girin.");
    await expect(page.locator("#kayit-meta_aciklama-hata")).toContainText("en fazla 160 karakter");
    await check();

    const popup = page.waitForEvent("popup");
    await tabTo(page, page.getByRole("button", { name: /^Önizle/ }));
    await page.keyboard.press("Enter");
    const preview = await popup;
    await expect(preview.locator(".preview-banner")).toBeVisible();
    const results = await new AxeBuilder({ page: preview })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is a plain textarea that saves paragraphs", async ({ page }) => {
    const title = unique("Betiksiz duyuru");
    await page.goto("/adminpanel/giris?geri=%2Fadminpanel%3Fyeni");
    await page.getByLabel("E-posta").fill(ADMIN.email);
    await page.getByLabel("Şifre").fill(ADMIN.password);
    await page.getByLabel("Şifre").press("Enter");
    await expect(page).toHaveURL(/\/adminpanel\?yeni$/);
    await page.getByLabel("Başlık", { exact: true }).fill(title);
    const textarea = page.getByRole("textbox", { name: "İçerik" });
    await expect(textarea).toHaveJSProperty("tagName", "TEXTAREA");
    await textarea.fill("İlk paragraf.\nAlt satırı.\n\nİkinci paragraf.");
    // The time field shows only for Zamanlanmış, by CSS.
    await expect(page.getByLabel("Yayın tarihi ve saati (Türkiye saati)")).toBeHidden();
    await page.getByRole("radio", { name: /^Zamanlanmış/ }).check();
    await expect(page.getByLabel("Yayın tarihi ve saati (Türkiye saati)")).toBeVisible();
    await page.getByRole("radio", { name: /^Yayında/ }).check();
    await page.getByRole("button", { name: "Kaydet", exact: true }).press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Kayıt eklendi." })).toBeVisible();
    expect(await storedAnnouncement(title)).toMatchObject({
      status: "published",
      body: "<p>İlk paragraf.<br />Alt satırı.</p><p>İkinci paragraf.</p>",
    });
    await removeAnnouncement(title);
  });
});
