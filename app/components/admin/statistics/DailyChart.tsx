/**
 * İstatistikler's chart: views and visitors per day as bars, drawn as SVG on
 * the server (no chart library, no script). Scaled to the range's highest
 * day with a few round gridlines and five dates under it, so 365 days stay
 * readable. The picture is one image with a name that sums it up; the same
 * days follow as a table (Günlere göre tablo) for screen readers and exact
 * figures.
 */
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import type { DailyTotal } from "#app/lib/analytics.ts";
import { formatAxisDay, formatCount, formatDay, VIEWS_HEADING } from "./format.ts";

const WIDTH = 800;
const HEIGHT = 260;
const PLOT = { left: 72, right: 12, top: 12, bottom: 40 };
const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right;
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;
const GRIDLINES = 4;
const DATE_LABELS = 5;

/** The smallest of 1, 2, 5 × 10ⁿ at least `value` (a gridline's step). */
function roundStep(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((m) => m * power >= value) ?? 10) * power;
}

/** The y axis: its top and gridline values, whole numbers from 0. */
export function axisTicks(highest: number): number[] {
  const step = Math.max(1, roundStep(Math.max(highest, 1) / GRIDLINES));
  const top = Math.max(step, Math.ceil(highest / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

/** Which days get a date under the chart: the first, the last and evenly between. */
export function labelledDays(count: number): number[] {
  if (count <= DATE_LABELS) return Array.from({ length: count }, (_, i) => i);
  return [...new Set(Array.from({ length: DATE_LABELS }, (_, k) => Math.round((k * (count - 1)) / (DATE_LABELS - 1))))];
}

/** The chart's accessible name: what it shows, over which days, and its highest day. */
export function chartSummary(series: DailyTotal[]): string {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return "Günlük ziyaretçi ve görüntülenme grafiği: bu aralıkta günlük kayıt yok.";
  const span = `${formatDay(first.day)} – ${formatDay(last.day)}`;
  const busiest = series.reduce((best, day) => (day.views > best.views ? day : best), first);
  const peak =
    busiest.views === 0
      ? "bu günlerde görüntülenme yok"
      : `en çok görüntülenen gün ${formatDay(busiest.day)}: ${formatCount(busiest.views)} görüntülenme, ${formatCount(busiest.visitors)} ziyaretçi`;
  return `Günlük ziyaretçi ve görüntülenme grafiği, ${span}: ${peak}. Günlerin sayıları grafiğin altındaki tabloda.`;
}

export function DailyChart({ series }: { series: DailyTotal[] }) {
  const ticks = axisTicks(Math.max(0, ...series.map((day) => Math.max(day.views, day.visitors))));
  const top = ticks.at(-1) ?? 1;
  const y = (value: number) => PLOT.top + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const slot = PLOT_WIDTH / Math.max(series.length, 1);
  const barWidth = Math.max(slot * 0.7, 1);
  const x = (index: number) => PLOT.left + index * slot + (slot - barWidth) / 2;
  const withYear = (series[0]?.day.slice(0, 4) ?? "") !== (series.at(-1)?.day.slice(0, 4) ?? "");
  const labels = labelledDays(series.length);
  return (
    <figure className="stats-chart">
      <svg role="img" aria-label={chartSummary(series)} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="xMidYMid meet">
        {ticks.map((tick) => (
          <g key={tick} className="stats-chart-grid">
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} />
            <text x={PLOT.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {formatCount(tick)}
            </text>
          </g>
        ))}
        {series.map((day, index) => (
          <g key={day.day}>
            <rect className="stats-chart-views" x={x(index)} y={y(day.views)} width={barWidth} height={y(0) - y(day.views)} />
            <rect className="stats-chart-visitors" x={x(index)} y={y(day.visitors)} width={barWidth} height={y(0) - y(day.visitors)} />
          </g>
        ))}
        {labels.map((index, n) => {
          const day = series[index];
          if (!day) return null;
          const anchor = n === 0 && labels.length > 1 ? "start" : n === labels.length - 1 && labels.length > 1 ? "end" : "middle";
          const at = anchor === "start" ? x(index) : anchor === "end" ? x(index) + barWidth : x(index) + barWidth / 2;
          return (
            <text key={day.day} className="stats-chart-date" x={at} y={HEIGHT - 10} textAnchor={anchor}>
              {formatAxisDay(day.day, withYear)}
            </text>
          );
        })}
      </svg>
      <figcaption className="stats-legend">
        <span className="stats-swatch stats-swatch-views" /> Görüntülenme, <span className="stats-swatch stats-swatch-visitors" /> o günün
        ziyaretçileri (görüntülenmenin içinde).
      </figcaption>
    </figure>
  );
}

/** The chart's days as a table: every day of the range, the newest first. */
export function DailyTable({ series }: { series: DailyTotal[] }) {
  return (
    <details className="stats-days">
      <summary>Günlere göre tablo</summary>
      <AdminTable
        className="stats-table"
        caption="Günlere göre görüntülenme ve ziyaretçi"
        columns={["Gün", VIEWS_HEADING, "Ziyaretçi"]}
        actions={false}
      >
        {series.toReversed().map((day) => (
          <tr key={day.day}>
            <th scope="row">{formatDay(day.day)}</th>
            <td className="stats-number">{formatCount(day.views)}</td>
            <td className="stats-number">{formatCount(day.visitors)}</td>
          </tr>
        ))}
      </AdminTable>
    </details>
  );
}
