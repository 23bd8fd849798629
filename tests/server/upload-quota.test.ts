/**
 * Upload quotas (ADR 033), over HTTP on the production build: what an
 * account has uploaded (attachments and images) counts against its quota;
 * an upload over it is refused with 413 and a Turkish message stating usage
 * and quota, and nothing is stored; the uploader sees usage against quota;
 * only the Sahip sets the default and an account's own quota (Yükleme
 * kotaları), each audited, a quota below usage after a confirmation; the
 * Sahip's own uploads count too.
 */
import { parse } from "node-html-parser";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { formatFileSize } from "#app/lib/file-size.ts";
import { MB } from "#app/lib/upload-quota.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { uploadAs } from "#tests/helpers/attachments.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { makePdf } from "#tests/helpers/pdf.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);
const SCREEN = "/adminpanel/yukleme-kotalari";
const PASSWORD = "kota-testi-sifresi-2026";

let accounts = 0;
/** An account of the test's own, signed in: its id, e-mail and cookie. */
async function account(role: "author" | "editor" | "manager") {
  accounts += 1;
  const email = `${role}-${accounts}@kota.test`;
  const id = await addAdmin(suite.db, email, PASSWORD, cleanup, role);
  return { id, email, cookie: await signIn(suite.server, email, PASSWORD) };
}

/** The Sahip's form POST on Yükleme kotaları (the test server's first admin is the Sahip). */
const asOwner = (fields: Record<string, string>) => postAs(suite.server, SCREEN, fields, { Cookie: suite.cookie });

async function setQuota(id: string, kota: string) {
  const response = await asOwner({ intent: "hesap-kotasi", id, kota, onay: "1" });
  expect(response.status).toBe(302);
}

const upload = (cookie: string, bytes: Uint8Array, name: string) => uploadAs(suite.server, suite.db, cookie, bytes, name, cleanup);

/** An image upload to the library as the editor's script sends it (JSON answer); a stored one is removed after the test. */
async function uploadImage(cookie: string, bytes: Buffer, json = true) {
  const form = new FormData();
  form.append("dosya", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "resim.png");
  const response = await fetch(`${suite.server.url}/adminpanel/medya`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Origin: suite.server.url, Cookie: cookie, ...(json ? { Accept: "application/json" } : {}) },
  });
  const body = json ? ((await response.json()) as { id?: string; error?: string }) : { error: await response.text() };
  const id = "id" in body ? body.id : undefined;
  if (id) {
    cleanup(async () => {
      await suite.db.deleteFrom("media_files").where("media_id", "=", id).execute();
      await suite.db.deleteFrom("media").where("id", "=", id).execute();
    });
  }
  return { status: response.status, body };
}

const picture = (red: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 90, b: 140 } } })
    .png()
    .toBuffer();

const count = async (table: "attachments" | "media" | "audit_log") =>
  Number(
    (
      await suite.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const refusal = (used: number, quotaMb: number, bytes: number) =>
  `Yükleme kotanız yetmiyor; dosya kaydedilmedi. Yüklediğiniz dosyalar ${formatFileSize(used)}, kotanız ${quotaMb} MB; ` +
  `bu dosya ${formatFileSize(bytes)}. Kotayı Sahip, Yönetim → Yükleme kotaları ekranında yükseltebilir.`;

const quotaOf = async (id: string) =>
  (await suite.db.selectFrom("admins").select("upload_quota_mb").where("id", "=", id).executeTakeFirstOrThrow()).upload_quota_mb;

const quotaAudits = () =>
  suite.db
    .selectFrom("audit_log")
    .select(["admin_email", "entry_id", "details"])
    .where("action", "=", "upload-quota")
    .orderBy("created_at")
    .execute();

describe("an upload over its account's quota", () => {
  it("is refused for a Yazar's attachment with 413, stating usage and quota, and nothing is stored", async () => {
    const author = await account("author");
    await setQuota(author.id, "1");
    const small = makePdf("Küçük ek");
    const first = await upload(author.cookie, small, "kucuk.pdf");
    expect(first.status).toBe(201);
    expect(first.body.usage).toEqual({ usedBytes: small.length, quotaBytes: MB });

    const before = { attachments: await count("attachments"), audit: await count("audit_log") };
    const large = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(MB - 9, 0x20)]);
    const refused = await upload(author.cookie, large, "buyuk.pdf");
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ ok: false, error: refusal(small.length, 1, MB) });
    expect({ attachments: await count("attachments"), audit: await count("audit_log") }).toEqual(before);

    // The same file again adds nothing, so even a full quota does not refuse it.
    await setQuota(author.id, "0");
    expect((await upload(author.cookie, small, "kucuk.pdf")).status).toBe(201);
    expect((await upload(author.cookie, makePdf("Yeni ek"), "yeni.pdf")).status).toBe(413);
  });

  it("counts the library's images too: a picture over the quota is refused (413), the library unchanged", async () => {
    const author = await account("author");
    const image = await picture(10);
    const stored = await uploadImage(author.cookie, image);
    expect(stored.status).toBe(200);
    const pdf = makePdf("Ek ve görsel");
    const attached = await upload(author.cookie, pdf, "ek.pdf");
    expect(attached.body.usage?.usedBytes).toBe(image.length + pdf.length);

    await setQuota(author.id, "0");
    const media = await count("media");
    const another = await picture(200);
    const refused = await uploadImage(author.cookie, another);
    expect(refused.status).toBe(413);
    expect(refused.body.error).toBe(refusal(image.length + pdf.length, 0, another.length));
    // The screen's own form (no JavaScript) shows it beside the field.
    const form = await uploadImage(author.cookie, another, false);
    expect(form.status).toBe(413);
    expect(parse(form.body.error ?? "").querySelector("#gorsel-dosyasi-hata")?.text).toBe(
      refusal(image.length + pdf.length, 0, another.length),
    );
    expect(await count("media")).toBe(media);
  });

  it("counts the Sahip's own uploads: refused over the Sahip's quota until the Sahip raises it", async () => {
    const owner = await suite.db.selectFrom("admins").select("id").where("role", "=", "owner").executeTakeFirstOrThrow();
    cleanup(() => suite.db.updateTable("admins").set({ upload_quota_mb: null }).where("id", "=", owner.id).execute());
    await setQuota(owner.id, "0");
    const pdf = makePdf("Sahibin eki");
    const refused = await upload(suite.cookie, pdf, "sahip.pdf");
    expect(refused.status).toBe(413);
    expect(refused.body.error).toMatch(/^Yükleme kotanız yetmiyor; dosya kaydedilmedi\. .*kotanız 0 MB; /);
    await setQuota(owner.id, "50");
    expect((await upload(suite.cookie, pdf, "sahip.pdf")).status).toBe(201);
  });
});

describe("the uploader's usage against the quota", () => {
  it("shows near the attachment upload of the sirküler form and in the image library", async () => {
    const author = await account("author");
    const pdf = makePdf("Kullanım satırı");
    await upload(author.cookie, pdf, "kullanim.pdf");
    const line = `Yüklediğiniz dosyalar: ${formatFileSize(pdf.length)} / 500 MB kota (ekler ve görseller).`;
    const form = await fetchPage(suite.server.url, "/adminpanel/sirkuler?yeni", { headers: { Cookie: author.cookie } });
    expect(form.doc.querySelector("#ek-kota")?.text).toBe(line);
    const library = await fetchPage(suite.server.url, "/adminpanel/medya", { headers: { Cookie: author.cookie } });
    expect(library.doc.querySelector("#gorsel-dosyasi-kota")?.text).toBe(line);
    expect(library.doc.querySelector("#gorsel-dosyasi")?.getAttribute("aria-describedby")).toContain("gorsel-dosyasi-kota");
  });
});

describe("Yükleme kotaları (the Sahip's screen)", () => {
  it("sets the default quota and an account's own, each with its audit row; an empty field means the default again", async () => {
    cleanup(() => suite.db.deleteFrom("settings").where("key", "=", "upload_quota_default_mb").execute());
    const author = await account("author");
    const audits = (await quotaAudits()).length;

    expect((await asOwner({ intent: "varsayilan-kota", kota: "800" })).status).toBe(302);
    let screen = await fetchPage(suite.server.url, SCREEN, { headers: { Cookie: suite.cookie } });
    const row = () => screen.doc.querySelectorAll("tbody tr").find((tr) => tr.text.includes(author.email));
    expect(row()?.querySelector('[data-label="Kota"]')?.text).toBe("800 MB (varsayılan)");
    expect(screen.doc.querySelector("#kota-varsayilan")?.getAttribute("value")).toBe("800");

    const changed = await asOwner({ intent: "hesap-kotasi", id: author.id, kota: "2.000" });
    expect(changed.status).toBe(302);
    expect(changed.headers.get("location")).toBe(`${SCREEN}?durum=kota-degisti&id=${author.id}`);
    expect(await quotaOf(author.id)).toBe(2000);
    screen = await fetchPage(suite.server.url, `${SCREEN}?durum=kota-degisti&id=${author.id}`, { headers: { Cookie: suite.cookie } });
    expect(row()?.querySelector('[data-label="Kota"]')?.text).toBe("2.000 MB");
    expect(screen.doc.querySelector(".admin-status")?.text).toBe(`${author.email} hesabının yükleme kotası kaydedildi.`);
    const line = await fetchPage(suite.server.url, "/adminpanel/medya", { headers: { Cookie: author.cookie } });
    expect(line.doc.querySelector("#gorsel-dosyasi-kota")?.text).toMatch(/ \/ 2\.000 MB kota/);

    expect((await asOwner({ intent: "hesap-kotasi", id: author.id, kota: "" })).status).toBe(302);
    expect(await quotaOf(author.id)).toBeNull();

    const written = (await quotaAudits()).slice(audits);
    expect(written.map((a) => [a.entry_id, JSON.parse(a.details ?? "{}")])).toEqual([
      [null, { default: true, from: 500, to: 800 }],
      [author.email, { from: null, to: 2000 }],
      [author.email, { from: 2000, to: null }],
    ]);
    expect(new Set(written.map((a) => a.admin_email)).size).toBe(1);
  });

  it("refuses a quota that is not a whole number of MB in range, beside its field, changing nothing", async () => {
    const author = await account("author");
    const audits = (await quotaAudits()).length;
    for (const kota of ["-5", "abc", "1,5", "2000000", ""]) {
      const refused = await fetchPage(suite.server.url, SCREEN, {
        method: "POST",
        body: new URLSearchParams({ intent: "varsayilan-kota", kota }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: suite.server.url, Cookie: suite.cookie },
      });
      expect(refused.status, kota).toBe(400);
      expect(refused.doc.querySelector("#kota-varsayilan-hata")?.text, kota).toBe(
        "Kotayı MB olarak 0 ile 1.048.576 arasında bir tam sayıyla yazın (ör. 500).",
      );
      expect(refused.doc.querySelector("#kota-varsayilan")?.getAttribute("aria-invalid")).toBe("true");
    }
    const own = await fetchPage(suite.server.url, `${SCREEN}?kota=${author.id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "hesap-kotasi", id: author.id, kota: "-1" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: suite.server.url, Cookie: suite.cookie },
    });
    expect(own.status).toBe(400);
    expect(own.doc.querySelector("#kota-hesap-hata")?.text).toBe(
      "Kotayı MB olarak 0 ile 1.048.576 arasında bir tam sayıyla yazın (ör. 500).",
    );
    expect(own.doc.querySelector("#kota-hesap")?.getAttribute("value")).toBe("-1");
    expect((await asOwner({ intent: "hesap-kotasi", id: "yok", kota: "5" })).status).toBe(404);
    expect(await quotaOf(author.id)).toBeNull();
    expect((await quotaAudits()).length).toBe(audits);
  });

  it("asks before a quota below what an account has uploaded, and changes nothing until confirmed", async () => {
    const author = await account("author");
    const pdf = makePdf("Kotanın üstünde");
    await upload(author.cookie, pdf, "ustunde.pdf");
    const asked = await fetchPage(suite.server.url, SCREEN, {
      method: "POST",
      body: new URLSearchParams({ intent: "hesap-kotasi", id: author.id, kota: "0" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: suite.server.url, Cookie: suite.cookie },
    });
    expect(asked.status).toBe(409);
    const step = asked.doc.querySelector('section[aria-labelledby="kota-onay-basligi"]');
    expect(step?.querySelector("h2")?.text).toBe("Kota, yüklenmiş dosyaların altında kalıyor");
    expect(step?.text).toContain(`${author.email} (${formatFileSize(pdf.length)})`);
    const hidden = Object.fromEntries(
      step?.querySelectorAll('input[type="hidden"]').map((i) => [i.getAttribute("name"), i.getAttribute("value")]) ?? [],
    );
    expect(hidden).toEqual({ id: author.id, kota: "0", onay: "1" });
    expect(await quotaOf(author.id)).toBeNull();

    expect((await asOwner({ intent: "hesap-kotasi", id: author.id, kota: "0", onay: "1" })).status).toBe(302);
    expect(await quotaOf(author.id)).toBe(0);
  });

  it("is the Sahip's alone: a Yönetici or a Yazar is refused the screen and both writes (403), and nothing changes", async () => {
    const manager = await account("manager");
    const author = await account("author");
    const before = {
      quotas: await suite.db.selectFrom("admins").select(["id", "upload_quota_mb"]).orderBy("id").execute(),
      settings: await suite.db.selectFrom("settings").selectAll().where("key", "=", "upload_quota_default_mb").execute(),
      audits: (await quotaAudits()).length,
    };
    for (const who of [manager, author]) {
      const page = await fetchPage(suite.server.url, SCREEN, { headers: { Cookie: who.cookie } });
      expect(page.status).toBe(403);
      expect(page.doc.querySelector(".admin-alert")?.text).toMatch(/bu sayfayı yalnızca Sahip kullanabilir\./);
      for (const fields of [
        { intent: "varsayilan-kota", kota: "5000" } as Record<string, string>,
        { intent: "hesap-kotasi", id: who.id, kota: "5000", onay: "1" },
      ]) {
        const response = await postAs(suite.server, SCREEN, fields, { Cookie: who.cookie });
        expect(response.status, `${who.email} ${fields.intent}`).toBe(403);
      }
    }
    expect({
      quotas: await suite.db.selectFrom("admins").select(["id", "upload_quota_mb"]).orderBy("id").execute(),
      settings: await suite.db.selectFrom("settings").selectAll().where("key", "=", "upload_quota_default_mb").execute(),
      audits: (await quotaAudits()).length,
    }).toEqual(before);
    // The side menu offers it to the Sahip only.
    const menu = async (cookie: string) =>
      (await fetchPage(suite.server.url, "/adminpanel", { headers: { Cookie: cookie } })).doc
        .querySelectorAll("nav.admin-nav a")
        .map((a) => a.getAttribute("href"));
    expect(await menu(suite.cookie)).toContain(SCREEN);
    expect(await menu(manager.cookie)).not.toContain(SCREEN);
  });
});
