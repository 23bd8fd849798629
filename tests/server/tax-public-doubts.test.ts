/**
 * A guard over every public tax page (issue 21 item 1): the calendar's months
 * of the current and the next year, the home page, each calculator with a
 * result, and the .ics must carry none of the research doubts — they are the
 * office's, in the admin (ADR 020). A new doubt sentence anywhere fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

/** What a sworn advisory firm's site must never tell a client about its own figures. */
const DOUBTS = [
  /uyarı var/i,
  /teyit edilme/i,
  /teyit edin/i,
  /tek kaynağa/i,
  /tek kaynak/i,
  /kaynaklarda/i,
  /olarak anılır/i,
  /kontrol edin/i,
  /okunamadı/i,
  /bulunamadı; incelenen/i,
  /ikincil kaynak/i,
  /Uyarı:/,
];

const istanbulYear = () => Number(new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 4));

function publicPaths(): string[] {
  const months = [istanbulYear(), istanbulYear() + 1].flatMap((year) =>
    Array.from({ length: 12 }, (_, index) => `/vergi-takvimi?ay=${year}-${String(index + 1).padStart(2, "0")}`),
  );
  return [
    "/",
    "/vergi-takvimi",
    ...months,
    "/araclar/gelir-vergisi?yil=2026&gelir=ucret&matrah=300000",
    "/araclar/gelir-vergisi?yil=2025&gelir=ucret-disi&matrah=300000",
    "/araclar/kdv-tevkifati?tarih=2026-03-01&kod=616&tutar=20000&kdv=20&alici=belirlenmis&liste=evet",
    "/araclar/kdv-tevkifati?tarih=2025-06-30&kod=612&tutar=9000&kdv=20&alici=mukellef",
    "/araclar/mtv?yil=2026&tescil=2026&model=2026&silindir=1500&deger=900000",
    "/araclar/mtv?yil=2026&tescil=2015&model=2015&silindir=1500",
    "/araclar/gecikme-zammi?tutar=10000&vade=2018-09-05&odeme=2018-10-05",
    "/araclar/gecikme-zammi?tutar=10000&vade=2026-01-26&odeme=2026-03-10",
    "/araclar/gecikme-zammi?tutar=20000&vade=2025-11-28&odeme=2026-07-20&tur=faiz",
    "/araclar/gecikme-zammi?tutar=10000&vade=2026-10-26&odeme=2026-12-10",
    // Kıdem ve ihbar: exits under each kıdem ceiling, two of them not confirmed yet (2025 H1, 2026 H2).
    "/araclar/kidem-ihbar?giris=2015-03-31&cikis=2025-03-31&brut=65000&ihbar=1",
    "/araclar/kidem-ihbar?giris=2015-12-15&cikis=2025-12-15&brut=65000&ihbar=1",
    "/araclar/kidem-ihbar?giris=2016-01-15&cikis=2026-01-15&brut=65000&ihbar=1",
    "/araclar/kidem-ihbar?giris=2016-08-31&cikis=2026-08-31&brut=80000&ihbar=1",
    "/araclar/net-brut-ucret?yil=2026&brut=33030&indirim=2",
    "/araclar/net-brut-ucret?yil=2025&net=30000&indirim=5",
    "/vergi-takvimi.ics",
    // Pratik bilgiler (issue 44): this year's and last year's figures.
    "/pratik-bilgiler",
    `/pratik-bilgiler?yil=${istanbulYear() - 1}`,
  ];
}

describe("public tax pages carry no research doubt", () => {
  it("answers each page, with a result where a calculator is asked, and none of the doubt phrases", async () => {
    for (const path of publicPaths()) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      const body = await response.text();
      if (path.startsWith("/araclar/")) expect(body, path).toContain("calc-steps");
      // The .ics folds long lines (RFC 5545): unfold before reading.
      const text = body.replace(/\r?\n[ \t]/g, "").replace(/\\,/g, ",");
      for (const doubt of DOUBTS) expect(text.match(doubt)?.[0], `${path}: ${doubt}`).toBeUndefined();
    }
  });
});
