import { describe, expect, it } from "vitest";
import { ARCHIVE_PAGE_SIZE, archivePage, archiveView, listPageTitle, positionOf, requestedPosition } from "#app/.server/content/archive.ts";
import type { PostHeadline } from "#app/.server/repositories/posts.ts";
import { istanbulYear } from "#app/lib/istanbul-time.ts";
import { archiveHref } from "#app/lib/paths.ts";

/** `perYear` posts in each year, newest first, as listPostHeadlines returns them. */
function headlines(perYear: Record<number, number>): PostHeadline[] {
  const posts: PostHeadline[] = [];
  for (const year of Object.keys(perYear)
    .map(Number)
    .sort((a, b) => b - a)) {
    for (let i = 0; i < (perYear[year] ?? 0); i++) {
      const at = new Date(Date.UTC(year, 11, 31, 12) - i * 3_600_000).toISOString();
      posts.push({ id: `id${year}x${i}`, title: `${year} yazısı ${i}`, published_at: at });
    }
  }
  return posts;
}

const BASE = "/haberler";
const ask = (posts: PostHeadline[], query: string) => requestedPosition(posts, BASE, new URLSearchParams(query));

describe("the side list by year", () => {
  it("counts a post by its year in Istanbul (UTC+3)", () => {
    expect(istanbulYear("2025-12-31T20:59:59.000Z")).toBe(2025);
    expect(istanbulYear("2025-12-31T21:00:00.000Z")).toBe(2026);
  });

  it("lists the newest year first, at most one page of posts, with every year and its count", () => {
    const posts = headlines({ 2026: 70, 2025: 5, 2023: 1 });
    const page = archivePage(posts, { year: 2026, page: 1 });
    expect(page?.items.length).toBe(ARCHIVE_PAGE_SIZE);
    expect(page?.items[0]?.id).toBe("id2026x0");
    expect(page?.pageCount).toBe(3);
    expect(page?.years).toEqual([
      { year: 2026, count: 70 },
      { year: 2025, count: 5 },
      { year: 2023, count: 1 },
    ]);
    expect(archivePage(posts, { year: 2026, page: 3 })?.items.map((p) => p.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `id2026x${60 + i}`),
    );
    expect(archivePage(posts, { year: 2026, page: 4 })).toBeUndefined();
    expect(archivePage(posts, { year: 2024, page: 1 })).toBeUndefined();
  });

  it("finds the page that holds a post", () => {
    const posts = headlines({ 2026: 70, 2025: 5 });
    expect(positionOf(posts, "id2026x0")).toEqual({ year: 2026, page: 1 });
    expect(positionOf(posts, "id2026x30")).toEqual({ year: 2026, page: 2 });
    expect(positionOf(posts, "id2025x4")).toEqual({ year: 2025, page: 1 });
    expect(positionOf(posts, "idyok")).toBeUndefined();
  });

  it("gives each page one URL: the newest year's first page has no query", () => {
    expect(archiveHref(BASE, { year: 2026, page: 1 }, 2026)).toBe("/haberler");
    expect(archiveHref(BASE, { year: 2024, page: 1 }, 2026)).toBe("/haberler?yil=2024");
    expect(archiveHref(BASE, { year: 2026, page: 2 }, 2026)).toBe("/haberler?yil=2026&sayfa=2");
  });

  it("answers the one URL of a page with the page, and every other spelling with a redirect", () => {
    const posts = headlines({ 2026: 70, 2024: 40 });
    expect(ask(posts, "")).toEqual({ position: { year: 2026, page: 1 } });
    expect(ask(posts, "yil=2024")).toEqual({ position: { year: 2024, page: 1 } });
    expect(ask(posts, "yil=2024&sayfa=2")).toEqual({ position: { year: 2024, page: 2 } });
    expect(ask(posts, "utm_source=bulten")).toEqual({ position: { year: 2026, page: 1 } });
    // The same page spelled otherwise.
    expect(ask(posts, "yil=2026")).toEqual({ redirect: "/haberler" });
    expect(ask(posts, "yil=2024&sayfa=1")).toEqual({ redirect: "/haberler?yil=2024" });
    expect(ask(posts, "sayfa=2&yil=2024")).toEqual({ redirect: "/haberler?yil=2024&sayfa=2" });
    expect(ask(posts, "sayfa=2")).toEqual({ redirect: "/haberler?yil=2026&sayfa=2" });
    // No such page: the list's start.
    for (const garbage of [
      "yil=2025",
      "yil=abc",
      "yil=02024",
      "yil=2024&sayfa=3",
      "yil=2024&sayfa=0",
      "yil=2024&yil=2026",
      "sayfa=x",
      "yil=",
    ]) {
      expect(ask(posts, garbage), garbage).toEqual({ redirect: "/haberler" });
    }
    expect(ask([], "")).toBeUndefined();
    expect(ask([], "yil=2024")).toEqual({ redirect: "/haberler" });
  });

  it("makes the links and the title of a page", () => {
    const posts = headlines({ 2026: 70, 2024: 40 });
    const page = archivePage(posts, { year: 2024, page: 2 });
    if (!page) throw new Error("no page");
    const view = archiveView(page, BASE, (p) => `/haberler/${p.id}`, "haber");
    expect(view).toMatchObject({
      countText: "40 haber",
      currentHref: "/haberler?yil=2024&sayfa=2",
      newerHref: "/haberler?yil=2024",
      olderHref: undefined,
      years: [
        { year: 2026, countText: "70 haber", href: "/haberler" },
        { year: 2024, countText: "40 haber", href: "/haberler?yil=2024" },
      ],
    });
    expect(view.items.length).toBe(10);
    expect(listPageTitle("Haberler", page)).toBe("Haberler 2024, sayfa 2");
    const first = archivePage(posts, { year: 2026, page: 1 });
    if (!first) throw new Error("no page");
    expect(listPageTitle("Haberler", first)).toBe("Haberler");
  });
});
