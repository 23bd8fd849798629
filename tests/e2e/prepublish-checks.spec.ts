import { expect, test } from "@playwright/test";
import { e2eDb, editorOf, openSignedIn, tabTo, type, unique } from "#tests/e2e/editor-helpers.ts";
import { expectNoAxeViolations, typeInto } from "#tests/e2e/helpers.ts";

/**
 * Yayın öncesi denetim (issue 44, ADR 067) by keyboard: a draft whose title boasts ("en iyi") is
 * saved all the same, and the editor opens again with the warnings beside it, naming what and
 * where; the screen is axe-clean at a phone's and a desktop's width. The "Yayından kaldırma
 * zamanı" field is reachable and described. The spec saves a draft of its own and deletes it.
 */
test("a save warns beside the editor of an advertising word, by keyboard, axe-clean at 360 and 1280 px", async ({ page }) => {
  test.setTimeout(120_000);
  const title = unique("En iyi büro");
  try {
    await openSignedIn(page, "/adminpanel/duyurular?yeni");
    await typeInto(page.getByLabel("Başlık", { exact: true }), title);
    await tabTo(page, editorOf(page));
    await type(page, "Süreler hakkında kısa bir not.");
    const unpublish = page.getByLabel("Yayından kaldırma zamanı (isteğe bağlı, Türkiye saati)");
    await tabTo(page, unpublish);
    await expect(unpublish).toHaveAccessibleDescription(/kendiliğinden kalkar/);
    const save = page.locator('button[name="intent"][value="kaydet"]');
    await tabTo(page, save);
    await page.keyboard.press("Enter");

    const warnings = page.getByRole("region", { name: "Yayın öncesi denetim: 1 uyarı" });
    await expect(warnings).toBeVisible();
    await expect(warnings.getByRole("listitem")).toHaveText([/^Başlık: “en iyi” reklam yasağına takılabilir/]);
    await expect(page.getByRole("status").filter({ hasText: "Kayıt eklendi." })).toBeVisible();
    // The editor is open again on the saved draft, beside the warnings.
    await expect(page.getByLabel("Başlık", { exact: true })).toHaveValue(title);
    await expectNoAxeViolations(page);
  } finally {
    await e2eDb().deleteFrom("announcements").where("title", "=", title).execute();
  }
});
