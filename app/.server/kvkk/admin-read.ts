/**
 * KVKK başvuruları' reads (issue 42, ADR 055): the list with day counts and deadlines by a
 * clock the caller passes, one application with its notes and files, Genel bakış's counts,
 * a person's applications (Kişisel veri ara) and the retention period in force.
 */

import type { Executor } from "#app/.server/db/index.ts";
import { getDb } from "#app/.server/db/index.ts";
import {
  countOpenByDeadline,
  findApplication,
  listApplications,
  listApplicationsByEmail,
  listFiles,
  listNotes,
} from "#app/.server/repositories/kvkk-admin.ts";
import { getSetting } from "#app/.server/repositories/settings.ts";
import { addDays, istanbulDay } from "#app/lib/istanbul-time.ts";
import {
  KVKK_ANSWER_DAYS,
  KVKK_APPLICATION_RETENTION_DEFAULT_DAYS,
  KVKK_RIGHTS,
  KVKK_WARNING_DAY,
  type KvkkApplicationStatus,
} from "#app/lib/kvkk.ts";
import { type KvkkListItem, kvkkDayCount, kvkkDaysLeft, kvkkListFilter, kvkkUrgency } from "#app/lib/kvkk-admin.ts";

/** The settings key of the retention period (days) the office set on KVKK başvuruları. */
export const KVKK_RETENTION_SETTING = "kvkk_retention_days";

function deadlineOf(row: { received_at: string; due_on: string; status: KvkkApplicationStatus }, now: Date) {
  const dayCount = kvkkDayCount(row.received_at, now);
  const daysLeft = kvkkDaysLeft(row.due_on, now);
  return { dayCount, daysLeft, urgency: kvkkUrgency(row.status, dayCount, daysLeft) };
}

/** The list under a filter (?durum=), open ones first by deadline. */
export async function listKvkkApplications(filterValue: string | null, now = new Date()) {
  const filter = kvkkListFilter(filterValue);
  const rows = await listApplications(await getDb(), filter.statuses);
  const items: KvkkListItem[] = rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    fullName: row.full_name,
    receivedAt: row.received_at,
    dueOn: row.due_on,
    status: row.status,
    emailConfirmed: row.email_confirmed_at !== null,
    ...deadlineOf(row, now),
  }));
  return { filter: filter.id, items };
}

/** One application as the detail screen shows it; undefined when there is none. */
export async function kvkkApplicationDetail(id: string, now = new Date()) {
  const db = await getDb();
  const application = await findApplication(db, id);
  if (!application) return undefined;
  const [notes, files] = await Promise.all([listNotes(db, id), listFiles(db, id)]);
  const letters = parseRights(application.rights);
  return {
    application,
    rights: KVKK_RIGHTS.filter((right) => letters.includes(right.id)).map((right) => ({ letter: right.id, label: right.label })),
    notes,
    requestFiles: files.filter((file) => file.side === "request"),
    answerFiles: files.filter((file) => file.side === "answer"),
    ...deadlineOf(application, now),
  };
}

function parseRights(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** Genel bakış: open applications past their deadline (red) and from day 20 on (amber), by `now`'s Istanbul day. */
export async function kvkkDeadlineSummary(now = new Date()): Promise<{ overdue: number; warning: number }> {
  const today = istanbulDay(now);
  return countOpenByDeadline(await getDb(), today, addDays(today, KVKK_ANSWER_DAYS - KVKK_WARNING_DAY));
}

/** A person's applications by e-mail address, oldest first, with their notes and files (no bytes): Kişisel veri ara. */
export async function listKvkkApplicationsOfPerson(email: string) {
  const db = await getDb();
  const applications = await listApplicationsByEmail(db, email.trim());
  return Promise.all(
    applications.map(async (application) => ({
      application,
      notes: await listNotes(db, application.id),
      files: await listFiles(db, application.id),
    })),
  );
}

/** The retention period in force (days): the office's setting, else the default. */
export async function kvkkRetentionDays(db?: Executor): Promise<number> {
  const value = Number(await getSetting(db ?? (await getDb()), KVKK_RETENTION_SETTING));
  return Number.isInteger(value) && value > 0 ? value : KVKK_APPLICATION_RETENTION_DEFAULT_DAYS;
}
