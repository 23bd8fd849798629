/**
 * POST /adminpanel/ekler: the sirküler form's upload. Files are checked by
 * their content (never their name), their text read once, stored under their
 * content hash with an audit row, and the answer is the JSON contract the
 * form relies on: 201 { ok, attachment, usage } or 400/413 { ok: false, error }
 * (the quota's refusals: tests/server/upload-quota.test.ts).
 */
import { request as httpRequest } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { ATTACHMENT_MAX_BYTES, type AttachmentSummary } from "#app/lib/circulars.ts";
import { MB, type UploadUsage } from "#app/lib/upload-quota.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { makeDocx, makeXlsx, makeZip } from "#tests/helpers/office.ts";
import { makePdf } from "#tests/helpers/pdf.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);

/** POST /adminpanel/ekler as the sirküler form sends a file: multipart, from our own page. */
function upload(bytes: Buffer | Uint8Array, name: string, options: { cookie?: string | null; origin?: string } = {}) {
  const form = new FormData();
  form.append("dosya", new Blob([new Uint8Array(bytes)], { type: "application/octet-stream" }), name);
  const cookie = options.cookie === undefined ? suite.cookie : options.cookie;
  return fetch(`${suite.server.url}/adminpanel/ekler`, {
    method: "POST",
    body: form,
    headers: { Origin: options.origin ?? suite.server.url, Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) },
  });
}

/** A POST that declares `length` bytes of body and sends none: what the server answers from the headers alone. */
function declaredOnly(length: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      new URL("/adminpanel/ekler", suite.server.url),
      {
        method: "POST",
        headers: {
          "Content-Type": "multipart/form-data; boundary=sinir",
          "Content-Length": String(length),
          Origin: suite.server.url,
          Cookie: suite.cookie,
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => {
          outgoing.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.flushHeaders();
  });
}

type Answer = { ok: true; attachment: AttachmentSummary; usage: UploadUsage } | { ok: false; error: string };

/** Uploads; the row and its audit are removed after the test. */
async function uploaded(bytes: Buffer, name: string): Promise<{ status: number; body: Answer }> {
  const response = await upload(bytes, name);
  const body = (await response.json()) as Answer;
  if (body.ok) {
    const id = body.attachment.id;
    cleanup(async () => {
      await suite.db.deleteFrom("attachments").where("id", "=", id).execute();
      await suite.db.deleteFrom("audit_log").where("entry_id", "=", id).execute();
    });
  }
  return { status: response.status, body };
}

const stored = (id: string) => suite.db.selectFrom("attachments").selectAll().where("id", "=", id).executeTakeFirst();
const count = async () =>
  Number(
    (
      await suite.db
        .selectFrom("attachments")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("uploading an attachment (POST /adminpanel/ekler)", () => {
  it("stores a PDF with its text, pages and an audit row, and answers 201 with its summary", async () => {
    const pdf = makePdf("KDV İadesi Şirket Bildirimi\nğüşıöç ĞÜŞİÖÇ tevkifat 7524");
    const { status, body } = await uploaded(pdf, "C:\\Belgeler\\Şirket Bildirimi Ö.pdf");
    expect(status).toBe(201);
    expect(body).toEqual({
      ok: true,
      attachment: {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        fileName: "Şirket Bildirimi Ö.pdf",
        format: "pdf",
        bytes: pdf.length,
        hasText: true,
        pages: 1,
      },
      // The uploader's quota after it (ADR 033): the default, 500 MB.
      usage: { usedBytes: expect.any(Number), quotaBytes: 500 * MB },
    });
    if (!body.ok) return;
    expect(body.usage.usedBytes).toBeGreaterThanOrEqual(pdf.length);
    const row = await stored(body.attachment.id);
    expect(row).toMatchObject({ format: "pdf", content_type: "application/pdf", has_text: 1, admin_email: expect.any(String) });
    expect(row?.text).toBe("KDV İadesi Şirket Bildirimi\nğüşıöç ĞÜŞİÖÇ tevkifat 7524");
    expect(Buffer.from(row!.data).equals(pdf)).toBe(true);
    const audit = await suite.db.selectFrom("audit_log").select(["action", "list"]).where("entry_id", "=", body.attachment.id).execute();
    expect(audit).toEqual([{ action: "upload", list: "ekler" }]);
  });

  it("the id is the first 32 hex digits of the SHA-256 of the bytes", async () => {
    const pdf = makePdf("Özet");
    const { body } = await uploaded(pdf, "ozet.pdf");
    const { createHash } = await import("node:crypto");
    expect(body.ok && body.attachment.id).toBe(createHash("sha256").update(pdf).digest("hex").slice(0, 32));
  });

  it("reads every page's text, in order", async () => {
    const { body } = await uploaded(makePdf(["Birinci sayfa", "İkinci sayfa", "Üçüncü sayfa"]), "uc.pdf");
    expect(body.ok && body.attachment.pages).toBe(3);
    expect(body.ok && (await stored(body.attachment.id))?.text).toBe("Birinci sayfa\nİkinci sayfa\nÜçüncü sayfa");
  });

  it("accepts a PDF without a text layer (a scanned document) with hasText false and its page count", async () => {
    const { status, body } = await uploaded(makePdf(null), "taranmis.pdf");
    expect(status).toBe(201);
    expect(body).toMatchObject({ ok: true, attachment: { format: "pdf", hasText: false, pages: 1 } });
    expect(body.ok && (await stored(body.attachment.id))).toMatchObject({ text: "", has_text: 0 });
  });

  it("stores a DOCX and an XLSX with their text, whatever their names say", async () => {
    const docx = await uploaded(makeDocx("Gelir Vergisi & Kurumlar\nİstisna <tablo>"), "not.pdf");
    expect(docx.status).toBe(201);
    expect(docx.body).toMatchObject({ ok: true, attachment: { format: "docx", fileName: "not.docx", hasText: true, pages: null } });
    expect(docx.body.ok && (await stored(docx.body.attachment.id))).toMatchObject({
      text: "Gelir Vergisi & Kurumlar\nİstisna <tablo>",
      content_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    const xlsx = await uploaded(makeXlsx(["Oran", "Şubat 2026"]), "Oranlar.xlsx");
    expect(xlsx.body).toMatchObject({ ok: true, attachment: { format: "xlsx", fileName: "Oranlar.xlsx", hasText: true } });
    expect(xlsx.body.ok && (await stored(xlsx.body.attachment.id))?.text).toBe("Oran\nŞubat 2026");
  });

  it("the same bytes uploaded again are the same attachment: no second row, no second audit", async () => {
    const pdf = makePdf("Aynı dosya");
    const first = await uploaded(pdf, "ilk.pdf");
    const before = await count();
    const again = await upload(pdf, "ikinci ad.pdf");
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first.body);
    expect(await count()).toBe(before);
    expect(
      first.body.ok && (await suite.db.selectFrom("audit_log").select("id").where("entry_id", "=", first.body.attachment.id).execute()),
    ).toHaveLength(1);
  });

  it("keeps the name's Turkish letters, drops folders and control characters, bounds its length and never leaves it empty", async () => {
    const long = await uploaded(makePdf("uzun"), `../../${"ğ".repeat(300)}\u0007\u202e.pdf`);
    expect(long.body.ok && long.body.attachment.fileName).toBe(`${"ğ".repeat(145)}.pdf`);
    const empty = await uploaded(makePdf("adsız"), "/tmp/.pdf");
    expect(empty.body.ok && empty.body.attachment.fileName).toBe("ek.pdf");
  });
});

describe("refusals: nothing stored, a Turkish message", () => {
  const refused = async (bytes: Buffer, name: string, status: number, message: RegExp) => {
    const before = await count();
    const response = await upload(bytes, name);
    expect(response.status).toBe(status);
    const body = (await response.json()) as Answer;
    expect(body).toEqual({ ok: false, error: expect.stringMatching(message) });
    expect(await count()).toBe(before);
  };

  it("an .exe renamed to .pdf", async () => {
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(512, 1)]);
    await refused(exe, "fatura.pdf", 400, /^Bu dosya bir PDF değil; yalnızca PDF, XLSX ve DOCX dosyaları eklenebilir\.$/);
  });

  it("a PNG named .pdf, an HTML page, and a ZIP that is no Office document", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    await refused(png, "tarama.pdf", 400, /^Bu dosya bir PDF değil/);
    await refused(Buffer.from("<!doctype html><script>alert(1)</script>"), "sayfa.html", 400, /^Bu dosya türü eklenemez; yalnızca PDF/);
    await refused(makeZip({ "readme.txt": "merhaba" }), "belge.docx", 400, /^Bu dosya bir Word \(DOCX\) belgesi değil/);
  });

  it("a PDF cut off in the middle, and one whose insides are broken", async () => {
    const pdf = makePdf("Yarım kalan dosya");
    await refused(pdf.subarray(0, Math.floor(pdf.length / 2)), "yarim.pdf", 400, /^PDF dosyası açılamadı/);
    await refused(Buffer.from("%PDF-1.7\nbozuk içerik\n%%EOF\n"), "bozuk.pdf", 400, /^PDF dosyası açılamadı/);
  });

  it("an empty file, and a form without a file", async () => {
    await refused(Buffer.alloc(0), "bos.pdf", 400, /^Dosya boş/);
    const form = new FormData();
    form.append("baska", "x");
    const response = await fetch(`${suite.server.url}/adminpanel/ekler`, {
      method: "POST",
      body: form,
      headers: { Origin: suite.server.url, Cookie: suite.cookie },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error: "Eklemek için bir dosya seçin (PDF, XLSX ya da DOCX)." });
  });

  it("a file over 20 MB: 413, just over the limit and far over it (refused before the body is read)", async () => {
    const before = await count();
    const over = Buffer.concat([makePdf("büyük"), Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    await refused(over, "buyuk.pdf", 413, /^Dosya 20 MB'tan büyük; /);
    // Far over: answered from the declared length alone, before a byte of the body is sent (and
    // as the contract's JSON whatever the Accept header).
    const far = await declaredOnly(ATTACHMENT_MAX_BYTES + 2 * 1024 * 1024);
    expect(far.status).toBe(413);
    expect(JSON.parse(far.body)).toEqual({ ok: false, error: expect.stringMatching(/^Dosya 20 MB'tan büyük; /) });
    expect(await count()).toBe(before);
  });

  it("a file of just under 20 MB passes the size checks (and is judged by its content)", async () => {
    const pdf = makePdf("sınırda");
    // A PDF with a comment filling it up to 20 MB: still a PDF that ends with %%EOF.
    const filler = Buffer.alloc(ATTACHMENT_MAX_BYTES - pdf.length - 2, 0x25);
    const { status, body } = await uploaded(
      Buffer.concat([pdf.subarray(0, 9), filler, Buffer.from("\n\n"), pdf.subarray(9)]),
      "sinirda.pdf",
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ ok: true, attachment: { bytes: ATTACHMENT_MAX_BYTES, hasText: true } });
  });

  it("without a session: 401 with JSON, nothing stored; from another site: 403", async () => {
    const before = await count();
    const response = await upload(makePdf("oturumsuz"), "a.pdf", { cookie: null });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ok: false, error: "Oturumunuz sona ermiş. Lütfen yeniden giriş yapın." });
    const foreign = await upload(makePdf("başka site"), "a.pdf", { origin: "https://kotu.example" });
    expect(foreign.status).toBe(403);
    expect(await count()).toBe(before);
  });

  it("a GET is no upload: 405 for an admin, the sign-in for anyone else", async () => {
    const admin = await fetch(`${suite.server.url}/adminpanel/ekler`, { headers: { Cookie: suite.cookie } });
    expect(admin.status).toBe(405);
    expect(admin.headers.get("allow")).toBe("POST");
    const anyone = await fetch(`${suite.server.url}/adminpanel/ekler`, { redirect: "manual" });
    expect(anyone.status).toBe(302);
    expect(anyone.headers.get("location")).toMatch(/^\/adminpanel\/giris/);
  });
});
