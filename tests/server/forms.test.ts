import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage, postForm, submitForm } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  server = await startServer();
  db = openTestDb(server.databaseUrl);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const valid = {
  isim: "Ayşe Yılmaz",
  telefon: "0312 000 00 01",
  eposta: "ayse@ornek.com.tr",
  konu: "KDV iadesi",
  mesaj: "Merhaba,\nKDV iadesi tasdik raporu için görüşmek istiyoruz.",
};

const countMessages = async () =>
  Number(
    (
      await db
        .selectFrom("messages")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const countSubscribers = async () =>
  Number(
    (
      await db
        .selectFrom("subscribers")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("contact form", () => {
  it("stores a valid message, redirects (post/redirect/get) and shows a status message and empty fields", async () => {
    const before = await countMessages();
    const page = await submitForm(server.url, "/iletisim", { ...valid, mesaj: "Özel bir mesaj 4711" });
    expect(page.postStatus).toBe(303);
    expect(page.location).toBe("/iletisim?durum=gonderildi#iletisim-durum");
    expect(page.status).toBe(200);
    expect(page.doc.querySelector('[role="status"]')?.text).toContain("Mesajınız bize ulaştı");
    // Every field required, by attribute and by a star the note explains.
    expect(page.doc.querySelector(".form-required-note")?.text).toContain("işaretli alanların doldurulması zorunludur");
    for (const name of ["isim", "telefon", "eposta", "konu", "mesaj"]) {
      expect(page.doc.querySelector(`[name="${name}"]`)?.hasAttribute("required")).toBe(true);
      expect(page.doc.querySelector(`label[for="iletisim-${name}"] .field-required`)?.text).toContain("*");
    }
    for (const name of ["isim", "telefon", "eposta", "konu"]) {
      expect(page.doc.querySelector(`input[name="${name}"]`)?.getAttribute("value") ?? "").toBe("");
    }
    expect(page.doc.querySelector("textarea[name=mesaj]")?.text ?? "").toBe("");
    expect(await countMessages()).toBe(before + 1);
    const row = await db.selectFrom("messages").selectAll().where("body", "=", "Özel bir mesaj 4711").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: valid.isim, phone: valid.telefon, email: valid.eposta, subject: valid.konu, read_at: null });
    expect(row.id).toMatch(/^id[0-9a-f]{16}$/);
    expect(row.client_ip).toBe("127.0.0.1");
  });

  const bad: [string, Record<string, string>, string, string][] = [
    ["an empty name", { ...valid, isim: "  " }, "isim", "İsim alanı zorunludur."],
    [
      "a missing phone",
      { isim: valid.isim, eposta: valid.eposta, konu: valid.konu, mesaj: valid.mesaj },
      "telefon",
      "Telefon alanı zorunludur.",
    ],
    ["a phone with letters", { ...valid, telefon: "telefonum yok" }, "telefon", "Geçerli bir telefon numarası girin"],
    ["a malformed e-mail", { ...valid, eposta: "ayse@" }, "eposta", "Geçerli bir e-posta adresi girin"],
    ["a subject with a line break", { ...valid, konu: "Konu\r\nBcc: x@y.z" }, "konu", "Konu tek satır olmalıdır."],
    ["an overlong message", { ...valid, mesaj: "a".repeat(5001) }, "mesaj", "Mesaj en fazla 5000 karakter olabilir."],
    ["an overlong name", { ...valid, isim: "a".repeat(101) }, "isim", "İsim en fazla 100 karakter olabilir."],
  ];

  it.each(bad)(
    "refuses %s with 400, a message next to the field, the typed values kept, nothing stored",
    async (_, fields, field, message) => {
      const before = await countMessages();
      const page = await postForm(server.url, "/iletisim", fields);
      expect(page.status).toBe(400);
      const input = page.doc.querySelector(`[name="${field}"]`)!;
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(page.doc.getElementById(input.getAttribute("aria-describedby")!)?.text).toContain(message);
      // The status at the form's top lists the problem as a link to the field, and the form's
      // action lands the next answer there too.
      const status = page.doc.getElementById("iletisim-durum");
      expect(status?.getAttribute("role")).toBe("alert");
      expect(status?.querySelector(`a[href="#iletisim-${field}"]`)?.text).toContain(message);
      expect(page.doc.querySelector("form.form")?.getAttribute("action")).toBe("/iletisim#iletisim-durum");
      expect(page.doc.querySelector("form.form > :first-child")?.getAttribute("id")).toBe("iletisim-durum");
      if (field !== "isim") expect(page.doc.querySelector('input[name="isim"]')?.getAttribute("value")).toBe(valid.isim);
      expect(await countMessages()).toBe(before);
    },
  );

  it("stores a message sent twice in a row (a double click, a resent post) once", async () => {
    const before = await countMessages();
    const fields = { ...valid, mesaj: "Çift tıklanan mesaj 9120" };
    const [first, second] = await Promise.all([submitForm(server.url, "/iletisim", fields), submitForm(server.url, "/iletisim", fields)]);
    expect([first.postStatus, second.postStatus]).toEqual([303, 303]);
    expect(await countMessages()).toBe(before + 1);
    const third = await submitForm(server.url, "/iletisim", fields);
    expect(third.postStatus).toBe(303);
    expect(await countMessages()).toBe(before + 1);
  });

  it("answers a body that is not a form with 400 and keeps serving", async () => {
    const page = await fetchPage(server.url, "/iletisim", {
      method: "POST",
      body: "%%%not a form",
      headers: { "Content-Type": "multipart/form-data; boundary=x", Origin: server.url },
    });
    expect(page.status).toBe(400);
    expect((await fetchPage(server.url, "/iletisim")).status).toBe(200);
  });
});

describe("newsletter form", () => {
  it("stores a new address once as pending, however often it is sent", async () => {
    const before = await countSubscribers();
    const first = await submitForm(server.url, "/?index", { eposta: "Abone@Ornek.com.tr" });
    expect(first.postStatus).toBe(303);
    expect(first.location).toBe("/?bulten=alindi#bulten-durum");
    expect(first.doc.querySelector('.newsletter [role="status"]')?.text).toContain("Abonelik talebiniz alındı");
    const second = await submitForm(server.url, "/?index", { eposta: "abone@ornek.com.tr" });
    expect(second.postStatus).toBe(303);
    // Same answer both times: nobody learns whether an address is already subscribed.
    expect(second.doc.querySelector('.newsletter [role="status"]')?.text).toBe(
      first.doc.querySelector('.newsletter [role="status"]')?.text,
    );
    expect(await countSubscribers()).toBe(before + 1);
    const row = await db.selectFrom("subscribers").selectAll().where("email", "=", "abone@ornek.com.tr").executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
  });

  it.each([
    ["", "E-posta alanı zorunludur."],
    ["bir-adres-degil", "Geçerli bir e-posta adresi girin"],
    [`${"a".repeat(250)}@ornek.com`, "E-posta en fazla 254 karakter olabilir."],
  ])("refuses %j with 400 and a message next to the field", async (eposta, message) => {
    const before = await countSubscribers();
    const page = await postForm(server.url, "/?index", { eposta });
    expect(page.status).toBe(400);
    expect(page.doc.querySelector("#bulten-eposta-hata")?.text).toContain(message);
    expect(await countSubscribers()).toBe(before);
  });
});
