/**
 * Hizmetler over HTTP against the production build: adding, editing (409 on
 * a stale form), hiding and showing, deleting, ordering and choosing the
 * default service, with the stored rows, the firm's snapshot (loadFirm), the
 * history and the automatic redirects each write leaves; and the history
 * screen's restoreServiceVersion, called directly on the server's database.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { reloadConfig } from "#app/.server/config.ts";
import { closeDb } from "#app/.server/db/index.ts";
import { restoreServiceVersion } from "#app/.server/firm/services.ts";
import { loadFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { readContentVersion } from "#app/.server/repositories/content-version.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { paths, servicePath } from "#app/lib/paths.ts";
import { SERVICE_FIELDS as F } from "#app/lib/service-form.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { canonicalOf, statusText } from "#tests/helpers/html.ts";
import { TEST_ADMIN } from "#tests/helpers/server.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);
const PATH = adminPaths.services;

beforeAll(() => {
  // restoreServiceVersion runs in this process, on the server's database.
  process.env.DATABASE_URL = suite.server.databaseUrl;
  reloadConfig();
});

afterAll(async () => {
  await closeDb();
  delete process.env.DATABASE_URL;
  reloadConfig();
});

let counter = 0;
function tag(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
}

function fields(title: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "kaydet",
    [F.fullTitle]: title,
    [F.homeTitle]: "",
    [F.homeDescription]: `${title} için kısa açıklama.`,
    [F.metaDescription]: `${title} hizmetinin kapsamı.`,
    [F.body]: `<p>${title} metni.</p>`,
    ...extra,
  };
}

const serviceRow = (id: string) => suite.db.selectFrom("services").selectAll().where("id", "=", id).executeTakeFirst();
const redirectRows = () => suite.db.selectFrom("redirects").select(["from_path", "to_path", "kind"]).orderBy("from_path").execute();
const firm = () => loadFirm(suite.db);
const settingsData = async () =>
  JSON.parse((await suite.db.selectFrom("firm_settings").select("data").executeTakeFirstOrThrow()).data) as Record<string, unknown>;

/** Keeps the settings, the services' order and the redirects as they are, and puts them back after the test. */
async function keepFirmState() {
  const settings = await suite.db.selectFrom("firm_settings").select("data").executeTakeFirstOrThrow();
  const order = await suite.db.selectFrom("services").select(["id", "position", "hidden"]).execute();
  cleanup(async () => {
    await suite.db.updateTable("firm_settings").set({ data: settings.data }).execute();
    for (const row of order)
      await suite.db.updateTable("services").set({ position: row.position, hidden: row.hidden }).where("id", "=", row.id).execute();
    await suite.db.deleteFrom("redirects").execute();
  });
}

/** Adds a service through the form; its row. Deleted after the test. */
async function addService(title: string, extra: Record<string, string> = {}) {
  const response = await suite.post(`${PATH}/yeni`, fields(title, extra));
  expect(response.status, await response.clone().text()).toBe(303);
  const row = await suite.db.selectFrom("services").selectAll().where("full_title", "=", title).executeTakeFirstOrThrow();
  cleanup(() => suite.db.deleteFrom("services").where("id", "=", row.id).execute());
  return row;
}

const act = (intent: string, values: Record<string, string>) => suite.post(PATH, { intent, ...values });

describe("adding and editing a service", () => {
  it("adds a service with an address proposed from its title, a version, an audit row and a new content version", async () => {
    await keepFirmState();
    const before = await readContentVersion(suite.db);
    const title = `Örnek Şirket Değerlemesi ${tag()}`;
    const row = await addService(title);
    expect(row.slug).toMatch(/^ornek-sirket-degerlemesi-[a-z0-9]+$/);
    expect(row.hidden).toBe(0);
    expect(row.updated_by).toBe(TEST_ADMIN.email);
    expect(await readContentVersion(suite.db)).toBeGreaterThan(before);
    // Last in the order, on the public site's list.
    const snapshot = await firm();
    expect(snapshot.services.at(-1)).toMatchObject({ id: row.id, fullTitle: title, homeTitle: title });
    expect(snapshot.serviceBodies.get(row.slug)).toBe(`<p>${title} metni.</p>`);
    const history = await suite.db
      .selectFrom("firm_revisions")
      .selectAll()
      .where("kind", "=", "service")
      .where("key", "=", row.id)
      .execute();
    expect(history).toMatchObject([{ version: 1, action: "create", admin_email: TEST_ADMIN.email }]);
    const audit = await suite.db.selectFrom("audit_log").selectAll().where("entry_id", "=", row.id).execute();
    expect(audit).toMatchObject([{ action: "create", list: "hizmetler" }]);
  });

  it("refuses bad input with a message next to each field and stores nothing", async () => {
    const before = await suite.db.selectFrom("services").select("id").execute();
    const response = await suite.post(
      `${PATH}/yeni`,
      fields("", { [F.metaDescription]: "x".repeat(161), [F.slug]: "Büyük Harf", [F.body]: "<p></p>" }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const name of [F.fullTitle, F.metaDescription, F.slug, F.body]) expect(html).toContain(`id="hizmet-${name}-hata"`);
    expect(html).toContain("örneğin “buyuk-harf”");
    expect(await suite.db.selectFrom("services").select("id").execute()).toEqual(before);
  });

  it("refuses an address another service has", async () => {
    await keepFirmState();
    const taken = await addService(`Adresi alınmış ${tag()}`);
    const response = await suite.post(`${PATH}/yeni`, fields(`Başka ${tag()}`, { [F.slug]: taken.slug }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("başka bir hizmette kullanılıyor");
  });

  it("answers 409 to a form saved after another save and changes nothing", async () => {
    await keepFirmState();
    const row = await addService(`Yarışan düzenleme ${tag()}`);
    const first = await suite.post(`${PATH}/${row.id}`, fields("İlk kaydeden", { [F.slug]: row.slug, [F.revision]: String(row.revision) }));
    expect(first.status).toBe(303);
    const stale = await suite.post(
      `${PATH}/${row.id}`,
      fields("İkinci kaydeden", { [F.slug]: row.slug, [F.revision]: String(row.revision) }),
    );
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expect(html).toContain("başka bir oturumda değiştirildi");
    // What was typed is still in the form.
    expect(html).toContain('value="İkinci kaydeden"');
    expect((await serviceRow(row.id))?.full_title).toBe("İlk kaydeden");
  });

  it("leaves a 301 from each old address to the newest when the address changes twice, chains collapsed", async () => {
    await keepFirmState();
    const row = await addService(`Adresi değişen ${tag()}`, { [F.slug]: `eski-adres-${tag()}` });
    const second = `ikinci-adres-${tag()}`;
    const third = `ucuncu-adres-${tag()}`;
    let revision = row.revision;
    for (const slug of [second, third]) {
      const response = await suite.post(`${PATH}/${row.id}`, fields(row.full_title, { [F.slug]: slug, [F.revision]: String(revision) }));
      expect(response.status).toBe(303);
      revision += 1;
    }
    const redirects = (await redirectRows()).filter((r) => r.to_path === `/hizmetler/${third}`);
    expect(redirects).toEqual([
      { from_path: `/hizmetler/${row.slug}`, to_path: `/hizmetler/${third}`, kind: "auto" },
      { from_path: `/hizmetler/${second}`, to_path: `/hizmetler/${third}`, kind: "auto" },
    ]);
    expect((await firm()).redirects.get(`/hizmetler/${row.slug}`)).toBe(`/hizmetler/${third}`);
    // Taking an address back frees it.
    const back = await suite.post(`${PATH}/${row.id}`, fields(row.full_title, { [F.slug]: row.slug, [F.revision]: String(revision) }));
    expect(back.status).toBe(303);
    const after = await redirectRows();
    expect(after.find((r) => r.from_path === `/hizmetler/${row.slug}`)).toBeUndefined();
    expect(
      after
        .filter((r) => r.to_path === `/hizmetler/${row.slug}`)
        .map((r) => r.from_path)
        .sort(),
    ).toEqual([`/hizmetler/${second}`, `/hizmetler/${third}`].sort());
  });

  it("frees an address that a redirect held when a new service takes it", async () => {
    await keepFirmState();
    const old = `eski-site-${tag()}`;
    await suite.db
      .insertInto("redirects")
      .values({
        from_path: `/hizmetler/${old}`,
        to_path: "/iletisim",
        kind: "manual",
        created_at: new Date().toISOString(),
        created_by: null,
      })
      .execute();
    await addService(`Eski adresi alan ${tag()}`, { [F.slug]: old });
    expect((await redirectRows()).find((r) => r.from_path === `/hizmetler/${old}`)).toBeUndefined();
  });
});

describe("hiding, showing, deleting and the default service", () => {
  it("hides a service: its address leads to the default; shown again, the address is its page again", async () => {
    await keepFirmState();
    const row = await addService(`Gizlenecek ${tag()}`);
    const defaultSlug = (await firm()).defaultService?.slug;
    const hidden = await act("gizle", { id: row.id, [F.revision]: String(row.revision) });
    expect(hidden.status).toBe(303);
    expect((await serviceRow(row.id))?.hidden).toBe(1);
    expect((await firm()).services.map((s) => s.id)).not.toContain(row.id);
    expect(await redirectRows()).toContainEqual({
      from_path: `/hizmetler/${row.slug}`,
      to_path: `/hizmetler/${defaultSlug}`,
      kind: "auto",
    });

    const shown = await act("goster", { id: row.id, [F.revision]: String(row.revision + 1) });
    expect(shown.status).toBe(303);
    expect((await firm()).services.map((s) => s.id)).toContain(row.id);
    expect((await redirectRows()).find((r) => r.from_path === `/hizmetler/${row.slug}`)).toBeUndefined();
  });

  it("answers 409 to hiding with a stale revision", async () => {
    await keepFirmState();
    const row = await addService(`Eski sürümle gizlenen ${tag()}`);
    const response = await act("gizle", { id: row.id, [F.revision]: String(row.revision + 5) });
    expect(response.status).toBe(409);
    expect((await serviceRow(row.id))?.hidden).toBe(0);
  });

  it("chooses the default; a hidden service cannot be it; hiding the default asks for another or falls back and says so", async () => {
    await keepFirmState();
    const first = await addService(`Varsayılan adayı ${tag()}`);
    const second = await addService(`Yedek varsayılan ${tag()}`);
    expect((await act("varsayilan", { id: first.id })).status).toBe(303);
    expect((await settingsData()).defaultServiceId).toBe(first.id);
    expect((await firm()).defaultService?.id).toBe(first.id);
    // /hizmetler repeats the default's page and names that page canonical.
    expect(canonicalOf(await suite.get(paths.services))).toBe(`https://ymm.test${servicePath(first.slug)}`);
    // Choosing the default is not the office filling in Firma bilgileri (Kurulum reads updated_by).
    expect((await suite.db.selectFrom("firm_settings").select("updated_by").executeTakeFirstOrThrow()).updated_by).toBeNull();

    // The default's Gizle opens a confirmation with the choice of its successor.
    const confirm = await suite.get(`${PATH}?gizle=${first.id}`);
    expect(confirm.doc.querySelector("#yeni-varsayilan")).not.toBeNull();
    const hidden = await act("gizle", { id: first.id, [F.revision]: String(first.revision), yeni_varsayilan: second.id });
    expect(hidden.status).toBe(303);
    expect((await settingsData()).defaultServiceId).toBe(second.id);
    expect(await redirectRows()).toContainEqual({
      from_path: `/hizmetler/${first.slug}`,
      to_path: `/hizmetler/${second.slug}`,
      kind: "auto",
    });

    const refused = await act("varsayilan", { id: first.id });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Gizli bir hizmet varsayılan olamaz");

    // Without a choice, the first visible service becomes the default, and the screen says so.
    const sampleFirst = (await firm()).services[0];
    const fallback = await act("gizle", { id: second.id, [F.revision]: String(second.revision) });
    expect(fallback.status).toBe(303);
    expect(fallback.headers.get("location")).toContain("varsayilan-degisti");
    expect((await settingsData()).defaultServiceId).toBe(sampleFirst?.id);
    const page = await suite.get(fallback.headers.get("location") ?? "");
    expect(statusText(page)).toContain(`Varsayılan hizmet artık “${sampleFirst?.fullTitle}”`);
  });

  it("deletes a service after a confirmation: its history keeps it and its address leads to the default", async () => {
    await keepFirmState();
    const row = await addService(`Silinecek ${tag()}`);
    const confirm = await suite.get(`${PATH}?sil=${row.id}`);
    expect(confirm.doc.querySelector("#hizmet-onay-basligi")?.text).toContain("silinsin mi?");
    const deleted = await act("sil", { id: row.id, [F.revision]: String(row.revision) });
    expect(deleted.status).toBe(303);
    expect(await serviceRow(row.id)).toBeUndefined();
    const history = await suite.db
      .selectFrom("firm_revisions")
      .select(["action", "version"])
      .where("key", "=", row.id)
      .orderBy("version")
      .execute();
    expect(history.map((h) => h.action)).toEqual(["create", "delete"]);
    const defaultSlug = (await firm()).defaultService?.slug;
    expect(await redirectRows()).toContainEqual({
      from_path: `/hizmetler/${row.slug}`,
      to_path: `/hizmetler/${defaultSlug}`,
      kind: "auto",
    });
    expect((await act("sil", { id: row.id, [F.revision]: "1" })).status).toBe(404);
  });

  it("never hides or deletes the last visible service", async () => {
    await keepFirmState();
    const only = await addService(`Tek görünür ${tag()}`);
    await suite.db.updateTable("services").set({ hidden: 1 }).where("id", "!=", only.id).execute();
    const response = await act("gizle", { id: only.id, [F.revision]: String(only.revision) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("En az bir hizmet görünür kalmalı");
    expect((await serviceRow(only.id))?.hidden).toBe(0);
  });
});

describe("the order", () => {
  it("moves a service up, down and to a typed position; the site follows", async () => {
    await keepFirmState();
    const a = await addService(`Sıra A ${tag()}`);
    const b = await addService(`Sıra B ${tag()}`);
    const ids = async () => (await firm()).services.map((s) => s.id);
    expect((await ids()).slice(-2)).toEqual([a.id, b.id]);
    expect((await act("yukari", { id: b.id })).status).toBe(303);
    expect((await ids()).slice(-2)).toEqual([b.id, a.id]);
    expect((await act("asagi", { id: b.id })).status).toBe(303);
    expect((await ids()).slice(-2)).toEqual([a.id, b.id]);
    expect((await act("sira", { id: b.id, sira: "1" })).status).toBe(303);
    expect((await ids())[0]).toBe(b.id);
    const positions = (await suite.db.selectFrom("services").select("position").orderBy("position").execute()).map((r) => r.position);
    expect(positions).toEqual(positions.map((_, index) => index));
    expect((await act("sira", { id: b.id, sira: "sıfır" })).status).toBe(400);
    // A move keeps the revision: a form opened before it still saves.
    expect((await serviceRow(b.id))?.revision).toBe(b.revision);
  });

  it("lists the services with their state, the default marker and keyboard-reachable actions", async () => {
    await keepFirmState();
    const row = await addService(`Listede ${tag()}`);
    await act("gizle", { id: row.id, [F.revision]: String(row.revision) });
    const page = await suite.get(PATH);
    expect(page.status).toBe(200);
    const tr = page.doc.querySelectorAll("table.service-table tbody tr").find((r) => r.text.includes(row.full_title));
    expect(tr?.text).toContain("Gizli");
    expect(tr?.querySelector(`button[aria-label="Göster: ${row.full_title}"]`)).not.toBeNull();
    expect(tr?.querySelector(`a[href="${adminPaths.firmHistory}/service/${row.id}"]`)).not.toBeNull();
    expect(page.doc.querySelectorAll(".service-default")).toHaveLength(1);
  });
});

describe("restoring a version (the history screen)", () => {
  const restoreOnScreen = (id: string, version: number) =>
    suite.post(`${adminPaths.firmHistory}/service/${id}`, { intent: "geri-yukle", surum: String(version) });

  it("restores old texts and address, leaving a redirect, and refuses an address another service took", async () => {
    await keepFirmState();
    const row = await addService(`Geri yüklenecek ${tag()}`);
    const newSlug = `yeni-hal-${tag()}`;
    await suite.post(`${PATH}/${row.id}`, fields("Değişmiş başlık", { [F.slug]: newSlug, [F.revision]: String(row.revision) }));
    const restoredOnScreen = await restoreOnScreen(row.id, 1);
    expect(restoredOnScreen.status).toBe(302);
    expect(restoredOnScreen.headers.get("location")).toContain("durum=geri-yuklendi");
    const restored = await serviceRow(row.id);
    expect(restored).toMatchObject({ full_title: row.full_title, slug: row.slug });
    expect(await redirectRows()).toContainEqual({ from_path: `/hizmetler/${newSlug}`, to_path: `/hizmetler/${row.slug}`, kind: "auto" });
    const actions = await suite.db.selectFrom("firm_revisions").select("action").where("key", "=", row.id).orderBy("version").execute();
    expect(actions.map((a) => a.action)).toEqual(["create", "update", "restore"]);

    // Version 2's address now belongs to another service.
    await addService(`Adresi kapan ${tag()}`, { [F.slug]: newSlug });
    const refused = await restoreOnScreen(row.id, 2);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(`(/hizmetler/${newSlug}) şimdi`);
    expect((await serviceRow(row.id))?.slug).toBe(row.slug);
    expect(await restoreServiceVersion(row.id, 99, TEST_ADMIN.email)).toEqual({ ok: false, reason: "gone" });
  });

  it("brings a deleted service back from its history", async () => {
    await keepFirmState();
    const row = await addService(`Silinip dönen ${tag()}`);
    await act("sil", { id: row.id, [F.revision]: String(row.revision) });
    expect(await restoreServiceVersion(row.id, 1, TEST_ADMIN.email)).toEqual({ ok: true });
    expect((await firm()).services.map((s) => s.id)).toContain(row.id);
    expect((await redirectRows()).find((r) => r.from_path === `/hizmetler/${row.slug}`)).toBeUndefined();
  });
});
