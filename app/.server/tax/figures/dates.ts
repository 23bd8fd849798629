/**
 * Vergi verileri by day (issue 14): the gecikme zammı rates, each from its
 * day (6183 md. 51), the KDV rates, each set of them from its day (KDVK
 * md. 28), and the official holidays (2429 s.K.) that move the tax
 * calendar's deadlines. Made as change.ts describes.
 */

import * as writes from "#app/.server/repositories/tax-data-writes.ts";
import { findTaxSet, listLatePaymentRates, listVatRatePeriods } from "#app/.server/repositories/tax-figures.ts";
import { regenerateForHolidays } from "#app/.server/tax/calendar/generate.ts";
import { change, recorded, refused, type TaxDataOutcome, today } from "#app/.server/tax/figures/change.ts";
import { parseFields } from "#app/.server/tax/figures/fields.ts";
import {
  holidayDeleteSchema,
  holidayEditSchema,
  holidaySchema,
  holidayYearSchema,
  lateRateDayProblem,
  lateRateFixSchema,
  lateRateSchema,
  vatRatesSchema,
} from "#app/.server/tax/figures/validation.ts";
import { formatDay } from "#app/.server/tax/money.ts";

// KDV rates (KDVK md. 28, tax-reference §2) ---------------------------------------------------------

const VAT_RATES_SET = "kdv-oranlari";

/**
 * The KDV rates in force from a day after the latest period's (a change by
 * Cumhurbaşkanı Kararı): the KDV tevkifatı calculator offers and accepts them
 * for invoices from that day. Optionally the set's checked day and warning.
 */
export async function addVatRates(form: FormData, adminEmail: string): Promise<TaxDataOutcome> {
  const parsed = parseFields(vatRatesSchema(today()), form);
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const { gecerli, oranlar, kontrol, uyari } = parsed.data;
  return change(async (trx, now) => {
    const set = await findTaxSet(trx, VAT_RATES_SET);
    if (!set) return refused({ gecerli: "KDV oranları veri seti bulunamadı." }, parsed.values);
    const problem = lateRateDayProblem(
      gecerli,
      (await listVatRatePeriods(trx)).map((period) => period.valid_from),
    );
    if (problem) return refused({ gecerli: problem }, parsed.values);
    const period = { valid_from: gecerli, rates: oranlar };
    await writes.insertVatRatePeriod(trx, period);
    // The warning field is on the form with the current warning in it: only a form that sent it changes it.
    const warning = form.has("uyari") ? uyari : set.warning;
    await writes.updateTaxSetSource(trx, VAT_RATES_SET, {
      source: set.source,
      checked_on: kontrol ?? set.checked_on,
      warning,
      updated_at: now,
    });
    await recorded(trx, adminEmail, "tax-vat-rates", VAT_RATES_SET, {
      onceki: { kontrol: set.checked_on, uyari: set.warning },
      yeni: { oranlar: period, kontrol: kontrol ?? set.checked_on, uyari: warning },
    });
    return { ok: true, setId: VAT_RATES_SET, replaced: false };
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
    await regenerateForHolidays(trx, [tarih], adminEmail);
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
    await regenerateForHolidays(trx, [onceki, tarih], adminEmail);
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
    await regenerateForHolidays(trx, [tarih], adminEmail);
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
    await writes.saveTaxSet(
      trx,
      {
        id,
        kind: "tatil",
        year,
        title: `Resmî tatiller ${year}`,
        source: kaynak,
        checked_on: kontrol,
        warning: uyari,
        updated_at: now,
      },
      adminEmail,
    );
    await recorded(trx, adminEmail, "tax-holiday-year", id, { yeni: { kaynak, kontrol, uyari } });
    return { ok: true, setId: id, replaced: false };
  });
}
