/**
 * The KVKK application form (issue 42, ADR 058) as a person meets it: /kvkk/basvuru filed with
 * a document, its reference, deadline and two e-mails; the refusals (each with its Turkish
 * message, nothing stored); the e-mail confirmation; the numbering, also when two filings
 * meet on one number; the rate limit. Every test posts from its own client address
 * (X-Forwarded-For behind TRUST_PROXY=loopback), so the form's limit is its own.
 */
import { request as httpRequest } from "node:http";
import type { Kysely } from "kysely";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { insertNumbered, type UnnumberedApplication } from "#app/.server/kvkk/numbering.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { TEST_DIALECT } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { makePdf } from "#tests/helpers/pdf.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { holdWriteLock } from "#tests/helpers/write-lock.ts";

let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "loopback" });
  db = openTestDb(server.databaseUrl);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const YEAR = Number(istanbulDay(new Date()).slice(0, 4));
let clients = 0;
/** A client address of the test's own (the form's rate limit counts per address). */
const newClient = () => `203.0.113.${++clients}`;

/** A valid application; `fields` replaces or removes (undefined) fields. */
function application(fields: Record<string, string | string[] | undefined> = {}): Record<string, string | string[]> {
  const all: Record<string, string | string[] | undefined> = {
    ad_soyad: "Ayşe Yılmaz",
    vatandaslik: "tc",
    tc_kimlik_no: "10000000146",
    uyrugu: "",
    kimlik_belgesi_no: "",
    adres: "Atatürk Bulvarı No: 1, Çankaya, Ankara",
    eposta: "ayse@ornek.test",
    telefon: "0312 000 00 40",
    haklar: ["a", "b"],
    talep: `Hangi kişisel verilerimi işlediğinizi öğrenmek istiyorum (${Math.random()}).`,
    iliski: "client",
    iliski_aciklama: "",
    yanit_kanali: "email",
    ...fields,
  };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined));
}

interface Upload {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/** The form as a browser sends it (multipart), from `client`; the answer without following redirects. */
async function file(fields: Record<string, string | string[]>, uploads: Upload[] = [], client = newClient(), base = server.url) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
  if (uploads.length === 0) form.append("belgeler", new Blob([]), "");
  for (const upload of uploads) form.append("belgeler", new Blob([new Uint8Array(upload.bytes)], { type: upload.type ?? "" }), upload.name);
  const response = await fetch(`${base}/kvkk/basvuru`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Origin: base, "X-Forwarded-For": client },
  });
  const html = await response.text();
  return { status: response.status, location: response.headers.get("location"), doc: parse(html), html };
}

const count = async (table: "kvkk_applications" | "kvkk_application_files" | "outbox") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async () => [await count("kvkk_applications"), await count("kvkk_application_files"), await count("outbox")];

const referenceOf = (location: string | null) => new URL(location ?? "", server.url).searchParams.get("no") ?? "";
const rowOf = (reference: string) =>
  db.selectFrom("kvkk_applications").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();

/** The Istanbul day `days` after today, as the deadline is stored. */
function daysFromToday(days: number): string {
  const [y, m, d] = istanbulDay(new Date()).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A small JPEG and PNG by their structure (the form checks signatures, it never decodes). */
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const PNG = Uint8Array.from(
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from("IHDR"),
    Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("IEND"),
    Buffer.from([0xae, 0x42, 0x60, 0x82]),
  ]),
);

describe("filing an application", () => {
  it("stores it with the year's first reference, its deadline and document, and queues the acknowledgment and the office's notice", async () => {
    await db.deleteFrom("kvkk_applications").where("year", "=", YEAR).execute();
    const pdf = makePdf("Nüfus cüzdanı sureti");
    const answer = await file(application({ talep: "Hakkımda hangi verileri tuttuğunuzu öğrenmek istiyorum." }), [
      { name: "kimlik.pdf", bytes: pdf, type: "application/pdf" },
      { name: "C:\\Belgeler\\fotoğraf.jpeg", bytes: JPEG },
      { name: "ekran.png", bytes: PNG },
    ]);
    expect(answer.status, answer.html.slice(0, 2000)).toBe(303);
    expect(answer.location).toBe(`/kvkk/basvuru/alindi?no=KVKK-${YEAR}-0001#kvkk-basvuru-durum`);

    const row = await rowOf(`KVKK-${YEAR}-0001`);
    expect(row).toMatchObject({
      year: YEAR,
      number: 1,
      status: "awaiting-confirmation",
      due_on: daysFromToday(30),
      full_name: "Ayşe Yılmaz",
      national_id: "10000000146",
      nationality: null,
      foreign_id: null,
      email: "ayse@ornek.test",
      phone: "0312 000 00 40",
      relation: "client",
      answer_channel: "email",
      email_confirmed_at: null,
    });
    expect(JSON.parse(row.rights)).toEqual(["a", "b"]);
    expect(row.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);

    const files = await db
      .selectFrom("kvkk_application_files")
      .selectAll()
      .where("application_id", "=", row.id)
      .orderBy("file_name")
      .execute();
    expect(files.map((f) => [f.side, f.file_name, f.format, f.content_type, f.bytes])).toEqual([
      ["request", "ekran.png", "png", "image/png", PNG.byteLength],
      ["request", "fotoğraf.jpg", "jpeg", "image/jpeg", JPEG.byteLength],
      ["request", "kimlik.pdf", "pdf", "application/pdf", pdf.byteLength],
    ]);
    expect(Buffer.from(files[2]!.data).equals(pdf)).toBe(true);

    const mails = await db.selectFrom("outbox").selectAll().where("subject", "like", `%KVKK-${YEAR}-0001%`).orderBy("recipient").execute();
    const toPerson = mails.find((m) => m.recipient === "ayse@ornek.test")!;
    expect(toPerson.subject).toBe(`KVKK başvurunuz alındı: KVKK-${YEAR}-0001`);
    const [y, m, d] = row.due_on.split("-");
    expect(toPerson.text_body).toContain(`en geç ${d}.${m}.${y} tarihine kadar e-posta ile`);
    expect(toPerson.text_body).toContain("başvurunuzun alındığı günden itibaren işler");
    const link = /https:\/\/ymm\.test(\/kvkk\/basvuru\/onay\?token=[\w-]{43})/.exec(toPerson.text_body)?.[1];
    expect(link).toBeDefined();
    expect(toPerson.html_body).toContain(link!.replace("?", "?"));
    const toOffice = mails.find((m) => m.recipient !== "ayse@ornek.test")!;
    expect(toOffice.subject).toBe(`Yeni KVKK başvurusu: KVKK-${YEAR}-0001`);
    expect(toOffice.text_body).toContain(`https://ymm.test/adminpanel/kvkk-basvurulari/${row.id}`);
    // The office's e-mail names the reference only: no identity number, name, address or request.
    for (const personal of ["10000000146", "Ayşe", "Atatürk Bulvarı", "Hakkımda", "ayse@ornek.test"]) {
      expect(toOffice.text_body + toOffice.html_body).not.toContain(personal);
    }

    const received = parse(await (await fetch(`${server.url}${answer.location}`)).text());
    expect(received.querySelector("h1")?.text).toBe("Başvurunuz alındı");
    expect(received.querySelector('[role="status"]')?.text).toContain(`KVKK-${YEAR}-0001`);
    expect(received.text).toContain("en geç 30 gün içinde");
    expect(received.text).not.toContain("Ayşe");
    expect(received.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
  });

  it("takes a foreigner's nationality and passport number instead of a T.C. kimlik no, and a relation of their own words", async () => {
    const answer = await file(
      application({
        vatandaslik: "yabanci",
        tc_kimlik_no: "",
        uyrugu: "Alman",
        kimlik_belgesi_no: "C01X00T47",
        iliski: "other",
        iliski_aciklama: "Bir müşterinizin çalışanıyım",
        yanit_kanali: "post",
        telefon: "",
      }),
    );
    expect(answer.status, answer.html.slice(0, 2000)).toBe(303);
    const row = await rowOf(referenceOf(answer.location));
    expect(row).toMatchObject({
      national_id: null,
      nationality: "Alman",
      foreign_id: "C01X00T47",
      relation: "other",
      relation_detail: "Bir müşterinizin çalışanıyım",
      answer_channel: "post",
      phone: "",
    });
  });

  it("files a double submit once and leads both to the same reference", async () => {
    const fields = application();
    const client = newClient();
    const before = await count("kvkk_applications");
    const [first, second] = await Promise.all([file(fields, [], client), file(fields, [], client)]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(first.location).toBe(second.location);
    expect(await count("kvkk_applications")).toBe(before + 1);
  });
});

describe("refusals: a Turkish message beside the field, nothing stored", () => {
  const refusals: [string, Record<string, string | string[] | undefined>, string, string][] = [
    [
      "a T.C. kimlik no whose check digits are wrong",
      { tc_kimlik_no: "10000000147" },
      "tc_kimlik_no",
      "Bu T.C. kimlik numarası geçerli değil",
    ],
    ["a T.C. kimlik no that starts with 0", { tc_kimlik_no: "01234567890" }, "tc_kimlik_no", "Bu T.C. kimlik numarası geçerli değil"],
    ["a T.C. kimlik no of ten digits", { tc_kimlik_no: "1000000014" }, "tc_kimlik_no", "11 rakamdan oluşur"],
    ["a citizen without a T.C. kimlik no", { tc_kimlik_no: "" }, "tc_kimlik_no", "T.C. kimlik numarası alanı zorunludur."],
    [
      "a foreigner without a nationality",
      { vatandaslik: "yabanci", tc_kimlik_no: "", kimlik_belgesi_no: "C01X00T47" },
      "uyrugu",
      "Uyruk alanı zorunludur.",
    ],
    [
      "a foreigner without a passport number",
      { vatandaslik: "yabanci", uyrugu: "Alman" },
      "kimlik_belgesi_no",
      "Pasaport ya da kimlik numarası",
    ],
    ["no citizenship chosen", { vatandaslik: undefined }, "vatandaslik", "T.C. vatandaşı mı yoksa yabancı uyruklu mu"],
    ["no right ticked", { haklar: undefined }, "haklar", "en az bir hakkı seçin"],
    ["a right the law does not list", { haklar: ["z"] }, "haklar", "Listede olmayan bir hak seçildi."],
    ["a request of a few letters", { talep: "Bilgi" }, "talep", "en az 10 karakterle"],
    ["an overlong request", { talep: "a".repeat(5001) }, "talep", "Talebiniz en fazla 5000 karakter olabilir."],
    ["no address", { adres: " " }, "adres", "Tebligata esas adres alanı zorunludur."],
    ["a malformed e-mail", { eposta: "ayse@" }, "eposta", "Geçerli bir e-posta adresi girin"],
    ["a phone with letters", { telefon: "yok" }, "telefon", "Geçerli bir telefon numarası girin"],
    ["“Diğer” without its words", { iliski: "other" }, "iliski_aciklama", "ilişkinizi kısaca yazın"],
    ["no relation", { iliski: "" }, "iliski", "Firmamızla ilişkinizi seçin."],
    ["no answer channel", { yanit_kanali: undefined }, "yanit_kanali", "Yanıtı nasıl almak istediğinizi seçin."],
  ];

  it.each(refusals)("refuses %s", async (_, fields, field, message) => {
    const before = await counts();
    const answer = await file(application(fields));
    expect(answer.status).toBe(400);
    const id = `kvkk-${field.replaceAll("_", "-")}`;
    expect(answer.doc.getElementById(`${id}-hata`)?.text).toContain(message);
    const status = answer.doc.getElementById("kvkk-basvuru-durum");
    expect(status?.getAttribute("role")).toBe("alert");
    expect(status?.querySelector(`a[href="#${id}"]`)?.text).toContain(message);
    expect(answer.doc.getElementById(id)).not.toBeNull();
    // What was typed comes back (but the files, which a browser never fills in again).
    if (field !== "adres") expect(answer.doc.querySelector('textarea[name="adres"]')?.text).toBe("Atatürk Bulvarı No: 1, Çankaya, Ankara");
    expect(await counts()).toEqual(before);
  });

  const big = new Uint8Array(5 * 1024 * 1024 + 1);
  big.set(makePdf("büyük"));
  const documents: [string, Upload[], string][] = [
    [
      "a Word file",
      [{ name: "dilekce.docx", bytes: Buffer.from("PK\u0003\u0004 not a pdf") }],
      "“dilekce.docx” eklenemez: yalnızca PDF, JPEG ve PNG",
    ],
    ["a text file called .pdf", [{ name: "kimlik.pdf", bytes: Buffer.from("merhaba") }], "“kimlik.pdf” eklenemez"],
    ["a PDF that does not open", [{ name: "bozuk.pdf", bytes: Buffer.from("%PDF-1.4\nçöp\n%%EOF\n") }], "“bozuk.pdf” açılamadı"],
    ["a file over 5 MB", [{ name: "buyuk.pdf", bytes: big }], "“buyuk.pdf” 5 MB'tan büyük"],
    ["an empty file", [{ name: "bos.png", bytes: new Uint8Array() }], "“bos.png” boş bir dosya"],
    ["four files", [1, 2, 3, 4].map((n) => ({ name: `belge-${n}.png`, bytes: PNG })), "En fazla 3 belge ekleyebilirsiniz."],
  ];

  it.each(documents)("refuses %s", async (_, uploads, message) => {
    const before = await counts();
    const answer = await file(application(), uploads);
    expect(answer.status).toBe(400);
    expect(answer.doc.getElementById("kvkk-belgeler-hata")?.text).toContain(message);
    expect(answer.doc.getElementById("kvkk-belgeler-hata")?.text).toContain("Başvurunuz kaydedilmedi");
    expect(answer.doc.querySelector('input[name="ad_soyad"]')?.getAttribute("value")).toBe("Ayşe Yılmaz");
    expect(await counts()).toEqual(before);
  });

  it("refuses a body over the form's limit unread, in Turkish", async () => {
    const before = await counts();
    // Declared larger than three documents of 5 MB and the text: answered before the body is read.
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(`${server.url}/kvkk/basvuru`, {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(20 * 1024 * 1024) },
      });
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text: body }));
      });
      request.on("error", reject);
      request.write("--x\r\n");
    });
    expect(status).toBe(413);
    expect(text).toContain("Gönderilen belgeler çok büyük; başvurunuz kaydedilmedi.");
    expect(await counts()).toEqual(before);
  });
});

describe("the form page", () => {
  it("is a multipart form with the Tebliğ's fields, says Turkish and the other channels, and is linked from the KVKK notice and the footer", async () => {
    const page = parse(await (await fetch(`${server.url}/kvkk/basvuru`)).text());
    const form = page.querySelector("form.form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("enctype")).toBe("multipart/form-data");
    expect(form?.getAttribute("action")).toBe("/kvkk/basvuru#kvkk-basvuru-durum");
    for (const name of [
      "ad_soyad",
      "tc_kimlik_no",
      "uyrugu",
      "kimlik_belgesi_no",
      "adres",
      "eposta",
      "telefon",
      "talep",
      "iliski",
      "iliski_aciklama",
    ]) {
      expect(page.querySelector(`[name="${name}"]`), name).not.toBeNull();
    }
    expect(page.querySelectorAll('input[name="haklar"]')).toHaveLength(9);
    expect(page.querySelector('input[type="file"][name="belgeler"]')?.hasAttribute("multiple")).toBe(true);
    expect(page.text).toContain("Türkçe yapmanız gerekir");
    expect(page.text).toContain("kayıtlı elektronik posta (KEP)");
    expect(page.querySelectorAll("script:not([type])").filter((s) => s.getAttribute("src")?.includes("assets"))).toHaveLength(0);
    const notice = parse(await (await fetch(`${server.url}/kvkk`)).text());
    expect(notice.querySelector('main .kvkk-links a[href="/kvkk/basvuru"]')).not.toBeNull();
    expect(notice.querySelector('footer a[href="/kvkk/basvuru"]')?.text).toBe("KVKK başvurusu");
  });
});

describe("confirming the e-mail address", () => {
  it("asks on the link's page, confirms with its button once, and then calls the link used", async () => {
    const answer = await file(application({ eposta: "onay@ornek.test" }));
    const reference = referenceOf(answer.location);
    const mail = await db.selectFrom("outbox").selectAll().where("recipient", "=", "onay@ornek.test").executeTakeFirstOrThrow();
    const link = /https:\/\/ymm\.test(\/kvkk\/basvuru\/onay\?token=[\w-]+)/.exec(mail.text_body)![1]!;

    const asked = await fetch(`${server.url}${link}`);
    expect(asked.status).toBe(200);
    expect(asked.headers.get("cache-control")).toContain("no-store");
    // The route's policy comes last, so it is the one browsers apply.
    expect(asked.headers.get("referrer-policy")).toMatch(/(^|, )no-referrer$/);
    const page = parse(await asked.text());
    expect(page.querySelector("h1")?.text).toBe("E-posta adresinizi doğrulayın");
    expect(page.querySelector("main form button")?.text).toContain("E-posta adresimi doğrula");
    expect(page.text).toContain("başvuru gününden işler");
    expect(await rowOf(reference)).toMatchObject({ status: "awaiting-confirmation", email_confirmed_at: null });

    // The page's own button: a POST without a Referer, so with Origin "null".
    const confirmed = await fetch(`${server.url}${link}`, {
      method: "POST",
      body: "",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null" },
    });
    expect(confirmed.status).toBe(200);
    expect(parse(await confirmed.text()).querySelector('[role="status"]')?.text).toContain(reference);
    const row = await rowOf(reference);
    expect(row.status).toBe("received");
    expect(row.email_confirmed_at).not.toBeNull();
    expect(row.confirm_token_hash).toBeNull();
    expect(row.due_on).toBe(daysFromToday(30));

    const again = await fetch(`${server.url}${link}`);
    expect(again.status).toBe(400);
    expect(parse(await again.text()).querySelector('[role="alert"]')?.text).toContain("daha önce kullanılmış");
    const twice = await fetch(`${server.url}${link}`, { method: "POST", body: "", headers: { Origin: "null" } });
    expect(twice.status).toBe(400);
  });

  it("calls an unknown token invalid and writes nothing", async () => {
    const response = await fetch(`${server.url}/kvkk/basvuru/onay?token=${"x".repeat(43)}`, {
      method: "POST",
      body: "",
      headers: { Origin: "null" },
    });
    expect(response.status).toBe(400);
    expect(parse(await response.text()).querySelector("h1")?.text).toBe("Doğrulama bağlantısı geçersiz");
  });
});

describe("numbering", () => {
  it("gives two applications one after the other consecutive numbers", async () => {
    const first = referenceOf((await file(application())).location);
    const second = referenceOf((await file(application())).location);
    const [a, b] = [first, second].map((reference) => Number(reference.slice(-4)));
    expect(first).toMatch(new RegExp(`^KVKK-${YEAR}-\\d{4}$`));
    expect(b).toBe(a! + 1);
  });

  it("gives simultaneous applications distinct numbers", async () => {
    const answers = await Promise.all([1, 2, 3].map((n) => file(application({ eposta: `aynianda-${n}@ornek.test` }))));
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
    const numbers = answers.map((a) => Number(referenceOf(a.location).slice(-4))).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(3);
    expect(numbers[2]! - numbers[0]!).toBe(2);
  });

  /** An application row as the use case writes it, without its number. */
  const unnumbered = (id: string): UnnumberedApplication => {
    const now = new Date().toISOString();
    return {
      id,
      received_at: now,
      due_on: daysFromToday(30),
      status: "awaiting-confirmation",
      full_name: "Çakışma Testi",
      national_id: "10000000146",
      nationality: null,
      foreign_id: null,
      address: "Ankara",
      email: `${id}@ornek.test`,
      phone: "",
      relation: "visitor",
      relation_detail: "",
      rights: '["a"]',
      request: "Numara çakışması sınaması.",
      answer_channel: "email",
      email_confirmed_at: null,
      confirm_token_hash: null,
      answer_body: null,
      answered_at: null,
      answered_by: null,
      answered_via: null,
      closed_reason: null,
      reminded_warning_at: null,
      reminded_last_at: null,
      updated_at: now,
    };
  };

  it("when another filing takes the number between the read and the insert, gives way and takes the next", async () => {
    const attempts: number[] = [];
    const { number, reference } = await db.transaction().execute((trx) =>
      insertNumbered(trx, unnumbered("cakisan-2"), YEAR, async (inner, taken) => {
        attempts.push(taken.number);
        // Another instance's application, stored with the number this one has just read.
        if (taken.attempt === 1) {
          await inner
            .insertInto("kvkk_applications")
            .values({
              ...unnumbered("cakisan-1"),
              year: YEAR,
              number: taken.number,
              reference: `KVKK-${YEAR}-${String(taken.number).padStart(4, "0")}`,
            })
            .execute();
        }
      }),
    );
    expect(attempts).toEqual([attempts[0], attempts[0]! + 1]);
    expect(number).toBe(attempts[0]! + 1);
    expect(reference).toBe(`KVKK-${YEAR}-${String(number).padStart(4, "0")}`);
    const both = await db
      .selectFrom("kvkk_applications")
      .select(["id", "number"])
      .where("id", "in", ["cakisan-1", "cakisan-2"])
      .orderBy("number")
      .execute();
    expect(both).toEqual([
      { id: "cakisan-1", number: attempts[0] },
      { id: "cakisan-2", number: attempts[0]! + 1 },
    ]);
  });

  it(`a filing whose next number another connection holds uncommitted waits for it, then takes the number after it (${TEST_DIALECT === "postgres" ? "the unique constraint" : "the write lock"})`, async () => {
    const highest = Number(
      (
        await db
          .selectFrom("kvkk_applications")
          .select((eb) => eb.fn.max("number").as("n"))
          .where("year", "=", YEAR)
          .executeTakeFirst()
      )?.n ?? 0,
    );
    const held = highest + 1;
    let posted: ReturnType<typeof file> | undefined;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("kvkk_applications")
        .values({ ...unnumbered("tutulan-1"), year: YEAR, number: held, reference: `KVKK-${YEAR}-${String(held).padStart(4, "0")}` })
        .execute();
      // PostgreSQL: the server reads the same highest number (this row is not committed) and its insert waits on
      // the unique index, then gives way. SQLite: its write waits for this transaction, then reads the new number.
      posted = file(application({ eposta: "bekleyen@ornek.test" }));
      await new Promise((resolve) => setTimeout(resolve, 700));
    });
    const answer = await posted!;
    expect(answer.status, answer.html.slice(0, 1000)).toBe(303);
    expect(referenceOf(answer.location)).toBe(`KVKK-${YEAR}-${String(held + 1).padStart(4, "0")}`);
    expect((await rowOf(`KVKK-${YEAR}-${String(held).padStart(4, "0")}`)).id).toBe("tutulan-1");
  });
});

describe("rate limit", () => {
  it("takes five applications from one address in ten minutes and refuses the sixth with 429, storing nothing", async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await file(application(), [], client)).status).toBe(303);
    const before = await counts();
    const sixth = await file(application(), [{ name: "kimlik.png", bytes: PNG }], client);
    expect(sixth.status).toBe(429);
    expect(sixth.doc.getElementById("kvkk-basvuru-durum")?.text).toContain("Kısa sürede çok fazla gönderim yapıldı.");
    expect(await counts()).toEqual(before);
    // Another address is not limited.
    expect((await file(application())).status).toBe(303);
  });
});

describe("a busy database", () => {
  it("answers 503 with the form as typed and stores nothing when the write lock outlasts the wait", async () => {
    const busy = await startServer({ TRUST_PROXY: "loopback", DATABASE_WRITE_WAIT_MS: "1000" });
    const busyDb = openTestDb(busy.databaseUrl);
    try {
      await fetch(`${busy.url}/kvkk/basvuru`); // the first request opens the database
      const release = await holdWriteLock(busy.databaseUrl, ["kvkk_applications", "rate_limits"]);
      let answer: Awaited<ReturnType<typeof file>>;
      try {
        answer = await file(application({ ad_soyad: "Meşgul Veritabanı" }), [{ name: "ekran.png", bytes: PNG }], newClient(), busy.url);
      } finally {
        await release();
      }
      expect(answer.status).toBe(503);
      expect(answer.doc.getElementById("kvkk-basvuru-durum")?.text).toContain("yeniden gönderin");
      expect(answer.doc.querySelector('input[name="ad_soyad"]')?.getAttribute("value")).toBe("Meşgul Veritabanı");
      const stored = await busyDb.selectFrom("kvkk_applications").select("id").execute();
      const mails = await busyDb.selectFrom("outbox").select("id").where("subject", "like", "%KVKK%").execute();
      expect([stored, mails]).toEqual([[], []]);
    } finally {
      await busyDb.destroy();
      await busy.stop();
    }
  });
});
