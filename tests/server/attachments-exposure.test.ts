/**
 * ADR 033, over HTTP on the production build: an attachment is public at
 * /ekler/<id>.<format> only while a published sirküler links it. A fresh
 * upload, a draft's file and a scheduled one's (until its time) are not
 * found; publishing serves it with a short, revalidated cache; saving the
 * sirküler without it, taking it back to a draft or moving it to the bin
 * takes it down on the next request, a revalidation too. Signed-in admins
 * read any stored file at /adminpanel/ekler/<id>.<format> (private, no-store),
 * which the sirküler form and Önizle link.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN_ATTACHMENT_CACHE, PUBLIC_ATTACHMENT_CACHE } from "#app/.server/attachments/serving.ts";
import { adminAttachmentPath } from "#app/lib/admin-paths.ts";
import { utcIsoToIstanbulLocal } from "#app/lib/istanbul-time.ts";
import { attachmentPath } from "#app/lib/paths.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { circularFields, forgetCircular, saveCircular, uploaded } from "#tests/helpers/attachments.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { makeDocx } from "#tests/helpers/office.ts";
import { makePdf } from "#tests/helpers/pdf.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

// The servers look for due scheduled entries every second.
const suite = signedInServer({ SCHEDULER_INTERVAL_MS: "1000" });
const cleanup = cleanupAfterEach(afterEach);

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${suite.server.url}${path}`, { redirect: "manual", headers });
const asAdmin = (path: string, headers: Record<string, string> = {}) => get(path, { Cookie: suite.cookie, ...headers });

let serial = 0;
/** A title and a number of the test's own. */
function newCircular() {
  serial += 1;
  const title = `Ek görünürlüğü ${serial} ${Math.random().toString(36).slice(2, 8)}`;
  forgetCircular(suite.db, title, cleanup);
  return { title, number: `2087/${serial}`, path: `/sirkuler/2087-${String(serial).padStart(2, "0")}` };
}

const upload = (bytes: Uint8Array, name: string) => uploaded(suite.server, suite.db, suite.cookie, bytes, name, cleanup);

async function save(fields: [string, string][], id?: string) {
  const response = await saveCircular(suite.server, suite.cookie, id ? [["id", id], ...fields] : fields);
  expect(response.status, await response.clone().text()).toBe(302);
}

const circularId = async (title: string) =>
  (await suite.db.selectFrom("circulars").select("id").where("title", "=", title).executeTakeFirstOrThrow()).id;

/** The public answer's status, and the status of a revalidation with the file's ETag. */
async function publicly(file: { id: string; format: string }) {
  const path = attachmentPath(file);
  const response = await get(path);
  await response.arrayBuffer();
  const revalidated = await get(path, { "If-None-Match": `"${file.id}.${file.format}"` });
  await revalidated.arrayBuffer();
  return { status: response.status, revalidated: revalidated.status };
}

const NOT_FOUND = { status: 404, revalidated: 404 };
const SERVED = { status: 200, revalidated: 304 };

describe("the public address serves a file only while a published sirküler links it", () => {
  it("does not serve a fresh upload linked to nothing; the admin's address does, to a signed-in admin only, never cached", async () => {
    const pdf = makePdf("Yanlışlıkla yüklenen müşteri belgesi");
    const file = await upload(pdf, "Müşteri belgesi.pdf");
    const refused = await get(attachmentPath(file));
    expect(refused.status).toBe(404);
    expect(refused.headers.get("cache-control")).toBe("no-cache");
    expect(await refused.text()).toBe("Dosya bulunamadı.");

    const admin = await asAdmin(adminAttachmentPath(file));
    expect(admin.status).toBe(200);
    expect(Buffer.from(await admin.arrayBuffer()).equals(pdf)).toBe(true);
    expect(admin.headers.get("cache-control")).toBe(ADMIN_ATTACHMENT_CACHE);
    expect(ADMIN_ATTACHMENT_CACHE).toBe("private, no-store");
    expect(admin.headers.get("content-type")).toBe("application/pdf");
    expect(admin.headers.get("content-disposition")).toMatch(/^inline; filename="Musteri belgesi\.pdf"/);
    expect(admin.headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
    expect(admin.headers.get("x-content-type-options")).toBe("nosniff");

    // Signed out: the sign-in form, which brings the admin back to the file.
    const signedOut = await get(adminAttachmentPath(file));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe(`/adminpanel/giris?geri=${encodeURIComponent(adminAttachmentPath(file))}`);
    // An unknown file, or another format's extension: not found there either.
    expect((await asAdmin(`/adminpanel/ekler/${"0".repeat(32)}.pdf`)).status).toBe(404);
    expect((await asAdmin(`/adminpanel/ekler/${file.id}.docx`)).status).toBe(404);
  });

  it("keeps a draft's file off the public address; an Editör opens it from the form and Önizle through the admin's address", async () => {
    const { title, number } = newCircular();
    const docx = await upload(makeDocx("Taslak notu"), "Taslak notu.docx");
    await save(circularFields(title, number, "taslak", [docx.id]));
    const id = await circularId(title);
    expect(await publicly(docx)).toEqual(NOT_FOUND);

    const editorEmail = `editor-${serial}@ekler.test`;
    await addAdmin(suite.db, editorEmail, "editor-sifresi-2026", cleanup, "editor");
    const editor = await signIn(suite.server, editorEmail, "editor-sifresi-2026");
    const viaAdmin = await get(adminAttachmentPath(docx), { Cookie: editor });
    expect(viaAdmin.status).toBe(200);
    expect(viaAdmin.headers.get("cache-control")).toBe("private, no-store");
    expect(viaAdmin.headers.get("content-disposition")).toMatch(/^attachment; filename="Taslak notu\.docx"/);
    expect(viaAdmin.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");

    const form = await fetchPage(suite.server.url, `/adminpanel/sirkuler?duzenle=${id}`, { headers: { Cookie: editor } });
    expect(form.doc.querySelector(".circular-attachment-list a")?.getAttribute("href")).toBe(adminAttachmentPath(docx));
    const saved = await fetchPage(suite.server.url, `/adminpanel/onizleme?liste=sirkuler&id=${id}`, { headers: { Cookie: editor } });
    expect(saved.doc.querySelector(".circular-attachments a")?.getAttribute("href")).toBe(adminAttachmentPath(docx));
    // The form's Önizle (unsaved fields) links the same way.
    const unsaved = await postAs(
      suite.server,
      "/adminpanel/onizleme?liste=sirkuler",
      { baslik: title, icerik: "<p>x</p>", ek: docx.id },
      {
        Cookie: editor,
      },
    );
    const { parse } = await import("node-html-parser");
    expect(
      parse(await unsaved.text())
        .querySelector(".circular-attachments a")
        ?.getAttribute("href"),
    ).toBe(adminAttachmentPath(docx));
  });

  it("serves it once published, with a short revalidated cache, and takes it down when unlinked, unpublished or binned", async () => {
    const { title, number, path } = newCircular();
    const pdf = await upload(makePdf("Yayımlanan ek"), "Yayımlanan ek.pdf");
    await save(circularFields(title, number, "yayinda", [pdf.id]));
    const id = await circularId(title);
    const response = await get(attachmentPath(pdf));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(PUBLIC_ATTACHMENT_CACHE);
    expect(PUBLIC_ATTACHMENT_CACHE).toBe("public, max-age=300, must-revalidate");
    expect(response.headers.get("etag")).toBe(`"${pdf.id}.pdf"`);
    await response.arrayBuffer();
    const revalidated = await get(attachmentPath(pdf), { "If-None-Match": `"${pdf.id}.pdf"` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("cache-control")).toBe(PUBLIC_ATTACHMENT_CACHE);
    // The public page links the public address.
    const page = await fetchPage(suite.server.url, path);
    expect(page.doc.querySelector(".circular-attachments a")?.getAttribute("href")).toBe(attachmentPath(pdf));

    // Saved again without it: gone at once, even for a cache that asks with the ETag.
    await save(circularFields(title, number, "yayinda", []), id);
    expect(await publicly(pdf)).toEqual(NOT_FOUND);
    // Its old revision still names it: the purge keeps it, for restoring, and the admin still opens it.
    expect((await asAdmin(adminAttachmentPath(pdf))).status).toBe(200);

    await save(circularFields(title, number, "yayinda", [pdf.id]), id);
    expect(await publicly(pdf)).toEqual(SERVED);
    await save(circularFields(title, number, "taslak", [pdf.id]), id);
    expect(await publicly(pdf)).toEqual(NOT_FOUND);

    await save(circularFields(title, number, "yayinda", [pdf.id]), id);
    expect(await publicly(pdf)).toEqual(SERVED);
    const binned = await postAs(suite.server, "/adminpanel/sirkuler", { intent: "sil", id }, { Cookie: suite.cookie });
    expect(binned.status).toBe(302);
    expect(await publicly(pdf)).toEqual(NOT_FOUND);
    expect((await asAdmin(adminAttachmentPath(pdf))).status).toBe(200);
  });

  it("serves a file linked by two sirküler while either is published", async () => {
    const first = newCircular();
    const second = newCircular();
    const pdf = await upload(makePdf("Ortak ek"), "Ortak ek.pdf");
    await save(circularFields(first.title, first.number, "yayinda", [pdf.id]));
    await save(circularFields(second.title, second.number, "taslak", [pdf.id]));
    expect(await publicly(pdf)).toEqual(SERVED);
    await save(circularFields(first.title, first.number, "taslak", [pdf.id]), await circularId(first.title));
    expect(await publicly(pdf)).toEqual(NOT_FOUND);
  });

  it("does not serve a scheduled sirküler's file until the scheduler publishes it", { timeout: 60_000 }, async () => {
    const { title, number } = newCircular();
    const pdf = await upload(makePdf("Zamanlanmış ek"), "Zamanlanmış ek.pdf");
    // Far enough ahead for the save and the first check on a busy machine.
    // A whole second: the form's time has no milliseconds.
    const publishAt = Math.floor((Date.now() + 10_000) / 1000) * 1000;
    const iso = new Date(publishAt).toISOString();
    await save([
      ...circularFields(title, number, "zamanlanmis", [pdf.id]),
      ["yayin_zamani", utcIsoToIstanbulLocal(iso) + iso.slice(16, 19)],
    ]);
    const early = await publicly(pdf);
    expect(Date.now(), "the check ran past the scheduled time").toBeLessThan(publishAt);
    expect(early).toEqual(NOT_FOUND);
    await expect.poll(() => publicly(pdf), { timeout: 30_000, interval: 500 }).toEqual(SERVED);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt);
  });
});
