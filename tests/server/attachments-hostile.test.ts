/**
 * Hostile uploads (issue 36, ADR 032): files made to hold the server. Their
 * text is read in a child process within time, memory and unpacked-bytes
 * limits, so the server answers them promptly with a Turkish refusal that
 * names the limit, other visitors' requests are answered meanwhile, and the
 * server's own memory stays where it was. Images are bounded by their header.
 */
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SignedInServer, signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { makeZip } from "#tests/helpers/office.ts";
import { deflatedRun, makePdf, pdfWithContentStream } from "#tests/helpers/pdf.ts";

const suite = signedInServer();
/**
 * A server whose read time limit (and request time limit) is out of reach, for the tests of the
 * other limits: on a loaded machine the reading process needed more than the default 20 s to
 * unpack 64 MB or to reach 512 MB, and the time limit stopped it first (a refusal too, but not
 * the limit those tests are about).
 */
const patient = signedInServer({ ATTACHMENT_READ_TIMEOUT_MS: "300000", HTTP_REQUEST_TIMEOUT_MS: "300000" });
/** The most a test on the patient server may take. */
const PATIENT_MS = 320_000;
const cleanup = cleanupAfterEach(afterEach);

type Answer = { ok: true; attachment: { id: string } } | { ok: false; error: string };

/** POST /adminpanel/ekler as the sirküler form sends a file; a stored file is removed after the test. */
async function upload(on: SignedInServer, bytes: Buffer, name: string): Promise<{ status: number; body: Answer; ms: number }> {
  const form = new FormData();
  form.append("dosya", new Blob([new Uint8Array(bytes)], { type: "application/octet-stream" }), name);
  const started = performance.now();
  const response = await fetch(`${on.server.url}/adminpanel/ekler`, {
    method: "POST",
    body: form,
    headers: { Origin: on.server.url, Accept: "application/json", Cookie: on.cookie },
  });
  const body = (await response.json()) as Answer;
  const ms = performance.now() - started;
  if (body.ok) {
    const id = body.attachment.id;
    cleanup(async () => {
      await on.db.deleteFrom("attachments").where("id", "=", id).execute();
      await on.db.deleteFrom("audit_log").where("entry_id", "=", id).execute();
    });
  }
  return { status: response.status, body, ms };
}

// One ordinary upload first, as a running server has had: what is measured below is the
// hostile file, not the first use of the upload's code (nor starting the reading process).
beforeAll(async () => {
  expect((await upload(suite, makePdf("Isınma"), "isinma.pdf")).status).toBe(201);
});

/** The resident memory of a process (MB). */
const residentMb = (pid: number) => Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "latin1"))?.[1]) / 1024;

/** The processes a process has started (its reading process), from /proc. */
function childPids(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "latin1").split(" ").filter(Boolean).map(Number),
  );
}

/**
 * Runs `work` while a visitor asks for /robots.txt one request after another:
 * the slowest answer, how many there were, and the server's highest resident
 * memory meanwhile.
 */
async function whileVisited<T>(
  work: () => Promise<T>,
  on: SignedInServer = suite,
): Promise<{ result: T; slowestMs: number; visits: number; peakMb: number }> {
  const robots = `${on.server.url}/robots.txt`;
  await (await fetch(robots)).text();
  let done = false;
  const times: number[] = [];
  let peakMb = residentMb(on.server.pid);
  const visitor = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(robots);
      await response.text();
      expect(response.status).toBe(200);
      times.push(performance.now() - started);
      peakMb = Math.max(peakMb, residentMb(on.server.pid));
      await sleep(20);
    }
  })();
  try {
    const result = await work();
    return { result, slowestMs: Math.max(...times), visits: times.length, peakMb };
  } finally {
    done = true;
    await visitor;
  }
}

/**
 * The tests that time a visitor's request run again (twice at most) when one
 * is slower than 200 ms: on a two-core machine shared with other test files a
 * request can wait a scheduling slice for reasons of its own. On main every
 * attempt failed, by seconds (the server's event loop was parsing the file).
 */
const TIMED = { retry: 2 };

/** A Word file whose document.xml is a tag left open, repeated: the old tag regex backtracked on it for seconds. */
const openTagsDocx = (count: number) => makeZip({ "[Content_Types].xml": "<Types/>", "word/document.xml": "<w:tab".repeat(count) });

describe("hostile Office files are answered at once, and nobody waits for them", () => {
  it(
    "a DOCX of 60,000 '<w:tab' left open (under 1 KB packed): refused as broken within 2 s; /robots.txt answers meanwhile",
    TIMED,
    async () => {
      const docx = openTagsDocx(60_000);
      expect(docx.length).toBeLessThan(1024);
      const { result, slowestMs, visits } = await whileVisited(() => upload(suite, docx, "tuzak.docx"));
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ ok: false, error: expect.stringMatching(/^Word \(DOCX\) belgesi açılamadı: dosya bozuk/) });
      expect(result.ms).toBeLessThan(2000);
      expect(visits).toBeGreaterThan(0);
      expect(slowestMs).toBeLessThan(200);
    },
  );

  it(
    "an XLSX whose shared strings are 100,000 '<w:br' left open: refused as broken within 2 s; /robots.txt answers meanwhile",
    TIMED,
    async () => {
      const xlsx = makeZip({
        "[Content_Types].xml": "<Types/>",
        "xl/workbook.xml": "<workbook/>",
        "xl/sharedStrings.xml": `<sst><si><t>${"<w:br".repeat(100_000)}`,
      });
      const { result, slowestMs, visits } = await whileVisited(() => upload(suite, xlsx, "tuzak.xlsx"));
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ ok: false, error: expect.stringMatching(/^Excel \(XLSX\) tablosu açılamadı: dosya bozuk/) });
      expect(result.ms).toBeLessThan(2000);
      expect(visits).toBeGreaterThan(0);
      expect(slowestMs).toBeLessThan(200);
    },
  );

  it("a DOCX whose text part unpacks past 64 MB is refused naming the limit", { timeout: PATIENT_MS }, async () => {
    // 70 MB of one paragraph's markup and no text: packed, about 70 KB.
    const markup = Buffer.alloc(70 * 1024 * 1024, "<w:p/>");
    const docx = makeZip({ "[Content_Types].xml": "<Types/>", "word/document.xml": Buffer.concat([Buffer.from("<w:body>"), markup]) });
    const { status, body } = await upload(patient, docx, "buyuk.docx");
    expect(status).toBe(400);
    expect(body).toEqual({
      ok: false,
      error: "Word (DOCX) belgesi okunamadı: metin bölümü açıldığında 64 MB sınırını aşıyor. Dosya kaydedilmedi.",
    });
  });
});

describe("PDF bombs cost the server nothing", () => {
  it(
    "a 1.5 MB PDF whose one FlateDecode stream unpacks to 1.5 GB: a Turkish 400 naming the limit, memory and other visitors untouched",
    TIMED,
    async () => {
      const pdf = pdfWithContentStream(await deflatedRun(1500 * 1024 * 1024), ["FlateDecode"]);
      expect(pdf.length).toBeLessThan(2 * 1024 * 1024);
      const startMb = residentMb(suite.server.pid);
      const { result, slowestMs, visits, peakMb } = await whileVisited(() => upload(suite, pdf, "bomba.pdf"));
      expect(result.status).toBe(400);
      expect(result.body).toEqual({
        ok: false,
        error: "PDF dosyası okunamadı: sıkıştırılmış bir bölümü açıldığında 64 MB sınırını aşıyor. Dosya kaydedilmedi.",
      });
      expect(visits).toBeGreaterThan(0);
      expect(slowestMs).toBeLessThan(200);
      expect(peakMb - startMb).toBeLessThan(150);
      expect(residentMb(suite.server.pid) - startMb).toBeLessThan(150);
    },
  );

  describe("a bomb the stream count cannot see (inflated twice)", () => {
    it("is stopped by the reading process's memory limit", { ...TIMED, timeout: PATIENT_MS }, async () => {
      const twice = deflateSync(await deflatedRun(1500 * 1024 * 1024), { level: 9 });
      const pdf = pdfWithContentStream(twice, ["FlateDecode", "FlateDecode"]);
      const startMb = residentMb(patient.server.pid);
      const { result, slowestMs, peakMb } = await whileVisited(() => upload(patient, pdf, "cift-bomba.pdf"), patient);
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ ok: false, error: expect.stringMatching(/^Dosyanın metni okunurken 512 MB bellek sınırı aşıldı\./) });
      expect(slowestMs).toBeLessThan(200);
      expect(peakMb - startMb).toBeLessThan(150);
      // The next file is read by a new process.
      const next = await upload(patient, makePdf("Bombadan sonra"), "sonra.pdf");
      expect(next.status).toBe(201);
    });
  });
});

describe("the reading process", () => {
  it("knows nothing of the server's environment (no database address, no keys)", async () => {
    expect((await upload(suite, makePdf("Ortam"), "ortam.pdf")).status).toBe(201);
    const [reader] = childPids(suite.server.pid);
    expect(reader).toBeGreaterThan(0);
    // Node's own IPC variables are all there is.
    const environment = readFileSync(`/proc/${reader}/environ`, "latin1").split("\0").filter(Boolean);
    expect(environment.map((variable) => variable.split("=")[0]).sort()).toEqual(["NODE_CHANNEL_FD", "NODE_CHANNEL_SERIALIZATION_MODE"]);
  });

  describe("past the time limit (ATTACHMENT_READ_TIMEOUT_MS=1000)", () => {
    const slow = signedInServer({ ATTACHMENT_READ_TIMEOUT_MS: "1000" });

    it("is killed, the file is refused naming the limit, and the next upload is read by a new one", async () => {
      expect((await upload(slow, makePdf("Önce"), "once.pdf")).status).toBe(201);
      const [first] = childPids(slow.server.pid);
      // 60 MB of operators without text (under the 64 MB limit): seconds of pdf.js's parsing.
      const pdf = pdfWithContentStream(deflateSync(Buffer.from("q Q\n".repeat(15_000_000)), { level: 9 }), ["FlateDecode"]);
      const refused = await upload(slow, pdf, "yavas.pdf");
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        ok: false,
        error: "Dosyanın metni 1 saniyelik süre sınırında okunamadı. Dosya kaydedilmedi. Belge çok büyükse bölerek yükleyin.",
      });
      expect(childPids(slow.server.pid)).not.toContain(first);
      const next = await upload(slow, makePdf("Süreden sonra okunan metin"), "sonra.pdf");
      expect(next.status).toBe(201);
      const [second] = childPids(slow.server.pid);
      expect(second).toBeGreaterThan(0);
      expect(second).not.toBe(first);
      const id = next.body.ok ? next.body.attachment.id : "";
      const row = await slow.db.selectFrom("attachments").select("text").where("id", "=", id).executeTakeFirst();
      expect(row?.text).toBe("Süreden sonra okunan metin");
    });
  });
});

describe("images are bounded by their header", () => {
  it("a 1×100000 PNG (a few hundred bytes) is refused with a Turkish 400 naming the limit, not a 500", async () => {
    const png = await sharp({ create: { width: 1, height: 100_000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const form = new FormData();
    form.append("dosya", new Blob([new Uint8Array(png)], { type: "image/png" }), "serit.png");
    const response = await fetch(`${suite.server.url}/adminpanel/medya`, {
      method: "POST",
      body: form,
      headers: { Origin: suite.server.url, Accept: "application/json", Cookie: suite.cookie },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Görsel çok büyük: bir kenarı en fazla 16.000 piksel olabilir (bu görsel 1 × 100.000 piksel).",
    });
  });
});
