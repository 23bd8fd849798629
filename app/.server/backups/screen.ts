/**
 * Yedekler, the admin screen of the backups (issue 40; routes/admin/backups.tsx
 * and routes/admin/backup-download.ts). Yönetici and up read the list; the
 * Sahip alone takes a backup now and downloads one, and the checks here refuse
 * anyone else whatever the route did.
 *
 * - "Şimdi yedekle" calls takeBackup({ trigger: "manual" }), then starts the
 *   off-site copy round (offsite-copies.ts) without waiting for it: restic may
 *   take minutes, and its outcome appears in the list's "Uzak kopya" column
 *   (a failure turns Genel bakış red). takeBackup runs
 *   one backup at a time per process by queueing: a second call would wait
 *   for the first and then take a second backup. Here a click while a manual
 *   backup runs is refused instead, nothing queued: a claim in `settings`
 *   (MANUAL_KEY, compare-and-set) covers every process of `npm start` and
 *   every instance on the database. A scheduled backup under way is not
 *   refused: the manual one waits for it in takeBackup's queue.
 * - A download names a backup; only a name listBackups() returned for a file
 *   in BACKUP_DIR (not failed/) is served, so nothing outside BACKUP_DIR can
 *   be asked for. The password and, with two-factor on, a code are checked
 *   again (accounts/reauthenticate.ts); the audit row is written in the
 *   transaction that accepted them, before the first byte goes out.
 */
import { withReauthentication } from "#app/.server/accounts/reauthenticate.ts";
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import { type BackupHealth, healthOf } from "#app/.server/backups/health.ts";
import { type BackupEntry, listBackups } from "#app/.server/backups/list.ts";
import { BACKUP_NAME, type BackupManifest } from "#app/.server/backups/manifest.ts";
import { lastOffsiteCheck } from "#app/.server/backups/offsite-check.ts";
import { copyPendingOffsite } from "#app/.server/backups/offsite-copies.ts";
import { BackupError, takeBackup } from "#app/.server/backups/take.ts";
import { TOOL_TIMEOUT_MS } from "#app/.server/backups/verify.ts";
import { config } from "#app/.server/config.ts";
import { transaction } from "#app/.server/db/index.ts";
import { log } from "#app/.server/log.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { getSetting, insertSettingIfAbsent, replaceSetting } from "#app/.server/repositories/settings.ts";
import type { DownloadRefusal } from "#app/lib/backups.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import type { Role } from "#app/lib/roles.ts";

/** The audit rows' list name. */
const AUDIT_LIST = "yedekler";
const OWNER_ONLY = "Bu işlemi yalnızca Sahip yapabilir.";

export const mayManageBackups = (role: Role) => role === "owner";

/** One row of the list, as the screen shows it. */
export interface BackupRow {
  name: string;
  takenAt: string;
  sizeBytes: number;
  status: BackupEntry["status"];
  problem: string | undefined;
  trigger: BackupManifest["trigger"] | undefined;
  offsite: BackupManifest["offsite"];
  /** Served by the download (a file in BACKUP_DIR, not a failed one). */
  downloadable: boolean;
  /** The restore's command for this file, one line a step. */
  restore: string[];
}

export interface BackupsScreen {
  rows: BackupRow[];
  health: BackupHealth;
  backupDir: string;
}

/** A path as the shell reads it: as is when it holds only safe characters, else in single quotes. */
export const shellQuoted = (path: string) => (/^[\w./:@%+=,-]+$/.test(path) ? path : `'${path.replaceAll("'", `'"'"'`)}'`);

/**
 * The restore's command for a backup (docs/operator/database.md, Restoring):
 * on an installation of deploy/install.sh the site's user runs
 * scripts/db-restore.ts with the site's environment between stopping and
 * starting the service; elsewhere `npm run db:restore` with the site stopped.
 */
export function restoreCommand(path: string, deployed: boolean): string[] {
  const file = shellQuoted(path);
  if (deployed) {
    return [
      "sudo systemctl stop ymm",
      `cd /opt/ymm/current && sudo -u ymm node --env-file=/etc/ymm/ymm.env scripts/db-restore.ts ${file}`,
      "sudo systemctl start ymm",
    ];
  }
  return ["# siteyi durdurun (npm start)", `npm run db:restore -- ${file}`, "# siteyi yeniden başlatın"];
}

const downloadable = (entry: BackupEntry) => entry.status !== "failed";

/** What Yedekler shows: every backup newest first with its restore command, and the health line. */
export async function backupsScreen(deployed: boolean, now = new Date()): Promise<BackupsScreen> {
  const entries = listBackups();
  const offsiteConfigured = config().offsite !== undefined;
  const lastCheck = offsiteConfigured ? await lastOffsiteCheck() : undefined;
  const rows = entries.map(
    (entry): BackupRow => ({
      name: entry.name,
      takenAt: entry.takenAt,
      sizeBytes: entry.sizeBytes,
      status: entry.status,
      problem: entry.problem,
      trigger: entry.manifest?.trigger,
      offsite: entry.manifest?.offsite,
      downloadable: downloadable(entry),
      restore: restoreCommand(entry.path, deployed),
    }),
  );
  return {
    rows,
    health: healthOf({ backups: entries, offsiteConfigured, lastCheck, now }),
    backupDir: config().backupDir,
  };
}

/** ok: the backup's name (Yedekler says it from its row); else the refusal or the BackupError's message, in Turkish. */
export type TakeNowResult = { ok: true; name: string } | { ok: false; status: 403 | 409 | 500; error: string };

/** The settings row that says a manual backup is under way (any process, any instance on the database). */
export const MANUAL_KEY = "backup_manual";
/** A claim older than this is a process that died mid-backup: the longest a backup's tool may run, and some. */
const MANUAL_STALE_MS = TOOL_TIMEOUT_MS + 5 * 60 * 1000;

interface ManualClaim {
  startedAt: string;
  done: boolean;
}

function parseClaim(text: string | undefined): ManualClaim | undefined {
  try {
    const value = text === undefined ? undefined : (JSON.parse(text) as Partial<ManualClaim>);
    return typeof value?.startedAt === "string" && typeof value.done === "boolean"
      ? { startedAt: value.startedAt, done: value.done }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims the manual backup (compare-and-set on MANUAL_KEY, as the schedule's
 * lease): the claim's text, or the running one's start when another process
 * or instance holds it.
 */
async function claimManual(now: Date): Promise<{ mine: string } | { runningSince: string }> {
  return transaction(async (trx) => {
    const text = await getSetting(trx, MANUAL_KEY);
    const claim = parseClaim(text);
    if (claim && !claim.done && now.getTime() - Date.parse(claim.startedAt) < MANUAL_STALE_MS) return { runningSince: claim.startedAt };
    const mine = JSON.stringify({ startedAt: now.toISOString(), done: false } satisfies ManualClaim);
    const won = text === undefined ? await insertSettingIfAbsent(trx, MANUAL_KEY, mine) : await replaceSetting(trx, MANUAL_KEY, text, mine);
    return won ? { mine } : { runningSince: now.toISOString() };
  });
}

async function releaseManual(mine: string): Promise<void> {
  const done = JSON.stringify({ ...(parseClaim(mine) as ManualClaim), done: true } satisfies ManualClaim);
  await transaction((trx) => replaceSetting(trx, MANUAL_KEY, mine, done));
}

/**
 * "Şimdi yedekle" (Sahip): a backup now, audited whether it was taken or not.
 * A click while a manual backup runs (this process or another on the
 * database) is refused and starts nothing.
 */
export async function takeBackupNow(session: ActiveSession, now = new Date()): Promise<TakeNowResult> {
  if (!mayManageBackups(session.admin.role)) return { ok: false, status: 403, error: OWNER_ONLY };
  const claim = await claimManual(now);
  if ("runningSince" in claim) {
    return {
      ok: false,
      status: 409,
      error: `Bir yedek şu anda alınıyor (başlangıç: ${formatTurkishDateTime(claim.runningSince)}); ikinci bir yedek başlatılmadı. Bittiğinde listede görünür: sayfayı biraz sonra yenileyin.`,
    };
  }
  let result: TakeNowResult;
  let details: Record<string, unknown>;
  try {
    const manifest = await takeBackup({ trigger: "manual" });
    details = { ok: true, sizeBytes: manifest.sizeBytes };
    result = { ok: true, name: manifest.file };
    // Never throws (its outcome is in the manifests); not awaited: the office is told the backup is taken.
    void copyPendingOffsite();
  } catch (error) {
    if (!(error instanceof BackupError)) log.error({ err: error }, "manual backup failed");
    const problem = error instanceof BackupError ? error.message : "Yedek alınamadı; ayrıntı sunucunun günlüğünde.";
    details = { ok: false, problem };
    result = { ok: false, status: 500, error: problem };
  } finally {
    await releaseManual(claim.mine);
  }
  const entryId = result.ok ? result.name : null;
  await transaction((trx) => recordAudit(trx, { adminEmail: session.admin.email, action: "backup", list: AUDIT_LIST, entryId, details }));
  return result;
}

export type DownloadResult =
  | { ok: true; name: string; path: string; sizeBytes: number }
  | { ok: false; status: 400 | 403 | 404 | 429; refusal: DownloadRefusal; retryAfter?: number };

/**
 * A backup's download (Sahip): `name` must be one listBackups() returns for a
 * file in BACKUP_DIR; then the password and the code again; the audit row is
 * written with them. The caller streams `path`.
 */
export async function authorizeDownload(session: ActiveSession, name: string, password: string, code: string): Promise<DownloadResult> {
  if (!mayManageBackups(session.admin.role)) return { ok: false, status: 403, refusal: "yetki" };
  const entry = BACKUP_NAME.test(name) ? listBackups().find((backup) => backup.name === name && downloadable(backup)) : undefined;
  if (!entry) return { ok: false, status: 404, refusal: "dosya" };
  const proved = await withReauthentication(session, password, code, async (trx, admin) => {
    if (!mayManageBackups(admin.role)) return false;
    await recordAudit(trx, {
      adminEmail: admin.email,
      action: "backup-download",
      list: AUDIT_LIST,
      entryId: entry.name,
      details: { sizeBytes: entry.sizeBytes },
    });
    return true;
  });
  if (!proved.ok) {
    if (proved.status === 429)
      return { ok: false, status: 429, refusal: "cok", ...(proved.retryAfter ? { retryAfter: proved.retryAfter } : {}) };
    if (proved.errors.sifre) return { ok: false, status: 400, refusal: password === "" ? "sifre-bos" : "sifre" };
    if (proved.errors.kod) return { ok: false, status: 400, refusal: code.trim() === "" ? "kod-bos" : "kod" };
    return { ok: false, status: 403, refusal: "yetki" };
  }
  if (!proved.value) return { ok: false, status: 403, refusal: "yetki" };
  return { ok: true, name: entry.name, path: entry.path, sizeBytes: entry.sizeBytes };
}
