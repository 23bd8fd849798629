import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import {
  adminIssue,
  adminIssues,
  archivedIssue,
  archivedIssues,
  removeIssueDraft,
  saveIssueDraft,
} from "#app/.server/newsletter/issues.ts";
import { updateIssue } from "#app/.server/repositories/newsletter-issues.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";

withFreshAppDatabase({ beforeEach, afterEach, closeDb });

const ADMIN = "editor@ornek.test";

async function draft(subject = "Kasım bülteni") {
  const saved = await saveIssueDraft(undefined, { subject, preheader: "Kısa özet", body: "<p>Merhaba</p>" }, ADMIN);
  if (!saved.ok) throw new Error(JSON.stringify(saved));
  return saved.id;
}

describe("e-bülten drafts", () => {
  it("are saved sanitized with their audit row, and listed for the admin but not in the archive", async () => {
    const saved = await saveIssueDraft(
      undefined,
      { subject: "  Kasım bülteni ", preheader: "", body: '<p onclick="x()">Merhaba</p><script>alert(1)</script>' },
      ADMIN,
    );
    expect(saved.ok).toBe(true);
    const id = saved.ok ? saved.id : "";
    expect(await adminIssue(id)).toMatchObject({ subject: "Kasım bülteni", body: "<p>Merhaba</p>", status: "draft", sent_at: null });
    expect((await adminIssues()).map((i) => i.id)).toEqual([id]);
    expect(await archivedIssues()).toEqual([]);
    expect(await archivedIssue(id)).toBeUndefined();
    // Beside the tax calendar's own rows, which the test database comes with.
    const audit = await (await getDb())
      .selectFrom("audit_log")
      .select(["action", "list", "entry_id"])
      .where("action", "!=", "tax-calendar-generate")
      .execute();
    expect(audit).toEqual([{ action: "create", list: "e-bulten", entry_id: id }]);
  });

  it("refuse an empty subject or body and an over-long preheader, with Turkish messages, storing nothing", async () => {
    const result = await saveIssueDraft(undefined, { subject: " ", preheader: "x".repeat(151), body: "<p> </p>" }, ADMIN);
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: { subject: "Konu boş olamaz.", preheader: "Ön metin en fazla 150 karakter olabilir.", body: "İçerik boş olamaz." },
    });
    expect(await adminIssues()).toEqual([]);
  });

  it("cannot be changed or deleted once their send began, and then are in the archive", async () => {
    const id = await draft();
    await updateIssue(await getDb(), id, { status: "sending", sent_at: new Date().toISOString() });
    expect(await saveIssueDraft(id, { subject: "Değişti", preheader: "", body: "<p>Yeni</p>" }, ADMIN)).toEqual({
      ok: false,
      reason: "locked",
    });
    expect(await removeIssueDraft(id, ADMIN)).toBe(false);
    expect(await adminIssue(id)).toMatchObject({ subject: "Kasım bülteni" });
    expect((await archivedIssues()).map((i) => i.id)).toEqual([id]);
    expect((await archivedIssue(id))?.subject).toBe("Kasım bülteni");
  });

  it("are deleted as drafts, and an unknown id is no issue", async () => {
    const id = await draft();
    expect(await removeIssueDraft(id, ADMIN)).toBe(true);
    expect(await adminIssue(id)).toBeUndefined();
    expect(await saveIssueDraft(id, { subject: "x", preheader: "", body: "<p>y</p>" }, ADMIN)).toEqual({ ok: false, reason: "locked" });
    expect(await archivedIssue("x".repeat(500))).toBeUndefined();
  });
});
