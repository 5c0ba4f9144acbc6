#!/bin/bash
# How the pidstat samples in this folder were made (sysstat 12.6.1, Debian 12, TZ=UTC, 2 CPUs).
# Needs: sysstat, node, faketime; the locales C, de_DE, fr_FR, en_US, ja_JP, zh_CN, ko_KR (UTF-8).
# The monitored processes are started here and stopped at the end (each by its own PID):
#   BUSY   node burning ~50% of a CPU, named `busy worker` (process.title: a command name with a blank), 7+ threads
#   WRITER node writing 256 KiB every 100 ms (2560 kB/s) with fsync to /var/tmp/pidstat-writer.bin
#   PARENT sh starting short children (`ls -R /usr/share`) every 300 ms, for -T CHILD
set -euo pipefail
S="$(cd "$(dirname "$0")" && pwd)"
export TZ=UTC
sleep 1000 & SLEEP=$!
node -e 'process.title="busy worker"; setInterval(()=>{const e=Date.now()+50; while(Date.now()<e);},100)' & BUSY=$!
node -e 'const fs=require("fs"); const fd=fs.openSync("/var/tmp/pidstat-writer.bin","w"); const b=Buffer.alloc(262144,1); let n=0; setInterval(()=>{fs.writeSync(fd,b,0,b.length,(n++%40)*b.length); fs.fsyncSync(fd);},100)' & WRITER=$!
sh -c 'while :; do ls -R /usr/share >/dev/null 2>&1; sleep 0.3; done' & PARENT=$!
trap 'kill $SLEEP $BUSY $WRITER $PARENT 2>/dev/null; rm -f /var/tmp/pidstat-writer.bin' EXIT
sleep 2
C() { LC_ALL=C "$@"; }
C pidstat -p $SLEEP,$BUSY > "$S/pidstat-default-since-boot.txt"
C pidstat 1 2 > "$S/pidstat-1-2.txt"
C pidstat -u -p $BUSY 1 3 > "$S/pidstat-u-p-1-3.txt"
C pidstat -r -p $SLEEP 1 2 > "$S/pidstat-r-p-sleep-1-2.txt"
C pidstat -d -p $WRITER 1 3 > "$S/pidstat-d-p-writer-1-3.txt"
C pidstat -w -p $SLEEP,$BUSY,$WRITER 1 2 > "$S/pidstat-w-1-2.txt"
C pidstat -u -r -d -w -p $BUSY,$WRITER 1 2 > "$S/pidstat-u-r-d-w-1-2.txt"
C pidstat -t -p $BUSY 1 2 > "$S/pidstat-t-p-busy-1-2.txt"
C pidstat -t -d -p $BUSY,$WRITER 1 1 > "$S/pidstat-t-d-1-1.txt"
C pidstat -h -u -r -d -w -p $SLEEP,$BUSY,$WRITER 1 2 > "$S/pidstat-h-u-r-d-w-1-2.txt"
C pidstat -h -t -u -p $BUSY 1 1 > "$S/pidstat-h-t-u-1-1.txt"
C pidstat -l -p $SLEEP,$BUSY,$PARENT 1 2 > "$S/pidstat-l-1-2.txt"
C pidstat -T CHILD -p $PARENT,$SLEEP 1 2 > "$S/pidstat-T-CHILD-1-2.txt"
C pidstat -T ALL -p $PARENT 1 3 > "$S/pidstat-T-ALL-one-pid-1-3.txt"
C pidstat -T ALL -r -p $PARENT,$BUSY 1 2 > "$S/pidstat-T-ALL-r-1-2.txt"
C pidstat -h -T ALL -u -r -p $PARENT 1 2 > "$S/pidstat-h-T-ALL-1-2.txt"
C pidstat -s -v -R -p $SLEEP,$BUSY 1 2 > "$S/pidstat-s-v-R-1-2.txt"
C pidstat -U -u -p $SLEEP,$BUSY 1 2 > "$S/pidstat-U-1-2.txt"
C pidstat -I -u -p $BUSY 1 2 > "$S/pidstat-I-1-2.txt"
C pidstat --human -u -r -d -p $BUSY,$WRITER 1 2 > "$S/pidstat-human-1-2.txt"
C pidstat --dec=0 -u -r -p $BUSY,$SLEEP 1 2 > "$S/pidstat-dec0-1-2.txt"
S_TIME_FORMAT=ISO LC_ALL=C pidstat -u -p $BUSY,$SLEEP 1 2 > "$S/pidstat-s-time-format-iso.txt"
S_COLORS=always LC_ALL=C pidstat -u -r -p $BUSY 1 1 > "$S/pidstat-colors-always.txt"
LC_ALL=de_DE.UTF-8 pidstat -u -r -p $BUSY,$SLEEP 1 2 > "$S/pidstat-locale-de_DE.txt"
LC_ALL=fr_FR.UTF-8 pidstat -u -r -p $BUSY,$SLEEP 1 2 > "$S/pidstat-locale-fr_FR.txt"
LC_ALL=fr_FR.UTF-8 pidstat --dec=0 -r -p $SLEEP 1 2 > "$S/pidstat-locale-fr_FR-dec0-r-one-pid.txt"
LC_ALL=en_US.UTF-8 pidstat -u -d -p $BUSY,$WRITER 1 2 > "$S/pidstat-locale-en_US.txt"
LC_ALL=en_US.UTF-8 pidstat -h -u -p $BUSY 1 2 > "$S/pidstat-locale-en_US-h.txt"
LC_ALL=ja_JP.UTF-8 pidstat -u -p $BUSY,$SLEEP 1 2 > "$S/pidstat-locale-ja_JP.txt"
LC_ALL=zh_CN.UTF-8 pidstat -u -w -p $BUSY 1 2 > "$S/pidstat-locale-zh_CN.txt"
LC_ALL=ko_KR.UTF-8 pidstat -u -p $BUSY 1 2 > "$S/pidstat-locale-ko_KR.txt"
# across midnight (faketime), C and en_US (12-hour clock: 11:59:59 PM then 12:00:00 AM)
faketime -f '@2026-11-29 23:59:58' env LC_ALL=C TZ=UTC pidstat -u -p $BUSY 1 3 > "$S/pidstat-midnight-C.txt"
faketime -f '@2026-11-29 23:59:58' env LC_ALL=en_US.UTF-8 TZ=UTC pidstat -u -r -p $BUSY,$SLEEP 1 3 > "$S/pidstat-midnight-en_US.txt"
# Added on 2026-12-06 (issue #40), locales generated into /tmp/loc (localedef -i ru_RU -f UTF-8 /tmp/loc/ru_RU.UTF-8,
# the same for en_IN); run on their own with `sleep 1000` as SLEEP and `sh -c 'while :; do :; done'` as BUSY (PIDs
# 19077 and 19078 in these files).
LOCPATH=/tmp/loc LC_ALL=ru_RU.UTF-8 TZ=UTC pidstat -u -r -p $BUSY,$SLEEP 1 2 > "$S/pidstat-locale-ru_RU.txt"
LOCPATH=/tmp/loc LC_ALL=en_IN.UTF-8 TZ=Asia/Kolkata pidstat -u -p $BUSY,$SLEEP 1 2 > "$S/pidstat-locale-en_IN-zone.txt"
