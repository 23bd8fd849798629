/** The admin area's four lists: labels, URLs and form fields (browser-safe). */

/** Length limits of the content forms, shared by the inputs, the server's schemas and the import. */
export const CONTENT_LIMITS = { title: 200, question: 300, body: 20_000, url: 2_000 } as const;
export type AdminListName = "duyurular" | "haberler" | "sorular" | "araclar";

export interface AdminField {
  name: string;
  label: string;
  multiline?: boolean;
  type?: "text" | "url";
  maxLength: number;
}

export interface AdminList {
  name: AdminListName;
  label: string;
  /** The singular, for headings like "Yeni duyuru". */
  singular: string;
  path: string;
  /** Whether the public pages show a date for its entries. */
  dated: boolean;
  fields: [AdminField, AdminField];
}

/** Announcements and news share their form. */
const POST_FIELDS: [AdminField, AdminField] = [
  { name: "baslik", label: "Başlık", maxLength: CONTENT_LIMITS.title },
  { name: "icerik", label: "İçerik", multiline: true, maxLength: CONTENT_LIMITS.body },
];

export const ADMIN_LISTS: AdminList[] = [
  {
    name: "duyurular",
    label: "Duyurular",
    singular: "duyuru",
    path: "/adminpanel",
    dated: true,
    fields: POST_FIELDS,
  },
  {
    name: "haberler",
    label: "Haberler",
    singular: "haber",
    path: "/adminpanel/haberler",
    dated: true,
    fields: POST_FIELDS,
  },
  {
    name: "sorular",
    label: "Sorular",
    singular: "soru",
    path: "/adminpanel/sorular",
    dated: false,
    fields: [
      { name: "soru", label: "Soru", maxLength: CONTENT_LIMITS.question },
      { name: "cevap", label: "Cevap", multiline: true, maxLength: CONTENT_LIMITS.body },
    ],
  },
  {
    name: "araclar",
    label: "Araçlar",
    singular: "araç",
    path: "/adminpanel/araclar",
    dated: false,
    fields: [
      { name: "baslik", label: "Başlık", maxLength: CONTENT_LIMITS.title },
      { name: "baglanti", label: "Bağlantı", type: "url", maxLength: CONTENT_LIMITS.url },
    ],
  },
];

export function adminListByPath(pathname: string): AdminList | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return ADMIN_LISTS.find((l) => l.path === path);
}

export function adminList(name: AdminListName): AdminList {
  const list = ADMIN_LISTS.find((l) => l.name === name);
  if (!list) throw new Error(`Unknown admin list "${name}"`);
  return list;
}
