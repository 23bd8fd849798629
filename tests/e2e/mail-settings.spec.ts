import { expect, test } from "@playwright/test";
import { activate, expectNoAxeViolations, signInByKeyboard, typeInto } from "#tests/e2e/helpers.ts";

/**
 * E-posta ayarları by keyboard (issue 39): the Sahip opens the screen from the menu, reads
 * that delivery is off, and a form with a wrong server name and port is refused field by
 * field in Turkish, the fields described by their messages; axe-clean before and after.
 * Nothing is saved: the e2e server's other specs rely on e-mail waiting in the outbox.
 */
test("E-posta ayarları refuse a wrong server and port by keyboard, field by field, and stay axe-clean", async ({ page }) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page);
  await activate(page.getByRole("navigation").getByRole("link", { name: "E-posta ayarları" }));
  await expect(page.getByRole("heading", { level: 1, name: "E-posta ayarları" })).toBeVisible();
  await expect(page.getByText("E-posta gönderimi kapalı: sunucu ayarları henüz yapılmadı.")).toBeVisible();
  // Nothing to send with yet: the test e-mail's button waits for saved settings.
  await expect(page.getByRole("button", { name: "Test e-postası gönder" })).toBeDisabled();
  await expect(page.getByLabel("Şifre")).toHaveAccessibleDescription(/şifrelenerek saklanır/);
  await expectNoAxeViolations(page);

  await typeInto(page.getByLabel("Sunucu adı"), "smtp://posta.ornek.test");
  await typeInto(page.getByLabel("Bağlantı noktası (port)"), "70000");
  await activate(page.getByRole("button", { name: "Ayarları kaydet" }));

  const host = page.getByLabel("Sunucu adı");
  await expect(host).toHaveAccessibleDescription(/Sunucunun yalnızca adını yazın/);
  await expect(host).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Bağlantı noktası (port)")).toHaveAccessibleDescription(
    /Bağlantı noktası 1 ile 65535 arasında bir tam sayı olmalıdır/,
  );
  await expectNoAxeViolations(page);
});
