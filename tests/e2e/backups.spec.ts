import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";
import { hashPassword } from "#app/.server/accounts/password.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import { activate, E2E_ADMIN, expectNoAxeViolations, signInByKeyboard } from "#tests/e2e/helpers.ts";

/**
 * Yedekler by keyboard (issue 40): the Sahip opens it from the menu, Tabs to
 * "Şimdi yedekle" and presses Enter, reads the new verified backup in the
 * list and its restore command, then Tabs through the download form: a wrong
 * password brings the screen back with the reason and nothing downloaded,
 * the right one downloads the file's very bytes. A Yönetici sees the list
 * without the button or the download form. axe-clean at 360 and 1280 px.
 */
const DATABASE = "test-results/e2e-site.db";
const PASSWORD = "Yöneticinin kendi şifresi 2026!";

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("the Sahip takes a backup, reads its restore command and downloads it by keyboard, after a wrong password refused", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signInByKeyboard(page, E2E_ADMIN);
  await activate(page.getByRole("navigation").getByRole("link", { name: "Yedekler" }));
  await expect(page.getByRole("heading", { level: 1, name: "Yedekler" })).toBeVisible();
  await expectNoAxeViolations(page);

  const take = page.getByRole("button", { name: "Şimdi yedekle" });
  await tabTo(page, take);
  await page.keyboard.press("Enter");
  const said = page.locator("main p.admin-status");
  await expect(said).toContainText(/Yedek alındı ve doğrulandı: site-\d{8}T\d{6}Z\.db \(/, { timeout: 60_000 });
  const name = /site-\d{8}T\d{6}Z\.db/.exec((await said.textContent()) ?? "")?.[0] ?? "";
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("cell").nth(2)).toHaveText("Doğrulandı");
  await expect(row).toContainText("Elle (Şimdi yedekle)");

  const summary = row.getByText("Geri yükleme komutu");
  await tabTo(page, summary);
  await page.keyboard.press("Enter");
  await expect(row.locator("pre")).toContainText(`npm run db:restore -- `);
  await expect(row.locator("pre")).toContainText(name);
  await expectNoAxeViolations(page);

  // A wrong password: the screen again, the reason beside the field, no file.
  let downloads = 0;
  page.on("download", () => downloads++);
  await tabTo(page, page.getByLabel("Yedek"));
  await expect(page.getByLabel("Yedek")).toHaveValue(name);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Şifreniz")).toBeFocused();
  await page.keyboard.type("yanlış şifre");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Yedeği indir" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Şifreniz")).toHaveAccessibleDescription("Şifre hatalı. Yedek indirilmedi.");
  await expect(page.getByRole("heading", { name: "Yedeği indir" })).toBeFocused();
  expect(downloads).toBe(0);
  await expectNoAxeViolations(page);

  // The right one: the file, named after the backup, byte for byte.
  await tabTo(page, page.getByLabel("Şifreniz"));
  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press("Tab");
  const downloaded = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(name);
  const folder = (await page.locator("main p code").first().textContent()) ?? "";
  expect(readFileSync((await download.path()) ?? "").equals(readFileSync(join(folder, name)))).toBe(true);
  expect(errors).toEqual([]);
});

test("a Yönetici sees the list but no Şimdi yedekle and no download, axe-clean", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `yedek-yonetici-${Date.now().toString(36)}@ornek.test`;
  const id = newId();
  const now = nowIso();
  const db = new Database(DATABASE, { fileMustExist: true, timeout: 10_000 });
  try {
    db.prepare(
      "insert into admins (id, email, password_hash, created_at, password_changed_at, name, role) values (?, ?, ?, ?, ?, ?, 'manager')",
    ).run(id, email, await hashPassword(PASSWORD), now, now, "Yedek Denemesi");
    await signInByKeyboard(page, { email, password: PASSWORD });
    await activate(page.getByRole("navigation").getByRole("link", { name: "Yedekler" }));
    await expect(page.getByRole("heading", { level: 1, name: "Yedekler" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Yedekler, en yenisi başta" }).or(page.getByText("Henüz yedek yok."))).toBeVisible();
    await expect(page.getByRole("button", { name: "Şimdi yedekle" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Yedeği indir" })).toHaveCount(0);
    await expect(page.getByLabel("Şifreniz")).toHaveCount(0);
    await expect(page.getByText("Yedek almak ve indirmek Sahip'e özeldir")).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    db.prepare("delete from admins where id = ?").run(id);
    db.close();
  }
});
