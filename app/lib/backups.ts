/**
 * Yedekler's words (issue 40), browser-safe: a backup's state and trigger in
 * Turkish, the download form's fields, and why a download was refused. The
 * download is a plain form POST to a resource route (a file cannot come back
 * through React Router's data requests); a refusal sends the browser back to
 * Yedekler with `?indirme-hatasi=<code>`, and the screen says it here.
 */

export const BACKUP_STATUS_LABELS = { verified: "Doğrulandı", failed: "Doğrulanamadı", unverified: "Doğrulanmadı" } as const;

export const BACKUP_TRIGGER_LABELS = {
  schedule: "Günlük (zamanlanmış)",
  manual: "Elle (Şimdi yedekle)",
  upgrade: "Yükseltme öncesi",
} as const;

/** The download form's field names. */
export const DOWNLOAD_FIELDS = { file: "dosya", password: "sifre", code: "kod" } as const;

/** The query words a refused download comes back with. */
export const DOWNLOAD_QUERY = { refusal: "indirme-hatasi", minutes: "dakika", file: "dosya" } as const;

export type DownloadRefusal = "dosya" | "sifre-bos" | "sifre" | "kod-bos" | "kod" | "cok" | "yetki";

/** Why a download was refused, and the field it concerns ("form": the whole form). */
export function downloadRefusalText(
  refusal: string | null,
  minutes: number | undefined,
): { field: "dosya" | "sifre" | "kod" | "form"; text: string } | undefined {
  switch (refusal) {
    case "dosya":
      return { field: "dosya", text: "Bu yedek bulunamadı: listeden bir yedek seçin." };
    case "sifre-bos":
      return { field: "sifre", text: "Şifrenizi girin." };
    case "sifre":
      return { field: "sifre", text: "Şifre hatalı. Yedek indirilmedi." };
    case "kod-bos":
      return { field: "kod", text: "Doğrulama kodunu ya da bir kurtarma kodunu girin." };
    case "kod":
      return { field: "kod", text: "Doğrulama kodu hatalı. Yedek indirilmedi." };
    case "cok":
      return { field: "form", text: `Çok fazla hatalı deneme. Lütfen ${minutes ?? 15} dakika sonra yeniden deneyin.` };
    case "yetki":
      return { field: "form", text: "Yedekleri yalnızca Sahip indirebilir." };
    default:
      return undefined;
  }
}

/** A row of Yedekler as the screen renders it (built by routes/admin/backups.tsx from backups/screen.ts). */
export interface BackupRowView {
  name: string;
  /** The time taken, formatted (tr-TR, Istanbul). */
  at: string;
  /** The size, formatted (tr-TR units). */
  size: string;
  status: keyof typeof BACKUP_STATUS_LABELS;
  /** Why it does not count (Turkish), when it does not. */
  problem: string | undefined;
  trigger: keyof typeof BACKUP_TRIGGER_LABELS | undefined;
  offsite: { status: "copied" | "failed"; snapshot?: string | undefined; problem?: string | undefined } | undefined;
  offsiteAt: string;
  /** The restore's command, one line a step. */
  restore: string[];
}
