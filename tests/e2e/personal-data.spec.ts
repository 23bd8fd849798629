import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { activate, expectNoAxeViolations, gotoReady, signInByKeyboard, typeInto } from "#tests/e2e/helpers.ts";

// The e2e server's database (playwright.config.ts): fresh for every run.
const E2E_DB = "test-results/e2e-site.db";

/** A contact message of this test's own, written into the e2e database (the server writes to it too: wait for its lock). */
function addMessage(email: string): void {
  const db = new Database(E2E_DB, { fileMustExist: true, timeout: 10_000 });
  try {
    db.prepare(
      `insert into messages (id, name, phone, email, subject, body, created_at, read_at, client_ip) values (?, ?, ?, ?, ?, ?, ?, null, null)`,
    ).run(
      `id${randomBytes(8).toString("hex")}`,
      "Şükriye Işıklıgöz",
      "0312 987 65 43",
      email,
      "Danışmanlık",
      "Merhaba.",
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
}

test("Kişisel veri ara: searches, exports and erases a person's data by keyboard, with no axe violations", async ({ page }) => {
  // Four axe-core runs at two widths, on a machine that may be busy.
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const email = `kisi-${Date.now().toString(36)}@ornek.test`;
  addMessage(email);

  await signInByKeyboard(page);
  await gotoReady(page, "/adminpanel/kisisel-veri-ara");
  await expect(page.getByRole("heading", { level: 1, name: "Kişisel veri ara" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The search: a GET form, by the e-mail in capitals.
  await typeInto(page.getByLabel("E-posta"), email.toUpperCase());
  await activate(page.getByRole("button", { name: "Ara" }));
  await expect(page.getByRole("heading", { level: 3, name: "İletişim formu mesajları (1)" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "1 kayıt bulundu" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The export: a JSON file and a Turkish summary, downloaded.
  for (const [button, name] of [
    ["Dışa aktar (JSON)", /^kisisel-veriler-.*\.json$/],
    ["Özet (HTML)", /^kisisel-veriler-.*\.html$/],
  ] as const) {
    const download = page.waitForEvent("download");
    await activate(page.getByRole("button", { name: button }));
    expect((await download).suggestedFilename()).toMatch(name);
  }

  // The erasure: a confirmation that lists what goes, then the result.
  await activate(page.getByRole("link", { name: "Sil veya anonimleştir" }));
  const confirm = page.getByRole("heading", { level: 2, name: "Bu kişinin verileri silinsin mi?" });
  await expect(confirm).toBeFocused();
  await expect(page.getByRole("region", { name: "Bu kişinin verileri silinsin mi?" })).toContainText("Silinir (1)");
  await expectNoAxeViolations(page);
  await activate(page.getByRole("button", { name: "Evet, sil ve anonimleştir" }));
  await expect(page.getByRole("heading", { level: 2, name: "Silme tamamlandı" })).toBeFocused();
  await expect(page.getByText("1 kayıt silindi, 0 kayıt anonimleştirildi, 0 kayıt saklandı.")).toBeVisible();
  await expect(page.getByText("Bu bilgilerle hiçbir kaynakta kayıt bulunamadı.")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
