/**
 * The English tab over HTTP (issue 43, ADR 061): a draft (kept, the site unchanged, no content
 * version), publishing (what the public English reads, the version raised), unpublishing (the
 * English page gone, its text kept as the draft), restoring a version into the draft; on each
 * kind (settings, page, service, question, circular). The stale form refused with nothing
 * changed, the messages of a refused form, the roles (a Yazar refused, the settings an Editör's
 * refusal), the history and audit rows, a published service's new English address redirecting
 * the old one, and unknown items not found. The list screens' "İngilizce: yayında / taslak".
 */
import { afterEach, describe, expect, it } from "vitest";
import { loadEnglish } from "#app/.server/firm-snapshot/english.ts";
import { loadFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import type { EnglishKind } from "#app/lib/english.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { circularFields, forgetCircular, saveCircular } from "#tests/helpers/attachments.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addQuestion } from "#tests/helpers/db.ts";
import { contentVersion } from "#tests/helpers/firm.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);
const tab = (kind: EnglishKind, key: string) => `/adminpanel/ingilizce/${kind}/${encodeURIComponent(key)}`;

const row = (kind: EnglishKind, key: string) =>
  suite.db.selectFrom("english_texts").selectAll().where("kind", "=", kind).where("key", "=", key).executeTakeFirst();
const revisions = (kind: EnglishKind, key: string) =>
  suite.db
    .selectFrom("english_revisions")
    .select(["version", "action", "snapshot", "admin_email"])
    .where("kind", "=", kind)
    .where("key", "=", key)
    .orderBy("version")
    .execute();
const audit = (kind: EnglishKind, key: string) =>
  suite.db
    .selectFrom("audit_log")
    .select(["action", "details"])
    .where("list", "=", "ingilizce")
    .where("entry_id", "=", `${kind}:${key}`)
    .orderBy("created_at")
    .orderBy("id")
    .execute();

/** The item's English goes again after the test (and the redirects the test's English addresses left). */
function forget(kind: EnglishKind, key: string) {
  cleanup(async () => {
    await suite.db.deleteFrom("english_texts").where("kind", "=", kind).where("key", "=", key).execute();
    await suite.db.deleteFrom("english_revisions").where("kind", "=", kind).where("key", "=", key).execute();
    await suite.db.deleteFrom("redirects").where("from_path", "like", "/en/%").execute();
  });
}

/** Posts the tab's form with `intent`, from the revision stored now unless given. */
async function send(kind: EnglishKind, key: string, intent: string, fields: Record<string, string>, revision?: number) {
  const current = (await row(kind, key))?.revision ?? 0;
  return suite.post(tab(kind, key), { intent, revizyon: String(revision ?? current), ...fields });
}

const published = async () => loadEnglish(suite.db, await loadFirm(suite.db));

/** The list screen's English note of the row whose text includes `title`. */
async function listNote(path: string, title: string): Promise<string | undefined> {
  const page = await suite.get(path);
  const tr = page.doc.querySelectorAll("tbody tr").find((r) => r.text.includes(title));
  return tr?.querySelector(".english-badge")?.text;
}

describe("the English tab of a page", () => {
  it("keeps a draft without a public change, publishes, unpublishes, restores into the draft", async () => {
    forget("page", "founder");
    const before = await contentVersion(suite.db);
    const draft = { baslik: "About the founder", icerik: "<p>Draft biography.</p>", meta_aciklama: "" };
    const saved = await send("page", "founder", "taslak", draft);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${tab("page", "founder")}?durum=taslak`);
    expect(await row("page", "founder")).toMatchObject({ data: null, published_at: null, revision: 1 });
    expect(JSON.parse((await row("page", "founder"))?.draft ?? "{}")).toMatchObject({ title: "About the founder" });
    expect(await contentVersion(suite.db)).toBe(before);
    expect((await published()).pages.has("founder")).toBe(false);
    const screen = await suite.get(tab("page", "founder"));
    expect(screen.doc.querySelector(".english-state .state-badge")?.text).toBe("Taslak var");
    expect(screen.doc.querySelector('nav[aria-label="Dil"] a[aria-current="page"]')?.text).toBe("English");
    expect(await listNote("/adminpanel/sayfalar", "Kurucu")).toBe("İngilizce: taslak");

    const text = { baslik: "The founder", icerik: "<p>Sworn CPA since 2001.</p><script>alert(1)</script>", meta_aciklama: "Our founder." };
    expect((await send("page", "founder", "yayimla", text)).status).toBe(302);
    const after = await row("page", "founder");
    expect(after).toMatchObject({ draft: null, revision: 2 });
    expect(after?.published_at).toBeTruthy();
    expect(after?.data).not.toContain("<script");
    expect(await contentVersion(suite.db)).toBeGreaterThan(before);
    const english = await published();
    expect(english.pages.get("founder")).toMatchObject({ title: "The founder", metaDescription: "Our founder." });
    expect(english.pages.get("founder")?.body).toContain("Sworn CPA since 2001.");
    expect(await listNote("/adminpanel/sayfalar", "Kurucu")).toBe("İngilizce: yayında");
    // The Turkish screen has the tabs, Türkçe current.
    const turkish = await suite.get("/adminpanel/sayfalar/founder");
    expect(turkish.doc.querySelector('nav[aria-label="Dil"] a[aria-current="page"]')?.text).toBe("Türkçe");
    expect(turkish.doc.querySelector('nav[aria-label="Dil"] a[lang="en"]')?.getAttribute("href")).toBe(tab("page", "founder"));

    const publishedAt = after?.published_at;
    const version = await contentVersion(suite.db);
    expect((await send("page", "founder", "yayindan-kaldir", {})).status).toBe(302);
    const removed = await row("page", "founder");
    expect(removed).toMatchObject({ data: null, published_at: publishedAt, revision: 3 });
    expect(JSON.parse(removed?.draft ?? "{}")).toMatchObject({ title: "The founder" });
    expect(await contentVersion(suite.db)).toBeGreaterThan(version);
    expect((await published()).pages.has("founder")).toBe(false);
    expect(await listNote("/adminpanel/sayfalar", "Kurucu")).toBe("İngilizce: taslak");

    // Restore version 1 (the first draft) into the draft: nothing public changes.
    const beforeRestore = await contentVersion(suite.db);
    const history = await suite.get(`${tab("page", "founder")}/gecmis`);
    expect(history.status).toBe(200);
    expect(history.doc.querySelectorAll(".firm-version h2").map((h) => h.text)).toEqual([
      "Sürüm 3: Yayından kaldırıldı",
      "Sürüm 2: Yayınlandı",
      "Sürüm 1: Taslak kaydedildi",
    ]);
    expect((await suite.post(`${tab("page", "founder")}/gecmis`, { intent: "geri-yukle", surum: "1" })).status).toBe(302);
    expect(JSON.parse((await row("page", "founder"))?.draft ?? "{}")).toMatchObject({ title: "About the founder" });
    expect((await row("page", "founder"))?.data).toBeNull();
    expect(await contentVersion(suite.db)).toBe(beforeRestore);

    expect((await revisions("page", "founder")).map((r) => r.action)).toEqual(["draft", "publish", "unpublish", "restore"]);
    const rows = await audit("page", "founder");
    expect(rows.map((r) => r.action)).toEqual(["english-draft", "english-publish", "english-unpublish", "english-restore"]);
    expect(JSON.parse(rows[1]?.details ?? "{}")).toMatchObject({ version: 2, kind: "page", key: "founder" });
  });

  it("refuses a stale form and changes nothing", async () => {
    forget("page", "mission");
    expect((await send("page", "mission", "yayimla", { baslik: "Mission", icerik: "<p>One.</p>" })).status).toBe(302);
    const stored = await row("page", "mission");
    const version = await contentVersion(suite.db);
    for (const intent of ["taslak", "yayimla", "yayindan-kaldir"]) {
      const stale = await send("page", "mission", intent, { baslik: "Other", icerik: "<p>Two.</p>" }, 0);
      expect(stale.status, intent).toBe(409);
      expect(await stale.text()).toContain("başka bir yönetici tarafından değiştirildi");
    }
    expect(await row("page", "mission")).toEqual(stored);
    expect(await revisions("page", "mission")).toHaveLength(1);
    expect(await audit("page", "mission")).toHaveLength(1);
    expect(await contentVersion(suite.db)).toBe(version);
  });

  it("lets a draft be incomplete, and refuses to publish without the required fields or over the limits", async () => {
    forget("page", "vision");
    expect((await send("page", "vision", "taslak", { baslik: "", icerik: "" })).status).toBe(302);
    const refused = await send("page", "vision", "yayimla", { baslik: "", icerik: "<p></p>" });
    expect(refused.status).toBe(400);
    const body = await refused.text();
    expect(body).toContain("Başlık alanı zorunludur.");
    expect(body).toContain("Metin alanı zorunludur.");
    const long = await send("page", "vision", "taslak", { baslik: "x".repeat(201), icerik: "<p>{firma.yok}</p>" });
    expect(long.status).toBe(400);
    const longBody = await long.text();
    expect(longBody).toContain("Başlık en fazla 200 karakter olabilir.");
    expect(longBody).toContain("Tanınmayan yer tutucu: {firma.yok}");
    expect((await row("page", "vision"))?.revision).toBe(1);
    expect((await row("page", "vision"))?.data).toBeNull();
  });

  it("answers 404 for an unknown kind, page, service, question or circular", async () => {
    for (const path of [
      tab("page", "yok"),
      "/adminpanel/ingilizce/haber/1",
      tab("service", "yok"),
      tab("question", "yok"),
      tab("circular", "yok"),
      tab("settings", "baska"),
      `${tab("question", "yok")}/gecmis`,
    ]) {
      expect((await suite.get(path)).status, path).toBe(404);
    }
    expect((await suite.post(tab("question", "yok"), { intent: "taslak", revizyon: "0", baslik: "Q", icerik: "A" })).status).toBe(404);
    expect(await suite.db.selectFrom("english_texts").select("key").where("key", "=", "yok").execute()).toEqual([]);
  });
});

describe("the English of Firma bilgileri, services, questions and circulars", () => {
  it("publishes the settings with their address lines; an Editör is refused, a Yazar too", async () => {
    forget("settings", "settings");
    const fields = {
      ad: "Example Sworn CPAs",
      slogan: "Sworn financial advice",
      kurucu_unvan: "Sworn CPA",
      meta_aciklama: "A sworn CPA firm.",
      adres_satirlari: "Example Street 1\r\n\r\n34000 Istanbul\r\nTurkey",
    };
    expect((await send("settings", "settings", "yayimla", fields)).status).toBe(302);
    expect((await published()).settings).toMatchObject({
      name: "Example Sworn CPAs",
      tagline: "Sworn financial advice",
      addressLines: ["Example Street 1", "34000 Istanbul", "Turkey"],
    });
    const stored = await row("settings", "settings");

    const editor = await addAdmin(suite.db, "editor@english.test", "english-editor-2026!", cleanup, "editor");
    expect(editor).toBeTruthy();
    const editorCookie = await signIn(suite.server, "editor@english.test", "english-editor-2026!");
    const author = await addAdmin(suite.db, "author@english.test", "english-author-2026!", cleanup, "author");
    expect(author).toBeTruthy();
    const authorCookie = await signIn(suite.server, "author@english.test", "english-author-2026!");
    const as = (cookie: string, path: string) => fetchPage(suite.server.url, path, { headers: { Cookie: cookie } });
    const post = (cookie: string, path: string, form: Record<string, string>) =>
      fetch(`${suite.server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams(form),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: suite.server.url, Cookie: cookie },
      });
    const settingsForm = { intent: "yayimla", revizyon: String(stored?.revision), ...fields, slogan: "Changed" };
    expect((await as(editorCookie, tab("settings", "settings"))).status).toBe(403);
    expect((await post(editorCookie, tab("settings", "settings"), settingsForm)).status).toBe(403);
    expect((await post(editorCookie, `${tab("settings", "settings")}/gecmis`, { intent: "geri-yukle", surum: "1" })).status).toBe(403);
    expect((await as(editorCookie, `${tab("settings", "settings")}/onizleme`)).status).toBe(403);
    expect((await as(editorCookie, tab("page", "founder"))).status).toBe(200);
    for (const path of [tab("page", "founder"), tab("settings", "settings")]) {
      expect((await as(authorCookie, path)).status, path).toBe(403);
      expect((await post(authorCookie, path, { ...settingsForm, baslik: "X", icerik: "<p>X</p>" })).status, path).toBe(403);
    }
    expect(await row("settings", "settings")).toEqual(stored);
    expect((await row("page", "founder"))?.data ?? null).toBeNull();
  });

  it("makes a service's English address from its title, unique, and redirects the old one when it changes", async () => {
    const [first, second] = await suite.db.selectFrom("services").select(["id", "full_title"]).orderBy("position").limit(2).execute();
    if (!first || !second) throw new Error("the seed has services");
    forget("service", first.id);
    forget("service", second.id);
    const service = (title: string) => ({
      baslik: title,
      kisa_ad: "",
      kart_aciklamasi: "What we do.",
      icerik: "<p>The service.</p>",
      meta_aciklama: "The service in English.",
    });
    expect((await send("service", first.id, "yayimla", service("VAT Refunds"))).status).toBe(302);
    expect((await published()).index.services.size).toBeGreaterThan(0);
    expect(JSON.parse((await row("service", first.id))?.data ?? "{}")).toMatchObject({ slug: "vat-refunds", fullTitle: "VAT Refunds" });
    expect(await listNote("/adminpanel/hizmetler", first.full_title)).toBe("İngilizce: yayında");

    const taken = await send("service", second.id, "yayimla", service("VAT refunds!"));
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain("/en/services/vat-refunds");
    expect(await row("service", second.id)).toBeUndefined();

    const version = await contentVersion(suite.db);
    expect((await send("service", first.id, "yayimla", service("VAT Refund Audits"))).status).toBe(302);
    expect(await contentVersion(suite.db)).toBeGreaterThan(version);
    const redirect = await suite.db
      .selectFrom("redirects")
      .selectAll()
      .where("from_path", "=", "/en/services/vat-refunds")
      .executeTakeFirst();
    expect(redirect).toMatchObject({ to_path: "/en/services/vat-refund-audits", kind: "auto" });
    const rows = await audit("service", first.id);
    expect(JSON.parse(rows.at(-1)?.details ?? "{}")).toMatchObject({ slug: { from: "vat-refunds", to: "vat-refund-audits" } });
    // The freed address is another service's now.
    expect((await send("service", second.id, "yayimla", service("VAT Refunds"))).status).toBe(302);
    expect(await suite.db.selectFrom("redirects").select("to_path").where("from_path", "=", "/en/services/vat-refunds").execute()).toEqual(
      [],
    );
  });

  it("writes a question's and a circular's English; their lists show it, their forms have the tabs", async () => {
    const question = await addQuestion(suite.db, { title: "İngilizce testi sorusu?" }, cleanup);
    forget("question", question.id);
    expect((await send("question", question.id, "taslak", { baslik: "An English question?", icerik: "" })).status).toBe(302);
    expect(await listNote("/adminpanel/sorular", "İngilizce testi sorusu?")).toBe("İngilizce: taslak");
    expect((await send("question", question.id, "yayimla", { baslik: "An English question?", icerik: "<p>Yes.</p>" })).status).toBe(302);
    expect(await listNote("/adminpanel/sorular", "İngilizce testi sorusu?")).toBe("İngilizce: yayında");
    expect((await published()).questions.find((q) => q.id === question.id)).toMatchObject({ title: "An English question?" });
    const form = await suite.get(`/adminpanel/sorular?duzenle=${question.id}`);
    expect(form.doc.querySelector('nav[aria-label="Dil"] a[lang="en"]')?.getAttribute("href")).toBe(tab("question", question.id));

    const title = `İngilizce sirküler ${Date.now()}`;
    forgetCircular(suite.db, title, cleanup);
    expect((await saveCircular(suite.server, suite.cookie, circularFields(title, "2087/43", "taslak", []))).status).toBe(302);
    const circular = await suite.db.selectFrom("circulars").select("id").where("title", "=", title).executeTakeFirstOrThrow();
    forget("circular", circular.id);
    const summary = { baslik: "A circular in English", icerik: "<p>The summary.</p>", meta_aciklama: "" };
    expect((await send("circular", circular.id, "yayimla", summary)).status).toBe(302);
    expect(JSON.parse((await row("circular", circular.id))?.data ?? "{}")).toMatchObject({ summary: "<p>The summary.</p>" });
    expect(await listNote("/adminpanel/sirkuler", title)).toBe("İngilizce: yayında");
    const preview = await suite.get(`${tab("circular", circular.id)}/onizleme`);
    expect(preview.status).toBe(200);
    expect(preview.doc.querySelector('article[lang="en"] h1')?.text).toBe("A circular in English");
  });
});
