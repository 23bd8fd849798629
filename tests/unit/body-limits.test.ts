/** The request body limits (security/http.ts): the admin's is derived from its largest form, the upload keeps its own. */
import { describe, expect, it } from "vitest";
import { UPLOAD_BODY_LIMIT } from "#app/.server/media/upload.ts";
import { ISSUE_LIMITS } from "#app/.server/newsletter/issues.ts";
import {
  ADMIN_BODY_LIMIT,
  bodyLimitFor,
  FORM_HEADROOM_BYTES,
  formBodyLimit,
  PUBLIC_BODY_LIMIT,
  WORST_BYTES_PER_CHARACTER,
} from "#app/.server/web/security/http.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { ATTACHMENT_MAX_BYTES } from "#app/lib/circulars.ts";
import { CONTENT_LIMITS, CONTENT_LISTS } from "#app/lib/content-lists.ts";
import { WORKFLOW_FIELDS } from "#app/lib/entry-form.ts";
import { ISSUE_FIELDS } from "#app/lib/newsletter-issue-form.ts";

/** The bytes of a form post (application/x-www-form-urlencoded) as a browser sends it. */
const encodedBytes = (fields: Record<string, string>) => Buffer.byteLength(new URLSearchParams(fields).toString());

describe("the request body limits", () => {
  it("counts the widest character a form post can send per unit of a string's length", () => {
    // 'ş' and 'ğ' are 2 bytes of UTF-8, 6 encoded; '€' 3 bytes, 9 encoded; '𝄞' 4 bytes in two units.
    const perUnit = (text: string) => encodedBytes({ x: text }) - "x=".length;
    expect(perUnit("ş")).toBe(6);
    expect(perUnit("€")).toBe(WORST_BYTES_PER_CHARACTER);
    expect(perUnit("𝄞") / "𝄞".length).toBeLessThanOrEqual(WORST_BYTES_PER_CHARACTER);
    expect(perUnit("\n") / "\n".length).toBeLessThanOrEqual(WORST_BYTES_PER_CHARACTER);
  });

  it("derives a form's limit from its fields' limits times the widest character, plus headroom", () => {
    expect(formBodyLimit([100, 20])).toBe(120 * WORST_BYTES_PER_CHARACTER + FORM_HEADROOM_BYTES);
    const entryForm = formBodyLimit([CONTENT_LIMITS.title, CONTENT_LIMITS.body, CONTENT_LIMITS.metaDescription, CONTENT_LIMITS.alt]);
    expect(ADMIN_BODY_LIMIT).toBe(entryForm);
    expect(ADMIN_BODY_LIMIT).toBeGreaterThan(CONTENT_LIMITS.body * WORST_BYTES_PER_CHARACTER);
  });

  it("lets every admin entry form and the e-bülten issue form through full of the widest characters", () => {
    const full = (length: number) => "€".repeat(length);
    for (const [name, list] of Object.entries(CONTENT_LISTS)) {
      const fields: Record<string, string> = { intent: "kaydet", id: "id0123456789abcdef" };
      for (const field of list.fields) fields[field.name] = full(field.maxLength);
      if (list.workflow) {
        Object.assign(fields, {
          [WORKFLOW_FIELDS.status]: "zamanlanmis",
          [WORKFLOW_FIELDS.publishAt]: "2027-12-01T10:00",
          [WORKFLOW_FIELDS.metaDescription]: full(CONTENT_LIMITS.metaDescription),
          [WORKFLOW_FIELDS.cover]: "0123456789abcdef01234567",
          [WORKFLOW_FIELDS.coverAlt]: full(CONTENT_LIMITS.alt),
          [WORKFLOW_FIELDS.coverDecorative]: "1",
        });
      }
      expect(encodedBytes(fields), name).toBeLessThanOrEqual(bodyLimitFor(`/adminpanel/${list.adminSegment}`));
    }
    const issue = {
      [ISSUE_FIELDS.subject]: full(ISSUE_LIMITS.subject),
      [ISSUE_FIELDS.preheader]: full(ISSUE_LIMITS.preheader),
      [ISSUE_FIELDS.body]: full(ISSUE_LIMITS.body),
    };
    expect(encodedBytes(issue)).toBeLessThanOrEqual(bodyLimitFor(adminPaths.newsletter));
  });

  it("keeps the upload's own limit and the public forms' small one", () => {
    expect(bodyLimitFor(adminPaths.media)).toBe(UPLOAD_BODY_LIMIT);
    expect(UPLOAD_BODY_LIMIT).toBeGreaterThan(ADMIN_BODY_LIMIT);
    expect(bodyLimitFor("/iletisim")).toBe(PUBLIC_BODY_LIMIT);
    // An attachment (issue 23) may be 20 MB, plus multipart's headers.
    expect(bodyLimitFor(adminPaths.attachments)).toBe(ATTACHMENT_MAX_BYTES + 64 * 1024);
  });
});
