/**
 * The editor's images and pasting: an upload through POST /adminpanel/medya
 * inserts an image only with alt text or as decorative (the endpoint's
 * answers are played with Playwright's page.route, per its contract), and
 * documents pasted from Word and Google Docs keep their structure, not their
 * styles or unsafe parts.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  bodyField,
  editorOf,
  openSignedIn,
  PIXEL,
  removeAnnouncement,
  storedAnnouncement,
  tabTo,
  type,
  unique,
  useTool,
} from "#tests/e2e/editor-helpers.ts";

test.describe.configure({ timeout: 120_000 });

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
    await openSignedIn(page, "/adminpanel/duyurular?yeni");
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

    // The dialog gives the focus back to the text a moment after it closes (typing before that
    // would land elsewhere), with the caret below the new image: what is typed goes on there.
    await expect(editorOf(page)).toBeFocused();
    await type(page, "Girişin ardından:");
    await expect(editorOf(page).locator("img")).toHaveCount(1);

    // A second image, at once, marked decorative: alt="".
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
    const first = `<img src="/medya/${"ab".repeat(11)}01-960.jpeg" alt="Ofisin cam kapılı girişi" width="960" height="640" />`;
    const second = `<img src="/medya/${"ab".repeat(11)}02-960.jpeg" alt="" width="960" height="640" />`;
    expect(body).toContain(first);
    expect(body).toContain(second);
    expect(body.indexOf(first)).toBeLessThan(body.indexOf("Girişin ardından:"));
    expect(body.indexOf("Girişin ardından:")).toBeLessThan(body.indexOf(second));
    await removeAnnouncement(title);
  });

  test("shows the endpoint's Turkish refusal and inserts nothing", async ({ page }) => {
    await page.route("**/adminpanel/medya", (route) =>
      route.fulfill({ status: 415, json: { error: "Bu dosya bir görsel değil ya da desteklenmeyen bir biçimde." } }),
    );
    await openSignedIn(page, "/adminpanel/duyurular?yeni");
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
    await openSignedIn(page, "/adminpanel/duyurular?yeni");
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
    await openSignedIn(page, "/adminpanel/duyurular?yeni");
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
