/**
 * Sirküler attachments over HTTP, as the admin's browser sends them: an
 * upload to POST /adminpanel/ekler, and the sirküler form's save that links
 * (or unlinks) the files. The test's rows are removed after it.
 */
import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import type { AttachmentSummary } from "#app/lib/circulars.ts";
import type { UploadUsage } from "#app/lib/upload-quota.ts";
import type { Cleanup } from "#tests/helpers/cleanup.ts";
import type { TestServer } from "#tests/helpers/server.ts";

export interface UploadAnswer {
  status: number;
  body: { ok: boolean; error?: string; attachment?: AttachmentSummary; usage?: UploadUsage };
}

/** Uploads a file as the admin of `cookie`; a stored file is removed after the test. */
export async function uploadAs(
  server: TestServer,
  db: Kysely<Database>,
  cookie: string,
  bytes: Uint8Array,
  name: string,
  cleanup: Cleanup,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append("dosya", new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.url}/adminpanel/ekler`, {
    method: "POST",
    body: form,
    headers: { Origin: server.url, Cookie: cookie, Accept: "application/json" },
  });
  const body = (await response.json()) as UploadAnswer["body"];
  const id = body.attachment?.id;
  if (id) {
    cleanup(async () => {
      await db.deleteFrom("circular_attachments").where("attachment_id", "=", id).execute();
      await db.deleteFrom("attachments").where("id", "=", id).execute();
      await db.deleteFrom("audit_log").where("entry_id", "=", id).execute();
    });
  }
  return { status: response.status, body };
}

/** Uploads a file that must be accepted; its summary. */
export async function uploaded(
  server: TestServer,
  db: Kysely<Database>,
  cookie: string,
  bytes: Uint8Array,
  name: string,
  cleanup: Cleanup,
): Promise<AttachmentSummary> {
  const answer = await uploadAs(server, db, cookie, bytes, name, cleanup);
  if (answer.status !== 201 || !answer.body.attachment) throw new Error(`upload refused: ${answer.status} ${answer.body.error}`);
  return answer.body.attachment;
}

/** The sirküler form's POST (categories and attachments repeat their field names). */
export function saveCircular(server: TestServer, cookie: string, fields: [string, string][]) {
  return fetch(`${server.url}/adminpanel/sirkuler`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams([["intent", "kaydet"], ...fields]),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
  });
}

/** A sirküler's fields: `number` "2087/1", the status ("taslak", "yayinda", "zamanlanmis") and attachment ids. */
export const circularFields = (title: string, number: string, status: string, attachmentIds: string[]): [string, string][] => [
  ["baslik", title],
  ["icerik", `<p>${title} hakkında ayrıntılar.</p>`],
  ["numara", number],
  ["kategori", "kategori-kdv"],
  ["durum", status],
  ...attachmentIds.map((id): [string, string] => ["ek", id]),
];

/** Removes the test's circulars (by a title unique to the test), their links and history (a binned one's too), after the test. */
export function forgetCircular(db: Kysely<Database>, title: string, cleanup: Cleanup) {
  cleanup(async () => {
    const live = await db.selectFrom("circulars").select("id").where("title", "=", title).execute();
    // A binned circular's row is gone; its revisions still hold its title.
    const binned = await db
      .selectFrom("revisions")
      .select("entry_id")
      .where("list", "=", "sirkuler")
      .where("snapshot", "like", `%${title}%`)
      .execute();
    const ids = [...new Set([...live.map((row) => row.id), ...binned.map((row) => row.entry_id)])];
    if (ids.length === 0) return;
    await db.deleteFrom("circular_category_links").where("circular_id", "in", ids).execute();
    await db.deleteFrom("circular_attachments").where("circular_id", "in", ids).execute();
    await db.deleteFrom("circulars").where("id", "in", ids).execute();
    await db.deleteFrom("revisions").where("entry_id", "in", ids).execute();
    await db.deleteFrom("entry_authors").where("entry_id", "in", ids).execute();
    await bumpContentVersion(db);
  });
}
