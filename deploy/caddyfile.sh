#!/usr/bin/env bash
# deploy/caddyfile.sh --domain NAME --email ADDRESS --port N [--local-certs] [--http-port N]
# [--https-port N] [--bind ADDRESS]: prints Caddy's configuration for the site (deploy/install.sh
# writes it to /etc/caddy/Caddyfile). Written for Caddy 2.6 (Debian 12's package) and later.
# Caddy gets the certificate (ACME) and renews it, redirects HTTP to HTTPS, speaks HTTP/2 and
# HTTP/3, and passes every request to the site on 127.0.0.1 with the client's address in
# X-Forwarded-For (the site trusts it from loopback: TRUST_PROXY=loopback). It compresses
# nothing: the site sends pages already compressed (brotli, gzip) with their ETags.
# --local-certs (tests): Caddy's own certificate authority, no ACME, no OCSP, no admin API.
set -euo pipefail
domain="" email="" port="" local_certs=0 http_port="" https_port="" bind=""
while [ $# -gt 0 ]; do
  case $1 in
    --domain) domain=$2; shift 2 ;;
    --email) email=$2; shift 2 ;;
    --port) port=$2; shift 2 ;;
    --local-certs) local_certs=1; shift ;;
    --http-port) http_port=$2; shift 2 ;;
    --https-port) https_port=$2; shift 2 ;;
    --bind) bind=$2; shift 2 ;;
    *) echo "caddyfile.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
# The other name (www. or the bare domain) redirects to the site's.
if [[ $domain == www.* ]]; then other=${domain#www.}; else other="www.$domain"; fi
target="https://$domain"
[ -z "$https_port" ] || [ "$https_port" = 443 ] || target="$target:$https_port"

echo "# deploy/install.sh writes this file; a later run replaces it (a file it did not write is"
echo "# kept as Caddyfile.before-ymm). Caddy 2.6 and later."
echo "{"
echo "	email $email"
if [ "$local_certs" = 1 ]; then
  echo "	local_certs"
  echo "	skip_install_trust"
  echo "	ocsp_stapling off"
  echo "	admin off"
fi
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

$domain {
	reverse_proxy 127.0.0.1:$port {
		# Checks the site every 10 s; while it restarts (an upgrade), a request waits up to 15 s.
		health_uri /healthz
		health_interval 10s
		lb_try_duration 15s
		transport http {
			dial_timeout 5s
			response_header_timeout 60s
		}
	}
}

$other {
	redir $target{uri} permanent
}
CADDY
