/**
 * The application as an Express sub-app. Vite bundles this file together with
 * the route modules (see vite.config.ts), so the production server and the
 * routes share one module graph: one database connection, one config.
 */
import { randomUUID } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { createRequestHandler as createFetchHandler, RouterContextProvider } from "react-router";
import { ensureFirstAdmin } from "#app/.server/auth/bootstrap.ts";
import { config } from "#app/.server/config.ts";
import { closeDb, getDb, isDatabaseHealthy } from "#app/.server/db/index.ts";
import { log } from "#app/.server/log.ts";
import { type MailWorker, startMailWorker } from "#app/.server/mail/worker.ts";
import { type MaintenanceTimer, scheduleMaintenance } from "#app/.server/maintenance.ts";
import { publicPagesVersion } from "#app/.server/publishing.ts";
import { clientIpContext, nonceContext } from "#app/.server/request-context.ts";
import { caseRedirect } from "#app/.server/security/case-redirect.ts";
import {
  ALLOW_HEADER,
  ALLOWED_METHODS,
  bodyLimitFor,
  isSameOrigin,
  newNonce,
  ORIGIN_CHECK_EXEMPT,
  SAFE_METHODS,
  securityHeaders,
} from "#app/.server/security/http.ts";
import { siteUrl } from "#app/.server/seo.ts";
import { isAdminPath } from "#app/lib/admin-paths.ts";
import { PAGE_QUERY_PARAMS } from "#app/lib/paths.ts";
import { type CachedPage, cacheable, cacheKey, negotiate, PageCache, type Rendered, toCachedPage } from "#server/page-cache.ts";

export { config, log };

export const app = express();
app.disable("x-powered-by");
// TRUST_PROXY: X-Forwarded-For is honoured from those proxies only. Set here,
// on the app that handles every request (and computes req.ip), and nowhere else.
app.set("trust proxy", config().trustProxy);

// Request id and one log line per request (the health check only at debug level).
app.use((req, res, next) => {
  const incoming = req.get("x-request-id");
  const requestId = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  req.headers["x-request-id"] = requestId;
  res.set("X-Request-Id", requestId);
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const entry = {
      requestId,
      method: req.method,
      path: req.path, // never the query: it can hold tokens
      status: res.statusCode,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
    };
    if (req.path === "/healthz") log.debug(entry, "request");
    else if (res.statusCode >= 500) log.error(entry, "request");
    else log.info(entry, "request");
  });
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
  res.set(securityHeaders({ https: config().https }));
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
      res.status(413).type("text/plain; charset=utf-8").send("İstek reddedildi: gönderilen veri çok büyük.");
      return;
    }
    const ownOrigins = [new URL(siteUrl()).origin, `${req.protocol}://${req.get("host")}`];
    const exempt = ORIGIN_CHECK_EXEMPT.has(req.path);
    if (!exempt && !isSameOrigin({ origin: req.get("origin"), referer: req.get("referer") }, ownOrigins)) {
      res.status(403).type("text/plain; charset=utf-8").send("İstek reddedildi: form bu sitenin bir sayfasından gönderilmedi.");
      return;
    }
  }
  next();
});

// /SSS -> /sss (see case-redirect.ts); after the security headers, so the redirect carries them.
app.use(caseRedirect);

const build = () => import("virtual:react-router/server-build");

function loadContext(clientIp: string | null, nonce: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientIpContext, clientIp);
  context.set(nonceContext, nonce);
  return context;
}

// Public GET and HEAD: from the page cache (see server/page-cache.ts).
const pageCache = new PageCache(config().pageCacheBytes);
const renderPublic = createFetchHandler(build, config().dev ? "development" : "production");

/** Renders a public page as any visitor would get it: no cookie, no validator, nothing personal. */
async function render(req: express.Request): Promise<Rendered> {
  const headers = new Headers({ accept: req.get("accept") ?? "text/html", "x-request-id": String(req.headers["x-request-id"] ?? "") });
  const request = new Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, { headers });
  const response = await renderPublic(request, loadContext(req.ip ?? null, ""));
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

function sendRendered(req: express.Request, res: express.Response, rendered: Rendered) {
  res.status(rendered.status);
  for (const [name, value] of rendered.headers) res.append(name, value);
  res.end(req.method === "HEAD" ? undefined : rendered.body);
}

function sendCached(req: express.Request, res: express.Response, page: CachedPage) {
  for (const [name, value] of page.headers) if (name !== "content-security-policy") res.set(name, value);
  res.vary("Accept-Encoding");
  const known = req.get("if-none-match");
  if (page.etag && known?.split(/\s*,\s*/).includes(page.etag)) {
    res.status(304).end();
    return;
  }
  const csp = page.headers.find(([name]) => name === "content-security-policy");
  if (csp) res.set("Content-Security-Policy", csp[1]);
  const encoding = negotiate(req.get("accept-encoding"));
  const body = page[encoding];
  if (encoding !== "identity") res.set("Content-Encoding", encoding);
  res.set("Content-Length", String(body.length));
  res.status(page.status).end(req.method === "HEAD" ? undefined : body);
}

app.use(async (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || isAdminPath(req.path) || config().pageCacheBytes === 0) return next();
  try {
    const url = new URL(req.originalUrl, "http://localhost");
    const key = cacheKey(url, PAGE_QUERY_PARAMS);
    const version = await publicPagesVersion();
    let page = pageCache.get(key, version);
    if (!page) {
      const result = await pageCache.once(`${url.pathname}${url.search}`, version, async () => {
        const rendered = await render(req);
        if (!cacheable(rendered)) return { rendered };
        const fresh = toCachedPage(rendered);
        pageCache.set(key, version, fresh);
        return { page: fresh };
      });
      if (!result.page) return sendRendered(req, res, result.rendered);
      page = result.page;
    }
    sendCached(req, res, page);
  } catch (error) {
    next(error);
  }
});

// Everything else (the admin area, form posts): rendered for each request.
app.use(
  createRequestHandler({
    build,
    getLoadContext: (req, res) => loadContext(req.ip ?? null, String(res.locals.nonce ?? "")),
  }),
);

let mailWorker: MailWorker | undefined;
let maintenance: MaintenanceTimer | undefined;

/** Opens, migrates and seeds the database, makes sure an admin exists, starts mail delivery and maintenance. */
export async function prepare(): Promise<void> {
  await getDb();
  await ensureFirstAdmin();
  maintenance = scheduleMaintenance(config().maintenanceIntervalMs, log);
  mailWorker = startMailWorker(undefined, log);
}

/** Lets the e-mail being sent finish, then closes the database. */
export async function shutdown(): Promise<void> {
  maintenance?.stop();
  await mailWorker?.stop();
  mailWorker = undefined;
  await closeDb();
}
