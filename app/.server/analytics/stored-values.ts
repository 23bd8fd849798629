/**
 * What the statistics store of a value a visitor controls (ADR 034), decided
 * at the flush for each different value, never per view (counting sits in
 * the page cache's path):
 *
 * - a search that found nothing is kept as typed (lower-cased) unless it may
 *   identify a person (`mayIdentify`) or is longer than MAX_SEARCH_KEPT: then
 *   it counts under WITHHELD_VALUE, and its text is stored nowhere;
 * - a referring host likewise, and an address (203.0.113.7) is never kept;
 * - a page's path in one spelling: "/s%73s", "/sss/" and "/./sss" are /sss;
 * - an e-bülten number only when an issue has it (its send began).
 */
import { isIP } from "node:net";
import type { AnalyticsDimension } from "#app/.server/db/schema.ts";
import { MAX_SEARCH_KEPT, WITHHELD_VALUE } from "#app/lib/analytics.ts";

/** A number this long, also written in groups, may be a T.C. kimlik, tax, phone, IBAN or card number. */
const MIN_IDENTIFYING_DIGITS = 6;

/**
 * What joins groups of digits into one number as people write them:
 * "0532 123 45 67", "0532-123-45-67", "(0532) 123.45.67", "+90 …",
 * "TR12 0006 2000 …". Not "/" or ",": "2026/15" is a sirküler's number and
 * "12,5" a rate; every other character (a letter) ends the number.
 */
const JOINS_DIGITS = /[\s.()+\-\u2010-\u2015]/u;
const DIGIT = /\p{Nd}/u;

const YEAR = /^(?:19|20)\d\d$/;
const DAY_OR_MONTH = /^\d{1,2}$/;
const SHORT_NUMBER = /^\d{1,3}$/;

/**
 * Turkish plates (34 ABC 123, 06 A 1234, 34 AB 123): a province code 01–81,
 * one letter and four digits, two letters and three or four, or three
 * letters and two or three. Plate letters have no Ç, Ğ, Ö, Ş, Ü, Q, W or X;
 * typed lower-case with a Turkish keyboard, I is ı. Not after "%" or before
 * a decimal ("%20 kdv 12,5" is two rates). Bounded, no nested repetition: no
 * backtracking to speak of over text a visitor chose.
 */
const PLATES =
  /(?<![\p{L}\p{N}%])(?:0[1-9]|[1-7]\d|8[01])[ -]?(?:(?<one>[a-pr-vyzı])[ -]?\d{4}|(?<two>[a-pr-vyzı]{2})[ -]?\d{3,4}|(?<three>[a-pr-vyzı]{3})[ -]?\d{2,3})(?![\p{L}\p{N}]|[.,]\d)/gu;

/** Letters that on this site are words, not plates: "18 kdv 20", "20 tl 500", "12 ay 2025". */
const NOT_PLATE_LETTERS = new Set(["kdv", "gvk", "kvk", "sgk", "mtv", "vuk", "otv", "tl", "ay"]);

function hasPlate(text: string): boolean {
  for (const match of text.matchAll(PLATES)) {
    const { one, two, three } = match.groups ?? {};
    if (!NOT_PLATE_LETTERS.has(one ?? two ?? three ?? "")) return true;
  }
  return false;
}

/** The numbers in a text, each as its groups of digits: "tel 0532 123 45 67" → [["0532", "123", "45", "67"]]. */
function numbersIn(text: string): string[][] {
  const numbers: string[][] = [];
  let groups: string[] = [];
  let digits = "";
  for (const char of text) {
    if (DIGIT.test(char)) {
      digits += char;
      continue;
    }
    if (digits) groups.push(digits);
    digits = "";
    if (!JOINS_DIGITS.test(char) && groups.length > 0) {
      numbers.push(groups);
      groups = [];
    }
  }
  if (digits) groups.push(digits);
  if (groups.length > 0) numbers.push(groups);
  return numbers;
}

/**
 * Numbers of six or more digits that say nothing of a person: years
 * ("2025 2026"), a sirküler's number ("2026-15"), a date ("15.01.2026",
 * "2026-01-15"). A search on a tax firm's site holds these often.
 */
function isCalendarNumber(groups: readonly string[]): boolean {
  if (groups.every((group) => YEAR.test(group))) return true;
  const [first = "", second = "", third = ""] = groups;
  if (groups.length === 2) return YEAR.test(first) && SHORT_NUMBER.test(second);
  if (groups.length !== 3) return false;
  return (
    (DAY_OR_MONTH.test(first) && DAY_OR_MONTH.test(second) && YEAR.test(third)) ||
    (YEAR.test(first) && DAY_OR_MONTH.test(second) && DAY_OR_MONTH.test(third))
  );
}

/**
 * Whether a text may identify a person: an e-mail address (any "@"), a
 * number of six or more digits, also in groups (T.C. kimlik, VKN, phone,
 * IBAN, card; years, sirküler numbers and dates excepted), a vehicle plate,
 * or a web address (which may carry anything). When in doubt it says yes:
 * a search counted without its text loses little.
 */
export function mayIdentify(text: string): boolean {
  // NFKC: a full-width ＠ or ０５３２ is @ and 0532.
  const normal = text.normalize("NFKC").toLocaleLowerCase("tr-TR");
  if (normal.includes("@") || normal.includes("://") || normal.includes("www.")) return true;
  for (const groups of numbersIn(normal)) {
    const digits = groups.reduce((sum, group) => sum + group.length, 0);
    if (digits >= MIN_IDENTIFYING_DIGITS && !isCalendarNumber(groups)) return true;
  }
  return hasPlate(normal);
}

/** A search text as stored: the text, or WITHHELD_VALUE. */
export function storedSearch(text: string): string {
  return text.length > MAX_SEARCH_KEPT || mayIdentify(text) ? WITHHELD_VALUE : text;
}

/** A referring host as stored: the host, or WITHHELD_VALUE for an address (a person's connection, maybe) or a host that looks like personal data. */
export function storedReferrer(host: string): string {
  return isIP(host.replace(/^\[(.*)\]$/, "$1")) !== 0 || mayIdentify(host) ? WITHHELD_VALUE : host;
}

/**
 * A page's path in one spelling: dot segments resolved, each segment
 * percent-encoded as the site's links are (encodeURIComponent), no trailing
 * slash. The page answered 200 under every spelling, so one row is right.
 */
export function canonicalPath(path: string): string {
  let resolved: string;
  try {
    resolved = new URL(path, "http://localhost").pathname;
  } catch {
    return path;
  }
  const segments = resolved.split("/").map((segment) => {
    try {
      return encodeURIComponent(decodeURIComponent(segment));
    } catch {
      return segment; // a malformed escape: kept as it came
    }
  });
  while (segments.length > 2 && segments.at(-1) === "") segments.pop();
  return segments.join("/") || "/";
}

/**
 * A path that answered 404 as stored (ADR 066): in one spelling, or WITHHELD_VALUE when it
 * may identify a person (an address nobody links is anything a visitor typed).
 */
export function storedMissingPath(path: string): string {
  const canonical = canonicalPath(path);
  let readable = canonical;
  try {
    readable = decodeURIComponent(canonical);
  } catch {
    // a malformed escape: judged as it came
  }
  return mayIdentify(readable) ? WITHHELD_VALUE : canonical;
}

/**
 * A counted value as the statistics store it, or null when it is not stored
 * at all (an e-bülten number no issue has: `issueNumbers` are those given).
 */
export function storedValue(dimension: AnalyticsDimension, value: string, issueNumbers: ReadonlySet<number>): string | null {
  switch (dimension) {
    case "page":
      return canonicalPath(value);
    case "referrer":
      return storedReferrer(value);
    case "search":
      return storedSearch(value);
    case "bulletin":
      return issueNumbers.has(Number(value)) ? value : null;
    case "missing":
      return storedMissingPath(value);
    default:
      return value;
  }
}
