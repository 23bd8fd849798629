import { expect, type Locator, type Page, test } from "@playwright/test";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { FORM_SENT } from "#app/lib/paths.ts";
import { e2eDb, unique } from "#tests/e2e/editor-helpers.ts";
import { axeOn, gotoReady } from "#tests/e2e/helpers.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addTool } from "#tests/helpers/db.ts";
import { addIssue } from "#tests/helpers/newsletter.ts";

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("opens a dropdown on hover and closes it when the mouse leaves", async ({ page }) => {
    await gotoReady(page, "/");
    const button = page.locator("#menu-btn-kurumsal");
    const menu = page.locator("#menu-kurumsal");
    await expect(menu).toBeHidden();
    await button.hover();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(640, 700);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("opens a dropdown on click, keeps it open, and closes it on an outside click", async ({ page }) => {
    await gotoReady(page, "/");
    await page.locator("#menu-btn-hizmetler").click();
    const menu = page.locator("#menu-hizmetler");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveCount(8);
    await page.locator("h2#services-title").click();
    await expect(menu).toBeHidden();
  });

  test("follows a link from a dropdown to its page", async ({ page }) => {
    await gotoReady(page, "/");
    await page.locator("#menu-btn-hizmetler").click();
    await page.locator("#menu-hizmetler").getByRole("link", { name: "Tam Tasdik", exact: true }).click();
    await expect(page).toHaveURL(/\/hizmetler\/tam-tasdik$/);
    await expect(page.locator("#menu-hizmetler")).toBeHidden();
  });

  test("works from the keyboard: Enter, arrows, Escape", async ({ page }) => {
    await gotoReady(page, "/");
    const button = page.locator("#menu-btn-kurumsal");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#menu-kurumsal")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#menu-kurumsal")).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("ArrowDown");
    const links = page.locator("#menu-kurumsal a");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(links.nth(2)).toBeFocused(); // wraps to the last item
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
    await expect(page.locator("#menu-kurumsal")).toBeHidden();

    await page.keyboard.press(" ");
    await expect(page.locator("#menu-kurumsal")).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press(" ");
    await expect(page.locator("#menu-kurumsal")).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    // ArrowUp opens on the last item; Home and End move within the menu.
    await page.keyboard.press("ArrowUp");
    await expect(links.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("End");
    await expect(links.last()).toBeFocused();
    // Tab out of the menu closes it.
    await page.keyboard.press("Tab");
    await expect(page.locator("#menu-kurumsal")).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("names the firm's sections in the menu, and each opens by keyboard onto its own links", async ({ page }) => {
    await gotoReady(page, "/");
    const menu = page.getByRole("navigation", { name: "Ana menü" });
    await expect(menu.locator("#ana-menu > li > a, #ana-menu > li > button")).toHaveText([
      "Anasayfa",
      "Kurumsal",
      "Hizmetlerimiz",
      "Mevzuat ve Duyurular",
      "Araçlar",
      "İletişim",
    ]);
    await expect(menu).not.toContainText("Daha Fazla");

    // Mevzuat ve Duyurular: the lists the office publishes, first to last with the arrows.
    const publications = page.locator("#menu-btn-duyurular");
    await publications.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("#menu-duyurular a")).toHaveText(["Duyurular", "Haberler", "Sirküler", "E-bülten", "Sıkça Sorulan Sorular"]);
    await expect(page.locator("#menu-duyurular a").first()).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.locator("#menu-duyurular a").last()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(publications).toBeFocused();
    await expect(page.locator("#menu-duyurular")).toBeHidden();

    // Araçlar: its overview page, the calculators and the tax calendar, then the office's external links.
    const tools = page.locator("#menu-btn-araclar");
    await tools.focus();
    await page.keyboard.press("ArrowDown");
    const links = page.locator("#menu-araclar a");
    await expect(links.first()).toBeFocused();
    await expect(links.first()).toHaveText("Tüm araçlar");
    await expect(links.nth(7)).toHaveText("Vergi takvimi");
    await expect(page.locator("#menu-araclar .dropdown-group-title")).toHaveText("Faydalı bağlantılar");
    await page.keyboard.press("End");
    await expect(page.locator("#menu-araclar a.tool-link").last()).toBeFocused();
    await page.keyboard.press("Home");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/araclar$/);
    await expect(page.locator("main .page-kicker")).toHaveText("Araçlar");
  });

  test("keeps the menu on one line beside the brand from 992 px up", async ({ page }) => {
    for (const width of [992, 1024, 1280, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoReady(page, "/");
      const rows = await page.evaluate(() => {
        const middle = (el: Element) => {
          const box = el.getBoundingClientRect();
          return Math.round((box.top + box.bottom) / 2);
        };
        const brand = middle(document.querySelector(".brand")!);
        const items = Array.from(document.querySelectorAll("#ana-menu > li"), middle);
        return {
          offRow: Math.max(...items.map((m) => Math.abs(m - brand))),
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      // Every item's middle on the brand's (a wrapped label or a second row is 20 px and more off).
      expect(rows.offRow, `${width}`).toBeLessThanOrEqual(2);
      expect(rows.overflow, `${width}`).toBeLessThanOrEqual(0);
    }
  });

  test("keeps a menu open when it is clicked just after hover opened it", async ({ page }) => {
    await gotoReady(page, "/");
    const button = page.locator("#menu-btn-kurumsal");
    await button.hover();
    await expect(page.locator("#menu-kurumsal")).toBeVisible();
    await button.click();
    await expect(page.locator("#menu-kurumsal")).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.click();
    await expect(page.locator("#menu-kurumsal")).toBeHidden();
  });

  test("lists the calculators, then the external tools in the Araçlar menu, these opening in a new tab with the external icon on hover", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    await page.locator("#menu-btn-araclar").click();
    await expect(page.locator("#menu-araclar a").nth(1)).toHaveText("Net ve brüt ücret hesaplama");
    const tools = page.locator("#menu-araclar a.tool-link");
    await expect(tools.first()).toBeVisible();
    await expect(tools.first()).toHaveAttribute("target", "_blank");
    await expect(tools.first()).toHaveAttribute("rel", "noopener noreferrer");
    const icon = tools.first().locator(".icon-external");
    await expect(icon).toHaveCSS("opacity", "0");
    await tools.first().hover();
    await expect(icon).toHaveCSS("opacity", "1");
  });

  test("keeps the navigation fixed at the top once the top bar has scrolled away", async ({ page }) => {
    await gotoReady(page, "/");
    const nav = page.locator("nav.site-nav");
    const before = await nav.boundingBox();
    expect(before!.y).toBeGreaterThan(0);
    await page.mouse.wheel(0, 1200);
    await expect.poll(async () => (await nav.boundingBox())!.y).toBe(0);
    await expect(nav).toBeInViewport();
  });

  test("shows 'Başa dön' past 300 px of scroll, and it takes the reader back up", async ({ page }) => {
    await gotoReady(page, "/");
    const button = page.getByRole("link", { name: "Başa dön" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
    // Keyboard users continue from the top of the page, and the URL gains no #ust.
    await expect(page.locator("#ust")).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });

  test("shows 'Başa dön' on a page opened already scrolled (a reload), without a scroll", async ({ page }) => {
    await gotoReady(page, "/");
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.reload();
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.getByRole("link", { name: "Başa dön" })).toBeVisible();
  });

  test("keeps 'Başa dön' hidden without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(page.getByRole("link", { name: "Başa dön", includeHidden: true })).toBeHidden();
    await context.close();
  });

  test("scrolls to the top on every route change", async ({ page }) => {
    await gotoReady(page, "/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Misyonumuz" }).click();
    await expect(page).toHaveURL(/\/misyonumuz$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("collapses the menu behind a button with aria-expanded", async ({ page }) => {
    await gotoReady(page, "/");
    const toggle = page.getByRole("button", { name: "Menü" });
    const menu = page.locator("#ana-menu");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await page.locator("#menu-btn-hizmetler").click();
    await expect(page.locator("#menu-hizmetler")).toBeVisible();
    await page.locator("#menu-hizmetler").getByRole("link", { name: "Denetim Hizmetleri" }).click();
    await expect(page).toHaveURL(/\/hizmetler\/denetim-hizmetleri$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("closes the menu with Escape and gives the focus back to its button; in an open dropdown Escape first closes that", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    const toggle = page.getByRole("button", { name: "Menü" });
    const menu = page.locator("#ana-menu");
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.locator("#menu-btn-kurumsal").click();
    await page.locator("#menu-kurumsal a").first().focus();
    await page.keyboard.press("Escape");
    await expect(page.locator("#menu-kurumsal")).toBeHidden();
    await expect(page.locator("#menu-btn-kurumsal")).toBeFocused();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("indents a menu's items under their parent", async ({ page }) => {
    // Where an element's text begins on screen (after its padding, before any icon).
    const textStart = (element: Locator) =>
      element.evaluate((el) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT, (node) =>
          node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
        );
        const range = document.createRange();
        range.selectNodeContents(walker.nextNode()!);
        return range.getBoundingClientRect().left;
      });
    // Visibly further in than the parent's text: at least half a rem, not a pixel or two.
    const expectIndented = async (parent: Locator, child: Locator) =>
      expect(await textStart(child), String(await child.textContent())).toBeGreaterThanOrEqual((await textStart(parent)) + 8);
    await gotoReady(page, "/");
    await page.getByRole("button", { name: "Menü" }).click();
    await page.locator("#menu-btn-kurumsal").click();
    await expectIndented(page.locator("#menu-btn-kurumsal"), page.locator("#menu-kurumsal a").first());
    await page.locator("#menu-btn-kurumsal").click();
    await page.locator("#menu-btn-araclar").click();
    await expectIndented(page.locator("#menu-btn-araclar"), page.locator("#menu-araclar a").first());
    await expectIndented(page.locator("#menu-btn-araclar"), page.locator("#menu-araclar a.tool-link").first());
  });

  test("shows the same sections in the phone menu, each opening its links below its button", async ({ page }) => {
    await gotoReady(page, "/");
    await page.getByRole("button", { name: "Menü" }).click();
    await expect(page.locator("#ana-menu > li > a, #ana-menu > li > button")).toHaveText([
      "Anasayfa",
      "Kurumsal",
      "Hizmetlerimiz",
      "Mevzuat ve Duyurular",
      "Araçlar",
      "İletişim",
    ]);
    await page.locator("#menu-btn-duyurular").click();
    await expect(page.locator("#menu-duyurular")).toBeVisible();
    await page.locator("#menu-btn-araclar").click();
    await expect(page.locator("#menu-duyurular")).toBeHidden();
    const first = page.locator("#menu-araclar a").first();
    await expect(first).toHaveText("Tüm araçlar");
    const below = async () => (await first.boundingBox())!.y - (await page.locator("#menu-btn-araclar").boundingBox())!.y;
    expect(await below()).toBeGreaterThan(0);
    await first.click();
    await expect(page).toHaveURL(/\/araclar$/);
  });

  test("has no horizontal scrolling", async ({ page }) => {
    for (const path of ["/", "/iletisim", "/hizmetler", "/duyurular/0", "/sss"]) {
      await gotoReady(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

/** The main menu's dropdowns (content/navigation.ts navSections). */
const SECTION_IDS = ["kurumsal", "hizmetler", "duyurular", "araclar"];

/** A menu ends inside the window: nothing of it is out of reach below the screen's edge. */
async function expectInsideWindow(page: Page, menu: Locator) {
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.y + box.height, String(await menu.getAttribute("id"))).toBeLessThanOrEqual(page.viewportSize()!.height);
}

test.describe("menus on short screens", () => {
  const cleanup = cleanupAfterEach(test.afterEach);
  let added = "";

  // The office adds tools in the admin (Araçlar); twelve more make the Araçlar menu longer than any screen.
  test.beforeEach(async () => {
    added = unique("Ek araç");
    for (let n = 1; n <= 12; n++) await addTool(e2eDb(), { title: `${added} ${n}`, url: `https://ornek.gov.tr/arac-${n}` }, cleanup);
  });

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1366, height: 768 },
  ]) {
    test(`keeps every desktop menu inside a ${viewport.width}×${viewport.height} window, by hover and by keyboard, with its last link reachable`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoReady(page, "/");
      await expect(page.locator("#menu-araclar a", { hasText: added })).toHaveCount(12);
      const lastTool = page.locator("#menu-araclar a").last();

      // Hover: each dropdown; the wheel scrolls the long one (Araçlar) to its end.
      for (const id of SECTION_IDS) {
        await page.locator(`#menu-btn-${id}`).hover();
        await expectInsideWindow(page, page.locator(`#menu-${id}`));
      }
      await page.locator("#menu-araclar a").first().hover();
      await page.mouse.wheel(0, 2000);
      await expect(lastTool).toBeInViewport({ ratio: 1 });
      await page.mouse.move(5, viewport.height - 5);
      await expect(page.locator("#menu-araclar")).toBeHidden();

      // Keyboard: ArrowUp opens a menu on its last item, which scrolls into view with the focus.
      for (const id of SECTION_IDS) {
        await page.locator(`#menu-btn-${id}`).focus();
        await page.keyboard.press("ArrowUp");
        await expect(page.locator(`#menu-${id} a`).last()).toBeFocused();
        await expect(page.locator(`#menu-${id} a`).last()).toBeInViewport({ ratio: 1 });
        await expectInsideWindow(page, page.locator(`#menu-${id}`));
        await page.keyboard.press("Escape");
      }
      await expect(lastTool).toBeHidden();
    });
  }

  test("keeps the open phone menu inside a 360×740 window, its last tool reachable", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoReady(page, "/");
    await page.getByRole("button", { name: "Menü" }).click();
    await page.locator("#menu-btn-araclar").click();
    const lastTool = page.locator("#menu-araclar a").last();
    await lastTool.focus();
    await expect(lastTool).toBeInViewport({ ratio: 1 });
    await expectInsideWindow(page, page.locator("#ana-menu"));
  });
});

/**
 * Once the page has jumped to its fragment, how far below the sticky
 * navigation's bottom edge the element's top lands (negative: hidden under it).
 */
async function gapBelowNav(page: Page, target: Locator): Promise<number> {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  return target.evaluate((el) => el.getBoundingClientRect().top - document.querySelector(".site-nav")!.getBoundingClientRect().bottom);
}

test.describe("anchors under the sticky navigation", () => {
  for (const width of [360, 1280]) {
    test(`lands each anchor target fully below the navigation at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });

      // Where a newsletter sign-up leads (home, /bulten): its answer, the status at the form's top (issue 38).
      for (const path of [FORM_SENT.newsletter, FORM_SENT.newsletterArchive]) {
        await page.goto(path);
        const box = await gapBelowNav(page, page.locator("#bulten-durum"));
        expect(box, path).toBeGreaterThanOrEqual(0);
        expect(box, path).toBeLessThan(100); // the jump went there, not somewhere above it
      }

      await page.goto("/vergi-takvimi");
      const day = await page.locator(".taxcal-entry").first().getAttribute("id");
      await page.goto(`/vergi-takvimi#${day}`);
      expect(await gapBelowNav(page, page.locator(`[id="${day}"]`))).toBeGreaterThanOrEqual(0);

      await page.goto("/araclar/gelir-vergisi?yil=2026&gelir=ucret&matrah=1.200.000#sonuc");
      expect(await gapBelowNav(page, page.locator("#sonuc"))).toBeGreaterThanOrEqual(0);
    });
  }
});

test.describe("open menus with axe", () => {
  for (const width of [360, 1280]) {
    test(`each section's menu, open on the home page at ${width} px, has no axe-core violations`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      await gotoReady(page, "/");
      if (width < 992) await page.getByRole("button", { name: "Menü" }).click();
      for (const id of SECTION_IDS) {
        await page.locator(`#menu-btn-${id}`).click();
        await expect(page.locator(`#menu-${id}`)).toBeVisible();
        // The navigation with its open menu (accessibility.spec.ts checks the whole page).
        const results = await axeOn(page)
          .include("nav.site-nav")
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
          id,
        ).toEqual([]);
        await page.locator(`#menu-btn-${id}`).click();
        await expect(page.locator(`#menu-${id}`)).toBeHidden();
      }
    });
  }
});

test.describe("section labels", () => {
  test("name the section of the page above its title, never 'Daha fazla'", async ({ page }) => {
    for (const [path, label] of [
      ["/sss", "Mevzuat ve Duyurular"],
      ["/bulten", "Mevzuat ve Duyurular"],
      ["/araclar", "Araçlar"],
      ["/misyonumuz", "Kurumsal"],
    ]) {
      await page.goto(path!);
      const kicker = page.locator("main .page-kicker");
      await expect(kicker, path).toHaveText(label!);
      await expect(kicker, path).toBeVisible();
    }
  });
});

test.describe("headings under intro text", () => {
  const cleanup = cleanupAfterEach(test.afterEach);

  /** The space between the bottom of the page's intro text and the top of the heading that follows it. */
  async function gapAbove(page: Page, heading: Locator): Promise<number> {
    const lead = (await page.locator("main .section-lead").first().boundingBox())!;
    const title = (await heading.boundingBox())!;
    return title.y - (lead.y + lead.height);
  }

  for (const width of [360, 1280]) {
    test(`stand clear of the intro on /araclar and /bulten at ${width} px`, async ({ page }) => {
      // /bulten lists its sent issues under their heading once one was sent.
      const db = e2eDb();
      const subject = unique("Aralık bülteni");
      const issue = await addIssue(db, subject, { status: "sent", sent_at: "2026-03-02T09:00:00.000Z", recipients: 1 });
      cleanup(async () => {
        await db.deleteFrom("newsletter_issues").where("id", "=", issue.id).execute();
        await bumpContentVersion(db);
      });
      await bumpContentVersion(db);
      await page.setViewportSize({ width, height: 900 });

      await page.goto("/araclar");
      expect(await gapAbove(page, page.getByRole("heading", { name: "Hesaplama araçlarımız" }))).toBeGreaterThanOrEqual(40);
      await page.goto("/bulten");
      expect(await gapAbove(page, page.getByRole("heading", { name: "Gönderilen sayılar" }))).toBeGreaterThanOrEqual(40);
    });
  }
});
