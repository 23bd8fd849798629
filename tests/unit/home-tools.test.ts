/**
 * The home page's Araçlar tab (content/navigation.ts homeTools): the site's
 * calculators, most used first, and room for the office's own links from the
 * admin's Araçlar list; room the office leaves goes to the calculators.
 */
import { describe, expect, it } from "vitest";
import { calculatorLinks, HOME_OFFICE_TOOLS, homeTools } from "#app/content/navigation.ts";

const office = (n: number) =>
  Array.from({ length: n }, (_, index) => ({ id: `arac-${index}`, title: `Bağlantı ${index + 1}`, url: `https://ornek.gov.tr/${index}` }));
const hrefs = (tools: ReturnType<typeof homeTools>) => tools.map((tool) => tool.href);
const calculators = calculatorLinks.map((link) => link.to);

describe("homeTools", () => {
  it("keeps room for the office's first links after the calculators, opening elsewhere", () => {
    const tools = homeTools(office(4), 5);
    expect(HOME_OFFICE_TOOLS).toBe(2);
    expect(hrefs(tools)).toEqual([...calculators.slice(0, 3), "https://ornek.gov.tr/0", "https://ornek.gov.tr/1"]);
    expect(tools.map((tool) => tool.external)).toEqual([false, false, false, true, true]);
    expect(tools[3]).toEqual({ id: "arac-0", title: "Bağlantı 1", href: "https://ornek.gov.tr/0", external: true });
  });

  it("gives the room the office leaves to the calculators", () => {
    expect(hrefs(homeTools(office(1), 5))).toEqual([...calculators.slice(0, 4), "https://ornek.gov.tr/0"]);
    expect(hrefs(homeTools([], 5))).toEqual(calculators.slice(0, 5));
  });

  it("never goes past the limit", () => {
    expect(homeTools(office(9), 5)).toHaveLength(5);
    expect(homeTools(office(9), 1)).toHaveLength(1);
  });
});
