/**
 * What went wrong with an off-site copy (ADR 052), said twice: in Turkish for the office
 * (Yedekler, Genel bakış), and in restic's and ssh's own words for the operator's log.
 * restic 0.14 (Debian 12) says what failed only in its text, with exit code 1 for nearly
 * everything, so the problem is read from the text, most specific first. No secret reaches
 * either: the password, the S3 secret and a URL's password are cut out of the tool's text.
 */
import type { OffsiteSettings } from "#app/.server/offsite-settings.ts";

export type OffsiteProblem =
  | "not-configured"
  | "not-installed"
  | "input"
  | "password"
  | "password-file"
  | "missing"
  | "exists"
  | "refused"
  | "key-refused"
  | "host-key"
  | "unreachable"
  | "credentials"
  | "space"
  | "permission"
  | "locked"
  | "damaged"
  | "not-found"
  | "timeout"
  | "failed";

/** An off-site operation's failure: `message` in Turkish for the office, `detail` (the tool's text, secrets cut) for the log. */
export class OffsiteError extends Error {
  override name = "OffsiteError";
  readonly problem: OffsiteProblem;
  /** restic's and ssh's own words, secrets cut: for the operator's log, never for the office's screen. */
  readonly detail: string;
  constructor(problem: OffsiteProblem, message: string, detail = "") {
    super(message);
    this.problem = problem;
    this.detail = detail;
  }
}

/** The tool's text without any secret, its last lines only (restic's "Fatal:" line comes last). */
export function withoutSecrets(text: string, secrets: readonly string[], maxLength = 2000): string {
  let clean = text;
  for (const secret of secrets) if (secret) clean = clean.split(secret).join("…");
  clean = clean.replace(/\r/g, "").trim();
  return clean.length > maxLength ? `…${clean.slice(-maxLength)}` : clean;
}

/** Where ssh connects, as messages name it: "yedek@yedek.ornek.com.tr:2222". */
function sftpWhere(settings: OffsiteSettings): string {
  const sftp = settings.sftp;
  if (!sftp) return settings.label;
  return `${sftp.user ? `${sftp.user}@` : ""}${sftp.host}${sftp.port ? `:${sftp.port}` : ""}`;
}

const WHAT = "Site dışı yedek";

/** The Turkish message of each problem; `where` names the repository (never with a password). */
export function offsiteMessage(problem: OffsiteProblem, settings: OffsiteSettings | undefined, extra = ""): string {
  const where = settings ? (settings.kind === "sftp" ? sftpWhere(settings) : settings.label) : "";
  switch (problem) {
    case "not-configured":
      return `${WHAT} ayarlanmamış: sunucunun ortam dosyasında RESTIC_REPOSITORY ve deponun şifresi (RESTIC_PASSWORD_FILE) yok.`;
    case "not-installed":
      return `${WHAT} alınamadı: sunucuda restic kurulu değil. Sunucuyu kuran kişi “apt-get install restic” ile kurmalı.`;
    case "input":
      return extra;
    case "password":
      return `${WHAT} deposu açılamadı (${where}): şifre yanlış. Ortam dosyasındaki RESTIC_PASSWORD_FILE (ya da RESTIC_PASSWORD) bu deponun şifresini vermeli.`;
    case "password-file":
      return `${WHAT} deposunun şifre dosyası okunamadı (RESTIC_PASSWORD_FILE): dosya yok ya da site onu okuyamıyor.`;
    case "missing":
      return `${WHAT} deposu bulunamadı (${where}): orada bir restic deposu yok. Disk takılı değil, adres yanlış ya da depo henüz oluşturulmadı (npm run offsite:init).`;
    case "exists":
      return `${WHAT} deposu oluşturulmadı (${where}): orada zaten bir depo ya da başka dosyalar var.`;
    case "refused":
      return settings?.kind === "sftp"
        ? `SFTP sunucusu bağlantıyı reddetti (${where}): sunucu kapalı ya da bağlantı noktası yanlış. Yedek kopyalanamadı.`
        : `${WHAT} sunucusu bağlantıyı reddetti (${where}): sunucu kapalı ya da adres yanlış. Yedek kopyalanamadı.`;
    case "key-refused":
      return `SFTP sunucusu sitenin anahtarını kabul etmedi (${where}): OFFSITE_SSH_KEY_FILE'daki anahtarın açık kısmı sunucudaki authorized_keys dosyasında olmalı.`;
    case "host-key":
      return `SFTP sunucusunun kimliği doğrulanamadı (${where}): sunucunun anahtarı OFFSITE_SSH_KNOWN_HOSTS_FILE'da yok ya da değişmiş. Sunucu yeniden kurulduysa anahtarını doğrulayıp ekleyin; kurulmadıysa bağlantı başka bir sunucuya gidiyor olabilir.`;
    case "unreachable":
      return `${WHAT} sunucusuna ulaşılamadı (${where}): ağ bağlantısı yok, sunucu adı çözülemedi ya da sunucu zamanında yanıt vermedi.`;
    case "credentials":
      return `Depolama hizmeti erişim anahtarlarını kabul etmedi (${where}): AWS_ACCESS_KEY_ID ve AWS_SECRET_ACCESS_KEY'i ve bu klasöre yazma iznini kontrol edin.`;
    case "space":
      return `${WHAT} deposunda yer kalmadı (${where}): kopya yazılamadı. Depodaki eski kopyalar duruyor; diskte ya da hizmette yer açın.`;
    case "permission":
      return `${WHAT} deposuna erişim izni yok (${where}): klasör sitenin kullanıcısına ait değil ya da salt okunur.`;
    case "locked":
      return `${WHAT} deposu şu anda başka bir restic işlemince kilitli (${where}): biraz sonra yeniden denenecek.`;
    case "damaged":
      return `${WHAT} deposunun denetimi hata buldu (${where}): bazı kopyalar bozuk olabilir. Ayrıntı sunucu günlüğünde; depo onarılana kadar yerel yedeklere güvenin.`;
    case "not-found":
      return `Bu site dışı kopya depoda yok (${extra}): kopyalar listesinden var olan birini seçin.`;
    case "timeout":
      return `${WHAT} işlemi zamanında bitmedi (${extra}) ve durduruldu: bağlantı çok yavaş olabilir. Süre OFFSITE_TIMEOUT_MINUTES ile uzatılabilir.`;
    case "failed":
      return `${WHAT} işlemi başarısız oldu (${where}${extra ? `, ${extra}` : ""}). Ayrıntı sunucu günlüğünde.`;
  }
}

/** restic's and ssh's text (0.14, OpenSSH 9) → the problem, most specific first. */
const PATTERNS: [OffsiteProblem, RegExp][] = [
  ["password", /wrong password or no key found/i],
  ["password-file", /Resolving password failed|password file|reading password/i],
  ["host-key", /Host key verification failed|REMOTE HOST IDENTIFICATION HAS CHANGED|No \S+ host key is known/i],
  ["key-refused", /Permission denied \((publickey|password|keyboard)/i],
  ["locked", /repository is already locked/i],
  ["not-found", /no matching ID found|failed to find snapshot/i],
  ["space", /no space left on device|disk quota exceeded|QuotaExceeded|InsufficientStorage/i],
  ["credentials", /Access Denied|AccessDenied|InvalidAccessKeyId|SignatureDoesNotMatch|The AWS Access Key Id/i],
  [
    "missing",
    /Is there a repository at the following location|unable to open config file|repository does not exist|bucket does not exist/i,
  ],
  ["exists", /config file already exists|repository master key and config already initialized/i],
  ["refused", /connection refused/i],
  [
    "unreachable",
    /Could not resolve hostname|no such host|Name or service not known|timed out|i\/o timeout|No route to host|Network is unreachable|context deadline exceeded|Connection closed by|Connection reset/i,
  ],
  ["damaged", /repository contains errors|Fatal: .*errors? (were|was) found|pack .* (is damaged|not found)|check failed/i],
  ["permission", /permission denied|read-only file system/i],
];

/** The problem restic's (and ssh's) text shows, or "failed" when it shows none of them. */
export function problemOf(text: string): OffsiteProblem {
  return PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? "failed";
}

/** The error for a restic run that ended with `code` and said `text`. */
export function resticFailure(settings: OffsiteSettings, text: string, code: number | null): OffsiteError {
  const problem = problemOf(text);
  const detail = withoutSecrets(text, settings.secrets);
  return new OffsiteError(problem, offsiteMessage(problem, settings, code === null ? "" : `restic çıkış kodu ${code}`), detail);
}
