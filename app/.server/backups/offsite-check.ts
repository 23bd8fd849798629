/**
 * The weekly `restic check` of the off-site repository (issue 40 point 3, ADR 052): every
 * instance asks every minute (platform/backup-timer.ts), one checks. The lease is a row in
 * `settings` (`offsite_check`: when it was claimed, whether that check ended), advanced with
 * a compare-and-set as the daily backup's is; the outcome is another (`offsite_check_result`:
 * when, ok or the Turkish problem), which Genel bakış and Sistem durumu read through
 * `lastOffsiteCheck()`.
 *
 * - Due a week after the last claim; the first round on a site with off-site copies checks
 *   at once (a repository just set up is checked the day it is).
 * - A claim that did not end (the process died) is claimed again once restic's time limit
 *   and an hour have passed.
 * - A repository locked by another restic (another instance's copy) is not a failure: the
 *   claim stays open and the check is tried again an hour later.
 */
import { checkOffsite, OffsiteError } from "#app/.server/backups/offsite.ts";
import { offsiteTurn } from "#app/.server/backups/offsite-copies.ts";
import { config } from "#app/.server/config.ts";
import { getDb, transaction } from "#app/.server/db/index.ts";
import { log } from "#app/.server/log.ts";
import { getSetting, insertSettingIfAbsent, putSetting, replaceSetting } from "#app/.server/repositories/settings.ts";

export const CHECK_LEASE_KEY = "offsite_check";
export const CHECK_RESULT_KEY = "offsite_check_result";
export const CHECK_EVERY_MS = 7 * 24 * 60 * 60 * 1000;
/** A check that met another restic's lock is tried again after this long. */
export const LOCKED_RETRY_MS = 60 * 60 * 1000;

interface CheckLease {
  claimedAt: string;
  done: boolean;
}

/** The last check's outcome: when it began, and the problem in Turkish when it found one. */
export interface OffsiteCheck {
  at: string;
  ok: boolean;
  problem?: string;
}

function parse<T extends object>(text: string | undefined, valid: (value: Partial<T>) => boolean): T | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as Partial<T>;
    return valid(value) ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

const parseLease = (text: string | undefined) =>
  parse<CheckLease>(text, (v) => typeof v.claimedAt === "string" && typeof v.done === "boolean");

/** Whether a check is due at `now` under `lease` (pure); `timeoutMs` is restic's limit. */
export function checkDue(now: Date, lease: CheckLease | undefined, timeoutMs: number): boolean {
  if (!lease) return true;
  const since = now.getTime() - Date.parse(lease.claimedAt);
  if (lease.done) return since >= CHECK_EVERY_MS;
  return since >= Math.min(CHECK_EVERY_MS, timeoutMs + LOCKED_RETRY_MS);
}

/** Claims the check if it is due and nobody has: the claim's text, or undefined. */
async function claim(now: Date, timeoutMs: number): Promise<string | undefined> {
  return transaction(async (trx) => {
    const text = await getSetting(trx, CHECK_LEASE_KEY);
    const lease = parseLease(text);
    if (!checkDue(now, lease, timeoutMs)) return undefined;
    const mine = JSON.stringify({ claimedAt: now.toISOString(), done: false } satisfies CheckLease);
    const won =
      text === undefined ? await insertSettingIfAbsent(trx, CHECK_LEASE_KEY, mine) : await replaceSetting(trx, CHECK_LEASE_KEY, text, mine);
    return won ? mine : undefined;
  });
}

export type CheckOutcome = { kind: "off" } | { kind: "waiting" } | { kind: "checked"; check: OffsiteCheck };

/**
 * One instance's round: checks the repository if the week has passed and this instance wins
 * the claim, and records the outcome. Never throws an off-site failure (it is the outcome);
 * a database error does.
 */
export async function runOffsiteCheckIfDue(now: Date = new Date()): Promise<CheckOutcome> {
  const settings = config().offsite;
  if (!settings) return { kind: "off" };
  const claimed = await claim(now, settings.timeoutMs);
  if (!claimed) return { kind: "waiting" };
  let check: OffsiteCheck;
  try {
    await offsiteTurn(() => checkOffsite(settings));
    check = { at: now.toISOString(), ok: true };
  } catch (error) {
    log.error(
      {
        repository: settings.label,
        ...(error instanceof OffsiteError ? { problem: error.problem, detail: error.detail } : { err: error }),
      },
      "off-site check failed",
    );
    if (error instanceof OffsiteError && error.problem === "locked") {
      // Tried again an hour later: the claim stays open, dated so that it is due then.
      const retry = JSON.stringify({
        claimedAt: new Date(now.getTime() - settings.timeoutMs).toISOString(),
        done: false,
      } satisfies CheckLease);
      await transaction((trx) => replaceSetting(trx, CHECK_LEASE_KEY, claimed, retry));
      return { kind: "waiting" };
    }
    const problem =
      error instanceof OffsiteError
        ? error.message
        : "Site dışı yedek deposunun denetimi beklenmedik bir hatayla durdu. Ayrıntı sunucu günlüğünde.";
    check = { at: now.toISOString(), ok: false, problem };
  }
  await transaction(async (trx) => {
    await putSetting(trx, CHECK_RESULT_KEY, JSON.stringify(check));
    await replaceSetting(trx, CHECK_LEASE_KEY, claimed, JSON.stringify({ ...(parseLease(claimed) as CheckLease), done: true }));
  });
  return { kind: "checked", check };
}

/** The last check of the off-site repository, or undefined when none has ended yet. */
export async function lastOffsiteCheck(): Promise<OffsiteCheck | undefined> {
  const text = await getSetting(await getDb(), CHECK_RESULT_KEY);
  return parse<OffsiteCheck>(text, (v) => typeof v.at === "string" && typeof v.ok === "boolean");
}
