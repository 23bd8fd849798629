/**
 * Kişisel veri ara's use cases (issue 42, ADR 057): search every source for a person,
 * export what was found, erase it in one transaction. Each one writes its audit row in its
 * transaction, naming which kinds of term were searched and how many records each source
 * held, never the terms or the data themselves.
 */
import { randomBytes } from "node:crypto";
import { type Executor, transaction } from "#app/.server/db/index.ts";
import type { AuditAction } from "#app/.server/db/schema.ts";
import { nowIso } from "#app/.server/ids.ts";
import { type Person, personOf, searched } from "#app/.server/personal-data/matching.ts";
import { PERSONAL_DATA_SOURCES } from "#app/.server/personal-data/registry.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { type ErasureResult, PERSONAL_DATA_QUERY, type PersonalDataSourceResult, type PersonTerms } from "#app/lib/personal-data.ts";

export const PERSONAL_DATA_AUDIT_LIST = "kisisel-veri";
/** Written as the reason of a newsletter delivery skipped by an erasure. */
export const ERASURE_REASON = "Kişisel veriler silindi.";

const LIMITS = { email: 254, phone: 40, name: 120 } as const;

/** The terms from the search form's query or the action's form. */
export function readTerms(values: { get(name: string): FormDataEntryValue | string | null }): PersonTerms {
  const read = (name: string) => {
    const value = values.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  return { email: read(PERSONAL_DATA_QUERY.email), phone: read(PERSONAL_DATA_QUERY.phone), name: read(PERSONAL_DATA_QUERY.name) };
}

export interface TermErrors {
  email?: string;
  phone?: string;
  name?: string;
  /** None was given. */
  form?: string;
}

/** Turkish messages for terms that cannot be searched; empty when they can. */
export function termErrors(terms: PersonTerms): TermErrors {
  const errors: TermErrors = {};
  if (terms.email === "" && terms.phone === "" && terms.name === "") {
    errors.form = "E-posta, telefon ya da ad soyad alanlarından en az birini doldurun.";
    return errors;
  }
  if (terms.email !== "" && (terms.email.length > LIMITS.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(terms.email))) {
    errors.email = "Geçerli bir e-posta adresi girin (ör. ad@ornek.com).";
  }
  const digits = terms.phone.replace(/\D/g, "");
  if (terms.phone !== "" && (terms.phone.length > LIMITS.phone || !/^[0-9+()\-\s.]+$/.test(terms.phone) || digits.length < 7)) {
    errors.phone = "Geçerli bir telefon numarası girin (ör. 0312 000 00 40).";
  }
  if (terms.name !== "" && (terms.name.length > LIMITS.name || personOf({ ...terms, email: "", phone: "" }).name.join("").length < 3)) {
    errors.name = "Ad soyadı en az üç harfle yazın.";
  }
  return errors;
}

export const hasErrors = (errors: TermErrors) => Object.keys(errors).length > 0;

async function findAll(db: Executor, person: Person, now: Date): Promise<PersonalDataSourceResult[]> {
  const results: PersonalDataSourceResult[] = [];
  for (const source of PERSONAL_DATA_SOURCES) {
    const records = await source.find(db, person, now);
    const { id, label, tables, held, purpose, retention } = source;
    results.push({ id, label, tables, held, purpose, retention, records });
  }
  return results;
}

/** What the audit keeps of a search: which kinds of term, and the records per source (no terms, no data). */
function auditDetails(terms: PersonTerms, sources: PersonalDataSourceResult[]) {
  return {
    searched: (["email", "phone", "name"] as const).filter((k) => terms[k] !== ""),
    hits: Object.fromEntries(sources.filter((s) => s.records.length > 0).map((s) => [s.id, s.records.length])),
  };
}

/**
 * Every source with what it holds of the person; audited as a search, or as an export when
 * `purpose` says so. The terms must have passed termErrors.
 */
export async function findPersonalData(
  terms: PersonTerms,
  adminEmail: string,
  purpose: "search" | "export" = "search",
): Promise<PersonalDataSourceResult[]> {
  const person = personOf(terms);
  if (!searched(person)) return [];
  const action: AuditAction = purpose === "export" ? "personal-data-export" : "personal-data-search";
  return transaction(async (trx) => {
    const sources = await findAll(trx, person, new Date());
    await recordAudit(trx, { adminEmail, action, list: PERSONAL_DATA_AUDIT_LIST, entryId: null, details: auditDetails(terms, sources) });
    return sources;
  });
}

/**
 * Erases what was found, in one transaction: each source deletes or anonymises its records
 * and keeps the rest; the audit row records the counts. The plan is found again inside the
 * transaction, so what the confirmation listed and a write since then both count.
 */
export async function erasePersonalData(terms: PersonTerms, adminEmail: string): Promise<ErasureResult> {
  const person = personOf(terms);
  if (!searched(person)) return { deleted: 0, anonymised: 0, perSource: [], kept: [] };
  return transaction(async (trx) => {
    const now = new Date();
    const sources = await findAll(trx, person, now);
    const context = { now: nowIso(), pseudonym: `silinmiş yönetici ${randomBytes(3).toString("hex")}`, reason: ERASURE_REASON };
    const result: ErasureResult = { deleted: 0, anonymised: 0, perSource: [], kept: [] };
    for (const [index, source] of PERSONAL_DATA_SOURCES.entries()) {
      const found = sources[index]!;
      const counts = await source.erase(trx, found.records, person, context);
      const kept = found.records.filter((r) => r.treatment === "keep");
      result.deleted += counts.deleted;
      result.anonymised += counts.anonymised;
      result.perSource.push({ id: source.id, label: source.label, ...counts, kept: kept.length });
      for (const r of kept) result.kept.push({ source: source.label, table: r.table, id: r.id, until: r.until, reason: r.reason });
    }
    await recordAudit(trx, {
      adminEmail,
      action: "personal-data-erase",
      list: PERSONAL_DATA_AUDIT_LIST,
      entryId: null,
      details: {
        searched: auditDetails(terms, sources).searched,
        erased: Object.fromEntries(result.perSource.map((s) => [s.id, { deleted: s.deleted, anonymised: s.anonymised, kept: s.kept }])),
      },
    });
    return result;
  });
}
