/**
 * The request body limits (security/http.ts): the admin's is derived from its largest form as its
 * long-text forms send it (multipart, ADR 035), the uploads and the redirects' CSV import keep their own.
 */
import { describe, expect, it } from "vitest";
import { REDIRECT_CSV_MAX_BYTES } from "#app/.server/firm/redirect-csv.ts";
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
import { PAGE_FIELDS, PAGE_LIMITS } from "#app/lib/firm-forms.ts";
import { KVKK_RIGHTS } from "#app/lib/kvkk.ts";
import { KVKK_DOCUMENT_MAX_BYTES, KVKK_DOCUMENT_MAX_COUNT, kvkkApplicationLimits } from "#app/lib/kvkk-application.ts";
import { ISSUE_FIELDS } from "#app/lib/newsletter-issue-form.ts";
import { paths } from "#app/lib/paths.ts";
import { SERVICE_FIELDS, SERVICE_LIMITS } from "#app/lib/service-form.ts";

/** The bytes of a multipart body (multipart/form-data, the long-text forms' encType) as fetch sends it. */
async function multipartBytes(fields: Record<string, string>): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return (await new Response(form).arrayBuffer()).byteLength;
}

/** The bytes of a form post (application/x-www-form-urlencoded) as a browser sends it. */
const encodedBytes = (fields: Record<string, string>) => Buffer.byteLength(new URLSearchParams(fields).toString());

describe("the request body limits", () => {
  it("counts the widest character a multipart body sends per unit of a string's length, a third of a form post's", async () => {
    // 'ş' and 'ğ' are 2 bytes of UTF-8; '€' 3; '𝄞' 4 bytes in two units. A form post sends each byte as %XX.
    const perUnit = async (text: string) => ((await multipartBytes({ x: text.repeat(1000) })) - (await multipartBytes({ x: "" }))) / 1000;
    expect(await perUnit("ş")).toBe(2);
    expect(await perUnit("€")).toBe(WORST_BYTES_PER_CHARACTER);
    expect((await perUnit("𝄞")) / "𝄞".length).toBeLessThanOrEqual(WORST_BYTES_PER_CHARACTER);
    expect((await perUnit("\n")) / "\n".length).toBeLessThanOrEqual(WORST_BYTES_PER_CHARACTER);
    expect(encodedBytes({ x: "€" }) - "x=".length).toBe(3 * WORST_BYTES_PER_CHARACTER);
  });

  it("derives a form's limit from its fields' limits times the widest character, plus headroom", () => {
    expect(formBodyLimit([100, 20])).toBe(120 * WORST_BYTES_PER_CHARACTER + FORM_HEADROOM_BYTES);
    const entryForm = formBodyLimit([CONTENT_LIMITS.title, CONTENT_LIMITS.body, CONTENT_LIMITS.metaDescription, CONTENT_LIMITS.alt]);
    expect(ADMIN_BODY_LIMIT).toBe(Math.max(entryForm, formBodyLimit(Object.values(SERVICE_LIMITS))));
    expect(ADMIN_BODY_LIMIT).toBeGreaterThan(CONTENT_LIMITS.body * WORST_BYTES_PER_CHARACTER);
    // Below a 600 KB body, which a form post of 100 000 Turkish letters reached: the two could not be told apart.
    expect(ADMIN_BODY_LIMIT).toBeLessThan(600 * 1024);
  });

  it("lets every admin entry form, the e-bülten issue's, a firm page's and a service's through full of the widest characters", async () => {
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
      expect(await multipartBytes(fields), name).toBeLessThanOrEqual(bodyLimitFor(`/adminpanel/${list.adminSegment}`));
    }
    const issue = {
      [ISSUE_FIELDS.subject]: full(ISSUE_LIMITS.subject),
      [ISSUE_FIELDS.preheader]: full(ISSUE_LIMITS.preheader),
      [ISSUE_FIELDS.body]: full(ISSUE_LIMITS.body),
    };
    expect(await multipartBytes(issue)).toBeLessThanOrEqual(bodyLimitFor(adminPaths.newsletter));
    const page = {
      [PAGE_FIELDS.title]: full(PAGE_LIMITS.title),
      [PAGE_FIELDS.metaDescription]: full(PAGE_LIMITS.metaDescription),
      [PAGE_FIELDS.body]: full(PAGE_LIMITS.body),
    };
    expect(await multipartBytes(page)).toBeLessThanOrEqual(bodyLimitFor(`${adminPaths.pages}/about`));
    const service: Record<string, string> = {};
    for (const [key, limit] of Object.entries(SERVICE_LIMITS)) service[SERVICE_FIELDS[key as keyof typeof SERVICE_LIMITS]] = full(limit);
    expect(await multipartBytes(service)).toBeLessThanOrEqual(bodyLimitFor(`${adminPaths.services}/yeni`));
  });

  it("keeps the uploads' and the redirects' CSV import's own limits and the public forms' small one", () => {
    expect(bodyLimitFor(adminPaths.media)).toBe(UPLOAD_BODY_LIMIT);
    expect(UPLOAD_BODY_LIMIT).toBeGreaterThan(ADMIN_BODY_LIMIT);
    expect(bodyLimitFor("/iletisim")).toBe(PUBLIC_BODY_LIMIT);
    // An attachment (issue 23) may be 20 MB, plus multipart's headers.
    expect(bodyLimitFor(adminPaths.attachments)).toBe(ATTACHMENT_MAX_BYTES + 64 * 1024);
    expect(bodyLimitFor(adminPaths.redirects)).toBe(REDIRECT_CSV_MAX_BYTES + FORM_HEADROOM_BYTES);
  });

  it("lets the KVKK application through with three documents at their limit and every field full of the widest characters", async () => {
    const form = new FormData();
    for (const [name, limit] of Object.entries(kvkkApplicationLimits)) form.append(name, "€".repeat(limit));
    for (const right of KVKK_RIGHTS) form.append("haklar", right.id);
    for (const name of ["vatandaslik", "iliski", "yanit_kanali", "web_sitesi"]) form.append(name, "yabanci");
    for (let i = 0; i < KVKK_DOCUMENT_MAX_COUNT; i++) {
      form.append("belgeler", new Blob([new Uint8Array(KVKK_DOCUMENT_MAX_BYTES)], { type: "application/pdf" }), `${"ş".repeat(100)}.pdf`);
    }
    const bytes = (await new Response(form).arrayBuffer()).byteLength;
    expect(bytes).toBeLessThanOrEqual(bodyLimitFor(paths.kvkkApplication.form));
    // And nothing near a fourth document gets in.
    expect(bodyLimitFor(paths.kvkkApplication.form)).toBeLessThan((KVKK_DOCUMENT_MAX_COUNT + 0.5) * KVKK_DOCUMENT_MAX_BYTES);
  });
});
