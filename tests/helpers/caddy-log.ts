/** Lines of Caddy's log of the views it served from page files (ADR 053), as tests write them. */

/**
 * A line Caddy 2.6.2 wrote for a page it served from a file, through deploy/caddyfile.sh's
 * filter (the address cut to /24; no port, Cookie, TLS or response headers). Captured from a
 * local Caddy on 2026-11-29.
 */
export const CADDY_LINE =
  '{"level":"info","ts":1795956747.089024,"logger":"http.log.access.log0","msg":"handled request","request":{"remote_ip":"127.0.0.0","proto":"HTTP/1.1","method":"GET","host":"127.0.0.1:4190","uri":"/sss","headers":{"User-Agent":["Mozilla/5.0 Test"],"Accept":["*/*"],"Dnt":["1"],"Referer":["https://x.com/y"]}},"duration":0.006680427,"size":3,"status":200}';

/** The request of a logged view: its URL, headers by Go's names, the address as Caddy's ip_mask leaves it. */
export interface LoggedView {
  url: string;
  headers: Record<string, string>;
  masked: string;
}

/** A line as Caddy writes it for `view` (the captured line's shape, its request replaced). */
export function caddyLine(view: LoggedView, extra: { method?: string; status?: number; ts?: number; host?: string } = {}): string {
  const entry = JSON.parse(CADDY_LINE);
  entry.ts = extra.ts ?? Date.now() / 1000;
  entry.status = extra.status ?? 200;
  entry.request = {
    ...entry.request,
    remote_ip: view.masked,
    method: extra.method ?? "GET",
    host: extra.host ?? "ymm.test",
    uri: view.url,
    headers: { Accept: ["text/html"], ...Object.fromEntries(Object.entries(view.headers).map(([name, value]) => [name, [value]])) },
  };
  return JSON.stringify(entry);
}
