import { expect, type Page, test } from "@playwright/test";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { e2eDb, tabTo } from "#tests/e2e/editor-helpers.ts";
import { activate, expectNoAxeViolations, gotoReady, signInByKeyboard, typeInto } from "#tests/e2e/helpers.ts";

// The English tab (issue 43, ADR 061). The e2e server is shared by every spec: the vision page's
// English, its history and audit rows go again afterwards.
let startedAt = "";

test.beforeAll(() => {
  startedAt = new Date().toISOString();
});

test.afterAll(async () => {
  const db = e2eDb();
  await db.deleteFrom("english_texts").where("kind", "=", "page").where("key", "=", "vision").execute();
  await db.deleteFrom("english_revisions").where("kind", "=", "page").where("key", "=", "vision").execute();
  await db.deleteFrom("audit_log").where("list", "=", "ingilizce").where("created_at", ">=", startedAt).execute();
  await bumpContentVersion(db);
});

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("the vision page's English by keyboard: a draft, then published, and Sayfalar says so", async ({ page }) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signInByKeyboard(page);
  await gotoReady(page, "/adminpanel/sayfalar");
  await activate(page.getByRole("link", { name: "Vizyonumuz", exact: true }));
  await expect(page.getByRole("heading", { level: 1, name: "Vizyonumuz" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Dil" });
  await expect(tabs.getByRole("link", { name: "Türkçe" })).toHaveAttribute("aria-current", "page");
  await activate(tabs.getByRole("link", { name: "English" }));
  await expect(page.getByRole("heading", { level: 1, name: "İngilizce: Vizyonumuz" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator(".english-state")).toContainText("Yayınlanmadı");
  await expectNoAxeViolations(page);

  // Publishing without a text is refused: the summary takes the focus and names the fields.
  await tabTo(page, page.getByRole("button", { name: "Yayınla" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: /Kaydedilmedi/ })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Başlık", exact: true })).toHaveAccessibleDescription(/Başlık alanı zorunludur/);
  await expectNoAxeViolations(page);

  await typeInto(page.getByRole("textbox", { name: "Başlık", exact: true }), "Our vision");
  const editor = page.getByRole("textbox", { name: "Metin", exact: true });
  await editor.focus();
  await page.keyboard.type("A sworn CPA since 2001, written by keyboard.");
  await tabTo(page, page.getByRole("button", { name: "Taslak olarak kaydet" }));
  await page.keyboard.press("Enter");
  await expect(status(page, "İngilizce taslak kaydedildi")).toBeVisible();
  await expect(page.locator(".english-state")).toContainText("Taslak var");

  await tabTo(page, page.getByRole("button", { name: "Yayınla" }));
  await page.keyboard.press("Enter");
  await expect(status(page, "İngilizce metin yayınlandı")).toBeVisible();
  await expect(page.locator(".english-state")).toContainText("Yayında");
  const stored = await e2eDb()
    .selectFrom("english_texts")
    .select(["data", "draft"])
    .where("kind", "=", "page")
    .where("key", "=", "vision")
    .executeTakeFirstOrThrow();
  expect(JSON.parse(stored.data ?? "{}")).toMatchObject({ title: "Our vision" });
  expect(stored.data).toContain("A sworn CPA since 2001, written by keyboard.");
  expect(stored.draft).toBeNull();
  await expect(page.getByRole("link", { name: "Yayından kaldır" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The English tab at a phone's width, published, with its history link.
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await gotoReady(page, "/adminpanel/sayfalar");
  await expect(page.getByRole("row").filter({ hasText: "Vizyonumuz" })).toContainText("İngilizce: yayında");
  expect(errors).toEqual([]);
});
