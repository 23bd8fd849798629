/**
 * Two versions of an item compared for the history screens (ADR 068): each
 * plain field word by word, the rich-text body block by block (paragraphs,
 * headings, list items… from rich-text-blocks.ts) with the words inserted and
 * deleted inside a changed block. The diff is jsdiff's (Myers' algorithm), on
 * the server; the screens only render what this returns.
 *
 * Bounded: a body past MAX_BODY_CHARS is not compared, and the whole
 * comparison shares one time budget (jsdiff's `timeout`); a body that does
 * not finish within it is reported too large, a field falls back to "all of
 * it deleted, all of it inserted".
 */
import { type ChangeObject, diffArrays, diffWords } from "diff";
import { BLOCK_LABELS, richTextBlocks, type TextBlock } from "#app/.server/text/rich-text-blocks.ts";
import type { BodyDiff, DiffGap, DiffRow, DiffSegment } from "#app/lib/version-diff.ts";

/** A body's text (either version's) past which it is not compared. */
export const MAX_BODY_CHARS = 200_000;
/** The time one comparison may take, all diffs together. */
const BUDGET_MS = 500;
/** Unchanged blocks kept around a change; longer runs of them become a gap. */
const CONTEXT = 1;

/** A version's text as the comparison reads it: its plain fields, and its rich-text body if it has one. */
export interface VersionText {
  fields: { label: string; value: string }[];
  /** The stored rich text (or the original's plain text). */
  body?: string;
}

/** The time left of one comparison's budget. */
class Budget {
  readonly #end: number;
  constructor(ms: number) {
    this.#end = performance.now() + ms;
  }
  /** The milliseconds left; at least 1, so that an exhausted budget makes the next diff give up at once. */
  get left(): number {
    return Math.max(1, Math.floor(this.#end - performance.now()));
  }
}

const same = (text: string): DiffSegment[] => (text ? [{ text }] : []);
const whole = (text: string, mark: "ins" | "del"): DiffSegment[] => (text ? [{ text, mark }] : []);

/** Adjacent segments with the same mark made one. */
function merged(segments: DiffSegment[]): DiffSegment[] {
  const out: DiffSegment[] = [];
  for (const segment of segments) {
    const last = out.at(-1);
    if (last && last.mark === segment.mark) last.text += segment.text;
    else if (segment.text) out.push({ ...segment });
  }
  return out;
}

/** Two texts word by word: the older side with its deleted words, the newer with its inserted ones; undefined past the budget. */
export function diffText(before: string, after: string, timeout = BUDGET_MS): Pick<DiffRow, "before" | "after"> | undefined {
  const changes: ChangeObject<string>[] | undefined = diffWords(before, after, { timeout });
  if (!changes) return undefined;
  return {
    before: merged(changes.filter((c) => !c.added).map((c) => ({ text: c.value, mark: c.removed ? "del" : undefined }))),
    after: merged(changes.filter((c) => !c.removed).map((c) => ({ text: c.value, mark: c.added ? "ins" : undefined }))),
  };
}

/** One row from an older and a newer text (either may be empty). */
function textRow(label: string, before: string, after: string, budget: Budget): DiffRow | undefined {
  if (before === after) return { label, change: "same", before: same(before), after: same(after) };
  if (!before) return { label, change: "added", before: [], after: whole(after, "ins") };
  if (!after) return { label, change: "removed", before: whole(before, "del"), after: [] };
  const words = diffText(before, after, budget.left);
  return words && { label, change: "changed", ...words };
}

/** The plain fields of both versions, in the newer's order with fields only the older has after them. */
export function diffFields(older: VersionText["fields"], newer: VersionText["fields"], budget = new Budget(BUDGET_MS)): DiffRow[] {
  const labels = [...new Set([...newer.map((f) => f.label), ...older.map((f) => f.label)])];
  const value = (fields: VersionText["fields"], label: string) => fields.find((f) => f.label === label)?.value.trim() ?? "";
  return labels.map((label) => {
    const before = value(older, label);
    const after = value(newer, label);
    return textRow(label, before, after, budget) ?? { label, change: "changed", before: whole(before, "del"), after: whole(after, "ins") };
  });
}

const wordsOf = (text: string) =>
  new Set(
    text
      .toLocaleLowerCase("tr")
      .split(/[\s.,;:!?()"'|]+/)
      .filter(Boolean),
  );

/** How much two blocks' words overlap (0 to 1): whether an old block and a new one are one block edited. */
function likeness(a: string, b: string): number {
  const x = wordsOf(a);
  const y = wordsOf(b);
  let common = 0;
  for (const word of x) if (y.has(word)) common++;
  return common / Math.max(x.size, y.size, 1);
}

/** Past this many pairs a replaced run is paired in order, not by likeness. */
const MAX_PAIRS = 2_500;
const LIKE_ENOUGH = 0.3;

/**
 * A run of removed blocks against the run of added ones that replaced them: each removed block
 * is paired with the most alike added block of its kind after the last pair (one block edited),
 * the others are removed or added whole. Undefined past the budget.
 */
function replacedRun(removed: TextBlock[], added: TextBlock[], budget: Budget): DiffRow[] | undefined {
  const rows: DiffRow[] = [];
  const inOrder = removed.length * added.length > MAX_PAIRS;
  const alone = removed.length === 1 && added.length === 1;
  let next = 0;
  const addUpTo = (end: number) => {
    for (; next < end; next++) {
      const block = added[next] as TextBlock;
      rows.push({ label: BLOCK_LABELS[block.kind], change: "added", before: [], after: whole(block.text, "ins") });
    }
  };
  for (const [index, old] of removed.entries()) {
    let best = -1;
    let bestScore = alone ? -1 : LIKE_ENOUGH;
    if (inOrder) best = added[index]?.kind === old.kind && index >= next ? index : -1;
    else {
      for (let j = next; j < added.length; j++) {
        if (added[j]?.kind !== old.kind) continue;
        const score = likeness(old.text, added[j]?.text ?? "");
        if (score > bestScore) [best, bestScore] = [j, score];
      }
    }
    if (best < 0) {
      rows.push({ label: BLOCK_LABELS[old.kind], change: "removed", before: whole(old.text, "del"), after: [] });
      continue;
    }
    addUpTo(best);
    const row = textRow(BLOCK_LABELS[old.kind], old.text, (added[best] as TextBlock).text, budget);
    if (!row) return undefined;
    rows.push(row);
    next = best + 1;
  }
  addUpTo(added.length);
  return rows;
}

/** Runs of more unchanged rows than the context around changes keeps, left out as gaps. */
function withGaps(rows: DiffRow[]): (DiffRow | DiffGap)[] {
  const out: (DiffRow | DiffGap)[] = [];
  let start = 0;
  while (start < rows.length) {
    if (rows[start]?.change !== "same") {
      out.push(rows[start] as DiffRow);
      start++;
      continue;
    }
    let end = start;
    while (end < rows.length && rows[end]?.change === "same") end++;
    // Keep CONTEXT rows next to a change on each side; the rest of the run is a gap.
    const keepBefore = start === 0 ? 0 : CONTEXT;
    const keepAfter = end === rows.length ? 0 : CONTEXT;
    const hidden = end - start - keepBefore - keepAfter;
    if (hidden <= 1) out.push(...rows.slice(start, end));
    else out.push(...rows.slice(start, start + keepBefore), { gap: hidden }, ...rows.slice(end - keepAfter, end));
    start = end;
  }
  return out;
}

/** Two bodies block by block; too large when either is past MAX_BODY_CHARS or the budget ran out. */
export function diffBody(label: string, before: string, after: string, budget = new Budget(BUDGET_MS)): BodyDiff {
  if (before.length > MAX_BODY_CHARS || after.length > MAX_BODY_CHARS) return { label, tooLarge: true };
  const older = richTextBlocks(before);
  const newer = richTextBlocks(after);
  const changes = diffArrays(older, newer, { comparator: (a, b) => a.kind === b.kind && a.text === b.text, timeout: budget.left });
  if (!changes) return { label, tooLarge: true };
  const rows: DiffRow[] = [];
  let removed: TextBlock[] = [];
  let added: TextBlock[] = [];
  const flush = () => {
    const run = replacedRun(removed, added, budget);
    removed = [];
    added = [];
    if (!run) return false;
    rows.push(...run);
    return true;
  };
  for (const change of changes) {
    if (change.removed) removed.push(...change.value);
    else if (change.added) added.push(...change.value);
    else {
      if (!flush()) return { label, tooLarge: true };
      for (const block of change.value)
        rows.push({ label: BLOCK_LABELS[block.kind], change: "same", before: same(block.text), after: same(block.text) });
    }
  }
  if (!flush()) return { label, tooLarge: true };
  return { label, rows: withGaps(rows) };
}

/** Two versions compared: every field either has a value of, and the body when either has one. */
export function compareVersionTexts(
  older: VersionText,
  newer: VersionText,
  bodyLabel: string,
): { fields: DiffRow[]; body: BodyDiff | undefined; identical: boolean } {
  const budget = new Budget(BUDGET_MS);
  // A field empty in both versions says nothing.
  const fields = diffFields(older.fields, newer.fields, budget).filter((row) => row.before.length > 0 || row.after.length > 0);
  const hasBody = older.body !== undefined || newer.body !== undefined;
  const body = hasBody ? diffBody(bodyLabel, older.body ?? "", newer.body ?? "", budget) : undefined;
  const bodySame = !body || ("rows" in body && body.rows.every((row) => "gap" in row || row.change === "same"));
  return { fields, body, identical: bodySame && fields.every((row) => row.change === "same") };
}
