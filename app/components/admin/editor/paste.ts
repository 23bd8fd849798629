/**
 * What is kept of HTML pasted from Word or Google Docs. The editor's schema
 * already drops every element and attribute it does not know (and reads
 * bold and italic from Google Docs' inline styles), so only what the schema
 * cannot see is done here:
 * - Word's lists: paragraphs of class MsoListParagraph… with a hidden
 *   bullet or number ("mso-list:Ignore") become real <ul>/<ol> lists;
 * - Word's conditional comments, <style>, <meta>, <o:p> and <xml> islands go;
 * - headings become the two levels a body has (h1 → h2, h4–h6 → h3), as the
 *   server does;
 * - Word's empty paragraphs (&nbsp;) go.
 * Runs in the browser (DOMParser); the server sanitizes again on save.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<!--[\s\S]*?-->/g, ""), "text/html");
  for (const junk of doc.querySelectorAll("style, meta, link, script, title, xml")) junk.remove();
  for (const element of [...doc.body.querySelectorAll("*")]) {
    if (element.tagName.includes(":")) unwrap(element);
  }
  wordLists(doc);
  for (const heading of [...doc.body.querySelectorAll("h1, h4, h5, h6")]) {
    rename(heading, heading.tagName === "H1" ? "h2" : "h3");
  }
  for (const p of [...doc.body.querySelectorAll("p")]) {
    if (!p.textContent?.replace(/\u00a0/g, " ").trim() && !p.querySelector("img")) p.remove();
  }
  return doc.body.innerHTML;
}

const isWordListItem = (element: Element) =>
  element.tagName === "P" && (/\bMsoListParagraph/.test(element.className) || /mso-list:\s*l\d/.test(element.getAttribute("style") ?? ""));

/** Word's hidden marker of a list paragraph ("·", "1.", "a)") says which kind of list it is. */
function wordMarker(item: Element): { ordered: boolean; marker: Element | undefined } {
  const marker = [...item.querySelectorAll("span")].find((span) => /mso-list:\s*Ignore/i.test(span.getAttribute("style") ?? ""));
  const text = marker?.textContent?.replace(/\u00a0/g, " ").trim() ?? "";
  return { ordered: /^[\dA-Za-z]{1,3}[.)]/.test(text), marker };
}

function wordLists(doc: Document) {
  for (const first of [...doc.body.querySelectorAll("p")]) {
    if (!first.isConnected || !isWordListItem(first)) continue;
    const { ordered } = wordMarker(first);
    const list = doc.createElement(ordered ? "ol" : "ul");
    first.before(list);
    let item: Element | null = first;
    while (item && isWordListItem(item)) {
      const next: Element | null = item.nextElementSibling;
      wordMarker(item).marker?.remove();
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

function rename(element: Element, tagName: string) {
  const renamed = element.ownerDocument.createElement(tagName);
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
}
