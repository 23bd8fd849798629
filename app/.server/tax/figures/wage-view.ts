/**
 * Vergi verileri → Ücret ve tazminat (issue 27): each wage figure kind's
 * periods as the screen shows them (amounts "33.030,00 TL", rates "%21,75",
 * periods "01.01.2026 – 31.12.2026"), and the values its form starts from:
 * the period after the latest, with the latest figures to edit, or a
 * period's own figures to replace them.
 */
import type { WageFigureRow } from "#app/.server/db/schema.ts";
import { percentText } from "#app/.server/tax/figures/fields.ts";
import { formatDay, formatMoney, formatRate, money } from "#app/.server/tax/money.ts";
import { WAGE_FIGURE_KINDS } from "#app/lib/tax-data.ts";
import type { SetView, WageKindView } from "#app/lib/tax-data-view.ts";
import { WAGE_FORM_FIELDS, WAGE_KIND_FORMS, type WageFieldSpec } from "#app/lib/wage-figure-form.ts";

const shown = (spec: WageFieldSpec, value: string | null | undefined) => {
  if (value == null || value === "") return "–";
  if (spec.type === "amount") return `${formatMoney(money(value))} TL`;
  if (spec.type === "percent") return formatRate(value);
  return value;
};

const typed = (spec: WageFieldSpec, value: string | null | undefined) => {
  if (value == null) return "";
  if (spec.type === "amount") return formatMoney(money(value));
  if (spec.type === "percent") return percentText(value);
  return value;
};

/** A field's label beside a stored figure: without the form's "(TL)", "(%)" or "(isteğe bağlı)". */
const factLabel = (spec: WageFieldSpec) => spec.label.replace(/\s*\((TL|%|TL, isteğe bağlı|isteğe bağlı)\)$/, "");

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The period after one: from its next day, as many whole months long (a half-year after a half-year), else to the year's end. */
function nextPeriod(from: string, to: string): { from: string; to: string } {
  const [fy = 0, fm = 1, fd = 1] = from.split("-").map(Number);
  const [ty = 0, tm = 1, td = 1] = to.split("-").map(Number);
  const start = new Date(Date.UTC(ty, tm - 1, td + 1));
  const wholeMonths = fd === 1 && new Date(Date.UTC(ty, tm - 1, td + 1)).getUTCDate() === 1;
  if (!wholeMonths) return { from: iso(start), to: `${start.getUTCFullYear()}-12-31` };
  const months = (ty - fy) * 12 + (tm - fm) + 1;
  return { from: iso(start), to: iso(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 0))) };
}

export function wageKindViews(sets: readonly SetView[], rows: readonly WageFigureRow[], today: string): WageKindView[] {
  return WAGE_FIGURE_KINDS.map((kind) => {
    const form = WAGE_KIND_FORMS[kind];
    const values = (figures: Record<string, string | null>) =>
      Object.fromEntries(form.fields.map((spec) => [spec.name, typed(spec, figures[spec.key])]));
    const periods = rows
      .filter((row) => row.kind === kind)
      .flatMap((row) => {
        const set = sets.find((s) => s.id === row.set_id);
        if (!set) return [];
        const figures = JSON.parse(row.figures) as Record<string, string | null>;
        return [
          {
            set,
            period: `${formatDay(row.valid_from)} – ${formatDay(row.valid_to)}`,
            facts: form.fields.map((spec) => ({ label: factLabel(spec), value: shown(spec, figures[spec.key]) })),
            values: {
              [WAGE_FORM_FIELDS.from]: row.valid_from,
              [WAGE_FORM_FIELDS.to]: row.valid_to,
              ...values(figures),
              kaynak: set.source,
              kontrol: today,
              uyari: set.warning ?? "",
            },
          },
        ];
      });
    const latest = rows.filter((row) => row.kind === kind).at(-1);
    const next = latest
      ? nextPeriod(latest.valid_from, latest.valid_to)
      : { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    return {
      kind,
      label: form.label,
      periods,
      next: {
        [WAGE_FORM_FIELDS.from]: next.from,
        [WAGE_FORM_FIELDS.to]: next.to,
        ...values(latest ? (JSON.parse(latest.figures) as Record<string, string | null>) : {}),
        kaynak: "",
        kontrol: today,
        uyari: "",
      },
    };
  });
}
