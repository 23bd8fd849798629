import { Link } from "react-router";
import { deadlinePath } from "#app/lib/paths.ts";
import type { DeadlineView } from "#app/lib/tax-calendar.ts";
import { NEUTRAL_DEADLINE_LINE } from "#app/lib/tax-confirmation.ts";

/** A deadline's entry in the month view of /vergi-takvimi. */
export const deadlineHref = (d: Pick<DeadlineView, "id" | "month">) => deadlinePath(d);

/**
 * The next deadlines as a short list: the day, what is due and a link to the
 * entry on /vergi-takvimi, with a word when the day was moved or extended,
 * its legal basis and "son kontrol" (or, for a rule not yet confirmed, only
 * the neutral line). The home page shows three, the calendar page ten.
 */
export function NextDeadlines({ deadlines, emptyText }: { deadlines: DeadlineView[]; emptyText: string }) {
  if (deadlines.length === 0) return <p>{emptyText}</p>;
  return (
    <ol className="next-deadlines">
      {deadlines.map((d) => (
        <li key={d.id}>
          <p className="next-deadline-date">
            <time dateTime={d.date}>{d.dateText}</time> <span className="next-deadline-weekday">{d.weekday}</span>
          </p>
          <p className="next-deadline-title">
            <Link to={deadlineHref(d)}>{d.title}</Link>
          </p>
          <p className="next-deadline-meta">
            {d.kindLabel}
            {d.extension && " · süre uzatıldı"}
            {!d.extension && d.shiftText && " · tatil nedeniyle kaydırıldı"}
            {d.kind !== "etkinlik" && d.confirmed && d.checkedText && ` · son kontrol: ${d.checkedText}`}
          </p>
          {d.kind !== "etkinlik" && <p className="next-deadline-basis">Yasal dayanak: {d.legalBasis}</p>}
          {!d.confirmed && <p className="next-deadline-pending">{NEUTRAL_DEADLINE_LINE}</p>}
        </li>
      ))}
    </ol>
  );
}
