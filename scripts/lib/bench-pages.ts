/** The public pages the benchmarks load (scripts/bench.ts, scripts/bench-memory.ts); add pages here. A query string is fine. */
export const DEFAULT_PAGES = [
  "/",
  "/hizmetler/tam-tasdik",
  "/duyurular/0",
  "/sss",
  "/iletisim",
  "/haberler",
  "/sitemap.xml",
  // A calculator with its inputs (the worked example of tax-reference §2.5) and the calendar feed.
  "/araclar/kdv-tevkifati?tarih=2026-03-01&kod=612&tutar=20000&kdv=20&alici=mukellef",
  // The 12-month wage table of issue 27's acceptance example.
  "/araclar/net-brut-ucret?yil=2026&brut=100000",
  "/vergi-takvimi.ics",
];
