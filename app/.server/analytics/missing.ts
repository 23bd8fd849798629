/**
 * Bulunamayan adresler (issue 44, ADR 066): the public addresses answered 404 over a range,
 * most asked first, each with the redirect that now answers it (if the office added one).
 * Counted by path only (server/app.ts → counting.ts `countMissing`), stored through the
 * flush's bounds like every value a visitor controls (stored-values.ts, bounds.ts: ADR 034).
 */
import { readOnly } from "#app/.server/db/index.ts";
import { ranked } from "#app/.server/repositories/analytics.ts";
import { listRedirects } from "#app/.server/repositories/firm.ts";
import { OTHER_LABEL, OTHER_VALUE, STAND_IN_VALUES } from "#app/lib/analytics.ts";

/** The longest list the screen shows. */
export const MISSING_LIMIT = 100;

export interface MissingPathView {
  /** The path as stored (percent-encoded), or a stand-in. */
  path: string;
  /** The path as people read it (its Turkish letters), or the stand-in's label. */
  label: string;
  requests: number;
  /** Where a redirect now sends it; undefined when none does (or for a stand-in). */
  redirectedTo?: string;
  /** False for a stand-in (withheld or past the day's cap): no redirect can be made of it. */
  isPath: boolean;
}

const readable = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** The stand-ins as the screen names them: paths past a day's cap, paths that may identify a person. */
const standInText = (value: string) => (value === OTHER_VALUE ? OTHER_LABEL : "(kişisel veri içerebilecek adresler)");

/** The 404s of `range`, most asked first, then the stand-ins. */
export async function missingPathsReport(range: { from: string; to: string }): Promise<MissingPathView[]> {
  const span = { from: range.from, to: range.to, fromMonth: null, toMonth: null };
  return readOnly(async (db) => {
    const [paths, standIns, redirects] = await Promise.all([
      ranked(db, "missing", span, MISSING_LIMIT, { except: STAND_IN_VALUES }),
      ranked(db, "missing", span, STAND_IN_VALUES.length, { only: STAND_IN_VALUES }),
      listRedirects(db),
    ]);
    const to = new Map(redirects.map((row) => [row.from_path, row.to_path]));
    return [
      ...paths.map((row) => {
        const target = to.get(row.value);
        return {
          path: row.value,
          label: readable(row.value),
          requests: row.views,
          isPath: true,
          ...(target ? { redirectedTo: readable(target) } : {}),
        };
      }),
      ...standIns.map((row) => ({ path: row.value, label: standInText(row.value), requests: row.views, isPath: false })),
    ];
  });
}
