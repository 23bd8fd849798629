/**
 * Renders each page completely before answering. The site has no deferred
 * data, so streaming gains nothing, while a page that arrives in pieces can be
 * painted half-built (the navigation visibly grew as it streamed in). A whole
 * document also has a known length and a validator: public pages are sent
 * with `Cache-Control: no-cache` and an ETag, so a repeat visit gets a 304.
 */
import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { config } from "#app/.server/config.ts";
import { log } from "#app/.server/log.ts";
import { nonceContext } from "#app/.server/platform/request-context.ts";
import { withPageCss } from "#app/.server/web/page-css.ts";
import { contentSecurityPolicy } from "#app/.server/web/security/http.ts";
import { isAdminPath } from "#app/lib/admin-paths.ts";
import { NonceContext } from "#app/lib/nonce.tsx";
import type { RouteHandle } from "#app/root.tsx";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Only the admin area has inline scripts and gets a nonce; public pages are the same bytes for everyone.
  const nonce = loadContext.get(nonceContext) || undefined;
  const privatePage = routerContext.staticHandlerContext.matches.some(
    (match) => (routerContext.routeModules[match.route.id]?.handle as RouteHandle | undefined)?.private,
  );

  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        resolve(documentResponse(request, Buffer.concat(chunks), { nonce, privatePage }, responseStatusCode, responseHeaders));
        callback();
      },
    });

    const app = (
      <NonceContext.Provider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        log.error({ err: error, requestId: request.headers.get("x-request-id") }, "render failed");
      },
    });
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

function documentResponse(
  request: Request,
  rendered: Buffer,
  page: { nonce: string | undefined; privatePage: boolean },
  status: number,
  headers: Headers,
): Response {
  headers.set("Content-Type", "text/html; charset=utf-8");
  const { pathname } = new URL(request.url);
  // A public page carries only the rules of the stylesheet it can use (the admin area, a React app, keeps the whole one).
  const { body, css: pageCss } = page.nonce || isAdminPath(pathname) ? { body: rendered, css: undefined } : withPageCss(rendered);
  // A route may mark one answer as not to be kept (its headers say no-store: the English search on a busy database).
  const notKept = /\bno-store\b/.test(headers.get("Cache-Control") ?? "");
  if (page.nonce || page.privatePage || notKept || isAdminPath(pathname) || status >= 400) {
    headers.set("Cache-Control", "private, no-store");
  } else {
    headers.set("Cache-Control", "no-cache");
    const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    headers.set("ETag", etag);
    const known = request.headers.get("if-none-match");
    if (status === 200 && known && known.split(/\s*,\s*/).includes(etag)) {
      return new Response(null, { status: 304, headers });
    }
  }
  headers.set("Content-Security-Policy", contentSecurityPolicy(page.nonce, { https: config().https, dev: config().dev }, pageCss));
  headers.set("Content-Length", String(body.length));
  return new Response(new Uint8Array(body), { status, headers });
}

/** Server errors: logged with their stack; the visitor sees the plain error page. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  log.error({ err: error, requestId: request.headers.get("x-request-id"), path: new URL(request.url).pathname }, "request failed");
};
