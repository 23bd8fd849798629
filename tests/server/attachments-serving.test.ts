/**
 * GET /ekler/<id>.<format>: an attachment's file as stored, once a published
 * sirküler links it (ADR 033), with its type, its name (RFC 6266 with the
 * UTF-8 name per RFC 5987), nosniff and a short revalidated cache; an unknown
 * id, another format's extension or a malformed name is not found.
 */
import { afterEach, describe, expect, it } from "vitest";
import { isLivePath } from "#app/.server/firm/live-paths.ts";
import type { AttachmentSummary } from "#app/lib/circulars.ts";
import { attachmentPath } from "#app/lib/paths.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { circularFields, forgetCircular, saveCircular, uploaded as upload } from "#tests/helpers/attachments.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { makeDocx, makeXlsx } from "#tests/helpers/office.ts";
import { makePdf } from "#tests/helpers/pdf.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);

let published = 0;

/** Uploads through the admin endpoint and publishes a sirküler linking the file (a file is public only so); removed after the test. */
async function uploaded(bytes: Buffer, name: string): Promise<AttachmentSummary> {
  const attachment = await upload(suite.server, suite.db, suite.cookie, bytes, name, cleanup);
  published += 1;
  const title = `Ekli sirküler ${published}`;
  forgetCircular(suite.db, title, cleanup);
  const saved = await saveCircular(suite.server, suite.cookie, circularFields(title, `2088/${published}`, "yayinda", [attachment.id]));
  expect(saved.status).toBe(302);
  return attachment;
}

const get = (path: string, init: RequestInit = {}) => fetch(`${suite.server.url}${path}`, { redirect: "manual", ...init });

/** The file name of a Content-Disposition's filename* (RFC 5987), decoded. */
const extendedName = (disposition: string) => decodeURIComponent(/filename\*=UTF-8''([^;\s]+)/.exec(disposition)?.[1] ?? "");

describe("serving an attachment (GET /ekler/<id>.<format>)", () => {
  it("serves a PDF's bytes inline with its Turkish name, nosniff, five minutes' revalidated caching and an ETag", async () => {
    const pdf = makePdf("Şirket bildirimi");
    const attachment = await uploaded(pdf, "Şirket Bildirimi Ö.pdf");
    const path = attachmentPath(attachment);
    expect(path).toBe(`/ekler/${attachment.id}.pdf`);
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe(String(pdf.length));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    // Not immutable: the file is taken down when no published sirküler links it any more (ADR 033).
    expect(response.headers.get("cache-control")).toBe("public, max-age=300, must-revalidate");
    expect(response.headers.get("etag")).toBe(`"${attachment.id}.pdf"`);
    const disposition = response.headers.get("content-disposition") ?? "";
    expect(disposition).toBe(`inline; filename="Sirket Bildirimi O.pdf"; filename*=UTF-8''%C5%9Eirket%20Bildirimi%20%C3%96.pdf`);
    expect(extendedName(disposition)).toBe("Şirket Bildirimi Ö.pdf");
    // A PDF viewer does not work under a sandbox; framing is refused all the same.
    expect(response.headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
  });

  it("answers a known ETag with 304, and HEAD with the headers and no body", async () => {
    const attachment = await uploaded(makePdf("Önbellek"), "onbellek.pdf");
    const path = attachmentPath(attachment);
    const again = await get(path, { headers: { "If-None-Match": `"${attachment.id}.pdf"` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const head = await get(path, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/pdf");
    expect(head.headers.get("content-disposition")).toMatch(/^inline; filename="onbellek\.pdf"/);
    expect(await head.text()).toBe("");
  });

  it("sends DOCX and XLSX as downloads with their Office types and a sandboxed, empty policy", async () => {
    const docx = await uploaded(makeDocx("Çalışma notu"), "Çalışma Notu “Ek-1” ığüşöç.docx");
    const response = await get(attachmentPath(docx));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    const disposition = response.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="Calisma Notu _Ek-1_ igusoc\.docx"; filename\*=UTF-8''/);
    expect(extendedName(disposition)).toBe("Çalışma Notu “Ek-1” ığüşöç.docx");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    const xlsx = await uploaded(makeXlsx(["Oran"]), 'Oran "%50".xlsx');
    const sheet = await get(attachmentPath(xlsx));
    expect(sheet.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(sheet.headers.get("content-disposition")).toBe(
      `attachment; filename="Oran __50_.xlsx"; filename*=UTF-8''Oran%20%22%2550%22.xlsx`,
    );
  });

  it("is not found for an unknown id, another format's extension or a malformed name, and is never cached as a page", async () => {
    const attachment = await uploaded(makePdf("Bulunamaz"), "a.pdf");
    for (const path of [
      `/ekler/${"0".repeat(32)}.pdf`,
      `/ekler/${attachment.id}.docx`,
      `/ekler/${attachment.id}`,
      `/ekler/${attachment.id.slice(0, 31)}.pdf`,
      `/ekler/${attachment.id}.pdf.exe`,
      `/ekler/..%2f${attachment.id}.pdf`,
      `/ekler/${attachment.id}.pdf%00`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
    }
    // Upper case is the site's case redirect (every path): to the file's own lower-case address.
    const shouted = await get(`/ekler/${attachment.id}.PDF`);
    expect(shouted.status).toBe(301);
    expect(shouted.headers.get("location")).toBe(attachmentPath(attachment));
    const deleted = await uploaded(makePdf("Silinecek"), "silinecek.pdf");
    expect((await get(attachmentPath(deleted))).status).toBe(200);
    await suite.db.deleteFrom("attachments").where("id", "=", deleted.id).execute();
    expect((await get(attachmentPath(deleted))).status).toBe(404);
  });

  it("is a system path: no redirect of Yönlendirmeler can take an attachment's address", async () => {
    const attachment = await uploaded(makePdf("Yönlendirme"), "y.pdf");
    expect(await isLivePath(suite.db, attachmentPath(attachment))).toBe(true);
    expect(await isLivePath(suite.db, `/ekler/${"0".repeat(32)}.pdf`)).toBe(true);
  });
});
