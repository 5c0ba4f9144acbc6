/**
 * sar's column names (as printed in the header rows) and what we call them. Sections are recognised by a
 * distinctive column or by their item column (CPU, IFACE, DEV, ...), never by a whole header string, so a column
 * that a newer sysstat adds is kept (in `columns`) without breaking anything. How a printed value becomes a typed
 * field (`conv`) is src/formats/sysstat/columns.ts, shared with iostat and mpstat, whose CPU columns are the same
 * fields as sar -u's.
 */

import { PERCENT_0_100, type PercentRange } from "../../normalize/percent-range.js";
import { columnKit, cpuColumns, type Conversion, type SectionDef } from "../sysstat/columns.js";

export type { Conversion };

export type { SectionDef };

/**
 * The percentage columns (printed name starting with `%`) that can legitimately leave 0-100, with the reason; every
 * other `%` column, known or not, is 0-100. A value outside its column's range is kept as printed and named in the
 * row's `warnings` (normalize.ts). Only columns whose computation in sysstat (or in the Unix sar that prints them)
 * allows it are listed: `%util` is not, although sar prints more than 100 when the kernel's io_ticks accounting is
 * off (a known artefact: the warning is the point), nor are the CPU columns (more than 100 there is a broken
 * counter or a misinstalled sar, sysstat issues #188 and #224).
 */
export const PERCENT_RANGES: ReadonlyMap<string, PercentRange> = new Map<string, PercentRange>([
  [
    "%commit",
    {
      min: 0,
      max: Infinity,
      why: "Committed_AS relative to RAM + swap: above 100 whenever the kernel has promised more memory than it has (overcommit; sysstat issue #388; 120.77 in sysstat's own test data)",
    },
  ],
  [
    "%vmeff",
    {
      min: 0,
      max: Infinity,
      why: "pgsteal / (pgscank + pgscand): sysstat adds up every pgsteal_* line of /proc/vmstat, which on current kernels counts each reclaimed page twice (pgsteal_kswapd/direct and pgsteal_anon/file, both in /proc/vmstat of Linux 6.18) and includes pgsteal_khugepaged without a matching scan counter: about 200 is normal there",
    },
  ],
  [
    "%ifutil",
    {
      min: 0,
      max: Infinity,
      why: "traffic relative to the speed the driver declares in /sys/class/net/*/speed, which is nominal for virtual devices (a tun device says 10 Mb/s); with a duplex other than full, sysstat divides rx + tx by the speed",
    },
  ],
  [
    "%temp",
    {
      min: -Infinity,
      max: Infinity,
      why: "the reading's position between the sensor's low and high limits ((t - min) / (max - min)): below 0 or above 100 when the sensor is outside them (an alarm, not a parse problem)",
    },
  ],
  [
    "%in",
    {
      min: -Infinity,
      max: Infinity,
      why: "the voltage's position between the input's low and high limits, computed like %temp: outside 0-100 when the input is out of its limits",
    },
  ],
  ["%entc", { min: 0, max: Infinity, why: "AIX: entitled capacity consumed; an uncapped shared-processor partition uses more than its entitlement" }],
  [
    "%rcache",
    { min: -Infinity, max: 100, why: "Unix sar -b: 100 x (1 - bread/lread); physical reads (read-ahead) can outnumber the logical reads of the interval" },
  ],
  [
    "%wcache",
    { min: -Infinity, max: 100, why: "Unix sar -b: 100 x (1 - bwrit/lwrit); delayed writes flushed in an interval can outnumber its logical writes" },
  ],
]);

/** The range of a percentage column, by its printed name: 0-100 unless PERCENT_RANGES says otherwise. */
export function percentRangeOf(col: string): PercentRange {
  return PERCENT_RANGES.get(col) ?? PERCENT_0_100;
}

const kit = columnKit("sar", percentRangeOf);
const { row, pct, rate, count, kb, kbps, sectps, text, num, signed } = kit;

const MEMORY = [
  kb("kbmemfree", "memFreeBytes", "Free memory"),
  kb("kbavail", "memAvailableBytes", "Available memory (MemAvailable)"),
  kb("kbmemused", "memUsedBytes", "Used memory"),
  pct("%memused", "memUsedPercent", "Used memory"),
  kb("kbbuffers", "memBuffersBytes", "Kernel buffers"),
  kb("kbcached", "memCachedBytes", "Page cache"),
  kb("kbcommit", "memCommitBytes", "Memory needed for the current workload (Committed_AS)"),
  pct("%commit", "memCommitPercent", "Committed memory relative to RAM + swap"),
  kb("kbactive", "memActiveBytes", "Active memory"),
  kb("kbinact", "memInactiveBytes", "Inactive memory"),
  kb("kbdirty", "memDirtyBytes", "Memory waiting to be written back"),
  kb("kbshmem", "memSharedBytes", "Shared memory (Shmem)"),
  kb("kbanonpg", "memAnonPagesBytes", "Anonymous pages"),
  kb("kbslab", "memSlabBytes", "Kernel slab memory"),
  kb("kbkstack", "memKernelStackBytes", "Kernel stacks"),
  kb("kbpgtbl", "memPageTablesBytes", "Page tables"),
  kb("kbvmused", "memVmallocUsedBytes", "Used vmalloc area"),
] as const;

const SWAP = [
  kb("kbswpfree", "swapFreeBytes", "Free swap space"),
  kb("kbswpused", "swapUsedBytes", "Used swap space"),
  pct("%swpused", "swapUsedPercent", "Used swap space"),
  kb("kbswpcad", "swapCachedBytes", "Cached swap memory"),
  pct("%swpcad", "swapCachedPercent", "Cached swap memory relative to used swap"),
] as const;

const DISK = [
  rate("tps", "transfersPerSecond", "I/O transfers (requests)"),
  kbps("rkB/s", "readBytesPerSecond", "Data read"),
  kbps("wkB/s", "writtenBytesPerSecond", "Data written"),
  kbps("dkB/s", "discardedBytesPerSecond", "Data discarded"),
  sectps("rd_sec/s", "readBytesPerSecond", "Data read"),
  sectps("wr_sec/s", "writtenBytesPerSecond", "Data written"),
  kb("areq-sz", "avgRequestSizeBytes", "Average request size"),
  row("avgrq-sz", "avgRequestSizeBytes", "sectors", "Average request size, bytes (sar avgrq-sz in 512-byte sectors x 512)"),
  num("aqu-sz", "avgQueueLength", "Average request queue length (average count of requests)"),
  num("avgqu-sz", "avgQueueLength", "Average request queue length (average count of requests)"),
  num("await", "awaitMs", "Average time for I/O requests to be served, including queueing, milliseconds"),
  num("svctm", "serviceTimeMs", "Average service time, milliseconds"),
  pct("%util", "utilizationPercent", "Time the device was busy"),
] as const;

const SOCK = [
  count("totsck", "socketCount", "Sockets in use"),
  count("tcpsck", "tcpSocketCount", "TCP sockets in use"),
  count("udpsck", "udpSocketCount", "UDP sockets in use"),
  count("rawsck", "rawSocketCount", "RAW sockets in use"),
  count("ip-frag", "ipFragmentQueueCount", "IP fragments queued"),
  count("tcp-tw", "tcpTimeWaitCount", "TCP sockets in TIME_WAIT"),
] as const;

const SOCK6 = [
  count("tcp6sck", "tcpSocketCount", "TCPv6 sockets in use"),
  count("udp6sck", "udpSocketCount", "UDPv6 sockets in use"),
  count("raw6sck", "rawSocketCount", "RAWv6 sockets in use"),
  count("ip6-frag", "ipFragmentQueueCount", "IPv6 fragments queued"),
] as const;

const PSI_CPU = [
  pct("%scpu-10", "cpuSomePressure10sPercent", "Some tasks stalled on cpu, 10 s average"),
  pct("%scpu-60", "cpuSomePressure60sPercent", "Some tasks stalled on cpu, 60 s average"),
  pct("%scpu-300", "cpuSomePressure300sPercent", "Some tasks stalled on cpu, 300 s average"),
  pct("%scpu", "cpuSomeStallPercent", "Some tasks stalled on cpu during the interval"),
] as const;

const PSI_IO = [
  pct("%sio-10", "ioSomePressure10sPercent", "Some tasks stalled on io, 10 s average"),
  pct("%sio-60", "ioSomePressure60sPercent", "Some tasks stalled on io, 60 s average"),
  pct("%sio-300", "ioSomePressure300sPercent", "Some tasks stalled on io, 300 s average"),
  pct("%sio", "ioSomeStallPercent", "Some tasks stalled on io during the interval"),
  pct("%fio-10", "ioFullPressure10sPercent", "Full tasks stalled on io, 10 s average"),
  pct("%fio-60", "ioFullPressure60sPercent", "Full tasks stalled on io, 60 s average"),
  pct("%fio-300", "ioFullPressure300sPercent", "Full tasks stalled on io, 300 s average"),
  pct("%fio", "ioFullStallPercent", "Full tasks stalled on io during the interval"),
] as const;

const PSI_MEM = [
  pct("%smem-10", "memSomePressure10sPercent", "Some tasks stalled on mem, 10 s average"),
  pct("%smem-60", "memSomePressure60sPercent", "Some tasks stalled on mem, 60 s average"),
  pct("%smem-300", "memSomePressure300sPercent", "Some tasks stalled on mem, 300 s average"),
  pct("%smem", "memSomeStallPercent", "Some tasks stalled on mem during the interval"),
  pct("%fmem-10", "memFullPressure10sPercent", "Full tasks stalled on mem, 10 s average"),
  pct("%fmem-60", "memFullPressure60sPercent", "Full tasks stalled on mem, 60 s average"),
  pct("%fmem-300", "memFullPressure300sPercent", "Full tasks stalled on mem, 300 s average"),
  pct("%fmem", "memFullStallPercent", "Full tasks stalled on mem during the interval"),
] as const;

/** Every section sar prints, in the order they are tried. */
export const SECTIONS = [
  {
    id: "cpu-load",
    keys: ["CPU", "cpu"],
    markers: ["%user", "%usr"],
    columns: [
      ...cpuColumns(kit),
      pct("%wio", "cpuIowaitPercent", "Idle time waiting for I/O (Unix sar)"),
    ],
  },
  {
    id: "softnet",
    keys: ["CPU"],
    markers: ["total/s"],
    columns: [
      rate("total/s", "packetsProcessedPerSecond", "Network frames processed"),
      rate("dropd/s", "packetsDroppedPerSecond", "Network frames dropped (no room in the queue)"),
      rate("squeezd/s", "timeSqueezesPerSecond", "Times the softirq handler ran out of budget or time"),
      rate("rx_rps/s", "rpsInterruptsPerSecond", "Inter-processor interrupts for packet steering"),
      rate("flw_lim/s", "flowLimitPerSecond", "Times the flow limit was reached"),
      count("blg_len", "backlogLength", "Packets in the backlog queue"),
    ],
  },
  { id: "cpu-frequency", keys: ["CPU"], markers: ["MHz"], columns: [num("MHz", "frequencyMhz", "CPU clock frequency in MHz (millions of cycles per second)")] },
  { id: "cpu-weighted-frequency", keys: ["CPU"], markers: ["wghMHz"], columns: [num("wghMHz", "weightedFrequencyMhz", "Weighted average CPU clock frequency in MHz (millions of cycles per second)")] },
  {
    id: "process-and-context-switch",
    markers: ["proc/s", "cswch/s"],
    columns: [rate("proc/s", "processesCreatedPerSecond", "Tasks created"), rate("cswch/s", "contextSwitchesPerSecond", "Context switches")],
  },
  {
    id: "interrupts",
    keys: ["INTR"],
    markers: ["intr/s"],
    columns: [rate("intr/s", "interruptsPerSecond", "Interrupts received"), rate("all", "interruptsPerSecond", "Interrupts received, all CPUs")],
  },
  /** sysstat <= 12.5.5 `sar -I ALL -P ALL`: one row per CPU, one column per interrupt (`i000/s i001/s ...`). */
  { id: "interrupts-per-cpu", keys: ["CPU"], markers: [], columns: [] },
  {
    id: "swap-pages",
    markers: ["pswpin/s", "pswpout/s"],
    columns: [rate("pswpin/s", "swapInPagesPerSecond", "Swap pages brought in"), rate("pswpout/s", "swapOutPagesPerSecond", "Swap pages brought out")],
  },
  {
    id: "paging",
    markers: ["pgpgin/s", "fault/s"],
    columns: [
      kbps("pgpgin/s", "pagedInBytesPerSecond", "Data paged in from disk"),
      kbps("pgpgout/s", "pagedOutBytesPerSecond", "Data paged out to disk"),
      rate("fault/s", "pageFaultsPerSecond", "Page faults (minor and major)"),
      rate("majflt/s", "majorFaultsPerSecond", "Major page faults"),
      rate("pgfree/s", "pagesFreedPerSecond", "Pages placed on the free list"),
      rate("pgscank/s", "pagesScannedKswapdPerSecond", "Pages scanned by kswapd"),
      rate("pgscand/s", "pagesScannedDirectPerSecond", "Pages scanned directly"),
      rate("pgsteal/s", "pagesStolenPerSecond", "Pages reclaimed from cache"),
      pct("%vmeff", "vmEfficiencyPercent", "Page reclaim efficiency (pgsteal / pgscan)"),
      rate("pgprom/s", "pagesPromotedPerSecond", "Pages promoted to a faster memory tier"),
      rate("pgdem/s", "pagesDemotedPerSecond", "Pages demoted to a slower memory tier"),
    ],
  },
  {
    id: "io",
    markers: ["rtps", "bread/s"],
    columns: [
      rate("tps", "transfersPerSecond", "I/O transfers (requests) to physical devices"),
      rate("rtps", "readRequestsPerSecond", "Read requests"),
      rate("wtps", "writeRequestsPerSecond", "Write requests"),
      rate("dtps", "discardRequestsPerSecond", "Discard requests"),
      sectps("bread/s", "readBytesPerSecond", "Data read"),
      sectps("bwrtn/s", "writtenBytesPerSecond", "Data written"),
      sectps("bdscd/s", "discardedBytesPerSecond", "Data discarded"),
    ],
  },
  { id: "memory", markers: ["kbmemfree", "kbmemused"], columns: [...MEMORY, ...SWAP] },
  { id: "swap-space", markers: ["kbswpfree", "kbswpused"], columns: SWAP },
  {
    id: "memory-pages",
    markers: ["frmpg/s"],
    columns: [
      signed(rate("frmpg/s", "memFreedPagesPerSecond", "Pages freed (negative: allocated)")),
      signed(rate("bufpg/s", "bufferPagesPerSecond", "Pages added to buffers (negative: fewer)")),
      signed(rate("campg/s", "cachedPagesPerSecond", "Pages added to the cache (negative: fewer)")),
    ],
  },
  {
    id: "hugepages",
    markers: ["kbhugfree", "kbhugused"],
    columns: [
      kb("kbhugfree", "hugeFreeBytes", "Free huge pages"),
      kb("kbhugused", "hugeUsedBytes", "Used huge pages"),
      pct("%hugused", "hugeUsedPercent", "Used huge pages"),
      kb("kbhugrsvd", "hugeReservedBytes", "Reserved huge pages"),
      kb("kbhugsurp", "hugeSurplusBytes", "Surplus huge pages"),
    ],
  },
  {
    id: "kernel",
    markers: ["dentunusd", "file-nr", "file-sz"],
    columns: [
      count("dentunusd", "dentryUnusedCount", "Unused directory cache entries"),
      count("file-nr", "fileHandleCount", "File handles in use"),
      count("file-sz", "fileHandleCount", "File handles in use"),
      count("inode-nr", "inodeHandleCount", "Inode handles in use"),
      count("inode-sz", "inodeHandleCount", "Inode handles in use"),
      count("pty-nr", "ptyCount", "Pseudo-terminals in use"),
    ],
  },
  {
    id: "queue",
    markers: ["runq-sz", "ldavg-1"],
    columns: [
      count("runq-sz", "runQueueLength", "Tasks waiting for run time"),
      count("plist-sz", "taskCount", "Tasks in the task list"),
      num("ldavg-1", "loadAverage1m", "Load average over the last minute (average count of runnable and blocked tasks)"),
      num("ldavg-5", "loadAverage5m", "Load average over the last 5 minutes (average count of runnable and blocked tasks)"),
      num("ldavg-15", "loadAverage15m", "Load average over the last 15 minutes (average count of runnable and blocked tasks)"),
      count("blocked", "blockedTaskCount", "Tasks blocked waiting for I/O"),
    ],
  },
  { id: "psi-cpu", markers: ["%scpu-10"], columns: PSI_CPU },
  { id: "psi-io", markers: ["%sio-10"], columns: PSI_IO },
  { id: "psi-mem", markers: ["%smem-10"], columns: PSI_MEM },
  {
    id: "serial",
    keys: ["TTY"],
    markers: ["rcvin/s"],
    columns: [
      rate("rcvin/s", "receiveInterruptsPerSecond", "Receive interrupts"),
      rate("xmtin/s", "transmitInterruptsPerSecond", "Transmit interrupts"),
      rate("txmtin/s", "transmitInterruptsPerSecond", "Transmit interrupts"),
      rate("framerr/s", "frameErrorsPerSecond", "Frame errors"),
      rate("prtyerr/s", "parityErrorsPerSecond", "Parity errors"),
      rate("brk/s", "breaksPerSecond", "Breaks"),
      rate("ovrun/s", "overrunErrorsPerSecond", "Overrun errors"),
    ],
  },
  { id: "disk", keys: ["DEV"], markers: ["rkB/s", "rd_sec/s", "areq-sz", "avgrq-sz"], columns: DISK },
  {
    id: "net-dev",
    keys: ["IFACE"],
    markers: ["rxpck/s"],
    columns: [
      rate("rxpck/s", "rxPacketsPerSecond", "Packets received"),
      rate("txpck/s", "txPacketsPerSecond", "Packets transmitted"),
      kbps("rxkB/s", "rxBytesPerSecond", "Data received"),
      kbps("txkB/s", "txBytesPerSecond", "Data transmitted"),
      row("rxbyt/s", "rxBytesPerSecond", "B", "Data received, bytes per second (sar rxbyt/s)"),
      row("txbyt/s", "txBytesPerSecond", "B", "Data transmitted, bytes per second (sar txbyt/s)"),
      rate("rxcmp/s", "rxCompressedPacketsPerSecond", "Compressed packets received"),
      rate("txcmp/s", "txCompressedPacketsPerSecond", "Compressed packets transmitted"),
      rate("rxmcst/s", "rxMulticastPacketsPerSecond", "Multicast packets received"),
      pct("%ifutil", "ifUtilizationPercent", "Utilization of the interface's bandwidth"),
    ],
  },
  {
    id: "net-edev",
    keys: ["IFACE"],
    markers: ["rxerr/s"],
    columns: [
      rate("rxerr/s", "rxErrorsPerSecond", "Bad packets received"),
      rate("txerr/s", "txErrorsPerSecond", "Errors while transmitting"),
      rate("coll/s", "collisionsPerSecond", "Collisions while transmitting"),
      rate("rxdrop/s", "rxDroppedPerSecond", "Received packets dropped (no buffer space)"),
      rate("txdrop/s", "txDroppedPerSecond", "Transmitted packets dropped (no buffer space)"),
      rate("txcarr/s", "txCarrierErrorsPerSecond", "Carrier errors while transmitting"),
      rate("rxfram/s", "rxFrameErrorsPerSecond", "Frame alignment errors on received packets"),
      rate("rxfifo/s", "rxFifoErrorsPerSecond", "FIFO overrun errors on received packets"),
      rate("txfifo/s", "txFifoErrorsPerSecond", "FIFO overrun errors on transmitted packets"),
    ],
  },
  {
    id: "net-nfs",
    markers: ["call/s"],
    columns: [
      rate("call/s", "rpcCallsPerSecond", "RPC requests made"),
      rate("retrans/s", "rpcRetransmissionsPerSecond", "RPC requests retransmitted"),
      rate("read/s", "readCallsPerSecond", "NFS read calls"),
      rate("write/s", "writeCallsPerSecond", "NFS write calls"),
      rate("access/s", "accessCallsPerSecond", "NFS access calls"),
      rate("getatt/s", "getattrCallsPerSecond", "NFS getattr calls"),
    ],
  },
  {
    id: "net-nfsd",
    markers: ["scall/s"],
    columns: [
      rate("scall/s", "rpcCallsPerSecond", "RPC requests received"),
      rate("badcall/s", "badRpcCallsPerSecond", "Bad RPC requests received"),
      rate("packet/s", "packetsPerSecond", "Network packets received"),
      rate("udp/s", "udpPacketsPerSecond", "UDP packets received"),
      rate("tcp/s", "tcpPacketsPerSecond", "TCP packets received"),
      rate("hit/s", "replyCacheHitsPerSecond", "Reply cache hits"),
      rate("miss/s", "replyCacheMissesPerSecond", "Reply cache misses"),
      rate("sread/s", "readCallsPerSecond", "NFS read calls received"),
      rate("swrite/s", "writeCallsPerSecond", "NFS write calls received"),
      rate("saccess/s", "accessCallsPerSecond", "NFS access calls received"),
      rate("sgetatt/s", "getattrCallsPerSecond", "NFS getattr calls received"),
    ],
  },
  { id: "net-sock", markers: ["totsck"], columns: SOCK },
  { id: "net-sock6", markers: ["tcp6sck"], columns: SOCK6 },
  {
    id: "net-ip",
    markers: ["irec/s"],
    columns: [
      rate("irec/s", "inReceivesPerSecond", "Input datagrams received"),
      rate("fwddgm/s", "forwardedDatagramsPerSecond", "Datagrams forwarded"),
      rate("idel/s", "inDeliversPerSecond", "Input datagrams delivered"),
      rate("orq/s", "outRequestsPerSecond", "Datagrams supplied for transmission"),
      rate("asmrq/s", "reassemblyRequestsPerSecond", "Fragments needing reassembly"),
      rate("asmok/s", "reassembledPerSecond", "Datagrams reassembled"),
      rate("fragok/s", "fragmentedPerSecond", "Datagrams fragmented"),
      rate("fragcrt/s", "fragmentsCreatedPerSecond", "Fragments created"),
    ],
  },
  {
    id: "net-ip6",
    markers: ["irec6/s"],
    columns: [
      rate("irec6/s", "inReceivesPerSecond", "Input datagrams received"),
      rate("fwddgm6/s", "forwardedDatagramsPerSecond", "Datagrams forwarded"),
      rate("idel6/s", "inDeliversPerSecond", "Input datagrams delivered"),
      rate("orq6/s", "outRequestsPerSecond", "Datagrams supplied for transmission"),
      rate("asmrq6/s", "reassemblyRequestsPerSecond", "Fragments needing reassembly"),
      rate("asmok6/s", "reassembledPerSecond", "Datagrams reassembled"),
      rate("imcpck6/s", "inMulticastPacketsPerSecond", "Multicast packets received"),
      rate("omcpck6/s", "outMulticastPacketsPerSecond", "Multicast packets transmitted"),
      rate("fragok6/s", "fragmentedPerSecond", "Datagrams fragmented"),
      rate("fragcr6/s", "fragmentsCreatedPerSecond", "Fragments created"),
    ],
  },
  {
    id: "net-eip",
    markers: ["ihdrerr/s"],
    columns: [
      rate("ihdrerr/s", "inHeaderErrorsPerSecond", "Datagrams discarded for header errors"),
      rate("iadrerr/s", "inAddressErrorsPerSecond", "Datagrams discarded for a bad destination address"),
      rate("iukwnpr/s", "inUnknownProtocolsPerSecond", "Datagrams with an unknown protocol"),
      rate("idisc/s", "inDiscardsPerSecond", "Input datagrams discarded (no buffer space)"),
      rate("odisc/s", "outDiscardsPerSecond", "Output datagrams discarded (no buffer space)"),
      rate("onort/s", "outNoRoutesPerSecond", "Datagrams discarded for lack of a route"),
      rate("asmf/s", "reassemblyFailuresPerSecond", "Reassembly failures"),
      rate("fragf/s", "fragmentationFailuresPerSecond", "Datagrams that could not be fragmented"),
    ],
  },
  {
    id: "net-eip6",
    markers: ["ihdrer6/s"],
    columns: [
      rate("ihdrer6/s", "inHeaderErrorsPerSecond", "Datagrams discarded for header errors"),
      rate("iadrer6/s", "inAddressErrorsPerSecond", "Datagrams discarded for a bad destination address"),
      rate("iukwnp6/s", "inUnknownProtocolsPerSecond", "Datagrams with an unknown protocol"),
      rate("i2big6/s", "inTooBigErrorsPerSecond", "Datagrams too big to forward"),
      rate("idisc6/s", "inDiscardsPerSecond", "Input datagrams discarded (no buffer space)"),
      rate("odisc6/s", "outDiscardsPerSecond", "Output datagrams discarded (no buffer space)"),
      rate("inort6/s", "inNoRoutesPerSecond", "Input datagrams discarded for lack of a route"),
      rate("onort6/s", "outNoRoutesPerSecond", "Output datagrams discarded for lack of a route"),
      rate("asmf6/s", "reassemblyFailuresPerSecond", "Reassembly failures"),
      rate("fragf6/s", "fragmentationFailuresPerSecond", "Datagrams that could not be fragmented"),
      rate("itrpck6/s", "inTruncatedPacketsPerSecond", "Datagrams discarded for missing data"),
    ],
  },
  {
    id: "net-icmp",
    markers: ["imsg/s"],
    columns: [
      rate("imsg/s", "inMessagesPerSecond", "ICMP messages received"),
      rate("omsg/s", "outMessagesPerSecond", "ICMP messages sent"),
      rate("iech/s", "inEchosPerSecond", "Echo requests received"),
      rate("iechr/s", "inEchoRepliesPerSecond", "Echo replies received"),
      rate("oech/s", "outEchosPerSecond", "Echo requests sent"),
      rate("oechr/s", "outEchoRepliesPerSecond", "Echo replies sent"),
      rate("itm/s", "inTimestampsPerSecond", "Timestamp requests received"),
      rate("itmr/s", "inTimestampRepliesPerSecond", "Timestamp replies received"),
      rate("otm/s", "outTimestampsPerSecond", "Timestamp requests sent"),
      rate("otmr/s", "outTimestampRepliesPerSecond", "Timestamp replies sent"),
      rate("iadrmk/s", "inAddressMasksPerSecond", "Address mask requests received"),
      rate("iadrmkr/s", "inAddressMaskRepliesPerSecond", "Address mask replies received"),
      rate("oadrmk/s", "outAddressMasksPerSecond", "Address mask requests sent"),
      rate("oadrmkr/s", "outAddressMaskRepliesPerSecond", "Address mask replies sent"),
    ],
  },
  {
    id: "net-icmp6",
    markers: ["imsg6/s"],
    columns: [
      rate("imsg6/s", "inMessagesPerSecond", "ICMPv6 messages received"),
      rate("omsg6/s", "outMessagesPerSecond", "ICMPv6 messages sent"),
      rate("iech6/s", "inEchosPerSecond", "Echo requests received"),
      rate("iechr6/s", "inEchoRepliesPerSecond", "Echo replies received"),
      rate("oechr6/s", "outEchoRepliesPerSecond", "Echo replies sent"),
      rate("igmbq6/s", "inGroupQueriesPerSecond", "Group membership queries received"),
      rate("igmbr6/s", "inGroupResponsesPerSecond", "Group membership responses received"),
      rate("ogmbr6/s", "outGroupResponsesPerSecond", "Group membership responses sent"),
      rate("igmbrd6/s", "inGroupReductionsPerSecond", "Group membership reductions received"),
      rate("ogmbrd6/s", "outGroupReductionsPerSecond", "Group membership reductions sent"),
      rate("irtsol6/s", "inRouterSolicitationsPerSecond", "Router solicitations received"),
      rate("ortsol6/s", "outRouterSolicitationsPerSecond", "Router solicitations sent"),
      rate("irtad6/s", "inRouterAdvertisementsPerSecond", "Router advertisements received"),
      rate("inbsol6/s", "inNeighborSolicitationsPerSecond", "Neighbor solicitations received"),
      rate("onbsol6/s", "outNeighborSolicitationsPerSecond", "Neighbor solicitations sent"),
      rate("inbad6/s", "inNeighborAdvertisementsPerSecond", "Neighbor advertisements received"),
      rate("onbad6/s", "outNeighborAdvertisementsPerSecond", "Neighbor advertisements sent"),
    ],
  },
  {
    id: "net-eicmp",
    markers: ["ierr/s"],
    columns: [
      rate("ierr/s", "inErrorsPerSecond", "ICMP messages received with errors"),
      rate("oerr/s", "outErrorsPerSecond", "ICMP messages not sent because of errors"),
      rate("idstunr/s", "inDestUnreachablePerSecond", "Destination unreachable messages received"),
      rate("odstunr/s", "outDestUnreachablePerSecond", "Destination unreachable messages sent"),
      rate("itmex/s", "inTimeExceededPerSecond", "Time exceeded messages received"),
      rate("otmex/s", "outTimeExceededPerSecond", "Time exceeded messages sent"),
      rate("iparmpb/s", "inParameterProblemsPerSecond", "Parameter problem messages received"),
      rate("oparmpb/s", "outParameterProblemsPerSecond", "Parameter problem messages sent"),
      rate("isrcq/s", "inSourceQuenchesPerSecond", "Source quench messages received"),
      rate("osrcq/s", "outSourceQuenchesPerSecond", "Source quench messages sent"),
      rate("iredir/s", "inRedirectsPerSecond", "Redirect messages received"),
      rate("oredir/s", "outRedirectsPerSecond", "Redirect messages sent"),
    ],
  },
  {
    id: "net-eicmp6",
    markers: ["ierr6/s"],
    columns: [
      rate("ierr6/s", "inErrorsPerSecond", "ICMPv6 messages received with errors"),
      rate("idtunr6/s", "inDestUnreachablePerSecond", "Destination unreachable messages received"),
      rate("odtunr6/s", "outDestUnreachablePerSecond", "Destination unreachable messages sent"),
      rate("itmex6/s", "inTimeExceededPerSecond", "Time exceeded messages received"),
      rate("otmex6/s", "outTimeExceededPerSecond", "Time exceeded messages sent"),
      rate("iprmpb6/s", "inParameterProblemsPerSecond", "Parameter problem messages received"),
      rate("oprmpb6/s", "outParameterProblemsPerSecond", "Parameter problem messages sent"),
      rate("iredir6/s", "inRedirectsPerSecond", "Redirect messages received"),
      rate("oredir6/s", "outRedirectsPerSecond", "Redirect messages sent"),
      rate("ipck2b6/s", "inPacketTooBigPerSecond", "Packet too big messages received"),
      rate("opck2b6/s", "outPacketTooBigPerSecond", "Packet too big messages sent"),
    ],
  },
  {
    id: "net-tcp",
    markers: ["active/s", "iseg/s"],
    columns: [
      rate("active/s", "activeOpensPerSecond", "Active TCP opens (connect)"),
      rate("passive/s", "passiveOpensPerSecond", "Passive TCP opens (accept)"),
      rate("iseg/s", "inSegmentsPerSecond", "Segments received"),
      rate("oseg/s", "outSegmentsPerSecond", "Segments sent"),
    ],
  },
  {
    id: "net-etcp",
    markers: ["atmptf/s", "estres/s"],
    columns: [
      rate("atmptf/s", "attemptFailsPerSecond", "Failed connection attempts"),
      rate("estres/s", "establishedResetsPerSecond", "Resets of established connections"),
      rate("retrans/s", "retransmittedSegmentsPerSecond", "Segments retransmitted"),
      rate("retrseg/s", "retransmittedSegmentsPerSecond", "Segments retransmitted"),
      rate("isegerr/s", "inSegmentErrorsPerSecond", "Segments received in error"),
      rate("orsts/s", "outResetsPerSecond", "Segments sent with RST"),
    ],
  },
  {
    id: "net-udp",
    markers: ["idgm/s"],
    columns: [
      rate("idgm/s", "inDatagramsPerSecond", "Datagrams delivered"),
      rate("odgm/s", "outDatagramsPerSecond", "Datagrams sent"),
      rate("noport/s", "noPortPerSecond", "Datagrams for a port nobody listens on"),
      rate("idgmerr/s", "inDatagramErrorsPerSecond", "Datagrams that could not be delivered"),
    ],
  },
  {
    id: "net-udp6",
    markers: ["idgm6/s"],
    columns: [
      rate("idgm6/s", "inDatagramsPerSecond", "Datagrams delivered"),
      rate("odgm6/s", "outDatagramsPerSecond", "Datagrams sent"),
      rate("noport6/s", "noPortPerSecond", "Datagrams for a port nobody listens on"),
      rate("idgmer6/s", "inDatagramErrorsPerSecond", "Datagrams that could not be delivered"),
    ],
  },
  {
    id: "fchost",
    keys: ["FCHOST"],
    markers: ["fch_rxf/s"],
    columns: [
      rate("fch_rxf/s", "rxFramesPerSecond", "Fibre Channel frames received"),
      rate("fch_txf/s", "txFramesPerSecond", "Fibre Channel frames transmitted"),
      rate("fch_rxw/s", "rxWordsPerSecond", "Fibre Channel words received"),
      rate("fch_txw/s", "txWordsPerSecond", "Fibre Channel words transmitted"),
    ],
  },
  {
    id: "fan-speed",
    keys: ["FAN"],
    markers: ["rpm"],
    columns: [num("rpm", "fanSpeedRpm", "Fan speed, rotations per minute"), signed(num("drpm", "fanSpeedDeviationRpm", "Fan speed above its minimum, rotations per minute")), text("DEVICE", "sensorDevice", "Sensor chip")],
  },
  {
    id: "temperature",
    keys: ["TEMP"],
    markers: ["degC"],
    columns: [signed(num("degC", "temperatureCelsius", "Temperature, degrees Celsius")), pct("%temp", "temperaturePercent", "Temperature relative to its range"), text("DEVICE", "sensorDevice", "Sensor chip")],
  },
  {
    id: "voltage-input",
    keys: ["IN"],
    markers: ["inV"],
    columns: [signed(num("inV", "voltageVolts", "Voltage input, volts")), pct("%in", "voltagePercent", "Voltage relative to its range"), text("DEVICE", "sensorDevice", "Sensor chip")],
  },
  {
    id: "usb-devices",
    keys: ["BUS"],
    markers: ["idvendor", "maxpower"],
    columns: [
      text("idvendor", "vendorId", "Vendor id, hexadecimal"),
      text("idprod", "productId", "Product id, hexadecimal"),
      num("maxpower", "maxPowerMilliamps", "Maximum power consumption, milliamperes"),
      text("manufact", "manufacturer", "Manufacturer"),
      text("product", "product", "Product"),
    ],
  },
  {
    id: "battery",
    keys: ["BAT"],
    markers: ["%cap"],
    columns: [pct("%cap", "capacityPercent", "Battery capacity"), signed(num("cap/min", "capacityPercentPerMinute", "Capacity change, percentage points per minute (negative while discharging)")), text("status", "status", "Battery status")],
  },
  {
    id: "filesystems",
    keys: ["FILESYSTEM", "MOUNTPOINT"],
    markers: ["MBfsfree"],
    columns: [
      row("MBfsfree", "fsFreeBytes", "MB", "Free space, bytes (sar MBfsfree in MB x 1048576)"),
      row("MBfsused", "fsUsedBytes", "MB", "Used space, bytes (sar MBfsused in MB x 1048576)"),
      pct("%fsused", "fsUsedPercent", "Used space"),
      pct("%ufsused", "fsUsedUserPercent", "Used space as seen by unprivileged users"),
      count("Ifree", "inodesFreeCount", "Free inodes"),
      count("Iused", "inodesUsedCount", "Used inodes"),
      pct("%Iused", "inodesUsedPercent", "Used inodes"),
    ],
  },
] as const satisfies readonly SectionDef[];

type Rows = (typeof SECTIONS)[number]["columns"][number];
/** Our numeric fields (every column we know whose value is a number). */
export type NumericField = Exclude<Rows, { 2: "text" }>[1];
/** Our text fields (names, hex ids, status). */
export type TextField = Extract<Rows, { 2: "text" }>[1];

/** Column names that name the item of a row (its key) rather than a measurement. */
export const KEY_COLUMNS: ReadonlySet<string> = new Set([
  "CPU", "IFACE", "DEV", "INTR", "TTY", "FILESYSTEM", "MOUNTPOINT", "FCHOST", "FAN", "TEMP", "IN", "BUS", "BAT",
  // Unix sar (HP-UX, Solaris, AIX)
  "device", "cpu",
]);

/** Columns whose values are text even when they look like numbers (hex ids) or never are numbers. */
export const TEXT_COLUMNS: ReadonlySet<string> = new Set(["DEVICE", "idvendor", "idprod", "manufact", "product", "status"]);

/** The section a column header row belongs to, from its columns (or its item column alone). */
export function sectionOf(columns: readonly string[], keyColumn: string | undefined): SectionDef | undefined {
  const names = new Set(columns);
  if (keyColumn === "CPU" && columns.length > 0 && columns.every((c) => /^i\d+\/s$/.test(c))) return SECTIONS.find((d) => d.id === "interrupts-per-cpu");
  for (const def of SECTIONS as readonly SectionDef[]) {
    if (def.markers.some((m) => names.has(m))) return def;
  }
  if (keyColumn !== undefined) {
    const withKey = SECTIONS.filter((def: SectionDef) => def.keys?.includes(keyColumn));
    if (withKey.length === 1) return withKey[0];
  }
  return undefined;
}

/** Every typed field with its description, in table order (the first description of a field wins). */
export const FIELD_DESCRIPTIONS: ReadonlyMap<string, { conv: Conversion; description: string }> = (() => {
  const out = new Map<string, { conv: Conversion; description: string }>();
  for (const def of SECTIONS as readonly SectionDef[]) {
    for (const [, field, conv, description] of def.columns) if (!out.has(field)) out.set(field, { conv, description });
  }
  return out;
})();

let sectionsByColumn: Map<string, string[]> | undefined;

/**
 * The sections (ids) that have a column of this name, none for a column sar does not know: how sadf's lines that
 * join several activities' columns (sadf -d -h, sadf -p's field lines) are split into sar's tables.
 *
 * @example
 * sectionsOfColumn("retrans/s") //=> ["net-nfs", "net-etcp"] (NFS client calls and TCP segments)
 */
export function sectionsOfColumn(column: string): readonly string[] {
  if (sectionsByColumn === undefined) {
    sectionsByColumn = new Map();
    for (const def of SECTIONS as readonly SectionDef[]) {
      for (const row of def.columns) {
        const list = sectionsByColumn.get(row[0]) ?? [];
        if (!list.includes(def.id)) list.push(def.id);
        sectionsByColumn.set(row[0], list);
      }
    }
  }
  return sectionsByColumn.get(column) ?? [];
}

/**
 * Splits a run of columns of several sar tables (sadf -d -h's activities without items, sadf -p's field lines of one
 * sample) into tables: `next(column)` says whether the column starts a new table (it shares no section with the
 * table's columns so far, or it is a marker of another section than the table's: sar -r's kbmemfree, sar -S's
 * kbswpfree); `reset()` starts over. A column sar does not know stays in the current table.
 *
 * @example
 * const split = tableSplitter();
 * ["kbmemfree", "kbavail", "kbswpfree"].map((c) => split.next(c)) //=> [true, false, true]
 */
export function tableSplitter(): { next(column: string): boolean; reset(): void } {
  let sections: readonly string[] = [];
  let marked: string | undefined;
  let started = false;
  return {
    next(column) {
      const of = sectionsOfColumn(column);
      const common = sections.filter((s) => of.includes(s));
      const marks = sectionOf([column], undefined)?.id;
      if (!started || (of.length > 0 && sections.length > 0 && common.length === 0) || (marks !== undefined && marked !== undefined && marks !== marked)) {
        started = true;
        sections = of;
        marked = marks;
        return true;
      }
      if (of.length > 0) {
        sections = sections.length === 0 ? of : common;
        marked ??= marks;
      }
      return false;
    },
    reset() {
      started = false;
      sections = [];
      marked = undefined;
    },
  };
}
