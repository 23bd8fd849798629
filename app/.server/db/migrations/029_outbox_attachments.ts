import { type Kysely, PostgresAdapter } from "kysely";

// An e-mail's attachments (issue 42, ADR 055): the answer to a KVKK application goes out
// through the outbox with the office's files. Each attachment is a copy of the file's bytes
// beside its outbox row, so the e-mail is complete on its own: it is sent, retried and
// deleted by retention with its row, whatever happens to the application meanwhile.
// `position` keeps the order the office attached them in.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
  await db.schema
    .createTable("outbox_attachments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("outbox_id", "text", (c) => c.notNull().references("outbox.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("data", binary, (c) => c.notNull())
    .addUniqueConstraint("outbox_attachments_position", ["outbox_id", "position"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("outbox_attachments").execute();
}
