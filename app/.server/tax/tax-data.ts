/**
 * Vergi verileri (issue 14): the office keeps the tax figures the calculators
 * and the tax calendar use. Each change is checked (validation/tax-data.ts,
 * validation/mtv-tables.ts), then written in one transaction with its audit
 * row (what it replaced and what it wrote) and a raised content version, so
 * the public pages show it on the next request. A refusal writes nothing.
 */
import type { Transaction } from "kysely";
import { getDb, serializeOn, transaction } from "#app/.server/db/index.ts";
import type { AuditAction, Database, TaxSet } from "#app/.server/db/schema.ts";
import { nowIso } from "#app/.server/ids.ts";
import { istanbulDay } from "#app/.server/publishing.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import * as writes from "#app/.server/repositories/tax-data-writes.ts";
import {
  findTaxSet,
  listInvoiceLimits,
  listLatePaymentRates,
  listTaxSets,
  listVatRatePeriods,
  listWithholdingCodes,
} from "#app/.server/repositories/tax-figures.ts";
import { formatDay } from "#app/.server/tax/money.ts";
import type { FieldErrors } from "#app/.server/validation/forms.ts";
import { MTV_ENGINE_BANDS, mtvCsvTemplate, parseMtvCsv } from "#app/.server/validation/mtv-tables.ts";
import {
  holidayDeleteSchema,
  holidayEditSchema,
  holidaySchema,
  holidayYearSchema,
  INCOME_TABLES,
  invoiceLimitSchema,
  lateRateDayProblem,
  lateRateFixSchema,
  lateRateSchema,
  mtvImportSchema,
  parseFields,
  parseIncomeTariffForm,
  parseMtvThresholdForm,
  taxSetSchema,
} from "#app/.server/validation/tax-data.ts";

/** The audit log's list name for the tax figures. */
export const TAX_DATA_AUDIT_LIST = "vergi-verileri";

/** The largest MTV tables file taken (the template is about 1.5 KB). */
export const MTV_FILE_MAX_BYTES = 64 * 1024;

export type TaxDataOutcome =
  | { ok: true; setId: string; replaced: boolean }
  | { ok: false; errors: FieldErrors; values: Record<string, string>; problems?: string[] };

const today = () => istanbulDay(new Date());

const refused = (errors: FieldErrors, values: Record<string, string>, problems?: string[]): TaxDataOutcome => ({
  ok: false,
  errors,
  values,
  ...(problems ? { problems } : {}),
});

const REPLACE_HINT = "Yerine yazmak için “Mevcut verinin yerine yaz” kutusunu işaretleyin; eski değerler işlem kayıtlarında saklanır.";

/** A set's facts as the audit keeps them. */
const setFacts = (set: TaxSet) => ({ kaynak: set.source, kontrol: set.checked_on, uyari: set.warning });

/**
 * Runs a change in one transaction, one change at a time (the checks against
 * the stored rows, such as the latest gecikme day, hold until it commits).
 */
function change(work: (trx: Transaction<Database>, now: string) => Promise<TaxDataOutcome>): Promise<TaxDataOutcome> {
  return transaction(async (trx) => {
    await serializeOn(trx, TAX_DATA_AUDIT_LIST);
    return work(trx, nowIso());
  });
}

/** The audit row and the content version of a change, in its transaction. */
async function recorded(trx: Transaction<Database>, adminEmail: string, action: AuditAction, setId: string, details: unknown) {
  await recordAudit(trx, { adminEmail, action, list: TAX_DATA_AUDIT_LIST, entryId: setId, details });
  await bumpContentVersion(trx);
}

// Reads ---------------------------------------------------------------------------------------------

/** Every figure set and its figures, for the admin screen. */
export async function taxDataScreen() {
  const db = await getDb();
  const [sets, brackets, codes, vatRates, invoiceLimits, mtvRates, mtvThresholds, lateRates, holidays] = await Promise.all([
    listTaxSets(db),
    writes.listAllIncomeTaxBrackets(db),
    listWithholdingCodes(db),
    listVatRatePeriods(db),
    listInvoiceLimits(db),
    writes.listAllMtvRates(db),
    writes.listAllMtvThresholds(db),
    listLatePaymentRates(db),
    writes.listAllHolidays(db),
  ]);
  return { sets, brackets, codes, vatRates, invoiceLimits, mtvRates, mtvThresholds, lateRates, holidays, today: today() };
}

/** The MTV tables file to edit: the latest year's tables (or the empty layout), and that year. */
export async function mtvTemplate(): Promise<{ year: number | undefined; csv: string }> {
  const db = await getDb();
  const year = await writes.latestMtvYear(db);
  const rows = year === undefined ? [] : await writes.listMtvRatesOfYear(db, year);
  return { year, csv: mtvCsvTemplate(rows.map(({ year: _year, ...row }) => row)) };
}

// Figure sets of a year: added, or replaced after a confirmation ------------------------------------

/** GVK md. 103: a year's tariff, both tables (tax-reference §1). */
export async function saveIncomeTariff(form: FormData, adminEmail: string): Promise<TaxDataOutcome> {
  const parsed = parseIncomeTariffForm(form, today());
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const { year, source, checkedOn, warning, replace, tables } = parsed.data;
  const id = `gelir-vergisi/${year}`;
  return change(async (trx, now) => {
    const existing = await findTaxSet(trx, id);
    const old = await writes.listIncomeTaxBracketsOfYear(trx, year);
    if ((existing || old.length > 0) && !replace) {
      return refused({ degistir: `${year} yılının gelir vergisi tarifesi zaten var. ${REPLACE_HINT}` }, parsed.values);
    }
    await writes.saveTaxSet(trx, {
      id,
      kind: "gelir-vergisi",
      year,
      title: `Gelir vergisi tarifesi ${year}`,
      source,
      checked_on: checkedOn,
      warning,
      updated_at: now,
    });
    for (const { kind } of INCOME_TABLES) await writes.replaceIncomeTaxBrackets(trx, year, kind, tables[kind]);
    await recorded(trx, adminEmail, "tax-tariff", id, {
      onceki: existing ? { ...setFacts(existing), dilimler: old } : undefined,
      yeni: { kaynak: source, kontrol: checkedOn, uyari: warning, dilimler: tables },
    });
    return { ok: true, setId: id, replaced: existing !== undefined };
  });
}

/** VUK md. 232: a year's fatura düzenleme sınırı, the KDV tevkifatı threshold (tax-reference §2.4). */
export async function saveInvoiceLimit(form: FormData, adminEmail: string): Promise<TaxDataOutcome> {
  const parsed = parseFields(invoiceLimitSchema(today()), form);
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const { yil: year, gecerli, tutar, kaynak, kontrol, uyari, degistir } = parsed.data;
  const id = `fatura-siniri/${year}`;
  return change(async (trx, now) => {
    const existing = await findTaxSet(trx, id);
    const old = await writes.findInvoiceLimit(trx, year);
    if ((existing || old) && !degistir)
      return refused({ degistir: `${year} yılının fatura düzenleme sınırı zaten var. ${REPLACE_HINT}` }, parsed.values);
    await writes.saveTaxSet(trx, {
      id,
      kind: "fatura-siniri",
      year,
      title: `Fatura düzenleme sınırı ${year}`,
      source: kaynak,
      checked_on: kontrol,
      warning: uyari,
      updated_at: now,
    });
    await writes.saveInvoiceLimit(trx, { year, valid_from: gecerli, amount: tutar });
    await recorded(trx, adminEmail, "tax-invoice-limit", id, {
      onceki: existing ? { ...setFacts(existing), sinir: old } : undefined,
      yeni: { kaynak, kontrol, uyari, sinir: { year, valid_from: gecerli, amount: tutar } },
    });
    return { ok: true, setId: id, replaced: existing !== undefined };
  });
}

/** MTVK md. 5: the taşıt değeri thresholds of a year of first registration (tax-reference §3.2). */
export async function saveMtvThresholds(form: FormData, adminEmail: string): Promise<TaxDataOutcome> {
  const parsed = parseMtvThresholdForm(form, today());
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const { year, source, checkedOn, warning, replace, limits } = parsed.data;
  const id = `mtv-esik/${year}`;
  const rows = MTV_ENGINE_BANDS.map((band, index) => ({ cc_min: band.ccMin, cc_max: band.ccMax, limits: (limits[index] ?? []).join(",") }));
  return change(async (trx, now) => {
    const existing = await findTaxSet(trx, id);
    const old = await writes.listMtvThresholdsOfYear(trx, year);
    if ((existing || old.length > 0) && !replace) {
      return refused({ degistir: `${year} tescil yılının taşıt değeri sınırları zaten var. ${REPLACE_HINT}` }, parsed.values);
    }
    await writes.saveTaxSet(trx, {
      id,
      kind: "mtv-esik",
      year,
      title: `MTV taşıt değeri sınırları — ilk tescil yılı ${year}`,
      source,
      checked_on: checkedOn,
      warning,
      updated_at: now,
    });
    await writes.replaceMtvThresholds(trx, year, rows);
    await recorded(trx, adminEmail, "tax-mtv-thresholds", id, {
      onceki: existing ? { ...setFacts(existing), sinirlar: old } : undefined,
      yeni: { kaynak: source, kontrol: checkedOn, uyari: warning, sinirlar: rows },
    });
    return { ok: true, setId: id, replaced: existing !== undefined };
  });
}

/** MTVK md. 5 and geçici md. 8: a year's (I) and (I/A) tables from the CSV file, all or nothing (tax-reference §3.2, §3.3). */
export async function importMtvTables(form: FormData, adminEmail: string): Promise<TaxDataOutcome> {
  const parsed = parseFields(mtvImportSchema(today()), form);
  const file = form.get("dosya");
  let fileError: string | undefined;
  let problems: string[] | undefined;
  let reading: ReturnType<typeof parseMtvCsv> | undefined;
  if (!(file instanceof File) || file.size === 0) fileError = "İçe aktarmak için CSV dosyasını seçin.";
  else if (file.size > MTV_FILE_MAX_BYTES) fileError = "Dosya çok büyük (en fazla 64 KB); şablondaki 29 satırlık tabloyu yükleyin.";
  else {
    reading = parseMtvCsv(await file.text());
    if (!reading.ok) {
      fileError = "Dosya içe aktarılmadı; hiçbir şey değişmedi. Düzeltilecekler:";
      problems = reading.problems;
    }
  }
  if (!parsed.ok || fileError || !reading?.ok) {
    const errors = parsed.ok ? {} : { ...parsed.errors };
    if (fileError) errors.dosya = fileError;
    return refused(errors, parsed.values, problems);
  }
  const { yil: year, kaynak, kontrol, uyari, degistir } = parsed.data;
  const rows = reading.rows;
  const id = `mtv/${year}`;
  return change(async (trx, now) => {
    const existing = await findTaxSet(trx, id);
    const old = await writes.listMtvRatesOfYear(trx, year);
    if ((existing || old.length > 0) && !degistir) {
      return refused(
        { degistir: `${year} yılının MTV tarifesi zaten var. ${REPLACE_HINT} Dosyayı yeniden seçmeniz gerekir.` },
        parsed.values,
      );
    }
    await writes.saveTaxSet(trx, {
      id,
      kind: "mtv",
      year,
      title: `Motorlu taşıtlar vergisi ${year} — (I) ve (I/A) sayılı tarifeler`,
      source: kaynak,
      checked_on: kontrol,
      warning: uyari,
      updated_at: now,
    });
    await writes.replaceMtvRates(trx, year, rows);
    await recorded(trx, adminEmail, "tax-mtv-import", id, {
      onceki: existing || old.length > 0 ? { ...(existing ? setFacts(existing) : {}), satirlar: old } : undefined,
      yeni: { kaynak, kontrol, uyari, satirSayisi: rows.length },
    });
    return { ok: true, setId: id, replaced: existing !== undefined };
  });
}

// Gecikme zammı rates (6183 md. 51, tax-reference §4.1) -----------------------------------------------

const LATE_SET = "gecikme";

/** A new monthly rate from a day after the latest one; optionally the set's checked day and warning. */
export async function addLateRate(form: FormData, adminEmail: string): Promise<TaxDataOutcome> {
  const parsed = parseFields(lateRateSchema(today()), form);
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const { gecerli, oran, karar, not, kontrol, uyari } = parsed.data;
  return change(async (trx, now) => {
    const set = await findTaxSet(trx, LATE_SET);
    if (!set) return refused({ gecerli: "Gecikme zammı veri seti bulunamadı." }, parsed.values);
    const days = (await listLatePaymentRates(trx)).map((r) => r.valid_from);
    const problem = lateRateDayProblem(gecerli, days);
    if (problem) return refused({ gecerli: problem }, parsed.values);
    const rate = { valid_from: gecerli, monthly_rate: oran, decree: karar, note: not };
    await writes.insertLatePaymentRate(trx, rate);
    // The warning field is on the form with the current warning in it: only a form that sent it changes it.
    const warning = form.has("uyari") ? uyari : set.warning;
    await writes.updateTaxSetSource(trx, LATE_SET, { source: set.source, checked_on: kontrol ?? set.checked_on, warning, updated_at: now });
    await recorded(trx, adminEmail, "tax-late-rate", LATE_SET, {
      onceki: { kontrol: set.checked_on, uyari: set.warning },
      yeni: { oran: rate, kontrol: kontrol ?? set.checked_on, uyari: warning },
    });
    return { ok: true, setId: LATE_SET, replaced: false };
  });
}

/** The correction of the latest rate (a typo); older rates are history and stay as they are. */
export async function correctLateRate(form: FormData, adminEmail: string): Promise<TaxDataOutcome> {
  const parsed = parseFields(lateRateFixSchema, form);
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const { onceki, gecerli, oran, karar, not } = parsed.data;
  return change(async (trx, now) => {
    const rates = await listLatePaymentRates(trx);
    const latest = rates.at(-1);
    if (!latest || latest.valid_from !== onceki) {
      return refused({ gecerli: "Yalnızca en son oran düzeltilebilir; bu oran artık en son oran değil ya da silinmiş." }, parsed.values);
    }
    const problem = lateRateDayProblem(
      gecerli,
      rates.map((r) => r.valid_from),
      onceki,
    );
    if (problem) return refused({ gecerli: problem }, parsed.values);
    const rate = { valid_from: gecerli, monthly_rate: oran, decree: karar, note: not };
    await writes.updateLatePaymentRate(trx, onceki, rate);
    await writes.touchTaxSet(trx, LATE_SET, now);
    await recorded(trx, adminEmail, "tax-late-rate-fix", LATE_SET, { onceki: latest, yeni: rate });
    return { ok: true, setId: LATE_SET, replaced: true };
  });
}

// Holidays (2429 s.K., tax-reference §5.3) ------------------------------------------------------------

const holidaySetId = (day: string) => `tatil/${day.slice(0, 4)}`;

const noHolidayYear = (day: string) =>
  `${day.slice(0, 4)} yılının resmî tatil listesi yok; önce “Yeni tatil yılı” formuyla listeyi kaynağıyla ekleyin.`;

export async function addHoliday(form: FormData, adminEmail: string): Promise<TaxDataOutcome> {
  const parsed = parseFields(holidaySchema, form);
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const { tarih, ad, yarim } = parsed.data;
  const id = holidaySetId(tarih);
  return change(async (trx, now) => {
    if (!(await findTaxSet(trx, id))) return refused({ tarih: noHolidayYear(tarih) }, parsed.values);
    const existing = await writes.findHoliday(trx, tarih);
    if (existing) {
      return refused(
        { tarih: `${formatDay(tarih)} tarihinde zaten bir tatil var (“${existing.name}”); listedeki “Düzenle” ile değiştirin.` },
        parsed.values,
      );
    }
    const holiday = { date: tarih, name: ad, half_day: yarim ? 1 : 0 };
    await writes.insertHoliday(trx, holiday);
    await writes.touchTaxSet(trx, id, now);
    await recorded(trx, adminEmail, "tax-holiday", id, { yeni: holiday });
    return { ok: true, setId: id, replaced: false };
  });
}

export async function editHoliday(form: FormData, adminEmail: string): Promise<TaxDataOutcome> {
  const parsed = parseFields(holidayEditSchema, form);
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const { onceki, tarih, ad, yarim } = parsed.data;
  const id = holidaySetId(tarih);
  return change(async (trx, now) => {
    const old = await writes.findHoliday(trx, onceki);
    if (!old) return refused({ tarih: "Düzenlenen tatil bulunamadı; başka bir oturumda silinmiş olabilir." }, parsed.values);
    if (!(await findTaxSet(trx, id))) return refused({ tarih: noHolidayYear(tarih) }, parsed.values);
    const clash = tarih === onceki ? undefined : await writes.findHoliday(trx, tarih);
    if (clash) return refused({ tarih: `${formatDay(tarih)} tarihinde zaten bir tatil var (“${clash.name}”).` }, parsed.values);
    const holiday = { date: tarih, name: ad, half_day: yarim ? 1 : 0 };
    await writes.updateHoliday(trx, onceki, holiday);
    await writes.touchTaxSet(trx, holidaySetId(onceki), now);
    await writes.touchTaxSet(trx, id, now);
    await recorded(trx, adminEmail, "tax-holiday-edit", id, { onceki: old, yeni: holiday });
    return { ok: true, setId: id, replaced: true };
  });
}

export async function removeHoliday(form: FormData, adminEmail: string): Promise<TaxDataOutcome> {
  const parsed = parseFields(holidayDeleteSchema, form);
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const { tarih } = parsed.data;
  const id = holidaySetId(tarih);
  return change(async (trx, now) => {
    const old = await writes.findHoliday(trx, tarih);
    if (!old) return refused({ tarih: "Silinecek tatil bulunamadı; başka bir oturumda silinmiş olabilir." }, parsed.values);
    await writes.deleteHoliday(trx, tarih);
    await writes.touchTaxSet(trx, id, now);
    await recorded(trx, adminEmail, "tax-holiday-delete", id, { onceki: old });
    return { ok: true, setId: id, replaced: true };
  });
}

/** A year's holiday list (tatil/<year>), its source first; its holidays are added one by one. */
export async function addHolidayYear(form: FormData, adminEmail: string): Promise<TaxDataOutcome> {
  const parsed = parseFields(holidayYearSchema(today()), form);
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const { yil: year, kaynak, kontrol, uyari } = parsed.data;
  const id = `tatil/${year}`;
  return change(async (trx, now) => {
    if (await findTaxSet(trx, id)) {
      return refused(
        { yil: `${year} yılının tatil listesi zaten var; kaynağını listedeki “Kaynağı düzenle” ile değiştirin.` },
        parsed.values,
      );
    }
    await writes.saveTaxSet(trx, {
      id,
      kind: "tatil",
      year,
      title: `Resmî tatiller ${year}`,
      source: kaynak,
      checked_on: kontrol,
      warning: uyari,
      updated_at: now,
    });
    await recorded(trx, adminEmail, "tax-holiday-year", id, { yeni: { kaynak, kontrol, uyari } });
    return { ok: true, setId: id, replaced: false };
  });
}

// Any set: its source, checked day and warning (after checking its figures again) -----------------------

export async function updateTaxSet(form: FormData, adminEmail: string): Promise<TaxDataOutcome> {
  const parsed = parseFields(taxSetSchema(today()), form);
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const { id, kaynak, kontrol, uyari } = parsed.data;
  return change(async (trx, now) => {
    const existing = await findTaxSet(trx, id);
    if (!existing) return refused({ kaynak: "Veri seti bulunamadı." }, parsed.values);
    await writes.updateTaxSetSource(trx, id, { source: kaynak, checked_on: kontrol, warning: uyari, updated_at: now });
    await recorded(trx, adminEmail, "tax-set", id, { onceki: setFacts(existing), yeni: { kaynak, kontrol, uyari } });
    return { ok: true, setId: id, replaced: true };
  });
}
