/**
 * The HTML validator of tests/server/html-validity.test.ts: html-validate
 * (offline, in Node) with its recommended preset, minus the rules that
 * contradict how React writes HTML or a deliberate choice of ours, plus one
 * rule of the HTML standard html-validate does not check, and a check of inline
 * SVG's attributes, which html-validate does not read (it skips an <svg>'s content).
 */
import { type ConfigData, type DOMReadyEvent, definePlugin, type HtmlElement, HtmlValidate, Rule } from "html-validate";
import { parse } from "node-html-parser";

/**
 * The placeholder label option (HTML standard, "the select element"): a
 * required single-line select must start with an option whose value is empty,
 * or `required` can never fail and the W3C checker (vnu) reports an error.
 * html-validate has no rule for it; the calculators' selects broke it.
 */
class PlaceholderLabelOption extends Rule {
  override documentation() {
    return {
      description: "A required select without `multiple` or a `size` above 1 must start with an option whose value is empty.",
      url: "https://html.spec.whatwg.org/multipage/form-elements.html#placeholder-label-option",
    };
  }

  override setup() {
    this.on("dom:ready", (event: DOMReadyEvent) => {
      for (const select of event.document.querySelectorAll("select[required]")) {
        if (select.hasAttribute("multiple") || Number(select.getAttributeValue("size") ?? "1") > 1) continue;
        const first = select.querySelectorAll("option")[0];
        if (!first || first.parent !== select || optionValue(first) !== "") {
          this.report(select, "A required <select> must start with a placeholder option whose value is empty");
        }
      }
    });
  }
}

/** An option's value: its value attribute, or its text when it has none. */
const optionValue = (option: HtmlElement) => option.getAttributeValue("value") ?? option.textContent.trim();

const standardRules = definePlugin({
  name: "ymm-standard-rules",
  rules: { "ymm/placeholder-label-option": PlaceholderLabelOption },
});

export const htmlValidateConfig: ConfigData = {
  root: true,
  plugins: [standardRules],
  extends: ["html-validate:recommended"],
  rules: {
    "ymm/placeholder-label-option": "error",
    // React's serialisation, not our choice: void elements self-closed (<meta />),
    // DOM property names as attributes (charSet, colSpan, maxLength; HTML
    // attribute names are case-insensitive), boolean and empty attributes
    // written as ="" (required="", download=""). All are valid HTML.
    "void-style": "off",
    "attr-case": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // A page's title is the office's own headline plus the firm's name; its
    // length is content the office writes, not markup (and not invalid).
    "long-title": "off",
    // A body's wide table sits in <div role="region" aria-label tabindex="0">,
    // a named scroll container keyboard users can focus (rich-text-layout.ts,
    // pinned by its tests); valid HTML, and a <section> would mean the same.
    // React's useId gives ids like "_R_7or5_": valid HTML (any id without
    // spaces), which the strict mode of valid-id refuses for not starting with a letter.
    "valid-id": ["error", { relaxed: true }],
    // A group of checkboxes sharing one name is how a form sends a list (the
    // e-bülten's "oge" picks, read with getAll); every other control still needs a unique name.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    "prefer-native-element": ["error", { exclude: ["region"] }],
  },
};

const validator = new HtmlValidate(htmlValidateConfig);

/** The SVG elements `vector-effect` applies to (SVG 2: the shapes, text and use). */
const VECTOR_EFFECT_ELEMENTS = new Set(["path", "line", "rect", "circle", "ellipse", "polyline", "polygon", "text", "use"]);

/**
 * `vector-effect` anywhere else (a <g>, the <svg>) does nothing, as it is not
 * inherited, and the W3C checker (vnu) reports it as an error; html-validate
 * does not look inside an <svg>. The home page's banner art had it on a <g>.
 */
function svgErrors(label: string, html: string): string[] {
  const lineStarts = [0, ...[...html.matchAll(/\n/g)].map((newline) => newline.index + 1)];
  const at = (offset: number) => {
    const line = lineStarts.findLastIndex((start) => start <= offset);
    return `${line + 1}:${offset - lineStarts[line]! + 1}`;
  };
  return parse(html)
    .querySelectorAll("[vector-effect]")
    .filter((element) => !VECTOR_EFFECT_ELEMENTS.has(element.rawTagName))
    .map(
      (element) =>
        `${label}:${at(element.range[0])} ymm/svg-vector-effect — \`vector-effect\` is not allowed on <${element.rawTagName}>: put it on the shapes it should affect`,
    );
}

/** Each error of a page as "label:line:column rule-id — message". */
export async function htmlErrors(label: string, html: string): Promise<string[]> {
  const report = await validator.validateString(html, label);
  return [
    ...report.results.flatMap((result) =>
      result.messages.map((message) => `${label}:${message.line}:${message.column} ${message.ruleId} — ${message.message}`),
    ),
    ...svgErrors(label, html),
  ];
}
