/**
 * KVKK applications written straight into a test server's database (a complete row, as the
 * public form stores one), for the admin's tests; removed after the test with its notes and files.
 */
import type { Kysely } from "kysely";
import type { Database, KvkkApplication } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { addDays, istanbulDay } from "#app/lib/istanbul-time.ts";
import type { Cleanup } from "#tests/helpers/cleanup.ts";

export async function addKvkkApplication(
  db: Kysely<Database>,
  cleanup: Cleanup,
  fields: Partial<KvkkApplication> & { received_at: string },
): Promise<KvkkApplication> {
  const id = fields.id ?? newId();
  const number = 100_000 + Math.floor(Math.random() * 900_000_000);
  const confirmed = fields.email_confirmed_at === undefined ? fields.received_at : fields.email_confirmed_at;
  const row: KvkkApplication = {
    id,
    reference: `KVKK-2099-${number}`,
    year: 2099,
    number,
    due_on: addDays(istanbulDay(new Date(fields.received_at)), 30),
    status: confirmed ? "received" : "awaiting-confirmation",
    full_name: "Ayşe Yılmaz",
    national_id: "10000000146",
    nationality: null,
    foreign_id: null,
    address: "Atatürk Bulvarı No: 1, Çankaya, Ankara",
    email: `basvuru-${id.slice(-8).toLowerCase()}@ornek.test`,
    phone: "0312 000 00 40",
    relation: "client",
    relation_detail: "",
    rights: JSON.stringify(["a", "e"]),
    request: "Hangi kişisel verilerimi işlediğinizi öğrenmek ve silinmesini istiyorum.",
    answer_channel: "email",
    confirm_token_hash: null,
    answer_body: null,
    answered_at: null,
    answered_by: null,
    answered_via: null,
    closed_reason: null,
    reminded_warning_at: null,
    reminded_last_at: null,
    updated_at: fields.received_at,
    ...fields,
    email_confirmed_at: confirmed,
  };
  await db.insertInto("kvkk_applications").values(row).execute();
  cleanup(async () => {
    await db.deleteFrom("kvkk_application_notes").where("application_id", "=", id).execute();
    await db.deleteFrom("kvkk_application_files").where("application_id", "=", id).execute();
    await db.deleteFrom("kvkk_applications").where("id", "=", id).execute();
  });
  return row;
}

/** A person's document attached to an application (side "request"). */
export async function addKvkkRequestFile(db: Kysely<Database>, applicationId: string, fileName = "kimlik.pdf"): Promise<string> {
  const id = newId();
  const data = new Uint8Array(Buffer.from("%PDF-1.4\n%%EOF\n"));
  await db
    .insertInto("kvkk_application_files")
    .values({
      id,
      application_id: applicationId,
      side: "request",
      file_name: fileName,
      format: "pdf",
      content_type: "application/pdf",
      bytes: data.byteLength,
      data,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}
