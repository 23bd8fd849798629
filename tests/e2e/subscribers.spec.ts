import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { activate, expectNoAxeViolations, gotoReady, signInByKeyboard } from "#tests/e2e/helpers.ts";

// The e2e server's database (playwright.config.ts): fresh for every run.
const E2E_DB = "test-results/e2e-site.db";

/** A confirmed subscriber of this test's own, written into the e2e database (the server writes to it too: wait for its lock). */
function addConfirmed(email: string): void {
  const db = new Database(E2E_DB, { fileMustExist: true, timeout: 10_000 });
  try {
    const now = new Date().toISOString();
    db.prepare(
      `insert into subscribers (id, email, status, created_at, consent_at, source, unsubscribe_token) values (?, ?, 'confirmed', ?, ?, '/bulten', ?)`,
    ).run(`id${randomBytes(8).toString("hex")}`, email, now, now, randomBytes(24).toString("base64url"));
  } finally {
    db.close();
  }
}

test("Aboneler: withdraws a consent and erases a subscriber by keyboard, each after a confirmation, with no axe violations", async ({
  page,
}) => {
  // Four axe-core runs at two widths, on a machine that may be busy.
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const email = `kvkk-${Date.now().toString(36)}@ornek.test`;
  addConfirmed(email);

  await signInByKeyboard(page);
  await gotoReady(page, "/adminpanel/aboneler");
  await expect(page.getByRole("heading", { level: 1, name: "Aboneler" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("link", { name: `Onayı geri al: ${email}` })).toBeVisible();
  await expect(row.getByRole("link", { name: `Sil: ${email}` })).toBeVisible();
  // The row's three controls, at a phone's width and a desktop's.
  await expectNoAxeViolations(page);

  await activate(row.getByRole("link", { name: `Onayı geri al: ${email}` }));
  const withdrawHeading = page.getByRole("heading", { level: 2, name: "Onay geri alınsın mı?" });
  await expect(withdrawHeading).toBeFocused();
  await expect(page.getByRole("region", { name: "Onay geri alınsın mı?" })).toContainText(email);
  await expectNoAxeViolations(page);
  await activate(page.getByRole("button", { name: "Evet, onayı geri al" }));
  await expect(page.getByRole("status").filter({ hasText: "Onay geri alındı" })).toBeVisible();
  await expect(row.getByRole("cell", { name: /Ayrıldı/ })).toBeVisible();
  await expect(row.getByRole("link", { name: `Onayı geri al: ${email}` })).toHaveCount(0);

  await activate(row.getByRole("link", { name: `Sil: ${email}` }));
  await expect(page.getByRole("heading", { level: 2, name: "Abone silinsin mi?" })).toBeFocused();
  await expect(page.getByRole("region", { name: "Abone silinsin mi?" })).toContainText("RET satırını");
  await expectNoAxeViolations(page);
  await activate(page.getByRole("button", { name: "Evet, sil" }));
  await expect(page.getByRole("status").filter({ hasText: "Abone silindi" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  expect(errors).toEqual([]);
});
