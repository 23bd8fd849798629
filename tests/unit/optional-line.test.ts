/**
 * `optionalLine` (app/.server/web/forms.ts), written once for the content,
 * service and firm settings forms (issue 37): empty or missing is "", white
 * space runs become one space, anything else follows `line`'s rules and
 * Turkish messages; the firm settings refuse a missing field.
 */
import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { optionalLine, parseForm } from "#app/.server/web/forms.ts";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("optionalLine", () => {
  const schema = z.object({ meta: optionalLine("Meta açıklaması", 10) });

  it('gives "" for an empty or missing field, and one line with single spaces otherwise', () => {
    expect(parseForm(schema, form({ meta: "   " }))).toEqual({ ok: true, data: { meta: "" } });
    expect(parseForm(schema, form({}))).toEqual({ ok: true, data: { meta: "" } });
    expect(parseForm(schema, form({ meta: "  a \r\n  b\tc " }))).toEqual({ ok: true, data: { meta: "a b c" } });
  });

  it("refuses with line's Turkish messages", () => {
    expect(parseForm(schema, form({ meta: "x".repeat(11) }))).toMatchObject({
      ok: false,
      errors: { meta: "Meta açıklaması en fazla 10 karakter olabilir." },
    });
    expect(parseForm(schema, form({ meta: "a\u0007b" }))).toMatchObject({
      ok: false,
      errors: { meta: "Meta açıklaması görünmeyen denetim karakterleri içeremez." },
    });
  });

  it("refuses a missing field when the form always sends it (whenMissing: refuse)", () => {
    const strict = z.object({ slogan: optionalLine("Slogan", 10, { whenMissing: "refuse" }) });
    expect(parseForm(strict, form({})).ok).toBe(false);
    expect(parseForm(strict, form({ slogan: "" }))).toEqual({ ok: true, data: { slogan: "" } });
  });

  it("is written once, in web/forms.ts", () => {
    const definitions = readdirSync("app/.server", { recursive: true, encoding: "utf8" })
      .map((f) => posix.join("app/.server", f.split("\\").join("/")))
      .filter((f) => f.endsWith(".ts") && /(?:const|function) optionalLine\b/.test(readFileSync(f, "utf8")));
    expect(definitions).toEqual(["app/.server/web/forms.ts"]);
  });
});
