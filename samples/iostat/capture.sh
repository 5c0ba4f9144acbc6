#!/bin/bash
# How the iostat samples in this folder were made (sysstat 12.6.1, Debian 12, TZ=UTC, 2 CPUs, one virtio disk vda).
# Needs: sysstat; the locales C, de_DE, fr_FR, en_US, ja_JP, zh_CN, ko_KR (localedef -i xx_XX -f UTF-8 xx_XX.UTF-8)
# and en_GB, es_ES generated into /tmp/loc (localedef -i en_GB -f UTF-8 /tmp/loc/en_GB.UTF-8; LOCPATH=/tmp/loc).
set -euo pipefail
S="$(cd "$(dirname "$0")" && pwd)"
export TZ=UTC
C() { LC_ALL=C "$@"; }
# a short bounded disk load, so that the interval reports are not all zero
( dd if=/dev/zero of=/tmp/iostat-load bs=1M count=200 oflag=direct status=none; rm -f /tmp/iostat-load ) &
C iostat > "$S/iostat-default.txt"
C iostat -x > "$S/iostat-x.txt"
C iostat -d -k 1 3 > "$S/iostat-d-k-1-3.txt"
C iostat -d -m 1 2 > "$S/iostat-d-m-1-2.txt"
C iostat -t -x 1 3 > "$S/iostat-t-x-1-3.txt"
C iostat -c 1 2 > "$S/iostat-c-1-2.txt"
wait
C iostat -p ALL -x > "$S/iostat-p-ALL-x.txt"
C iostat -N -d -p ALL > "$S/iostat-N-d-p-ALL.txt"
C iostat -h > "$S/iostat-h.txt"
C iostat -x -h 1 2 > "$S/iostat-x-h-1-2.txt"
C iostat -x --human --compact > "$S/iostat-x-human-compact.txt"
C iostat --pretty -x > "$S/iostat-pretty-x.txt"
C iostat -x -s > "$S/iostat-x-s.txt"
C iostat -d -s > "$S/iostat-d-s.txt"
C iostat -y -z -d 1 2 > "$S/iostat-y-z-d-1-2.txt"
C iostat --dec=0 -x > "$S/iostat-dec0-x.txt"
C iostat -g grp vda -x > "$S/iostat-g-group-x.txt"
POSIXLY_CORRECT=1 LC_ALL=C iostat > "$S/iostat-posixly-correct.txt"
POSIXLY_CORRECT=1 LC_ALL=C iostat -x > "$S/iostat-posixly-correct-x.txt"
S_TIME_FORMAT=ISO LC_ALL=C iostat -t -x 1 2 > "$S/iostat-s-time-format-iso-t.txt"
S_COLORS=always LC_ALL=C iostat -x > "$S/iostat-colors-always-x.txt"
LC_ALL=de_DE.UTF-8 iostat -x -t 1 2 > "$S/iostat-locale-de_DE-x-t.txt"
LC_ALL=fr_FR.UTF-8 iostat -t 1 2 > "$S/iostat-locale-fr_FR-t.txt"
LC_ALL=fr_FR.UTF-8 iostat -t --dec=0 -d > "$S/iostat-locale-fr_FR-t-dec0-d.txt"
LC_ALL=en_US.UTF-8 iostat -t -x 1 2 > "$S/iostat-locale-en_US-t-x.txt"
LOCPATH=/tmp/loc LC_ALL=en_GB.UTF-8 iostat -t 1 2 > "$S/iostat-locale-en_GB-t.txt"
LOCPATH=/tmp/loc LC_ALL=es_ES.UTF-8 iostat -t -x > "$S/iostat-locale-es_ES-t-x.txt"
LC_ALL=ja_JP.UTF-8 iostat -t 1 2 > "$S/iostat-locale-ja_JP-t.txt"
LC_ALL=zh_CN.UTF-8 iostat -t -x > "$S/iostat-locale-zh_CN-t-x.txt"
LC_ALL=ko_KR.UTF-8 iostat -t > "$S/iostat-locale-ko_KR-t.txt"
# a run across midnight: faketime makes the clock pass 00:00 during the reports
faketime -f '@2026-11-29 23:59:58' env LC_ALL=C iostat -t -d 1 4 > "$S/iostat-midnight-t-d.txt" 2>/dev/null || true
# Added on 2026-12-06 (issue #40: a time zone after the -t clock), en_IN generated into /tmp/loc.
LOCPATH=/tmp/loc LC_ALL=en_IN.UTF-8 TZ=Asia/Kolkata iostat -t -c -d 1 2 > "$S/iostat-locale-en_IN-t-zone.txt"
