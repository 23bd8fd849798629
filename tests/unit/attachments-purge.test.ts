/**
 * The hourly maintenance deletes an attachment 30 days after its upload when
 * no circular links to it and no sirküler revision names it; a newer one, a
 * linked one and one a history still names are kept.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import { runMaintenance } from "#app/.server/platform/maintenance.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";
import { makePdf } from "#tests/helpers/pdf.ts";

withFreshAppDatabase({ beforeEach, afterEach, closeDb });

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function attachment(id: string, uploadedDaysAgo: number) {
  const data = makePdf(id);
  await (await getDb())
    .insertInto("attachments")
    .values({
      id,
      file_name: `${id}.pdf`,
      format: "pdf",
      content_type: "application/pdf",
      bytes: data.length,
      data,
      text: id,
      has_text: 1,
      pages: 1,
      admin_email: "ofis@ornek.test",
      created_at: daysAgo(uploadedDaysAgo),
    })
    .execute();
}

async function revision(list: string, entryId: string, attachmentIds: string[]) {
  await (await getDb())
    .insertInto("revisions")
    .values({
      id: `rev-${entryId}`,
      list,
      entry_id: entryId,
      version: 1,
      action: "update",
      snapshot: JSON.stringify({
        title: "Sirküler",
        text: "",
        status: "draft",
        circular: { year: 2026, seq: 1, categoryIds: [], reference: null, attachmentIds },
      }),
      admin_email: "ofis@ornek.test",
      created_at: daysAgo(40),
    })
    .execute();
}

const hex = (n: number) => String(n).repeat(32);

describe("maintenance of attachments", () => {
  it("deletes those nothing names 30 days after their upload, and keeps the linked, the named and the new", async () => {
    await attachment(hex(1), 31); // never saved with a circular: deleted
    await attachment(hex(2), 31); // linked to a circular: kept
    await attachment(hex(3), 31); // named by a sirküler revision (history, bin): kept
    await attachment(hex(4), 29); // uploaded 29 days ago: the form may still be saved
    await attachment(hex(5), 31); // named only by another list's revision: deleted
    await (await getDb())
      .insertInto("circular_attachments")
      .values({ circular_id: "sirkuler-1", attachment_id: hex(2), position: 1 })
      .execute();
    await revision("sirkuler", "sirkuler-2", [hex(3)]);
    await revision("duyurular", "duyuru-1", [hex(5)]);
    const report = await runMaintenance();
    expect(report.unusedAttachments).toBe(2);
    const left = await (await getDb()).selectFrom("attachments").select("id").orderBy("id").execute();
    expect(left.map((row) => row.id)).toEqual([hex(2), hex(3), hex(4)]);
    expect((await runMaintenance()).unusedAttachments).toBe(0);
  });
});
