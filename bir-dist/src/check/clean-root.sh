#!/bin/sh
# clean-root.sh ARCHIVE [ROOT]: runs the release archive in a clean Debian root that has no JDK, as a
# container image without one would: makes ROOT (default /tmp/birj-clean-root) with `debootstrap
# --variant=minbase` when it is not there, unpacks ARCHIVE in it, and in a chroot with its own
# mount and process namespaces runs `bir validate`, `bir show`, `bir check` and `bir serve` (a
# request to /health and /validate from outside). Needs root, debootstrap and the network for the
# first run; not part of `mvn verify` for that reason (README, "Installing a release").
set -eu
ARCHIVE=$(readlink -f "$1")
ROOT=${2:-/tmp/birj-clean-root}
NAME=$(basename "$ARCHIVE" .tar.gz)
HERE=$(cd "$(dirname "$0")/../../.." && pwd)
SAMPLE="$HERE/bir-app/src/main/resources/samples/lower-sync.json"
PORT=${BIRJ_CHECK_PORT:-18089}

if [ ! -x "$ROOT/bin/sh" ]; then
  debootstrap --variant=minbase bookworm "$ROOT" >/dev/null
fi
rm -rf "$ROOT/opt/$NAME" "$ROOT/data"
mkdir -p "$ROOT/opt" "$ROOT/data"
tar -xzf "$ARCHIVE" -C "$ROOT/opt"
cp "$SAMPLE" "$ROOT/data/"

inside() {
  unshare --mount --pid --fork --mount-proc="$ROOT/proc" \
    chroot "$ROOT" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/root sh -c "cd /data && $1"
}

echo "== the root: $(cat "$ROOT/etc/debian_version"), java: $(inside 'command -v java || echo none')"
inside "/opt/$NAME/bin/bir validate lower-sync.json"
inside "/opt/$NAME/bin/bir show lower-sync.json /functions/1"
inside "/opt/$NAME/bin/bir check lower-sync.json >/dev/null; echo \"check exit \$?\""
inside "timeout 120 /opt/$NAME/bin/bir serve --port $PORT" >"$ROOT/data/serve.log" 2>&1 &
i=0
until curl -fsS -m 3 "http://127.0.0.1:$PORT/health" >/dev/null 2>&1; do
  i=$((i + 1))
  [ "$i" -lt 60 ] || { echo "bir serve did not answer in 60 s"; cat "$ROOT/data/serve.log"; exit 1; }
  sleep 1
done
echo "== /health: $(curl -sS -m 10 "http://127.0.0.1:$PORT/health")"
echo "== /validate: $(curl -sS -m 30 -H 'Content-Type: application/json' \
  --data-binary @"$SAMPLE" "http://127.0.0.1:$PORT/validate")"
pkill -f "bir.*serve --port $PORT" || true
if grep -q Exception "$ROOT/data/serve.log"; then
  echo "the service logged an exception:"; cat "$ROOT/data/serve.log"; exit 1
fi
echo "== clean root: all passed"
