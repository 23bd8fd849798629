/**
 * An entry's history with its restore, the bin, and how the audit log names
 * them, over HTTP on the production build as a browser without JavaScript
 * uses them.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { PostStatus } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { type EntryFields, insertEntry, updateEntry } from "#app/.server/repositories/entries.ts";
import { addRevision } from "#app/.server/repositories/revisions.ts";
import type { ListName } from "#app/lib/content-lists.ts";
import { postAs } from "#tests/helpers/admin.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost } from "#tests/helpers/db.ts";
import { alertText, fetchPage, statusText, tableCells, tableRows } from "#tests/helpers/html.ts";
import { TEST_ADMIN } from "#tests/helpers/server.ts";

const suite = signedInServer();

const cleanup = cleanupAfterEach(afterEach);

/** A word no sample entry or other test has, to find a test's own entries. */
const tag = () => `zq${Math.random().toString(36).slice(2, 8)}`;

const { get, post } = suite;

const TABLES = { duyurular: "announcements", haberler: "news" } as const;

/** Removes an entry the test made, with its history (so the bin holds nothing of it). */
function forget(list: "duyurular" | "haberler", id: string) {
  cleanup(async () => {
    await suite.db.deleteFrom(TABLES[list]).where("id", "=", id).execute();
    await suite.db.deleteFrom("revisions").where("list", "=", list).where("entry_id", "=", id).execute();
    await bumpContentVersion(suite.db);
  });
}

const fields = (title: string, text: string, status: PostStatus = "published"): EntryFields => ({
  title,
  text,
  status,
  published_at: status === "published" ? "2026-03-02T09:00:00.000Z" : null,
  meta_description: null,
  cover_media_id: null,
  cover_alt: null,
  unpublish_at: null,
});

/** An entry saved once per version, as the admin's saves leave it: the row and its numbered revisions. */
async function entryWithHistory(list: "duyurular" | "haberler", versions: { title: string; text: string }[]) {
  const id = newId();
  forget(list, id);
  for (const [i, version] of versions.entries()) {
    const at = new Date(Date.UTC(2026, 2, 2, 9, i)).toISOString();
    const entry = fields(version.title, version.text);
    if (i === 0) await insertEntry(suite.db, list, { id, ...entry, created_at: at, updated_at: at });
    else await updateEntry(suite.db, list, id, entry, at);
    await addRevision(suite.db, {
      list,
      entryId: id,
      action: i === 0 ? "create" : "update",
      fields: entry,
      adminEmail: TEST_ADMIN.email,
      createdAt: at,
    });
  }
  await bumpContentVersion(suite.db);
  return id;
}

const historyPath = (list: ListName, id: string) => `/adminpanel/gecmis/${list}/${id}`;

describe("an entry's history", () => {
  it("lists the versions newest first, with the action, who and when, linked from the list", async () => {
    const id = await entryWithHistory("haberler", [
      { title: `Geçmiş birinci ${tag()}`, text: "<p>Bir</p>" },
      { title: "Geçmiş ikinci", text: "<p>İki</p>" },
      { title: "Geçmiş üçüncü", text: "<p>Üç</p>" },
    ]);
    const list = await get(`/adminpanel/haberler?ara=${encodeURIComponent("geçmiş üçüncü")}`);
    expect(list.doc.querySelector('a[aria-label="Geçmiş: Geçmiş üçüncü"]')?.getAttribute("href")).toBe(historyPath("haberler", id));

    const page = await get(historyPath("haberler", id));
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("h1")?.text).toBe("Geçmiş: “Geçmiş üçüncü”");
    expect(tableRows(page).map((row) => row.querySelectorAll("td").map((td) => td.text.trim()))).toEqual([
      ["3 (şimdiki)", "Güncellendi", TEST_ADMIN.email, "02.03.2026 12:02", "Görüntüle"],
      ["2", "Güncellendi", TEST_ADMIN.email, "02.03.2026 12:01", "Görüntüle"],
      ["1", "Oluşturuldu", TEST_ADMIN.email, "02.03.2026 12:00", "Görüntüle"],
    ]);
  });

  it("shows a version's content sanitized, never as it was stored", async () => {
    const id = await entryWithHistory("duyurular", [{ title: "Temiz gösterim", text: "<p>Eski metin</p>" }]);
    // A snapshot written before sanitizing existed (or behind the application's back).
    await addRevision(suite.db, {
      list: "duyurular",
      entryId: id,
      action: "update",
      fields: fields(
        "Kirli sürüm",
        '<p onclick="x()">Görünür</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bağ</a>',
      ),
      adminEmail: "",
      createdAt: "2026-03-03T09:00:00.000Z",
    });
    const page = await get(`${historyPath("duyurular", id)}?surum=2`);
    const version = page.doc.querySelector(".admin-version");
    expect(version?.querySelector("h2")?.text).toBe("Sürüm 2: Güncellendi");
    expect(version?.text).toContain("Kirli sürüm");
    expect(version?.text).toContain("Örnek içerik");
    // The link's text, left outside a block by the sanitizer, is put in a paragraph (ADR 046).
    expect(version?.querySelector(".rich-text")?.innerHTML).toBe("<p>Görünür</p><p>bağ</p>");
    expect(page.html).not.toMatch(/<script>alert|onerror=|onclick=|javascript:alert/);
  });

  it("restores an old version after a confirmation, as a new version, and says so", async () => {
    const id = await entryWithHistory("duyurular", [
      { title: "Sürüm bir", text: "<p>İlk metin</p>" },
      { title: "Sürüm iki", text: "<p>İkinci metin</p>" },
    ]);
    const path = historyPath("duyurular", id);
    const current = await get(`${path}?surum=2`);
    expect(current.doc.querySelector(".admin-version")?.text).not.toContain("Bu sürümü geri yükle");
    const view = await get(`${path}?surum=1`);
    expect(view.doc.querySelector('.admin-version a[href$="geri-yukle"]')?.text).toBe("Bu sürümü geri yükle");
    const confirm = await get(`${path}?surum=1&geri-yukle`);
    expect(confirm.doc.querySelector(".admin-confirm h2")?.text).toBe("Sürüm 1 geri yüklensin mi?");
    expect(confirm.doc.querySelector('.admin-confirm form input[name="surum"]')?.getAttribute("value")).toBe("1");

    const restored = await post(`${path}?surum=1&geri-yukle`, { intent: "geri-yukle", surum: "1" });
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe(`${path}?durum=geri-yuklendi`);
    const after = await get(restored.headers.get("location") ?? "");
    expect(statusText(after)).toBe("Seçtiğiniz sürüm geri yüklendi ve en üstte yeni bir sürüm olarak kaydedildi.");
    expect(tableCells(after, 1)).toEqual(["Geri yüklendi", "Güncellendi", "Oluşturuldu"]);
    const row = await suite.db.selectFrom("announcements").select(["title", "body"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: "Sürüm bir", body: "<p>İlk metin</p>" });

    const audit = await get("/adminpanel/kayitlar");
    expect(audit.doc.querySelectorAll("tbody tr").some((tr) => tr.text.includes("Geri yükleme") && tr.text.includes(id))).toBe(true);
  });

  it("refuses a restore whose title another news item has now, with a clear message", async () => {
    const title = `Ortak başlık ${tag()}`;
    const id = await entryWithHistory("haberler", [
      { title, text: "<p>a</p>" },
      { title: `${title} (eski)`, text: "<p>b</p>" },
    ]);
    const other = await entryWithHistory("haberler", [{ title, text: "<p>c</p>" }]);
    expect(other).not.toBe(id);
    const refused = await fetchPage(suite.server.url, historyPath("haberler", id), {
      method: "POST",
      body: new URLSearchParams({ intent: "geri-yukle", surum: "1" }),
      headers: { Cookie: suite.cookie, Origin: suite.server.url, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(refused.status).toBe(409);
    expect(alertText(refused)).toContain("başka bir kayıt kullanıyor");
    expect((await suite.db.selectFrom("news").select("title").where("id", "=", id).executeTakeFirstOrThrow()).title).toBe(
      `${title} (eski)`,
    );
  });

  it("is shown only with a session, and refuses a restore without one", async () => {
    const id = await entryWithHistory("duyurular", [
      { title: "Oturumsuz bir", text: "<p>1</p>" },
      { title: "Oturumsuz iki", text: "<p>2</p>" },
    ]);
    const page = await get(historyPath("duyurular", id), false);
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/adminpanel\/giris\?geri=%2Fadminpanel/);
    expect(page.html).not.toContain("Oturumsuz");
    const refused = await postAs(suite.server, historyPath("duyurular", id), { intent: "geri-yukle", surum: "1" });
    expect(refused.status).toBe(401);
    expect((await suite.db.selectFrom("announcements").select("title").where("id", "=", id).executeTakeFirstOrThrow()).title).toBe(
      "Oturumsuz iki",
    );
  });

  it("answers an unknown list or entry with not found", async () => {
    expect((await get("/adminpanel/gecmis/bilinmeyen/x")).status).toBe(404);
    expect((await get("/adminpanel/gecmis/duyurular/olmayan-kayit")).status).toBe(404);
  });

  it("says when an entry has no history yet (sample content)", async () => {
    const post = await addPost(suite.db, "announcements", { title: "Geçmişsiz duyuru" }, cleanup);
    const page = await get(historyPath("duyurular", post.id));
    expect(page.status).toBe(200);
    expect(page.html).toContain("Bu kaydın henüz kayıtlı bir geçmişi yok.");
  });
});

describe("the bin", () => {
  it("lists a deleted entry with who deleted it and when it goes for good, and restores it", async () => {
    const title = `Çöpteki haber ${tag()}`;
    const id = await entryWithHistory("haberler", [{ title, text: "<p>Metin</p>" }]);
    const deleted = await post("/adminpanel/haberler", { intent: "sil", id });
    expect(deleted.status).toBe(302);

    const bin = await get("/adminpanel/cop-kutusu");
    expect(bin.status).toBe(200);
    const row = tableRows(bin).find((tr) => tr.querySelector("td")?.text === title);
    const [, list, by, at, purge] = row?.querySelectorAll("td").map((td) => td.text.trim()) ?? [];
    expect([list, by]).toEqual(["Haberler", TEST_ADMIN.email]);
    const deletedAt = await suite.db
      .selectFrom("revisions")
      .select("created_at")
      .where("entry_id", "=", id)
      .where("action", "=", "delete")
      .executeTakeFirstOrThrow();
    const inIstanbul = (iso: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("tr-TR", {
        timeZone: "Europe/Istanbul",
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        ...options,
      }).format(new Date(iso));
    expect(at).toBe(inIstanbul(deletedAt.created_at, { hour: "2-digit", minute: "2-digit" }));
    expect(purge).toBe(inIstanbul(new Date(Date.parse(deletedAt.created_at) + 30 * 86_400_000).toISOString(), {}));

    // Its history is still there and points to the bin.
    const history = await get(historyPath("haberler", id));
    expect(history.doc.querySelector(".admin-notice a")?.getAttribute("href")).toBe("/adminpanel/cop-kutusu");
    expect(history.html).not.toContain("Bu sürümü geri yükle");

    const restored = await post("/adminpanel/cop-kutusu", { intent: "geri-yukle", liste: "haberler", id });
    expect(restored.status).toBe(302);
    const after = await get(restored.headers.get("location") ?? "");
    expect(statusText(after)).toBe("Kayıt geri yüklendi (Haberler). Kaydı aç");
    expect(after.doc.querySelector('[role="status"] a')?.getAttribute("href")).toBe(`/adminpanel/haberler?duzenle=${id}`);
    expect(tableRows(after).some((tr) => tr.text.includes(title))).toBe(false);
    expect((await suite.db.selectFrom("news").select("title").where("id", "=", id).executeTakeFirst())?.title).toBe(title);

    const again = await fetchPage(suite.server.url, "/adminpanel/cop-kutusu", {
      method: "POST",
      body: new URLSearchParams({ intent: "geri-yukle", liste: "haberler", id }),
      headers: { Cookie: suite.cookie, Origin: suite.server.url, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(again.status).toBe(404);
    expect(alertText(again)).toContain("çöp kutusunda artık yok");
  });

  it("refuses to restore a news item whose title is taken now", async () => {
    const title = `Çakışan başlık ${tag()}`;
    const id = await entryWithHistory("haberler", [{ title, text: "<p>a</p>" }]);
    await post("/adminpanel/haberler", { intent: "sil", id });
    await entryWithHistory("haberler", [{ title, text: "<p>yeni</p>" }]);
    const refused = await fetchPage(suite.server.url, "/adminpanel/cop-kutusu", {
      method: "POST",
      body: new URLSearchParams({ intent: "geri-yukle", liste: "haberler", id }),
      headers: { Cookie: suite.cookie, Origin: suite.server.url, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(refused.status).toBe(409);
    expect(alertText(refused)).toContain("aynı başlıkta başka bir kayıt var");
    expect(await suite.db.selectFrom("news").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
  });

  it("is shown only with a session, and refuses a restore without one", async () => {
    const id = await entryWithHistory("duyurular", [{ title: `Oturumsuz çöp ${tag()}`, text: "<p>x</p>" }]);
    await post("/adminpanel/duyurular", { intent: "sil", id });
    const page = await get("/adminpanel/cop-kutusu", false);
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/adminpanel\/giris\?geri=%2Fadminpanel/);
    const refused = await postAs(suite.server, "/adminpanel/cop-kutusu", { intent: "geri-yukle", liste: "duyurular", id });
    expect(refused.status).toBe(401);
    expect(await suite.db.selectFrom("announcements").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
  });

  it("refuses an unknown list or a missing entry with a message, not a crash", async () => {
    const response = await fetchPage(suite.server.url, "/adminpanel/cop-kutusu", {
      method: "POST",
      body: new URLSearchParams({ intent: "geri-yukle", liste: "bilinmeyen", id: "x" }),
      headers: { Cookie: suite.cookie, Origin: suite.server.url, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(400);
    expect(alertText(response)).toBe("Geri yüklenecek kayıt belirtilmedi.");
  });
});

describe("the audit log", () => {
  it("names restores, scheduled publications and uploads in Turkish", async () => {
    const ids = { restore: newId(), publish: newId(), upload: newId() };
    for (const [action, entryId] of Object.entries(ids)) {
      await recordAudit(suite.db, { adminEmail: TEST_ADMIN.email, action: action as keyof typeof ids, list: "haberler", entryId });
    }
    cleanup(() => suite.db.deleteFrom("audit_log").where("entry_id", "in", Object.values(ids)).execute());
    const page = await get("/adminpanel/kayitlar");
    const actionOf = (entryId: string) =>
      tableRows(page)
        .find((tr) => tr.text.includes(entryId))
        ?.querySelectorAll("td")[2]
        ?.text.trim();
    expect([actionOf(ids.restore), actionOf(ids.publish), actionOf(ids.upload)]).toEqual([
      "Geri yükleme",
      "Zamanlanmış yayın",
      "Görsel yükleme",
    ]);
  });
});
