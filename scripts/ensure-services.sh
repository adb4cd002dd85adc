#!/usr/bin/env bash
# Make sure the local PostgreSQL, RabbitMQ and Redis answer on 127.0.0.1, starting any that is down
# and waiting (up to ATELIER_SERVICE_WAIT seconds, default 60, each) for it to come up.
# Services that already answer are left alone: the script only confirms them.
#
# Run it:     scripts/ensure-services.sh            (exit 0 when all three answer, 1 otherwise)
# Source it:  . scripts/ensure-services.sh && ensure_services
#             Sourcing only defines functions (ensure_services, ensure_postgres, ensure_rabbitmq,
#             ensure_redis, as_root, svc_log); it changes no shell options of the caller.
#
# The start commands are the ones fixed in ARCHITECTURE.md for the development and CI machines
# (Debian packages, no systemd):
#   pg_ctlcluster --skip-systemctl-redirect <version> main start
#   rabbitmq-server -detached
#   redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no

ATELIER_SERVICE_HOST="${ATELIER_SERVICE_HOST:-127.0.0.1}"
ATELIER_SERVICE_WAIT="${ATELIER_SERVICE_WAIT:-60}"

svc_log() {
  printf '[%s] services: %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*"
}

# Run a command as root: directly when we are root, through passwordless sudo when available,
# otherwise directly (it may then fail with its own clear message).
as_root() {
  if [[ "$(id -u)" -eq 0 ]]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo -n "$@"
  else
    "$@"
  fi
}

# ---- probes: quick, never hang, silent -----------------------------------------------------------

postgres_up() {
  timeout 5 pg_isready -h "$ATELIER_SERVICE_HOST" -p 5432 -t 3 -q >/dev/null 2>&1
}

redis_up() {
  [[ "$(timeout 5 redis-cli -h "$ATELIER_SERVICE_HOST" -p 6379 ping 2>/dev/null)" == "PONG" ]]
}

rabbitmq_up() {
  # A TCP connect to the AMQP port via bash's /dev/tcp; the listener opens late in RabbitMQ's boot.
  timeout 3 bash -c "exec 3<>/dev/tcp/${ATELIER_SERVICE_HOST}/5672" >/dev/null 2>&1
}

# wait_for <name> <probe-function>: poll once a second until the probe passes or the wait runs out.
wait_for() {
  local name="$1" probe="$2" start=$SECONDS
  local deadline=$((start + ATELIER_SERVICE_WAIT)) next_note=$((start + 10))
  while ((SECONDS < deadline)); do
    if "$probe"; then
      svc_log "$name answered after $((SECONDS - start))s"
      return 0
    fi
    if ((SECONDS >= next_note)); then
      svc_log "still waiting for $name ($((SECONDS - start))s)"
      next_note=$((SECONDS + 10))
    fi
    sleep 1
  done
  "$probe"
}

show_log_tail() {
  local f
  for f in "$@"; do
    if [[ -r "$f" ]]; then
      svc_log "last lines of $f:"
      tail -n 30 "$f" || true
    fi
  done
}

# ---- one function per service ---------------------------------------------------------------------

ensure_postgres() {
  if postgres_up; then
    svc_log "PostgreSQL is up on ${ATELIER_SERVICE_HOST}:5432"
    return 0
  fi
  if ! command -v pg_ctlcluster >/dev/null 2>&1 || [[ ! -d /etc/postgresql ]]; then
    svc_log "PostgreSQL is down and pg_ctlcluster or /etc/postgresql is missing (install the Debian postgresql package)"
    return 1
  fi
  # The machines have one cluster (PostgreSQL 15); with several versions take the newest.
  local version
  # shellcheck disable=SC2012 # directory names like 15 or 16
  version="${ATELIER_PG_VERSION:-$(ls /etc/postgresql | sort -V | tail -n 1)}"
  if [[ -z "$version" ]]; then
    svc_log "PostgreSQL is down and no cluster is configured under /etc/postgresql"
    return 1
  fi
  svc_log "PostgreSQL is down; starting: pg_ctlcluster --skip-systemctl-redirect $version main start"
  as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start ||
    svc_log "pg_ctlcluster exited with $? (it may already be starting); waiting for it anyway"
  svc_log "waiting up to ${ATELIER_SERVICE_WAIT}s for PostgreSQL"
  if wait_for PostgreSQL postgres_up; then
    svc_log "PostgreSQL is up on ${ATELIER_SERVICE_HOST}:5432"
    return 0
  fi
  svc_log "PostgreSQL did not come up within ${ATELIER_SERVICE_WAIT}s"
  if command -v pg_lsclusters >/dev/null 2>&1; then pg_lsclusters || true; fi
  show_log_tail "/var/log/postgresql/postgresql-${version}-main.log"
  return 1
}

ensure_rabbitmq() {
  if rabbitmq_up; then
    svc_log "RabbitMQ is up on ${ATELIER_SERVICE_HOST}:5672"
    return 0
  fi
  if ! command -v rabbitmq-server >/dev/null 2>&1; then
    svc_log "RabbitMQ is down and rabbitmq-server is missing (install the Debian rabbitmq-server package)"
    return 1
  fi
  svc_log "RabbitMQ is down; starting: rabbitmq-server -detached"
  as_root rabbitmq-server -detached ||
    svc_log "rabbitmq-server exited with $?; waiting for it anyway"
  svc_log "waiting up to ${ATELIER_SERVICE_WAIT}s for RabbitMQ"
  if wait_for RabbitMQ rabbitmq_up; then
    # The port answers; let the broker finish booting its applications before clients connect.
    if command -v rabbitmqctl >/dev/null 2>&1; then
      timeout "$ATELIER_SERVICE_WAIT" rabbitmqctl -q -t "$ATELIER_SERVICE_WAIT" await_startup >/dev/null 2>&1 ||
        svc_log "rabbitmqctl await_startup did not confirm (port answers; continuing)"
    fi
    svc_log "RabbitMQ is up on ${ATELIER_SERVICE_HOST}:5672"
    return 0
  fi
  svc_log "RabbitMQ did not come up within ${ATELIER_SERVICE_WAIT}s"
  local logs=(/var/log/rabbitmq/*.log)
  show_log_tail "${logs[@]}"
  return 1
}

ensure_redis() {
  if redis_up; then
    svc_log "Redis is up on ${ATELIER_SERVICE_HOST}:6379"
    return 0
  fi
  if ! command -v redis-server >/dev/null 2>&1; then
    svc_log "Redis is down and redis-server is missing (install the Debian redis-server package)"
    return 1
  fi
  svc_log "Redis is down; starting: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save \"\" --appendonly no"
  as_root redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no ||
    svc_log "redis-server exited with $?; waiting for it anyway"
  svc_log "waiting up to ${ATELIER_SERVICE_WAIT}s for Redis"
  if wait_for Redis redis_up; then
    svc_log "Redis is up on ${ATELIER_SERVICE_HOST}:6379"
    return 0
  fi
  svc_log "Redis did not come up within ${ATELIER_SERVICE_WAIT}s"
  return 1
}

# All three; tries each even when an earlier one failed, so one run reports every problem.
ensure_services() {
  local failed=0
  ensure_postgres || failed=1
  ensure_rabbitmq || failed=1
  ensure_redis || failed=1
  if ((failed)); then
    svc_log "not every local service is up (see above)"
    return 1
  fi
  svc_log "PostgreSQL, RabbitMQ and Redis are all up"
  return 0
}

# Executed (not sourced): strict mode, do it, exit with the result.
if [[ "${BASH_SOURCE[0]}" == "${0}" ]]; then
  set -euo pipefail
  exec </dev/null
  if ensure_services; then exit 0; else exit 1; fi
fi
