#!/bin/bash
# How the atopsar samples in this folder were made (atop/atopsar 2.8.1, Debian 12, TZ=UTC, 2 CPUs, one virtio disk).
# Needs: atop (apt-get install atop), faketime, python3. Every run is bounded (interval x count, timeouts).
# atopsar prints the same bytes in every locale (checked: C, de_DE, fr_FR, ja_JP), so all captures use LC_ALL=C.
set -euo pipefail
S="$(cd "$(dirname "$0")" && pwd)"
W="${1:-$(mktemp -d)}"
cd "$W"
export TZ=UTC LC_ALL=C

# Bounded background activity so that disk and loopback rows are not all zero: N seconds of direct writes and of
# loopback TCP traffic (127.0.0.1 only), each ending by itself.
load() {
  local secs=$1
  timeout "$secs" bash -c 'while :; do dd if=/dev/zero of=ddfile bs=1M count=16 oflag=direct status=none; done' || true &
  timeout "$secs" python3 - "$secs" <<'PY' || true &
import socket, sys, threading, time
end = time.time() + float(sys.argv[1]) - 0.5
srv = socket.socket(); srv.bind(("127.0.0.1", 0)); srv.listen(1)
def sink():
    c, _ = srv.accept()
    while c.recv(65536): pass
threading.Thread(target=sink, daemon=True).start()
cli = socket.create_connection(srv.getsockname())
buf = b"x" * 65536
while time.time() < end:
    cli.sendall(buf); time.sleep(0.002)
cli.close()
PY
}

T() { timeout 60 "$@"; }

# Live mode (no raw file).
load 5; T atopsar -c 1 3 > "$S/atopsar-live-c-1-3.txt"; wait
load 5; T atopsar -m 1 3 > "$S/atopsar-live-m-1-3.txt"; wait
load 5; T atopsar -d 1 3 > "$S/atopsar-live-d-1-3.txt"; wait
load 5; T atopsar -i 1 3 > "$S/atopsar-live-i-1-3.txt"; wait
load 4; T atopsar -A 1 2 > "$S/atopsar-live-A-1-2.txt"; wait
load 4; T atopsar -x -c -m 1 2 > "$S/atopsar-live-x-c-m-1-2.txt"; wait
load 4; T atopsar -C -c -d 1 2 > "$S/atopsar-live-C-colors-c-d-1-2.txt"; wait
# Live single report across midnight (a new analysis-date banner, no new header).
T faketime -f '@2026-11-29 23:59:58' atopsar -c 1 4 > "$S/atopsar-live-midnight-c-1-4.txt"

# Raw files written by atop, then read with atopsar -r.
rm -f raw.main raw.restart raw.midnight raw.long
load 6; T atop -w raw.main 1 5; wait
T atop -w raw.restart 1 3; T atop -w raw.restart 1 3          # second atop appends: "logging restarted"
T faketime -f '@2026-11-29 23:59:57' atop -w raw.midnight 1 6
T atop -w raw.long 1 10

T atopsar -r raw.main -c > "$S/atopsar-raw-c.txt"
T atopsar -r raw.main -A > "$S/atopsar-raw-A.txt"
T atopsar -r raw.main -S -c -i -d > "$S/atopsar-raw-S-c-i-d.txt"
T atopsar -r raw.main -M -c -m -d > "$S/atopsar-raw-M-markers-c-m-d.txt"
T atopsar -r raw.main -a -i -I -d > "$S/atopsar-raw-a-all-i-I-d.txt"
T atopsar -r raw.main -R 2 -c -p > "$S/atopsar-raw-R2-c-p.txt"
T atopsar -r raw.main -O -G -D -N > "$S/atopsar-raw-top3-O-G-D-N.txt"
T atopsar -r raw.restart -c -m > "$S/atopsar-raw-restart-c-m.txt"
T atopsar -r raw.midnight -c -m > "$S/atopsar-raw-midnight-c-m.txt"
T atopsar -r raw.long -H -c > "$S/atopsar-raw-H-repeat-header-c.txt"
T atopsar -r raw.long -b 0000 -e 2359 -s -B > "$S/atopsar-raw-s-B-psi.txt"
