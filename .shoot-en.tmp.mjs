import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4620";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page0 = await browser.newPage();
await page0.goto(base + "/en/circulars");
const circ = await page0.locator("main a[href^='/en/circulars/']").first().getAttribute("href");
await page0.close();
const shots = [["en-home", "/en/"], ["en-founder", "/en/founder"], ["en-service", "/en/services/full-certification"], ["en-contact", "/en/contact"], ["en-circulars", "/en/circulars"], ["en-circular", circ], ["tr-home", "/"], ["en-404", "/en/mission"]];
for (const w of [360, 768, 1280]) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 } });
  for (const [name, path] of shots) {
    if (w === 768 && !["en-home", "en-contact"].includes(name)) continue;
    await page.goto(base + path);
    await page.screenshot({ path: `/tmp/shots/${name}-${w}.png`, fullPage: name !== "tr-home" });
  }
  await page.close();
}
{
  const page = await browser.newPage({ viewport: { width: 360, height: 900 } });
  await page.goto(base + "/en/contact");
  await page.getByRole("button", { name: /Send/ }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/en-contact-refused-360.png`, fullPage: true });
  await page.close();
}
await browser.close();
