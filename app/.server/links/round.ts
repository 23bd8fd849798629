/**
 * A round of the link checker (ADR 066): every outbound link of the published content is
 * asked once (checker.ts) and its answer kept in link_checks, with when its failures began;
 * links no content holds any more are forgotten. LINK_CHECK=off (the default) does nothing:
 * no request leaves the server. With several instances one runs a round per interval: the
 * one that advances the lease (a row in `settings`, compare-and-set, as maintenance's).
 */
import { config } from "#app/.server/config.ts";
import { readOnly, transaction } from "#app/.server/db/index.ts";
import { checkLinks, hostOf, type LinkResult } from "#app/.server/links/checker.ts";
import { type LinkScope, linksOf } from "#app/.server/links/sources.ts";
import { deleteLinkChecksNotIn, listLinkChecks, publishedLinkSources, saveLinkCheck } from "#app/.server/repositories/link-checks.ts";
import { getSetting, insertSettingIfAbsent, replaceSetting } from "#app/.server/repositories/settings.ts";

/** When the last round began (ISO): the lease. */
export const LINK_CHECK_LEASE = "link_check_ran_at";
/** Redirects followed before a link counts as broken ("redirects"). */
export const MAX_REDIRECTS = 5;

/** This site's host (host:port of SITE_URL): its own links are not outbound. */
export const siteHost = () => new URL(config().siteUrl).host;

/** The User-Agent the checker sends: it names the site, so a server's operator knows who asks. */
export const checkerUserAgent = () => `Mozilla/5.0 (compatible; baglanti-denetimi; +${config().siteUrl})`;

/** The scope LINK_CHECK gives, or undefined when it is off. */
export function linkScope(): LinkScope | undefined {
  const { mode } = config().linkCheck;
  return mode === "off" ? undefined : mode;
}

/** Every outbound link of the published content, each once, in a stable order. */
async function contentLinks(scope: LinkScope): Promise<string[]> {
  const sources = await readOnly((db) => publishedLinkSources(db));
  const links = new Set<string>();
  for (const source of sources) for (const link of linksOf(source, siteHost(), scope)) links.add(link);
  return [...links].sort();
}

/** Keeps each result, with when its failures began; forgets links no content holds. */
async function saveResults(results: readonly LinkResult[], urls: readonly string[], now: Date): Promise<void> {
  const at = now.toISOString();
  await transaction(async (trx) => {
    const before = new Map((await listLinkChecks(trx)).map((row) => [row.url, row]));
    for (const result of results) {
      const failedSince = result.ok ? null : (before.get(result.url)?.first_failed_at ?? at);
      await saveLinkCheck(trx, {
        url: result.url,
        host: hostOf(result.url),
        ok: result.ok ? 1 : 0,
        status: result.status,
        final_url: result.finalUrl,
        error: result.error,
        checked_at: at,
        first_failed_at: failedSince,
      });
    }
    await deleteLinkChecksNotIn(trx, urls);
  });
}

export interface LinkRound {
  checked: number;
  broken: number;
}

/** One round now, whatever the lease (tests, and the timer once it has the lease); undefined when LINK_CHECK is off. */
export async function runLinkCheck(now = new Date()): Promise<LinkRound | undefined> {
  const scope = linkScope();
  if (!scope) return undefined;
  const settings = config().linkCheck;
  const urls = await contentLinks(scope);
  const results = await checkLinks(urls, {
    concurrency: settings.concurrency,
    timeoutMs: settings.timeoutMs,
    hostGapMs: settings.hostGapMs,
    maxRedirects: MAX_REDIRECTS,
    userAgent: checkerUserAgent(),
  });
  await saveResults(results, urls, now);
  return { checked: results.length, broken: results.filter((result) => !result.ok).length };
}

/** Runs a round if no instance began one within the interval (the lease); undefined otherwise or when off. */
export async function runLinkCheckIfDue(now = new Date()): Promise<LinkRound | undefined> {
  if (!linkScope()) return undefined;
  const intervalMs = config().linkCheck.intervalMs;
  const won = await transaction(async (trx) => {
    const last = await getSetting(trx, LINK_CHECK_LEASE);
    if (last === undefined) return insertSettingIfAbsent(trx, LINK_CHECK_LEASE, now.toISOString());
    if (now.getTime() - Date.parse(last) < intervalMs * 0.9) return false;
    return replaceSetting(trx, LINK_CHECK_LEASE, last, now.toISOString());
  });
  return won ? runLinkCheck(now) : undefined;
}

/** When the last round began, for the screen (ISO), or undefined before the first. */
export function lastRoundAt(): Promise<string | undefined> {
  return readOnly((db) => getSetting(db, LINK_CHECK_LEASE));
}
