#!/usr/bin/env bash
# A throw-away PostgreSQL server on loopback for the server tests' second pass (docs/stack-notes.md pitfall 10).
#
#   source scripts/ci-postgres.sh && start_ci_postgres   # exports TEST_DATABASE_URL, stops it on EXIT
#   scripts/ci-postgres.sh run npx vitest run tests/server   # or: start, run a command, stop
#
# Settings: CI_PG_PORT (default: the first free port from 54329 up, so that two CI runs on one machine each get a
# cluster of their own), CI_PG_DIR (a new folder under /tmp).
# PostgreSQL refuses to run as root, so initdb and pg_ctl run as the postgres user.

ci_pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/pg_ctl" ] && { echo "$dir"; return 0; }
  done
  command -v pg_ctl >/dev/null 2>&1 && { dirname "$(command -v pg_ctl)"; return 0; }
  return 1
}

ci_pg_install() {
  ci_pg_bin >/dev/null && return 0
  echo "── apt-get install postgresql ──"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
}

# True when nothing listens on 127.0.0.1:$1 (bash's /dev/tcp: a refused connection means free).
ci_pg_port_free() {
  ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

ci_pg_as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start_ci_postgres() {
  ci_pg_install
  local bin port dir tries
  bin="$(ci_pg_bin)"
  port="${CI_PG_PORT:-54329}"
  dir="${CI_PG_DIR:-$(mktemp -d /tmp/ci-postgres.XXXXXX)}"
  mkdir -p "$dir"
  # The data folder (and /tmp path) must be reachable by the postgres user.
  [ "$(id -u)" = "0" ] && chown postgres: "$dir" && chmod 700 "$dir"
  CI_PG_BIN="$bin" CI_PG_DATA="$dir/data"
  export CI_PG_BIN CI_PG_DATA
  ci_pg_as_postgres "$bin/initdb" -D "$CI_PG_DATA" -U postgres --auth=trust -E UTF8 >/dev/null
  trap stop_ci_postgres EXIT
  # A port of its own: the first free one from 54329 up, unless CI_PG_PORT names one. Another cluster may take the
  # port between the check and the start, so a failed start moves on to the next port (a named port is tried once).
  for tries in 1 2 3 4 5 6 7 8 9 10; do
    if [ -z "${CI_PG_PORT:-}" ]; then
      while ! ci_pg_port_free "$port"; do port=$((port + 1)); done
    fi
    if ci_pg_as_postgres "$bin/pg_ctl" -D "$CI_PG_DATA" -l "$dir/log" -w \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null; then
      break
    fi
    if [ -n "${CI_PG_PORT:-}" ] || [ "$tries" = 10 ]; then
      echo "PostgreSQL did not start on port $port:" >&2
      cat "$dir/log" >&2
      return 1
    fi
    port=$((port + 1))
  done
  echo "── PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($dir) ──"
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "TEST_DATABASE_URL=$TEST_DATABASE_URL"
}

stop_ci_postgres() {
  [ -n "${CI_PG_DATA:-}" ] && [ -d "$CI_PG_DATA" ] || return 0
  ci_pg_as_postgres "$CI_PG_BIN/pg_ctl" -D "$CI_PG_DATA" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$(dirname "$CI_PG_DATA")"
  unset CI_PG_DATA
}

# Executed (not sourced): `scripts/ci-postgres.sh run CMD…` starts the server, runs CMD with TEST_DATABASE_URL, stops it.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  if [ "${1:-}" != "run" ] || [ $# -lt 2 ]; then
    echo "usage: source $0 && start_ci_postgres   |   $0 run COMMAND [ARGS…]" >&2
    exit 2
  fi
  shift
  start_ci_postgres
  "$@"
fi
