import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { hashPassword } from "#app/.server/accounts/password.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import type { Role } from "#app/lib/roles.ts";
import { activate, expectNoAxeViolations, signInByKeyboard } from "#tests/e2e/helpers.ts";

/** The e2e server's database (playwright.config.ts). */
const DATABASE = "test-results/e2e-site.db";
const PASSWORD = "Editörün kendi şifresi 2026!";

/** An admin of this spec's own with `role`, removed afterwards. */
async function withAdmin(role: Role, run: (admin: { email: string; password: string }) => Promise<void>) {
  const email = `${role}-${Date.now().toString(36)}@ornek.test`;
  const id = newId();
  const now = nowIso();
  const db = new Database(DATABASE, { fileMustExist: true });
  try {
    db.prepare(
      "insert into admins (id, email, password_hash, created_at, password_changed_at, name, role) values (?, ?, ?, ?, ?, ?, ?)",
    ).run(id, email, await hashPassword(PASSWORD), now, now, "Rol Denemesi", role);
    await run({ email, password: PASSWORD });
  } finally {
    db.prepare("delete from admins where id = ?").run(id);
    db.close();
  }
}

test("an Editör's menu leaves out the Yönetici's screens, and one opened by its address shows a 403 inside the admin layout, by keyboard", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await withAdmin("editor", async (editor) => {
    await signInByKeyboard(page, editor);
    const menu = page.getByRole("navigation", { name: "Yönetim bölümleri" });
    await expect(menu.getByRole("link", { name: "Mesajlar" })).toBeAttached();
    await expect(menu.getByRole("link", { name: "Aboneler" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Yöneticiler" })).toHaveCount(0);
    await expect(page.locator(".admin-header")).toContainText("(Editör)");

    const response = await page.goto("/adminpanel/aboneler");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Bu sayfa için yetkiniz yok" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText(
      "Hesabınızın rolü Editör; bu sayfayı en az Yönetici rolündeki hesaplar kullanabilir.",
    );
    // Still inside the admin layout: the menu for the role, and the way back.
    await expect(menu.getByRole("link", { name: "Duyurular" })).toBeAttached();
    await expectNoAxeViolations(page);
    await activate(page.getByRole("link", { name: "Genel bakışa dön" }));
    await expect(page.getByRole("heading", { level: 1, name: "Genel bakış" })).toBeVisible();
  });
  expect(errors).toEqual([]);
});
