/**
 * Geçmiş's "Sürümleri karşılaştır" (issue 44, ADR 068) over HTTP on the
 * production build, as a browser without JavaScript uses it: the GET form,
 * and two versions of an entry, a page and a service side by side with the
 * inserted and deleted words marked, the markup valid, a version the item
 * does not have refused with a message.
 */
import { afterEach, describe, expect, it } from "vitest";
import { newId } from "#app/.server/ids.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { type EntryFields, insertEntry, updateEntry } from "#app/.server/repositories/entries.ts";
import { addRevision } from "#app/.server/repositories/revisions.ts";
import { adminHistoryPath, adminPaths, firmHistoryPath } from "#app/lib/admin-paths.ts";
import { withQuery } from "#app/lib/paths.ts";
import { SERVICE_FIELDS as F } from "#app/lib/service-form.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { keepFirmRows } from "#tests/helpers/firm.ts";
import type { Page } from "#tests/helpers/html.ts";
import { alertText } from "#tests/helpers/html.ts";
import { htmlErrors } from "#tests/helpers/html-validity.ts";
import { TEST_ADMIN } from "#tests/helpers/server.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);

const compare = (path: string, older: number, newer: number) => withQuery(path, { eski: older, yeni: newer });

/** The comparison's marks: the words inserted and deleted, as a screen reader reads them. */
const marks = (page: Page, tag: "ins" | "del") =>
  page.doc.querySelectorAll(`.version-diff ${tag}`).map((mark) => mark.text.replace(/\s+/g, " ").trim());

/** Each row of the comparison: its label and change, the older side and the newer, as text. */
const rows = (page: Page) =>
  page.doc
    .querySelectorAll(".version-diff-row")
    .map((row) => [
      row.querySelector(".version-diff-label")?.text.replace(/\s+/g, " ").trim(),
      ...row.querySelectorAll(".version-diff-side").map((side) => side.text.replace(/\s+/g, " ").trim()),
    ]);

const entry = (title: string, text: string): EntryFields => ({
  title,
  text,
  status: "published",
  published_at: "2026-03-02T09:00:00.000Z",
  unpublish_at: null,
  meta_description: null,
  cover_media_id: null,
  cover_alt: null,
});

/** An announcement saved once per version, as the admin's saves leave it. Removed with its history after the test. */
async function announcementWithHistory(versions: EntryFields[]): Promise<string> {
  const id = newId();
  cleanup(async () => {
    await suite.db.deleteFrom("announcements").where("id", "=", id).execute();
    await suite.db.deleteFrom("revisions").where("list", "=", "duyurular").where("entry_id", "=", id).execute();
    await bumpContentVersion(suite.db);
  });
  for (const [i, fields] of versions.entries()) {
    const at = new Date(Date.UTC(2026, 2, 2, 9, i)).toISOString();
    if (i === 0) await insertEntry(suite.db, "duyurular", { id, ...fields, created_at: at, updated_at: at });
    else await updateEntry(suite.db, "duyurular", id, fields, at);
    await addRevision(suite.db, {
      list: "duyurular",
      entryId: id,
      action: i === 0 ? "create" : "update",
      fields,
      adminEmail: TEST_ADMIN.email,
      createdAt: at,
    });
  }
  await bumpContentVersion(suite.db);
  return id;
}

describe("comparing two versions of an entry", () => {
  it("offers the newest against the one before in a GET form that needs no JavaScript", async () => {
    const id = await announcementWithHistory([entry("Bir", "<p>Bir</p>"), entry("İki", "<p>İki</p>"), entry("Üç", "<p>Üç</p>")]);
    const page = await suite.get(adminHistoryPath("duyurular", id));
    const form = page.doc.querySelector("form.version-compare-form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.querySelector("#karsilastir-eski option[selected]")?.getAttribute("value")).toBe("2");
    expect(form?.querySelector("#karsilastir-yeni option[selected]")?.getAttribute("value")).toBe("3");
    expect(form?.querySelector('label[for="karsilastir-eski"]')?.text).toBe("Eski sürüm");
    expect(page.doc.querySelector(".version-diff")).toBeNull();
    // A version's panel links its comparison with the one before it.
    const panel = await suite.get(withQuery(adminHistoryPath("duyurular", id), { surum: 3 }));
    expect(panel.doc.querySelector('.admin-version a[href$="?eski=2&yeni=3"]')?.text).toBe("Öncekiyle karşılaştır");
  });

  it("marks the inserted and deleted words of the title and the body, side by side, in valid markup", async () => {
    const id = await announcementWithHistory([
      entry("KDV beyannamesi son günü", "<h2>Süre</h2><p>Beyanname 26 Mart günü verilir.</p><p>Eski ek bilgi paragrafı.</p>"),
      entry("KDV beyannamesi için son günü", "<h2>Süre</h2><p>Beyanname 31 Mart günü verilir.</p><ul><li>Yeni madde</li></ul>"),
    ]);
    const page = await suite.get(compare(adminHistoryPath("duyurular", id), 1, 2));
    expect(page.status).toBe(200);
    expect(page.doc.querySelector(".version-diff h2")?.text).toBe("Sürüm 1 ile sürüm 2 karşılaştırması");
    expect(marks(page, "del")).toEqual(["silindi: 26", "silindi: Eski ek bilgi paragrafı."]);
    expect(marks(page, "ins")).toEqual(["eklendi: için", "eklendi: 31", "eklendi: Yeni madde"]);
    expect(rows(page)).toContainEqual([
      "Paragraf (değişti)",
      "Sürüm 1: Beyanname silindi: 26 Mart günü verilir.",
      "Sürüm 2: Beyanname eklendi: 31 Mart günü verilir.",
    ]);
    expect(rows(page)).toContainEqual(["Ara başlık (değişmedi)", "Sürüm 1: Süre", "Sürüm 2: Süre"]);
    expect(rows(page)).toContainEqual(["Liste öğesi (eklendi)", "Sürüm 1: (yok)", "Sürüm 2: eklendi: Yeni madde"]);
    expect(await htmlErrors("karşılaştırma", page.html)).toEqual([]);
    // The versions asked in either order are compared older first.
    expect(marks(await suite.get(compare(adminHistoryPath("duyurular", id), 2, 1)), "ins")).toEqual(marks(page, "ins"));
  });

  it("shows a stored body sanitized, never as it was stored", async () => {
    const id = await announcementWithHistory([
      entry("Temiz", "<p>Eski metin</p>"),
      entry("Temiz", '<p onclick="x()">Yeni metin</p><script>alert(1)</script><img src="x" onerror="alert(2)">'),
    ]);
    const page = await suite.get(compare(adminHistoryPath("duyurular", id), 1, 2));
    expect(marks(page, "del")).toEqual(["silindi: Eski"]);
    expect(marks(page, "ins")).toEqual(["eklendi: Yeni"]);
    expect(page.html).not.toMatch(/<script>alert|onerror=|onclick=/);
  });

  it("says so when a version is not in the item's history, and that two equal versions differ in nothing", async () => {
    const id = await announcementWithHistory([entry("Bir", "<p>Bir</p>"), entry("İki", "<p>İki</p>")]);
    const refused = await suite.get(compare(adminHistoryPath("duyurular", id), 1, 9));
    expect(refused.status).toBe(200);
    expect(alertText(refused)).toBe("Karşılaştırılacak sürümlerden biri bu kaydın geçmişinde yok.");
    expect(refused.doc.querySelector(".version-diff")).toBeNull();
    const same = await suite.get(compare(adminHistoryPath("duyurular", id), 2, 2));
    expect(same.doc.querySelector(".version-diff")?.text).toContain("İki sürüm arasında fark yok.");
    expect(marks(same, "ins")).toEqual([]);
  });
});

describe("comparing two versions of the firm's pages and services", () => {
  it("marks the words a page's publication changed", async () => {
    await keepFirmRows(suite.db, cleanup);
    const path = `${adminPaths.pages}/vision`;
    const publish = async (body: string) => {
      const row = await suite.db.selectFrom("firm_pages").selectAll().where("key", "=", "vision").executeTakeFirstOrThrow();
      const response = await suite.post(path, {
        intent: "yayimla",
        revizyon: String(row.revision),
        baslik: row.title,
        meta_aciklama: "",
        icerik: body,
      });
      expect(response.status).toBe(302);
    };
    await publish("<p>Vizyonumuz bölgenin güvenilir danışmanı olmaktır.</p>");
    await publish("<p>Vizyonumuz bölgenin en titiz danışmanı olmaktır.</p>");
    const versions = await suite.db
      .selectFrom("firm_revisions")
      .select("version")
      .where("kind", "=", "page")
      .where("key", "=", "vision")
      .execute();
    const newest = Math.max(...versions.map((v) => Number(v.version)));
    const page = await suite.get(compare(firmHistoryPath("page", "vision"), newest - 1, newest));
    expect(page.status).toBe(200);
    expect(marks(page, "del")).toEqual(["silindi: güvenilir"]);
    expect(marks(page, "ins")).toEqual(["eklendi: en titiz"]);
    expect(page.doc.querySelectorAll(".version-diff h3").map((h) => h.text)).toEqual(["Alanlar", "Metin"]);
    expect(await htmlErrors("sayfa karşılaştırması", page.html)).toEqual([]);
  });

  it("marks the words a service's edit changed in its title and its text", async () => {
    const title = `Kurumlar vergisi danışmanlığı ${Date.now().toString(36)}`;
    const base = (full: string, body: string) => ({
      intent: "kaydet",
      [F.fullTitle]: full,
      [F.homeTitle]: "",
      [F.homeDescription]: "Kısa açıklama.",
      [F.metaDescription]: "Hizmetin kapsamı.",
      [F.body]: body,
    });
    expect((await suite.post(`${adminPaths.services}/yeni`, base(title, "<p>Beyannameleri yıllık olarak inceleriz.</p>"))).status).toBe(
      303,
    );
    const row = await suite.db.selectFrom("services").selectAll().where("full_title", "=", title).executeTakeFirstOrThrow();
    cleanup(async () => {
      await suite.db.deleteFrom("services").where("id", "=", row.id).execute();
      await suite.db.deleteFrom("firm_revisions").where("kind", "=", "service").where("key", "=", row.id).execute();
      await suite.db.deleteFrom("redirects").execute();
    });
    const edited = base(`${title} ve denetimi`, "<p>Beyannameleri üç ayda bir inceleriz.</p>");
    const saved = await suite.post(`${adminPaths.services}/${row.id}`, {
      ...edited,
      [F.slug]: row.slug,
      [F.revision]: String(row.revision),
    });
    expect(saved.status).toBe(303);
    const page = await suite.get(compare(firmHistoryPath("service", row.id), 1, 2));
    expect(page.status).toBe(200);
    expect(marks(page, "del")).toEqual(["silindi: yıllık olarak"]);
    expect(marks(page, "ins")).toEqual(["eklendi: ve denetimi", "eklendi: üç ayda bir"]);
    expect(rows(page)[0]).toEqual(["Başlık (değişti)", `Sürüm 1: ${title}`, `Sürüm 2: ${title} eklendi: ve denetimi`]);
  });
});

describe("comparing two English versions", () => {
  it("marks the words two drafts of a page's English changed, the text in English", async () => {
    const tab = "/adminpanel/ingilizce/page/mission";
    cleanup(async () => {
      await suite.db.deleteFrom("english_texts").where("kind", "=", "page").where("key", "=", "mission").execute();
      await suite.db.deleteFrom("english_revisions").where("kind", "=", "page").where("key", "=", "mission").execute();
    });
    const draft = async (body: string) => {
      const row = await suite.db
        .selectFrom("english_texts")
        .select("revision")
        .where("kind", "=", "page")
        .where("key", "=", "mission")
        .executeTakeFirst();
      const response = await suite.post(tab, {
        intent: "taslak",
        revizyon: String(row?.revision ?? 0),
        baslik: "Our mission",
        meta_aciklama: "",
        icerik: body,
      });
      expect(response.status).toBe(302);
    };
    await draft("<p>We audit returns every year.</p>");
    await draft("<p>We audit returns every quarter.</p>");
    const page = await suite.get(compare(`${tab}/gecmis`, 1, 2));
    expect(page.status).toBe(200);
    expect(marks(page, "del")).toEqual(["silindi: year"]);
    expect(marks(page, "ins")).toEqual(["eklendi: quarter"]);
    expect(page.doc.querySelector(".version-diff del")?.parentNode?.getAttribute("lang")).toBe("en");
    expect(page.doc.querySelector(".version-diff del .visually-hidden")?.getAttribute("lang")).toBe("tr");
  });
});
