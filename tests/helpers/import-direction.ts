/**
 * The code map's rules (issue 20) and the detectors that check them; run by
 * tests/unit/import-direction.test.ts in `npm test`. Imports point downward
 * only, and SQL is written only in app/.server/repositories/ and app/.server/db/.
 * Inside app/.server the tiers (issue 37, ADR 036) are data here too
 * (SERVER_TIERS, FEATURE_CALLS, TIER_EXCEPTIONS); their detectors are in
 * tests/helpers/server-tiers.ts.
 *
 * Every .ts/.tsx file under app/, server/ and scripts/ is parsed (Vite's own
 * parser, oxc), so comments never count and every form of import does:
 * `import`, `import type`, `export … from`, `import("…")` and the type-level
 * `import("…").T`. Specifiers are resolved through package.json "imports"
 * (#app/…) and relative paths before a rule is applied, so `../.server/x.ts`
 * is caught as surely as `#app/.server/x.ts`. A failure names file and line.
 *
 * Why a test and not Biome's noRestrictedImports: that rule matches the
 * specifier as written (a relative spelling slips past a `#app/…` pattern),
 * would spread the table over one override per folder in biome.json, and the
 * SQL half needs a test anyway; here the rules are one table, and the
 * detectors are themselves tested on small fixtures so they cannot rot into
 * passing everything.
 */
import { readFileSync } from "node:fs";
import { posix } from "node:path";
import { parseSync } from "vite";

/** The app shell: above every folder (the document, the route table, the server entry of React Router). */
const SHELL = ["app/root.tsx", "app/routes.ts", "app/entry.server.tsx"];

interface ImportRule {
  /** The importing files: a folder (ending in "/"). */
  files: string;
  /** When given, the only files of this repository the folder may import (packages stay allowed). */
  mayImport?: string[];
  /** Files or folders it must not import. */
  mayNotImport?: string[];
  /** Whether Node's built-in modules (node:…) are refused: the folder's code runs in the browser. */
  browser?: boolean;
  why: string;
}

/** What each folder may import. Folders not listed (routes/, tests/, the shell) may import anything. */
export const IMPORT_RULES: ImportRule[] = [
  {
    files: "app/lib/",
    mayImport: ["app/lib/", "app/styles/"],
    browser: true,
    why: "lib/ is the bottom: browser-safe code, types and enums that the server and the browser share; it imports nothing above it (not even content/, which imports lib/)",
  },
  {
    files: "app/content/",
    mayImport: ["app/content/", "app/lib/"],
    browser: true,
    why: "content/ is the navigation (built from the firm's snapshot) and fixed links, read by the pages and the server alike",
  },
  {
    files: "app/enhance/",
    mayImport: ["app/enhance/", "app/lib/"],
    browser: true,
    why: "enhance/ is the public pages' small browser script: no framework, no server code",
  },
  {
    files: "app/components/",
    mayNotImport: ["app/.server/", "app/routes/", ...SHELL],
    browser: true,
    why: "components are shipped to the browser; what they show of the server comes as props typed in lib/",
  },
  {
    files: "app/.server/",
    mayNotImport: ["app/components/", "app/routes/", "app/enhance/", ...SHELL],
    why: "server code shapes data for the screens (view types in lib/); it never reaches up into the UI",
  },
  {
    files: "server/",
    mayNotImport: ["app/components/", "app/routes/", ...SHELL],
    why: "the Express entry reaches the pages only through React Router's build",
  },
  {
    files: "scripts/",
    mayNotImport: ["app/components/", "app/routes/", ...SHELL],
    why: "the command-line tools use the server's modules, never the UI",
  },
];

// --- The tiers inside app/.server (issue 37, ADR 036) -------------------------

/**
 * app/.server in tiers, bottom first: a file may import its own tier and the
 * tiers below it, never one above. A place is a folder (ending in "/") or a
 * file; the longest place that holds a file decides its tier, so one file of
 * a folder may stand in another tier (web/security/http.ts knows every
 * feature's body limit). Every file of app/.server is in a tier.
 */
export const SERVER_TIERS: { name: string; places: string[]; why: string }[] = [
  {
    name: "kernel",
    // db/url.ts (DATABASE_URL's reading) is a place of its own: config.ts reads it, and db/ reads config.ts.
    // offsite-settings.ts (the restic variables' reading, ADR 052) is config.ts's too.
    places: ["config.ts", "log.ts", "ids.ts", "offsite-settings.ts", "db/", "db/url.ts", "repositories/"].map((p) => `app/.server/${p}`),
    why: "configuration, logging, ids, the connection and every SQL statement: they know no feature",
  },
  {
    name: "shared",
    places: ["text/", "web/", "firm-snapshot/", "mail/", "search/", "publishing/"].map((p) => `app/.server/${p}`),
    why: "what several features write with: rich text and CSV, forms and pages (web/), the firm as the public reads it, the mail outbox, the search index and its sync, the content write's unit of work",
  },
  {
    name: "features",
    places: [
      "accounts/",
      "analytics/",
      "attachments/",
      "backups/",
      "contact/",
      "content/",
      "english/",
      "firm/",
      "kvkk/",
      "links/",
      "mail-settings/",
      "media/",
      "newsletter/",
      "personal-data/",
      "privacy/",
      "sitemap/",
      "tax/",
    ].map((p) => `app/.server/${p}`),
    why: "one folder per thing the site does; one feature calls another only as FEATURE_CALLS says",
  },
  {
    name: "composition",
    places: ["overview/", "platform/", "web/security/http.ts"].map((p) => `app/.server/${p}`),
    why: "what puts the features together: Genel bakış and the admin shell, the process's start, timers and mail worker, the HTTP layer's limits",
  },
];

/**
 * Which feature folder may import which (besides the tiers below): a
 * directed graph without a circle, checked by the test. A feature not named
 * on the left calls no other feature.
 */
export const FEATURE_CALLS: Record<string, string[]> = {
  "app/.server/attachments/": ["app/.server/accounts/"],
  // KVKK başvuruları read the person's documents and check the answer's files in the upload pipeline's reading process (ADR 032, 055, 058).
  "app/.server/kvkk/": ["app/.server/attachments/"],
  // E-posta ayarları seal the SMTP password with the accounts' secret box (ADR 049).
  "app/.server/mail-settings/": ["app/.server/accounts/"],
  "app/.server/media/": ["app/.server/accounts/"],
  // Yedekler's download asks the Sahip's password and code again (accounts/reauthenticate.ts).
  "app/.server/backups/": ["app/.server/accounts/"],
  // The consent version keeps the KVKK notice with its generated processing section (ADR 056).
  "app/.server/firm/": ["app/.server/media/", "app/.server/privacy/"],
  // The consent record keeps the KVKK notice as shown, its generated processing section included (ADR 056).
  "app/.server/newsletter/": ["app/.server/accounts/", "app/.server/content/", "app/.server/privacy/"],
  // The çerez politikası names the cookies as accounts/cookie.ts sets them (ADR 056).
  // …and the period a KVKK application is kept as the office set it (kvkk/admin-read.ts, ADR 055).
  "app/.server/privacy/": ["app/.server/accounts/", "app/.server/kvkk/"],
  "app/.server/content/": ["app/.server/accounts/", "app/.server/firm/", "app/.server/media/"],
  // The English tab (issue 43, ADR 061): a published English service's new address redirects the old one (firm/moves.ts).
  "app/.server/english/": ["app/.server/firm/"],
  // Kişisel veri ara shows how long an admin's sessions last (accounts/sessions.ts's constants) and
  // how long a KVKK application is kept (the office's setting, kvkk/admin-read.ts).
  "app/.server/personal-data/": ["app/.server/accounts/", "app/.server/kvkk/"],
};

/**
 * Today's imports against the tiers, each with why it stays for now: "file →
 * imported file". The list may only shrink: the test fails when an entry is
 * no longer needed, as it fails on a new violation (as SQL_EXCEPTIONS).
 */
export const TIER_EXCEPTIONS: Record<string, string> = {
  "app/.server/db/migrations/022_statistics_bounded.ts → app/.server/analytics/bounds.ts":
    "the migration bounds the rows kept before it with the caps of its day; an applied migration is never edited (a copy of the caps would be the fix)",
  "app/.server/db/migrations/022_statistics_bounded.ts → app/.server/analytics/stored-values.ts":
    "the migration rewrites the stored values as the flush stores them; as above, an applied migration is never edited",
  "app/.server/db/migrations/025_stored_rich_text.ts → app/.server/text/rich-text.ts":
    "the migration stores the old bodies as the editor stores rich text (ADR 046); as 022, an applied migration is never edited",
  "app/.server/db/seed.ts → app/.server/text/rich-text.ts":
    "the sample content is stored as the editor stores rich text; the seed runs at the database's first open (moving it to platform/startup.ts, as the search's build, is the fix)",
  "app/.server/search/documents.ts → app/.server/tax/calendar/public.ts":
    "the index holds the tax deadlines as visitors see them (confirmed only, ADR 020); the view belongs to the calendar (a deadline indexer handed to the search by tax/ is the fix)",
  "app/.server/content/circular-newsletter.ts → app/.server/newsletter/issues.ts":
    "a sirküler's save drafts its e-bülten issue with the issue's limits, audit list and quoting, while the newsletter quotes published posts (moving the issue's rules to a shared module is the fix)",
};

/** Where SQL may be written: the repositories (all queries) and the database layer (connection, migrations, seed). */
export const SQL_HOMES = ["app/.server/repositories/", "app/.server/db/"];

/** Files outside SQL_HOMES that may hold SQL, each with its reason. Kept short; each must still need it. */
export const SQL_EXCEPTIONS: Record<string, string> = {
  "scripts/db-copy.ts": "copies every table between two databases, as the migrations do: a database tool, not the app",
  "scripts/bench-newsletter.ts": "writes 10 000 subscribers straight into a throw-away database and reads the outbox to measure a send",
  "scripts/bench-durability.ts": "measures SQLite itself on a throw-away file",
  "scripts/bench-sitemap.ts": "writes 200 000 entries straight into a throw-away database and measures the sitemap built from them",
  "scripts/bench-search.ts": "measures the search index's size on disk in a throw-away database",
  "scripts/lib/corpus-database.ts":
    "writes the benchmarks' 10 000 sirküler and news items straight into a throw-away database (bench:search, bench:backup)",
  "scripts/bench-backup.ts": "opens a transaction on a throw-away database to rebuild its search index before timing a backup",
};

/** The folders whose files the check reads (tests/ are out of scope: they may reach into any layer). */
export const SOURCE_ROOTS = ["app", "server", "scripts"];

// --- Resolving specifiers ----------------------------------------------------

const packageImports = (JSON.parse(readFileSync("package.json", "utf8")) as { imports: Record<string, string> }).imports;

/**
 * The repository path a specifier names, or undefined for a package (react,
 * node:fs, virtual:…). "#app/x.ts" → "app/x.ts" through package.json
 * "imports"; "./x.ts" and "../x.ts" against the importing file's folder.
 */
export function resolveSpecifier(importer: string, specifier: string): string | undefined {
  const path = specifier.replace(/\?.*$/, "");
  for (const [pattern, target] of Object.entries(packageImports)) {
    const prefix = pattern.replace(/\*$/, "");
    if (path.startsWith(prefix)) return posix.normalize(posix.join(target.replace(/\*$/, ""), path.slice(prefix.length)));
  }
  if (path.startsWith("./") || path.startsWith("../")) return posix.normalize(posix.join(posix.dirname(importer), path));
  return undefined;
}

// --- Walking the syntax tree -------------------------------------------------

/** An ESTree node as oxc gives it: a type, its offsets, and its children under any key. */
export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";

export function* nodes(value: unknown): Generator<Node> {
  if (Array.isArray(value)) {
    for (const item of value) yield* nodes(item);
  } else if (isNode(value)) {
    yield value;
    for (const [key, child] of Object.entries(value)) if (key !== "parent" && typeof child === "object") yield* nodes(child);
  }
}

function parse(file: string, source: string): Node {
  const result = parseSync(file, source);
  if (result.errors.length > 0) throw new Error(`${file}: cannot parse: ${result.errors[0]?.message}`);
  return result.program as unknown as Node;
}

/** 1-based line of an offset (oxc gives UTF-16 offsets, as JavaScript strings count). */
const lineOf = (source: string, offset: number) => source.slice(0, offset).split("\n").length;

/** A string literal's value, or a template literal's when it has no `${}` (import(`…`)). */
function literalText(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral" && Array.isArray(node.expressions) && node.expressions.length === 0) {
    return templateText(node);
  }
  return undefined;
}

/** A template literal's text, each `${}` standing in as a name (so "from ${table}" still reads as SQL). */
function templateText(node: Node): string {
  const quasis = Array.isArray(node.quasis) ? node.quasis : [];
  return quasis
    .map((quasi) => {
      const value = isNode(quasi) ? (quasi.value as { cooked?: string | null; raw: string }) : undefined;
      return value?.cooked ?? value?.raw ?? "";
    })
    .join("x");
}

const IMPORTING_NODES = new Set([
  "ImportDeclaration",
  "ExportNamedDeclaration",
  "ExportAllDeclaration",
  "ImportExpression",
  "TSImportType",
]);

/** Every module a file names in an import or re-export, with its line. */
export function importsOf(file: string, source: string): { specifier: string; line: number }[] {
  const found: { specifier: string; line: number }[] = [];
  for (const node of nodes(parse(file, source))) {
    if (!IMPORTING_NODES.has(node.type)) continue;
    const specifier = literalText(node.source);
    if (specifier !== undefined) found.push({ specifier, line: lineOf(source, node.start) });
  }
  return found;
}

// --- The import rules --------------------------------------------------------

const within = (path: string, places: string[]) => places.some((place) => (place.endsWith("/") ? path.startsWith(place) : path === place));

/** The imports of a file that break IMPORT_RULES, as "file:line: …" lines. */
export function importViolations(file: string, source: string): string[] {
  const rule = IMPORT_RULES.find((r) => file.startsWith(r.files));
  if (!rule) return [];
  return importsOf(file, source).flatMap(({ specifier, line }) => {
    const target = resolveSpecifier(file, specifier);
    const refused =
      target === undefined
        ? rule.browser === true && specifier.startsWith("node:")
        : (rule.mayImport !== undefined && !within(target, rule.mayImport)) || within(target, rule.mayNotImport ?? []);
    if (!refused) return [];
    const allowed = rule.mayImport
      ? `may import only ${rule.mayImport.join(", ")} and packages`
      : `may not import ${rule.mayNotImport?.join(", ")}`;
    // A relative specifier is shown with the file it names.
    const named = specifier.startsWith(".") ? `"${specifier}" (${target})` : `"${specifier}"`;
    return [`${file}:${line}: imports ${named}: ${rule.files} ${allowed}${rule.browser ? " (no node: built-ins)" : ""}. ${rule.why}.`];
  });
}

// --- SQL outside the repositories --------------------------------------------

/** Kysely's query builders and runners: a query begins or runs here. */
const QUERY_METHODS = new Set([
  "selectFrom",
  "insertInto",
  "replaceInto",
  "updateTable",
  "deleteFrom",
  "mergeInto",
  "execute",
  "executeTakeFirst",
  "executeTakeFirstOrThrow",
  "executeQuery",
]);

/** SQL written as text: a statement's opening words, in any case. */
const RAW_SQL = [
  /\bselect\b[\s\S]*?\bfrom\s+["`\w]/i,
  /\binsert\s+(?:or\s+\w+\s+)?into\s+["`\w]/i,
  /\bupdate\s+["`\w.]+\s+set\b/i,
  /\bdelete\s+from\s+["`\w]/i,
  /\b(?:create|alter|drop)\s+(?:table|index)\b/i,
];

const calleeName = (node: Node): string | undefined => {
  const callee = node.callee;
  if (!isNode(callee) || callee.type !== "MemberExpression" || !isNode(callee.property)) return undefined;
  return typeof callee.property.name === "string" ? callee.property.name : undefined;
};

/** Kysely's `sql` tag and helpers: sql`…`, sql<number>`…`, sql.raw(…), sql.ref(…)… */
const isSqlTag = (node: unknown): boolean =>
  isNode(node) &&
  ((node.type === "Identifier" && node.name === "sql") ||
    (node.type === "MemberExpression" && isNode(node.object) && node.object.type === "Identifier" && node.object.name === "sql"));

/** Where a file outside the SQL homes writes or runs SQL, as "file:line: …" lines. */
export function sqlViolations(file: string, source: string): string[] {
  if (within(file, SQL_HOMES)) return [];
  const found: string[] = [];
  const report = (node: Node, what: string) =>
    found.push(`${file}:${lineOf(source, node.start)}: ${what}: SQL belongs in ${SQL_HOMES.join(" or ")} (a use case calls a repository).`);
  for (const node of nodes(parse(file, source))) {
    if (node.type === "CallExpression") {
      const name = calleeName(node);
      if (name && QUERY_METHODS.has(name)) report(node, `.${name}(…)`);
      else if (isSqlTag(node.callee) && isNode(node.callee) && node.callee.type === "MemberExpression") report(node, "sql.…(…)");
    } else if (node.type === "TaggedTemplateExpression" && isSqlTag(node.tag)) {
      report(node, "sql`…`");
    } else if (node.type === "Literal" || node.type === "TemplateLiteral") {
      const text = node.type === "Literal" ? literalText(node) : templateText(node);
      const match = text === undefined ? null : RAW_SQL.map((pattern) => text.match(pattern)).find((m) => m !== null);
      if (match) report(node, `SQL text "${match[0].replace(/\s+/g, " ").slice(0, 40)}"`);
    }
  }
  return found;
}
