/**
 * The unit of work of a public write (app/.server/publishing/unit-of-work.ts,
 * ADR 037), on a real database (SQLite, and PostgreSQL when the suite runs
 * on it): a write through it leaves the revision, the audit row, the search
 * document, the queued e-mail and the raised content version in the write's
 * own transaction, raises the version once however many changes the
 * transaction finishes, and a failure after it rolls every part back.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import { readContentVersion } from "#app/.server/repositories/content-version.ts";
import { type Entry, insertEntry } from "#app/.server/repositories/entries.ts";
import { preparedDatabase, type TestDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await preparedDatabase();
  db = openTestDb(database.url);
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const ADMIN = "birim@example.com";

function announcement(title: string, status: Entry["status"] = "published"): Entry {
  const now = nowIso();
  return {
    id: newId(),
    title,
    text: `<p>${title} metni, birim sınaması.</p>`,
    status,
    published_at: status === "published" ? now : null,
    meta_description: null,
    cover_media_id: null,
    cover_alt: null,
    unpublish_at: null,
    created_at: now,
    updated_at: now,
  };
}

/** What the write left behind for an entry: its versions, audit rows, search document, e-mail, and the content version. */
async function traces(id: string, to = "birim-okur@example.com") {
  const revisions = await db.selectFrom("revisions").select(["version", "action"]).where("entry_id", "=", id).execute();
  const audit = await db.selectFrom("audit_log").select(["action", "list", "admin_email", "details"]).where("entry_id", "=", id).execute();
  const documents = await db.selectFrom("search_documents").select(["id", "title"]).where("id", "=", `duyurular:${id}`).execute();
  const mail = await db.selectFrom("outbox").select("subject").where("recipient", "=", to).where("subject", "like", `%${id}%`).execute();
  return { revisions, audit, documents, mail, version: await readContentVersion(db) };
}

/** The unit's whole change for a newly written announcement. */
const created = (entry: Entry, mailTo = "birim-okur@example.com") => ({
  revision: {
    of: "entry" as const,
    list: "duyurular" as const,
    entryId: entry.id,
    action: "create" as const,
    fields: entry,
    adminEmail: ADMIN,
    createdAt: entry.created_at,
  },
  audit: { adminEmail: ADMIN, action: "create" as const, list: "duyurular", entryId: entry.id },
  search: { list: "duyurular" as const, id: entry.id },
  mail: [{ to: mailTo, subject: `Yeni duyuru ${entry.id}`, text: entry.title, html: `<p>${entry.title}</p>` }],
});

describe("publicWrite", () => {
  it("records the revision, the audit row, the search document, the e-mail and one version bump in the write's transaction", async () => {
    const entry = announcement("Birim sınaması duyurusu");
    const before = await readContentVersion(db);
    const done = await db.transaction().execute(async (trx) => {
      await insertEntry(trx, "duyurular", entry);
      return publicWrite(trx, created(entry));
    });
    expect(done).toEqual({ versions: [1], bumped: true });
    const after = await traces(entry.id);
    expect(after.revisions).toEqual([{ version: 1, action: "create" }]);
    expect(after.audit).toEqual([{ action: "create", list: "duyurular", admin_email: ADMIN, details: null }]);
    expect(after.documents).toEqual([{ id: `duyurular:${entry.id}`, title: entry.title }]);
    expect(after.mail).toEqual([{ subject: `Yeni duyuru ${entry.id}` }]);
    expect(after.version).toBe(before + 1);
  });

  it("raises the version once per transaction, however many changes finish in it; a draft's change raises none", async () => {
    const first = announcement("Birim sınaması: birinci");
    const second = announcement("Birim sınaması: ikinci");
    const before = await readContentVersion(db);
    const bumps = await db.transaction().execute(async (trx) => {
      await insertEntry(trx, "duyurular", first);
      await insertEntry(trx, "duyurular", second);
      const one = await publicWrite(trx, [created(first), created(second)]);
      const again = await publicWrite(trx, { audit: { adminEmail: ADMIN, action: "update", list: "duyurular", entryId: first.id } });
      return [one.bumped, again.bumped];
    });
    expect(bumps).toEqual([true, false]);
    expect(await readContentVersion(db)).toBe(before + 1);
    expect((await traces(second.id)).documents).toHaveLength(1);

    const draft = announcement("Birim sınaması: taslak", "draft");
    const done = await db.transaction().execute(async (trx) => {
      await insertEntry(trx, "duyurular", draft);
      return publicWrite(trx, { ...created(draft), mail: [], visible: false });
    });
    expect(done.bumped).toBe(false);
    const traced = await traces(draft.id);
    expect(traced.version).toBe(before + 1);
    expect(traced.revisions).toHaveLength(1);
    expect(traced.audit).toHaveLength(1);
    // A draft has no document: the search shows only what visitors can open.
    expect(traced.documents).toEqual([]);
  });

  it("puts the revision's number in the audit row when asked (the firm's history screens)", async () => {
    const entry = announcement("Birim sınaması: sürüm numarası");
    await db.transaction().execute(async (trx) => {
      await insertEntry(trx, "duyurular", entry);
      await publicWrite(trx, {
        ...created(entry),
        audit: { ...created(entry).audit, details: { changed: ["title"] } },
        versionInAudit: true,
        mail: [],
      });
    });
    const [row] = (await traces(entry.id)).audit;
    expect(JSON.parse(row?.details ?? "null")).toEqual({ version: 1, changed: ["title"] });
  });

  it("leaves nothing behind when the transaction fails after it: no row, version, audit, document, e-mail or bump", async () => {
    const entry = announcement("Birim sınaması: geri alınan");
    const before = await readContentVersion(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await insertEntry(trx, "duyurular", entry);
        await publicWrite(trx, created(entry));
        throw new Error("a later step of the use case failed");
      }),
    ).rejects.toThrow("a later step of the use case failed");
    const after = await traces(entry.id);
    expect(after).toEqual({ revisions: [], audit: [], documents: [], mail: [], version: before });
    expect(await db.selectFrom("announcements").select("id").where("id", "=", entry.id).execute()).toEqual([]);

    // The next transaction is a new one: its write raises the version again.
    const retry = announcement("Birim sınaması: yeniden");
    await db.transaction().execute(async (trx) => {
      await insertEntry(trx, "duyurular", retry);
      await publicWrite(trx, created(retry));
    });
    expect(await readContentVersion(db)).toBe(before + 1);
  });
});
