/**
 * Kişisel veri ara (issue 42, ADR 057) on the production build, on both databases: one
 * person's data in every table that may hold it (through the site's forms where cheap, the
 * rest inserted), found by e-mail, phone and a Turkish name in capitals, exported as JSON and
 * a Turkish HTML summary, then erased. Afterwards every text column of every table is scanned
 * for the person's e-mail, phone digits and name: what remains is exactly what the erasure
 * reported as kept, each with its reason. Another person's rows are untouched; a search with
 * no hits says so; an Editör is refused.
 */
import { type Kysely, sql } from "kysely";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { PERSONAL_DATA_SOURCES, TABLE_COVERAGE } from "#app/.server/personal-data/registry.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { htmlErrors } from "#tests/helpers/html-validity.ts";
import { addIssue } from "#tests/helpers/newsletter.ts";
import { keptCovers, OTHER, PASSWORD, PERSON, personalDataFixtures } from "#tests/helpers/personal-data.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { tablesOf } from "#tests/helpers/site-copy.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

const dialect = process.env.TEST_DIALECT === "postgres" ? "postgres" : "sqlite";
let server: TestServer;
let db: Kysely<Database>;
let manager: string;
let editor: string;
let fixtures: ReturnType<typeof personalDataFixtures>;
const PAGE = "/adminpanel/kisisel-veri-ara";

beforeAll(async () => {
  server = await startServer();
  db = openTestDb(server.databaseUrl);
  await addAdmin(db, "kv.yonetici@ymm.test", PASSWORD, () => undefined, "manager");
  await addAdmin(db, "kv.editor@ymm.test", PASSWORD, () => undefined, "editor");
  manager = await signIn(server, "kv.yonetici@ymm.test", PASSWORD);
  editor = await signIn(server, "kv.editor@ymm.test", PASSWORD);
  fixtures = personalDataFixtures(server, db, dialect);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const get = (path: string, cookie = manager) => fetch(`${server.url}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
const search = (query: Record<string, string>, cookie = manager) => get(`${PAGE}?${new URLSearchParams(query)}`, cookie);
const now = () => new Date().toISOString();

const personQuery = { eposta: PERSON.email.toUpperCase(), telefon: "+90 312 987 65 43", ad: "ŞÜKRİYE IŞIKLIGÖZ" };

/** "Sil veya anonimleştir" confirmed, as the browser without JavaScript posts it; the result page's kept list. */
async function erase(query: Record<string, string>) {
  const response = await postAs(server, `${PAGE}?${new URLSearchParams(query)}`, { intent: "sil", ...query }, { Cookie: manager });
  expect(response.status).toBe(200);
  const root = parse(await response.text());
  expect(root.querySelector("#silme-sonucu")?.text).toBe("Silme tamamlandı");
  const kept = root.querySelectorAll("[data-kept]").map((li) => ({ key: li.getAttribute("data-kept")!, text: li.text }));
  return { root, kept };
}

const rowsOf = async (table: "messages" | "subscribers" | "kvkk_applications" | "outbox", column: string, value: string) =>
  (await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(db)).rows;

describe("Kişisel veri ara", () => {
  it("covers every table the database holds (the registry's map against the catalog, not only the code)", async () => {
    const tables = await tablesOf(db, dialect);
    const unknown = tables.filter((t) => !(t in TABLE_COVERAGE) && !/^(kysely_|search_fts|english_search_fts|search_documents_)/.test(t));
    expect(unknown).toEqual([]);
  });

  it("finds one person everywhere, exports it, erases it, and leaves only what it reports as kept, with reasons", async () => {
    // The person, through the forms and behind them.
    await fixtures.sendMessage(PERSON);
    const subscriber = await fixtures.subscribe(PERSON.email);
    expect(subscriber.status).toBe("confirmed");
    const issue = await addIssue(db, "Kasım sayısı", { status: "sent", sent_at: now() });
    const at = now();
    const delivery = {
      id: newId(),
      recipient: PERSON.email,
      subject: "Kasım sayısı",
      text_body: `Merhaba ${PERSON.email}`,
      html_body: "<p>Merhaba</p>",
      headers: "{}",
      status: "sent" as const,
      attempts: 1,
      next_attempt_at: at,
      last_error: null,
      claimed_by: null,
      claimed_at: null,
      created_at: at,
      sent_at: at,
      issue_id: issue.id,
      subscriber_id: subscriber.id,
      priority: 1,
    };
    await db.insertInto("outbox").values(delivery).execute();
    // An e-mail to the person that went already (an acknowledgment): deleted with the rest.
    const sentToPerson = newId();
    await db
      .insertInto("outbox")
      .values({ ...delivery, id: sentToPerson, issue_id: null, subscriber_id: null, priority: 0, subject: "Başvurunuz alındı" })
      .execute();
    // …with a file the office attached, named after the person (issue 42's answers carry files).
    await db
      .insertInto("outbox_attachments")
      .values({
        id: newId(),
        outbox_id: sentToPerson,
        position: 0,
        file_name: `${PERSON.name} yanıt.pdf`,
        content_type: "application/pdf",
        data: new Uint8Array(Buffer.from("%PDF-1.4\n")),
      })
      .execute();
    const applicationId = await fixtures.addKvkkApplication(PERSON, 9001);
    const adminId = await fixtures.addAdminSide();
    // Someone else, who must come through untouched.
    await fixtures.sendMessage(OTHER);
    const otherApplication = await fixtures.addKvkkApplication(OTHER, 9002);
    const otherBefore = {
      messages: await rowsOf("messages", "email", OTHER.email),
      applications: await rowsOf("kvkk_applications", "id", otherApplication),
    };
    expect(otherBefore.messages).toHaveLength(1);
    expect((await fixtures.scan()).length).toBeGreaterThan(8);

    // Found by e-mail in capitals, by phone in another format, by the name in Turkish capitals: each alone finds the message.
    for (const query of [{ eposta: personQuery.eposta }, { telefon: personQuery.telefon }, { ad: personQuery.ad }] as Record<
      string,
      string
    >[]) {
      const page = parse(await (await search(query)).text());
      expect(page.querySelector("#kaynak-iletisim-mesajlari")?.text, JSON.stringify(query)).toContain("İletişim formu mesajları (1)");
    }
    const found = parse(await (await search(personQuery)).text());
    for (const id of [
      "e-bulten-aboneligi",
      "giden-e-postalar",
      "kvkk-basvurulari",
      "yonetici-hesaplari",
      "islem-kayitlari",
      "yonetici-calismalari",
      "deneme-sinirlari",
    ]) {
      expect(found.querySelector(`#kaynak-${id}`), id).toBeTruthy();
    }
    expect(found.querySelector(".personal-data-source dl")?.text).toContain("Neden");
    // Stored codes in the office's words, and no digests or bookkeeping columns.
    const application = found.querySelector("#kaynak-kvkk-basvurulari")?.closest(".personal-data-source")?.text ?? "";
    expect(application).toContain("Durum: Yanıtlandı");
    expect(application).not.toMatch(/answered|year:|number:/);

    // The export: JSON with every source and every field, and a Turkish summary.
    const exported = await postAs(server, `${PAGE}/disa-aktar`, { ...personQuery, bicim: "json" }, { Cookie: manager });
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; filename="kisisel-veriler-.*\.json"$/);
    const file = (await exported.json()) as {
      kaynaklar: { kimlik: string; isleme_amaci: string; saklama_suresi: string; kayitlar: { alanlar: Record<string, unknown> }[] }[];
    };
    expect(file.kaynaklar.map((s) => s.kimlik)).toEqual(PERSONAL_DATA_SOURCES.map((s) => s.id));
    for (const source of file.kaynaklar) expect(source.isleme_amaci && source.saklama_suresi, source.kimlik).toBeTruthy();
    const message = file.kaynaklar.find((s) => s.kimlik === "iletisim-mesajlari")!.kayitlar[0]!.alanlar;
    expect(message).toMatchObject({ name: PERSON.name, phone: PERSON.phone, email: PERSON.email, subject: "Danışmanlık" });
    const summary = await postAs(server, `${PAGE}/disa-aktar`, { ...personQuery, bicim: "html" }, { Cookie: manager });
    const html = await summary.text();
    expect(summary.headers.get("content-type")).toContain("text/html");
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain("Kişisel verileriniz");
    expect(html).toContain("İşleme amacı");
    expect(html).toContain("6698 sayılı");
    // A standalone page the office may send or print: valid HTML with the columns named in Turkish.
    expect(await htmlErrors("kisisel-veriler.html", html)).toEqual([]);
    expect(html).toContain(`<th scope="row">Telefon</th><td>${PERSON.phone}</td>`);

    // The confirmation lists what will be deleted, anonymised and kept.
    const confirm = parse(await (await search({ ...personQuery, sil: "1" })).text()).querySelector(".admin-confirm");
    expect(confirm?.querySelector("h2")?.text).toBe("Bu kişinin verileri silinsin mi?");
    expect(confirm?.text).toContain("Silinir (");
    expect(confirm?.text).toContain("Anonimleştirilir (");
    expect(confirm?.text).toContain("Saklanır (");

    // The erasure while the person is still an admin: the account and its records stay, with the reason.
    const first = await erase(personQuery);
    const firstKept = first.kept.map((k) => k.key);
    expect(firstKept).toContain(`admins:${adminId}`);
    expect(firstKept).toContain(`subscribers:${subscriber.id}`);
    expect(firstKept).toContain(`kvkk_applications:${applicationId}`);
    expect(first.kept.find((k) => k.key === `admins:${adminId}`)?.text).toContain("Yöneticiler");
    expect(first.kept.find((k) => k.key === `subscribers:${subscriber.id}`)?.text).toContain("İYS");
    const leftAfterFirst = await fixtures.scan();
    expect(leftAfterFirst.filter((hit) => !keptCovers(firstKept, hit))).toEqual([]);
    // The consent stands no more: withdrawn, the record kept as its proof.
    expect((await rowsOf("subscribers", "id", subscriber.id))[0]).toMatchObject({ status: "unsubscribed" });
    // The delivery keeps its issue and status for the send's counts.
    expect((await rowsOf("outbox", "id", delivery.id))[0]).toMatchObject({
      recipient: "",
      issue_id: issue.id,
      status: "sent",
      subscriber_id: null,
    });
    expect(await rowsOf("messages", "email", PERSON.email)).toEqual([]);

    // Yöneticiler removes the account (its sessions, tokens and codes go with it); a second erasure anonymises the records of its work.
    await db.deleteFrom("admins").where("id", "=", adminId).execute();
    const second = await erase(personQuery);
    const secondKept = second.kept.map((k) => k.key);
    const left = await fixtures.scan();
    expect(left.filter((hit) => !keptCovers(secondKept, hit))).toEqual([]);
    expect(left.every((hit) => /^(subscribers|outbox|kvkk_application(s|_notes|_files)):/.test(hit))).toBe(true);
    // The only e-mails left are to the person and still on their way (an answer the firm owes); those sent and those about them to the firm are gone.
    const mails = await db.selectFrom("outbox").select(["id", "recipient", "status"]).where("issue_id", "is", null).execute();
    const leftMails = mails.filter((m) => left.includes(`outbox:${m.id}`));
    expect(leftMails.every((m) => m.recipient === PERSON.email && m.status === "pending")).toBe(true);
    expect(await rowsOf("outbox", "id", sentToPerson)).toEqual([]);
    for (const m of leftMails) expect(second.kept.find((k) => k.key === `outbox:${m.id}`)?.text).toContain("henüz gönderilmemiş");
    for (const k of second.kept) expect(k.text.length, k.key).toBeGreaterThan(40);
    expect(
      await db.selectFrom("audit_log").select("admin_email").where("admin_email", "like", "silinmiş yönetici%").execute(),
    ).toHaveLength(2);

    // The audit: searches, exports and erasures recorded without the terms.
    const audit = await db.selectFrom("audit_log").selectAll().where("list", "=", "kisisel-veri").execute();
    expect(new Set(audit.map((r) => r.action))).toEqual(new Set(["personal-data-search", "personal-data-export", "personal-data-erase"]));
    const erasure = audit.find((r) => r.action === "personal-data-erase");
    expect(JSON.parse(erasure!.details!)).toMatchObject({
      searched: ["email", "phone", "name"],
      erased: { "iletisim-mesajlari": { deleted: 1 } },
    });

    // The other person is untouched.
    expect(await rowsOf("messages", "email", OTHER.email)).toEqual(otherBefore.messages);
    expect(await rowsOf("kvkk_applications", "id", otherApplication)).toEqual(otherBefore.applications);
  });

  it("says so when nothing is found, and refuses terms it cannot search, in Turkish", async () => {
    const none = parse(await (await search({ eposta: "kimse.yok@ornek.test" })).text());
    expect(none.querySelector(".personal-data-results [role=status]")?.text).toBe("Bu bilgilerle hiçbir kaynakta kayıt bulunamadı.");
    const empty = await search({ eposta: "", telefon: "", ad: "" });
    expect(empty.status).toBe(400);
    expect(parse(await empty.text()).querySelector("#arama-hatalari")?.text).toContain("en az birini doldurun");
    const bad = await search({ telefon: "abc" });
    expect(parse(await bad.text()).querySelector("#kv-telefon-hata")?.text).toContain("Geçerli bir telefon");
    // An erasure without terms it can search changes nothing, and says so.
    const before = await db.selectFrom("audit_log").select("id").where("action", "=", "personal-data-erase").execute();
    const refused = await postAs(server, PAGE, { intent: "sil", eposta: "", telefon: "", ad: "" }, { Cookie: manager });
    expect(refused.status).toBe(400);
    expect(parse(await refused.text()).querySelector(".admin-alert")?.text).toContain("hiçbir şey silinmedi");
    expect(await db.selectFrom("audit_log").select("id").where("action", "=", "personal-data-erase").execute()).toEqual(before);
  });

  it("is the Yönetici's: an Editör is refused the screen, the export and the erasure", async () => {
    await fixtures.sendMessage({ ...OTHER, email: "editor.testi@ornek.test" });
    expect((await search({ eposta: "editor.testi@ornek.test" }, editor)).status).toBe(403);
    const exported = await postAs(server, `${PAGE}/disa-aktar`, { eposta: "editor.testi@ornek.test", bicim: "json" }, { Cookie: editor });
    expect(exported.status).toBe(403);
    const erased = await postAs(server, PAGE, { intent: "sil", eposta: "editor.testi@ornek.test" }, { Cookie: editor });
    expect(erased.status).toBe(403);
    expect(await rowsOf("messages", "email", "editor.testi@ornek.test")).toHaveLength(1);
  });
});
