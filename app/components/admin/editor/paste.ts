/**
 * What is kept of HTML pasted from Word or Google Docs: structure
 * (headings, paragraphs, bold, italic, links, lists, tables), nothing else.
 * The editor's schema drops the elements it does not know; what it cannot
 * see by itself is done here:
 * - bold and italic that Google Docs and Word write as inline styles become
 *   <strong> and <em> (the admin's CSP does not let the browser parse style
 *   attributes, and the schema would otherwise read Google Docs' wrapping
 *   <b style="font-weight:normal"> as bold);
 * - Word's list paragraphs (class MsoListParagraph…, "mso-list:l0 level1")
 *   with their hidden bullet or number become real <ul>/<ol> lists;
 * - headings become the two levels a body has (h1 → h2, h4–h6 → h3), as the
 *   server does;
 * - comments, <style>, <meta>, Word's <o:p> and <xml>, column widths, empty
 *   paragraphs and every attribute but a link's address (and a table cell's
 *   span) go.
 * Runs in the browser (DOMParser); the server sanitizes again on save.
 */
const KEEP_ATTRIBUTES: Record<string, string[]> = {
  A: ["href"],
  IMG: ["src", "alt", "width", "height"],
  TD: ["colspan", "rowspan"],
  TH: ["colspan", "rowspan"],
};

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<!--[\s\S]*?-->/g, ""), "text/html");
  for (const junk of doc.querySelectorAll("style, meta, link, script, title, xml, colgroup, col")) junk.remove();
  for (const element of [...doc.body.querySelectorAll("*")]) {
    if (element.tagName.includes(":")) unwrap(element);
  }
  wordLists(doc);
  for (const element of [...doc.body.querySelectorAll("*")]) inlineStyles(element);
  for (const heading of [...doc.body.querySelectorAll("h1, h4, h5, h6")]) {
    rename(heading, heading.tagName === "H1" ? "h2" : "h3");
  }
  for (const p of [...doc.body.querySelectorAll("p")]) {
    if (!p.textContent?.replace(/\u00a0/g, " ").trim() && !p.querySelector("img")) p.remove();
  }
  for (const element of doc.body.querySelectorAll("*")) {
    const keep = KEEP_ATTRIBUTES[element.tagName] ?? [];
    for (const name of element.getAttributeNames()) if (!keep.includes(name)) element.removeAttribute(name);
  }
  return doc.body.innerHTML;
}

/** A declaration of an element's style attribute, read as text ("font-weight", not "mso-bidi-font-weight"). */
function styleOf(element: Element, property: string): string | undefined {
  const style = element.getAttribute("style") ?? "";
  return new RegExp(`(?:^|[;\\s"])${property}\\s*:\\s*([^;"]+)`, "i").exec(style)?.[1]?.trim().toLowerCase();
}

const isBoldWeight = (weight: string) => /^(bold|bolder|[6-9]\d\d)$/.test(weight);

/** Bold and italic written as styles become elements; a bold wrapper that says "normal" goes. */
function inlineStyles(element: Element) {
  const weight = styleOf(element, "font-weight");
  if ((element.tagName === "B" || element.tagName === "STRONG") && weight && !isBoldWeight(weight)) {
    unwrap(element);
    return;
  }
  if (!/^(SPAN|FONT|A)$/.test(element.tagName)) return;
  if (weight && isBoldWeight(weight)) wrapChildren(element, "strong");
  if (styleOf(element, "font-style") === "italic") wrapChildren(element, "em");
}

const isWordListItem = (element: Element) =>
  element.tagName === "P" && (/\bMsoListParagraph/.test(element.className) || /mso-list:\s*l\d/.test(element.getAttribute("style") ?? ""));

/** Word's list ("l0", "l1") and whether its hidden marker ("·", "1.", "a)") numbers it. */
function wordList(item: Element): { id: string; ordered: boolean; marker: Element | undefined } {
  const marker = [...item.querySelectorAll("span")].find((span) => /mso-list:\s*Ignore/i.test(span.getAttribute("style") ?? ""));
  const text = marker?.textContent?.replace(/\u00a0/g, " ").trim() ?? "";
  const id = /mso-list:\s*(l\d+)/.exec(item.getAttribute("style") ?? "")?.[1] ?? "";
  return { id, ordered: /^[\dA-Za-z]{1,3}[.)]/.test(text), marker };
}

function wordLists(doc: Document) {
  for (const first of [...doc.body.querySelectorAll("p")]) {
    if (!first.isConnected || !isWordListItem(first)) continue;
    const kind = wordList(first);
    const list = doc.createElement(kind.ordered ? "ol" : "ul");
    first.before(list);
    let item: Element | null = first;
    // One list while the paragraphs belong to the same Word list and kind.
    while (item && isWordListItem(item)) {
      const current = wordList(item);
      if (current.id !== kind.id || current.ordered !== kind.ordered) break;
      const next: Element | null = item.nextElementSibling;
      current.marker?.remove();
      const li = doc.createElement("li");
      li.append(...item.childNodes);
      list.append(li);
      item.remove();
      item = next;
    }
  }
}

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

function wrapChildren(element: Element, tagName: string) {
  const wrapper = element.ownerDocument.createElement(tagName);
  wrapper.append(...element.childNodes);
  element.append(wrapper);
}

function rename(element: Element, tagName: string) {
  const renamed = element.ownerDocument.createElement(tagName);
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
}
