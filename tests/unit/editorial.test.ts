import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminEntry, removeEntry, saveEntry } from "#app/.server/content/entries.ts";
import { binEntries, entryHistory, restoreFromBin, restoreVersion } from "#app/.server/content/history.ts";
import { publicPagesVersion, publicPosts } from "#app/.server/content/public.ts";
import { publishDueEntries, SCHEDULER } from "#app/.server/content/scheduled.ts";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import { runMaintenance } from "#app/.server/platform/maintenance.ts";
import { readContentVersion } from "#app/.server/repositories/content-version.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";

withFreshAppDatabase({ beforeEach, afterEach, closeDb });

const ADMIN = "editor@ornek.test";
const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

async function save(input: Parameters<typeof saveEntry>[2], id?: string, list: "duyurular" | "haberler" = "duyurular") {
  const result = await saveEntry(list, id, input, ADMIN);
  if (!result.ok) throw new Error(`save failed: ${JSON.stringify(result)}`);
  return result.id;
}

const version = async () => readContentVersion(await getDb());
const publicTitles = async (kind: "announcements" | "news" = "announcements") => (await publicPosts(kind)).map((p) => p.title);

describe("drafts and scheduled publishing", () => {
  it("keeps a draft off the public pages and the content version as it was", async () => {
    const before = await version();
    const id = await save({ title: "Taslak duyuru", text: "<p>Henüz değil</p>", status: "draft" });
    expect(await publicTitles()).not.toContain("Taslak duyuru");
    expect(await version()).toBe(before);
    expect(await adminEntry("duyurular", id)).toMatchObject({ status: "draft", published_at: null });
  });

  it("publishes a draft with the time it was published, and keeps that time on later edits", async () => {
    const id = await save({ title: "Yayımlanacak", text: "<p>Metin</p>", status: "draft" });
    const before = await version();
    await save({ title: "Yayımlanacak", text: "<p>Metin</p>", status: "published" }, id);
    expect(await version()).toBeGreaterThan(before);
    const published = await adminEntry("duyurular", id);
    expect(published?.status).toBe("published");
    expect(await publicTitles()).toContain("Yayımlanacak");
    await save({ title: "Yayımlanacak", text: "<p>Düzeltilmiş metin</p>", status: "published" }, id);
    expect((await adminEntry("duyurular", id))?.published_at).toBe(published?.published_at);
  });

  it("refuses a schedule in the past or without a time, and stores nothing", async () => {
    for (const publishAt of [undefined, "2001-01-01T09:00:00.000Z", "yarın"]) {
      const result = await saveEntry("duyurular", undefined, { title: "Geçmiş", text: "x", status: "scheduled", publishAt }, ADMIN);
      expect(result).toMatchObject({ ok: false, reason: "schedule" });
    }
    expect((await (await getDb()).selectFrom("announcements").select("id").where("title", "=", "Geçmiş").execute()).length).toBe(0);
  });

  it("publishes a scheduled entry by itself when its time comes, once, and raises the version", async () => {
    const at = inAMinute();
    const id = await save(
      { title: "Zamanlanmış haber", text: "<p>Yakında</p>", status: "scheduled", publishAt: at },
      undefined,
      "haberler",
    );
    expect(await publicTitles("news")).not.toContain("Zamanlanmış haber");
    expect(await publishDueEntries(new Date())).toBe(0);

    const pagesBefore = await publicPagesVersion();
    const due = new Date(Date.parse(at) + 1000);
    const [first, second] = await Promise.all([publishDueEntries(due), publishDueEntries(due)]);
    expect(first + second).toBe(1);
    expect(await publicTitles("news")).toContain("Zamanlanmış haber");
    expect(await publicPagesVersion()).not.toBe(pagesBefore);
    const entry = await adminEntry("haberler", id);
    expect(entry).toMatchObject({ status: "published", published_at: at });
    const history = await entryHistory("haberler", id);
    expect(history?.revisions[0]).toMatchObject({ action: "publish", adminEmail: SCHEDULER });
  });
});

describe("history", () => {
  it("keeps every saved version and restores an old one as a new version, publication unchanged", async () => {
    const id = await save({ title: "Birinci", text: "<p>İlk metin</p>", metaDescription: "İlk açıklama" });
    await save({ title: "İkinci", text: "<p>İkinci metin</p>" }, id);
    await save({ title: "Üçüncü", text: "<p>Üçüncü metin</p>" }, id);
    const history = await entryHistory("duyurular", id);
    expect(history?.revisions.map((r) => [r.version, r.action, r.fields.title])).toEqual([
      [3, "update", "Üçüncü"],
      [2, "update", "İkinci"],
      [1, "create", "Birinci"],
    ]);
    expect(history?.revisions.every((r) => r.adminEmail === ADMIN)).toBe(true);

    const published = (await adminEntry("duyurular", id))?.published_at;
    expect(await restoreVersion("duyurular", id, 1, ADMIN)).toEqual({ ok: true });
    const restored = await adminEntry("duyurular", id);
    expect(restored).toMatchObject({ title: "Birinci", text: "<p>İlk metin</p>", meta_description: "İlk açıklama", status: "published" });
    expect(restored?.published_at).toBe(published);
    expect((await entryHistory("duyurular", id))?.revisions[0]).toMatchObject({ version: 4, action: "restore" });
    expect(await restoreVersion("duyurular", id, 99, ADMIN)).toEqual({ ok: false, reason: "gone" });
  });

  it("keeps the state an entry had before its first edit, also for entries without a history (sample content)", async () => {
    const [sample] = await publicPosts("announcements");
    if (!sample) throw new Error("no sample announcement");
    await save({ title: "Değiştirildi", text: "<p>Yeni</p>" }, sample.id);
    const history = await entryHistory("duyurular", sample.id);
    expect(history?.revisions.map((r) => r.fields.title)).toEqual(["Değiştirildi", sample.title]);
  });

  it("refuses to restore a news title that another item now has", async () => {
    const a = await save({ title: "Ortak başlık", text: "<p>a</p>" }, undefined, "haberler");
    await save({ title: "Başka başlık", text: "<p>a</p>" }, a, "haberler");
    await save({ title: "Ortak başlık", text: "<p>b</p>" }, undefined, "haberler");
    const result = await restoreVersion("haberler", a, 1, ADMIN);
    expect(result).toMatchObject({ ok: false, reason: "title" });
    expect((await adminEntry("haberler", a))?.title).toBe("Başka başlık");
  });
});

describe("the bin", () => {
  it("moves a deleted entry to the bin and restores it as it was", async () => {
    const id = await save({ title: "Silinecek duyuru", text: "<p>Metin</p>" });
    expect(await removeEntry("duyurular", id, ADMIN)).toEqual({ ok: true });
    expect(await publicTitles()).not.toContain("Silinecek duyuru");
    const bin = await binEntries();
    expect(bin).toEqual([expect.objectContaining({ list: "duyurular", id, title: "Silinecek duyuru", deletedBy: ADMIN })]);

    expect(await restoreFromBin("duyurular", id, ADMIN)).toEqual({ ok: true });
    expect(await publicTitles()).toContain("Silinecek duyuru");
    expect(await binEntries()).toEqual([]);
    expect(await restoreFromBin("duyurular", id, ADMIN)).toEqual({ ok: false, reason: "gone" });
    const actions = (await entryHistory("duyurular", id))?.revisions.map((r) => r.action);
    expect(actions).toEqual(["restore", "delete", "create"]);
  });

  it("empties itself after 30 days: maintenance removes the entry's whole history", async () => {
    const id = await save({ title: "Eski çöp", text: "<p>x</p>" });
    await removeEntry("duyurular", id, ADMIN);
    const in29Days = new Date(Date.now() + 29 * 24 * 3600 * 1000);
    expect((await runMaintenance(in29Days)).binEntries).toBe(0);
    expect(await binEntries(in29Days)).toHaveLength(1);
    const in31Days = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    expect(await binEntries(in31Days)).toEqual([]);
    expect((await runMaintenance(in31Days)).binEntries).toBe(1);
    expect(await entryHistory("duyurular", id)).toBeUndefined();
  });
});

describe("rich text on save", () => {
  it("stores a body without scripts, event handlers, javascript: links or style attributes", async () => {
    const id = await save({
      title: "Temizlenecek",
      text:
        '<p style="color:red" onclick="x()">Merhaba<script>alert(1)</script></p>' +
        '<img src="/medya/abc-480.jpeg" onerror="alert(2)" alt="a"><a href="javascript:alert(3)">bağlantı</a>' +
        '<a href="https://www.gib.gov.tr">GİB</a>',
    });
    const text = (await adminEntry("duyurular", id))?.text ?? "";
    expect(text).not.toMatch(/script|onerror|onclick|javascript:|style=/i);
    expect(text).toContain("<p>Merhaba</p>");
    expect(text).toContain('<a href="https://www.gib.gov.tr" rel="noopener noreferrer">GİB</a>');
    expect(text).toContain("bağlantı");
  });
});
