import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { axeOn, gotoReady } from "#tests/e2e/helpers.ts";

const ADMIN = { email: "yonetici@ornek.test", password: "e2e-gizli-sifre-2026" };

async function signIn(page: Page) {
  await gotoReady(page, "/adminpanel");
  await page.getByLabel("E-posta").fill(ADMIN.email);
  await page.getByLabel("Şifre").fill(ADMIN.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Genel bakış" })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("the image library", () => {
  test.describe.configure({ mode: "serial" });

  test("uploads a picture, shows it accessibly at 1280 and 360 px, and deletes it with the keyboard", async ({ page }) => {
    // Six axe-core runs over the admin with its side menu, beside another worker on a 2-core machine.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
    await page.getByRole("navigation", { name: "Yönetim bölümleri" }).getByRole("link", { name: "Görseller" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Görseller" })).toBeVisible();

    const name = `e2e-${Date.now().toString(36)}.png`;
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 90, b: Date.now() % 255 } } })
      .png()
      .toBuffer();
    await page.getByLabel("Görsel dosyası").setInputFiles({ name, mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Yükle" }).click();
    await expect(page.locator("p.admin-status")).toHaveText("Görsel yüklendi.");
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("900 × 600 piksel");
    await expect(row).toContainText("Kullanılmıyor");
    await expect(row.locator("img")).toHaveJSProperty("complete", true);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAxeViolations(page);

    await row.getByRole("link", { name: `Sil: ${name}` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Görsel silinsin mi?" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Evet, sil" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("p.admin-status")).toHaveText("Görsel silindi.");
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  });

  test("refuses a file over 15 MB in the browser before sending it", async ({ page }) => {
    // Handing 16 MB to the browser's file input takes a while on its own.
    test.setTimeout(90_000);
    await signIn(page);
    await gotoReady(page, "/adminpanel/medya");
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") requests.push(request.url());
    });
    await page
      .getByLabel("Görsel dosyası")
      .setInputFiles({ name: "buyuk.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(16 * 1024 * 1024) });
    await expect(page.getByText("Görsel en fazla 15 MB olabilir.")).toBeVisible();
    await page.getByRole("button", { name: "Yükle" }).click();
    await expect(page.getByLabel("Görsel dosyası")).toHaveAttribute("aria-invalid", "true");
    expect(requests).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
