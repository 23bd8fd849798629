import { execFileSync } from "node:child_process";
import { type Browser, expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";
import { activate, expectNoAxeViolations, gotoReady, signInByKeyboard, typeInto } from "#tests/e2e/helpers.ts";

// The e2e server's database (playwright.config.ts): fresh for every run, no SMTP, so mails wait in its outbox.
const E2E_DB = "test-results/e2e-site.db";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/**
 * An admin of this spec's own (admin:create on the e2e database): other specs
 * share the main e2e admin, whose sessions and password must stay as they are.
 */
function createAdmin(prefix: string): { email: string; password: string } {
  const email = `${prefix}-${Date.now().toString(36)}@ornek.test`;
  const password = "ilk sifre mavi kalem 2026";
  execFileSync(process.execPath, ["scripts/admin-create.ts", "--email", email, "--password", password], {
    env: { ...process.env, DATABASE_URL: `file:${E2E_DB}` },
    stdio: "pipe",
  });
  return { email, password };
}

/** The newest mail to `email` waiting in the outbox. */
function lastMailTo(email: string): string {
  const db = new Database(E2E_DB, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select text_body from outbox where recipient = ? order by created_at desc limit 1").get(email) as
      | { text_body: string }
      | undefined;
    if (!row) throw new Error(`No mail to ${email} in the outbox`);
    return row.text_body;
  } finally {
    db.close();
  }
}

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("resets a forgotten password from the sign-in page's link, by keyboard, and signs in with the new one", async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const admin = createAdmin("unutkan");
  const next = "yeni sifre deniz feneri 2026";

  await gotoReady(page, "/adminpanel/giris");
  await activate(page.getByRole("link", { name: "Şifremi unuttum" }));
  await expect(page.getByRole("heading", { level: 1, name: "Şifremi unuttum" })).toBeVisible();
  await expect(page).toHaveURL(/\/adminpanel\/sifremi-unuttum$/);
  await expectNoAxeViolations(page);
  await typeInto(page.getByLabel("E-posta"), admin.email);
  await activate(page.getByRole("button", { name: "Bağlantı gönder" }));
  await expect(status(page, "Bu adres bir yönetici hesabına aitse")).toBeVisible();
  await expect(page.getByLabel("E-posta")).toHaveValue("");
  await expectNoAxeViolations(page);

  const link = /http:\/\/\S+\/adminpanel\/sifre-yenile\?anahtar=\S+/.exec(lastMailTo(admin.email))?.[0];
  expect(link).toBeDefined();
  await gotoReady(page, new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole("heading", { level: 1, name: "Yeni şifre belirleyin" })).toBeVisible();
  await expect(page.getByText(admin.email)).toBeVisible();
  await expectNoAxeViolations(page);

  // A common password: refused next to the field; the link still works.
  await typeInto(page.getByLabel("Yeni şifre", { exact: true }), "password1234");
  await typeInto(page.getByLabel("Yeni şifre (tekrar)"), "password1234");
  await activate(page.getByRole("button", { name: "Şifreyi kaydet" }));
  await expect(page.getByText("en sık kullanılan şifreler listesinde")).toBeVisible();
  await expect(page.getByLabel("Yeni şifre", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await typeInto(page.getByLabel("Yeni şifre", { exact: true }), next);
  await typeInto(page.getByLabel("Yeni şifre (tekrar)"), next);
  await activate(page.getByRole("button", { name: "Şifreyi kaydet" }));
  await expect(page.getByRole("heading", { level: 1, name: "Şifreniz değiştirildi" })).toBeVisible();
  await expect(status(page, "Şifreniz değiştirildi. Yeni şifrenizle giriş yapın.")).toBeVisible();
  await expectNoAxeViolations(page);

  await activate(page.getByRole("link", { name: "Giriş yap" }));
  await expect(page.getByRole("heading", { level: 1, name: "Yönetim paneli" })).toBeVisible();
  await signInByKeyboard(page, { email: admin.email, password: next });

  // The link was used up.
  await gotoReady(page, new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole("heading", { level: 1, name: "Bağlantı geçersiz" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

async function newBrowser(browser: Browser, userAgent?: string) {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  return { context, page: await context.newPage() };
}

test("Oturumlar: sees the session of a second browser and ends it, then all others, by keyboard", async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = createAdmin("oturum");
  const desk = await newBrowser(browser);
  const phone = await newBrowser(browser, IPHONE_SAFARI);
  try {
    await signInByKeyboard(desk.page, admin);
    await signInByKeyboard(phone.page, admin);

    await activate(desk.page.getByRole("navigation", { name: "Yönetim bölümleri" }).getByRole("link", { name: "Oturumlar" }));
    await expect(desk.page.getByRole("heading", { level: 1, name: "Oturumlar" })).toBeVisible();
    const rows = desk.page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText("Safari 17 · iPhone");
    await expect(rows.filter({ hasText: "Bu oturum" })).toHaveCount(1);
    await expectNoAxeViolations(desk.page);

    await activate(desk.page.getByRole("button", { name: /^Oturumu kapat: Safari 17 · iPhone/ }));
    await expect(status(desk.page, "Oturum kapatıldı.")).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(desk.page.getByText("Bu tarayıcı dışında açık oturumunuz yok.")).toBeVisible();
    await expectNoAxeViolations(desk.page);

    await phone.page.goto("/adminpanel");
    await expect(phone.page.getByRole("heading", { level: 1, name: "Yönetim paneli" })).toBeVisible();

    // Signed in again on the phone: "Diğer bütün oturumları kapat" ends it once more, the desk stays.
    await signInByKeyboard(phone.page, admin);
    await gotoReady(desk.page, "/adminpanel/oturumlar");
    await expect(rows).toHaveCount(3);
    await activate(desk.page.getByRole("button", { name: "Diğer bütün oturumları kapat" }));
    await expect(status(desk.page, "Diğer 1 oturum kapatıldı.")).toBeVisible();
    await expect(rows).toHaveCount(2);
    await phone.page.goto("/adminpanel");
    await expect(phone.page.getByRole("heading", { level: 1, name: "Yönetim paneli" })).toBeVisible();
    await gotoReady(desk.page, "/adminpanel");
    await expect(desk.page.getByRole("heading", { level: 1, name: "Genel bakış" })).toBeVisible();
  } finally {
    await desk.context.close();
    await phone.context.close();
  }
});
