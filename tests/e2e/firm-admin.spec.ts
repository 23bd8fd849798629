import { expect, type Page, test } from "@playwright/test";
import type { FirmPageRow, FirmSettingsRow } from "#app/.server/db/schema.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { e2eDb, tabTo } from "#tests/e2e/editor-helpers.ts";
import { activate, expectNoAxeViolations, gotoReady, signInByKeyboard, typeInto } from "#tests/e2e/helpers.ts";

// The e2e server is shared by every spec: what this one saves is put back afterwards (the
// settings row, the mission page, and the history, audit rows and redirects they made).
let settings: FirmSettingsRow[] = [];
let mission: FirmPageRow[] = [];
let startedAt = "";

test.beforeAll(async () => {
  const db = e2eDb();
  settings = await db.selectFrom("firm_settings").selectAll().execute();
  mission = await db.selectFrom("firm_pages").selectAll().where("key", "=", "mission").execute();
  startedAt = new Date().toISOString();
});

test.afterAll(async () => {
  const db = e2eDb();
  for (const row of settings) await db.updateTable("firm_settings").set(row).where("id", "=", row.id).execute();
  for (const row of mission) await db.updateTable("firm_pages").set(row).where("key", "=", row.key).execute();
  await db.deleteFrom("firm_revisions").where("key", "in", ["settings", "mission"]).execute();
  await db.deleteFrom("audit_log").where("list", "in", ["firma", "sayfalar"]).where("created_at", ">=", startedAt).execute();
  // Only its own: the founder's page moves (one-segment paths); another spec may be adding redirects meanwhile.
  await db.deleteFrom("redirects").where("created_at", ">=", startedAt).where("from_path", "not like", "/%/%").execute();
  await bumpContentVersion(db);
});

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test.describe.configure({ mode: "serial" });

test("Firma bilgileri by keyboard: a refused save explained beside its field, then a social link added and the form saved", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signInByKeyboard(page);
  await gotoReady(page, "/adminpanel/firma");
  await expect(page.getByRole("heading", { level: 1, name: "Firma bilgileri" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Tanıtım yasağı" })).toContainText("3568 sayılı Kanun");
  await expectNoAxeViolations(page);

  // A phone number that is none: the summary takes the focus, the message sits beside the field, the typing stays.
  const phone = page.getByLabel("Telefon", { exact: true });
  await typeInto(page.getByLabel("Slogan"), "Vergi ve mevzuat danışmanlığı");
  await typeInto(phone, "0312 12");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: /Kaydedilmedi/ })).toBeFocused();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(/geçerli bir telefon numarası/);
  await expect(page.getByLabel("Slogan")).toHaveValue("Vergi ve mevzuat danışmanlığı");
  await expectNoAxeViolations(page);

  // The summary's link leads to the field; a Turkish format is read as E.164.
  await activate(page.getByRole("link", { name: /Telefon geçerli bir telefon numarası/ }));
  await expect(phone).toBeFocused();
  await typeInto(phone, "(0312) 555 1234");

  // A social link: "Bağlantı ekle" gives a row whose name field takes the focus.
  await activate(page.getByRole("button", { name: "Bağlantı ekle" }));
  const label = page
    .getByRole("group", { name: /Bağlantı \d+/ })
    .last()
    .getByLabel("Adı");
  await expect(label).toBeFocused();
  await page.keyboard.type("YouTube");
  await page.keyboard.press("Tab");
  await page.keyboard.type("https://www.youtube.com/@ornek-ymm");
  // Moved to the top with "Yukarı" until it is first.
  for (let moves = 0; moves < 5; moves++) {
    const up = page.getByRole("button", { name: /^Yukarı \(Bağlantı \d+: YouTube\)$/ });
    if ((await up.count()) === 0) break;
    await activate(up);
  }
  await expect(page.getByRole("group", { name: "Bağlantı 1" }).getByLabel("Adı")).toHaveValue("YouTube");

  await tabTo(page, page.getByRole("button", { name: "Kaydet", exact: true }).last());
  await page.keyboard.press("Enter");
  await expect(status(page, "Firma bilgileri kaydedildi")).toBeVisible();
  await expect(phone).toHaveValue("+903125551234");
  await expect(page.getByRole("group", { name: "Bağlantı 1" }).getByLabel("Adresi")).toHaveValue("https://www.youtube.com/@ornek-ymm");
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("Sayfalar by keyboard: the mission rewritten, published, and listed as published", async ({ page }) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signInByKeyboard(page);
  await gotoReady(page, "/adminpanel/sayfalar");
  await expect(page.getByRole("heading", { level: 1, name: "Sayfalar" })).toBeVisible();
  await expectNoAxeViolations(page);
  await activate(page.getByRole("link", { name: "Misyonumuz", exact: true }));
  await expect(page.getByRole("heading", { level: 1, name: "Misyonumuz" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("complementary", { name: "Yer tutucular" })).toContainText("{firma.adi}");
  await expectNoAxeViolations(page);

  const editor = page.getByRole("textbox", { name: "Metin", exact: true });
  await editor.focus();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Klavyeyle eklenen cümle: {firma.adi} bilgi verir.");
  await tabTo(page, page.getByRole("button", { name: "Yayımla" }));
  await page.keyboard.press("Enter");
  await expect(status(page, "Sayfa yayımlandı")).toBeVisible();
  const stored = await e2eDb().selectFrom("firm_pages").select(["body", "draft"]).where("key", "=", "mission").executeTakeFirstOrThrow();
  expect(stored.body).toContain("Klavyeyle eklenen cümle: {firma.adi} bilgi verir.");
  expect(stored.draft).toBeNull();
  await expectNoAxeViolations(page);

  await gotoReady(page, "/adminpanel/sayfalar");
  await expect(page.getByRole("row").filter({ hasText: "Misyonumuz" })).toContainText("Yayında");
  expect(errors).toEqual([]);
});

test("a move in Firma bilgileri: what still names the old place or firm is listed with links to its fields, here and on Kurulum", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signInByKeyboard(page);
  await gotoReady(page, "/adminpanel/firma");
  const notice = page.getByRole("region", { name: "Eskimiş olabilecek bilgiler" });
  await expect(notice).toHaveCount(0);

  // The firm moves to İzmir under a new name; the map link the office once pasted still searches Çankaya.
  await typeInto(page.getByLabel("Firmanın adı"), "Ege Vergi Denetim Yeminli Mali Müşavirlik");
  await typeInto(page.getByLabel("Kısa adı"), "Ege YMM");
  await typeInto(page.getByLabel("Açık adres"), "Cumhuriyet Bulvarı No: 5/3");
  await typeInto(page.getByLabel("İlçe"), "Konak");
  await typeInto(page.getByLabel("İl", { exact: true }), "İzmir");
  await typeInto(page.getByLabel("Posta kodu"), "35210");
  await typeInto(page.getByLabel("Harita bağlantısı"), "https://www.openstreetmap.org/search?query=%C3%87ankaya%2C%20Ankara");
  await tabTo(page, page.getByRole("button", { name: "Kaydet", exact: true }).last());
  await page.keyboard.press("Enter");
  await expect(status(page, "Firma bilgileri kaydedildi")).toBeVisible();

  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Harita bağlantısı eski adresi arıyor (“Çankaya”, “Ankara”); firmanın adresi şimdi Konak/İzmir.");
  await expect(notice).toContainText("Varsayılan meta açıklaması eski bilgiyi anıyor (“Özdemir Yeminli Mali Müşavirlik”)");
  await expectNoAxeViolations(page);
  // Each link leads to its field.
  await activate(notice.getByRole("link", { name: "Varsayılan meta açıklaması alanına git" }));
  await expect(page).toHaveURL(/#firma-meta_aciklama$/);
  await expect(page.getByLabel("Varsayılan meta açıklaması")).toBeInViewport();

  // Kurulum says the same, with links into Firma bilgileri.
  await gotoReady(page, "/adminpanel/kurulum");
  const setupNotice = page.getByRole("region", { name: "Eskimiş olabilecek bilgiler" });
  await expect(setupNotice.getByRole("link", { name: "Harita bağlantısı alanına git" })).toHaveAttribute(
    "href",
    "/adminpanel/firma#firma-harita",
  );
  await expectNoAxeViolations(page);
  await activate(setupNotice.getByRole("link", { name: "Harita bağlantısı alanına git" }));
  await expect(page.getByLabel("Harita bağlantısı")).toBeInViewport();

  // Emptied, the map link follows the address; a new description: nothing is stale any more.
  await typeInto(page.getByLabel("Harita bağlantısı"), "");
  await page.getByLabel("Harita bağlantısı").press("Backspace");
  await typeInto(page.getByLabel("Varsayılan meta açıklaması"), "Ege Vergi Denetim YMM: İzmir'de tam tasdik ve KDV iadesi.");
  await tabTo(page, page.getByRole("button", { name: "Kaydet", exact: true }).last());
  await page.keyboard.press("Enter");
  await expect(status(page, "Firma bilgileri kaydedildi")).toBeVisible();
  await expect(notice).toHaveCount(0);

  await gotoReady(page, "/iletisim");
  const map = page.getByRole("main").getByRole("link", { name: /Haritada göster/ });
  await expect(map).toHaveAttribute("href", /google\.com\/maps\/search\/\?api=1&query=.*Konak.*%C4%B0zmir/);
  expect(errors).toEqual([]);
});

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
