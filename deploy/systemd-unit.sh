#!/usr/bin/env bash
# deploy/systemd-unit.sh NODE APP_DIR DATA_DIR ENV_FILE USER PAGES_DIR VIEWS_DIR [PATH…]: prints the site's systemd unit
# (deploy/install.sh writes it to /etc/systemd/system/ymm.service). The sandbox is as tight
# as the site allows: `systemd-analyze security` rates it "OK" (tests/deploy/install.test.ts
# holds it at ≤ 2.0). What the site needs and is therefore allowed: network sockets (it
# serves on 127.0.0.1 and sends mail to any SMTP server), writes to its data folder only, and
# memory that is both writable and executable (V8's JIT compiler), so no MemoryDenyWriteExecute.
# PAGES_DIR: the published pages it writes for Caddy to serve (PAGE_FILES_DIR, ADR 053); "": none.
# VIEWS_DIR: the folder of Caddy's log of those pages' views, which it reads and empties (PAGE_FILES_LOG); "": none.
# Each PATH is a folder outside the data folder the site must write too: a local restic
# repository for the off-site copies, or their RESTIC_CACHE_DIR (deploy/lib.sh's
# offsite_write_paths reads them from the environment file).
set -euo pipefail
node=$1 app_dir=$2 data_dir=$3 env_file=$4 user=$5 pages_dir=$6 views_dir=$7
shift 7
offsite_paths=""
for path in "$@"; do
  # "-": a folder that is missing (a disk not mounted) fails the copy, not the site's start.
  offsite_paths+="ReadWritePaths=-$path"$'\n'
done
pages_paths=""
if [ -n "$pages_dir" ]; then
  pages_paths="# The published pages Caddy serves (PAGE_FILES_DIR)."$'\n'"ReadWritePaths=$pages_dir"$'\n'
fi
if [ -n "$views_dir" ]; then
  pages_paths+="# Caddy's log of the views it served from those pages (PAGE_FILES_LOG)."$'\n'"ReadWritePaths=$views_dir"$'\n'
fi
if [ -n "$offsite_paths" ]; then
  offsite_paths="# The off-site copies' local restic repository (RESTIC_REPOSITORY) and cache."$'\n'"$offsite_paths"
fi
cat <<UNIT
# deploy/install.sh writes this file; a later run replaces it. Settings of your own go in a
# drop-in: systemctl edit ymm
[Unit]
Description=Yeminli Mali Müşavirlik web sitesi
# PostgreSQL on this server (deploy/use-postgres) starts first; without it, this changes nothing.
After=network-online.target postgresql.service
Wants=network-online.target

[Service]
Type=simple
User=$user
Group=$user
WorkingDirectory=$app_dir/current
EnvironmentFile=$env_file
# As npm run serve starts it (the young generation's size, malloc's arenas: ADR 031, ADR 054).
Environment=MALLOC_ARENA_MAX=2
ExecStart=$node --min-semi-space-size=16 --max-semi-space-size=16 server/main.ts
Restart=on-failure
RestartSec=2
KillSignal=SIGTERM
TimeoutStopSec=15

# Files: everything read-only but the data folder and the published pages; new files private.
UMask=0077
ProtectSystem=strict
ReadWritePaths=$data_dir
${pages_paths}${offsite_paths}ProtectHome=yes
PrivateTmp=yes
PrivateMounts=yes
PrivateDevices=yes
ProtectProc=invisible
ProcSubset=pid
# Privileges: none to gain, none to keep.
NoNewPrivileges=yes
CapabilityBoundingSet=
AmbientCapabilities=
RestrictSUIDSGID=yes
PrivateUsers=yes
RemoveIPC=yes
# The kernel and the rest of the system: out of reach.
ProtectKernelTunables=yes
ProtectKernelModules=yes
ProtectKernelLogs=yes
ProtectControlGroups=yes
ProtectClock=yes
ProtectHostname=yes
LockPersonality=yes
RestrictRealtime=yes
RestrictNamespaces=yes
DevicePolicy=closed
KeyringMode=private
# Network: IPv4, IPv6 and local sockets (PostgreSQL's socket in /var/run/postgresql: connecting
# to a socket is allowed on the read-only file system, and peer authentication sees the ymm user).
RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX
# System calls: what a service needs, minus privileged ones.
SystemCallArchitectures=native
SystemCallFilter=@system-service
SystemCallFilter=~@privileged
SystemCallErrorNumber=EPERM

[Install]
WantedBy=multi-user.target
UNIT
