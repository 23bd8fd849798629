import { type KeyboardEvent, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { ACCOUNT_SCREENS } from "#app/components/admin/AccountNav.tsx";
import { accessOfPath, mayUseList } from "#app/lib/admin-access.ts";
import { adminListPath, adminPaths } from "#app/lib/admin-paths.ts";
import { CONTENT_LISTS, LIST_NAMES, type ListName } from "#app/lib/content-lists.ts";
import { type Role, roleAtLeast } from "#app/lib/roles.ts";

interface MenuItem {
  to: string;
  label: string;
  /** A screen with screens below it (an e-bülten issue under E-bülten) stays current on them. */
  prefix?: boolean;
  /** Not an admin screen: the public site (a new tab) or a file to download. */
  kind?: "site" | "download";
  /** A content list's screen: a Yazar sees only the lists with drafts. */
  list?: ListName;
}

/** The admin's screens, every one in one group: the side menu (phones: behind "Menü"). */
const MENU_GROUPS: { id: string; label: string; items: MenuItem[] }[] = [
  {
    id: "icerik",
    label: "İçerik",
    items: [
      ...LIST_NAMES.flatMap((name) => [
        { to: adminListPath(name), label: CONTENT_LISTS[name].label, list: name },
        // Sirküler's categories sit right below it.
        ...(name === "sirkuler" ? [{ to: adminPaths.circularCategories, label: "Sirküler kategorileri" }] : []),
      ]),
      { to: adminPaths.media, label: "Görseller" },
      { to: adminPaths.bin, label: "Çöp kutusu" },
    ],
  },
  {
    id: "iletisim",
    label: "İletişim ve e-bülten",
    items: [
      { to: adminPaths.messages, label: "Mesajlar" },
      { to: adminPaths.kvkkApplications, label: "KVKK başvuruları", prefix: true },
      { to: adminPaths.newsletter, label: "E-bülten", prefix: true },
      { to: adminPaths.newsletterTopics, label: "E-bülten konuları" },
      { to: adminPaths.subscribers, label: "Aboneler" },
      { to: adminPaths.outbox, label: "Giden e-postalar" },
      { to: adminPaths.mailSettings, label: "E-posta ayarları" },
    ],
  },
  {
    id: "vergi",
    label: "Vergi",
    items: [
      { to: adminPaths.taxData, label: "Vergi verileri" },
      { to: adminPaths.taxCalendar, label: "Vergi takvimi" },
    ],
  },
  {
    id: "firma",
    label: "Firma",
    items: [
      { to: adminPaths.firm, label: "Firma bilgileri" },
      { to: adminPaths.pages, label: "Sayfalar", prefix: true },
      { to: adminPaths.services, label: "Hizmetler", prefix: true },
      { to: adminPaths.redirects, label: "Yönlendirmeler" },
      { to: adminPaths.setup, label: "Kurulum" },
    ],
  },
  {
    id: "site",
    label: "Site",
    items: [
      { to: "/", label: "Siteyi görüntüle", kind: "site" },
      { to: adminPaths.statistics, label: "İstatistikler" },
      { to: adminPaths.brokenLinks, label: "Kırık bağlantılar" },
      { to: adminPaths.missingPages, label: "Bulunamayan adresler" },
      { to: adminPaths.export, label: "İçeriği dışa aktar (JSON)", kind: "download" },
    ],
  },
  {
    id: "yonetim",
    label: "Yönetim",
    items: [
      { to: adminPaths.admins, label: "Yöneticiler" },
      { to: adminPaths.uploadQuotas, label: "Yükleme kotaları" },
      { to: adminPaths.advertisingWords, label: "Reklam sözcükleri" },
      { to: adminPaths.audit, label: "İşlem kayıtları" },
      { to: adminPaths.personalData, label: "Kişisel veri ara" },
      { to: adminPaths.systemStatus, label: "Sistem durumu" },
      { to: adminPaths.backups, label: "Yedekler" },
    ],
  },
  { id: "hesabim", label: "Hesabım", items: ACCOUNT_SCREENS.map((screen) => ({ to: screen.to, label: screen.label })) },
];

function MenuLink({ item, unread }: { item: MenuItem; unread: number }) {
  if (item.kind === "site") {
    return (
      <a href={item.to} target="_blank" rel="noopener">
        {item.label}
        <span className="visually-hidden"> (yeni sekmede açılır)</span>
      </a>
    );
  }
  if (item.kind === "download") {
    return (
      <a href={item.to} download>
        {item.label}
      </a>
    );
  }
  return (
    <NavLink to={item.to} end={!item.prefix}>
      {item.label}
      {item.to === adminPaths.messages && unread > 0 && (
        <span className="badge">
          {unread}
          <span className="visually-hidden"> okunmamış</span>
        </span>
      )}
    </NavLink>
  );
}

/**
 * The side menu, grouped. On a wide screen it is always shown; on a phone it
 * sits behind a "Menü" button: a <details>, so it opens without JavaScript
 * too, and the browser reports its state (expanded) to assistive technology.
 * Escape closes it and returns to the button; choosing a screen closes it.
 */
/** Whether `role` may open a menu item (the same table the server applies, lib/admin-access.ts). */
function shown(item: MenuItem, role: Role): boolean {
  if (item.kind === "site") return true;
  if (item.list && !mayUseList(role, item.list)) return false;
  const access = accessOfPath(item.to);
  return access === "public" || (access !== undefined && roleAtLeast(role, access));
}

export function AdminMenu({ unread, role }: { unread: number; role: Role }) {
  const groups = MENU_GROUPS.map((group) => ({ ...group, items: group.items.filter((item) => shown(item, role)) })).filter(
    (group) => group.items.length > 0,
  );
  const [open, setOpen] = useState(false);
  const summaryRef = useRef<HTMLElement>(null);
  // A new screen closes the menu (client navigation keeps the same element).
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    setOpen(false);
    summaryRef.current?.focus();
  }

  return (
    <details className="admin-menu" open={open} onToggle={(event) => setOpen(event.currentTarget.open)} onKeyDown={closeOnEscape}>
      <summary ref={summaryRef} className="admin-menu-button">
        Menü
      </summary>
      <nav aria-label="Yönetim bölümleri" className="admin-nav">
        <ul className="admin-nav-home">
          <li>
            <NavLink to={adminPaths.root} end>
              Genel bakış
            </NavLink>
          </li>
        </ul>
        {groups.map((group) => (
          <div key={group.id} className="admin-nav-group">
            {/* Not a name for the list: "İçerik" would then share its name with the editor's İçerik field. */}
            <p className="admin-nav-heading">{group.label}</p>
            <ul>
              {group.items.map((item) => (
                <li key={item.to}>
                  <MenuLink item={item} unread={unread} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        {/* The office's guide (ADR 040): every admin may open it. */}
        <ul className="admin-nav-help">
          <li>
            <NavLink to={adminPaths.help} end>
              Yardım
            </NavLink>
          </li>
        </ul>
      </nav>
    </details>
  );
}
