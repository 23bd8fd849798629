/**
 * Sistem durumu (Yönetici and up; issue 39): whether the installation is
 * sound, each check "Tamam", "Uyarı" or "Hata" with what was found and the fix,
 * in the office's words. Read on every request; it writes nothing. Genel bakış
 * shows a red line when a check is an error (overview.ts).
 *
 * What the database holds (migrations, the outbox) is every instance's; what
 * the process knows of itself (its start, its workers' rounds, the proxy
 * headers it saw, its page cache) is the answering process's own
 * (platform/runtime.ts), which the screen says.
 */
import { readFileSync, statfsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { backupHealth, lastVerifiedText } from "#app/.server/backups/health.ts";
import { config } from "#app/.server/config.ts";
import { databaseFacts } from "#app/.server/db/facts.ts";
import { getDb } from "#app/.server/db/index.ts";
import { currentDelivery } from "#app/.server/mail-settings/delivery.ts";
import { deployedRelease } from "#app/.server/platform/release.ts";
import {
  mailOutcomes,
  pageCacheFigures,
  processStartedAt,
  untrustedForwarding,
  WORKERS,
  type WorkerName,
  workerBeats,
} from "#app/.server/platform/runtime.ts";
import { countByStatus, lastSentAt, lastWaitingError } from "#app/.server/repositories/outbox.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { formatFileSize } from "#app/lib/file-size.ts";
import type { StatusCheck, SystemStatus } from "#app/lib/system-status.ts";

const MB = 1024 * 1024;
/** Below this much free space the database's writes may soon fail. */
export const DISK_ERROR_BYTES = 200 * MB;
/** Below this much (or a tenth of the disk) it is time to make room. */
const DISK_WARNING_BYTES = 1024 * MB;

const n = (value: number) => value.toLocaleString("tr-TR");
const size = (bytes: number) => formatFileSize(bytes, { gigabytes: true });
const percent = (ratio: number) => ratio.toLocaleString("tr-TR", { style: "percent", maximumFractionDigits: 0 });

/**
 * What the running code is, read once: package.json's version when it has one, and the release
 * deploy/install.sh or upgrade.sh built it as (platform/release.ts).
 */
let version: string | null | undefined;
function appVersion(): string | null {
  if (version === undefined) {
    const parts: string[] = [];
    try {
      const parsed = JSON.parse(readFileSync(resolve("package.json"), "utf8")) as { version?: unknown };
      if (typeof parsed.version === "string") parts.push(parsed.version);
    } catch {
      // no package.json beside the code: nothing to add
    }
    const release = deployedRelease();
    if (release) parts.push(release.commit ? `${release.name} (commit ${release.commit})` : release.name);
    version = parts.length > 0 ? parts.join(", ") : null;
  }
  return version;
}

/** "12 sn", "4 dk", "3 sa": how long ago, roughly. */
function ago(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 120) return `${n(seconds)} sn önce`;
  if (seconds < 7200) return `${n(Math.round(seconds / 60))} dk önce`;
  return `${n(Math.round(seconds / 3600))} sa önce`;
}

/** "20 saniyede", "60 dakikada" (what "her … bir döner" says). */
function every(ms: number): string {
  if (ms < 1000) return `${n(ms)} milisaniyede`;
  return ms < 120_000 ? `${n(Math.round(ms / 1000))} saniyede` : `${n(Math.round(ms / 60_000))} dakikada`;
}

function runtimeChecks(): StatusCheck[] {
  const v = appVersion();
  const major = Number(/^v(\d+)/.exec(process.version)?.[1] ?? 0);
  return [
    {
      key: "version",
      label: "Sürüm",
      level: "ok",
      text: v ?? "Sürüm adı yok: bu kopya deploy/install.sh ile kurulmuş bir sürüm değil.",
    },
    {
      key: "started",
      label: "Başlangıç",
      level: "ok",
      text: `Bu süreç (PID ${process.pid}) ${formatTurkishDateTime(processStartedAt())} tarihinde başladı.`,
    },
    major >= 24
      ? { key: "node", label: "Node.js", level: "ok", text: process.version }
      : {
          key: "node",
          label: "Node.js",
          level: "warning",
          text: `${process.version}: site Node.js 24 ya da sonrası için yazıldı.`,
          fix: "Dağıtımın paketlerinden ya da NodeSource'tan Node.js 24 kurun ve siteyi yeniden başlatın.",
        },
  ];
}

async function databaseChecks(): Promise<StatusCheck[]> {
  const facts = await databaseFacts();
  const kind = facts.kind === "sqlite" ? "SQLite" : "PostgreSQL";
  const checks: StatusCheck[] = [{ key: "database", label: "Veritabanı", level: "ok", text: `${kind}, ${size(facts.bytes)}.` }];
  if (facts.pending.length > 0) {
    checks.push({
      key: "migrations",
      label: "Veritabanı geçişleri",
      level: "error",
      text: `Uygulanmamış geçişler var: ${facts.pending.join(", ")}.`,
      fix: "Siteyi yeniden başlatın: geçişler başlangıçta uygulanır. Hata sürerse günlükte (journalctl) geçişin hatasını okuyun.",
    });
  } else if (facts.unknown.length > 0) {
    checks.push({
      key: "migrations",
      label: "Veritabanı geçişleri",
      level: "error",
      text: `Veritabanında bu sürümün bilmediği geçişler var: ${facts.unknown.join(", ")}. Daha yeni bir sürüm bu veritabanında çalışmış.`,
      fix: "Bu sunucudaki siteyi de veritabanını yükselten sürüme yükseltin.",
    });
  } else {
    checks.push({ key: "migrations", label: "Veritabanı geçişleri", level: "ok", text: "Bekleyen geçiş yok." });
  }
  checks.push(diskCheck(facts.folder, facts.kind === "sqlite" ? "veritabanının klasörü" : "yedeklerin klasörü"));
  return checks;
}

/** The nearest folder that exists at or above `folder` (the backups' may not be made yet). */
function existingFolder(folder: string): string {
  let current = resolve(folder);
  for (;;) {
    try {
      statfsSync(current);
      return current;
    } catch {
      const parent = dirname(current);
      if (parent === current) return current;
      current = parent;
    }
  }
}

function diskCheck(folder: string, what: string): StatusCheck {
  const at = existingFolder(folder);
  const stats = statfsSync(at);
  const free = stats.bavail * stats.bsize;
  const total = stats.blocks * stats.bsize;
  const ratio = total > 0 ? free / total : 1;
  const text = `${size(free)} boş (diskin ${percent(ratio)} kadarı; ${what}: ${at}).`;
  const fix = "Eski yedekleri makineden başka bir yere taşıyın ya da diski büyütün.";
  if (free < DISK_ERROR_BYTES) return { key: "disk", label: "Boş disk", level: "error", text, fix };
  if (free < DISK_WARNING_BYTES || ratio < 0.1) return { key: "disk", label: "Boş disk", level: "warning", text, fix };
  return { key: "disk", label: "Boş disk", level: "ok", text };
}

async function mailChecks(now: number): Promise<StatusCheck[]> {
  const db = await getDb();
  const [counts, sentAt, waitingError] = await Promise.all([countByStatus(db), lastSentAt(db), lastWaitingError(db)]);
  const waiting = (counts.pending ?? 0) + (counts.sending ?? 0);
  const failed = counts.failed ?? 0;
  const queue: StatusCheck =
    failed > 0
      ? {
          key: "mail-queue",
          label: "E-posta kuyruğu",
          level: "warning",
          text: `Kuyrukta ${n(waiting)} e-posta var; ${n(failed)} e-posta gönderilemedi.`,
          fix: "Giden e-postalar ekranında hatayı okuyun; sorun giderilince “Tekrar dene” düğmesine basın.",
        }
      : { key: "mail-queue", label: "E-posta kuyruğu", level: "ok", text: `Kuyrukta ${n(waiting)} e-posta var.` };
  const lastSuccess = sentAt ? `Son başarılı gönderim: ${formatTurkishDateTime(sentAt)}.` : "Henüz başarılı gönderim yok.";
  // What the worker sends with: SMTP_URL, else E-posta ayarları (ADR 049).
  const delivery = await currentDelivery(undefined, db);
  if (delivery.kind === "off") {
    return [
      {
        key: "mail",
        label: "E-posta",
        level: "warning",
        text: `E-posta gönderimi kapalı: E-posta ayarları yapılmadı (sunucuda SMTP_URL de yok). E-postalar Giden e-postalar'da bekler. ${lastSuccess}`,
        fix: "Yönetim → E-posta ayarları ekranında SMTP sunucusunu girin ve “Test e-postası gönder” ile deneyin.",
      },
      queue,
    ];
  }
  if (delivery.kind === "sealed") {
    return [
      {
        key: "mail",
        label: "E-posta",
        level: "error",
        text: `Kayıtlı SMTP şifresi açılamıyor: sunucudaki TWO_FACTOR_KEY kaydedildiği andakinden farklı. E-postalar Giden e-postalar'da bekler. ${lastSuccess}`,
        fix: "Eski anahtarı ortam dosyasına geri yazın ya da E-posta ayarları ekranında şifreyi yeniden girin.",
      },
      queue,
    ];
  }
  const outcomes = mailOutcomes();
  const latestSuccess = [sentAt, outcomes.lastSuccessAt]
    .filter((at): at is string => at !== null && at !== undefined)
    .sort()
    .at(-1);
  const failure = outcomes.lastFailure;
  if (failure && (!latestSuccess || failure.at > latestSuccess)) {
    return [
      {
        key: "mail",
        label: "E-posta",
        level: "error",
        text: `SMTP sunucusu e-posta almıyor: ${failure.message} (${ago(failure.at, now)}). ${lastSuccess}`,
        fix: "SMTP_URL'deki sunucu adını, kapıyı, kullanıcı adını ve şifreyi denetleyin. E-postalar kuyrukta bekler ve sorun giderilince gönderilir.",
      },
      queue,
    ];
  }
  const lastError = waitingError ? ` Bekleyen bir e-postanın son hatası: ${waitingError.error}` : "";
  return [{ key: "mail", label: "E-posta", level: "ok", text: `SMTP ayarlı. ${lastSuccess}${lastError}` }, queue];
}

function proxyChecks(): StatusCheck[] {
  const { https, siteUrl, trustProxy } = config();
  const checks: StatusCheck[] = [
    https
      ? { key: "https", label: "HTTPS", level: "ok", text: `Site ${siteUrl} adresinde: oturum çerezi Secure, HSTS gönderiliyor.` }
      : {
          key: "https",
          label: "HTTPS",
          level: "warning",
          text: `SITE_URL https ile başlamıyor (${siteUrl}): oturum çerezi Secure değil, HSTS gönderilmiyor.`,
          fix: "Ortam dosyasında SITE_URL=https://www.firmaniz.com.tr yapın ve siteyi yeniden başlatın.",
        },
  ];
  const seen = untrustedForwarding();
  if (trustProxy !== false && trustProxy !== 0) {
    checks.push({
      key: "proxy",
      label: "Vekil sunucu (proxy)",
      level: "ok",
      text: `TRUST_PROXY=${String(trustProxy)}: ziyaretçinin adresi bu vekil sunucunun X-Forwarded-For başlığından okunuyor.`,
    });
  } else if (seen) {
    checks.push({
      key: "proxy",
      label: "Vekil sunucu (proxy)",
      level: "warning",
      text: `İstekler bir vekil sunucudan geliyor (${seen.header} başlığı; ${n(seen.count)} istek, sonuncusu ${formatTurkishDateTime(seen.at)}), ama TRUST_PROXY tanımlı değil: site her ziyaretçiyi vekil sunucunun adresinden gelmiş sanıyor, hız sınırları ve istatistikler ziyaretçileri ayıramıyor.`,
      fix: "Vekil sunucu (Caddy, nginx) aynı makinedeyse ortam dosyasına TRUST_PROXY=loopback ekleyin ve siteyi yeniden başlatın.",
    });
  } else {
    checks.push({
      key: "proxy",
      label: "Vekil sunucu (proxy)",
      level: "ok",
      text: "TRUST_PROXY tanımlı değil ve bu süreç vekil sunucudan gelen bir istek görmedi.",
    });
  }
  return checks;
}

function pageCacheCheck(): StatusCheck {
  const figures = pageCacheFigures();
  if (!figures) return { key: "page-cache", label: "Sayfa önbelleği", level: "ok", text: "Bu süreç sayfa sunmuyor." };
  if (!figures.enabled) {
    return {
      key: "page-cache",
      label: "Sayfa önbelleği",
      level: "warning",
      text: "Kapalı (PAGE_CACHE_MB=0): her sayfa her istekte yeniden oluşturuluyor.",
      fix: "Ortam dosyasından PAGE_CACHE_MB=0 satırını kaldırın ve siteyi yeniden başlatın.",
    };
  }
  const asked = figures.hits + figures.misses;
  const memory = `${n(figures.pages)} sayfa, ${size(figures.bytes)} / ${size(figures.maxBytes)}`;
  const text =
    asked === 0
      ? `Bu süreç başladığından beri herkese açık sayfa istenmedi (${memory}).`
      : `İsabet oranı ${percent(figures.hits / asked)}: ${n(figures.hits)} istek bellekten, ${n(figures.misses)} istek yeniden oluşturularak yanıtlandı (${memory}).`;
  return { key: "page-cache", label: "Sayfa önbelleği", level: "ok", text };
}

const WORKER_LABELS: Record<WorkerName, string> = {
  scheduler: "Zamanlanmış yayın",
  maintenance: "Bakım (saklama süreleri)",
  mail: "E-posta gönderici",
  backup: "Günlük yedek",
};

const clock = ({ hour, minute }: { hour: number; minute: number }) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;

function workerChecks(now: number): StatusCheck[] {
  const beats = workerBeats();
  const backupTime = config().backups.time;
  return WORKERS.map((worker): StatusCheck => {
    const key = `worker-${worker}`;
    const label = WORKER_LABELS[worker];
    const last = beats[worker];
    const restart = "Siteyi yeniden başlatın ve günlükte (journalctl) hatayı arayın.";
    if (worker === "backup" && !backupTime) {
      return {
        key,
        label,
        level: "warning",
        text: "Kapalı (BACKUP_TIME=off): site kendi yedeğini almıyor.",
        fix: "Yedekleri başka bir yolla almıyorsanız ortam dosyasından BACKUP_TIME=off satırını kaldırın ve siteyi yeniden başlatın.",
      };
    }
    if (!last) {
      return { key, label, level: "error", text: "Çalışmıyor: bu süreçte başlamadı.", fix: restart };
    }
    const late = now - Date.parse(last.at) > last.staleAfterMs;
    const schedule = worker === "backup" && backupTime ? ` Yedek saati: her gün ${clock(backupTime)} (İstanbul).` : "";
    const text = `${late ? "Durdu" : "Çalışıyor"}: son turu ${ago(last.at, now)} (her ${every(last.intervalMs)} bir döner).${schedule}`;
    return late ? { key, label, level: "error", text, fix: restart } : { key, label, level: "ok", text };
  });
}

/** Sistem durumu's key of the backups' row; Genel bakış draws its red line apart, with its sentences (overview.ts). */
export const BACKUPS_CHECK = "backups";

/** The backups' health (backups/health.ts): an error when the last verified backup is missing or older than 26 hours, or the last off-site copy failed. */
async function backupsCheck(now: number): Promise<StatusCheck> {
  const health = await backupHealth(new Date(now));
  const label = "Yedekler";
  const offsite = !health.offsiteConfigured
    ? "Uzak kopya ayarlı değil (RESTIC_REPOSITORY yok): yedekler yalnızca bu makinede."
    : health.latestOffsite?.status === "copied"
      ? `Son uzak kopya: ${formatTurkishDateTime(health.latestOffsite.at)}.`
      : health.latestOffsite
        ? ""
        : "Uzak kopya ayarlı; henüz kopya alınmadı.";
  if (health.red) {
    const fix = [
      health.stale &&
        "Yönetim → Yedekler ekranında “Şimdi yedekle” düğmesine basın; yedek alınamazsa ekranın gösterdiği nedeni giderin ve günlükte (journalctl) yedeğin hatasını okuyun.",
      health.latestOffsite?.status === "failed" &&
        "Uzak depoya ulaşılabildiğini ve ortam dosyasındaki RESTIC_ ayarlarını denetleyin; sonraki yedekte kopya yeniden denenir.",
      health.lastCheck?.ok === false &&
        "Denetimin bulduğu sorunu işletim kılavuzunun yedekler bölümüne göre giderin (docs/operator/database.md); denetim bir hafta sonra yeniden yapılır.",
    ]
      .filter(Boolean)
      .join(" ");
    return { key: BACKUPS_CHECK, label, level: "error", text: [...health.problems, offsite].filter(Boolean).join(" "), fix };
  }
  return { key: BACKUPS_CHECK, label, level: "ok", text: `Son doğrulanmış yedek: ${lastVerifiedText(health)}. ${offsite}` };
}

export async function systemStatus(now = Date.now()): Promise<SystemStatus> {
  const [database, mail, backups] = await Promise.all([databaseChecks(), mailChecks(now), backupsCheck(now)]);
  const checks = [...runtimeChecks(), ...database, ...mail, ...proxyChecks(), pageCacheCheck(), ...workerChecks(now), backups];
  return { checks, readAt: new Date(now).toISOString(), pid: process.pid };
}
