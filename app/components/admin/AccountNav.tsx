import { NavLink } from "react-router";
import { adminPaths } from "#app/lib/admin-paths.ts";

/** The signed-in admin's own account screens: the side menu's Hesabım group, and tabs between them. */
export const ACCOUNT_SCREENS = [
  { to: adminPaths.password, label: "Şifre" },
  { to: adminPaths.twoFactor, label: "İki adımlı doğrulama" },
  { to: adminPaths.sessions, label: "Oturumlar" },
] as const;

/** The tabs above each account screen: the way between them. */
export function AccountNav() {
  return (
    <nav aria-label="Hesabım" className="admin-subnav">
      <ul>
        {ACCOUNT_SCREENS.map((screen) => (
          <li key={screen.to}>
            <NavLink to={screen.to} end>
              {screen.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
