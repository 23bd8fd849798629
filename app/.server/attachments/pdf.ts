/**
 * A PDF's text with unpdf (pdf.js underneath, no native code): every page's
 * text joined, within a time and size budget so a pathological file cannot
 * hold the server. Throws when pdf.js cannot open the file at all.
 */
import { getDocumentProxy } from "unpdf";

/** The most text kept of one file (characters); the search needs no more. */
export const MAX_TEXT_CHARS = 1_000_000;
/** How long reading one file's text may take; past it, the text read so far is kept. */
export const EXTRACTION_MS = 20_000;
/** How long opening a file may take; past it, the file is refused as unreadable. */
const OPEN_MS = 10_000;

export interface PdfText {
  text: string;
  pages: number;
}

class TimedOut extends Error {}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs of white space (including no-break spaces) as one space; lines kept, blank lines dropped. */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[\s\u00a0\u200b\ufeff]+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/** The text of every page (in order) and the page count. */
export async function pdfText(bytes: Uint8Array, budget = { ms: EXTRACTION_MS, chars: MAX_TEXT_CHARS }): Promise<PdfText> {
  // pdf.js takes over (detaches) the buffer it is given: hand it a copy.
  const pdf = await within(getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, stopAtErrors: false }), OPEN_MS);
  const deadline = Date.now() + budget.ms;
  const parts: string[] = [];
  let length = 0;
  try {
    for (let number = 1; number <= pdf.numPages && length < budget.chars; number++) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      let pageText: string;
      try {
        pageText = await within(
          (async () => {
            const page = await pdf.getPage(number);
            const content = await page.getTextContent();
            page.cleanup();
            return content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join("");
          })(),
          left,
        );
      } catch (error) {
        if (error instanceof TimedOut) break;
        // One unreadable page: the others still count.
        continue;
      }
      const clean = normaliseText(pageText);
      if (clean) {
        parts.push(clean);
        length += clean.length + 1;
      }
    }
    return { text: parts.join("\n").slice(0, budget.chars), pages: pdf.numPages };
  } finally {
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}
