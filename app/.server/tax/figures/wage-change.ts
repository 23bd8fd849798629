/**
 * Vergi verileri → Ücret ve tazminat (issue 27): a wage figure period added,
 * or its figures replaced after the explicit tick, as change.ts describes (one
 * transaction with its audit row and a raised content version; a refusal
 * writes nothing). Checked against the stored periods in the transaction: no
 * two periods of a kind share a day, and a Hazine indirimi is never above the
 * employer's SGK rate of the days it shares with it.
 */
import type { Transaction } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { saveTaxSet } from "#app/.server/repositories/tax-data-writes.ts";
import { findTaxSet } from "#app/.server/repositories/tax-figures.ts";
import { findWageFigure, listOverlappingWageFigures, saveWageFigure } from "#app/.server/repositories/wage-figure-writes.ts";
import { change, REPLACE_HINT, recorded, refused, setFacts, type TaxDataOutcome, today } from "#app/.server/tax/figures/change.ts";
import { percentText } from "#app/.server/tax/figures/fields.ts";
import { parseWageFigureForm, type WageFigureInput } from "#app/.server/tax/figures/wage-validation.ts";
import { formatDay, formatRate, money } from "#app/.server/tax/money.ts";
import type { FieldErrors } from "#app/.server/web/forms.ts";
import { WAGE_FORM_FIELDS, WAGE_KIND_FORMS } from "#app/lib/wage-figure-form.ts";

const period = (from: string, to: string) => `${formatDay(from)} – ${formatDay(to)}`;

/** The set's title: "Asgari ücret 01.01.2027–31.12.2027". */
export const wageSetTitle = (input: Pick<WageFigureInput, "kind" | "from" | "to">) =>
  `${WAGE_KIND_FORMS[input.kind].label} ${formatDay(input.from)}–${formatDay(input.to)}`;

/** The Hazine indirimi's points against the employer SGK rate of the days they share (either may be the one saved). */
async function treasuryProblems(trx: Transaction<Database>, input: WageFigureInput): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (input.kind === "hazine-indirimi") {
    for (const row of await listOverlappingWageFigures(trx, "isveren-prim", input.from, input.to)) {
      const rate = (JSON.parse(row.figures) as { sgk: string }).sgk;
      for (const [name, key] of [
        ["standart", "standard"],
        ["imalat", "manufacturing"],
      ] as const) {
        const points = input.figures[key] ?? "0";
        if (money(points).gt(rate)) {
          errors[name] =
            `${percentText(points)} puan, aynı dönemin işveren SGK prim oranından (${formatRate(rate)}, ${period(row.valid_from, row.valid_to)}) büyük olamaz.`;
        }
      }
    }
  }
  if (input.kind === "isveren-prim") {
    const rate = input.figures.sgk ?? "0";
    for (const row of await listOverlappingWageFigures(trx, "hazine-indirimi", input.from, input.to)) {
      const { standard, manufacturing } = JSON.parse(row.figures) as { standard: string; manufacturing: string };
      const highest = money(standard).gt(manufacturing) ? standard : manufacturing;
      if (money(highest).gt(rate)) {
        errors.sgk = `İşveren SGK prim oranı, aynı dönemin Hazine indiriminden (${percentText(highest)} puan, ${period(row.valid_from, row.valid_to)}) küçük olamaz.`;
      }
    }
  }
  return errors;
}

export async function saveWageFigures(form: FormData, adminEmail: string): Promise<TaxDataOutcome> {
  const parsed = parseWageFigureForm(form, today());
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const input = parsed.data;
  const { kind, from, to, figures, source, checkedOn, warning, replace } = input;
  const id = `${kind}/${from}`;
  const label = WAGE_KIND_FORMS[kind].label;
  return change(async (trx, now) => {
    const existing = await findTaxSet(trx, id);
    const old = await findWageFigure(trx, id);
    if ((existing || old) && !replace) {
      return refused(
        { degistir: `${label} için ${formatDay(from)} tarihinde başlayan bir dönem zaten var. ${REPLACE_HINT}` },
        parsed.values,
      );
    }
    const overlapping = (await listOverlappingWageFigures(trx, kind, from, to)).filter((row) => row.set_id !== id);
    const first = overlapping[0];
    if (first) {
      return refused(
        {
          [WAGE_FORM_FIELDS.from]: `Bu dönem ${label} için ${period(first.valid_from, first.valid_to)} dönemiyle çakışıyor; aynı gün iki dönemde olamaz. Tarihleri düzeltin ya da o dönemi değiştirin.`,
        },
        parsed.values,
      );
    }
    const problems = await treasuryProblems(trx, input);
    if (Object.keys(problems).length > 0) return refused(problems, parsed.values);

    await saveTaxSet(
      trx,
      {
        id,
        kind,
        year: Number(from.slice(0, 4)),
        title: wageSetTitle(input),
        source,
        checked_on: checkedOn,
        warning,
        updated_at: now,
      },
      adminEmail,
    );
    // Office-entered figures carry no evidence marks of the research reference.
    await saveWageFigure(trx, { set_id: id, kind, valid_from: from, valid_to: to, figures: JSON.stringify(figures), evidence: "" });
    await recorded(trx, adminEmail, "tax-wage-figures", id, {
      onceki:
        existing || old
          ? {
              ...(existing ? setFacts(existing) : {}),
              donem: old ? [old.valid_from, old.valid_to] : undefined,
              rakamlar: old ? JSON.parse(old.figures) : undefined,
            }
          : undefined,
      yeni: { kaynak: source, kontrol: checkedOn, uyari: warning, donem: [from, to], rakamlar: figures },
    });
    return { ok: true, setId: id, replaced: existing !== undefined };
  });
}
