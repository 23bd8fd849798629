/** An application's days left, in words and colour: amber from day 20, red past the deadline (never the colour alone). */
import { type KvkkUrgency, kvkkDaysLeftText } from "#app/lib/kvkk-admin.ts";

export function KvkkDeadlineBadge({ urgency, daysLeft }: { urgency: KvkkUrgency; daysLeft: number }) {
  const text = kvkkDaysLeftText(urgency, daysLeft);
  if (urgency === "warning" || urgency === "overdue") return <span className={`kvkk-deadline is-${urgency}`}>{text}</span>;
  return <>{text}</>;
}
