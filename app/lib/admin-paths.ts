/** The admin area's paths (see paths.ts for the public ones). */
export const ADMIN_ROOT = "/adminpanel";

export const adminPaths = {
  root: ADMIN_ROOT,
  signIn: `${ADMIN_ROOT}/giris`,
  signOut: `${ADMIN_ROOT}/cikis`,
  export: `${ADMIN_ROOT}/disa-aktar`,
  messages: `${ADMIN_ROOT}/mesajlar`,
  subscribers: `${ADMIN_ROOT}/aboneler`,
  subscribersCsv: `${ADMIN_ROOT}/aboneler/csv`,
  outbox: `${ADMIN_ROOT}/postalar`,
  audit: `${ADMIN_ROOT}/kayitlar`,
  password: `${ADMIN_ROOT}/sifre`,
  /** The bin (Çöp kutusu): deleted entries, restorable for 30 days. */
  bin: `${ADMIN_ROOT}/cop-kutusu`,
  /** An entry's history: /adminpanel/gecmis/<list>/<id> (content-lists.ts adminHistoryPath). */
  history: `${ADMIN_ROOT}/gecmis`,
  /** The image library; its POST is the image upload. */
  media: `${ADMIN_ROOT}/medya`,
} as const;

/** Any admin path, also React Router's data requests for them (/adminpanel.data, /adminpanel/haberler.data). */
export const isAdminPath = (pathname: string) =>
  pathname === ADMIN_ROOT || pathname.startsWith(`${ADMIN_ROOT}/`) || pathname.startsWith(`${ADMIN_ROOT}.`);
