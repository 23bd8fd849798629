/**
 * The firm's identity (issue 42) in a browser: Künye at a phone's and a
 * desktop's width, reached from the footer by keyboard; Firma bilgileri's
 * "Yasal bilgiler" by keyboard, a bad MERSİS and tax number refused beside
 * their fields, then saved and shown on Künye. axe-core clean throughout.
 */
import { expect, type Page, test } from "@playwright/test";
import type { FirmSettingsRow } from "#app/.server/db/schema.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { e2eDb, tabTo } from "#tests/e2e/editor-helpers.ts";
import { activate, axeOn, expectNoAxeViolations, gotoReady, signInByKeyboard, typeInto } from "#tests/e2e/helpers.ts";

// The e2e server is shared by every spec: the settings this one saves are put back afterwards.
let settings: FirmSettingsRow[] = [];
let startedAt = "";

test.beforeAll(async () => {
  settings = await e2eDb().selectFrom("firm_settings").selectAll().execute();
  startedAt = new Date().toISOString();
});

test.afterAll(async () => {
  const db = e2eDb();
  for (const row of settings) await db.updateTable("firm_settings").set(row).where("id", "=", row.id).execute();
  await db.deleteFrom("firm_revisions").where("key", "=", "settings").where("created_at", ">=", startedAt).execute();
  await db.deleteFrom("audit_log").where("list", "=", "firma").where("created_at", ">=", startedAt).execute();
  await bumpContentVersion(db);
});

test.describe.configure({ mode: "serial" });

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

for (const width of [360, 1280]) {
  test(`Künye at ${width} px: reached from the footer by keyboard, every line shown, axe-core clean`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator(".footer-identity")).toContainText("MERSİS No:");
    await activate(footer.getByRole("link", { name: "Künye" }));
    await expect(page).toHaveURL(/\/kunye$/);
    await expect(page.getByRole("heading", { level: 1, name: "Künye" })).toBeVisible();
    for (const label of [
      "Ticaret unvanı",
      "MERSİS numarası",
      "Vergi dairesi",
      "Vergi kimlik no",
      "Adres",
      "Telefon",
      "E-posta",
      "KEP adresi",
    ]) {
      await expect(page.locator("dl.imprint dt", { hasText: label }).first()).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /Meslek|Yeminli Mali Müşavirler Odası/ }).first()).toHaveAttribute("target", "_blank");
    // Nothing wider than the screen (a long trade name or KEP address wraps).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("Firma bilgileri's Yasal bilgiler by keyboard: a bad MERSİS and tax number refused beside their fields, then saved and on Künye", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signInByKeyboard(page);
  await gotoReady(page, "/adminpanel/firma");
  const group = page.getByRole("group", { name: "Yasal bilgiler (Künye)" });
  await expect(group).toBeVisible();
  await expectNoAxeViolations(page);

  const tradeName = group.getByLabel("Ticaret unvanı");
  const mersis = group.getByLabel("MERSİS numarası");
  const taxNumber = group.getByLabel("Vergi kimlik numarası");
  const kep = group.getByLabel("KEP adresi");
  await typeInto(tradeName, "Ege Vergi Denetim Yeminli Mali Müşavirlik Limited Şirketi");
  await typeInto(mersis, "0987 6543 2100 001");
  await typeInto(taxNumber, "4540536921");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: /Kaydedilmedi: 2 alanı düzeltin/ })).toBeFocused();
  await expect(mersis).toHaveAttribute("aria-invalid", "true");
  await expect(mersis).toHaveAccessibleDescription(/16 rakamdan oluşur; yazdığınız numarada 15 rakam var/);
  await expect(taxNumber).toHaveAccessibleDescription(/Bu vergi kimlik numarası geçerli değil/);
  // What was typed stays.
  await expect(tradeName).toHaveValue("Ege Vergi Denetim Yeminli Mali Müşavirlik Limited Şirketi");
  await expectNoAxeViolations(page);

  // The summary's link leads to the field, and what was typed stays (the link is no navigation that drops the answer).
  await activate(page.getByRole("link", { name: /MERSİS numarası 16 rakamdan/ }));
  await expect(mersis).toBeFocused();
  await expect(tradeName).toHaveValue("Ege Vergi Denetim Yeminli Mali Müşavirlik Limited Şirketi");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("0987 6543 2100 0017");
  await page.keyboard.press("Tab");
  await tabTo(page, taxNumber);
  await typeInto(taxNumber, "17291716060");
  await tabTo(page, kep);
  await typeInto(kep, "egevergi@hs01.kep.tr");
  await tabTo(page, page.getByRole("button", { name: "Kaydet", exact: true }).last());
  await page.keyboard.press("Enter");
  await expect(status(page, "Firma bilgileri kaydedildi")).toBeVisible();
  await expect(mersis).toHaveValue("0987654321000017");
  await expect(taxNumber).toHaveValue("17291716060");
  await expectNoAxeViolations(page);

  await gotoReady(page, "/kunye");
  const imprint = page.locator("dl.imprint");
  await expect(imprint).toContainText("Ege Vergi Denetim Yeminli Mali Müşavirlik Limited Şirketi");
  await expect(imprint).toContainText("0987654321000017");
  await expect(imprint).toContainText("Vergi kimlik no (T.C. kimlik no)");
  await expect(imprint).toContainText("egevergi@hs01.kep.tr");
  await expect(page.getByRole("contentinfo").locator(".footer-identity")).toContainText(
    "Ege Vergi Denetim Yeminli Mali Müşavirlik Limited Şirketi · MERSİS No: 0987654321000017",
  );
  expect(errors).toEqual([]);
});
