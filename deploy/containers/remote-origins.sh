#!/bin/sh
# Run by the nginx image's entrypoint before nginx starts (the front-end image copies it into
# /docker-entrypoint.d/). The pages' Content-Security-Policy names the origins the shell loads remotes
# from (deploy/page-headers.mjs); in production those are in remotes.json, mounted at deploy time, so
# they are read here at each start into $byway_remote_origins, which front-end.nginx.conf includes.
# Origins only (scheme, host, port of each http(s) URL, first appearance first), so nothing else in the
# file can reach the configuration. Written under /tmp: the one writable place under Kubernetes'
# read-only root filesystem.
set -eu
remotes="${BYWAY_REMOTES_JSON_PATH:-/usr/share/nginx/html/remotes.json}"
out="${BYWAY_REMOTE_ORIGINS_CONF:-/tmp/byway-remote-origins.conf}"
origins=""
if [ -f "$remotes" ]; then
  for origin in $(grep -oE '"https?://[A-Za-z0-9.-]+(:[0-9]+)?' "$remotes" | cut -c2- | awk '!seen[$0]++'); do
    origins="$origins $origin"
  done
fi
# A leading space before each origin: the CSP writes `'self'$byway_remote_origins`.
printf 'set $byway_remote_origins "%s";\n' "$origins" > "$out"
