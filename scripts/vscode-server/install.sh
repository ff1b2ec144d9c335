#!/usr/bin/env bash
# Installs a real VS Code server (the `code-server` npm package) into
# .vscode-test/code-server so the integration tests can run on a machine
# whose only network access is the npm registry and Debian apt.
# Idempotent: a second run only checks the apt packages and the marker file.
set -euo pipefail

CODE_SERVER_VERSION=4.100.3
# code-server 4.100.3 pins @vscode/ripgrep 1.15.11, whose postinstall fetches
# ripgrep v13.0.0-10 from GitHub unless the tarball is already in its cache.
RG_PKG_VERSION=1.15.11
RG_ASSET_VERSION=v13.0.0-10

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PREFIX="$ROOT/.vscode-test/code-server"
MARKER="$PREFIX/.installed-$CODE_SERVER_VERSION"
START=$(date +%s)

done_in() { echo "vscode-server install: $1 in $(( $(date +%s) - START ))s"; }

# 1. Debian packages. Headers for the native modules code-server builds,
#    the system ripgrep we seed its cache from, a toolchain for node-gyp and
#    the browser run-tests.mjs drives.
APT_PACKAGES=(libkrb5-dev libxkbfile-dev libsecret-1-dev libx11-dev pkg-config
  ripgrep build-essential python3 chromium)
missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# 2. Already installed? The marker is written only after a complete install.
if [ -f "$MARKER" ] && [ -f "$PREFIX/node_modules/code-server/out/node/entry.js" ]; then
  done_in "code-server $CODE_SERVER_VERSION already installed, skipped"
  exit 0
fi

node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" != 20 ]; then
  echo "code-server $CODE_SERVER_VERSION needs Node 20, found $(node -v)" >&2
  exit 1
fi

rm -rf "$PREFIX"
mkdir -p "$PREFIX/tmp"

# 3. Pre-seed @vscode/ripgrep's download cache with Debian's rg. Its postinstall
#    looks in $TMPDIR, so give the install a private TMPDIR inside the prefix.
case "$(uname -m)" in
  x86_64) rg_target=x86_64-unknown-linux-musl ;;
  aarch64) rg_target=aarch64-unknown-linux-musl ;;
  *) echo "unsupported architecture $(uname -m)" >&2; exit 1 ;;
esac
export TMPDIR="$PREFIX/tmp"
rg_cache="$TMPDIR/vscode-ripgrep-cache-$RG_PKG_VERSION"
mkdir -p "$rg_cache"
tar -czf "$rg_cache/ripgrep-$RG_ASSET_VERSION-$rg_target.tar.gz" -C /usr/bin rg

# 4. The prefix is its own tiny npm project; its allowScripts lets the native
#    modules and code-server's postinstall run under npm 11's script policy.
cat > "$PREFIX/package.json" <<'EOF'
{
  "name": "crawl-vscode-server",
  "private": true,
  "allowScripts": {
    "code-server": true,
    "argon2": true
  }
}
EOF

# code-server's postinstall refuses to run as root without unsafe-perm, and
# node-pty's postinstall calls npx, which must not stop to ask.
export npm_config_unsafe_perm=true
export npm_config_yes=true
# node-gyp would download Node headers from nodejs.org; use the local ones.
node_prefix=$(node -p 'require("path").resolve(process.execPath, "../..")')
if [ -f "$node_prefix/include/node/node.h" ]; then
  export npm_config_nodedir="$node_prefix"
fi

echo "Installing code-server@$CODE_SERVER_VERSION into $PREFIX (takes a few minutes)"
npm install --prefix "$PREFIX" --no-audit --no-fund "code-server@$CODE_SERVER_VERSION"

# The postinstall is allowed to fail quietly in places; check what we rely on.
vscode="$PREFIX/node_modules/code-server/lib/vscode"
for f in "$vscode/node_modules/@vscode/ripgrep/bin/rg" \
         "$vscode/node_modules/node-pty/package.json" \
         "$vscode/extensions/node_modules/typescript/package.json"; do
  [ -e "$f" ] || { echo "install incomplete: missing $f" >&2; exit 1; }
done

rm -rf "$TMPDIR"
touch "$MARKER"
done_in "installed code-server $CODE_SERVER_VERSION"
