import { expect, type Page, test } from "@playwright/test";
import { gotoReady } from "#tests/e2e/helpers.ts";

const contact = {
  İsim: "Deniz Arslan",
  Telefon: "0312 000 00 02",
  "E-posta": "deniz@ornek.com.tr",
  Konu: "Tam tasdik",
  Mesaj: "Tam tasdik sözleşmesi hakkında bilgi almak istiyoruz.",
};

async function fillContact(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

test.describe("contact form", () => {
  test("requires all five fields before sending", async ({ page }) => {
    await gotoReady(page, "/iletisim");
    const form = page.locator("form.form");
    for (const label of Object.keys(contact)) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    }
    await page.getByRole("button", { name: "Gönder" }).click();
    // The browser stops an incomplete form: nothing is sent, the first empty field is flagged.
    await expect(page.getByLabel("İsim", { exact: true })).toBeFocused();
    expect(await page.getByLabel("İsim", { exact: true }).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(form.getByRole("status")).toHaveText("");

    await fillContact(page, { ...contact, "E-posta": "deniz@" });
    await page.getByRole("button", { name: "Gönder" }).click();
    expect(await page.getByLabel("E-posta", { exact: true }).evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
  });

  test("clears the fields and shows a status after a successful send", async ({ page }) => {
    await gotoReady(page, "/iletisim");
    await fillContact(page, contact);
    await page.getByRole("button", { name: "Gönder" }).click();
    // Post/redirect/get: a reload shows the page again instead of sending twice.
    await expect(page).toHaveURL(/\/iletisim\?durum=gonderildi#contact-form-title$/);
    await expect(page.locator("form.form").getByRole("status")).toContainText("Mesajınız bize ulaştı");
    for (const label of Object.keys(contact)) await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
    await expect(page.getByRole("button", { name: "Gönder" })).toBeEnabled();
  });

  test("disables the button while sending, so a second click sends nothing", async ({ page }) => {
    await gotoReady(page, "/iletisim");
    await fillContact(page, contact);
    // Count the sends that get past the page's own handlers, and hold them here instead of leaving.
    await page.evaluate(() => {
      const w = window as unknown as { sends: number };
      w.sends = 0;
      document.querySelector("form.form")!.addEventListener("submit", (event) => {
        w.sends++;
        event.preventDefault();
      });
    });
    const sends = () => page.evaluate(() => (window as unknown as { sends: number }).sends);
    const button = page.locator("form.form button[type=submit]");
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveText("Gönderiliyor…");
    expect(await sends()).toBe(1);
    await button.click({ force: true });
    await page.getByLabel("İsim", { exact: true }).press("Enter");
    expect(await sends()).toBe(1);

    // Back from the history cache, the form can be sent again.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
    await expect(button).toBeEnabled();
    await expect(button).toHaveText("Gönder");
  });

  test("keeps what was typed and shows the server's message next to the field", async ({ page }) => {
    await gotoReady(page, "/iletisim");
    await fillContact(page, { ...contact, Telefon: "numaram yok" });
    await page.getByRole("button", { name: "Gönder" }).click();
    const phone = page.getByLabel("Telefon", { exact: true });
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#iletisim-telefon-hata")).toContainText("Geçerli bir telefon numarası girin");
    await expect(phone).toBeFocused();
    await expect(page.getByLabel("İsim", { exact: true })).toHaveValue(contact.İsim);
    await expect(page.getByLabel("Mesaj", { exact: true })).toHaveValue(contact.Mesaj);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form still sends and answers", async ({ page }) => {
    await page.goto("/iletisim");
    await fillContact(page, contact);
    await page.getByRole("button", { name: "Gönder" }).click();
    await expect(page).toHaveURL(/\/iletisim\?durum=gonderildi#contact-form-title$/);
    await expect(page.locator("form.form").getByRole("status")).toContainText("Mesajınız bize ulaştı");
    await expect(page.getByLabel("İsim", { exact: true })).toHaveValue("");
  });

  test("the contact form keeps what was typed and shows the server's message", async ({ page }) => {
    await page.goto("/iletisim");
    await fillContact(page, { ...contact, Telefon: "numaram yok" });
    await page.getByRole("button", { name: "Gönder" }).click();
    await expect(page.getByLabel("Telefon", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#iletisim-telefon-hata")).toContainText("Geçerli bir telefon numarası girin");
    await expect(page.getByLabel("Mesaj", { exact: true })).toHaveValue(contact.Mesaj);
  });

  test("the newsletter form still subscribes", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("E-posta adresiniz").fill("betiksiz-okur@ornek.com.tr");
    await page.getByRole("button", { name: "Abone Ol" }).click();
    await expect(page).toHaveURL(/\/\?bulten=alindi#bulten-title$/);
    await expect(page.locator(".newsletter").getByRole("status")).toContainText("Abonelik talebiniz alındı");
  });

  test("the FAQ answers, the menus and the mobile menu stay reachable", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/sss");
    const first = page.locator("details.accordion-item").first();
    await expect(first.locator(".accordion-panel")).toBeHidden();
    await first.locator("summary").click();
    await expect(first.locator(".accordion-panel")).toBeVisible();
    await expect(page.locator("#ana-menu")).toBeVisible();
    await expect(page.getByRole("button", { name: "Menü" })).toBeHidden();
    // A focused menu button opens its menu with CSS alone.
    await page.locator("#menu-btn-hizmetler").focus();
    await expect(page.locator("#menu-hizmetler")).toBeVisible();
  });
});

test.describe("newsletter form", () => {
  test("requires an e-mail address, then clears it with a status after subscribing", async ({ page }) => {
    await gotoReady(page, "/");
    const field = page.getByLabel("E-posta adresiniz");
    await expect(field).toHaveAttribute("type", "email");
    await expect(field).toHaveAttribute("name", "eposta");
    await page.getByRole("button", { name: "Abone Ol" }).click();
    expect(await field.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    await field.fill("bulten-okuru@ornek.com.tr");
    await page.getByRole("button", { name: "Abone Ol" }).click();
    await expect(page).toHaveURL(/\/\?bulten=alindi#bulten-title$/);
    await expect(page.locator(".newsletter").getByRole("status")).toContainText("Abonelik talebiniz alındı");
    await expect(field).toHaveValue("");
  });
});
