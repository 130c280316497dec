# Sourced after node-env.sh: builds every workspace (turbo caches what did not change).
export TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1
(cd "$ROOT" && turbo run build --output-logs=errors-only >&2)
