#!/usr/bin/env bash
# Newer servers than this machine's, from Debian's own archive, for the server
# matrix (`npm run test:servers`) and the cluster suite: nats-server from
# Debian 13 (a static Go binary) and valkey-server from Debian 12's backports
# (built for this machine's libc; Debian 13's needs a newer one). Unpacked,
# not installed: nothing on the machine changes. Idempotent.
#
#   tools/servers/fetch-debian-servers.sh [DIR]      (default .data/servers)
#
# Prints the two folders, one per line: DIR/nats-server (nats-server) and
# DIR/valkey (valkey-server, valkey-cli, and the same under Redis's names).
# The versions are whatever those suites carry today; each binary prints its
# own, and docs/operations/versions.md names the ones CI last ran on.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${1:-.data/servers}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

if [ -x "$dir/nats-server/nats-server" ] && [ -x "$dir/valkey/valkey-server" ]; then
  echo "$dir/nats-server"
  echo "$dir/valkey"
  exit 0
fi

apt_dir=$(mktemp -d)
trap 'rm -rf "$apt_dir"' EXIT
mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$apt_dir/debs" "$apt_dir/root"
cat > "$apt_dir/sources.list" <<'LIST'
deb http://deb.debian.org/debian trixie main
deb http://deb.debian.org/debian bookworm-backports main
LIST
apt_options=(-o "Dir::Etc::sourcelist=$apt_dir/sources.list" -o Dir::Etc::sourceparts=/dev/null
  -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache" -o APT::Sandbox::User=root -qq)
apt-get "${apt_options[@]}" update
(cd "$apt_dir/debs" && apt-get "${apt_options[@]}" download nats-server valkey-server/bookworm-backports valkey-tools/bookworm-backports)
for deb in "$apt_dir"/debs/*.deb; do dpkg-deb -x "$deb" "$apt_dir/root"; done

mkdir -p "$dir/nats-server" "$dir/valkey"
cp "$apt_dir/root/usr/sbin/nats-server" "$dir/nats-server/"
cp "$apt_dir/root/usr/bin/valkey-server" "$apt_dir/root/usr/bin/valkey-cli" "$dir/valkey/"
# The Redis names too, for tools that look for them.
ln -sf valkey-server "$dir/valkey/redis-server"
ln -sf valkey-cli "$dir/valkey/redis-cli"
"$dir/nats-server/nats-server" --version >&2
"$dir/valkey/valkey-server" --version >&2
echo "$dir/nats-server"
echo "$dir/valkey"
