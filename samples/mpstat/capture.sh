#!/bin/bash
# How the mpstat samples in this folder were made (sysstat 12.6.1, Debian 12, TZ=UTC, 2 CPUs, one NUMA node).
# Needs: sysstat, faketime; the locales C, de_DE, fr_FR, en_US, ja_JP, zh_CN, ko_KR (localedef -i xx_XX -f UTF-8
# xx_XX.UTF-8) and es_ES generated into /tmp/loc (localedef -i es_ES -f UTF-8 /tmp/loc/es_ES.UTF-8; LOCPATH=/tmp/loc).
set -euo pipefail
S="$(cd "$(dirname "$0")" && pwd)"
export TZ=UTC
C() { LC_ALL=C "$@"; }
C mpstat > "$S/mpstat-default.txt"
C mpstat 1 3 > "$S/mpstat-1-3.txt"
C mpstat -P ALL 1 2 > "$S/mpstat-P-ALL-1-2.txt"
C mpstat -u -P 0 1 2 > "$S/mpstat-u-P-0-1-2.txt"
C mpstat -I SUM -P ALL 1 2 > "$S/mpstat-I-SUM-P-ALL-1-2.txt"
C mpstat -I CPU 1 1 > "$S/mpstat-I-CPU-1-1.txt"
C mpstat -I SCPU 1 1 > "$S/mpstat-I-SCPU-1-1.txt"
C mpstat -I ALL 1 1 > "$S/mpstat-I-ALL-1-1.txt"
C mpstat -n 1 2 > "$S/mpstat-n-1-2.txt"
C mpstat -A 1 1 > "$S/mpstat-A-1-1.txt"
C mpstat -T -P ALL 1 1 > "$S/mpstat-T-P-ALL-1-1.txt"
C mpstat --dec=0 -P ALL 1 1 > "$S/mpstat-dec0-P-ALL.txt"
S_TIME_FORMAT=ISO LC_ALL=C mpstat -P ALL 1 2 > "$S/mpstat-s-time-format-iso.txt"
S_COLORS=always LC_ALL=C mpstat -P ALL 1 1 > "$S/mpstat-colors-always.txt"
LC_ALL=de_DE.UTF-8 mpstat -P ALL 1 2 > "$S/mpstat-locale-de_DE.txt"
LC_ALL=fr_FR.UTF-8 mpstat -P ALL 1 2 > "$S/mpstat-locale-fr_FR.txt"
LC_ALL=fr_FR.UTF-8 mpstat --dec=0 -I SUM 1 2 > "$S/mpstat-locale-fr_FR-dec0-I-SUM.txt"
LC_ALL=en_US.UTF-8 mpstat -P ALL 1 2 > "$S/mpstat-locale-en_US.txt"
LOCPATH=/tmp/loc LC_ALL=es_ES.UTF-8 mpstat 1 2 > "$S/mpstat-locale-es_ES.txt"
LC_ALL=ja_JP.UTF-8 mpstat -P ALL 1 1 > "$S/mpstat-locale-ja_JP.txt"
LC_ALL=zh_CN.UTF-8 mpstat 1 2 > "$S/mpstat-locale-zh_CN.txt"
LC_ALL=ko_KR.UTF-8 mpstat 1 2 > "$S/mpstat-locale-ko_KR.txt"
# across midnight (faketime), C and en_US (12-hour clock: 11:59:59 PM then 12:00:00 AM)
faketime -f '@2026-11-29 23:59:58' env LC_ALL=C TZ=UTC mpstat 1 3 > "$S/mpstat-midnight-C.txt"
faketime -f '@2026-11-29 23:59:58' env LC_ALL=en_US.UTF-8 TZ=UTC mpstat -P ALL 1 3 > "$S/mpstat-midnight-en_US.txt"
# Added on 2026-12-06 (issue #40: a time zone after the clock; not in the default set): locales generated into /tmp/loc
# (localedef -i en_IN -f UTF-8 /tmp/loc/en_IN.UTF-8; the same for mt_MT), each with the TZ whose zone its %X prints.
LOCPATH=/tmp/loc LC_ALL=en_IN.UTF-8 TZ=Asia/Kolkata mpstat -P ALL 1 2 > "$S/mpstat-locale-en_IN-zone.txt"
LOCPATH=/tmp/loc LC_ALL=en_IN.UTF-8 TZ=Asia/Dubai mpstat 1 2 > "$S/mpstat-locale-en_IN-numeric-zone.txt"
LOCPATH=/tmp/loc LC_ALL=mt_MT.UTF-8 TZ=Europe/Malta mpstat 1 2 > "$S/mpstat-locale-mt_MT-zone-word-date.txt"
