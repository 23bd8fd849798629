import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { AdminMenu } from "#app/components/admin/AdminMenu.tsx";
import { LoadingOverlay } from "#app/components/admin/LoadingOverlay.tsx";
import { helpPathFor } from "#app/lib/admin-help.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import type { AdminShellData } from "#app/lib/admin-shell.ts";
import { ROLE_LABELS } from "#app/lib/roles.ts";

/**
 * The admin area's frame: the firm and who is signed in (with their role), the
 * link to this screen's section of Yardım (one table, lib/admin-help.ts), the
 * side menu for that role, the screen.
 */
export function AdminShell({ shell, children }: { shell: AdminShellData; children: ReactNode }) {
  const help = helpPathFor(useLocation().pathname);
  return (
    <div className="admin">
      <a href="#icerik" className="skip-link">
        İçeriğe geç
      </a>
      <header className="admin-header">
        <div className="admin-header-inner">
          <p className="admin-brand">
            {shell.firmName} <span>Yönetim paneli</span>
          </p>
          <div className="admin-user">
            {help && (
              <Link to={help} className="admin-help-link">
                Bu ekranın yardımı
              </Link>
            )}
            <span className="admin-user-email">
              {shell.email} <span className="admin-user-role">({ROLE_LABELS[shell.role]})</span>
            </span>
            <Form method="post" action={adminPaths.signOut}>
              <button type="submit" className="button button-outline button-small">
                Çıkış Yap
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="admin-frame">
        <AdminMenu unread={shell.unread} role={shell.role} />
        <main id="icerik" tabIndex={-1} className="admin-main">
          {children}
        </main>
      </div>
      <LoadingOverlay />
    </div>
  );
}
