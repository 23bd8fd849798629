/**
 * Kırık bağlantılar's screen and Genel bakış's figure (ADR 066): the broken links that the
 * published content still holds, each with the places that write it and a link to edit them.
 */
import { config } from "#app/.server/config.ts";
import { readOnly } from "#app/.server/db/index.ts";
import type { LinkErrorKind } from "#app/.server/db/schema.ts";
import { lastRoundAt, siteHost } from "#app/.server/links/round.ts";
import { type LinkPlace, linkPlaces } from "#app/.server/links/sources.ts";
import { listBrokenLinks, publishedLinkSources } from "#app/.server/repositories/link-checks.ts";

export interface BrokenLinkView {
  url: string;
  /** What went wrong, in Turkish: "404 Bulunamadı", "Zaman aşımı"… */
  problem: string;
  finalUrl: string | null;
  checkedAt: string;
  firstFailedAt: string | null;
  places: LinkPlace[];
}

export interface BrokenLinksReport {
  mode: "on" | "off" | "loopback";
  lastRoundAt: string | undefined;
  links: BrokenLinkView[];
}

const ERROR_TEXT: Record<Exclude<LinkErrorKind, "http">, string> = {
  timeout: "Zaman aşımı: sunucu yanıt vermedi",
  reset: "Bağlantı koptu",
  dns: "Alan adı bulunamadı (DNS)",
  refused: "Bağlantı reddedildi",
  tls: "Güvenli bağlantı (TLS) kurulamadı",
  redirects: "Çok fazla ya da döngüye giren yönlendirme",
  other: "Bağlantı kurulamadı",
};

const HTTP_TEXT: Record<number, string> = {
  400: "Geçersiz istek",
  401: "Giriş gerekiyor",
  403: "Erişim engellendi",
  404: "Sayfa bulunamadı",
  410: "Sayfa kaldırılmış",
  429: "Çok fazla istek",
  500: "Sunucu hatası",
  502: "Ağ geçidi hatası",
  503: "Hizmet kullanılamıyor",
  504: "Ağ geçidi zaman aşımı",
};

export function problemText(error: LinkErrorKind | null, status: number | null): string {
  if (error === "http" || (error === null && status !== null))
    return `HTTP ${status ?? "?"}${HTTP_TEXT[status ?? 0] ? `: ${HTTP_TEXT[status ?? 0]}` : ""}`;
  return ERROR_TEXT[error ?? "other"];
}

/** The broken links the published content still holds, oldest failure first. */
export async function brokenLinksReport(): Promise<BrokenLinksReport> {
  const { rows, sources } = await readOnly(async (db) => ({
    rows: await listBrokenLinks(db),
    sources: await publishedLinkSources(db),
  }));
  // The places are looked up among every http(s) link, whatever the scope the rows were checked in.
  const places = linkPlaces(sources, siteHost(), "on");
  const links = rows.flatMap((row): BrokenLinkView[] => {
    const where = places.get(row.url);
    if (!where) return [];
    return [
      {
        url: row.url,
        problem: problemText(row.error, row.status),
        finalUrl: row.final_url,
        checkedAt: row.checked_at,
        firstFailedAt: row.first_failed_at,
        places: where,
      },
    ];
  });
  return { mode: config().linkCheck.mode, lastRoundAt: await lastRoundAt(), links };
}
