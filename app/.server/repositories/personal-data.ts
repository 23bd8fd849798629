/**
 * Kişisel veri ara's reads and erasures (issue 42, ADR 057): the rows of every
 * table that may name a person, read broadly (the matching of phones and
 * Turkish names is done by `.server/personal-data/matching.ts`, which SQL on
 * SQLite cannot do), and their deletion or anonymisation by id. E-mail
 * addresses are compared in SQL as lower-case ASCII on both dialects.
 */
import { type Kysely, sql } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { Database } from "#app/.server/db/schema.ts";

const lower = (column: string) => sql<string>`lower(${sql.ref(column)})`;
/** A `like` pattern that narrows rows; an address's "_" matches any letter, so the caller checks each row again. */
const containing = (text: string) => `%${text}%`;

// --- Reads -----------------------------------------------------------------

/** Every contact message (a small table: kept two years); matched by the caller. */
export function allMessages(db: Executor) {
  return db.selectFrom("messages").selectAll().orderBy("created_at").execute();
}

export function subscribersByEmail(db: Executor, email: string) {
  return db.selectFrom("subscribers").selectAll().where(lower("email"), "=", email).orderBy("created_at").execute();
}

/** The firm's own e-mails (not newsletter deliveries): few, kept 90 days after sending; matched by the caller. */
export function ownMail(db: Executor) {
  return db
    .selectFrom("outbox")
    .select(["id", "recipient", "subject", "text_body", "html_body", "headers", "status", "created_at", "sent_at", "last_error"])
    .where("issue_id", "is", null)
    .orderBy("created_at")
    .execute();
}

/** Newsletter deliveries to an address or to one of the subscribers (their bodies are the issue's; left out). */
export function deliveriesTo(db: Executor, email: string, subscriberIds: string[]) {
  return db
    .selectFrom("outbox")
    .select(["id", "recipient", "subject", "status", "created_at", "sent_at", "issue_id", "subscriber_id", "last_error"])
    .where("issue_id", "is not", null)
    .where((eb) =>
      eb.or([
        ...(email === "" ? [] : [eb(lower("recipient"), "=", email)]),
        ...(subscriberIds.length === 0 ? [] : [eb("subscriber_id", "in", subscriberIds)]),
      ]),
    )
    .orderBy("created_at")
    .execute();
}

/** Every KVKK application without its confirmation token's digest; matched by the caller. */
export function allKvkkApplications(db: Executor) {
  return db
    .selectFrom("kvkk_applications")
    .selectAll()
    .orderBy("received_at")
    .execute()
    .then((rows) => rows.map(({ confirm_token_hash: _digest, ...row }) => row));
}

export function kvkkNotesOf(db: Executor, applicationIds: string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db.selectFrom("kvkk_application_notes").selectAll().where("application_id", "in", applicationIds).orderBy("created_at").execute();
}

/** The files' descriptions (not their bytes). */
export function kvkkFilesOf(db: Executor, applicationIds: string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("kvkk_application_files")
    .select(["id", "application_id", "side", "file_name", "format", "content_type", "bytes", "created_at"])
    .where("application_id", "in", applicationIds)
    .orderBy("created_at")
    .execute();
}

/** Every admin account, without the password's hash and the TOTP secret; matched by the caller. */
export function allAdmins(db: Executor) {
  return db
    .selectFrom("admins")
    .select(["id", "email", "name", "role", "created_at", "last_sign_in_at", "password_changed_at", "totp_enabled_at"])
    .orderBy("created_at")
    .execute();
}

/** An account's sessions (not their digests), e-mailed tokens and recovery codes (not their hashes). */
export async function accountRecords(db: Executor, adminIds: string[]) {
  if (adminIds.length === 0) return { sessions: [], tokens: [], codes: [] };
  return {
    sessions: await db
      .selectFrom("sessions")
      .select(["id", "admin_id", "created_at", "last_seen_at", "user_agent", "ip"])
      .where("admin_id", "in", adminIds)
      .execute(),
    tokens: await db
      .selectFrom("admin_tokens")
      .select(["id", "admin_id", "purpose", "created_at", "expires_at", "used_at"])
      .where("admin_id", "in", adminIds)
      .execute(),
    codes: await db
      .selectFrom("recovery_codes")
      .select(["id", "admin_id", "created_at", "used_at"])
      .where("admin_id", "in", adminIds)
      .execute(),
  };
}

/** Audit rows written by the address, or whose details name it. */
export function auditNaming(db: Executor, email: string) {
  return db
    .selectFrom("audit_log")
    .selectAll()
    .where((eb) =>
      eb.or([eb(lower("admin_email"), "=", email), eb(lower("entry_id"), "=", email), eb(lower("details"), "like", containing(email))]),
    )
    .orderBy("created_at")
    .execute();
}

/** Rate-limit counters whose key holds the address (sign-in and password reset count per address). */
export function rateLimitsNaming(db: Executor, email: string) {
  return db.selectFrom("rate_limits").selectAll().where(lower("key"), "like", containing(email)).execute();
}

/**
 * The columns that name an admin by e-mail as the author of a write (each
 * table's "by whom"): the registry's "Yönetici olarak yaptıkları" source.
 */
export const AUTHOR_COLUMNS = [
  ["revisions", "admin_email"],
  ["firm_revisions", "admin_email"],
  ["english_revisions", "admin_email"],
  ["english_texts", "updated_by"],
  ["media", "admin_email"],
  ["attachments", "admin_email"],
  ["newsletter_issues", "admin_email"],
  ["entry_authors", "note_by"],
  ["kvkk_application_notes", "admin_email"],
  ["kvkk_applications", "answered_by"],
  ["mail_settings", "updated_by"],
  ["firm_settings", "updated_by"],
  ["firm_pages", "updated_by"],
  ["services", "updated_by"],
  ["redirects", "created_by"],
  ["tax_sets", "confirmed_by"],
  ["tax_rule_checks", "confirmed_by"],
] as const satisfies readonly (readonly [keyof Database, string])[];
export type AuthorTable = (typeof AUTHOR_COLUMNS)[number][0];

/** How many rows of each author column name the address, with the first and last date. */
export async function authorRows(db: Executor, email: string) {
  const found: { table: AuthorTable; column: string; count: number }[] = [];
  for (const [table, column] of AUTHOR_COLUMNS) {
    const row = await (db as Kysely<Database>)
      .selectFrom(table as "revisions")
      .select(sql<number>`count(*)`.as("count"))
      .where(lower(column), "=", email)
      .executeTakeFirst();
    const count = Number(row?.count ?? 0);
    if (count > 0) found.push({ table, column, count });
  }
  return found;
}

// --- Erasure -----------------------------------------------------------------

type IdTable = "messages" | "subscribers" | "rate_limits";

export async function deleteByIds(db: Executor, table: IdTable, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const column = table === "rate_limits" ? "key" : "id";
  const result = await (db as Kysely<Database>)
    .deleteFrom(table as "messages")
    .where(column as "id", "in", ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A newsletter delivery emptied of the person, its issue and status kept for the send's counts (as the subscriber's erasure does). */
export async function anonymiseDeliveries(db: Executor, ids: string[], reason: string): Promise<number> {
  if (ids.length === 0) return 0;
  await db
    .updateTable("outbox")
    .set({ status: "skipped", last_error: reason })
    .where("id", "in", ids)
    .where("status", "=", "pending")
    .execute();
  const result = await db
    .updateTable("outbox")
    .set((eb) => ({
      recipient: "",
      text_body: "",
      html_body: "",
      headers: "{}",
      subscriber_id: null,
      last_error: eb.case().when("status", "=", "skipped").then(eb.ref("last_error")).else(null).end(),
    }))
    .where("id", "in", ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Replaces the audit rows' author, entry and details (the caller has taken the address out of them). */
export async function rewriteAudit(
  db: Executor,
  rows: { id: string; admin_email: string; entry_id: string | null; details: string | null }[],
): Promise<number> {
  for (const row of rows) {
    await db
      .updateTable("audit_log")
      .set({ admin_email: row.admin_email, entry_id: row.entry_id, details: row.details })
      .where("id", "=", row.id)
      .execute();
  }
  return rows.length;
}

/** Puts `pseudonym` in place of the address in every author column; returns the rows changed. */
export async function replaceAuthor(db: Executor, email: string, pseudonym: string): Promise<number> {
  let changed = 0;
  for (const [table, column] of AUTHOR_COLUMNS) {
    const result = await (db as Kysely<Database>)
      .updateTable(table as "revisions")
      .set({ [column]: pseudonym } as { admin_email: string })
      .where(lower(column), "=", email)
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}
