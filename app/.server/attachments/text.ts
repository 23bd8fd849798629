/**
 * How an attachment's text is kept for search: runs of white space as one
 * space, one line per paragraph (PDF line, Word paragraph, Excel cell), no
 * blank lines, at most MAX_TEXT_CHARS characters. Linear in the input: a
 * character class with `+` and nothing after it never backtracks.
 */

/** The most text kept of one file (characters); the search needs no more (see ADR 032). */
export const MAX_TEXT_CHARS = 1_000_000;

const SPACES = /[\s\u00a0\u200b\ufeff]+/g;

/** One line with its runs of white space (including no-break spaces) as one space, trimmed. */
export const normaliseLine = (line: string) => line.replace(SPACES, " ").trim();

/** Runs of white space as one space; lines kept, blank lines dropped. */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map(normaliseLine)
    .filter((line) => line !== "")
    .join("\n");
}

/**
 * Text gathered line by line up to a number of characters: `add` pieces of a
 * line, `endLine` where a paragraph ends; `full` once the limit is reached,
 * so the reader can stop reading. A line longer than the limit is cut.
 */
export class TextCollector {
  private readonly lines: string[] = [];
  private line: string[] = [];
  private lineLength = 0;
  private length = 0;
  private readonly maxChars: number;

  constructor(maxChars: number) {
    this.maxChars = maxChars;
  }

  get full(): boolean {
    return this.length >= this.maxChars;
  }

  add(piece: string): void {
    if (this.full || piece === "") return;
    this.line.push(piece);
    this.lineLength += piece.length;
    // A paragraph that never ends is cut rather than held whole (its normalised text is at most as long).
    if (this.lineLength > 2 * this.maxChars) this.endLine();
  }

  endLine(): void {
    if (this.line.length === 0) return;
    const clean = normaliseLine(this.line.join(""));
    this.line = [];
    this.lineLength = 0;
    if (clean === "" || this.full) return;
    this.lines.push(clean);
    this.length += clean.length + 1;
  }

  text(): string {
    this.endLine();
    return this.lines.join("\n").slice(0, this.maxChars);
  }
}
