/**
 * Two versions of an item compared (the history screens' "Karşılaştır", ADR 068): what the
 * server's diff (`.server/text/version-diff.ts`) returns and the screens render. Browser-safe.
 */

/** A run of text on one side: common to both versions, or marked as inserted or deleted. */
export interface DiffSegment {
  text: string;
  mark?: "ins" | "del";
}

/** What happened to a field or a block of the body between the two versions. */
export type DiffChange = "same" | "changed" | "added" | "removed";

/** One field, or one block of the body (a paragraph, a heading, a list item…), on both sides. */
export interface DiffRow {
  /** The field's name, or what kind of block it is ("Paragraf", "Ara başlık"…). */
  label: string;
  change: DiffChange;
  /** The older version's text (empty when the row was added). */
  before: DiffSegment[];
  /** The newer version's text (empty when the row was removed). */
  after: DiffSegment[];
}

/** Unchanged blocks of the body left out between changed ones. */
export interface DiffGap {
  gap: number;
}

export type BodyDiff =
  | { label: string; rows: (DiffRow | DiffGap)[] }
  /** Too long or too different to compare within the time bound: the screen says so. */
  | { label: string; tooLarge: true };

/** A version as the comparison names it. */
export interface ComparedVersion {
  version: number;
  /** "Güncellendi", "Yayımlandı"…, who and when, for the column's heading. */
  caption: string;
}

export interface VersionDiff {
  older: ComparedVersion;
  newer: ComparedVersion;
  /** Every field either version has, changed or not. */
  fields: DiffRow[];
  body: BodyDiff | undefined;
  /** Nothing differs between the two. */
  identical: boolean;
}

/** The comparison's query: `?eski=2&yeni=5`. */
export const COMPARE_PARAMS = { older: "eski", newer: "yeni" } as const;

export type ComparePair = { older: number; newer: number };

/**
 * The two versions a screen's query asks to compare, the older first; undefined when it asks
 * for none; an error message when a number is not one of the item's versions.
 */
export function comparePair(query: URLSearchParams, versions: readonly number[]): ComparePair | { error: string } | undefined {
  const olderText = query.get(COMPARE_PARAMS.older);
  const newerText = query.get(COMPARE_PARAMS.newer);
  if (olderText === null && newerText === null) return undefined;
  const a = Number(olderText);
  const b = Number(newerText);
  if (!versions.includes(a) || !versions.includes(b)) return { error: "Karşılaştırılacak sürümlerden biri bu kaydın geçmişinde yok." };
  return { older: Math.min(a, b), newer: Math.max(a, b) };
}

/** The pair the form offers first: the newest version against the one before it. */
export function defaultPair(versions: readonly number[]): ComparePair | undefined {
  const sorted = [...versions].sort((x, y) => y - x);
  const [newest, previous] = sorted;
  return newest !== undefined && previous !== undefined ? { older: previous, newer: newest } : undefined;
}

/** A version against the one before it (the first version against itself has nothing to compare). */
export function previousPair(version: number, versions: readonly number[]): ComparePair | undefined {
  const before = versions.filter((v) => v < version).sort((x, y) => y - x)[0];
  return before === undefined ? undefined : { older: before, newer: version };
}

export const isGap = (row: DiffRow | DiffGap): row is DiffGap => "gap" in row;

/** A version as the comparison's form offers it. */
export interface VersionChoice {
  version: number;
  /** "Sürüm 3: Güncellendi, 02.03.2026 12:02". */
  label: string;
}

/** What a history screen's comparison shows (components/admin/VersionCompare.tsx). */
export interface CompareView {
  choices: VersionChoice[];
  /** The versions the form shows chosen: the ones compared, else the newest against the one before. */
  pair: ComparePair | undefined;
  diff: VersionDiff | undefined;
  error: string | undefined;
}

/** A history screen's comparison from its query: the pair asked for compared by `diffOf` (the server's), or the form alone. */
export async function compareView(
  query: URLSearchParams,
  choices: VersionChoice[],
  diffOf: (pair: ComparePair) => Promise<VersionDiff | undefined>,
): Promise<CompareView> {
  const numbers = choices.map((choice) => choice.version);
  const asked = comparePair(query, numbers);
  if (asked && "error" in asked) return { choices, pair: defaultPair(numbers), diff: undefined, error: asked.error };
  return { choices, pair: asked ?? defaultPair(numbers), diff: asked && (await diffOf(asked)), error: undefined };
}
