/**
 * The admins' roles (issue 25): four fixed roles, each allowed everything the
 * one below it is. Browser-safe: the menu and the forms show what a role may
 * do; the server decides (`.server/accounts/access.ts`).
 *
 * - Sahip (owner): exactly one; everything, also transferring ownership and
 *   removing admins.
 * - Yönetici (manager): everything else: accounts and roles below Sahip, the
 *   firm's settings, redirects, tax figures and calendar, subscribers, sending
 *   the e-bülten, the outbox, the audit log, export.
 * - Editör (editor): all content: entries, sirküler, pages, services, images,
 *   FAQ, tools; publishing, history and the bin; e-bülten drafts; messages.
 * - Yazar (author): their own drafts (announcements, news, sirküler) and
 *   images; preview; "Yayına hazır" sends a draft to the editors.
 */
export const ROLES = ["author", "editor", "manager", "owner"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Sahip",
  manager: "Yönetici",
  editor: "Editör",
  author: "Yazar",
};

/** One line per role, for the invitation form and the role field. */
export const ROLE_SUMMARIES: Record<Role, string> = {
  owner: "Her şey; sahipliği devretme ve yönetici silme dahil.",
  manager: "Sahiplik dışında her şey: hesaplar, firma bilgileri, vergi verileri, aboneler, e-bülten gönderimi, kayıtlar.",
  editor: "Tüm içerik: yayımlama, zamanlama, geçmiş ve çöp kutusu, sayfalar, hizmetler, e-bülten taslakları, mesajlar.",
  author: "Kendi taslaklarını yazar, görsel yükler, önizler ve “Yayına hazır” olarak editörlere gönderir.",
};

export const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** Whether `role` may do what `needed` may (roles are ordered: Yazar < Editör < Yönetici < Sahip). */
export const roleAtLeast = (role: Role, needed: Role) => ROLES.indexOf(role) >= ROLES.indexOf(needed);

/** The roles an admin with `role` may give (to others or themselves): none above their own, and Sahip only by transfer. */
export const assignableRoles = (role: Role): Role[] => ROLES.filter((r) => r !== "owner" && roleAtLeast(role, r));
