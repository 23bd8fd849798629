/**
 * Writing an e-bülten issue by keyboard, as the office would: a new issue
 * from two recent announcements, saved, previewed at phone and desktop
 * width, and a test sent to the signed-in admin (the e2e server has no SMTP:
 * the e-mail waits in the outbox). axe-core at 360 and 1280 px on the list,
 * the form (also with its errors) and the preview.
 */
import { expect, type Page, test } from "@playwright/test";
import { announcementPath } from "#app/lib/paths.ts";
import { ADMIN, e2eDb, editorOf, openSignedIn, tabTo, type, unique } from "#tests/e2e/editor-helpers.ts";
import { axeOn } from "#tests/e2e/helpers.ts";
import { addPost } from "#tests/helpers/db.ts";

/**
 * The preview's frame is sandboxed without scripts, so axe cannot run inside
 * it: the frame element is checked (its title), not the e-mail it shows;
 * axe runs in the page alone (`iframes: false`) and does not wait for the frame.
 */
async function expectNoAxeViolations(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await axeOn(page)
      .options({ iframes: false })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(results.violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const undo: (() => unknown)[] = [];
test.afterEach(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

test("writes an issue from two recent announcements, previews it at phone and desktop width and sends a test, by keyboard", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const db = e2eDb();
  const now = Date.now();
  const first = await addPost(
    db,
    "announcements",
    {
      title: unique("E2E bülten duyurusu A"),
      body: "<p>Birinci duyurunun ilk cümlesi. İkinci cümlesi.</p><p>Alıntılanmayan paragraf.</p>",
      created_at: new Date(now - 60_000).toISOString(),
    },
    (step) => undo.push(step),
  );
  const second = await addPost(
    db,
    "announcements",
    { title: unique("E2E bülten duyurusu B"), body: "<p>İkinci duyurunun metni.</p>", created_at: new Date(now - 30_000).toISOString() },
    (step) => undo.push(step),
  );
  const subject = unique("E2E sayı");
  undo.push(() => db.deleteFrom("newsletter_issues").where("subject", "=", subject).execute());
  undo.push(() => db.deleteFrom("outbox").where("subject", "=", `[Deneme] ${subject}`).execute());

  await openSignedIn(page, "/adminpanel/bulten");
  await expect(page.getByRole("heading", { level: 1, name: "E-bülten" })).toBeVisible();
  await expectNoAxeViolations(page);

  const newIssue = page.getByRole("link", { name: "Yeni sayı" });
  await tabTo(page, newIssue);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Yeni sayı" })).toBeVisible();
  await expect(page.getByRole("toolbar", { name: "Metin biçimlendirme" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A subject without a body: the server's message next to the field.
  await tabTo(page, page.getByLabel("Konu"));
  await type(page, subject);
  await tabTo(page, page.getByRole("button", { name: "Taslağı kaydet" }));
  await page.keyboard.press("Enter");
  await expect(page.locator("#bulten-icerik-hata")).toHaveText("İçerik boş olamaz.");
  await expectNoAxeViolations(page);

  // The two announcements, inserted at the end of the editor.
  for (const post of [first, second]) {
    const box = page.getByRole("checkbox", { name: post.title });
    await tabTo(page, box);
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
  }
  const insert = page.getByRole("button", { name: "Seçilenleri ekle" });
  await tabTo(page, insert);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "2 kayıt içeriğin sonuna eklendi" })).toBeVisible();
  await expect(insert).toBeFocused();
  const editor = editorOf(page);
  await expect(editor.getByRole("heading", { level: 2, name: second.title })).toBeVisible();
  await expect(editor.getByRole("heading", { level: 2, name: first.title })).toBeVisible();
  await expect(editor).toContainText("Birinci duyurunun ilk cümlesi. İkinci cümlesi.");
  await expect(editor).not.toContainText("Alıntılanmayan paragraf");
  await expect(editor.getByRole("link", { name: "Devamını okuyun" })).toHaveCount(2);

  await tabTo(page, page.getByRole("button", { name: "Taslağı kaydet" }), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Taslak kaydedildi." })).toBeVisible();
  await expect(page).toHaveURL(/\/adminpanel\/bulten\/[^/?]+\?durum=eklendi$/);
  const saved = await db.selectFrom("newsletter_issues").selectAll().where("subject", "=", subject).executeTakeFirstOrThrow();
  const origin = new URL(page.url()).origin;
  expect(saved.body).toContain(`<h2>${second.title}</h2>`);
  expect(saved.body).toContain(`href="${origin}${announcementPath(first.id, first.title)}"`);
  expect(saved.body.indexOf(second.title)).toBeLessThan(saved.body.indexOf(first.title));

  // The preview: the saved e-mail in its frame, at both widths, and its plain text.
  const frame = page.locator("iframe.issue-preview-frame");
  await expect(frame).toHaveAttribute("width", "680");
  await expect(page.frameLocator("iframe.issue-preview-frame").getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.frameLocator("iframe.issue-preview-frame").getByText("Abonelikten çık")).toBeVisible();
  await expect(page.locator(".issue-preview-text")).toContainText(first.title);
  await tabTo(page, page.getByRole("link", { name: "Telefon (375 px)" }));
  await page.keyboard.press("Enter");
  await expect(frame).toHaveAttribute("width", "375");
  await expect(page.getByRole("link", { name: "Telefon (375 px)" })).toHaveAttribute("aria-current", "true");
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole("link", { name: "Masaüstü (680 px)" }));
  await page.keyboard.press("Enter");
  await expect(frame).toHaveAttribute("width", "680");

  // The test send: queued for the signed-in admin (no SMTP here: the outbox row).
  await tabTo(page, page.getByRole("button", { name: "Deneme gönder" }));
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: `Deneme e-postası ${ADMIN.email} adresine gönderilmek üzere sıraya alındı.` }),
  ).toBeVisible();
  const queued = await db.selectFrom("outbox").selectAll().where("subject", "=", `[Deneme] ${subject}`).executeTakeFirstOrThrow();
  expect(queued.recipient).toBe(ADMIN.email);
  expect(queued.html_body).toContain(first.title);
  expect(queued.text_body).toContain(second.title);
  expect(errors).toEqual([]);
});
