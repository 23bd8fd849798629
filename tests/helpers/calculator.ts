/**
 * What the calculators' HTTP tests share (tests/server/calculators-*.test.ts):
 * reading a page's text, and the shape of a refusal.
 */
import { expect } from "vitest";
import { alertText, type Page } from "#tests/helpers/html.ts";

/** An element's text with its whitespace runs made single spaces. */
export const textOf = (page: Page, selector: string) => page.doc.querySelector(selector)?.text.replace(/\s+/g, " ").trim();

/** A form control by its id. */
export const fieldOf = (page: Page, id: string) => page.doc.querySelector(`#${id}`);

/**
 * A refusal: 400, the reason in the alert, no result, the inputs kept (a
 * select's chosen option, any other control's value), the faulty field (only
 * it) marked and, unless it is a radio button (its fieldset is), pointing to the alert.
 */
export function expectRefusal(page: Page, reason: string, faulty: string, kept: Record<string, string>) {
  expect(page.status).toBe(400);
  expect(alertText(page)).toContain(reason);
  expect(page.doc.querySelector(".calc-result")).toBeNull();
  for (const [id, value] of Object.entries(kept)) {
    const element = fieldOf(page, id);
    const shown =
      element?.tagName === "SELECT" ? element.querySelector("option[selected]")?.getAttribute("value") : element?.getAttribute("value");
    expect(shown, id).toBe(value);
  }
  const marked = fieldOf(page, faulty);
  expect(marked?.getAttribute("aria-invalid")).toBe("true");
  if (marked?.getAttribute("type") !== "radio") expect(marked?.getAttribute("aria-describedby")).toContain("hesap-hatasi");
  expect(page.doc.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
}
