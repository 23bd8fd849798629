import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";
import { activate, E2E_ADMIN, expectNoAxeViolations, gotoReady, signInByKeyboard } from "#tests/e2e/helpers.ts";

// The e2e server's database (playwright.config.ts): fresh for every run, no SMTP, so deliveries wait in its outbox.
const E2E_DB = "test-results/e2e-site.db";

/** Runs `work` on the e2e database (the server writes to it too: wait for its lock). */
function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(E2E_DB, { fileMustExist: true, timeout: 10_000 });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** A draft and three confirmed subscribers of this test's own. */
function arrange(tag: string): { issueId: string; subject: string } {
  const issueId = `id${randomBytes(8).toString("hex")}`;
  const subject = `E2E gönderim ${tag}`;
  const now = new Date().toISOString();
  withDb((db) => {
    const subscriber = db.prepare(
      `insert into subscribers (id, email, status, created_at, consent_at, source, unsubscribe_token) values (?, ?, 'confirmed', ?, ?, '/', ?)`,
    );
    for (let i = 0; i < 3; i++) {
      subscriber.run(
        `id${randomBytes(8).toString("hex")}`,
        `gonderim-${tag}-${i}@ornek.test`,
        now,
        now,
        randomBytes(24).toString("base64url"),
      );
    }
    db.prepare(
      `insert into newsletter_issues (id, subject, preheader, body, status, created_at, updated_at, admin_email) values (?, ?, '', ?, 'draft', ?, ?, ?)`,
    ).run(issueId, subject, `<p>${subject} içeriği.</p>`, now, now, E2E_ADMIN.email);
  });
  return { issueId, subject };
}

const count = (page: Page, label: string) =>
  page.getByRole("list", { name: "Gönderim sayıları" }).getByRole("listitem").filter({ hasText: label }).locator("strong");

test("confirms a send with the number of confirmed subscribers, shows its progress updating, and cancels what is not sent, by keyboard", async ({
  page,
}) => {
  // Four axe-core runs and a wait for the progress to update, on a machine that may be busy.
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const tag = Date.now().toString(36);
  const { issueId, subject } = arrange(tag);
  const sendPath = `/adminpanel/bulten/${issueId}/gonder`;

  await signInByKeyboard(page);
  await gotoReady(page, sendPath);
  await expect(page.getByRole("heading", { level: 1, name: `Gönder: ${subject}` })).toBeVisible();
  await expect(page.getByText(/Bu sayı \d+ onaylı aboneye gönderilecek\. Gönderim başladıktan sonra sayı değiştirilemez\./)).toBeVisible();
  await expect(page.getByRole("link", { name: "Sayıya dön" })).toHaveAttribute("href", `/adminpanel/bulten/${issueId}`);
  await expectNoAxeViolations(page);

  await activate(page.getByRole("button", { name: "Gönder", exact: true }));
  await expect(page.getByRole("status").filter({ hasText: "Gönderim başladı." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /Durum: Gönderiliyor/ })).toBeVisible();
  const recipients = Number(await count(page, "Alıcı").textContent());
  expect(recipients).toBeGreaterThanOrEqual(3);
  // No SMTP here: every delivery is queued and waits.
  await expect(count(page, "Sıraya alındı")).toHaveText(String(recipients), { timeout: 15_000 });
  await expect(count(page, "Bekliyor")).toHaveText(String(recipients));
  await expect(page.getByRole("progressbar", { name: /İlerleme/ })).toBeVisible();

  // A delivery goes out: the screen shows it without a reload.
  withDb((db) =>
    db
      .prepare("update outbox set status = 'sent', sent_at = ? where id = (select id from outbox where issue_id = ? limit 1)")
      .run(new Date().toISOString(), issueId),
  );
  await expect(count(page, "Gönderildi")).toHaveText("1", { timeout: 15_000 });
  await expect(page.getByText(`1 / ${recipients.toLocaleString("tr-TR")} tamamlandı`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Cancel: a confirmation first, which takes the focus.
  await activate(page.getByRole("link", { name: "Gönderilmeyenleri iptal et" }));
  await expect(page.getByRole("heading", { level: 2, name: "Gönderilmeyenler iptal edilsin mi?" })).toBeFocused();
  await expectNoAxeViolations(page);
  await activate(page.getByRole("button", { name: "Evet, iptal et" }));
  await expect(page.getByRole("status").filter({ hasText: "Gönderilmeyen e-postalar iptal edildi." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /Durum: İptal edildi/ })).toBeVisible();
  await expect(count(page, "İptal edildi")).toHaveText(String(recipients - 1));
  await expect(page.getByRole("link", { name: "Gönderilmeyenleri iptal et" })).toHaveCount(0);
  const left = withDb((db) => db.prepare("select count(*) as n from outbox where issue_id = ? and status = 'pending'").get(issueId)) as {
    n: number;
  };
  expect(left.n).toBe(0);
  expect(errors).toEqual([]);
});

test("works without JavaScript: the send is a plain form, and Yenile reloads the progress", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const { issueId } = arrange(`js-yok-${Date.now().toString(36)}`);
    await page.goto("/adminpanel/giris");
    await page.getByLabel("E-posta").fill(E2E_ADMIN.email);
    await page.getByLabel("Şifre").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Genel bakış" })).toBeVisible();
    await page.goto(`/adminpanel/bulten/${issueId}/gonder`);
    await page.getByRole("button", { name: "Gönder", exact: true }).click();
    await expect(page.getByText("Gönderim başladı.")).toBeVisible();
    await page.getByRole("link", { name: "Yenile" }).click();
    await expect(page.getByRole("heading", { level: 2, name: /Durum: Gönderiliyor/ })).toBeVisible();
    await page.getByRole("link", { name: "Gönderilmeyenleri iptal et" }).click();
    await page.getByRole("button", { name: "Evet, iptal et" }).click();
    await expect(page.getByRole("heading", { level: 2, name: /Durum: İptal edildi/ })).toBeVisible();
  } finally {
    await context.close();
  }
});
