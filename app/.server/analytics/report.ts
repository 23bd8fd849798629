/**
 * İstatistikler (issue 26, ADR 029): the screen's range from its query, and
 * the report over it: the site's daily totals, and each list (pages,
 * sirküler, calculators, referrers, e-bülten issues, devices, searches that
 * found nothing) with the names the office knows them by. Daily rows older
 * than two years are monthly totals; a range reaching that far reads them.
 */
import { readOnly } from "#app/.server/db/index.ts";
import type { AnalyticsDimension } from "#app/.server/db/schema.ts";
import { currentEnglish, type EnglishSnapshot } from "#app/.server/firm-snapshot/english.ts";
import {
  type CountRow,
  dailyRows,
  pageViewsByLanguage,
  type Ranked,
  ranked,
  siteTotalsByDay,
} from "#app/.server/repositories/analytics.ts";
import { issueSubjectsByNumber } from "#app/.server/repositories/newsletter-issues.ts";
import { titlesByUrl } from "#app/.server/repositories/search.ts";
import { csvCell } from "#app/.server/text/csv.ts";
import { calculatorLinks, publicationLinks, SECTION_LABELS, toolLinks } from "#app/content/navigation.ts";
import {
  type CappedDimension,
  DAILY_RETENTION_DAYS,
  DEFAULT_RANGE_DAYS,
  DEVICE_LABELS,
  type DeviceClass,
  RANGE_DAYS,
  type RankedRow,
  STAND_IN_VALUES,
  STATS_QUERY,
  type StatsReport,
  standInLabel,
} from "#app/lib/analytics.ts";
import { circularNumberText } from "#app/lib/circulars.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { type Language, languageOf } from "#app/lib/language-alternates.ts";
import { englishCircularPath, englishPaths, englishServicePath, issuePath, paths } from "#app/lib/paths.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest custom range: ten years. */
const MAX_RANGE_DAYS = 3_660;
const TOP = 20;

export interface StatsRange {
  from: string;
  to: string;
  /** The preset (7/30/90/365), or null for a custom range. */
  days: number | null;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && addDays(text, 0) === text;

/** The range the query asks for, or the default with a message saying why the asked range was not used. */
export function parseStatsRange(query: URLSearchParams, now = new Date()): { range: StatsRange; error?: string } {
  const today = istanbulDay(now);
  const preset = (days: number): StatsRange => ({ from: addDays(today, 1 - days), to: today, days });
  const from = query.get(STATS_QUERY.from)?.trim() ?? "";
  const to = query.get(STATS_QUERY.to)?.trim() ?? "";
  if (from || to) {
    const fallback = preset(DEFAULT_RANGE_DAYS);
    if (!isDay(from) || !isDay(to))
      return { range: fallback, error: "Tarih aralığı okunamadı: başlangıç ve bitiş için birer tarih seçin." };
    if (from > to) return { range: fallback, error: "Tarih aralığı okunamadı: başlangıç, bitişten sonra olamaz." };
    if (from > today) return { range: fallback, error: "Tarih aralığı okunamadı: başlangıç bugünden sonra olamaz." };
    const end = [to, today].sort()[0] as string;
    if (Date.parse(end) - Date.parse(from) > MAX_RANGE_DAYS * DAY_MS)
      return { range: fallback, error: "Tarih aralığı en çok on yıl olabilir." };
    return { range: { from, to: end, days: null } };
  }
  const asked = Number(query.get(STATS_QUERY.days) ?? DEFAULT_RANGE_DAYS);
  const days = (RANGE_DAYS as readonly number[]).includes(asked) ? asked : DEFAULT_RANGE_DAYS;
  return { range: preset(days) };
}

/** The first day still kept as daily rows, and the months before it that the range covers (nulls when none). */
function monthlyPart(range: StatsRange, now: Date): { firstDaily: string; fromMonth: string | null; toMonth: string | null } {
  const firstDaily = istanbulDay(new Date(now.getTime() - DAILY_RETENTION_DAYS * DAY_MS));
  if (range.from >= firstDaily) return { firstDaily, fromMonth: null, toMonth: null };
  const lastMonthly = range.to < firstDaily ? range.to : addDays(firstDaily, -1);
  return { firstDaily, fromMonth: range.from.slice(0, 7), toMonth: lastMonthly.slice(0, 7) };
}

const CALCULATOR_LABELS = new Map(calculatorLinks.map((link) => [link.to, link.label]));
/**
 * The site's fixed pages by their menu names: lists and tools that no search
 * document names, and pages whose address several documents share (the
 * firm's "about" text is indexed at the home page, every question at /sss).
 */
const PAGE_LABELS = new Map<string, string>([
  [paths.home, "Ana sayfa"],
  ...[...publicationLinks, ...toolLinks].map((link): [string, string] => [link.to, link.label]),
  [paths.services, SECTION_LABELS.hizmetler],
  [paths.contact, "İletişim"],
  [paths.search, "Site içi arama"],
  [paths.mission, "Misyonumuz"],
  [paths.vision, "Vizyonumuz"],
  // The English pages (issue 43) by the same names: the language column says which is which.
  // The English home is counted as /en (a page's path is stored without its trailing slash: stored-values.ts).
  ["/en", "Ana sayfa"],
  [englishPaths.home, "Ana sayfa"],
  [englishPaths.founder, "Kurucu"],
  [englishPaths.mission, "Misyonumuz"],
  [englishPaths.vision, "Vizyonumuz"],
  [englishPaths.services, SECTION_LABELS.hizmetler],
  [englishPaths.contact, "İletişim"],
  [englishPaths.faq, "Sıkça sorulan sorular"],
  [englishPaths.privacy, "KVKK aydınlatma metni"],
  [englishPaths.privacyApplication, "KVKK başvurusu"],
  [englishPaths.circulars, "Sirküler"],
  [englishPaths.search, "Site içi arama"],
]);

/** A page's language as İstatistikler writes it (issue 43): from its path, /en/ English. */
export const LANGUAGE_NAMES: Record<Language, string> = { tr: "Türkçe", en: "İngilizce" };
const languageName = (path: string) => LANGUAGE_NAMES[languageOf(path)];

/** A counted page's link: its path, the English home's with its slash (/en answers 301 to /en/). */
const pageHref = (path: string) => (path === "/en" ? englishPaths.home : path);

/** The English services' and sirküler summaries' pages by their titles (the office wrote them in English). */
const englishTitlesOf = (english: EnglishSnapshot) =>
  new Map<string, string>([
    ...english.services.map((service): [string, string] => [englishServicePath(service.slug), service.fullTitle]),
    ...english.circulars.map((circular): [string, string] => [
      englishCircularPath(circular.number),
      `Sirküler ${circularNumberText(circular.number)}: ${circular.title}`,
    ]),
  ]);

const asRows = (rows: Ranked[], label: (value: string) => string = (value) => value, href?: (value: string) => string | undefined) =>
  rows.map((row): RankedRow => ({ ...row, label: label(row.value), href: href?.(row.value) }));

/**
 * A list of what a visitor controls (ADR 034): its values, most viewed
 * first, then its stand-ins (searches that may hold personal data, the
 * values past a day's cap), which neither link anywhere nor push a value
 * out of the list however many views they sum.
 */
const withStandIns = (
  dimension: AnalyticsDimension,
  [values, standIns]: [Ranked[], Ranked[]],
  label: (value: string) => string = (value) => value,
  href?: (value: string) => string | undefined,
) => [
  ...asRows(values, label, href),
  ...asRows(
    [...standIns].sort((a, b) => STAND_IN_VALUES.indexOf(a.value) - STAND_IN_VALUES.indexOf(b.value)),
    (value) => standInLabel(dimension, value) ?? value,
  ),
];

/** The report over `range`. */
export async function statsReport(range: StatsRange, now = new Date()): Promise<StatsReport> {
  const { firstDaily, ...months } = monthlyPart(range, now);
  const span = { from: range.from, to: range.to, ...months };
  return readOnly(async (db) => {
    const top = (dimension: AnalyticsDimension, prefix?: string, limit = TOP) =>
      ranked(db, dimension, span, limit, { prefix, except: STAND_IN_VALUES });
    /** A capped dimension's values and its stand-ins apart. */
    const capped = (dimension: CappedDimension) =>
      Promise.all([top(dimension), ranked(db, dimension, span, STAND_IN_VALUES.length, { only: STAND_IN_VALUES })]);
    const [byDay, pages, circulars, calculations, referrers, bulletins, devices, searches, total, pageLanguages] = await Promise.all([
      siteTotalsByDay(db, range.from, range.to),
      capped("page"),
      top("page", `${paths.circulars}/`, 10),
      top("calculation", undefined, 10),
      capped("referrer"),
      capped("bulletin"),
      top("device", undefined, 3),
      capped("search"),
      top("site", undefined, 1),
      pageViewsByLanguage(db, span, STAND_IN_VALUES),
    ]);
    const urls = [...new Set([...pages[0], ...circulars].map((row) => row.value))];
    const titles = await titlesByUrl(db, urls);
    const englishTitles = urls.some((url) => languageOf(url) === "en") ? englishTitlesOf(await currentEnglish()) : new Map();
    const issues = await issueSubjectsByNumber(
      db,
      bulletins[0].map((row) => Number(row.value)),
    );
    const pageLabel = (path: string) => PAGE_LABELS.get(path) ?? englishTitles.get(path) ?? titles.get(path) ?? path;
    const counted = new Map(byDay.map((row) => [row.day, row]));
    // Every day of the range still kept daily, days without views as zero.
    const series = [];
    for (let day = [range.from, firstDaily].sort()[1] as string; day <= range.to; day = addDays(day, 1))
      series.push(counted.get(day) ?? { day, views: 0, visitors: 0 });
    return {
      from: range.from,
      to: range.to,
      days: range.days,
      totals: { views: total[0]?.views ?? 0, visitors: total[0]?.visitors ?? 0 },
      series,
      pages: withStandIns("page", pages, pageLabel, pageHref).map((row) =>
        STAND_IN_VALUES.includes(row.value) ? row : { ...row, language: languageName(row.value) },
      ),
      pageLanguages,
      circulars: asRows(circulars, pageLabel, (path) => path),
      calculators: asRows(
        calculations,
        (path) => CALCULATOR_LABELS.get(path) ?? path,
        (path) => path,
      ),
      referrers: withStandIns("referrer", referrers),
      bulletins: withStandIns(
        "bulletin",
        bulletins,
        (number) => {
          const issue = issues.get(Number(number));
          return issue ? `Sayı ${number}: ${issue.subject}` : `Sayı ${number}`;
        },
        (number) => {
          const issue = issues.get(Number(number));
          return issue ? issuePath(issue.id) : undefined;
        },
      ),
      devices: asRows(devices, (value) => DEVICE_LABELS[value as DeviceClass] ?? value),
      searches: withStandIns("search", searches),
      monthlyBefore: months.toMonth,
    };
  });
}

const DIMENSION_NAMES: Record<AnalyticsDimension, string> = {
  site: "Site",
  page: "Sayfa",
  referrer: "Gelinen site",
  device: "Cihaz",
  bulletin: "E-bülten sayısı",
  calculation: "Hesaplama",
  search: "Sonuçsuz arama",
  missing: "Bulunamayan adres",
};

/** The last column, Dil: a page's language (issue 43), empty for the other measures and the stand-ins. */
export const STATS_CSV_HEADER = ["Gün", "Ölçü", "Değer", "Görüntülenme", "Ziyaretçi", "Dil"].map(csvCell).join(",");

/** Rows in their order, but in each day's dimension the stand-ins after the values (as on the screen). */
function standInsLast(rows: readonly CountRow[]): CountRow[] {
  const ordered: CountRow[] = [];
  let standIns: CountRow[] = [];
  rows.forEach((row, index) => {
    if (STAND_IN_VALUES.includes(row.value)) standIns.push(row);
    else ordered.push(row);
    const next = rows[index + 1];
    if (next?.day === row.day && next.dimension === row.dimension) return;
    ordered.push(...standIns.sort((a, b) => STAND_IN_VALUES.indexOf(a.value) - STAND_IN_VALUES.indexOf(b.value)));
    standIns = [];
  });
  return ordered;
}

/** Every daily row of the range as CSV (UTF-8 with a BOM, for spreadsheet programs). */
export async function statsCsv(range: StatsRange): Promise<string> {
  const rows = standInsLast(await readOnly((db) => dailyRows(db, range.from, range.to)));
  const lines = rows.map((row) =>
    [
      row.day,
      DIMENSION_NAMES[row.dimension],
      row.dimension === "device"
        ? (DEVICE_LABELS[row.value as DeviceClass] ?? row.value)
        : (standInLabel(row.dimension, row.value) ?? row.value),
      row.views,
      row.visitors,
      row.dimension === "page" && !STAND_IN_VALUES.includes(row.value) ? languageName(row.value) : "",
    ]
      .map(csvCell)
      .join(","),
  );
  return `\uFEFF${[STATS_CSV_HEADER, ...lines].join("\r\n")}\r\n`;
}
