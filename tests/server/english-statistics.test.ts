/**
 * İstatistikler shows each page's language (issue 43): "Türkçe" or "İngilizce" from its path,
 * a column of the pages' list and the CSV's last column; English pages by their names (a
 * service's English title). Rows are written straight into analytics_daily, as the collector does.
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { canonicalPath } from "#app/.server/analytics/stored-values.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { englishPaths, englishServicePath, paths } from "#app/lib/paths.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { TEST_DIALECT } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { putEnglish } from "#tests/helpers/english.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

let server: TestServer;
let db: Kysely<Database>;
let cookie: string;
const cleanup = cleanupAfterEach(afterEach);
const day = istanbulDay(new Date(Date.now() - 50 * 24 * 60 * 60 * 1000));

beforeAll(async () => {
  server = await startServer();
  db = openTestDb(server.databaseUrl);
  cookie = await signIn(server);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const text = (value: string | undefined) =>
  value
    ?.replace(/\u00ad/g, "")
    .replace(/\s+/g, " ")
    .trim() ?? "";

describe(`a page's language on İstatistikler (${TEST_DIALECT})`, () => {
  it("names each page's language in the pages' list and the CSV", async () => {
    const service = await db.selectFrom("services").select("id").where("hidden", "=", 0).orderBy("position").executeTakeFirstOrThrow();
    await putEnglish(db, "service", service.id, { slug: "full-certification", fullTitle: "Full certification" }, cleanup);
    const english = englishServicePath("full-certification");
    // As the collector stores them (one spelling: the English home without its slash).
    const rows = [
      [canonicalPath(englishPaths.home), 30, 10],
      [english, 20, 8],
      [paths.contact, 10, 5],
      [englishPaths.contact, 5, 2],
    ] as const;
    await db
      .insertInto("analytics_daily")
      .values(rows.map(([value, views, visitors]) => ({ day, dimension: "page" as const, value, views, visitors })))
      .execute();
    cleanup(() => db.deleteFrom("analytics_daily").where("day", "=", day).execute());

    const query = `?baslangic=${day}&bitis=${day}`;
    const page = await fetchPage(server.url, `${adminPaths.statistics}${query}`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const section = page.doc.querySelector('section[aria-labelledby="stats-pages-baslik"]');
    expect(section?.querySelectorAll("thead th").map((th) => text(th.text))).toEqual(["Sayfa", "Dil", "Görüntülenme", "Ziyaretçi"]);
    expect(
      section
        ?.querySelectorAll("tbody tr")
        .map((row) => [text(row.querySelector("th")?.text), ...row.querySelectorAll("td").map((cell) => text(cell.text))]),
    ).toEqual([
      [`Ana sayfa${englishPaths.home}`, "İngilizce", "30", "10"],
      [`Full certification${english}`, "İngilizce", "20", "8"],
      [`İletişim${paths.contact}`, "Türkçe", "10", "5"],
      [`İletişim${englishPaths.contact}`, "İngilizce", "5", "2"],
    ]);

    // The pages' views by language, every page of the range counted.
    expect(text(section?.querySelector(".stats-summary")?.text)).toBe(
      "Dillere göre görüntülenme: Türkçe 10, İngilizce 55 (bütün sayfalar; “(diğer)” satırları hariç).",
    );

    const csv = await (await fetch(`${server.url}${adminPaths.statisticsCsv}${query}`, { headers: { Cookie: cookie } })).text();
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe('"Gün","Ölçü","Değer","Görüntülenme","Ziyaretçi","Dil"');
    expect(lines).toContain(`"${day}","Sayfa","/en","30","10","İngilizce"`);
    expect(lines).toContain(`"${day}","Sayfa","${english}","20","8","İngilizce"`);
    expect(lines).toContain(`"${day}","Sayfa","${paths.contact}","10","5","Türkçe"`);
  });
});
