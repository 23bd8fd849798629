/**
 * Paths in one place (issue 37): every builder in app/lib/paths.ts and
 * app/lib/admin-paths.ts encodes its dynamic parts once, the two links that
 * had lost their encoding (the deadline's on the home page, the media
 * library's edit link) use them, and no path is built by hand elsewhere in app/.
 */
import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { describe, expect, it } from "vitest";
import { itemView } from "#app/.server/media/admin-library.ts";
import { deadlineHref } from "#app/components/NextDeadlines.tsx";
import {
  adminHistoryPath,
  adminListPath,
  entryEditPath,
  firmHistoryPath,
  newEntryPath,
  newsletterIssuePath,
  newsletterSendPath,
  pageEditPath,
  pagePreviewPath,
  previewPath,
  serviceEditPath,
  serviceHistoryPath,
  signInPath,
  taxCalendarPath,
  taxDataPath,
} from "#app/lib/admin-paths.ts";
import {
  announcementPath,
  archiveHref,
  circularFeedHrefs,
  circularsHref,
  confirmPath,
  deadlinePath,
  FORM_SENT,
  formAction,
  issuePath,
  mediaUrl,
  newsPath,
  preferencesPath,
  searchPath,
  servicePath,
  taxCalendarMonthPath,
  unsubscribePath,
  withQuery,
} from "#app/lib/paths.ts";
import { handBuiltPaths, PATH_PREFIXES } from "#tests/helpers/hand-built-paths.ts";

/** A value with every character a path or query must not carry raw. */
const ODD = "a b/c?d#e&f=g%h";
const SEGMENT = encodeURIComponent(ODD);
/** A path whose raw text holds none of ODD's characters outside its encoded parts. */
const clean = (path: string) => path.split(/[?#]/)[0]!.replaceAll(SEGMENT, "");

describe("path builders", () => {
  it("encode a value once in a segment", () => {
    expect(newsPath(ODD)).toBe(`/haberler/${SEGMENT}`);
    expect(announcementPath(ODD, "Kasım ayı")).toBe(`/duyurular/${SEGMENT}-kasim-ayi`);
    expect(servicePath(ODD)).toBe(`/hizmetler/${SEGMENT}`);
    expect(issuePath(ODD)).toBe(`/bulten/${SEGMENT}`);
    expect(mediaUrl(ODD, "480", "jpeg")).toBe(`/medya/${encodeURIComponent(`${ODD}-480.jpeg`)}`);
    expect(adminHistoryPath("haberler", ODD)).toBe(`/adminpanel/gecmis/haberler/${SEGMENT}`);
    expect(serviceEditPath(ODD)).toBe(`/adminpanel/hizmetler/${SEGMENT}`);
    expect(serviceEditPath(undefined)).toBe("/adminpanel/hizmetler/yeni");
    expect(serviceHistoryPath(ODD)).toBe(`/adminpanel/firma-gecmisi/service/${SEGMENT}`);
    expect(firmHistoryPath("page", ODD)).toBe(`/adminpanel/firma-gecmisi/page/${SEGMENT}`);
    expect(newsletterIssuePath(ODD)).toBe(`/adminpanel/bulten/${SEGMENT}`);
    expect(newsletterSendPath(ODD)).toBe(`/adminpanel/bulten/${SEGMENT}/gonder`);
    expect(pageEditPath("kvkk")).toBe("/adminpanel/sayfalar/kvkk");
    expect(pagePreviewPath("kvkk")).toBe("/adminpanel/sayfalar/kvkk/onizleme");
    for (const path of [newsPath(ODD), servicePath(ODD), issuePath(ODD), adminHistoryPath("haberler", ODD), serviceEditPath(ODD)]) {
      expect(clean(path)).not.toMatch(/[ ?#&=%]/);
    }
  });

  it("encode a value once in the query and the fragment, reading back as given", () => {
    const cases: [string, string, string][] = [
      [entryEditPath("haberler", ODD), "duzenle", "/adminpanel/haberler"],
      [previewPath("duyurular", ODD), "id", "/adminpanel/onizleme"],
      [taxCalendarPath(2026, { duzenle: ODD }), "duzenle", "/adminpanel/vergi-takvimi"],
      [taxDataPath("gelir-vergisi", { "duzenle-set": ODD }), "duzenle-set", "/adminpanel/vergi-verileri"],
      [searchPath(ODD, 2), "q", "/ara"],
      [circularsHref({ category: ODD, page: 1 }), "kategori", "/sirkuler"],
      [circularFeedHrefs(ODD).rss, "kategori", "/sirkuler/rss.xml"],
      [confirmPath(ODD), "token", "/bulten/onay"],
      [unsubscribePath(ODD), "token", "/bulten/ayril"],
      [preferencesPath(ODD), "token", "/bulten/tercihler"],
      [withQuery("/x", { a: ODD }), "a", "/x"],
    ];
    for (const [path, name, pathname] of cases) {
      const url = new URL(path, "http://localhost");
      expect(url.pathname, path).toBe(pathname);
      expect(url.searchParams.get(name), path).toBe(ODD);
    }
    const deadline = new URL(deadlinePath({ id: ODD, month: "2026-05" }), "http://localhost");
    expect(deadline.searchParams.get("ay")).toBe("2026-05");
    expect(decodeURIComponent(deadline.hash.slice(1))).toBe(ODD);
    expect(new URL(signInPath(entryEditPath("haberler", ODD)), "http://localhost").searchParams.get("geri")).toBe(
      entryEditPath("haberler", ODD),
    );
  });

  it("keep the addresses they had for ordinary values", () => {
    expect(adminListPath("haberler")).toBe("/adminpanel/haberler");
    expect(entryEditPath("haberler", "abc123")).toBe("/adminpanel/haberler?duzenle=abc123");
    expect(newEntryPath("sirkuler")).toBe("/adminpanel/sirkuler?yeni");
    expect(previewPath("haberler")).toBe("/adminpanel/onizleme?liste=haberler");
    expect(taxCalendarPath(2026, { duzenle: "kdv-1" }, "duzenle")).toBe("/adminpanel/vergi-takvimi?yil=2026&duzenle=kdv-1#duzenle");
    expect(taxDataPath("ucret", { durum: "" }, "ucret-formu")).toBe("/adminpanel/vergi-verileri?bolum=ucret&durum#ucret-formu");
    expect(taxCalendarMonthPath()).toBe("/vergi-takvimi");
    expect(taxCalendarMonthPath("2026-05", "ay")).toBe("/vergi-takvimi?ay=2026-05#ay");
    expect(deadlinePath({ id: "kdv-2026-05", month: "2026-05" })).toBe("/vergi-takvimi?ay=2026-05#kdv-2026-05");
    expect(searchPath("kdv")).toBe("/ara?q=kdv");
    expect(searchPath("kdv", 2, "hizmetler")).toBe("/ara?q=kdv&tur=hizmetler&sayfa=2");
    expect(formAction("/bulten", "newsletter")).toBe("/bulten#bulten-durum");
    expect(FORM_SENT.contact).toBe("/iletisim?durum=gonderildi#iletisim-durum");
    expect(circularsHref({ year: 2026, category: "kdv", page: 2 })).toBe("/sirkuler?yil=2026&kategori=kdv&sayfa=2");
    expect(circularsHref({ page: 1 })).toBe("/sirkuler");
    expect(circularFeedHrefs()).toEqual({ rss: "/sirkuler/rss.xml", atom: "/sirkuler/atom.xml" });
    expect(archiveHref("/haberler", { year: 2024, page: 1 }, 2026)).toBe("/haberler?yil=2024");
    expect(withQuery("/x", new URLSearchParams("yeni&sayfa=2"))).toBe("/x?yeni&sayfa=2");
  });
});

describe("the links that had lost their encoding", () => {
  it("the home page's next deadlines link a deadline whose id needs encoding to its row", () => {
    const href = deadlineHref({ id: "kdv beyanı#2", month: "2026-05" });
    expect(href).toBe("/vergi-takvimi?ay=2026-05#kdv%20beyan%C4%B1%232");
    expect(href).toBe(deadlinePath({ id: "kdv beyanı#2", month: "2026-05" }));
  });

  it("the media library links an entry whose id needs encoding to its form", () => {
    const view = itemView({
      id: "m1",
      source_format: "jpeg",
      width: 10,
      height: 10,
      file_name: "a.jpeg",
      bytes: 2048,
      admin_email: "a@example.test",
      created_at: "2026-05-01T00:00:00.000Z",
      files: [],
      usages: [{ list: "haberler", entryId: "id&sil=1", title: "Haber", cover: true, body: false, deleted: false }],
      firmUses: [],
    });
    const href = view.usages[0]!.href!;
    expect(href).toBe("/adminpanel/haberler?duzenle=id%26sil%3D1");
    expect([...new URL(href, "http://localhost").searchParams]).toEqual([["duzenle", "id&sil=1"]]);
  });
});

describe("no path built by hand", () => {
  const sourceFiles = readdirSync("app", { recursive: true, encoding: "utf8" })
    .map((f) => posix.join("app", f.split("\\").join("/")))
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts"))
    .sort();

  it("knows the site's path prefixes", () => {
    expect(PATH_PREFIXES).toEqual(
      expect.arrayContaining(["/adminpanel", "/haberler", "/duyurular", "/hizmetler", "/vergi-takvimi", "/medya"]),
    );
  });

  it("catches the hand-built paths it is for", () => {
    const caught = (line: string) => handBuiltPaths("app/routes/x.tsx", line).length > 0;
    // biome-ignore-start lint/suspicious/noTemplateCurlyInString: these strings are source text for the detector, not templates
    expect(caught("const to = `/haberler/${title}`;")).toBe(true);
    expect(caught("const to = `/adminpanel/hizmetler/${id}`;")).toBe(true);
    expect(caught('const to = "/hizmetler/" + slug;')).toBe(true);
    expect(caught("href: `${adminListPath(usage.list)}?duzenle=${usage.entryId}`,")).toBe(true);
    expect(caught("<Link to={`${paths.taxCalendar}?${MONTH_PARAM}=${d.month}#${d.id}`}>")).toBe(true);
    expect(caught("redirect(`${PATH}?sil=${encodeURIComponent(row.from)}`)")).toBe(true);
    expect(caught("<Link to={`${taxDataPath(set.section)}#${set.anchor}`}>")).toBe(true);
    expect(caught('const edit = "?duzenle=" + id;')).toBe(true);
    expect(caught("<Link to={`?sil=${item.id}`}>")).toBe(true);
    expect(caught("to={`?${PREVIEW_WIDTH_PARAM}=${key}#onizleme`}")).toBe(true);
    // Static links, and comments showing a path by example, are fine.
    expect(caught('<Link to="/iletisim">İletişim</Link>')).toBe(false);
    expect(caught("redirect(`${PATH}?durum=silindi`)")).toBe(false);
    expect(handBuiltPaths("app/routes/x.tsx", "/** /adminpanel/haberler?duzenle=<id> */\nconst a = 1;")).toEqual([]);
    expect(handBuiltPaths("app/lib/admin-paths.ts", "const to = `/adminpanel/hizmetler/${id}`;")).toEqual([]);
    // biome-ignore-end lint/suspicious/noTemplateCurlyInString: see above
  });

  it("finds none in app/ outside app/lib/paths.ts and app/lib/admin-paths.ts", () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    expect(sourceFiles.flatMap((file) => handBuiltPaths(file, readFileSync(file, "utf8")))).toEqual([]);
  });
});
