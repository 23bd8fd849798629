import { expect, test } from "@playwright/test";
import { axeOn } from "#tests/e2e/helpers.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

// The runner puts axe-core into a document once (tests/e2e/axe.ts): a second analysis of the same
// document must see what changed since the first, as a fresh injection would.
test("axe finds a violation, and a new one in the same document on its next analysis", async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="tr"><head><title>Deneme</title></head><body><main><h1>Deneme</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Nokta"></main></body></html>`,
  );
  expect((await axeOn(page).withTags(TAGS).analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.evaluate(() => document.querySelector("img")?.removeAttribute("alt"));
  expect((await axeOn(page).withTags(TAGS).analyze()).violations.map((v) => v.id)).toEqual(["image-alt"]);

  await page.evaluate(() => {
    const button = document.createElement("button");
    document.querySelector("main")?.append(button);
  });
  expect((await axeOn(page).withTags(TAGS).analyze()).violations.map((v) => v.id).sort()).toEqual(["button-name", "image-alt"]);
});

test("axe checks only what include names, and a new document gets axe-core again", async ({ page }) => {
  const html = (body: string) => `<!doctype html><html lang="tr"><head><title>Deneme</title></head><body>${body}</body></html>`;
  await page.setContent(
    html(`<main><h1>Deneme</h1><nav aria-label="Bölümler"><button></button></nav><img src="data:," id="resim"></main>`),
  );
  expect((await axeOn(page).include("nav").withTags(TAGS).analyze()).violations.map((v) => v.id)).toEqual(["button-name"]);

  await page.goto("about:blank");
  await page.setContent(html(`<main><h1>Deneme</h1><input type="text"></main>`));
  expect(await page.evaluate(() => typeof window.axe)).toBe("undefined");
  expect((await axeOn(page).withTags(TAGS).analyze()).violations.map((v) => v.id)).toEqual(["label"]);
});
