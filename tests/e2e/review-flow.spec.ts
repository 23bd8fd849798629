/**
 * The review of a Yazar's draft (issue 25) by keyboard, with axe: a Yazar
 * writes a draft and marks it "Yayına hazır"; an Editör finds it in the
 * "Yayına hazır" list on Genel bakış, opens it and publishes it.
 */
import { expect, test } from "@playwright/test";
import { e2eDb, editorOf, tabTo, type, unique } from "#tests/e2e/editor-helpers.ts";
import { activate, expectNoAxeViolations, signInByKeyboard } from "#tests/e2e/helpers.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

const PASSWORD = "inceleme sifresi mavi 2026";
const undo: (() => unknown)[] = [];

test.describe.configure({ timeout: 120_000 });

test.afterAll(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

test("a Yazar marks a draft Yayına hazır; an Editör finds it on Genel bakış and publishes it, by keyboard", async ({ browser }) => {
  const suffix = Date.now().toString(36);
  const author = { email: `yazar-${suffix}@ornek.test`, password: PASSWORD };
  const editor = { email: `editor-${suffix}@ornek.test`, password: PASSWORD };
  await addAdmin(e2eDb(), author.email, PASSWORD, (step) => undo.push(step), "author");
  await addAdmin(e2eDb(), editor.email, PASSWORD, (step) => undo.push(step), "editor");
  const title = unique("İnceleme duyurusu");
  undo.push(async () => {
    const row = await e2eDb().selectFrom("announcements").select("id").where("title", "=", title).executeTakeFirst();
    if (row) await e2eDb().deleteFrom("announcements").where("id", "=", row.id).execute();
  });

  // The Yazar: Genel bakış shows their own entries only; a new announcement as a draft.
  const authorContext = await browser.newContext();
  const page = await authorContext.newPage();
  await signInByKeyboard(page, author);
  await expect(page.getByRole("heading", { level: 2, name: "Yazılarım" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Aboneler" })).toHaveCount(0);
  await activate(page.getByRole("link", { name: "Duyuru", exact: true }));
  await expect(page.getByRole("heading", { level: 2, name: "Yeni duyuru" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The status offers Taslak only.
  await expect(page.getByRole("radio")).toHaveCount(1);
  await expect(page.getByRole("radio", { name: "Taslak" })).toBeChecked();
  await tabTo(page, page.getByLabel("Başlık", { exact: true }));
  await type(page, title);
  await tabTo(page, editorOf(page));
  await type(page, "Yeni düzenleme hakkında kısa bir duyuru.");
  await tabTo(page, page.getByRole("button", { name: "Taslak olarak kaydet" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Kayıt eklendi." })).toBeVisible();

  await activate(page.getByRole("link", { name: `Düzenle: ${title}` }));
  const ready = page.getByRole("button", { name: "Yayına hazır" });
  await expect(ready).toBeVisible();
  await expectNoAxeViolations(page);
  await activate(ready);
  await expect(page.getByRole("status").filter({ hasText: "“Yayına hazır” olarak editörlere gönderildi" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Taslak · Yayına hazır" })).toBeVisible();
  await authorContext.close();

  // The Editör: the list on Genel bakış, the draft opened from it and published.
  const editorContext = await browser.newContext();
  const second = await editorContext.newPage();
  await signInByKeyboard(second, editor);
  const list = second.locator("section").filter({ has: second.getByRole("heading", { level: 2, name: "Yayına hazır" }) });
  const link = list.getByRole("link", { name: title });
  await expect(link).toBeVisible();
  await expect(list.getByRole("listitem").filter({ hasText: title })).toContainText(author.email);
  await expect(second.getByRole("heading", { level: 2, name: "Aboneler" })).toHaveCount(0);
  await expectNoAxeViolations(second);
  await activate(link);
  await expect(second.getByRole("heading", { level: 2, name: "Duyuru düzenle" })).toBeVisible();
  await expect(second.getByRole("button", { name: "Geri gönder" })).toBeVisible();
  await second.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expectNoAxeViolations(second);
  // A radio group is one Tab stop (the checked Taslak); the arrow keys choose Yayında.
  await tabTo(second, second.getByRole("radio", { name: "Taslak" }));
  await second.keyboard.press("ArrowDown");
  await expect(second.getByRole("radio", { name: "Yayında" })).toBeChecked();
  await tabTo(second, second.getByRole("button", { name: "Kaydet", exact: true }));
  await second.keyboard.press("Enter");
  await expect(second.getByRole("status").filter({ hasText: "Değişiklikler kaydedildi." })).toBeVisible();
  const stored = await e2eDb().selectFrom("announcements").select(["id", "status"]).where("title", "=", title).executeTakeFirstOrThrow();
  expect(stored.status).toBe("published");
  expect(
    (await e2eDb().selectFrom("entry_authors").select("ready_at").where("entry_id", "=", stored.id).executeTakeFirst())?.ready_at,
  ).toBeNull();
  await activate(second.getByRole("link", { name: "Genel bakış" }).first());
  await expect(second.getByText("İnceleme bekleyen taslak yok.")).toBeVisible();
  await editorContext.close();
});
