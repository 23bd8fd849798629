/**
 * The application as an Express sub-app. Vite bundles this file together with
 * the route modules (see vite.config.ts), so the production server and the
 * routes share one module graph: one database connection, one config.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import proxyAddr from "proxy-addr";
import { createRequestHandler as createFetchHandler, RouterContextProvider } from "react-router";
import { ensureFirstAdmin } from "#app/.server/accounts/bootstrap.ts";
import { type CountingTimer, countMissing, countView, startCounting } from "#app/.server/analytics/counting.ts";
import { config, startupNotices } from "#app/.server/config.ts";
import { publicPagesVersion } from "#app/.server/content/public.ts";
import { closeDb, isDatabaseHealthy } from "#app/.server/db/index.ts";
import { describeTightened, keepDataPrivate } from "#app/.server/db/private-files.ts";
import { log } from "#app/.server/log.ts";
import { type BackupTimer, scheduleBackups } from "#app/.server/platform/backup-timer.ts";
import { type LinkCheckTimer, scheduleLinkChecks } from "#app/.server/platform/link-check-timer.ts";
import { type MailWorker, startMailWorker } from "#app/.server/platform/mail-worker.ts";
import { type MaintenanceTimer, scheduleMaintenance } from "#app/.server/platform/maintenance.ts";
import { clientIpContext, nonceContext, type RenderNotes, renderNotesContext } from "#app/.server/platform/request-context.ts";
import { forwardingWatch, reportPageCache } from "#app/.server/platform/runtime.ts";
import { type PublishingTimer, schedulePublishing } from "#app/.server/platform/scheduler.ts";
import { prepareDatabase } from "#app/.server/platform/startup.ts";
import { caseRedirect, lowerCasePath } from "#app/.server/web/security/case-redirect.ts";
import {
  ALLOW_HEADER,
  ALLOWED_METHODS,
  bodyLimitFor,
  bodyTooLargeMessage,
  contentSecurityPolicy,
  isAttachmentUpload,
  isSameOrigin,
  newNonce,
  ORIGIN_CHECK_EXEMPT,
  SAFE_METHODS,
  securityHeaders,
} from "#app/.server/web/security/http.ts";
import { siteUrl } from "#app/.server/web/seo.ts";
import { isAdminPath } from "#app/lib/admin-paths.ts";
import { MEDIA_PREFIX } from "#app/lib/media.ts";
import { PAGE_QUERY_PARAMS, paths } from "#app/lib/paths.ts";
import {
  type CachedPage,
  cacheable,
  cacheKey,
  FLOOR_PATH,
  floorPage,
  isHtml,
  negotiate,
  PageCache,
  type Rendered,
  remembered,
  toCachedPage,
} from "#server/page-cache.ts";
import { openPageFiles, type PageFileWriter, pageFileWriter } from "#server/page-files.ts";

export { config, log, startupNotices };

export const app = express();
app.disable("x-powered-by");
// TRUST_PROXY: X-Forwarded-For is honoured from those proxies only. Set here,
// on the app that handles every request (and computes req.ip), and nowhere else.
app.set("trust proxy", config().trustProxy);

const SECURITY_HEADERS = Object.entries(securityHeaders({ https: config().https })) as [string, string][];
/** Notes a request that came through a proxy while TRUST_PROXY names none (Sistem durumu's warning). */
const noteForwarding = forwardingWatch(config().trustProxy);

/** The request's id (from X-Request-Id when it is sane, else a new one), sent back and logged. */
function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  const requestId = typeof incoming === "string" && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  req.headers["x-request-id"] = requestId;
  return requestId;
}

/** One log line per request when it is answered (the health check only at debug level). */
function logWhenFinished(req: IncomingMessage, res: ServerResponse, requestId: string, path: string) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const entry = {
      requestId,
      method: req.method,
      path, // never the query: it can hold tokens
      status: res.statusCode,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
    };
    if (path === "/healthz") log.debug(entry, "request");
    else if (res.statusCode >= 500) log.error(entry, "request");
    else log.info(entry, "request");
  });
}

app.use((req, res, next) => {
  noteForwarding(req.headers);
  const requestId = requestIdOf(req);
  res.setHeader("X-Request-Id", requestId);
  logWhenFinished(req, res, requestId, req.path);
  next();
});

app.get("/healthz", async (_req, res) => {
  const healthy = await isDatabaseHealthy();
  res
    .status(healthy ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json({ status: healthy ? "ok" : "unavailable" });
});

app.use((req, res, next) => {
  // Only the admin area has inline scripts; public pages need no nonce (and are cacheable for it).
  res.locals.nonce = isAdminPath(req.path) ? newNonce() : "";
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  if (!ALLOWED_METHODS.has(req.method)) {
    res.status(405).set("Allow", ALLOW_HEADER).type("text/plain; charset=utf-8").send("İstek reddedildi: bu yönteme izin verilmiyor.");
    return;
  }
  if (!SAFE_METHODS.has(req.method)) {
    const length = Number(req.get("content-length") ?? Number.NaN);
    if (Number.isNaN(length) && req.get("transfer-encoding")) {
      res.status(411).type("text/plain; charset=utf-8").send("İstek reddedildi: gövde uzunluğu belirtilmeli.");
      return;
    }
    if (length > bodyLimitFor(req.path)) {
      // Answered before a byte of the body is read; Node drops the rest. The
      // editor's upload asks for JSON, a form gets the message as text.
      const message = bodyTooLargeMessage(req.path);
      // The attachments' upload always answers JSON, { ok: false, error } (its contract).
      if (isAttachmentUpload(req.path)) res.status(413).json({ ok: false, error: message });
      else if (req.accepts(["text/plain", "application/json"]) === "application/json") res.status(413).json({ error: message });
      else res.status(413).type("text/plain; charset=utf-8").send(message);
      return;
    }
    const ownOrigins = [new URL(siteUrl()).origin, `${req.protocol}://${req.get("host")}`];
    if (ORIGIN_CHECK_EXEMPT.has(req.path)) {
      // React Router refuses an action whose Origin is not the request's own (400), "null" included, which is what
      // the e-bülten pages' own buttons send (see ORIGIN_CHECK_EXEMPT); for these paths the origin decides nothing.
      delete req.headers.origin;
    } else if (!isSameOrigin({ origin: req.get("origin"), referer: req.get("referer") }, ownOrigins)) {
      res.status(403).type("text/plain; charset=utf-8").send("İstek reddedildi: form bu sitenin bir sayfasından gönderilmedi.");
      return;
    }
  }
  next();
});

// /SSS -> /sss (see case-redirect.ts); after the security headers, so the redirect carries them.
app.use(caseRedirect);

/**
 * The app's routes and modules. In production, the module itself: given a function, React
 * Router derives its route tree again on every request (createStaticHandler flattens and ranks
 * every route: 4 % of a test server's CPU in a profile, 2026-11-28), which only the
 * development server needs, for its hot reload.
 */
const build = config().dev ? () => import("virtual:react-router/server-build") : await import("virtual:react-router/server-build");

function loadContext(clientIp: string | null, nonce: string, notes: RenderNotes | null = null): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientIpContext, clientIp);
  context.set(nonceContext, nonce);
  context.set(renderNotesContext, notes);
  return context;
}

/** The last address worked out on a connection, with the X-Forwarded-For header it was worked out from; kept on the socket (a property read is cheaper than a WeakMap's lookup). */
const CONNECTION_ADDRESS = Symbol("clientAddress");
type WithAddress = { [CONNECTION_ADDRESS]?: { forwarded: string | string[] | undefined; ip: string } };

/**
 * The client's address as Express computes req.ip (TRUST_PROXY), for the fast
 * path that answers before Express (a counted view asks for it). It depends
 * only on the connection's peer and X-Forwarded-For, so a keep-alive
 * connection's next request with the same header reuses it.
 */
function clientIpOf(req: IncomingMessage): string {
  const forwarded = req.headers["x-forwarded-for"];
  const socket = req.socket as typeof req.socket & WithAddress;
  const known = socket[CONNECTION_ADDRESS];
  if (known && known.forwarded === forwarded) return known.ip;
  const ip = proxyAddr(req, app.get("trust proxy fn"));
  socket[CONNECTION_ADDRESS] = { forwarded, ip };
  return ip;
}

// Public GET and HEAD: from the page cache (see server/page-cache.ts).
const pageCache = new PageCache(config().pageCacheBytes);
reportPageCache(pageCache);
/**
 * Behind the proxy (PAGE_FILES_DIR, ADR 053): the public pages the page cache answers are also
 * written as files that Caddy serves itself (server/page-files.ts). This bundle's digest names
 * their folders, so another release never serves this one's pages.
 */
const pageFiles = ((): PageFileWriter | undefined => {
  const settings = config().pageFiles;
  if (!settings || config().dev) return undefined;
  try {
    const files = openPageFiles(settings.dir, fileURLToPath(import.meta.url));
    return pageFileWriter(files, (error, message) => log.warn({ err: error }, message));
  } catch (error) {
    // The site serves on from its page cache; Caddy finds no file and passes every page on.
    log.error({ err: error, dir: settings.dir }, "page files are off: PAGE_FILES_DIR cannot be made or read");
    return undefined;
  }
})();
/** FLOOR_PAGE=1 only: the minimal page measurements compare every page with. */
const floor = config().floorPage
  ? floorPage(SECURITY_HEADERS, contentSecurityPolicy(undefined, { https: config().https, dev: config().dev }))
  : undefined;
const renderPublic = createFetchHandler(build, config().dev ? "development" : "production");

/** Renders a public page as any visitor would get it: no cookie, no validator, nothing personal. */
async function render(req: express.Request): Promise<Rendered> {
  const headers = new Headers({ accept: req.get("accept") ?? "text/html", "x-request-id": String(req.headers["x-request-id"] ?? "") });
  const request = new Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, { headers });
  const notes: RenderNotes = { searchMiss: null };
  const response = await renderPublic(request, loadContext(req.ip ?? null, "", notes));
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()), notes };
}

function sendRendered(req: express.Request, res: express.Response, rendered: Rendered) {
  res.status(rendered.status);
  for (const [name, value] of rendered.headers) res.append(name, value);
  res.end(req.method === "HEAD" ? undefined : rendered.body);
  if (req.method !== "GET" || !isHtml(rendered.headers.get("content-type"))) return;
  if (rendered.status === 200) countView(req, req.originalUrl, req.ip, rendered.notes?.searchMiss);
  // Bulunamayan adresler (ADR 066): a public 404 is counted where it is answered, once.
  else if (rendered.status === 404) countMissing(req, req.originalUrl);
}

/**
 * Writes a cached page: 304 to a known ETag, else the best encoding the client
 * accepts. A GET of an HTML page is a view for the statistics (a 304 too: the
 * same page, shown from the browser's copy).
 */
function writeCached(req: IncomingMessage, res: ServerResponse, page: CachedPage, requestId: string, clientIp: () => string | undefined) {
  if (page.html && req.method === "GET") {
    if (page.status === 404) countMissing(req, req.url ?? "/");
    else countView(req, req.url ?? "/", clientIp, page.searchMiss);
  }
  const known = req.headers["if-none-match"];
  if (page.etag && known?.split(/\s*,\s*/).includes(page.etag)) {
    res.writeHead(304, [...page.notModified, "X-Request-Id", requestId]);
    res.end();
    return;
  }
  const encoding = negotiate(req.headers["accept-encoding"]);
  res.writeHead(page.status, [...page.heads[encoding], "X-Request-Id", requestId]);
  res.end(req.method === "HEAD" ? undefined : page[encoding]);
}

/**
 * Uploaded images (/medya/…): immutable and already compressed; browsers and
 * proxies keep them, so they are read from the database, never kept in memory.
 */
/** Attached files (/ekler/…, up to 20 MB) are treated the same: never kept in the page cache's memory. */
const isAttachmentPath = (pathname: string) => pathname.startsWith(`${paths.attachments}/`);
const isMediaPath = (pathname: string) => pathname.startsWith(MEDIA_PREFIX) || isAttachmentPath(pathname);

/**
 * Public pages only: not the admin area, not uploaded images, not the health check, and not React
 * Router's own requests (its route manifest, /__manifest?paths=…, and data
 * requests, *.data), whose answers depend on their query or on who asks.
 */
function isCacheablePath(pathname: string): boolean {
  return (
    !isAdminPath(pathname) &&
    !isMediaPath(pathname) &&
    pathname !== "/healthz" &&
    !pathname.startsWith("/__") &&
    !pathname.endsWith(".data")
  );
}

/**
 * The page cache's key for a request's URL, null when the page cache does not
 * answer it; remembered for the last URLs asked (on a calculator's result,
 * parsing its URL and query was 5.9 % of a worker's busy time in a profile).
 */
const pageKeyOf = remembered((originalUrl: string) => {
  const url = new URL(originalUrl, "http://localhost");
  return isCacheablePath(url.pathname) ? cacheKey(url, PAGE_QUERY_PARAMS) : null;
});

/** The cache key and version of a public GET/HEAD, or undefined when the page cache does not answer it. */
async function cachedLookup(method: string | undefined, originalUrl: string) {
  if ((method !== "GET" && method !== "HEAD") || config().pageCacheBytes === 0) return undefined;
  const key = pageKeyOf(originalUrl);
  if (key === null) return undefined;
  const version = await publicPagesVersion();
  return { key, version, page: pageCache.get(key, version) };
}

/**
 * The fast path, before Express: a public page that is in the cache is
 * answered here, with the same headers and log line as any other response.
 * False when it is not (Express then renders it, and the cache keeps it).
 */
export async function serveFromPageCache(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const originalUrl = req.url ?? "/";
  const queryAt = originalUrl.indexOf("?");
  const path = queryAt === -1 ? originalUrl : originalUrl.slice(0, queryAt);
  if (path.startsWith("/assets/") || path.startsWith("/images/") || isMediaPath(path) || lowerCasePath(path) !== undefined) return false;
  if (floor && path === FLOOR_PATH && (req.method === "GET" || req.method === "HEAD")) {
    await publicPagesVersion(); // the one read every cached page waits for
    const requestId = requestIdOf(req);
    logWhenFinished(req, res, requestId, path);
    writeCached(req, res, floor, requestId, () => undefined);
    return true;
  }
  const found = await cachedLookup(req.method, originalUrl);
  if (!found?.page) return false;
  pageFiles?.offer(found.key, found.version, found.page);
  noteForwarding(req.headers);
  pageCache.counted(true);
  const requestId = requestIdOf(req);
  logWhenFinished(req, res, requestId, path);
  writeCached(req, res, found.page, requestId, () => clientIpOf(req));
  return true;
}

// Public GET and HEAD that the fast path did not answer: rendered once per version, then kept.
app.use(async (req, res, next) => {
  try {
    const found = await cachedLookup(req.method, req.originalUrl);
    if (!found) return next();
    const { key, version } = found;
    let page = found.page;
    pageCache.counted(page !== undefined);
    if (!page) {
      const url = new URL(req.originalUrl, "http://localhost");
      const result = await pageCache.once(`${url.pathname}${url.search}`, version, async () => {
        const rendered = await render(req);
        if (!cacheable(rendered)) {
          pageCache.delete(key);
          return { rendered };
        }
        // The same bytes as the page kept from before the content changed: its compressed bytes still fit.
        const fresh = pageCache.alike(key, rendered) ?? toCachedPage(rendered, SECURITY_HEADERS);
        pageCache.set(key, version, fresh);
        return { page: fresh };
      });
      if (!result.page) return sendRendered(req, res, result.rendered);
      page = result.page;
    }
    pageFiles?.offer(key, version, page);
    // The page's head repeats the headers Express already set; writeHead merges them by name.
    writeCached(req, res, page, String(res.getHeader("X-Request-Id")), () => req.ip);
  } catch (error) {
    next(error);
  }
});

// Everything else (the admin area, form posts): rendered for each request, and
// compressed; uploaded images are compressed already (and never kept in the page cache).
app.use(compression({ filter: (req, res) => !isMediaPath(req.path) && compression.filter(req, res) }));
// A public page that the page cache does not answer (PAGE_CACHE_MB=0): counted when its HTML has gone out.
app.use((req, res, next) => {
  if (req.method !== "GET" || !isCacheablePath(req.path)) return next();
  const notes: RenderNotes = { searchMiss: null };
  res.locals.renderNotes = notes;
  res.on("finish", () => {
    if (!isHtml(String(res.getHeader("content-type") ?? ""))) return;
    if (res.statusCode === 200 || res.statusCode === 304) countView(req, req.originalUrl, req.ip, notes.searchMiss);
    else if (res.statusCode === 404) countMissing(req, req.originalUrl);
  });
  next();
});
app.use(
  createRequestHandler({
    build,
    getLoadContext: (req, res) =>
      loadContext(req.ip ?? null, String(res.locals.nonce ?? ""), (res.locals.renderNotes as RenderNotes | undefined) ?? null),
  }),
);

let mailWorker: MailWorker | undefined;
let maintenance: MaintenanceTimer | undefined;
let publishing: PublishingTimer | undefined;
let backups: BackupTimer | undefined;
let linkChecks: LinkCheckTimer | undefined;
let counting: CountingTimer | undefined;
let pageFileChecks: NodeJS.Timeout | undefined;

/** Every PAGE_FILES_CHECK_MS, and once at the start: the proxy shows the latest version's files or none (ADR 053). */
function checkPageFiles(files: PageFileWriter): void {
  const check = () =>
    publicPagesVersion()
      .then((version) => files.check(version))
      .catch((error: unknown) => log.warn({ err: error }, "page files: the check failed"));
  void check();
  pageFileChecks = setInterval(check, config().pageFiles?.checkMs ?? 1_000);
  pageFileChecks.unref();
}

/**
 * First thing in every process of the server (server/main.ts): the files it
 * creates are the owner's only, and an existing SQLite database's files are
 * narrowed to the owner (app/.server/db/private-files.ts). In a cluster the
 * primary does it before starting its workers, so it is said once.
 */
export function keepDataFilesPrivate(): void {
  const changed = keepDataPrivate(config().database);
  const sentence = describeTightened(changed);
  if (sentence) log.warn({ files: changed }, sentence);
}

/** Opens, migrates and seeds the database and builds a missing search index, makes sure an admin exists, starts the mail worker (SMTP_URL or E-posta ayarları), maintenance, scheduled publishing and the daily backup. */
export async function prepare(): Promise<void> {
  await prepareDatabase();
  await ensureFirstAdmin();
  maintenance = scheduleMaintenance(config().maintenanceIntervalMs, log);
  publishing = schedulePublishing(config().schedulerIntervalMs, log);
  backups = scheduleBackups(log);
  // Kırık bağlantılar: nothing unless LINK_CHECK is on (ADR 066).
  linkChecks = scheduleLinkChecks(log);
  counting = startCounting(log);
  if (pageFiles) checkPageFiles(pageFiles);
  // Always: without SMTP_URL the worker sends with E-posta ayarları once the office makes
  // them (ADR 049), and waits until then; server/main.ts says so once (startupNotices).
  mailWorker = startMailWorker(undefined, log);
}

/** Writes the last counts, lets the e-mail being sent finish, then closes the database. */
export async function shutdown(): Promise<void> {
  maintenance?.stop();
  publishing?.stop();
  backups?.stop();
  linkChecks?.stop();
  clearInterval(pageFileChecks);
  await counting?.stop();
  counting = undefined;
  await mailWorker?.stop();
  mailWorker = undefined;
  await closeDb();
}
