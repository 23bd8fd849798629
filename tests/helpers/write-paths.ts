/**
 * The write paths of public content (issue 37, ADR 037) and the detector that
 * checks them; run by tests/unit/write-paths.test.ts. Every write that
 * changes what visitors see ends with the unit of work,
 * `publicWrite` in app/.server/publishing/unit-of-work.ts, which writes the
 * version, the audit row, the search documents and the one content-version
 * bump of its transaction.
 *
 * Files are parsed with Vite's parser (oxc), as tests/helpers/import-direction.ts
 * does, so comments never count. A file "writes public rows" when it calls a
 * function of PUBLIC_WRITES that it imported from its repository; it "goes
 * through the unit" when it calls `publicWrite` imported from publishing/, or
 * a wrapper of it named in WRAPPERS. The check is per file, not per function:
 * a file that writes in one function and finishes in another passes, and the
 * server tests check that the finish happens (the version, the audit row).
 */
import { posix } from "node:path";
import { parseSync } from "vite";
import { isNode, nodes } from "#tests/helpers/import-direction.ts";

const UNIT = "app/.server/publishing/unit-of-work.ts";
const VERSION = "app/.server/repositories/content-version.ts";

/** The repository functions that write rows visitors see (or that decide what they see), by module. */
export const PUBLIC_WRITES: Record<string, string[]> = {
  "app/.server/repositories/entries.ts": ["insertEntry", "updateEntry", "deleteEntry", "upsertEntry", "markPublished", "markUnpublished"],
  "app/.server/repositories/circulars.ts": ["writeLinks", "deleteLinks"],
  "app/.server/repositories/circular-admin.ts": ["insertCategory", "renameCategory", "setCategoryPosition", "deleteCategory"],
  "app/.server/repositories/firm.ts": [
    "writeSettings",
    "replaceSettings",
    "writePage",
    "replacePage",
    "insertService",
    "writeService",
    "setServicePosition",
    "deleteService",
    "deleteAllServices",
    "putRedirect",
    "retargetRedirects",
    "deleteRedirect",
    "deleteAllRedirects",
  ],
  "app/.server/repositories/tax-deadlines.ts": ["insertDeadline", "updateGenerated", "updateAdminColumns", "insertEvent", "deleteDeadline"],
  "app/.server/repositories/tax-data-writes.ts": [
    "saveTaxSet",
    "updateTaxSetSource",
    "confirmTaxSet",
    "touchTaxSet",
    "replaceIncomeTaxBrackets",
    "saveInvoiceLimit",
    "replaceMtvRates",
    "replaceMtvThresholds",
    "insertVatRatePeriod",
    "insertLatePaymentRate",
    "updateLatePaymentRate",
    "insertHoliday",
    "updateHoliday",
    "deleteHoliday",
  ],
  "app/.server/repositories/wage-figure-writes.ts": ["saveWageFigure"],
  "app/.server/repositories/tax-rule-checks.ts": ["confirmRuleCheck", "setRuleDisplay"],
  "app/.server/repositories/newsletter-issues.ts": ["beginSend"],
  // The e-bülten's topics: the sign-up form on public pages lists them (ADR 064).
  "app/.server/repositories/newsletter-topics.ts": ["insertTopic", "renameTopicRow", "setTopicPosition", "deleteTopic"],
  "app/.server/repositories/english.ts": ["writeEnglishText"],
};

/** Functions that call `publicWrite` for their callers (file → names): calling one goes through the unit. */
export const WRAPPERS: Record<string, string[]> = {
  "app/.server/tax/figures/change.ts": ["recorded"],
  "app/.server/firm/firm-writes.ts": ["keepSettingsChange"],
};

export type WritePath =
  /** A use case: it writes public rows (or none of its own, as search:reindex) and finishes with the unit. */
  | { kind: "use case"; what: string }
  /**
   * A part: it writes public rows (itself or through another part) in the
   * transaction of a use case that finishes with the unit; every file that
   * calls it must be a known write path.
   */
  | { kind: "part"; what: string; writers: string[] };

/** Why a write path may still write an audit row itself (one that records no public change). */
export type DirectAudit = Record<string, string>;

/** A file's imports by local name, and the names it calls. */
interface FileFacts {
  imported: Map<string, { from: string; name: string }>;
  called: Set<string>;
}

/** "#app/x.ts" → "app/x.ts"; "./x.ts" against the importer; a package → undefined. */
function resolve(importer: string, specifier: string): string | undefined {
  if (specifier.startsWith("#app/")) return `app/${specifier.slice("#app/".length)}`;
  if (specifier.startsWith("#server/")) return `server/${specifier.slice("#server/".length)}`;
  if (specifier.startsWith("./") || specifier.startsWith("../")) return posix.normalize(posix.join(posix.dirname(importer), specifier));
  return undefined;
}

const nameOf = (node: unknown): string | undefined => {
  if (!isNode(node)) return undefined;
  if (typeof node.name === "string") return node.name;
  return typeof node.value === "string" ? node.value : undefined;
};

function factsOf(file: string, source: string): FileFacts {
  const result = parseSync(file, source);
  if (result.errors.length > 0) throw new Error(`${file}: cannot parse: ${result.errors[0]?.message}`);
  const imported = new Map<string, { from: string; name: string }>();
  const called = new Set<string>();
  for (const node of nodes(result.program)) {
    if (node.type === "ImportDeclaration" && isNode(node.source) && typeof node.source.value === "string") {
      const from = resolve(file, node.source.value);
      if (!from || !Array.isArray(node.specifiers)) continue;
      for (const spec of node.specifiers) {
        if (!isNode(spec)) continue;
        const local = nameOf(spec.local);
        const name = spec.type === "ImportSpecifier" ? nameOf(spec.imported) : spec.type === "ImportNamespaceSpecifier" ? "*" : "default";
        if (local && name) imported.set(local, { from, name });
      }
    } else if (node.type === "CallExpression" && isNode(node.callee)) {
      const { callee } = node;
      // f(…), or ns.f(…) through `import * as ns`.
      const name =
        callee.type === "Identifier"
          ? nameOf(callee)
          : callee.type === "MemberExpression" && isNode(callee.object) && callee.object.type === "Identifier"
            ? `${nameOf(callee.object)}.${nameOf(callee.property)}`
            : undefined;
      if (name) called.add(name);
    }
  }
  return { imported, called };
}

/** The imported functions a file calls, as "module#name". */
const callsOf = (facts: FileFacts) =>
  [...facts.called].flatMap((called) => {
    const [local = "", member] = called.split(".");
    const target = facts.imported.get(local);
    if (!target) return [];
    if (member === undefined) return [`${target.from}#${target.name}`];
    return target.name === "*" ? [`${target.from}#${member}`] : [];
  });

const PUBLIC_WRITE_KEYS = new Set(Object.entries(PUBLIC_WRITES).flatMap(([file, names]) => names.map((name) => `${file}#${name}`)));
const WRAPPER_KEYS = new Set(Object.entries(WRAPPERS).flatMap(([file, names]) => names.map((name) => `${file}#${name}`)));

/** Whether "module#name" is a writing function of a known part. */
function isPartWriter(known: Record<string, WritePath>, call: string): boolean {
  const [file = "", name = ""] = call.split("#");
  const entry = known[file];
  return entry?.kind === "part" && entry.writers.includes(name);
}

/**
 * The ways `files` (path → source) break the rule, as "file: …" lines:
 * the version raised outside publishing/; public rows written by a file not
 * in `known`; a known use case that does not go through the unit; a part
 * imported by a file that is not a known write path; a write path that
 * writes an audit row itself without a reason in `directAudit`; and entries
 * of `known` that no longer write (so the list stays exact).
 */
export function writePathViolations(files: Map<string, string>, known: Record<string, WritePath>, directAudit: DirectAudit): string[] {
  const found: string[] = [];
  const facts = new Map([...files].map(([file, source]) => [file, factsOf(file, source)]));
  const inUnit = (file: string) => file.startsWith("app/.server/publishing/");
  for (const [file, fact] of facts) {
    const calls = callsOf(fact);
    const imports = [...fact.imported.values()];
    if (!inUnit(file) && file !== VERSION && imports.some((i) => i.from === VERSION && i.name === "bumpContentVersion")) {
      found.push(`${file}: imports bumpContentVersion: only publishing/ raises the content version (call publicWrite).`);
    }
    if (inUnit(file) || file.startsWith("app/.server/repositories/")) continue;
    const writes = calls.filter((call) => PUBLIC_WRITE_KEYS.has(call));
    const throughUnit = calls.some((call) => call === `${UNIT}#publicWrite` || WRAPPER_KEYS.has(call));
    const entry = known[file];
    if (!entry) {
      if (writes.length > 0) {
        found.push(
          `${file}: writes public rows (${writes.map((w) => w.split("#")[1]).join(", ")}) and is not a known write path: finish with publicWrite and add it to WRITE_PATHS.`,
        );
      } else if (throughUnit) {
        found.push(`${file}: calls the unit of work and is not a known write path: add it to WRITE_PATHS.`);
      }
      continue;
    }
    if (entry.kind === "use case" && !throughUnit) {
      found.push(`${file}: a public write path that bypasses the unit of work: it must call publicWrite (publishing/unit-of-work.ts).`);
    }
    if (entry.kind === "part") {
      const callsPart = calls.some((call) => isPartWriter(known, call));
      if (writes.length === 0 && !callsPart) {
        found.push(`${file}: listed as a part of a write path but writes no public rows: remove it from WRITE_PATHS.`);
      }
      for (const [importer, other] of facts) {
        if (importer === file || !callsOf(other).some((call) => call.startsWith(`${file}#`) && isPartWriter(known, call))) continue;
        if (!known[importer]) found.push(`${file}: a part of a write path, called by ${importer}, which is not a known write path.`);
      }
    }
    if (!(file in directAudit) && imports.some((i) => i.from === "app/.server/repositories/audit.ts" && i.name === "recordAudit")) {
      found.push(`${file}: a write path that writes an audit row itself: pass it to publicWrite, or name why in DIRECT_AUDIT.`);
    }
  }
  for (const file of Object.keys(known)) if (!files.has(file)) found.push(`${file}: in WRITE_PATHS but not found.`);
  for (const file of Object.keys(directAudit)) if (!known[file]) found.push(`${file}: in DIRECT_AUDIT but not a write path.`);
  return found;
}
