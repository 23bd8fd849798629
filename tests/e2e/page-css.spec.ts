import { expect, type Page, test } from "@playwright/test";

/**
 * Each public page carries only the rules of the stylesheet it can use
 * (app/.server/web/page-css.ts). Proof that nothing it dropped mattered: every
 * element, and its ::before and ::after, has the same computed style with the
 * page's own stylesheet as with the whole one (which the admin area carries),
 * with the phone's and the desktop's media queries, and with a menu open.
 */
const pages = [
  "/",
  "/sss",
  "/iletisim",
  "/vergi-takvimi",
  // Pratik bilgiler (issue 44): its groups, tables and facts.
  "/pratik-bilgiler",
  "/araclar/gelir-vergisi?yil=2026&gelir=ucret&matrah=1.200.000",
  "/araclar/kdv-tevkifati?tarih=2026-03-01&kod=612&tutar=20000&kdv=20&alici=mukellef",
  "/araclar/kidem-ihbar?giris=2016-01-15&cikis=2026-01-15&brut=65000&ihbar=1",
  "/araclar/kidem-ihbar?giris=2016-01-15&cikis=2026-01-15&brut=65000&ihbar=evet",
  // The wage calculator's result: its tables, the marked months, the asgari ücret desteği and an open details.
  "/araclar/net-brut-ucret?yil=2026&brut=100000&ay12=0&indirim=2",
  "/sirkuler",
  "/sirkuler/2026-13",
  "/duyurular/0",
  "/hizmetler/tam-tasdik",
  "/kerem-ozdemir",
  "/ara?q=kdv",
  "/bulten",
  "/olmayan-sayfa",
];

// The test swaps the page's <style> for the whole sheet, which the page's CSP (by hash) would refuse.
test.use({ bypassCSP: true });

let wholeSheet: string;
test.beforeAll(async ({ request }) => {
  const html = await (await request.get("/adminpanel/giris")).text();
  wholeSheet = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  expect(wholeSheet.length).toBeGreaterThan(20_000);
});

/** What decides how an element looks and where it is (all ~350 computed properties took minutes in CI). */
const PROPERTIES = [
  "display",
  "position",
  "inset",
  "float",
  "clear",
  "z-index",
  "visibility",
  "opacity",
  "overflow-x",
  "overflow-y",
  "box-sizing",
  "width",
  "height",
  "min-width",
  "min-height",
  "max-width",
  "max-height",
  "margin",
  "padding",
  "border-width",
  "border-style",
  "border-color",
  "border-radius",
  "outline",
  "box-shadow",
  "color",
  "background-color",
  "background-image",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "line-height",
  "letter-spacing",
  "text-align",
  "text-decoration-line",
  "text-transform",
  "white-space",
  "list-style-type",
  "flex-direction",
  "flex-wrap",
  "flex",
  "align-items",
  "justify-content",
  "gap",
  "grid-template-columns",
  "grid-column",
  "order",
  "transform",
  "content",
  "cursor",
  "vertical-align",
  "object-fit",
];

/** Every element's computed style, with its pseudo-elements', one line each. */
function styles(page: Page): Promise<string[]> {
  return page.evaluate((properties) => {
    const lines: string[] = [];
    const all = document.querySelectorAll("body, body *");
    all.forEach((el, index) => {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(el, pseudo);
        if (pseudo && style.content === "none") continue;
        let line = `${index} ${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""}${pseudo ?? ""}:`;
        for (const name of properties) line += ` ${name}=${style.getPropertyValue(name)}`;
        lines.push(line);
      }
    });
    return lines;
  }, PROPERTIES);
}

async function compare(page: Page, path: string) {
  // A transition still running (the menu's chevron turning) would be caught at a different moment in each reading.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const own = await page
    .locator("head > style")
    .first()
    .evaluate((el) => el.textContent ?? "");
  expect(own.length, path).toBeLessThan(wholeSheet.length);
  const before = await styles(page);
  await page
    .locator("head > style")
    .first()
    .evaluate((el, css) => {
      el.textContent = css;
    }, wholeSheet);
  const after = await styles(page);
  expect(after.length, path).toBe(before.length);
  const differing = before.filter((line, i) => line !== after[i]);
  expect(differing.slice(0, 3), `${path}: elements styled differently with the page's own stylesheet`).toEqual([]);
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of pages) {
      test(`${path} looks the same with its own stylesheet as with the whole one`, async ({ page }) => {
        await page.goto(path);
        await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
        await compare(page, path);
      });
    }

    test("an open menu looks the same with the page's own stylesheet as with the whole one", async ({ page }) => {
      await page.goto("/sss");
      await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
      if (width < 992) await page.getByRole("button", { name: "Menü" }).click();
      await page.getByRole("button", { name: "Kurumsal" }).click();
      await expect(page.getByRole("button", { name: "Kurumsal" })).toHaveAttribute("aria-expanded", "true");
      await compare(page, "/sss with Kurumsal open");
    });
  });
}
