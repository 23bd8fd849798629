/**
 * The office's editor, used with the keyboard only (no mouse clicks): sign
 * in, write, format, save as a draft, preview, publish; the text kept through
 * an expired session; the toolbar's keyboard model; axe on the form; the
 * form without JavaScript. The stored HTML is read from the test server's
 * database (playwright.config.ts: test-results/e2e-site.db). Images and
 * pasting: editor-content.spec.ts.
 */
import { expect, test } from "@playwright/test";
import {
  ADMIN,
  editorOf,
  openSignedIn,
  PIXEL,
  removeAnnouncement,
  signInHere,
  storedAnnouncement,
  tabTo,
  type,
  unique,
  useTool,
} from "#tests/e2e/editor-helpers.ts";
import { axeOn, gotoReady } from "#tests/e2e/helpers.ts";

// Typing whole announcements key by key takes a while on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.describe("the editor, with the keyboard only", () => {
  test("writes an announcement with a heading, bold text, a list, a 3×4 table and a link; saves a draft, previews it and publishes it", async ({
    page,
  }) => {
    const title = unique("Beyanname takvimi");
    test.info().attach("title", { body: title });
    await openSignedIn(page, "/adminpanel/duyurular?yeni");
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
    // A draft answers as an unknown announcement does: to the list, revealing nothing (issue 21, item 12).
    const draftAnswer = await page.request.get(`/duyurular/${stored!.id}`, { maxRedirects: 0 });
    expect(draftAnswer.status()).toBe(302);
    expect(draftAnswer.headers().location).toBe("/duyurular/0");

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
    await openSignedIn(page, "/adminpanel/duyurular?yeni");
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
    await expect(page).toHaveURL(/\/adminpanel\/giris\?geri=%2Fadminpanel%2Fduyurular%3Fyeni$/);
    await signInHere(page);
    await expect(page).toHaveURL(/\/adminpanel\/duyurular\?yeni$/);

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
    await gotoReady(page, "/adminpanel/duyurular?yeni");
    await expect(editorOf(page)).toBeVisible();
    await expect(page.getByText("Kaydedilmemiş değişiklikleriniz var")).toHaveCount(0);
    await removeAnnouncement(title);
  });
});

test.describe("a real toolbar, and axe", () => {
  test("is one tab stop with arrow keys, Home and End, pressed states and Escape back to the text", async ({ page }) => {
    await openSignedIn(page, "/adminpanel/duyurular?yeni");
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
      const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
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
    // Escape closes the panel and gives the text its focus back (Alt+F10 pressed before that was lost under load).
    await expect(page.getByRole("group", { name: "Bağlantı ekle" })).toBeHidden();
    await expect(editorOf(page)).toBeFocused();

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
    const results = await axeOn(preview).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe("the toolbar's names and a table's borders (issue 21, item 10)", () => {
  test("every button has a name, shown beside it on keyboard focus and hover; a table keeps its bottom border; axe is clean", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    await openSignedIn(page, "/adminpanel/duyurular?yeni");
    await tabTo(page, editorOf(page));
    await useTool(page, "Tablo ekle (3×3, başlık satırlı)");
    // The header row filled in (Tab moves to the next cell): an empty header cell is the text's fault, not the editor's.
    for (const header of ["Beyanname", "Dönem", "Son gün"]) {
      await type(page, header);
      await page.keyboard.press("Tab");
    }
    await type(page, "KDV");

    const toolbar = page.getByRole("toolbar", { name: "Metin biçimlendirme" });
    const buttons = toolbar.getByRole("button");
    const count = await buttons.count();
    expect(count).toBeGreaterThan(15);
    for (let i = 0; i < count; i++) {
      const button = buttons.nth(i);
      const name = (await button.getAttribute("aria-label")) ?? "";
      await expect(button).toHaveAccessibleName(name);
      expect(name.trim(), `button ${i}`).not.toBe("");
      // Its visible name starts with the accessible one (a shortcut may follow), hidden until focus or hover.
      await expect(button.locator(".editor-tool-tip")).toBeHidden();
      const shown = (await button.locator(".editor-tool-tip").textContent()) ?? "";
      expect(shown === name || shown.startsWith(`${name} (`), `${name}: ${shown}`).toBe(true);
    }

    // Keyboard focus shows the focused button's name, inside the phone's width.
    await page.keyboard.press("Alt+F10");
    await page.keyboard.press("End");
    for (const name of ["Yinele", "Geri al", "Görsel ekle", "Tabloyu sil", "Başlık satırı (aç/kapat)", "Sütunu sil"]) {
      const button = toolbar.getByRole("button", { name, exact: true });
      await expect(button).toBeFocused();
      const tip = button.locator(".editor-tool-tip");
      await expect(tip).toBeVisible();
      const box = (await tip.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(360);
      await page.keyboard.press("ArrowLeft");
    }
    // The mouse shows it too.
    await toolbar.getByRole("button", { name: "Alta satır ekle", exact: true }).hover();
    await expect(toolbar.getByRole("button", { name: "Alta satır ekle", exact: true }).locator(".editor-tool-tip")).toBeVisible();

    // Every cell of the last row keeps its bottom border, as the other rows do.
    const cells = page.locator(".editor-area table tr:last-child > *");
    await expect(cells).toHaveCount(3);
    for (const border of await cells.evaluateAll((all) =>
      all.map((cell) => {
        const style = getComputedStyle(cell);
        return `${style.borderBottomWidth} ${style.borderBottomStyle}`;
      }),
    )) {
      expect(border).toBe("1px solid");
    }

    const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is a plain textarea that saves paragraphs", async ({ page }) => {
    const title = unique("Betiksiz duyuru");
    await page.goto("/adminpanel/giris?geri=%2Fadminpanel%2Fduyurular%3Fyeni");
    await page.getByLabel("E-posta").fill(ADMIN.email);
    await page.getByLabel("Şifre").fill(ADMIN.password);
    await page.getByLabel("Şifre").press("Enter");
    await expect(page).toHaveURL(/\/adminpanel\/duyurular\?yeni$/);
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
