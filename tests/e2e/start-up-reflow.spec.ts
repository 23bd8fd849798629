import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { englishPaths, FORM_SENT, kvkkReceivedPath, paths } from "#app/lib/paths.ts";

/**
 * Issue 41, point 5: a public page reads no layout while it starts (Lighthouse's
 * `forced-reflow-insight`). Until the visitor does something, the inline loader and
 * the enhancement module (app/enhance/) only write; a widget reads layout in answer
 * to a click or a key. Chromium records the script's stack on style and layout work
 * that a script forced (`UpdateLayoutTree` and `Layout` with `beginData.stackTrace`,
 * the events the insight adds up), so a trace of the page's start names each read.
 *
 * One page of each template, at the width of Lighthouse's phone; the templates come
 * from the sitemap, and a test fails when the sitemap lists a page of none of them.
 */

// Without Playwright's own trace: its DOM snapshots read styles in the page.
test.use({ viewport: { width: 412, height: 823 }, trace: "off" });

interface TraceFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface TraceEvent {
  name: string;
  args?: { beginData?: { stackTrace?: TraceFrame[] } };
}

/** The categories that carry style and layout work and, on the work a script forced, its stack. */
const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline.stack"];
const REFLOW_EVENTS = new Set(["UpdateLayoutTree", "Layout"]);

/** The style and layout work a script forced in a trace, each with the script's stack. */
function forcedReflows(trace: Buffer): string[] {
  const { traceEvents } = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] };
  return traceEvents.flatMap((event) => {
    const stack = REFLOW_EVENTS.has(event.name) ? event.args?.beginData?.stackTrace : undefined;
    if (!stack?.length) return [];
    const frames = stack.map((f) => `${f.functionName || "(anonymous)"} ${f.url}:${f.lineNumber}:${f.columnNumber}`);
    return [`${event.name} forced by ${frames.join(" ← ")}`];
  });
}

/** Runs `steps` with Chromium's tracing on and returns the reflows scripts forced meanwhile. */
async function reflowsDuring(browser: Browser, page: Page, steps: () => Promise<void>): Promise<string[]> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let failure: unknown;
  try {
    await steps();
  } catch (error) {
    failure = error;
  }
  const trace = await browser.stopTracing();
  if (failure) throw failure;
  return forcedReflows(trace);
}

/**
 * Loads a page as a visitor does, without touching it: until the module has started
 * (html[data-enhanced]) and two frames and a task later, when the observers it
 * started (Başa dön's) have reported. Nothing here reads layout (waitForFunction polls
 * on animation frames).
 */
async function startPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
}

interface Template {
  name: string;
  /** Its pages in the sitemap (the first one is loaded, or all of them with `every`). */
  match?: RegExp;
  every?: boolean;
  /** A page the sitemap does not list (a result, a form's answer, a search). */
  sample?: string;
}

/** In order: a page belongs to the first template that matches it. */
const TEMPLATES: Template[] = [
  { name: "the home page", match: /^\/$/ },
  { name: "the contact page", match: /^\/iletisim$/ },
  // The form's status says something and takes focus as the module starts (app/enhance/form.ts).
  { name: "the contact page after a send", sample: FORM_SENT.contact },
  { name: "the KVKK application form", match: /^\/kvkk\/basvuru$/ },
  // Where a filed application leads, landing on its status (not in the sitemap: noindex).
  { name: "the KVKK application received", sample: kvkkReceivedPath("KVKK-2026-0001") },
  { name: "a text page", match: /^\/(misyonumuz|vizyonumuz|kvkk)$/ },
  { name: "Künye", match: /^\/kunye$/ },
  { name: "the FAQ", match: /^\/sss$/ },
  { name: "the tools page", match: /^\/araclar$/ },
  { name: "every calculator", match: /^\/araclar\/./, every: true },
  {
    name: "a calculator's result",
    // The form's action lands on the result (#sonuc, OUTCOME_ANCHOR).
    sample: `${paths.calculators.vatWithholding}?tarih=2026-03-01&kod=612&tutar=9000&kdv=20&alici=mukellef#sonuc`,
  },
  { name: "the tax calendar", match: /^\/vergi-takvimi$/ },
  { name: "a service", match: /^\/hizmetler(\/|$)/ },
  { name: "the news page", match: /^\/haberler$/ },
  { name: "a news item", match: /^\/haberler\/./ },
  { name: "an announcement", match: /^\/duyurular\/./ },
  { name: "the circulars", match: /^\/sirkuler$/ },
  { name: "a circular", match: /^\/sirkuler\/./ },
  { name: "the e-bülten archive", match: /^\/bulten$/ },
  { name: "a search", sample: `${paths.search}?q=vergi` },
  { name: "a page not found", sample: "/bu-sayfa/yok" },
  // The English pages (issue 43): the home and contact always exist; the others only with the office's English.
  { name: "the English home page", match: /^\/en\/$/ },
  { name: "the English contact page", match: /^\/en\/contact$/ },
  { name: "an English search", sample: `${englishPaths.search}?q=tax` },
  { name: "an English page not found", sample: "/en/no-such-page" },
  // Last: the one single-segment path the others leave is the founder's (its path follows the name).
  { name: "the founder's page", match: /^\/[^/]+$/ },
];
/**
 * Templates the sample site has no page of; another spec may send an issue, and then the sitemap lists it,
 * or publish an English text (the English pages of the office's texts share the English home's frame).
 */
const NOT_IN_SAMPLE: RegExp[] = [/^\/bulten\/./, /^\/en\/./];

/** The <loc>s of one sitemap document, as paths with their query. */
async function locsOf(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL((m[1] ?? "").replaceAll("&amp;", "&"));
    return `${url.pathname}${url.search}`;
  });
}

/** The HTML pages the sitemap lists (its index names its files). */
async function sitemapPages(request: APIRequestContext): Promise<string[]> {
  const files = await locsOf(request, paths.sitemap);
  const pages = (await Promise.all(files.map((file) => locsOf(request, file)))).flat();
  return pages.filter((path) => !/\.[a-z0-9]+$/i.test(new URL(path, "http://x").pathname));
}

const templateOf = (path: string) => TEMPLATES.find((t) => t.match?.test(new URL(path, "http://x").pathname));

test.describe("a public page reads no layout while it starts", () => {
  for (const template of TEMPLATES) {
    test(template.name, async ({ browser, page, request }) => {
      let loads: string[];
      if (template.sample) loads = [template.sample];
      else {
        const pages = (await sitemapPages(request)).filter((path) => templateOf(path) === template);
        expect(pages.length, `the sitemap lists a page of ${template.name}`).toBeGreaterThan(0);
        loads = template.every ? pages : pages.slice(0, 1);
      }
      for (const path of loads) {
        const reflows = await reflowsDuring(browser, page, () => startPage(page, path));
        expect(reflows, `layout read while ${path} started`).toEqual([]);
      }
    });
  }

  test("every page of the sitemap is of a template measured here", async ({ request }) => {
    const pages = await sitemapPages(request);
    expect(pages.length).toBeGreaterThan(10);
    const unknown = pages.filter((path) => !templateOf(path) && !NOT_IN_SAMPLE.some((re) => re.test(path)));
    expect(unknown).toEqual([]);
  });

  test("the check sees a layout read that a script forces", async ({ browser, page }) => {
    await startPage(page, paths.faq);
    const reflows = await reflowsDuring(browser, page, async () => {
      await page.evaluate(() => {
        const note = document.createElement("p");
        note.textContent = "Bir satır daha.";
        document.body.append(note);
        return note.offsetHeight;
      });
    });
    expect(reflows.length).toBeGreaterThan(0);
  });
});
