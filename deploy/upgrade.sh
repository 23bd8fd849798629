#!/usr/bin/env bash
# deploy/upgrade.sh [--source DIR]
# Puts a new version of the site in place without leaving the office without a site: builds
# it beside the running release, stops the site, backs up the database, runs the migrations,
# switches `current`, starts and waits for /healthz and a rendered home page. When any step
# fails it restores the backup, switches back, starts the old release and says what failed.
# See docs/decisions/050-one-command-installer.md.
#
#   --source DIR     the new version's source (default: the checkout this script is in)
# For tests and machines without systemd (as deploy/install.sh):
#   --root DIR       the installation under DIR
#   --no-systemd     the site runs as a plain background process
source "$(dirname "$(readlink -f "$0")")/lib.sh"

NO_SYSTEMD=0
SOURCE_DIR="$(dirname "$(dirname "$(readlink -f "$0")")")"
usage() { sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
  case $1 in
    --source) SOURCE_DIR=$(readlink -f "${2:?}"); shift 2 ;;
    --root) ROOT=$(readlink -f "${2:?}"); shift 2 ;;
    --no-systemd) NO_SYSTEMD=1; shift ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; fail "Bilinmeyen seçenek: $1" ;;
  esac
done
set_layout
[ -n "$ROOT" ] || [ "$(id -u)" = 0 ] || fail "Yükseltme yönetici (root) olarak çalıştırılmalı: sudo $0 …"
[ -f "$SOURCE_DIR/package.json" ] && [ -f "$SOURCE_DIR/server/main.ts" ] || fail "$SOURCE_DIR sitenin kaynağı değil."
old=$(current_release)
[ -n "$old" ] || fail "Kurulu bir site yok ($CURRENT_LINK): önce deploy/install.sh."
new=$(release_name_of "$SOURCE_DIR")
if [ "$new" = "$old" ]; then
  say "Sürüm $old zaten çalışıyor: yükseltilecek bir şey yok."
  exit 0
fi
NODE=$(node_bin)
started_at=$SECONDS
database_url=$(env_value DATABASE_URL)

# 1. Build beside the running release (the site keeps serving meanwhile).
if [ -d "$RELEASES_DIR/$new" ]; then
  say "Sürüm $new daha önce derlenmiş; o kullanılıyor."
else
  say "1/5 Sürüm $new derleniyor (npm ci, build); site bu sırada $old ile çalışmaya devam ediyor."
  SOURCE_COMMIT=$(git -C "$SOURCE_DIR" rev-parse --short=12 HEAD 2>/dev/null || true) \
    build_release "$SOURCE_DIR" "$new" "$NODE" || {
    log_event "upgrade $old -> $new failed: build"
    fail "Derleme başarısız; site $old ile çalışmaya devam ediyor, hiçbir şey değişmedi. Ayrıntı: $RELEASES_DIR/$new.build.log"
  }
fi

# 2. Stop, so that nothing is written after the backup.
say "2/5 Site durduruluyor ve veritabanı yedekleniyor."
site_stop
# Interrupted (Ctrl-C, a closed terminal, kill) while the site is stopped and nothing changed
# yet: the running release is started again.
trap 'trap "" INT TERM HUP; site_start; log_event "upgrade $old -> $new interrupted: backup"; fail "Yükseltme kesildi; hiçbir şey değişmedi, site $old ile yeniden başlatıldı."' INT TERM HUP
backup_database "$old" upgrade || {
  site_start
  log_event "upgrade $old -> $new failed: backup"
  fail "Yedek alınamadı, yükseltme yapılmadı; site $old ile yeniden başlatıldı. Ayrıntı: $BACKUP_PROBLEM"
}
backup=$BACKUP_FILE
say "    Yedek: $backup, $(backup_verification "$backup")"

# Any failure from here on: the backup back, `current` back, the old release started.
roll_back() {
  local what=$1
  # The roll-back itself is not to be interrupted: the office would be left without a site.
  trap '' INT TERM HUP
  say "Geri alınıyor: $what"
  site_stop || true
  # The old release's own restore (its schema is the backup's): SQLite, and since issue 40
  # PostgreSQL too (a release with platform/restore.ts): checked, the replaced database kept,
  # one transaction that also drops a table the failed migrations added, which pg_restore's
  # --clean would leave behind. An older release restores PostgreSQL with pg_restore.
  if [[ $database_url == file:* ]] || [ -f "$RELEASES_DIR/$old/app/.server/platform/restore.ts" ]; then
    run_in_release "$old" scripts/db-restore.ts "$backup" >/dev/null ||
      say "UYARI: yedek geri yüklenemedi; elle: cd $RELEASES_DIR/$old && node --env-file=$ENV_FILE scripts/db-restore.ts $backup"
  else
    (cd / && as_service_user pg_restore --clean --if-exists --single-transaction --dbname="$database_url" "$backup") ||
      say "UYARI: yedek geri yüklenemedi; elle: pg_restore --clean --if-exists --dbname=… $backup"
  fi
  switch_current "$old"
  site_start
  if wait_until_serving; then
    log_event "upgrade $old -> $new rolled back: $what"
    fail "Yükseltme başarısız ($what). Veritabanı yedekten geri yüklendi ve site $old sürümüyle çalışıyor."
  fi
  log_event "upgrade $old -> $new rolled back, old release not serving: $what"
  fail "Yükseltme başarısız ($what); geri alındı ama $old da başlamadı: $SERVING_PROBLEM."
}

# From here on an interrupt rolls back like any failure (bash runs the trap once the step
# running in the foreground has ended).
trap 'roll_back "yükseltme kesildi"' INT TERM HUP

# 3. Migrate with the new release's code.
say "3/5 Veritabanı geçişleri çalıştırılıyor."
if [ -f "$RELEASES_DIR/$new/scripts/db-migrate.ts" ]; then
  migrate_output=$(run_in_release "$new" scripts/db-migrate.ts 2>&1) ||
    roll_back "veritabanı geçişi başarısız: $(tail -n 3 <<<"$migrate_output" | paste -sd ' ')"
fi

# 4. Switch and start.
say "4/5 Sürüm $new başlatılıyor."
switch_current "$new"
site_start
wait_until_serving || roll_back "yeni sürüm başlamadı: $SERVING_PROBLEM"

trap - INT TERM HUP

# 5. Done: keep the last releases, drop older ones.
say "5/5 Eski sürümler temizleniyor."
mapfile -t releases < <(ls -1t "$RELEASES_DIR" | grep -v -e '\.building$' -e '\.build\.log$')
for release in "${releases[@]:$KEEP_RELEASES}"; do
  [ "$release" = "$new" ] || [ "$release" = "$old" ] || rm -rf "${RELEASES_DIR:?}/$release"
done
seconds=$((SECONDS - started_at))
log_event "upgrade $old -> $new ok (${seconds} s, backup $(basename "$backup"))"
say "Yükseltme tamam: $old → $new (${seconds} s). Yedek: $backup"
