import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { activate, E2E_ADMIN, expectNoAxeViolations, signInByKeyboard, typeInto } from "#tests/e2e/helpers.ts";

/**
 * Yükleme kotaları by keyboard (ADR 033): the Sahip opens the screen from the
 * menu, gives an account of the spec's own a quota below what it has
 * uploaded, confirms it on the step that asks, and reads the new quota in
 * the table; the screen is axe-clean with the form, the step and after.
 * The spec changes only its own account (the e2e Sahip's quota is shared).
 */
const E2E_DB = "test-results/e2e-site.db";

/** An account with 2 MB uploaded (an attachment row of its own); removed after the test. */
function addUploader(email: string): () => void {
  const db = new Database(E2E_DB, { fileMustExist: true, timeout: 10_000 });
  const id = randomBytes(12).toString("hex");
  const attachment = randomBytes(16).toString("hex");
  const now = new Date().toISOString();
  try {
    db.prepare(
      "insert into admins (id, email, password_hash, created_at, password_changed_at, name, role) values (?, ?, ?, ?, ?, '', 'author')",
    ).run(id, email, "x", now, now);
    db.prepare(
      "insert into attachments (id, file_name, format, content_type, bytes, data, text, has_text, pages, admin_email, created_at) values (?, 'kota.pdf', 'pdf', 'application/pdf', ?, ?, '', 0, 1, ?, ?)",
    ).run(attachment, 2 * 1024 * 1024, Buffer.from("%PDF-1.4"), email, now);
  } finally {
    db.close();
  }
  return () => {
    const cleanup = new Database(E2E_DB, { fileMustExist: true, timeout: 10_000 });
    try {
      cleanup.prepare("delete from attachments where id = ?").run(attachment);
      cleanup.prepare("delete from admins where id = ?").run(id);
    } finally {
      cleanup.close();
    }
  };
}

test("the Sahip lowers an account's upload quota below its uploads by keyboard, after the confirmation step", async ({ page }) => {
  test.setTimeout(180_000);
  const email = `kota-${Date.now().toString(36)}@ornek.test`;
  const remove = addUploader(email);
  try {
    await signInByKeyboard(page, E2E_ADMIN);
    await activate(page.getByRole("navigation").getByRole("link", { name: "Yükleme kotaları" }));
    await expect(page.getByRole("heading", { level: 1, name: "Yükleme kotaları" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row.getByRole("cell", { name: "2 MB", exact: true })).toBeVisible();
    await expect(row.getByRole("cell", { name: "500 MB (varsayılan)" })).toBeVisible();

    await activate(row.getByRole("link", { name: `Kotayı değiştir: ${email}` }));
    await expect(page.getByRole("heading", { name: `Kotayı değiştir: ${email}` })).toBeFocused();
    await expectNoAxeViolations(page);
    const field = page.getByLabel("Bu hesabın kotası (MB)");
    await expect(field).toHaveAccessibleDescription(/Boş bırakırsanız varsayılan kota \(500 MB\) geçerli olur/);
    await typeInto(field, "1");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Kotayı kaydet", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");

    const step = page.getByRole("heading", { name: "Kota, yüklenmiş dosyaların altında kalıyor" });
    await expect(step).toBeFocused();
    await expect(page.getByRole("region", { name: "Kota, yüklenmiş dosyaların altında kalıyor" })).toContainText(`${email} (2 MB)`);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Evet, kaydet" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByRole("status").filter({ hasText: `${email} hesabının yükleme kotası kaydedildi.` })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: email }).getByRole("cell", { name: "1 MB", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    remove();
  }
});
