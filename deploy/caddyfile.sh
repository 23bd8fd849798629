#!/usr/bin/env bash
# deploy/caddyfile.sh --domain NAME --email ADDRESS --port N [--pages DIR [--views-log FILE]] [--local-certs]
# [--http-port N] [--https-port N] [--bind ADDRESS]: prints Caddy's configuration for the site
# (deploy/install.sh writes it to /etc/caddy/Caddyfile). Written for Caddy 2.6 (Debian 12's
# package) and later: every directive below is in 2.6.2.
# Caddy gets the certificate (ACME) and renews it, redirects HTTP to HTTPS, speaks HTTP/2 and
# HTTP/3, and passes every request to the site on 127.0.0.1 with the client's address in
# X-Forwarded-For (the site trusts it from loopback: TRUST_PROXY=loopback). It compresses
# nothing: the site sends pages already compressed (brotli, gzip) with their ETags.
# --pages DIR (ADR 053): the published pages the site writes there (PAGE_FILES_DIR) are served by
# Caddy itself, precompressed, to a GET or HEAD without a query, also while the site is down;
# everything else goes to the site. When the site does not answer, Caddy answers a plain Turkish
# 503 page with Retry-After (a form posted then is not taken: the page says so).
# --views-log FILE (with --pages; ADR 053, "Statistics of page files"): Caddy logs each request
# it served from a page file, and only those, to FILE (JSON, the address cut to /24 or /48, no
# Cookie, no Authorization, no forwarding headers), for the site's statistics to count and empty
# (PAGE_FILES_LOG). Every other request skips the log: the site counts what it serves itself.
# --local-certs (tests): Caddy's own certificate authority, no ACME, no OCSP, no admin API.
# --plain-http (npm run bench): the same routes on http://127.0.0.1:<--http-port>, no TLS, no
# certificate, no redirect, no admin API, bound to loopback; --domain and --email not needed.
set -euo pipefail
domain="" email="" port="" pages="" views_log="" local_certs=0 plain_http=0 http_port="" https_port="" bind=""
while [ $# -gt 0 ]; do
  case $1 in
    --domain) domain=$2; shift 2 ;;
    --email) email=$2; shift 2 ;;
    --port) port=$2; shift 2 ;;
    --pages) pages=$2; shift 2 ;;
    --views-log) views_log=$2; shift 2 ;;
    --local-certs) local_certs=1; shift ;;
    --plain-http) plain_http=1; shift ;;
    --http-port) http_port=$2; shift 2 ;;
    --https-port) https_port=$2; shift 2 ;;
    --bind) bind=$2; shift 2 ;;
    *) echo "caddyfile.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
[ -z "$views_log" ] || [ -n "$pages" ] || { echo "caddyfile.sh: --views-log needs --pages" >&2; exit 2; }
# The other name (www. or the bare domain) redirects to the site's.
if [[ $domain == www.* ]]; then other=${domain#www.}; else other="www.$domain"; fi
target="https://$domain"
[ -z "$https_port" ] || [ "$https_port" = 443 ] || target="$target:$https_port"
if [ "$plain_http" = 1 ]; then
  [ -n "$http_port" ] || { echo "caddyfile.sh: --plain-http needs --http-port" >&2; exit 2; }
  domain="http://127.0.0.1:$http_port" bind=${bind:-127.0.0.1}
fi

echo "# deploy/install.sh writes this file; a later run replaces it (a file it did not write is"
echo "# kept as Caddyfile.before-ymm). Caddy 2.6 and later."
echo "{"
[ "$plain_http" = 1 ] || echo "	email $email"
if [ "$local_certs" = 1 ]; then
  echo "	local_certs"
  echo "	skip_install_trust"
  echo "	ocsp_stapling off"
fi
[ "$local_certs" = 0 ] && [ "$plain_http" = 0 ] || echo "	admin off"
[ -z "$http_port" ] || echo "	http_port $http_port"
[ -z "$https_port" ] || echo "	https_port $https_port"
[ -z "$bind" ] || echo "	default_bind $bind"
cat <<CADDY
	servers {
		protocols h1 h2 h3
		# A slow client cannot hold a connection: its headers within 10 s, its body within 60 s, an
		# idle kept-alive connection 2 min (no write limit: a large attachment may take its time).
		timeouts {
			read_header 10s
			read_body 60s
			idle 2m
		}
	}
}

(site) {
CADDY
# With the views' log: what the site answers is not logged here (the site counts it itself).
[ -z "$views_log" ] || printf '\tskip_log\n'
cat <<CADDY
	reverse_proxy 127.0.0.1:$port {
		# While the site restarts (an upgrade, a crash) a request waits for it: Caddy connects again
		# every 250 ms for up to 30 s (the Retry-After below), then answers the 503 page. A refused
		# connection carried no request, so a form post waits too. No health checks (one site to pass
		# to): while one held the site down, Caddy 2.6 failed a form post at once, a page until the
		# next check (ADR 053, "Restarts behind the proxy").
		lb_try_duration 30s
		lb_try_interval 250ms
		transport http {
			dial_timeout 5s
			response_header_timeout 60s
			# Idle connections end before the site's own 5 s keep-alive does: a request is never
			# sent on a connection the site is closing (a 502 for a form post).
			keepalive 4s
		}
	}
}

CADDY
if [ -n "$pages" ]; then
  # The site's policy for its public pages, less each page's hashes: those are in the page's own
  # <meta> policy, which the browser enforces too (app/.server/publishing/page-files.ts).
  policy="default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'; upgrade-insecure-requests"
  # A route that serves the file `try` names when the request matches `when` (a CEL expression
  # on the query), and passes it to the site should the file go between the check and the read.
  page_route() {
    local name=$1 when=$2 try=$3
    cat <<ROUTE
	@$name {
		method GET HEAD
		expression \`$when\`
		# A path with a trailing slash is another URL than its page's, except the English home /en/,
		# whose file is en/index.html (so /en, another URL, must not find it); the site writes no backslash.
		not {
			path_regexp ^/.+/\$
			not path_regexp ^/en/\$
		}
		not path /en
		not path *%5C* *%5c*
		file {
			root $pages/current
			try_files $try
		}
	}
	route @$name {
		# The site's headers for a public page, set only when the answer has none (a file's).
		header {
			?Cache-Control no-cache
			?Content-Security-Policy "$policy"
			?X-Content-Type-Options nosniff
			?Referrer-Policy strict-origin-when-cross-origin
			?X-Frame-Options DENY
			?Cross-Origin-Opener-Policy same-origin
			?Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=()"
			?Strict-Transport-Security "max-age=31536000; includeSubDomains"
		}
		rewrite * {file_match.relative}
		file_server {
			root $pages/current
			precompressed br gzip
			pass_thru
		}
		# The file went between the check and the read (a content write hid the files): the site answers.
		rewrite * {http.request.orig_uri}
		import site
	}
ROUTE
  }
  printf '(page-files) {\n'
  # A published page the site wrote (ADR 053), for a GET or HEAD: without a query, its file;
  # with one, the file of exactly that query, if the site wrote one (never a query with % or /).
  page_route pageFile '{query} == ""' '{path}/index.html'
  page_route pageFileQuery '{query} != "" && !{query}.contains("%") && !{query}.contains("/")' '{path}/_q/{query}/index.html'
  printf '}\n\n'
fi
cat <<CADDY
$domain {
CADDY
[ -z "$pages" ] || printf '\timport page-files\n'
if [ -n "$views_log" ]; then
  # Only the page files' routes leave the log unskipped (the site's own routes skip it); Caddy
  # appends to the file, the site reads and empties it (app/.server/analytics/proxy-log.ts).
  cat <<CADDY
	log {
		output file $views_log {
			roll_disabled
		}
		format filter {
			wrap json
			fields {
				request>remote_ip ip_mask {
					ipv4 24
					ipv6 48
				}
				request>remote_port delete
				request>tls delete
				request>headers>Cookie delete
				request>headers>Authorization delete
				request>headers>Proxy-Authorization delete
				request>headers>X-Forwarded-For delete
				request>headers>Forwarded delete
				request>headers>X-Real-Ip delete
				request>headers>Via delete
				request>headers>Accept-Language delete
				request>headers>If-None-Match delete
				request>headers>If-Modified-Since delete
				resp_headers delete
				user_id delete
			}
		}
	}
	# A route of its own, so that skip_log runs only for what goes to the site.
	route {
		import site
	}
CADDY
else
  printf '\timport site\n'
fi
cat <<CADDY
	# The site did not answer (stopped, restarting past 30 s, failed): a plain page, nothing taken.
	handle_errors {
		header {
			Content-Type "text/html; charset=utf-8"
			Cache-Control no-store
			Retry-After 30
			Content-Security-Policy "default-src 'none'; frame-ancestors 'none'"
			X-Content-Type-Options nosniff
			Referrer-Policy strict-origin-when-cross-origin
			X-Frame-Options DENY
		}
		respond \`<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site şu anda yanıt veremiyor</title></head><body><main><h1>Site şu anda yanıt veremiyor</h1><p>Sayfa şu anda gösterilemiyor. Bir form gönderdiyseniz <strong>alınmadı</strong>: lütfen birkaç dakika sonra yeniden gönderin.</p><p>Lütfen biraz sonra yeniden deneyin.</p></main></body></html>\` 503
	}
}
CADDY
[ "$plain_http" = 1 ] || printf '\n%s {\n\tredir %s{uri} permanent\n}\n' "$other" "$target"
