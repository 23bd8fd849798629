import { expect, test } from "@playwright/test";
import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { activate, expectNoAxeViolations, signInByKeyboard } from "#tests/e2e/helpers.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { makePdf } from "#tests/helpers/pdf.ts";

/**
 * One KVKK application from the person to the answer (issue 42's acceptance): the person files
 * it in a browser without JavaScript with a PDF and confirms the address through the e-mail's
 * link; the office finds it on KVKK başvuruları with its deadline (the Istanbul day of receipt
 * plus 30), attaches a PDF, writes the answer and sends it; the answer is queued to the person
 * with the file (tests/server/kvkk-admin.test.ts follows such an e-mail to an SMTP server).
 */

// The e2e server's database (playwright.config.ts).
const DATABASE_URL = "file:test-results/e2e-site.db";

let db: Kysely<Database>;
test.beforeAll(() => {
  db = openTestDb(DATABASE_URL);
});
test.afterAll(async () => {
  await db?.destroy();
});

test("an application filed without JavaScript, confirmed by its link, answered with a file by the office", async ({ browser }) => {
  test.setTimeout(180_000);
  const email = `hikaye-${Date.now()}@ornek.test`;

  // The person, without JavaScript.
  const person = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await person.newPage();
  await visitor.goto("/kvkk/basvuru");
  await visitor.getByRole("textbox", { name: "Ad ve soyad (zorunlu)", exact: true }).fill("Selin Kaya");
  await visitor.getByRole("radio", { name: "T.C. vatandaşıyım", exact: true }).check();
  await visitor.getByRole("textbox", { name: "T.C. kimlik numarası", exact: true }).fill("10000000146");
  await visitor
    .getByRole("textbox", { name: "Tebligata esas adres (zorunlu)", exact: true })
    .fill("Kızılay Mah. Gazi Mustafa Kemal Bulvarı No: 5, Ankara");
  await visitor.getByRole("textbox", { name: "E-posta (zorunlu)", exact: true }).fill(email);
  await visitor.getByRole("checkbox", { name: /^\(a\) / }).check();
  await visitor
    .getByRole("textbox", { name: "Talebiniz (zorunlu)", exact: true })
    .fill("Hakkımda hangi verileri işlediğinizi öğrenmek istiyorum.");
  await visitor.getByRole("combobox", { name: "Firmamızla ilişkiniz (zorunlu)", exact: true }).selectOption("former-client");
  await visitor.getByRole("radio", { name: "E-posta ile", exact: true }).check();
  await visitor
    .locator("#kvkk-belgeler")
    .setInputFiles({ name: "kimlik.pdf", mimeType: "application/pdf", buffer: makePdf("Kimlik sureti") });
  await activate(visitor.getByRole("button", { name: "Başvuruyu gönder" }));
  await expect(visitor).toHaveURL(/\/kvkk\/basvuru\/alindi\?no=KVKK-\d{4}-\d{4}#kvkk-basvuru-durum$/);
  const reference = new URL(visitor.url()).searchParams.get("no") ?? "";

  const acknowledgment = await db.selectFrom("outbox").select("text_body").where("recipient", "=", email).executeTakeFirstOrThrow();
  const link = /https?:\/\/[^/\s]+(\/kvkk\/basvuru\/onay\?token=[\w-]+)/.exec(acknowledgment.text_body)![1]!;
  await visitor.goto(link);
  await activate(visitor.getByRole("button", { name: "E-posta adresimi doğrula" }));
  await expect(visitor.getByRole("heading", { level: 1, name: "E-posta adresiniz doğrulandı" })).toBeVisible();
  await person.close();

  const application = await db.selectFrom("kvkk_applications").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
  expect(application.status).toBe("received");
  const [y, m, d] = application.due_on.split("-");

  // The office: the list shows it with its deadline and that the address is confirmed.
  const office = await browser.newContext();
  const page = await office.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByKeyboard(page);
  await activate(page.getByRole("navigation").getByRole("link", { name: "KVKK başvuruları" }));
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("Selin Kaya");
  await expect(row).toContainText(`${d}.${m}.${y}`);
  await expect(row).toContainText("0. gün");
  await activate(row.getByRole("link", { name: reference }));
  await expect(page.getByRole("heading", { level: 1, name: `KVKK başvurusu ${reference}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "kimlik.pdf" })).toBeVisible();

  await activate(page.getByRole("link", { name: "Yanıta dosya ekle" }));
  await page.getByLabel("Dosya").setInputFiles({ name: "veri dökümü.pdf", mimeType: "application/pdf", buffer: makePdf("Veri dökümü") });
  await activate(page.getByRole("button", { name: "Dosyayı ekle" }));
  await expect(page.getByRole("status").filter({ hasText: "Dosya yanıta eklendi." })).toBeVisible();
  const editor = page.getByRole("textbox", { name: "Yanıt metni", exact: true });
  await editor.focus();
  await page.keyboard.type("Hakkınızda tuttuğumuz veriler ekteki dökümdedir.");
  await activate(page.getByRole("button", { name: "Yanıtı e-postayla gönder" }));
  await expect(page.getByRole("status").filter({ hasText: "Yanıt e-posta kuyruğuna alındı" })).toBeVisible();
  await expectNoAxeViolations(page);
  await office.close();

  // The answer waits in the outbox for the person, with the office's file.
  const answered = await db
    .selectFrom("kvkk_applications")
    .select(["status", "answered_via"])
    .where("id", "=", application.id)
    .executeTakeFirstOrThrow();
  expect(answered).toEqual({ status: "answered", answered_via: "email" });
  const mails = await db.selectFrom("outbox").selectAll().where("recipient", "=", email).orderBy("created_at").execute();
  const answer = mails.find((mail) => mail.text_body.includes("Hakkınızda tuttuğumuz veriler ekteki dökümdedir."));
  expect(answer?.subject).toContain(reference);
  const files = await db.selectFrom("outbox_attachments").select("file_name").where("outbox_id", "=", answer!.id).execute();
  expect(files).toEqual([{ file_name: "veri dökümü.pdf" }]);
});
