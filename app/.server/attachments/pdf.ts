/**
 * A PDF's text with unpdf (pdf.js underneath, no native code): every page's
 * text in order, read as a stream of text pieces so that reading stops at the
 * text limit. It runs in the reading process (reader.ts), after the file's
 * streams were counted (pdf-streams.ts); the time and memory limits are that
 * process's. Throws when pdf.js cannot open the file at all.
 */
import { getDocumentProxy, getResolvedPDFJS } from "unpdf";
import { TextCollector } from "#app/.server/attachments/text.ts";

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * Loads pdf.js (unpdf imports it on first use: about half a second here, more
 * on a busy machine). The reading process does it before it says it is
 * ready, so a file's time limit counts reading the file, not loading the
 * reader.
 */
export async function loadPdfReader(): Promise<void> {
  await getResolvedPDFJS();
}

export interface PdfText {
  text: string;
  pages: number;
}

/**
 * One page's text pieces into `text`, a line where pdf.js marks one. The page
 * is read to its end even once `text` is full (cancelling pdf.js's stream
 * makes it throw later, outside our hands); the next page is not read.
 */
async function readPage(pdf: PdfDocument, number: number, text: TextCollector): Promise<void> {
  const page = await pdf.getPage(number);
  try {
    const reader = page.streamTextContent().getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const item of (value as { items: object[] }).items) {
        if (!("str" in item) || typeof item.str !== "string") continue;
        text.add(item.str);
        if ("hasEOL" in item && item.hasEOL) text.endLine();
      }
    }
  } finally {
    text.endLine();
    page.cleanup();
  }
}

/** The text of every page (in order, at most `maxChars`) and the page count. */
export async function pdfText(bytes: Uint8Array, maxChars: number): Promise<PdfText> {
  // pdf.js takes over (detaches) the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, stopAtErrors: false });
  const text = new TextCollector(maxChars);
  try {
    for (let number = 1; number <= pdf.numPages && !text.full; number++) {
      try {
        await readPage(pdf, number, text);
      } catch {
        // One unreadable page: the others still count.
      }
    }
    return { text: text.text(), pages: pdf.numPages };
  } finally {
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}
