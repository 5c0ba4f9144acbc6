#!/bin/bash
# How the sar samples in this folder were made (sysstat 12.6.1, Debian 12, TZ=UTC, 2 CPUs).
# Needs: sysstat, faketime, and the locales below (localedef -i xx_XX -f UTF-8 xx_XX.UTF-8).
set -euo pipefail
S="$(cd "$(dirname "$0")" && pwd)"
W="${1:-$(mktemp -d)}"
cd "$W"
export TZ=UTC
SADC=/usr/lib/sysstat/sadc

# sa.main: 4 samples (under a short bounded CPU/disk load), a comment, a restart mark, 3 more samples.
$SADC -S XALL 1 5 sa.main
$SADC -C "benchparse test comment" sa.main
$SADC sa.main
$SADC -S XALL 1 4 sa.main
# sa.midnight: 6 samples from 23:59:57 across midnight.
faketime -f '@2026-11-29 23:59:57' $SADC -S XALL 1 6 sa.midnight

C() { LC_ALL=C "$@"; }
C sar -A -C -f sa.main > "$S/sar-A-C-comments-restart.txt"
C sar -u ALL -P ALL -f sa.main > "$S/sar-u-ALL-P-ALL.txt"
C sar -d -p -f sa.main > "$S/sar-d-p.txt"
C sar --pretty -d -n DEV -F -f sa.main > "$S/sar-pretty-d-n-DEV-F.txt"
C sar -h -u -r -S -d -n DEV -F -q ALL -f sa.main > "$S/sar-h-human-pretty.txt"
C sar --human -u -r -S -H -B -d -n DEV -F -q ALL -f sa.main > "$S/sar-human.txt"
C sar --dec=0 -u -r -q -n DEV -f sa.main > "$S/sar-dec0.txt"
C sar --dec=1 -u -w -f sa.main > "$S/sar-dec1.txt"
S_TIME_FORMAT=ISO LC_ALL=C sar -C -u -r -f sa.main > "$S/sar-s-time-format-iso.txt"
S_COLORS=always LC_ALL=C sar -C -u -P ALL -r -f sa.main > "$S/sar-colors-always.txt"
C sar -u -P ALL -r -n DEV -I ALL -f sa.midnight > "$S/sar-midnight-C.txt"
LC_ALL=en_US.UTF-8 sar -u -r -I ALL -f sa.midnight > "$S/sar-midnight-en_US-ampm.txt"
LC_ALL=de_DE.UTF-8 sar -A -C -f sa.main > "$S/sar-A-de_DE.txt"
for l in C de_DE fr_FR zh_CN zh_TW ja_JP ko_KR en_US en_GB ru_RU pt_BR vi_VN nl_NL sv_SE pl_PL es_ES it_IT uk_UA; do
  loc=$l; [ "$l" = C ] || loc=$l.UTF-8
  LC_ALL=$loc sar -C -u -r -n DEV -q -f sa.main > "$S/sar-locale-$l.txt"
done

# Live mode (no data file).
C sar -u 1 3 > "$S/sar-live-u-1-3.txt"
C sar -u -r -n DEV -P ALL 1 2 > "$S/sar-live-multi-u-r-n-DEV-P-ALL.txt"
C sar -q 0 > "$S/sar-live-q-interval-0.txt"
LC_ALL=en_US.UTF-8 sar -w 1 2 > "$S/sar-live-w-en_US.txt"

# The oracle of the same data files (test/sar/fixtures/).
F="$S/../../test/sar/fixtures"
sadf -j sa.main -- -A > "$F/sa-main.sadf.json"
sadf -j sa.main -- -u -P ALL > "$F/sa-main.sadf-u.json"
sadf -j sa.midnight -- -A > "$F/sa-midnight.sadf.json"
sadf -j sa.midnight -- -u -P ALL > "$F/sa-midnight.sadf-u.json"

# Added on 2026-12-01 (a date that reads either way round): sa.today, 3 samples; French labels and decimal commas
# say day first, the C locale's month first stays (with its warning).
$SADC -S XALL 1 3 sa.today
LC_ALL=fr_FR.UTF-8 sar -u -v -f sa.today > "$S/sar-ambiguous-date-fr_FR-u-v.txt"
LC_ALL=fr_FR.UTF-8 sar --dec=0 -v -f sa.today > "$S/sar-ambiguous-date-fr_FR-dec0-v.txt"
C sar -u -f sa.today > "$S/sar-ambiguous-date-C-u.txt"
# Added on 2026-12-06 (issue #40: a time zone after the clock): live, en_IN generated into /tmp/loc
# (localedef -i en_IN -f UTF-8 /tmp/loc/en_IN.UTF-8).
LOCPATH=/tmp/loc LC_ALL=en_IN.UTF-8 TZ=Asia/Kolkata sar -u -r 1 2 > "$S/sar-live-en_IN-zone.txt"
# Added on 2026-12-07 (issue #41: keyColumn where the section does not say it): a fourth sadc file.
/usr/lib/sysstat/sadc -S XALL 1 3 fs.sa
C sar -F MOUNT -f fs.sa > "$S/sar-F-MOUNT.txt"
C sar -I ALL -f fs.sa > "$S/sar-I-ALL.txt"
C sar -I ALL 1 2 > "$S/sar-live-I-ALL-1-2.txt"
