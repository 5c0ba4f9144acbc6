#!/bin/bash
# Writes the samples/free/written-*.txt files: free layouts of versions that cannot be run here (procps 3.2.8,
# procps-ng 3.3.0-3.3.16 and 4.0.4+, BusyBox <= 1.29 and a NOMMU/old-kernel 1.30+ build), printed with the C format
# strings of those versions (quoted in the comments) and made-up but self-consistent numbers in KiB.
# These are NOT captures. Run from samples/free/: bash write-old-forms.sh
set -eu
# A 32-bit box with high memory (procps 3.2 era), KiB.
T=2065432 F=118764 SH=0 B=187316 C=1302144 U=$((T - F))
LT=885028 LF=52388 HT=1180404 HF=66376 ST=4192956 SF=4166252 SU=$((4192956 - 4166252))
s() { echo $(( ($1 << 10) >> $2 )); }   # procps 3.2: S(X) = ((unsigned long long)(X) << 10) >> shift

# procps 3.2.8 free.c: header "             total       used       free     shared    buffers     cached\n",
# rows "%-7s %10Lu ..." and "-/+ buffers/cache: %10Lu %10Lu\n"; -s adds "\n" after every iteration.
p32() { # shift lohi old total
  local sh=$1
  printf "             total       used       free     shared    buffers     cached\n"
  printf "%-7s %10s %10s %10s %10s %10s %10s\n" "Mem:" $(s $T $sh) $(s $U $sh) $(s $F $sh) $(s $SH $sh) $(s $B $sh) $(s $C $sh)
  if [ "$2" = 1 ]; then
    printf "%-7s %10s %10s %10s\n" "Low:" $(s $LT $sh) $(s $((LT - LF)) $sh) $(s $LF $sh)
    printf "%-7s %10s %10s %10s\n" "High:" $(s $HT $sh) $(s $((HT - HF)) $sh) $(s $HF $sh)
  fi
  [ "$3" = 1 ] || printf -- "-/+ buffers/cache: %10s %10s\n" $(s $((U - B - C)) $sh) $(s $((F + B + C)) $sh)
  printf "%-7s %10s %10s %10s\n" "Swap:" $(s $ST $sh) $(s $SU $sh) $(s $SF $sh)
  [ "$4" = 1 ] && printf "%-7s %10s %10s %10s\n" "Total:" $(s $((T + ST)) $sh) $(s $((U + SU)) $sh) $(s $((F + SF)) $sh)
  return 0
}
p32 10 0 0 0 > written-procps-3.2.8-default.txt
p32 0 0 0 0 > written-procps-3.2.8-b.txt
{ p32 20 1 0 1; printf "\n"; p32 20 1 0 1; printf "\n"; } > written-procps-3.2.8-m-l-t-s1-c2.txt
p32 10 0 1 0 > written-procps-3.2.8-o.txt

# procps-ng 3.3.0-3.3.9: same header; "%-7s" then " %10s" per value; "-/+ buffers/cache:" then " %10s" x2.
# -h (<= 3.3.12): "%ld%c" / "%.1f%c" with B K M G T, at most 4 characters, 1024-based.
{
  printf "             total       used       free     shared    buffers     cached\n"
  printf "%-7s %10s %10s %10s %10s %10s %10s\n" "Mem:" 2.0G 1.9G 115M 0B 182M 1.2G
  printf "%s %10s %10s\n" "-/+ buffers/cache:" 446M 1.5G
  printf "%-7s %10s %10s %10s\n" "Swap:" 4.0G 26M 4.0G
} > written-procps-3.3.9-h.txt

# procps-ng 3.3.10-3.3.16: header with 14 leading blanks, "%-7s" then " %11s" per value (-l -t shown).
{
  printf "              total        used        free      shared  buff/cache   available\n"
  printf "%-7s %11s %11s %11s %11s %11s %11s\n" "Mem:" 8053804 1262704 5830864 60576 960236 6483996
  printf "%-7s %11s %11s %11s\n" "Low:" 8053804 2222940 5830864
  printf "%-7s %11s %11s %11s\n" "High:" 0 0 0
  printf "%-7s %11s %11s %11s\n" "Swap:" 2097152 0 2097152
  printf "%-7s %11s %11s %11s\n" "Total:" 10150956 1262704 7928016
} > written-procps-3.3.10-l-t.txt
# procps-ng 3.3.13-3.3.16 -h: "%.1f%ci" / "%ld%ci", at most 5 characters.
{
  printf "              total        used        free      shared  buff/cache   available\n"
  printf "%-7s %11s %11s %11s %11s %11s %11s\n" "Mem:" 7.7Gi 1.2Gi 5.6Gi 59Mi 937Mi 6.2Gi
  printf "%-7s %11s %11s %11s\n" "Swap:" 2.0Gi 0B 2.0Gi
} > written-procps-3.3.13-h.txt

# procps-ng 4.0.4+ -L: "SwapUse %11s CachUse %11s  MemUse %11s MemFree %11s " then "\n", one line per iteration
# (numbers from the frozen /proc/meminfo in test/free/fixtures/meminfo-frozen.txt, KiB).
{
  printf "SwapUse %11s CachUse %11s  MemUse %11s MemFree %11s \n" 0 466776 350812 24114240
  printf "SwapUse %11s CachUse %11s  MemUse %11s MemFree %11s \n" 0 466780 350840 24114208
  printf "SwapUse %11s CachUse %11s  MemUse %11s MemFree %11s \n" 0 466780 350756 24114292
} > written-procps-4.0.4-L-c3.txt

# BusyBox 1.00-1.1x: "%6s%13s%13s%13s%13s%13s\n" header, "%6s%13ld..." rows, Mem/Swap/Total
# (numbers are the ones in BusyBox's own usage example).
{
  printf "%6s%13s%13s%13s%13s%13s\n" "" total used free shared buffers
  printf "%6s%13s%13s%13s%13s%13s\n" "Mem:" 257628 248724 8904 59644 93124
  printf "%6s%13s%13s%13s\n" "Swap:" 128516 8404 120112
  printf "%6s%13s%13s%13s\n" "Total:" 386144 257128 129016
} > written-busybox-1.1-default.txt
# BusyBox <= 1.23: "     %13s%13s%13s%13s%13s\n", "Mem: " + "%13llu" x5, "-/+ buffers:      " + x2, "Swap:" + x3.
{
  printf "     %13s%13s%13s%13s%13s\n" total used free shared buffers
  printf "Mem: %13s%13s%13s%13s%13s\n" 1023556 191064 832492 0 31332
  printf "%s%13s%13s\n" "-/+ buffers:      " 159732 863824
  printf "Swap:%13s%13s%13s\n" 1212036 0 1212036
} > written-busybox-1.23-default.txt
# BusyBox 1.24-1.29: "       %11s" x6 (total used free shared buffers cached), "Mem:   " + "%11llu" x6,
# "-/+ buffers/cache:" + "%11llu" x2, "Swap:  " + "%11llu" x3.
{
  printf "       %11s%11s%11s%11s%11s%11s\n" total used free shared buffers cached
  printf "Mem:   %11s%11s%11s%11s%11s%11s\n" 1026888 357232 669656 1216 28672 204596
  printf "%s%11s%11s\n" "-/+ buffers/cache:" 123964 902924
  printf "Swap:  %11s%11s%11s\n" 0 0 0
} > written-busybox-1.24-default.txt
# BusyBox 1.30+ on a kernel without MemAvailable (< 3.14): "       %12s" x6, "Mem:   " + "%12llu %11llu ...",
# then "-/+ buffers/cache: " + " %11llu %11llu".
{
  printf "       %12s%12s%12s%12s%12s%12s\n" total used free shared buff/cache available
  printf "Mem:   %12s %11s %11s %11s %11s %11s\n" 1026888 123964 669656 1216 233268 0
  printf "%s %11s %11s\n" "-/+ buffers/cache: " 123964 902924
  printf "Swap:  %12s %11s %11s\n" 0 0 0
} > written-busybox-1.30-no-memavailable.txt
