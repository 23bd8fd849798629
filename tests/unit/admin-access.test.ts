import { describe, expect, it } from "vitest";
import { ADMIN_ACCESS, accessOfPath, mayUseList } from "#app/lib/admin-access.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { assignableRoles, roleAtLeast } from "#app/lib/roles.ts";
import { adminRoutes } from "#tests/helpers/route-table.ts";

describe("every admin route declares the role it needs (lib/admin-access.ts)", () => {
  const table = adminRoutes();

  it("finds the admin area's routes in app/routes.ts", () => {
    expect(table.length).toBeGreaterThan(30);
    expect(table.map((row) => row.pattern)).toContain(`${adminPaths.newsletter}/:id/gonder`);
  });

  it.each(table.map((row) => [row.pattern, row.file]))("%s (%s) has a declared role", (pattern) => {
    expect(ADMIN_ACCESS[pattern], `${pattern}: add it to ADMIN_ACCESS in app/lib/admin-access.ts`).toBeDefined();
  });

  it("declares no route that does not exist", () => {
    const patterns = new Set(table.map((row) => row.pattern));
    expect(Object.keys(ADMIN_ACCESS).filter((pattern) => !patterns.has(pattern))).toEqual([]);
  });
});

describe("roles", () => {
  it("are ordered Yazar < Editör < Yönetici < Sahip", () => {
    expect(roleAtLeast("owner", "manager")).toBe(true);
    expect(roleAtLeast("manager", "editor")).toBe(true);
    expect(roleAtLeast("editor", "author")).toBe(true);
    expect(roleAtLeast("author", "editor")).toBe(false);
    expect(roleAtLeast("editor", "manager")).toBe(false);
    expect(roleAtLeast("manager", "owner")).toBe(false);
  });

  it("never give a role above one's own, nor Sahip", () => {
    expect(assignableRoles("owner")).toEqual(["author", "editor", "manager"]);
    expect(assignableRoles("manager")).toEqual(["author", "editor", "manager"]);
    expect(assignableRoles("editor")).toEqual(["author", "editor"]);
    expect(assignableRoles("author")).toEqual(["author"]);
  });

  it("match a concrete path to its most specific pattern (the menu)", () => {
    expect(accessOfPath(adminPaths.media)).toBe("author");
    expect(accessOfPath("/adminpanel/duyurular")).toBe("author");
    expect(accessOfPath(adminPaths.subscribers)).toBe("manager");
    expect(accessOfPath("/adminpanel/bulten/abc")).toBe("editor");
    expect(accessOfPath("/adminpanel/bulten/abc/gonder")).toBe("manager");
    expect(accessOfPath("/adminpanel/yok/yok/yok")).toBeUndefined();
    // ADR 033: an attachment's file for any admin; the upload quotas for the Sahip alone.
    expect(accessOfPath(`${adminPaths.attachments}/${"a".repeat(32)}.pdf`)).toBe("author");
    expect(accessOfPath(adminPaths.uploadQuotas)).toBe("owner");
    // KVKK başvuruları (ADR 055): Yönetici and up, the screens and a person's documents alike.
    expect(accessOfPath(adminPaths.kvkkApplications)).toBe("manager");
    expect(accessOfPath(`${adminPaths.kvkkApplications}/abc`)).toBe("manager");
    expect(accessOfPath(`${adminPaths.kvkkApplications}/abc/ek`)).toBe("manager");
    expect(accessOfPath(`${adminPaths.kvkkApplications}/abc/dosya/def`)).toBe("manager");
  });

  it("let a Yazar use only the lists with drafts", () => {
    expect(mayUseList("author", "sirkuler")).toBe(true);
    expect(mayUseList("author", "duyurular")).toBe(true);
    expect(mayUseList("author", "sorular")).toBe(false);
    expect(mayUseList("author", "araclar")).toBe(false);
    expect(mayUseList("editor", "sorular")).toBe(true);
  });
});
