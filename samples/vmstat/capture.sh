#!/bin/bash
# How the procps-ng 4.0.2 captures in this folder were made (Debian procps 2:4.0.2-3, Linux 6.18, 2 CPUs, no swap).
# Run from this folder: bash capture.sh. Every run is bounded (interval and count). stdout only (vmstat prints its
# tables on stdout). A dd writing to /tmp runs alongside some captures so that bi/bo are not all zero.
set -u
v() { # v NAME LOCALE ARGS...: LC_ALL=LOCALE vmstat ARGS > procps-4.0.2-NAME.txt
  local name=$1 loc=$2; shift 2
  LC_ALL=$loc vmstat "$@" > "procps-4.0.2-$name.txt"
}
load() { dd if=/dev/zero of=/tmp/vmstat-capture.dat bs=1M count=300 oflag=direct status=none; rm -f /tmp/vmstat-capture.dat; }

load & v C-default-1-3 C 1 3; wait
v C-w-1-3 C -w 1 3
v C-a-1-3 C -a 1 3
load & v C-t-1-3 C -t 1 3; wait
v C-wt-1-2 C -w -t 1 2
v C-at-1-2 C -a -t 1 2
v C-y-1-3 C -y 1 3
TZ=America/New_York v C-t-TZ-New_York-1-2 C -t 1 2
TZ=Asia/Kolkata v C-t-TZ-Kolkata-1-2 C -t 1 2
TZ=Asia/Dubai v C-t-TZ-Dubai-1-2 C -t 1 2
for u in b k K m M; do v C-S-$u-1-2 C -S $u 1 2; done
v C-S-M-w-1-2 C -S M -w 1 2
v C-s C -s
for u in b k K m M; do v C-s-S-$u C -s -S $u; done
grep -E '^(MemTotal|SwapTotal):' /proc/meminfo > procps-4.0.2-meminfo-totals.oracle
v C-f C -f
v C-d C -d
v C-d-1-2 C -d 1 2
v C-dw C -d -w
v C-dt-1-2 C -d -t 1 2
v C-D C -D
v C-p-vda-1-3 C -p vda 1 3
v C-p-dev-vda-t C -p /dev/vda -t 1 2
# header repeated every 21 rows when stdout is not a terminal (24 rows assumed, minus 3); -n prints it once
v C-1-23 C 1 23
v C-n-1-23 C -n 1 23
# on a terminal of 10 rows the header repeats every 7 rows (script(1) gives vmstat a pseudo-terminal)
LC_ALL=C script -qec "stty rows 10 cols 160; vmstat 1 9" /dev/null | tr -d '\r' > procps-4.0.2-C-tty-rows10-1-9.txt
for loc in de_DE fr_FR ko_KR zh_CN ja_JP; do
  v $loc-t-1-2 $loc.utf8 -t 1 2
  v $loc-a-w-1-2 $loc.utf8 -a -w 1 2
  v $loc-s $loc.utf8 -s
  v $loc-d $loc.utf8 -d
  v $loc-D $loc.utf8 -D
done
# -D and /proc/diskstats right after it: the oracle of its seconds (`milli spent IO` is io_ticks / 1000 per disk)
v C-D-diskstats C -D; cat /proc/diskstats > procps-4.0.2-C-D-diskstats.oracle
# added 2026-12-02 ~01:27Z (same machine): de's -p header runs over three lines (its catalog's "gelesene\nSektoren");
# de's -d -t dashed line and zone
v de_DE-p-vda-1-2 de_DE.utf8 -p vda 1 2
TZ=UTC v de_DE-dt de_DE.utf8 -d -t
