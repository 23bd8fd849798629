import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { generate } from "otplib";
import { activate, expectNoAxeViolations, gotoReady, typeInto } from "#tests/e2e/helpers.ts";

/** An admin of this test only: the shared e2e admin never gets two-factor (other specs sign in with it). */
const ADMIN = { email: `iki-adim-${Date.now().toString(36)}@ornek.test`, password: "Kestane-Vapur-Lodos-2026!" };

test.beforeAll(() => {
  execFileSync(process.execPath, ["scripts/admin-create.ts", "--email", ADMIN.email, "--password", ADMIN.password], {
    env: { ...process.env, DATABASE_URL: "file:test-results/e2e-site.db" },
  });
});

async function password(page: Page) {
  await gotoReady(page, "/adminpanel/giris");
  await typeInto(page.getByLabel("E-posta"), ADMIN.email);
  await typeInto(page.getByLabel("Şifre"), ADMIN.password);
  await activate(page.getByRole("button", { name: "Giriş Yap" }));
}

async function signOut(page: Page) {
  await activate(page.getByRole("button", { name: "Çıkış Yap" }));
  await expect(page.getByRole("heading", { level: 1, name: "Yönetim paneli" })).toBeVisible();
}

const inside = (page: Page) => expect(page.getByRole("heading", { level: 1, name: "Genel bakış" })).toBeVisible();

test("turns two-factor on with a code from the app, then signs in with a code and with a recovery code (once), by keyboard", async ({
  page,
}) => {
  // A long walk with ten axe-core runs, on a machine that may be busy.
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  await password(page);
  await inside(page);
  await activate(page.getByRole("navigation", { name: "Yönetim bölümleri" }).getByRole("link", { name: "İki adımlı doğrulama" }));
  await expect(page.getByRole("heading", { level: 1, name: "İki adımlı doğrulama" })).toBeVisible();
  await expect(page.getByText("Durum: Kapalı.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Setup: the QR code (with its text alternative) and the secret to type in.
  await activate(page.getByRole("button", { name: "İki adımlı doğrulamayı aç" }));
  await expect(page.getByRole("heading", { level: 2, name: "Kurulum" })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR kodu/ })).toBeVisible();
  const secret = (await page.locator(".two-factor-secret").textContent())!.replaceAll(" ", "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);

  const now = Math.floor(Date.now() / 1000);
  await typeInto(page.getByLabel("Doğrulama kodu"), await generate({ secret, epoch: now - 30 }));
  await activate(page.getByRole("button", { name: "Onayla ve aç" }));
  const shown = page.getByRole("heading", { level: 2, name: "İki adımlı doğrulama açıldı: kurtarma kodlarınız" });
  await expect(shown).toBeFocused();
  const codes = await page.locator(".recovery-code-list code").allTextContents();
  expect(codes).toHaveLength(10);
  await expect(page.getByText(/Durum: Açık/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The codes are shown once: on the next visit, only how many are left.
  await gotoReady(page, "/adminpanel/iki-adimli-dogrulama");
  await expect(page.getByText("Kalan kurtarma kodu: 10 / 10.")).toBeVisible();
  await expect(page.locator(".recovery-code-list")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await signOut(page);

  // Sign in: after the password, the code.
  await password(page);
  await expect(page).toHaveURL(/\/adminpanel\/giris\/dogrulama$/);
  await expect(page.getByRole("heading", { level: 1, name: "İki adımlı doğrulama" })).toBeVisible();
  const codeField = page.getByLabel("Doğrulama kodu");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expectNoAxeViolations(page);
  await typeInto(codeField, await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
  await activate(page.getByRole("button", { name: "Doğrula" }));
  await inside(page);
  await signOut(page);

  // With a recovery code instead; it works once.
  for (const attempt of ["first", "again"]) {
    await password(page);
    await activate(page.getByRole("link", { name: "Kurtarma kodu kullan" }));
    const field = page.getByLabel("Kurtarma kodu");
    await expect(field).toBeVisible();
    if (attempt === "first") await expectNoAxeViolations(page);
    await typeInto(field, codes[0]!);
    await activate(page.getByRole("button", { name: "Doğrula" }));
    if (attempt === "first") {
      await inside(page);
      await signOut(page);
    } else {
      await expect(page.getByRole("alert")).toHaveText("Doğrulama kodu hatalı.");
      await expectNoAxeViolations(page);
    }
  }
  expect(errors).toEqual([]);
});
