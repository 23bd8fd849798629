/**
 * The office's edits of the vergi takvimi (/adminpanel/vergi-takvimi): a
 * süre uzatımı, the wording of a deadline, hiding it, an office event, the
 * rules' confirmation ("Kontrol ettim") and the office's choice for an
 * unconfirmed rule, and what the screen lists. Each write is one transaction with its audit row and
 * the content version bump, so the page and the .ics show it on the next
 * request. The admin's columns are never touched by regeneration (generate.ts).
 */

import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import type { AuditAction, TaxDeadline } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import {
  deleteDeadline,
  findDeadline,
  insertEvent,
  listDeadlinesOfYear,
  listGeneratedYears,
  updateAdminColumns,
} from "#app/.server/repositories/tax-deadlines.ts";
import { listHolidays, listTaxSets } from "#app/.server/repositories/tax-figures.ts";
import { confirmRuleCheck, findRuleCheck, setRuleDisplay } from "#app/.server/repositories/tax-rule-checks.ts";
import { checkContext, deadlineCheck } from "#app/.server/tax/calendar/checks.ts";
import {
  CALENDAR_AUDIT_LIST,
  calendarYears,
  diffGeneration,
  editedByAdmin,
  ensureCalendarYears,
  generationFor,
} from "#app/.server/tax/calendar/generate.ts";
import { deadlineView, nextUpdatedAt } from "#app/.server/tax/calendar/view.ts";
import { confirmationText } from "#app/.server/tax/confirmation.ts";
import { formatDay, parseDay } from "#app/.server/tax/money.ts";
import { addDays, holidayLookup } from "#app/.server/tax/working-days.ts";
import { line, text } from "#app/.server/web/forms.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import type { AdminDeadline, AdminRuleCheck } from "#app/lib/tax-calendar.ts";
import type { UnconfirmedDisplay } from "#app/lib/tax-confirmation.ts";

/** Field limits of the screen's forms. */
export const CALENDAR_LIMITS = { note: 300, title: 150, description: 1000 } as const;

/** A süre uzatımı may reach this many days past the rule's day (a typo in the year is refused). */
const EXTENSION_MAX_DAYS = 366;

export type FieldErrors = Record<string, string>;
export type EditResult = { ok: true } | { ok: false; reason: "invalid"; errors: FieldErrors } | { ok: false; reason: "missing" };

// ---------------------------------------------------------------------------
// The screen's list.

export interface AdminCalendar {
  year: number;
  /** The years the screen offers: generated ones, and those whose holidays are in the data. */
  years: number[];
  deadlines: AdminDeadline[];
  /** Why the year cannot be (re)generated, if it cannot. */
  refusal: string | undefined;
  /** How many rows a regeneration would change now (the rules or the holidays changed since). */
  pending: number;
  /** The years an office event may be dated in (those in the calendar). */
  eventYears: number[];
  /** The rules' confirmations, those waiting first. */
  ruleChecks: AdminRuleCheck[];
}

/** The years the calendar has rows for, and the years whose holidays are in the data. */
async function offeredYears(db: Executor): Promise<number[]> {
  const [generated, sets] = await Promise.all([listGeneratedYears(db), listTaxSets(db, "tatil")]);
  const years = new Set([...generated, ...sets.flatMap((set) => (set.year === null ? [] : [Number(set.year)]))]);
  return [...years].sort((a, b) => a - b);
}

export async function adminCalendar(requestedYear: string | null, today = istanbulDay(new Date())): Promise<AdminCalendar> {
  await ensureCalendarYears(today);
  const db = await getDb();
  const years = await offeredYears(db);
  const [current] = calendarYears(today) as [number, number];
  const wanted = Number(requestedYear);
  const year = years.includes(wanted) ? wanted : years.includes(current) ? current : (years[0] ?? current);
  const [rows, generation, generated] = await Promise.all([listDeadlinesOfYear(db, year), generationFor(db, year), listGeneratedYears(db)]);
  const fresh = new Set(generation.ok ? generation.deadlines.map((d) => d.id) : []);
  const days = rows.flatMap((row) => [row.statutory_date, row.due_date]).sort();
  const [holidayRows, context] = await Promise.all([
    days.length > 0 ? listHolidays(db, days[0] as string, days.at(-1) as string) : [],
    checkContext(db),
  ]);
  const holidays = holidayLookup(holidayRows);
  const checkTitle = (key: string) => context.rules.get(key)?.title ?? context.holidaySets.get(Number(key.slice(-4)))?.title ?? key;
  const pending = generation.ok
    ? (() => {
        const diff = diffGeneration(
          rows.filter((row) => row.rule !== null),
          generation.deadlines,
        );
        return diff.insert.length + diff.update.length + diff.remove.length;
      })()
    : 0;
  return {
    year,
    years,
    deadlines: rows.map((row) => {
      const check = deadlineCheck(row, holidays, context);
      return {
        ...deadlineView(row, holidays, check),
        pendingChecks: check.pending.map(checkTitle),
        hiddenFromVisitors: check.hiddenFromVisitors,
        event: row.rule === null,
        hidden: Number(row.hidden) !== 0,
        reworded: row.override_title !== null || row.override_description !== null,
        orphan: generation.ok && row.rule !== null && !fresh.has(row.id),
        statutoryText: formatDay(row.statutory_date),
        ruleTitle: row.title,
        ruleDescription: row.description,
      };
    }),
    refusal: generation.ok ? undefined : generation.reason,
    pending,
    eventYears: generated,
    ruleChecks: [...context.rules.values()]
      .map((check) => ({
        key: check.rule_key,
        title: check.title,
        note: check.note,
        confirmed: check.confirmed_at !== null,
        confirmationText: confirmationText(check),
        display: check.unconfirmed_display,
      }))
      .sort((a, b) => Number(a.confirmed) - Number(b.confirmed) || a.title.localeCompare(b.title, "tr-TR")),
  };
}

// ---------------------------------------------------------------------------
// Writes.

/** One admin write: the change, its audit row and the content version, in one transaction. */
async function write(
  id: string,
  action: AuditAction,
  adminEmail: string,
  change: (trx: Executor, row: TaxDeadline) => Promise<EditResult>,
): Promise<EditResult> {
  return transaction(async (trx) => {
    const row = await findDeadline(trx, id);
    if (!row) return { ok: false, reason: "missing" };
    const result = await change(trx, row);
    if (!result.ok) return result;
    await publicWrite(trx, { audit: { adminEmail, action, list: CALENDAR_AUDIT_LIST, entryId: id }, search: "tax-calendar" });
    return result;
  });
}

const invalid = (errors: FieldErrors): EditResult => ({ ok: false, reason: "invalid", errors });

const noteSchema = line("Duyuru notu", CALENDAR_LIMITS.note);
const titleSchema = line("Başlık", CALENDAR_LIMITS.title);
const descriptionSchema = text("Açıklama", CALENDAR_LIMITS.description);

/**
 * A one-off süre uzatımı (GİB's announcement): the new last day and the
 * announcement. Not before the day the deadline ends without it (its VUK
 * md. 18 due day, which is never before the rule's day), at most a year on.
 */
export function extendDeadline(id: string, input: { date: string; note: string }, adminEmail: string): Promise<EditResult> {
  return write(id, "tax-deadline-extend", adminEmail, async (trx, row) => {
    const errors: FieldErrors = {};
    const date = parseDay(input.date.trim());
    if (!date) errors.tarih = "Geçerli bir tarih girin (GG.AA.YYYY biçiminde seçin ya da YYYY-AA-GG yazın).";
    else if (date < row.due_date)
      errors.tarih = `Süre uzatımı, son günden (${formatDay(row.due_date)}; kanuni son gün ${formatDay(row.statutory_date)}) önce olamaz.`;
    else if (date > addDays(row.statutory_date, EXTENSION_MAX_DAYS))
      errors.tarih = "Süre uzatımı kanuni son günden en fazla bir yıl sonrası olabilir.";
    const note = noteSchema.safeParse(input.note);
    if (!note.success) errors.not = note.error.issues[0]?.message ?? "Duyuru notu geçersiz.";
    if (!date || errors.tarih || !note.success) return invalid(errors);
    await updateAdminColumns(trx, row.id, { override_date: date, override_note: note.data }, nextUpdatedAt(row.updated_at));
    return { ok: true };
  });
}

export function removeExtension(id: string, adminEmail: string): Promise<EditResult> {
  return write(id, "tax-deadline-extend-remove", adminEmail, async (trx, row) => {
    await updateAdminColumns(trx, row.id, { override_date: null, override_note: null }, nextUpdatedAt(row.updated_at));
    return { ok: true };
  });
}

/** The title and description shown; the rule's own text when they are set back to it. */
export function editWording(id: string, input: { title: string; description: string }, adminEmail: string): Promise<EditResult> {
  return write(id, "tax-deadline-edit", adminEmail, async (trx, row) => {
    const errors: FieldErrors = {};
    const title = titleSchema.safeParse(input.title);
    const description = descriptionSchema.safeParse(input.description);
    if (!title.success) errors.baslik = title.error.issues[0]?.message ?? "Başlık geçersiz.";
    if (!description.success) errors.aciklama = description.error.issues[0]?.message ?? "Açıklama geçersiz.";
    if (!title.success || !description.success) return invalid(errors);
    await updateAdminColumns(
      trx,
      row.id,
      {
        override_title: title.data === row.title ? null : title.data,
        override_description: description.data === row.description ? null : description.data,
      },
      new Date().toISOString(),
    );
    return { ok: true };
  });
}

/** Back to the rule's (or the event's first) title and description. */
export function resetWording(id: string, adminEmail: string): Promise<EditResult> {
  return write(id, "tax-deadline-edit", adminEmail, async (trx, row) => {
    await updateAdminColumns(trx, row.id, { override_title: null, override_description: null }, nextUpdatedAt(row.updated_at));
    return { ok: true };
  });
}

export function setDeadlineHidden(id: string, hidden: boolean, adminEmail: string): Promise<EditResult> {
  return write(id, hidden ? "tax-deadline-hide" : "tax-deadline-show", adminEmail, async (trx, row) => {
    await updateAdminColumns(trx, row.id, { hidden: hidden ? 1 : 0 }, nextUpdatedAt(row.updated_at));
    return { ok: true };
  });
}

/** An office event (rule null): its day, title and description, in a year the calendar has. */
export async function addOfficeEvent(
  input: { date: string; title: string; description: string },
  adminEmail: string,
): Promise<{ ok: true; id: string } | { ok: false; reason: "invalid"; errors: FieldErrors }> {
  return transaction(async (trx) => {
    const errors: FieldErrors = {};
    const years = await listGeneratedYears(trx);
    const date = parseDay(input.date.trim());
    if (!date) errors.tarih = "Geçerli bir tarih girin (GG.AA.YYYY biçiminde seçin ya da YYYY-AA-GG yazın).";
    else if (!years.includes(Number(date.slice(0, 4))))
      errors.tarih = `Etkinlik tarihi takvimdeki yıllardan birinde olmalı (${years.join(", ") || "henüz yıl yok"}).`;
    const title = titleSchema.safeParse(input.title);
    const description = descriptionSchema.safeParse(input.description);
    if (!title.success) errors.baslik = title.error.issues[0]?.message ?? "Başlık geçersiz.";
    if (!description.success) errors.aciklama = description.error.issues[0]?.message ?? "Açıklama geçersiz.";
    if (!date || !title.success || !description.success || errors.tarih) return { ok: false, reason: "invalid", errors };
    const id = `etkinlik-${newId()}`;
    const now = new Date().toISOString();
    await insertEvent(trx, { id, year: Number(date.slice(0, 4)), date, title: title.data, description: description.data, now });
    await publicWrite(trx, { audit: { adminEmail, action: "tax-event", list: CALENDAR_AUDIT_LIST, entryId: id }, search: "tax-calendar" });
    return { ok: true, id };
  });
}

/**
 * Deletes an office event, or a rule row the rules no longer produce (kept by
 * regeneration because it was edited). A deadline the rules produce cannot be
 * deleted: hide it instead ("refused").
 */
export async function deleteCalendarRow(id: string, adminEmail: string): Promise<EditResult | { ok: false; reason: "refused" }> {
  return transaction(async (trx) => {
    const row = await findDeadline(trx, id);
    if (!row) return { ok: false, reason: "missing" };
    if (row.rule !== null) {
      const generation = await generationFor(trx, row.year);
      const produced = !generation.ok || generation.deadlines.some((d) => d.id === row.id);
      if (produced || !editedByAdmin(row)) return { ok: false, reason: "refused" };
    }
    await deleteDeadline(trx, id);
    await publicWrite(trx, {
      audit: { adminEmail, action: "tax-event-delete", list: CALENDAR_AUDIT_LIST, entryId: id },
      search: "tax-calendar",
    });
    return { ok: true };
  });
}

// ---------------------------------------------------------------------------
// Confirming the rules (ADR 020).

export type RuleCheckResult = { ok: true } | { ok: false; reason: "missing" | "invalid" };

/** A rule check's write: the change, its audit row and the content version (the page and the .ics change), in one transaction. */
async function ruleWrite(
  key: string,
  action: AuditAction,
  adminEmail: string,
  details: unknown,
  change: (trx: Executor, now: string) => Promise<void>,
): Promise<RuleCheckResult> {
  return transaction(async (trx) => {
    const check = key ? await findRuleCheck(trx, key) : undefined;
    if (!check) return { ok: false, reason: "missing" };
    const now = new Date().toISOString();
    await change(trx, now);
    await publicWrite(trx, {
      audit: {
        adminEmail,
        action,
        list: CALENDAR_AUDIT_LIST,
        entryId: key,
        details: {
          onceki: { teyit: check.confirmed_at, teyitEden: check.confirmed_by, gosterim: check.unconfirmed_display },
          yeni: details,
        },
      },
      search: "tax-calendar",
    });
    return { ok: true };
  });
}

/** "Kontrol ettim" on a rule: who and when; its deadlines show with their legal basis and "son kontrol". Again on a confirmed one refreshes the day. */
export function confirmRule(key: string, adminEmail: string): Promise<RuleCheckResult> {
  return ruleWrite(key, "tax-rule-confirm", adminEmail, { teyitEden: adminEmail }, (trx, now) =>
    confirmRuleCheck(trx, key, adminEmail, now),
  );
}

const isDisplay = (value: string): value is UnconfirmedDisplay => value === "neutral" || value === "hide";

/** The office's choice for a rule's deadlines while it is not confirmed: hidden, or shown with the neutral line. */
export function chooseRuleDisplay(key: string, display: string, adminEmail: string): Promise<RuleCheckResult> {
  if (!isDisplay(display)) return Promise.resolve({ ok: false, reason: "invalid" });
  return ruleWrite(key, "tax-rule-display", adminEmail, { gosterim: display }, (trx, now) => setRuleDisplay(trx, key, display, now));
}
