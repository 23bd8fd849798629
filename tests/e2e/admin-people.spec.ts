import { expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";
import { activate, E2E_ADMIN, expectNoAxeViolations, gotoReady, typeInto } from "#tests/e2e/helpers.ts";

// The e2e server's main admin: shared with the other specs, so it only invites and removes its own invitee here.
const PASSWORD = "Yeşil çay, kırmızı kalem 2026!";
/** The e2e server's database (playwright.config.ts): it has no SMTP, so mails wait in the outbox. */
const DATABASE = "test-results/e2e-site.db";

/** The invitation link e-mailed to `email`, read from the outbox. */
function invitationLink(email: string): string {
  const db = new Database(DATABASE, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select text_body from outbox where recipient = ? order by created_at desc limit 1").get(email) as
      | { text_body: string }
      | undefined;
    const link = /https?:\/\/\S+\/adminpanel\/davet\?anahtar=[\w-]+/.exec(row?.text_body ?? "")?.[0];
    if (!link) throw new Error(`No invitation e-mail to ${email} in the outbox`);
    return new URL(link).pathname + new URL(link).search;
  } finally {
    db.close();
  }
}

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("invites an Editör, who accepts in another browser; the role shows in the list; removing them ends their session at once, by keyboard", async ({
  page,
  browser,
}) => {
  // Two browsers and four axe-core runs, on a machine that may be busy.
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const invitee = `davetli-${Date.now().toString(36)}@ornek.test`;

  await gotoReady(page, "/adminpanel/giris?geri=%2Fadminpanel%2Fyoneticiler");
  await typeInto(page.getByLabel("E-posta"), E2E_ADMIN.email);
  await typeInto(page.getByLabel("Şifre"), E2E_ADMIN.password);
  await activate(page.getByRole("button", { name: "Giriş Yap" }));
  await expect(page.getByRole("heading", { level: 1, name: "Yöneticiler" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `${E2E_ADMIN.email} (siz)` })).toBeVisible();

  // The invite form, by keyboard: the role is a radio group (highest first, Sahip never offered), reached by Tab, chosen by arrow.
  const invite = page.getByRole("region", { name: "Yönetici davet et" });
  await expect(invite.getByRole("radio")).toHaveCount(3);
  await expect(invite.getByRole("radio", { name: "Sahip" })).toHaveCount(0);
  await typeInto(page.getByLabel("E-posta", { exact: true }), invitee);
  await typeInto(page.getByLabel("Ad (isteğe bağlı)"), "Deniz Yıldız");
  await page.keyboard.press("Tab");
  await expect(invite.getByRole("radio", { name: "Yönetici" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  const editorChoice = invite.getByRole("radio", { name: "Editör" });
  await expect(editorChoice).toBeFocused();
  await expect(editorChoice).toBeChecked();
  await expect(editorChoice).toHaveAccessibleDescription(/Tüm içerik/);
  await activate(page.getByRole("button", { name: "Davet gönder" }));
  await expect(status(page, `Davet e-postası ${invitee} adresine gönderildi (rol: Editör).`)).toBeVisible();
  const pendingRow = page.getByRole("row").filter({ hasText: invitee });
  await expect(pendingRow.getByRole("cell", { name: "Editör", exact: true })).toBeVisible();
  await expect(pendingRow).toContainText("Davet bekliyor");
  await expect(pendingRow).toContainText("tarihine kadar geçerli");
  await expect(page.getByLabel("E-posta", { exact: true })).toHaveValue("");
  await expectNoAxeViolations(page);

  // The invitee opens the link in a browser of their own.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    second.on("pageerror", (error) => errors.push(error.message));
    await gotoReady(second, invitationLink(invitee));
    await expect(second.getByRole("heading", { level: 1, name: "Hesabınızı açın" })).toBeVisible();
    await expect(second.getByText(invitee, { exact: true })).toBeVisible();
    await expect(second.getByLabel("Ad (isteğe bağlı)")).toHaveValue("Deniz Yıldız");
    await expect(second.getByRole("definition").filter({ hasText: "Editör" })).toContainText("Tüm içerik");
    await expectNoAxeViolations(second);

    // A common password first: refused next to the field, the link still works.
    await typeInto(second.getByLabel("Şifre", { exact: true }), "password1234");
    await typeInto(second.getByLabel("Şifre (tekrar)"), "password1234");
    await activate(second.getByRole("button", { name: "Hesabımı aç" }));
    await expect(second.getByText("Bu şifre en sık kullanılan şifreler listesinde var", { exact: false })).toBeVisible();
    await expect(second.getByLabel("Şifre", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(second);

    await typeInto(second.getByLabel("Şifre", { exact: true }), PASSWORD);
    await typeInto(second.getByLabel("Şifre (tekrar)"), PASSWORD);
    await activate(second.getByRole("button", { name: "Hesabımı aç" }));
    await expect(second.getByRole("heading", { level: 1, name: "Genel bakış" })).toBeVisible();
    await expect(second.locator(".admin-user")).toContainText(invitee);

    // The first admin removes them, through the confirmation step.
    await gotoReady(page, "/adminpanel/yoneticiler");
    const row = page.getByRole("row").filter({ hasText: invitee });
    await expect(row).toContainText("Deniz Yıldız");
    await expect(row.getByRole("cell", { name: "Editör", exact: true })).toBeVisible();
    await expect(row).not.toContainText("Henüz giriş yapmadı");
    await activate(page.getByRole("link", { name: `Kaldır: ${invitee}` }));
    // The focus lands on the confirmation; the next key reaches its button.
    await expect(page.getByRole("heading", { level: 2, name: "Yönetici kaldırılsın mı?" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Evet, kaldır" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(status(page, "Yönetici kaldırıldı; açık oturumları kapatıldı.")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: invitee })).toHaveCount(0);

    // Their next step in the admin lands on the sign-in page.
    await activate(second.getByRole("link", { name: "Haberler", exact: true }));
    await expect(second.getByRole("heading", { level: 1, name: "Yönetim paneli" })).toBeVisible();
    await expect(second).toHaveURL(/\/adminpanel\/giris/);
  } finally {
    await other.close();
  }
  expect(errors).toEqual([]);
});

test("shows a used or unknown invitation link as invalid, without a form", async ({ page }) => {
  const response = await page.goto("/adminpanel/davet?anahtar=bilinmeyen-anahtar");
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "Davet bağlantısı geçersiz" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Sizi davet eden yöneticiden yeni bir davet isteyin.");
  await expect(page.getByLabel("Şifre", { exact: true })).toHaveCount(0);
});
