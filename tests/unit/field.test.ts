/**
 * The one labelled field (app/components/Field.tsx, ADR 039): rendered on the
 * server, its label names the control, aria-describedby lists the hint and the
 * error by ids that exist, an error marks the control invalid, and the
 * required mark has text for screen readers. The guard below keeps it the only
 * place that writes a field's error message.
 */
import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { parse } from "node-html-parser";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, type FieldProps, fieldErrorId, fieldHintId } from "#app/components/Field.tsx";

const render = (props: FieldProps) => parse(renderToStaticMarkup(createElement(Field, props)));

/** The ids aria-describedby names, each checked to be an element of the field. */
function described(doc: ReturnType<typeof parse>, selector: string): string[] {
  const ids = (doc.querySelector(selector)?.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  for (const id of ids) expect(doc.getElementById(id), `#${id}`).not.toBeNull();
  return ids;
}

describe("Field", () => {
  it("labels its input, and the input is described by nothing when there is no hint or error", () => {
    const doc = render({ id: "kayit-baslik", name: "baslik", label: "Başlık", defaultValue: "x" });
    const input = doc.querySelector("input");
    expect(input?.getAttribute("id")).toBe("kayit-baslik");
    expect(input?.getAttribute("name")).toBe("baslik");
    expect(doc.querySelector("label")?.getAttribute("for")).toBe("kayit-baslik");
    expect(doc.querySelector("label")?.text).toBe("Başlık");
    expect(input?.hasAttribute("aria-describedby")).toBe(false);
    expect(input?.hasAttribute("aria-invalid")).toBe(false);
    expect(doc.querySelector(".field")?.classList.contains("has-error")).toBe(false);
  });

  it("ties the hint and the error to the control, with one id convention, and marks it invalid", () => {
    const doc = render({ id: "firma-telefon", name: "telefon", label: "Telefon", hint: "Alan koduyla.", error: "Telefonu yazın." });
    expect(described(doc, "input")).toEqual(["firma-telefon-ipucu", "firma-telefon-hata"]);
    expect(fieldHintId("firma-telefon")).toBe("firma-telefon-ipucu");
    expect(fieldErrorId("firma-telefon")).toBe("firma-telefon-hata");
    expect(doc.getElementById("firma-telefon-hata")?.text).toBe("Telefonu yazın.");
    expect(doc.getElementById("firma-telefon-hata")?.classList.contains("field-error")).toBe(true);
    expect(doc.getElementById("firma-telefon-ipucu")?.text).toBe("Alan koduyla.");
    expect(doc.querySelector("input")?.getAttribute("aria-invalid")).toBe("true");
    expect(doc.querySelector(".field")?.classList.contains("has-error")).toBe(true);
  });

  it("reads a message shown elsewhere after its own (a calculator's refusal), marked invalid without a message", () => {
    const doc = parse(
      renderToStaticMarkup(
        createElement(
          "div",
          null,
          createElement(Field, { id: "mtv-yil", name: "yil", label: "Yıl", hint: "Ör. 2026", invalid: true, describedBy: "hesap-hatasi" }),
          createElement("p", { id: "hesap-hatasi" }, "Yıl yok."),
        ),
      ),
    );
    expect(described(doc, "input")).toEqual(["mtv-yil-ipucu", "hesap-hatasi"]);
    expect(doc.querySelector("input")?.getAttribute("aria-invalid")).toBe("true");
    expect(doc.querySelector(".field-error")).toBeNull();
  });

  it("marks a required field, with text a screen reader reads, and an optional one in words", () => {
    const required = render({ id: "a", name: "a", label: "Ad", required: true, mark: "required" });
    expect(required.querySelector("input")?.hasAttribute("required")).toBe(true);
    expect(required.querySelector("label [aria-hidden=true]")?.text).toBe("*");
    expect(required.querySelector("label .visually-hidden")?.text).toBe("(zorunlu)");
    const optional = render({ id: "b", name: "b", label: "Slogan", mark: "optional" });
    expect(optional.querySelector("input")?.hasAttribute("required")).toBe(false);
    expect(optional.querySelector("label")?.text).toBe("Slogan (isteğe bağlı)");
  });

  it("draws a textarea, a select and a file input", () => {
    const area = render({ id: "m", name: "m", label: "Mesaj", multiline: true, rows: 6, error: "Yazın." });
    expect(area.querySelector("textarea")?.getAttribute("rows")).toBe("6");
    expect(described(area, "textarea")).toEqual(["m-hata"]);
    const select = render({ id: "s", name: "s", label: "Tür", options: [{ value: "a", label: "A" }], defaultValue: "a", error: "Seçin." });
    expect(select.querySelectorAll("select option").map((o) => o.getAttribute("value"))).toEqual(["a"]);
    expect(select.querySelector("select")?.getAttribute("aria-invalid")).toBe("true");
    const file = render({ id: "d", name: "d", label: "Dosya", type: "file", accept: ".csv" });
    expect(file.querySelector("input")?.getAttribute("type")).toBe("file");
    expect(file.querySelector("input")?.getAttribute("accept")).toBe(".csv");
  });

  it("gives a custom control the attributes that tie it to the label, hint and error", () => {
    const doc = render({
      id: "hizmet-adres",
      name: "adres",
      label: "Adres",
      hint: "Sayfanın adresi.",
      error: "Başka bir adres seçin.",
      required: true,
      children: (control): ReactNode => createElement("input", { type: "text", "data-custom": "evet", ...control }),
    });
    const input = doc.querySelector("input[data-custom]");
    expect(input?.getAttribute("id")).toBe("hizmet-adres");
    expect(input?.hasAttribute("required")).toBe(true);
    expect(described(doc, "input[data-custom]")).toEqual(["hizmet-adres-ipucu", "hizmet-adres-hata"]);
  });

  it("groups controls in a fieldset whose legend is the label, described by the hint and error", () => {
    const doc = render({
      id: "rol",
      label: "Rol",
      hint: "Ne yapabileceği.",
      error: "Bir rol seçin.",
      fieldset: true,
      children: () => createElement("input", { type: "radio", name: "rol", value: "author" }),
    });
    expect(doc.querySelector("legend")?.text).toBe("Rol");
    expect(described(doc, "fieldset")).toEqual(["rol-ipucu", "rol-hata"]);
    expect(doc.querySelector("fieldset")?.classList.contains("has-error")).toBe(true);
  });
});

/** Every .tsx under app/ but the component: none writes a field's error message by hand. */
const FIELD_COMPONENT = "app/components/Field.tsx";
function handWrittenFieldErrors(files: { path: string; text: string }[]): string[] {
  return files.filter((f) => f.path !== FIELD_COMPONENT && /field-error/.test(f.text)).map((f) => f.path);
}

describe("one place writes a field's error message", () => {
  const files = readdirSync("app", { recursive: true, encoding: "utf8" })
    .map((f) => posix.join("app", f.split("\\").join("/")))
    .filter((f) => f.endsWith(".tsx"))
    .map((path) => ({ path, text: readFileSync(path, "utf8") }));

  it("finds the component and catches a hand-written error", () => {
    expect(files.map((f) => f.path)).toContain(FIELD_COMPONENT);
    expect(handWrittenFieldErrors(files)).not.toContain(FIELD_COMPONENT);
    const stray = { path: "app/routes/admin/x.tsx", text: '<p id="x-hata" className="field-error">Hata</p>' };
    expect(handWrittenFieldErrors([stray])).toEqual(["app/routes/admin/x.tsx"]);
  });

  it("has no field-error class outside components/Field.tsx (use Field or FieldError)", () => {
    expect(handWrittenFieldErrors(files)).toEqual([]);
  });
});
