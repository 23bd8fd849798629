import { expect, test } from "@playwright/test";
import { activate, expectNoAxeViolations, gotoReady, signInByKeyboard } from "./helpers.ts";

/**
 * "Kontrol ettim" by keyboard (issue 21 item 1, ADR 020): on a figure set in
 * Vergi verileri and on a calendar rule in Vergi takvimi, each after its
 * confirmation step; "Teyit bekliyor" turns into "Kontrol edildi: …" as text;
 * both screens axe-clean with the step open and after.
 */

test("the office confirms a figure set and a calendar rule by keyboard; both screens stay axe-clean", async ({ page }) => {
  // Four axe runs at two widths on two long screens: more than the default on a busy machine.
  test.setTimeout(240_000);
  await signInByKeyboard(page);

  await gotoReady(page, "/adminpanel/vergi-verileri?bolum=fatura-siniri");
  const set = page.locator("#set-fatura-siniri-2024");
  await expect(set.locator(".tax-pending")).toHaveText("Teyit bekliyor");
  await activate(set.getByRole("link", { name: "Kontrol ettim: Fatura düzenleme sınırı 2024" }));
  const step = page.getByRole("heading", { name: "Kontrol ettim: Fatura düzenleme sınırı 2024" });
  await expect(step).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Kontrol ettim" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator(".admin-status")).toContainText("Veri seti kontrol edildi");
  await expect(set.locator(".tax-confirmed")).toHaveText(/^Kontrol edildi: \d{2}\.\d{2}\.\d{4}, .+@.+/);
  await expectNoAxeViolations(page);

  await gotoReady(page, "/adminpanel/vergi-takvimi?yil=2026");
  const rule = page.locator("#kural-babs");
  await expect(rule.locator(".tax-pending")).toHaveText("Durum: Teyit bekliyor");
  await activate(rule.getByRole("link", { name: /^Kontrol ettim: Form Ba ve Form Bs/ }));
  await expect(page.getByRole("heading", { name: /^Kontrol ettim: Form Ba ve Form Bs/ })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Kontrol ettim" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator(".admin-status")).toContainText("Kural kontrol edildi");
  await expect(page.locator("#kural-babs .tax-confirmed")).toHaveText(/^Durum: Kontrol edildi: \d{2}\.\d{2}\.\d{4}, .+@.+/);
  await expectNoAxeViolations(page);
});
