/**
 * Vergi verileri (issue 14): the office keeps the tax figures the calculators
 * and the tax calendar use. Here: the figure sets for the screen and the MTV
 * template, a year's sets (gelir vergisi tariff, fatura düzenleme sınırı, MTV
 * thresholds and tables), and any set's source; the gecikme rates and the
 * holidays are in dates.ts. Each change is checked (validation.ts,
 * income-tariff.ts, mtv-tables.ts) and made as change.ts describes, so the
 * public pages show it on the next request.
 */
import { getDb } from "#app/.server/db/index.ts";
import * as writes from "#app/.server/repositories/tax-data-writes.ts";
import {
  findTaxSet,
  listInvoiceLimits,
  listLatePaymentRates,
  listTaxSets,
  listVatRatePeriods,
  listWithholdingCodes,
} from "#app/.server/repositories/tax-figures.ts";
import { listAllWageFigures } from "#app/.server/repositories/wage-figure-writes.ts";
import { change, REPLACE_HINT, recorded, refused, setFacts, type TaxDataOutcome, today } from "#app/.server/tax/figures/change.ts";
import { parseFields } from "#app/.server/tax/figures/fields.ts";
import { INCOME_TABLES, parseIncomeTariffForm } from "#app/.server/tax/figures/income-tariff.ts";
import { MTV_ENGINE_BANDS, mtvCsvTemplate, parseMtvCsv } from "#app/.server/tax/figures/mtv-tables.ts";
import { invoiceLimitSchema, mtvImportSchema, parseMtvThresholdForm, taxSetSchema } from "#app/.server/tax/figures/validation.ts";

export { TAX_DATA_AUDIT_LIST, type TaxDataOutcome } from "#app/.server/tax/figures/change.ts";

/** The largest MTV tables file taken (the template is about 1.5 KB). */
export const MTV_FILE_MAX_BYTES = 64 * 1024;

// Reads ---------------------------------------------------------------------------------------------

/** Every figure set and its figures, for the admin screen. */
export async function taxDataScreen() {
  const db = await getDb();
  const [sets, brackets, codes, vatRates, invoiceLimits, mtvRates, mtvThresholds, lateRates, holidays, wageFigures] = await Promise.all([
    listTaxSets(db),
    writes.listAllIncomeTaxBrackets(db),
    listWithholdingCodes(db),
    listVatRatePeriods(db),
    listInvoiceLimits(db),
    writes.listAllMtvRates(db),
    writes.listAllMtvThresholds(db),
    listLatePaymentRates(db),
    writes.listAllHolidays(db),
    listAllWageFigures(db),
  ]);
  return { sets, brackets, codes, vatRates, invoiceLimits, mtvRates, mtvThresholds, lateRates, holidays, wageFigures, today: today() };
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
    await writes.saveTaxSet(
      trx,
      {
        id,
        kind: "gelir-vergisi",
        year,
        title: `Gelir vergisi tarifesi ${year}`,
        source,
        checked_on: checkedOn,
        warning,
        updated_at: now,
      },
      adminEmail,
    );
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
    await writes.saveTaxSet(
      trx,
      {
        id,
        kind: "fatura-siniri",
        year,
        title: `Fatura düzenleme sınırı ${year}`,
        source: kaynak,
        checked_on: kontrol,
        warning: uyari,
        updated_at: now,
      },
      adminEmail,
    );
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
    await writes.saveTaxSet(
      trx,
      {
        id,
        kind: "mtv-esik",
        year,
        title: `MTV taşıt değeri sınırları — ilk tescil yılı ${year}`,
        source,
        checked_on: checkedOn,
        warning,
        updated_at: now,
      },
      adminEmail,
    );
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
      fileError = "Dosya içe aktarılmadı, hiçbir şey değişmedi. Dosyayı düzeltip yeniden seçin:";
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
        { degistir: `${year} yılının MTV tarifesi zaten var. ${REPLACE_HINT} Dosyayı yeniden seçmeniz gerekebilir.` },
        parsed.values,
      );
    }
    await writes.saveTaxSet(
      trx,
      {
        id,
        kind: "mtv",
        year,
        title: `Motorlu taşıtlar vergisi ${year} — (I) ve (I/A) sayılı tarifeler`,
        source: kaynak,
        checked_on: kontrol,
        warning: uyari,
        updated_at: now,
      },
      adminEmail,
    );
    await writes.replaceMtvRates(trx, year, rows);
    await recorded(trx, adminEmail, "tax-mtv-import", id, {
      onceki: existing || old.length > 0 ? { ...(existing ? setFacts(existing) : {}), satirlar: old } : undefined,
      yeni: { kaynak, kontrol, uyari, satirSayisi: rows.length },
    });
    return { ok: true, setId: id, replaced: existing !== undefined };
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

// "Kontrol ettim" -------------------------------------------------------------------------------------

/**
 * An admin confirms a figure set (ADR 020): who and when are recorded, the
 * checked day becomes today, the research note stays for the admin. Works for
 * any set, confirmed or not (a yearly re-check refreshes "son kontrol").
 */
export async function confirmTaxSet(form: FormData, adminEmail: string): Promise<TaxDataOutcome> {
  const id = String(form.get("id") ?? "");
  return change(async (trx, now) => {
    const existing = id ? await findTaxSet(trx, id) : undefined;
    if (!existing) return refused({ id: "Bu veri seti bulunamadı; hiçbir şey değişmedi. Sayfayı yenileyip yeniden deneyin." }, { id });
    const checkedOn = today();
    await writes.confirmTaxSet(trx, id, adminEmail, now, checkedOn);
    await recorded(trx, adminEmail, "tax-set-confirm", id, {
      onceki: { kontrol: existing.checked_on, teyit: existing.confirmed_at, teyitEden: existing.confirmed_by },
      yeni: { kontrol: checkedOn, teyit: now, teyitEden: adminEmail },
    });
    return { ok: true, setId: id, replaced: false };
  });
}
