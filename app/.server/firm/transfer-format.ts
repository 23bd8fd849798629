/**
 * The firm's part of a content:export file (firm/transfer.ts reads and
 * writes the database): its types, and the checks an imported file passes
 * before anything is written — zod schemas per key, services unique by id and
 * slug, redirects made canonical with their chains collapsed. The first
 * problem throws FirmImportError, naming where it is in the file.
 */
import { z } from "zod";
import { ENGLISH_KEY, type ExportedEnglish, parseEnglishImport } from "#app/.server/firm/english-transfer.ts";
import { canonicalPath } from "#app/.server/firm/moves.ts";
import { EMPTY_SETTINGS } from "#app/.server/firm-snapshot/snapshot.ts";
import { type FirmSettings, PAGE_KEYS, type PageKey, WEEKDAYS } from "#app/lib/firm.ts";
import { SERVICE_LIMITS, SLUG_PATTERN } from "#app/lib/service-form.ts";
import { isMersisNoShape, isValidTcKimlikNo, isValidVkn } from "#app/lib/turkish-ids.ts";

export class FirmImportError extends Error {}

export const FIRM_KEYS = ["settings", "pages", "services", "redirects", ENGLISH_KEY] as const;

export interface ExportedPage {
  title: string;
  metaDescription: string;
  body: string;
}

export interface ExportedService {
  id: string;
  slug: string;
  fullTitle: string;
  homeTitle: string;
  homeDescription: string;
  metaDescription: string;
  body: string;
  hidden: boolean;
}

export interface ExportedRedirect {
  from: string;
  to: string;
  kind: "auto" | "manual";
}

export interface FirmExport {
  settings: FirmSettings;
  pages: Partial<Record<PageKey, ExportedPage>>;
  services: ExportedService[];
  redirects: ExportedRedirect[];
  /** The English texts (issue 43; firm/english-transfer.ts). */
  english: ExportedEnglish[];
}

export type FirmImport = Partial<FirmExport>;

const httpUrl = z.string().refine((value) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, "must be an http(s) URL");
const optionalUrl = z.union([z.literal(""), httpUrl]);
const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/, "must be a phone number in E.164 (+903120000000)");
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as "09:00"');
const mediaId = z
  .string()
  .regex(/^[0-9a-f]{24}$/, "must be an image id of the media library")
  .nullable();

// Every key may be missing (it reads as empty); a key that is there must be right.
// Unknown keys are kept (a later version's settings read by this one).
const settingsSchema = z.looseObject({
  name: z.string().trim().min(1, "the firm's name is required").max(200),
  shortName: z.string().max(100).optional(),
  tagline: z.string().max(300).optional(),
  founderName: z.string().max(150).optional(),
  founderTitle: z.string().max(200).optional(),
  founderProfileUrl: optionalUrl.optional(),
  street: z.string().max(300).optional(),
  district: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
  postalCode: z.string().max(20).optional(),
  phone: z.union([z.literal(""), e164]).optional(),
  whatsapp: z.union([z.literal(""), e164]).optional(),
  email: z.union([z.literal(""), z.email("must be an e-mail address")]).optional(),
  mapUrl: optionalUrl.optional(),
  social: z
    .array(z.object({ label: z.string().trim().min(1).max(60), url: httpUrl }))
    .max(30)
    .optional(),
  hours: z
    .array(z.object({ days: z.array(z.enum(WEEKDAYS)).min(1), opens: time, closes: time }))
    .max(14)
    .optional(),
  copyrightSince: z.number().int().min(1900).max(2100).optional(),
  metaDescription: z.string().max(SERVICE_LIMITS.metaDescription).optional(),
  logoMediaId: mediaId.optional(),
  founderPhotoMediaId: mediaId.optional(),
  iconMediaId: mediaId.optional(),
  shareImageMediaId: mediaId.optional(),
  defaultServiceId: z.string().max(64).optional(),
  // The legal identity (issue 42): the form's rules, in the file's words.
  tradeName: z.string().max(300).optional(),
  mersisNo: z
    .string()
    .refine((v) => v === "" || isMersisNoShape(v), "must be a MERSİS number of 16 digits")
    .optional(),
  taxOffice: z.string().max(100).optional(),
  taxNumber: z
    .string()
    .refine((v) => v === "" || isValidVkn(v) || isValidTcKimlikNo(v), "must be a valid VKN (10 digits) or T.C. kimlik no (11)")
    .optional(),
  kepAddress: z.union([z.literal(""), z.email("must be an e-mail address")]).optional(),
  chamberName: z.string().max(200).optional(),
  chamberUrl: optionalUrl.optional(),
  rulesUrl: optionalUrl.optional(),
});

const pageSchema = z.object({
  title: z.string().trim().min(1, "a page needs a title").max(200),
  metaDescription: z.string().max(SERVICE_LIMITS.metaDescription).default(""),
  body: z.string().max(SERVICE_LIMITS.body),
});

const serviceSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "id must be 1–64 letters, digits, _ or -"),
  slug: z.string().max(SERVICE_LIMITS.slug).regex(SLUG_PATTERN, "slug must be lower-case a–z, 0–9 and single hyphens"),
  fullTitle: z.string().trim().min(1).max(SERVICE_LIMITS.fullTitle),
  homeTitle: z.string().trim().max(SERVICE_LIMITS.homeTitle).default(""),
  homeDescription: z.string().trim().max(SERVICE_LIMITS.homeDescription).default(""),
  metaDescription: z.string().trim().max(SERVICE_LIMITS.metaDescription).default(""),
  body: z.string().max(SERVICE_LIMITS.body),
  hidden: z.boolean().default(false),
});

const redirectSchema = z.object({
  from: z.string().min(1),
  to: z.string().min(1),
  kind: z.enum(["auto", "manual"]).default("manual"),
});

function check<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path.length ? `.${issue.path.join(".")}` : "";
  throw new FirmImportError(`${where}${path}: ${issue?.message ?? "invalid"}`);
}

/** Reads the firm's keys of a parsed import file (any may be missing); throws FirmImportError on the first problem. */
export function parseFirmImport(data: Record<string, unknown>): FirmImport {
  const firm: FirmImport = {};
  if (data.settings !== undefined)
    firm.settings = { ...EMPTY_SETTINGS, ...check(settingsSchema, data.settings, "settings") } as FirmSettings;
  if (data.pages !== undefined) {
    if (typeof data.pages !== "object" || data.pages === null || Array.isArray(data.pages)) {
      throw new FirmImportError('"pages" must be an object keyed by page (founder, mission, …).');
    }
    const pages: Partial<Record<PageKey, ExportedPage>> = {};
    for (const [key, value] of Object.entries(data.pages)) {
      if (!(PAGE_KEYS as readonly string[]).includes(key))
        throw new FirmImportError(`pages/${key}: unknown page (use ${PAGE_KEYS.join(", ")}).`);
      pages[key as PageKey] = check(pageSchema, value, `pages/${key}`);
    }
    firm.pages = pages;
  }
  if (data.services !== undefined) {
    if (!Array.isArray(data.services)) throw new FirmImportError('"services" must be an array in the order of the site.');
    const services = data.services.map((value, index) => check(serviceSchema, value, `services[${index}]`));
    for (const key of ["id", "slug"] as const) {
      const seen = new Set<string>();
      for (const service of services) {
        if (seen.has(service[key])) throw new FirmImportError(`services: the ${key} "${service[key]}" appears twice.`);
        seen.add(service[key]);
      }
    }
    firm.services = services;
  }
  if (data.redirects !== undefined) {
    if (!Array.isArray(data.redirects)) throw new FirmImportError('"redirects" must be an array of { from, to, kind }.');
    firm.redirects = collapse(data.redirects.map((value, index) => check(redirectSchema, value, `redirects[${index}]`)));
  }
  if (data[ENGLISH_KEY] !== undefined) {
    const english = parseEnglishImport(data[ENGLISH_KEY]);
    if (typeof english === "string") throw new FirmImportError(english);
    firm.english = english;
  }
  return firm;
}

/** Canonical paths, one redirect per source, chains collapsed; a loop or a redirect to itself is refused. */
function collapse(rows: ExportedRedirect[]): ExportedRedirect[] {
  const map = new Map<string, ExportedRedirect>();
  for (const [index, row] of rows.entries()) {
    const from = canonicalPath(row.from);
    const to = canonicalPath(row.to);
    if (!from || !to || !row.to.trim().startsWith("/"))
      throw new FirmImportError(`redirects[${index}]: from and to must be site paths ("/…").`);
    if (from === to) throw new FirmImportError(`redirects[${index}]: ${from} points at itself.`);
    if (map.has(from)) throw new FirmImportError(`redirects[${index}]: ${from} appears twice.`);
    map.set(from, { from, to, kind: row.kind });
  }
  return [...map.values()].map((row) => {
    const seen = new Set([row.from]);
    let to = row.to;
    for (let next = map.get(to); next; next = map.get(to)) {
      if (seen.has(to)) throw new FirmImportError(`redirects: ${row.from} leads round in a loop.`);
      seen.add(to);
      to = next.to;
    }
    return { ...row, to };
  });
}
