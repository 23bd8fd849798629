import { expect, type Page, test } from "@playwright/test";
import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { makePdf } from "#tests/helpers/pdf.ts";
import { activate, expectNoAxeViolations, gotoReady } from "./helpers.ts";

/**
 * The KVKK application (issue 42) in a browser: filled in, sent and confirmed by keyboard alone,
 * a refusal with its messages, axe-clean at a phone's and a desktop's width on the empty form, a
 * refusal, the "received" page and the confirmation pages; and the whole way without
 * JavaScript, a PDF attached, the address confirmed through the e-mail's link.
 */

const FORM = "/kvkk/basvuru";
const DATABASE_URL = "file:test-results/e2e-site.db";

let db: Kysely<Database>;
test.beforeAll(() => {
  db = openTestDb(DATABASE_URL);
});
test.afterAll(async () => {
  await db?.destroy();
});

/** A text field by its name as a screen reader reads it (a required one ends in "(zorunlu)"). */
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const radio = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
const right = (page: Page, letter: string) => page.getByRole("checkbox", { name: new RegExp(`^\\(${letter}\\) `) });
const relation = (page: Page) => page.getByRole("combobox", { name: "Firmamızla ilişkiniz (zorunlu)", exact: true });
const documents = (page: Page) => page.locator("#kvkk-belgeler");

/** The valid values, by label, that the tests fill in. */
async function fillValid(page: Page, email: string) {
  await field(page, "Ad ve soyad (zorunlu)").fill("Deniz Arslan");
  await radio(page, "T.C. vatandaşıyım").check();
  await field(page, "T.C. kimlik numarası").fill("10000000146");
  await field(page, "Tebligata esas adres (zorunlu)").fill("Kızılay Mah. Atatürk Bulvarı No: 1, Çankaya, Ankara");
  await field(page, "E-posta (zorunlu)").fill(email);
  await right(page, "a").check();
  await field(page, "Talebiniz (zorunlu)").fill("Hangi kişisel verilerimi işlediğinizi öğrenmek istiyorum.");
  await relation(page).selectOption("visitor");
  await radio(page, "E-posta ile").check();
}

test.describe("with JavaScript", () => {
  test("fills and sends the form by keyboard alone, and lands on the received page", async ({ page }) => {
    await gotoReady(page, FORM);
    await expect(page.getByRole("heading", { level: 1, name: "İlgili kişi başvurusu" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    const name = field(page, "Ad ve soyad (zorunlu)");
    await name.focus();
    await page.keyboard.type("Deniz Arslan");
    await page.keyboard.press("Tab");
    await expect(radio(page, "T.C. vatandaşıyım")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(radio(page, "T.C. vatandaşıyım")).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(field(page, "T.C. kimlik numarası")).toBeFocused();
    await page.keyboard.type("10000000146");
    await page.keyboard.press("Tab");
    await expect(field(page, "Uyruk")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(field(page, "Pasaport ya da kimlik numarası")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(field(page, "Tebligata esas adres (zorunlu)")).toBeFocused();
    await page.keyboard.type("Kızılay Mah. Atatürk Bulvarı No: 1, Çankaya, Ankara");
    await page.keyboard.press("Tab");
    await expect(field(page, "E-posta (zorunlu)")).toBeFocused();
    await page.keyboard.type("klavye@ornek.test");
    await page.keyboard.press("Tab");
    await expect(field(page, "Telefon (isteğe bağlı)")).toBeFocused();
    await page.keyboard.press("Tab");
    // md. 11's rights, (a) to (ğ): the first and the fifth ticked.
    const rights = page.locator('input[name="haklar"]');
    for (let i = 0; i < 9; i++) {
      await expect(rights.nth(i)).toBeFocused();
      if (i === 0 || i === 4) await page.keyboard.press("Space");
      await page.keyboard.press("Tab");
    }
    await expect(rights.nth(0)).toBeChecked();
    await expect(rights.nth(4)).toBeChecked();
    await expect(field(page, "Talebiniz (zorunlu)")).toBeFocused();
    await page.keyboard.type("Hakkımda tuttuğunuz verilerin silinmesini istiyorum.");
    await page.keyboard.press("Tab");
    const relationField = relation(page);
    await expect(relationField).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(relationField).toHaveValue("client");
    await page.keyboard.press("Tab");
    await expect(field(page, "İlişkinizin açıklaması")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(radio(page, "E-posta ile")).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(documents(page)).toBeFocused();
    await page.keyboard.press("Tab");
    const send = page.getByRole("button", { name: "Başvuruyu gönder" });
    await expect(send).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/kvkk\/basvuru\/alindi\?no=KVKK-\d{4}-\d{4}#kvkk-basvuru-durum$/);
    await expect(page.getByRole("heading", { level: 1, name: "Başvurunuz alındı" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(/Başvuru numaranız: KVKK-\d{4}-\d{4}/);
    await expectNoAxeViolations(page);

    // The e-mail's link: a page that asks, and its button, by keyboard.
    const mail = await db.selectFrom("outbox").select("text_body").where("recipient", "=", "klavye@ornek.test").executeTakeFirstOrThrow();
    await gotoReady(page, /https?:\/\/[^/\s]+(\/kvkk\/basvuru\/onay\?token=[\w-]+)/.exec(mail.text_body)![1]!);
    await expect(page.getByRole("heading", { level: 1, name: "E-posta adresinizi doğrulayın" })).toBeVisible();
    await expectNoAxeViolations(page);
    await activate(page.getByRole("button", { name: "E-posta adresimi doğrula" }));
    await expect(page.getByRole("heading", { level: 1, name: "E-posta adresiniz doğrulandı" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("refuses a wrong T.C. kimlik no with the message beside the field and in the status, which links to it", async ({ page }) => {
    await gotoReady(page, FORM);
    await fillValid(page, "hatali@ornek.test");
    await field(page, "T.C. kimlik numarası").fill("10000000147");
    await activate(page.getByRole("button", { name: "Başvuruyu gönder" }));
    const status = page.locator("#kvkk-basvuru-durum");
    await expect(status).toContainText("Başvurunuz gönderilemedi");
    await expect(status).toBeFocused();
    await expect(page.locator("#kvkk-tc-kimlik-no-hata")).toContainText("Bu T.C. kimlik numarası geçerli değil");
    await expect(field(page, "Ad ve soyad (zorunlu)")).toHaveValue("Deniz Arslan");
    await expect(right(page, "a")).toBeChecked();
    await expectNoAxeViolations(page);
    await activate(status.getByRole("link", { name: /T\.C\. kimlik numarası/ }));
    await expect(field(page, "T.C. kimlik numarası")).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("files an application with a PDF and confirms the address through the e-mail's link", async ({ page }) => {
    const email = `js-yok-${Date.now()}@ornek.test`;
    await page.goto(FORM);
    await fillValid(page, email);
    await documents(page).setInputFiles({
      name: "kimlik.pdf",
      mimeType: "application/pdf",
      buffer: makePdf("Nüfus cüzdanı sureti"),
    });
    await activate(page.getByRole("button", { name: "Başvuruyu gönder" }));
    await expect(page).toHaveURL(/\/kvkk\/basvuru\/alindi\?no=KVKK-\d{4}-\d{4}#kvkk-basvuru-durum$/);
    const reference = new URL(page.url()).searchParams.get("no") ?? "";
    await expect(page.getByRole("status")).toContainText(reference);

    const application = await db.selectFrom("kvkk_applications").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
    expect(application.email).toBe(email);
    const files = await db
      .selectFrom("kvkk_application_files")
      .select(["file_name", "format"])
      .where("application_id", "=", application.id)
      .execute();
    expect(files).toEqual([{ file_name: "kimlik.pdf", format: "pdf" }]);
    const mail = await db.selectFrom("outbox").select("text_body").where("recipient", "=", email).executeTakeFirstOrThrow();
    const link = /https?:\/\/[^/\s]+(\/kvkk\/basvuru\/onay\?token=[\w-]+)/.exec(mail.text_body)![1]!;

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "E-posta adresinizi doğrulayın" })).toBeVisible();
    await activate(page.getByRole("button", { name: "E-posta adresimi doğrula" }));
    await expect(page.getByRole("heading", { level: 1, name: "E-posta adresiniz doğrulandı" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(reference);
    const confirmed = await db
      .selectFrom("kvkk_applications")
      .select(["status", "email_confirmed_at"])
      .where("id", "=", application.id)
      .executeTakeFirstOrThrow();
    expect(confirmed.status).toBe("received");
    expect(confirmed.email_confirmed_at).not.toBeNull();
  });
});
