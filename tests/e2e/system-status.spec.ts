import { expect, test } from "@playwright/test";
import { activate, expectNoAxeViolations, signInByKeyboard } from "#tests/e2e/helpers.ts";

/**
 * Sistem durumu and Kurulum's Yayına alma by keyboard (issue 39): the Yönetici
 * opens Sistem durumu from the side menu and reads each check's state as a
 * word in its row; Yayına alma lists its steps with theirs. Both axe-clean.
 */
test("Sistem durumu is reached by keyboard from the menu, its states are words in a table, and it and Yayına alma are axe-clean", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page);
  await activate(page.getByRole("navigation").getByRole("link", { name: "Sistem durumu" }));
  await expect(page.getByRole("heading", { level: 1, name: "Sistem durumu" })).toBeVisible();
  const table = page.getByRole("table", { name: "Sistem durumu denetimleri" });
  await expect(table.getByRole("columnheader")).toHaveText(["Denetim", "Durum", "Ayrıntı"]);
  const migrations = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Veritabanı geçişleri" }) });
  await expect(migrations.getByRole("cell").first()).toHaveText("Tamam");
  await expect(migrations).toContainText("Bekleyen geçiş yok.");
  await expectNoAxeViolations(page);

  await activate(page.getByRole("navigation").getByRole("link", { name: "Kurulum" }));
  const goingLive = page.getByRole("region", { name: "Yayına alma" });
  await expect(goingLive.getByRole("listitem")).toHaveCount(6);
  await expect(goingLive).toContainText("Bir yedek alın");
  await expectNoAxeViolations(page);
});
