#!/usr/bin/env bash
# A throwaway PostgreSQL for the tests and the bench: one cluster in a temporary directory,
# listening on 127.0.0.1 at a free port, trust authentication, fsync off — data that is never kept.
#   source scripts/test-postgres.sh     starts it (or finds it running) and exports TEST_DATABASE_URL
#   scripts/test-postgres.sh start      same, and prints the URL on stdout (vitest's globalSetup, the bench)
#   scripts/test-postgres.sh stop       stops it and removes its directory
#   scripts/test-postgres.sh running    exit status 0 when it is running (prints its URL)
# Installs Debian's postgresql package with apt-get when no PostgreSQL is found and we are root. As
# root (CI) the cluster belongs to the `postgres` user, since PostgreSQL refuses to run as root.
# Quiet when everything is in place; messages go to stderr.
# HELIOGRAPH_PG_DIR overrides the directory (default /tmp/heliograph-pg-<uid>).

heliograph_pg_main() {
  local action=${1:-start}
  local dir=${HELIOGRAPH_PG_DIR:-/tmp/heliograph-pg-$(id -u)}
  local say='echo [test-postgres]'

  local bin=''
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$bin" ] && command -v pg_ctl >/dev/null 2>&1; then bin=$(dirname "$(command -v pg_ctl)"); fi

  local as=()
  if [ "$(id -u)" = 0 ]; then as=(runuser -u postgres --); fi

  if [ "$action" = stop ]; then
    if [ -n "$bin" ] && [ -f "$dir/data/PG_VERSION" ]; then
      "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    return 0
  fi

  if [ -z "$bin" ]; then
    if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
      $say "PostgreSQL is not installed: sudo apt-get install -y postgresql, then run this again" >&2
      return 1
    fi
    $say "installing PostgreSQL (Debian's postgresql package)" >&2
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2 || return 1
    bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
    [ -n "$bin" ] || { $say "apt-get installed postgresql but no /usr/lib/postgresql/*/bin" >&2; return 1; }
    # The package starts Debian's own cluster; ours is separate, so that one may stay.
  fi

  # Already running: reuse it.
  if [ "$action" = running ]; then
    [ -n "$bin" ] && [ -f "$dir/port" ] && "${as[@]}" "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1 &&
      heliograph_pg_url "$dir"
    return
  fi
  if [ -f "$dir/port" ] && "${as[@]}" "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
    heliograph_pg_url "$dir"
    return 0
  fi

  rm -rf "$dir"
  mkdir -p "$dir" || return 1
  chmod 700 "$dir"
  if [ "$(id -u)" = 0 ]; then chown postgres: "$dir" || return 1; fi
  "${as[@]}" "$bin/initdb" -D "$dir/data" -A trust -U heliograph -E UTF8 --no-sync >"$dir/initdb.log" 2>&1 || {
    $say "initdb failed: $(tail -n 3 "$dir/initdb.log")" >&2
    return 1
  }
  local port
  for port in $(seq 55432 55532); do
    if ! (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      if "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/data/server.log" -w -t 30 \
        -o "-p $port -c listen_addresses=127.0.0.1 -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
        start >/dev/null 2>&1; then
        echo "$port" >"$dir/port"
        heliograph_pg_url "$dir"
        return 0
      fi
    fi
  done
  $say "could not start PostgreSQL on any port in 55432-55532: $(tail -n 3 "$dir/data/server.log" 2>/dev/null)" >&2
  return 1
}

heliograph_pg_url() {
  echo "postgres://heliograph@127.0.0.1:$(cat "$1/port")/postgres"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  heliograph_pg_main "$@"
else
  # Sourced: export the URL for the commands that follow (.ci/run).
  if TEST_DATABASE_URL=$(heliograph_pg_main start); then
    export TEST_DATABASE_URL
  else
    echo "[test-postgres] no PostgreSQL for the tests; see the messages above" >&2
    return 1
  fi
fi
