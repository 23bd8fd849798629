/**
 * Kişisel veri ara's test data (tests/server/personal-data.test.ts): one person put into every
 * table that may hold them, through the site's forms where cheap and inserted for the rest, and
 * the scan of every text column of every table for their e-mail, phone digits and name.
 */
import { type Kysely, sql } from "kysely";
import { expect } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { postAs } from "#tests/helpers/admin.ts";
import type { TestServer } from "#tests/helpers/server.ts";
import { tablesOf } from "#tests/helpers/site-copy.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

export const PERSON = { email: "sukriye.isikligoz@ornek.test", phone: "0312 987 65 43", digits: "3129876543", name: "Şükriye Işıklıgöz" };
export const OTHER = { email: "baska.kisi@ornek.test", phone: "0216 555 44 33", name: "Kemal Başkaoğlu" };
export const PASSWORD = "kisisel-veri-testi-sifresi";

const now = () => new Date().toISOString();

/** The fixtures on one test server and its database. */
export function personalDataFixtures(server: TestServer, db: Kysely<Database>, dialect: "sqlite" | "postgres") {
  /** A contact message through the form, as the visitor sends it. */
  async function sendMessage(who: { email: string; phone: string; name: string }) {
    const response = await postAs(server, "/iletisim", {
      isim: who.name,
      telefon: who.phone,
      eposta: who.email,
      konu: "Danışmanlık",
      mesaj: `Merhaba, ben ${who.name}. Beni ${who.phone} numarasından arayabilirsiniz.`,
    });
    expect(response.status).toBe(303);
  }

  /** An e-bülten sign-up through the form, confirmed through the e-mailed link. */
  async function subscribe(email: string) {
    expect((await postAs(server, "/bulten", { eposta: email }, { Referer: `${server.url}/bulten` })).status).toBe(303);
    const mail = await db.selectFrom("outbox").select("text_body").where("recipient", "=", email).executeTakeFirstOrThrow();
    const link = mail.text_body.match(/\/bulten\/onay\?token=[^\s>)]+/)?.[0];
    expect(link).toBeTruthy();
    expect((await postAs(server, link!, {})).status).toBeLessThan(400);
    return db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
  }

  async function addKvkkApplication(who: { email: string; phone: string; name: string }, number: number) {
    const id = newId();
    const at = now();
    await db
      .insertInto("kvkk_applications")
      .values({
        id,
        reference: `KVKK-2026-${String(number).padStart(4, "0")}`,
        year: 2026,
        number,
        received_at: at,
        due_on: "2026-12-29",
        status: "answered",
        full_name: who.name,
        national_id: "10000000146",
        nationality: null,
        foreign_id: null,
        address: "Atatürk Bulvarı 1, Ankara",
        email: who.email,
        phone: who.phone,
        relation: "visitor",
        relation_detail: "",
        rights: JSON.stringify(["a", "e"]),
        request: `${who.name} olarak verilerimin silinmesini istiyorum.`,
        answer_channel: "email",
        email_confirmed_at: at,
        confirm_token_hash: null,
        answer_body: `<p>Sayın ${who.name}, başvurunuz yanıtlanmıştır.</p>`,
        answered_at: at,
        answered_by: "kv.yonetici@ymm.test",
        answered_via: "email",
        closed_reason: null,
        reminded_warning_at: null,
        reminded_last_at: null,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto("kvkk_application_notes")
      .values({
        id: newId(),
        application_id: id,
        body: `${who.name} telefonla aradı.`,
        admin_email: "kv.yonetici@ymm.test",
        created_at: at,
      })
      .execute();
    await db
      .insertInto("kvkk_application_files")
      .values({
        id: newId(),
        application_id: id,
        side: "request",
        file_name: "kimlik.pdf",
        format: "pdf",
        content_type: "application/pdf",
        bytes: 4,
        data: new Uint8Array([37, 80, 68, 70]),
        created_at: at,
      })
      .execute();
    return id;
  }

  /** The person as an admin too: the account, a session, a token, a recovery code, audit rows, a revision they wrote, a throttle. */
  async function addAdminSide() {
    const adminId = await addAdmin(db, PERSON.email, PASSWORD, () => undefined, "editor");
    await db.updateTable("admins").set({ name: PERSON.name }).where("id", "=", adminId).execute();
    const at = now();
    await db
      .insertInto("sessions")
      .values({ id: newId(), admin_id: adminId, created_at: at, last_seen_at: at, user_agent: "Firefox", ip: "10.0.0.7" })
      .execute();
    await db
      .insertInto("admin_tokens")
      .values({ id: newId(), admin_id: adminId, purpose: "reset", created_at: at, expires_at: at, used_at: null })
      .execute();
    await db
      .insertInto("recovery_codes")
      .values({ id: newId(), admin_id: adminId, code_hash: "abc", created_at: at, used_at: null })
      .execute();
    for (const action of ["create", "update"] as const) {
      await db
        .insertInto("audit_log")
        .values({ id: newId(), admin_email: PERSON.email, action, list: "duyurular", entry_id: "id1", created_at: at, details: null })
        .execute();
    }
    await db
      .insertInto("audit_log")
      .values({
        id: newId(),
        admin_email: "kv.yonetici@ymm.test",
        action: "invite",
        list: "yoneticiler",
        entry_id: PERSON.email,
        created_at: at,
        details: null,
      })
      .execute();
    await db
      .insertInto("revisions")
      .values({
        id: newId(),
        list: "duyurular",
        entry_id: "id1",
        version: 1,
        action: "create",
        snapshot: "{}",
        admin_email: PERSON.email,
        created_at: at,
      })
      .execute();
    await db
      .insertInto("rate_limits")
      .values({ key: `giris:eposta:${PERSON.email}`, count: 2, reset_at: at })
      .execute();
    return adminId;
  }

  const folded = (text: string) => text.toLocaleLowerCase("tr-TR");
  const hasPhone = (text: string) => (text.match(/\d[\d\s\-().+]*\d/g) ?? []).some((run) => run.replace(/\D/g, "").includes(PERSON.digits));

  /** Every row of every table with a text column that names the person: "table:id" (the key of a table without an id). */
  async function scan(): Promise<string[]> {
    const hits: string[] = [];
    for (const table of await tablesOf(db, dialect)) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
      for (const row of rows) {
        const texts = Object.values(row).filter((v): v is string => typeof v === "string");
        if (texts.some((t) => t.toLowerCase().includes(PERSON.email) || hasPhone(t) || folded(t).includes(folded(PERSON.name)))) {
          hits.push(`${table}:${String(row.id ?? row.key ?? JSON.stringify(row))}`);
        }
      }
    }
    return hits.sort();
  }

  return { sendMessage, subscribe, addKvkkApplication, addAdminSide, scan };
}

/** Whether a hit is a kept record (an author column's record, "revisions.admin_email", stands for its table's rows). */
export const keptCovers = (kept: string[], hit: string) =>
  kept.some((k) => {
    const [table, id] = [k.slice(0, k.indexOf(":")), k.slice(k.indexOf(":") + 1)];
    return hit === k || (id.startsWith(`${table}.`) && hit.startsWith(`${table}:`));
  });
