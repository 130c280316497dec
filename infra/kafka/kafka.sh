#!/usr/bin/env bash
# Local single-node Apache Kafka (KRaft, broker+controller in one JVM) from Maven Central jars, no Docker.
# Usage: kafka.sh fetch | start [--keep-data] | stop | status        (details and figures: docs/running.md)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
KAFKA_VERSION="${KAFKA_VERSION:-4.3.1}"
KAFKA_PORT="${KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-9093}"
KAFKA_CACHE="${KAFKA_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/sfl-kafka}"
# Fixed id: a --keep-data restart must present the id the data was formatted with.
KAFKA_CLUSTER_ID="${KAFKA_CLUSTER_ID:-4L6g3nShT-eMCtK--X86sw}"
KAFKA_HEAP_OPTS="${KAFKA_HEAP_OPTS:--Xms256m -Xmx512m}"
KAFKA_JVM_OPTS="${KAFKA_JVM_OPTS:--XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:+ExplicitGCInvokesConcurrent -Djava.awt.headless=true}"
KAFKA_START_TIMEOUT="${KAFKA_START_TIMEOUT:-90}"
RUN_DIR="${RUN_DIR:-$HERE/.run}"
# Absolute: it goes into server.properties and identifies our process by its command line.
[[ "$RUN_DIR" = /* ]] || RUN_DIR="$PWD/$RUN_DIR"

LIBS="$KAFKA_CACHE/$KAFKA_VERSION/libs"
FETCHED="$KAFKA_CACHE/$KAFKA_VERSION/fetched" # written only after a complete copy
PID_FILE="$RUN_DIR/kafka.pid"
LOG="$RUN_DIR/kafka.out"

say() { echo "kafka: $*" >&2; }
die() {
  say "$*"
  exit 1
}

usage() { die "usage: $0 fetch | start [--keep-data] | stop | status"; }

fetch() { # resolve the broker's runtime jars once per version
  [ -f "$FETCHED" ] && return 0
  command -v mvn >/dev/null || die "Maven (mvn) is needed once, to fetch the Kafka $KAFKA_VERSION jars"
  say "fetching the Kafka $KAFKA_VERSION jars into $LIBS"
  rm -rf "$LIBS"
  mvn -B -q -f "$HERE/kafka-broker.pom.xml" -Dkafka.version="$KAFKA_VERSION" \
    org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies \
    -DincludeScope=runtime -DoutputDirectory="$LIBS" || die "fetching the jars failed (Maven output above)"
  touch "$FETCHED"
}

is_ours() { # pid runs kafka.Kafka on this RUN_DIR's config (guards against a reused pid; a zombie has no cmdline)
  tr '\0' ' ' 2>/dev/null <"/proc/$1/cmdline" | grep -qF "kafka.Kafka $RUN_DIR/server.properties"
}

running_pid() { # prints the saved pid when that process is still our broker
  local pid
  pid="$(cat "$PID_FILE" 2>/dev/null)" || return 1
  is_ours "$pid" && echo "$pid"
}

port_in_use() { # a connect to 127.0.0.1 also catches listeners on 0.0.0.0 and [::]
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

guard() { # the broker opens its client port only at the end of start-up, so a clash would surface late
  local pid port
  if pid="$(running_pid)"; then die "already running (pid $pid); stop it first: $0 stop"; fi
  for port in "$KAFKA_PORT" "$KAFKA_CONTROLLER_PORT"; do
    if port_in_use "$port"; then die "port $port is already in use (ss -ltnp 'sport = :$port'); not starting"; fi
  done
}

require_tools() { # fail now rather than after a 90 s readiness timeout
  command -v java >/dev/null || die "java (17+) is needed"
  command -v node >/dev/null || die "node is needed for the readiness check"
  (cd "$HERE" && node -e 'require.resolve("kafkajs")' 2>/dev/null) || die "kafkajs is not installed (npm install at the root)"
}

render_config() { # ${NAME} placeholders of the template, replaced literally (no shell evaluation)
  local conf name
  mkdir -p "$RUN_DIR"
  conf="$(<"$HERE/server.properties.tmpl")"
  for name in RUN_DIR KAFKA_PORT KAFKA_CONTROLLER_PORT; do
    conf="${conf//"\${$name}"/"${!name}"}"
  done
  printf '%s\n' "$conf" >"$RUN_DIR/server.properties"
  cp "$HERE/log4j2.properties" "$RUN_DIR/log4j2.properties"
}

format_storage() { # writes meta.properties; a no-op on data formatted before (--keep-data)
  # --cluster-id= form: ids may start with '-'. Static voters, so no --standalone.
  java -Xmx256m -Dlog4j2.configurationFile="$RUN_DIR/log4j2.properties" -cp "$LIBS/*" \
    kafka.tools.StorageTool format --cluster-id="$KAFKA_CLUSTER_ID" -c "$RUN_DIR/server.properties" \
    --ignore-formatted >"$RUN_DIR/format.out" 2>&1 ||
    { cat "$RUN_DIR/format.out" >&2 && die "formatting $RUN_DIR/data failed"; }
}

launch() { # background broker, detached from this shell; its pid goes to kafka.pid
  local heap jvm
  read -ra heap <<<"$KAFKA_HEAP_OPTS"
  read -ra jvm <<<"$KAFKA_JVM_OPTS"
  nohup java "${heap[@]}" "${jvm[@]}" -Dlog4j2.configurationFile="$RUN_DIR/log4j2.properties" \
    -cp "$LIBS/*" kafka.Kafka "$RUN_DIR/server.properties" </dev/null >"$LOG" 2>&1 &
  echo "$!" >"$PID_FILE"
}

admin_round_trip() { # kafka-ready.js within $1 s; its last error stays in ready.err
  # kafkajs 2.2.4 arms a negative timer, which Node 23+ reports as a warning on stderr
  node --disable-warning=TimeoutNegativeWarning "$HERE/kafka-ready.js" "127.0.0.1:$KAFKA_PORT" "$(($1 * 1000))" \
    2>"$RUN_DIR/ready.err"
}

wait_ready() { # (a) alive and "Kafka Server started" logged, then (b) a kafkajs admin round trip
  # kill -0, not is_ours: the child may not have exec'd java yet, and this shell reaps it if it dies
  local pid="$1" deadline=$((SECONDS + KAFKA_START_TIMEOUT))
  until grep -q 'Kafka Server started' "$LOG"; do
    kill -0 "$pid" 2>/dev/null || die "the broker exited during start-up"
    ((SECONDS < deadline)) || die "no 'Kafka Server started' within ${KAFKA_START_TIMEOUT} s"
    sleep 0.2
  done
  until admin_round_trip $((deadline - SECONDS)); do
    kill -0 "$pid" 2>/dev/null || die "the broker exited during start-up"
    ((SECONDS < deadline)) || die "not ready within ${KAFKA_START_TIMEOUT} s: $(cat "$RUN_DIR/ready.err")"
    sleep 0.5
  done
}

terminate() { # SIGTERM runs Kafka's shutdown hook; SIGKILL only after 30 s
  local pid="$1" i
  kill -TERM "$pid" 2>/dev/null || return 0
  for ((i = 0; i < 150; i++)); do
    is_ours "$pid" || return 0
    sleep 0.2
  done
  say "pid $pid still running after 30 s: SIGKILL"
  kill -KILL "$pid" 2>/dev/null || true
  while is_ours "$pid"; do sleep 0.1; done
}

abort_start() { # EXIT trap while starting: show why, then undo the launch
  say "last lines of $LOG:"
  tail -n 30 "$LOG" >&2 || true
  terminate "$1"
  rm -f "$PID_FILE"
}

seconds_since() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }

cmd_start() {
  local keep_data="" t0 pid
  case "${1:-}" in
    --keep-data) keep_data=1 ;;
    "") ;;
    *) usage ;;
  esac
  guard
  require_tools
  fetch
  t0="$(date +%s.%N)" # start→ready excludes the one-time fetch
  # A fresh run gets fresh data; --keep-data restarts on the same log (same cluster id) for fault tests.
  [ -n "$keep_data" ] || rm -rf "$RUN_DIR/data"
  render_config
  format_storage
  launch
  pid="$(<"$PID_FILE")"
  # shellcheck disable=SC2064 # expanded now on purpose: the pid is known here
  trap "abort_start $pid" EXIT
  wait_ready "$pid"
  trap - EXIT
  echo "kafka $KAFKA_VERSION ready on 127.0.0.1:$KAFKA_PORT (pid $pid) after $(seconds_since "$t0") s"
}

cmd_stop() {
  local pid
  if ! pid="$(running_pid)"; then
    rm -f "$PID_FILE"
    echo "kafka: not running"
    return 0
  fi
  terminate "$pid"
  rm -f "$PID_FILE"
  echo "kafka: stopped (pid $pid)"
}

cmd_status() {
  local pid
  if pid="$(running_pid)"; then
    echo "kafka: running (pid $pid)"
  else
    echo "kafka: not running"
    return 1
  fi
}

case "${1:-}" in
  fetch) fetch ;;
  start) cmd_start "${@:2}" ;;
  stop) cmd_stop ;;
  status) cmd_status ;;
  *) usage ;;
esac
