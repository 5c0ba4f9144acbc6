/**
 * atsar/atopsar sections (reports) and their columns: the column names as printed in the header rows and what we call
 * them. A section is recognised by its tag (`_cpu_`, `_dsk_`, ...) together with a distinctive column, since atopsar
 * uses one tag for two reports (`_if_` for -i and -I, `_ipv4_` for -w and -W, `_tcp_` for -t and -T, `_top3_` for
 * -O/-G/-D/-N). A column we do not know is still kept, as printed, in the record's `columns` map.
 *
 * How a printed value becomes the typed field (`conv`):
 * - `number`: the number as printed (per-second rates, load averages, queue lengths, milliseconds);
 * - `integer`: a whole number (counts);
 * - `percent`: percent, with or without the printed `%`;
 * - `MiB`: mebibytes (`2024M`, atopsar's memory columns) -> bytes;
 * - `KiB`: kibibytes (`KB/read`) -> bytes; `KiBps`: KiB per second (`iKbyte/s`, `12.500K`) -> bytes per second;
 * - `MiBps`: MiB per second (`MBcr/s`) -> bytes per second;
 * - `Mbps` / `Gbps`: megabits / gigabits per second (10^6 / 10^9 bits) -> bits per second;
 * - `text`: a string (GPU type).
 * A printed placeholder (`?` for an unknown interface speed, `N/A` for a GPU counter) becomes null.
 */

import { PERCENT_0_100, type PercentRange } from "../../normalize/percent-range.js";

export type Conversion = "number" | "integer" | "percent" | "MiB" | "KiB" | "KiBps" | "MiBps" | "Mbps" | "Gbps" | "text";

/** One column: [printed name, our field, conversion, description with the unit]. */
export type ColumnRow = readonly [string, string, Conversion, string];

export interface SectionDef {
  /** Our name for the report. */
  id: string;
  /** The atopsar flag that selects the report (atsar 1.x used sar-like flags). */
  flag: string;
  /** What the report shows. */
  about: string;
  /** Tags (without the underscores) the header may end with; "" for a header without a tag (PSI). */
  tags: readonly string[];
  /** Columns whose presence identifies the section among those with the same tag (any one is enough). */
  markers: readonly string[];
  /** The item column (first column), when rows are per item. */
  key?: string;
  columns: readonly ColumnRow[];
}

const col = <F extends string, C extends Conversion>(name: string, field: F, conv: C, description: string) => [name, field, conv, description] as const;
const pct = <F extends string>(name: string, field: F, what: string) => col(name, field, "percent", `${what}, percent (atopsar ${name})`);
const rate = <F extends string>(name: string, field: F, what: string) => col(name, field, "number", `${what}, per second (atopsar ${name})`);
const count = <F extends string>(name: string, field: F, what: string) => col(name, field, "integer", `${what}, a count (atopsar ${name})`);
const mib = <F extends string>(name: string, field: F, what: string) => col(name, field, "MiB", `${what}, bytes (atopsar ${name}, printed in MiB with an M suffix, x 1048576)`);

/** A CPU column: per CPU 0-100; the `all` row differs between atopsar (sum over the CPUs) and atsar 1.x (average). */
const cpu = <F extends string>(name: string, field: F, what: string) =>
  col(name, field, "percent", `${what}, percent (atopsar ${name}); per CPU 0-100, on the \`all\` row atopsar 2.x prints the sum over all CPUs (0 to N x 100) and atsar 1.x the average`);

const DISK = [
  pct("busy", "busyPercent", "Time the device was busy"),
  rate("read/s", "readsPerSecond", "Read requests"),
  col("KB/read", "avgReadSizeBytes", "KiB", "Average size of a read request, bytes (atopsar KB/read, KiB x 1024)"),
  rate("writ/s", "writesPerSecond", "Write requests"),
  col("KB/writ", "avgWriteSizeBytes", "KiB", "Average size of a write request, bytes (atopsar KB/writ, KiB x 1024)"),
  col("avque", "avgQueueLength", "number", "Average number of requests in the queue (atopsar avque; no unit)"),
  col("avserv", "avgServiceTimeMs", "number", "Average service time of a request, milliseconds (atopsar avserv, printed with ms)"),
] as const;

const IP_ERRORS = [
  rate("in: dsc/s", "inDiscardsPerSecond", "Received packets discarded"),
  rate("hder/s", "inHeaderErrorsPerSecond", "Received packets with header errors"),
  rate("ader/s", "inAddressErrorsPerSecond", "Received packets with address errors"),
  rate("unkp/s", "inUnknownProtocolsPerSecond", "Received packets for an unknown protocol"),
  rate("ratim/s", "reassemblyTimeoutsPerSecond", "Reassembly timeouts"),
  rate("rfail/s", "reassemblyFailuresPerSecond", "Reassembly failures"),
  rate("out: dsc/s", "outDiscardsPerSecond", "Sent packets discarded"),
  rate("nrt/s", "outNoRoutesPerSecond", "Sent packets without a route"),
] as const;

const UDP = [
  rate("indgram/s", "inDatagramsPerSecond", "Datagrams received"),
  rate("outdgram/s", "outDatagramsPerSecond", "Datagrams sent"),
  rate("inerr/s", "inErrorsPerSecond", "Datagrams received with errors"),
  rate("noport/s", "noPortPerSecond", "Datagrams received for a port without listener"),
] as const;

const TOP3_NOTE = "The three busiest processes; the typed list is `processes`";

export const SECTIONS = [
  {
    id: "cpu",
    flag: "-c",
    about: "CPU utilization, overall (`all`) and per CPU",
    tags: ["cpu"],
    markers: ["%usr", "%idle", "%sys"],
    key: "cpu",
    columns: [
      cpu("%usr", "cpuUserPercent", "Time in user mode"),
      cpu("%nice", "cpuNicePercent", "Time in user mode at reduced priority"),
      cpu("%sys", "cpuSystemPercent", "Time in kernel mode"),
      cpu("%irq", "cpuIrqPercent", "Time handling interrupts"),
      cpu("%softirq", "cpuSoftirqPercent", "Time handling soft interrupts"),
      cpu("%steal", "cpuStealPercent", "Time stolen by the hypervisor"),
      cpu("%guest", "cpuGuestPercent", "Time running guests"),
      cpu("%wait", "cpuIowaitPercent", "Idle time waiting for I/O"),
      cpu("%idle", "cpuIdlePercent", "Idle time"),
    ],
  },
  {
    id: "load",
    flag: "-p",
    about: "Process(or) load: context switches, interrupts, forks, load averages",
    tags: ["load"],
    markers: ["pswch/s", "loadavg1"],
    columns: [
      rate("pswch/s", "contextSwitchesPerSecond", "Process switches"),
      rate("devintr/s", "interruptsPerSecond", "Device interrupts"),
      rate("clones/s", "clonesPerSecond", "New processes and threads (clone/fork)"),
      col("loadavg1", "loadAverage1", "number", "Load average over 1 minute (atopsar loadavg1; no unit)"),
      col("loadavg5", "loadAverage5", "number", "Load average over 5 minutes (atopsar loadavg5; no unit)"),
      col("loadavg15", "loadAverage15", "number", "Load average over 15 minutes (atopsar loadavg15; no unit)"),
    ],
  },
  {
    id: "procthr",
    flag: "-P",
    about: "Processes and threads",
    tags: ["procthr"],
    markers: ["curproc", "pexit/s"],
    columns: [
      rate("clones/s", "clonesPerSecond", "New processes and threads (clone/fork)"),
      rate("pexit/s", "processExitsPerSecond", "Process exits"),
      count("curproc", "processCount", "Processes present"),
      count("curzomb", "zombieCount", "Zombie processes"),
      count("thrrun", "threadsRunning", "Threads running"),
      count("trun", "threadsRunning", "Threads running"),
      count("thrslpi", "threadsSleepingInterruptible", "Threads in interruptible sleep"),
      count("tslpi", "threadsSleepingInterruptible", "Threads in interruptible sleep"),
      count("thrslpu", "threadsSleepingUninterruptible", "Threads in uninterruptible sleep"),
      count("tslpu", "threadsSleepingUninterruptible", "Threads in uninterruptible sleep"),
      count("tidle", "threadsIdle", "Idle threads"),
    ],
  },
  {
    id: "gpu",
    flag: "-g",
    about: "GPU utilization, per GPU",
    tags: ["gpu"],
    markers: ["gpubusy", "busaddr"],
    key: "busaddr",
    columns: [
      pct("gpubusy", "gpuBusyPercent", "GPU busy time (null when not available)"),
      pct("membusy", "memBusyPercent", "GPU memory busy time (null when not available)"),
      pct("memocc", "memOccupiedPercent", "GPU memory occupied"),
      mib("memtot", "memTotalBytes", "GPU memory"),
      mib("memuse", "memUsedBytes", "GPU memory in use"),
      col("gputype", "gpuType", "text", "GPU type, as printed (atopsar gputype)"),
    ],
  },
  {
    id: "mem",
    flag: "-m",
    about: "Memory and swap space",
    tags: ["mem"],
    markers: ["memfree", "memtotal", "memtot"],
    columns: [
      mib("memtotal", "memTotalBytes", "Physical memory"),
      mib("memtot", "memTotalBytes", "Physical memory"),
      mib("memfree", "memFreeBytes", "Free memory"),
      mib("buffers", "memBuffersBytes", "Buffers"),
      mib("cached", "memCachedBytes", "Page cache"),
      mib("dirty", "memDirtyBytes", "Dirty page cache"),
      mib("slabmem", "memSlabBytes", "Kernel slab memory"),
      mib("swptotal", "swapTotalBytes", "Swap space"),
      mib("swptot", "swapTotalBytes", "Swap space"),
      mib("swpfree", "swapFreeBytes", "Free swap space"),
    ],
  },
  {
    id: "swap",
    flag: "-s",
    about: "Paging and swapping, committed memory",
    tags: ["swap"],
    markers: ["pagescan/s", "swapin/s", "swapout/s"],
    columns: [
      rate("pagescan/s", "pageScansPerSecond", "Pages scanned"),
      rate("swapin/s", "swapInsPerSecond", "Pages swapped in"),
      rate("swapout/s", "swapOutsPerSecond", "Pages swapped out"),
      count("oomkill", "oomKills", "Processes killed by the OOM killer in the interval"),
      mib("commitspc", "memCommittedBytes", "Committed virtual memory"),
      mib("commitlim", "memCommitLimitBytes", "Commit limit"),
    ],
  },
  {
    id: "psi",
    flag: "-B",
    about: "Pressure stall information (the header has no tag)",
    tags: [""],
    markers: ["cpusome", "memsome", "iosome"],
    columns: [
      pct("cpusome", "psiCpuSomePercent", "Time some tasks were stalled on CPU"),
      pct("memsome", "psiMemorySomePercent", "Time some tasks were stalled on memory"),
      pct("memfull", "psiMemoryFullPercent", "Time all tasks were stalled on memory"),
      pct("iosome", "psiIoSomePercent", "Time some tasks were stalled on I/O"),
      pct("iofull", "psiIoFullPercent", "Time all tasks were stalled on I/O"),
    ],
  },
  { id: "lvm", flag: "-l", about: "Logical volume activity, per volume", tags: ["lvm"], markers: ["read/s", "busy"], key: "disk", columns: DISK },
  { id: "mdd", flag: "-f", about: "Multiple-device (md) activity, per device", tags: ["mdd"], markers: ["read/s", "busy"], key: "disk", columns: DISK },
  { id: "disk", flag: "-d", about: "Disk activity, per disk", tags: ["dsk"], markers: ["read/s", "busy"], key: "disk", columns: DISK },
  {
    id: "ib",
    flag: "-h",
    about: "InfiniBand utilization, per port",
    tags: ["ib"],
    markers: ["igbps", "lanes"],
    key: "controller",
    columns: [
      count("port", "port", "Port number"),
      pct("busy", "busyPercent", "Port utilization"),
      rate("ipack/s", "rxPacketsPerSecond", "Packets received"),
      rate("opack/s", "txPacketsPerSecond", "Packets sent"),
      col("igbps", "rxBitsPerSecond", "Gbps", "Received, bits per second (atopsar igbps in Gbit/s x 10^9)"),
      col("ogbps", "txBitsPerSecond", "Gbps", "Sent, bits per second (atopsar ogbps in Gbit/s x 10^9)"),
      col("maxgbps", "speedBitsPerSecond", "Gbps", "Port speed, bits per second (atopsar maxgbps in Gbit/s x 10^9)"),
      count("lanes", "lanes", "Lanes"),
    ],
  },
  {
    id: "nfs-mounts",
    flag: "-n",
    about: "NFS client mounts, per mounted device",
    tags: ["nfm"],
    markers: ["physread/s", "physwrit/s"],
    key: "mounted_device",
    columns: [
      col("physread/s", "readBytesPerSecond", "KiBps", "Data read from the server, bytes per second (atopsar physread/s, printed in KiB/s with a K suffix)"),
      col("physwrit/s", "writeBytesPerSecond", "KiBps", "Data written to the server, bytes per second (atopsar physwrit/s, printed in KiB/s with a K suffix)"),
    ],
  },
  {
    id: "nfs-client",
    flag: "-j",
    about: "NFS client RPC activity",
    tags: ["nfc"],
    markers: ["autrefresh/s", "retrans/s"],
    columns: [
      rate("rpc/s", "rpcCallsPerSecond", "RPC calls"),
      rate("rpcread/s", "rpcReadsPerSecond", "Read RPC calls"),
      rate("rpcwrite/s", "rpcWritesPerSecond", "Write RPC calls"),
      rate("retrans/s", "rpcRetransmissionsPerSecond", "RPC retransmissions"),
      rate("autrefresh/s", "rpcAuthRefreshesPerSecond", "RPC authorization refreshes"),
    ],
  },
  {
    id: "nfs-server",
    flag: "-J",
    about: "NFS server RPC activity",
    tags: ["nfs"],
    markers: ["MBcr/s", "nettcp/s"],
    columns: [
      rate("rpc/s", "rpcCallsPerSecond", "RPC requests"),
      rate("rpcread/s", "rpcReadsPerSecond", "Read RPC requests"),
      rate("rpcwrite/s", "rpcWritesPerSecond", "Write RPC requests"),
      col("MBcr/s", "readBytesPerSecond", "MiBps", "Data read by clients, bytes per second (atopsar MBcr/s, MiB/s x 1048576)"),
      col("MBcw/s", "writeBytesPerSecond", "MiBps", "Data written by clients, bytes per second (atopsar MBcw/s, MiB/s x 1048576)"),
      rate("nettcp/s", "tcpRequestsPerSecond", "Requests received over TCP"),
      rate("netudp/s", "udpRequestsPerSecond", "Requests received over UDP"),
    ],
  },
  {
    id: "if",
    flag: "-i",
    about: "Network interfaces, per interface",
    tags: ["if"],
    markers: ["ipack/s", "iKbyte/s"],
    key: "interf",
    columns: [
      pct("busy", "busyPercent", "Interface utilization relative to the speed the driver declares, can exceed 100 (null when the speed is unknown, printed `?`)"),
      rate("ipack/s", "rxPacketsPerSecond", "Packets received"),
      rate("opack/s", "txPacketsPerSecond", "Packets sent"),
      col("iKbyte/s", "rxBytesPerSecond", "KiBps", "Received, bytes per second (atopsar iKbyte/s, KiB/s x 1024)"),
      col("oKbyte/s", "txBytesPerSecond", "KiBps", "Sent, bytes per second (atopsar oKbyte/s, KiB/s x 1024)"),
      col("imbps", "rxBitsPerSecond", "Mbps", "Received, bits per second (atopsar imbps in Mbit/s x 10^6, truncated by atopsar)"),
      col("ombps", "txBitsPerSecond", "Mbps", "Sent, bits per second (atopsar ombps in Mbit/s x 10^6, truncated by atopsar)"),
      col("maxmbps", "speedBitsPerSecond", "Mbps", "Interface speed, bits per second (atopsar maxmbps in Mbit/s x 10^6; 0 when unknown)"),
    ],
  },
  {
    id: "if-errors",
    flag: "-I",
    about: "Network interface errors, per interface",
    tags: ["if"],
    markers: ["ierr/s", "coll/s", "ocarrier/s"],
    key: "interf",
    columns: [
      rate("ierr/s", "rxErrorsPerSecond", "Receive errors"),
      rate("oerr/s", "txErrorsPerSecond", "Transmit errors"),
      rate("coll/s", "collisionsPerSecond", "Collisions"),
      rate("idrop/s", "rxDropsPerSecond", "Received packets dropped"),
      rate("odrop/s", "txDropsPerSecond", "Sent packets dropped"),
      rate("iframe/s", "rxFrameErrorsPerSecond", "Frame alignment errors"),
      rate("ocarrier/s", "txCarrierErrorsPerSecond", "Carrier errors"),
    ],
  },
  {
    id: "ipv4",
    flag: "-w",
    about: "IPv4",
    tags: ["ipv4"],
    markers: ["inrecv/s", "indeliver/s"],
    columns: [
      rate("inrecv/s", "inReceivesPerSecond", "Packets received"),
      rate("outreq/s", "outRequestsPerSecond", "Packets sent"),
      rate("indeliver/s", "inDeliversPerSecond", "Packets delivered to upper layers"),
      rate("forward/s", "forwardedPerSecond", "Packets forwarded"),
      rate("reasmok/s", "reassembledPerSecond", "Packets reassembled"),
      rate("fragcreat/s", "fragmentsCreatedPerSecond", "Fragments created"),
    ],
  },
  { id: "ipv4-errors", flag: "-W", about: "IPv4 errors", tags: ["ipv4"], markers: ["in: dsc/s", "hder/s", "nrt/s"], columns: IP_ERRORS },
  {
    id: "icmpv4",
    flag: "-y",
    about: "ICMPv4",
    tags: ["icmpv4"],
    markers: ["intot/s", "inecho/s"],
    columns: [
      rate("intot/s", "inMessagesPerSecond", "Messages received"),
      rate("outtot/s", "outMessagesPerSecond", "Messages sent"),
      rate("inecho/s", "inEchoRequestsPerSecond", "Echo requests received"),
      rate("inerep/s", "inEchoRepliesPerSecond", "Echo replies received (the column atopsar labels inerep/s)"),
      rate("otecho/s", "outEchoRequestsPerSecond", "Echo requests sent"),
      rate("oterep/s", "outEchoRepliesPerSecond", "Echo replies sent"),
    ],
  },
  {
    id: "icmpv4-types",
    flag: "-Y",
    about: "ICMPv4 per message type",
    tags: ["icmpv4"],
    markers: ["isq/s", "ird/s"],
    columns: [
      rate("ierr/s", "inErrorsPerSecond", "Messages received with errors"),
      rate("isq/s", "inSourceQuenchesPerSecond", "Source quench messages received"),
      rate("ird/s", "inRedirectsPerSecond", "Redirect messages received"),
      rate("idu/s", "inDestUnreachablePerSecond", "Destination unreachable messages received"),
      rate("ite/s", "inTimeExceededPerSecond", "Time exceeded messages received"),
      rate("oerr/s", "outErrorsPerSecond", "Messages not sent because of errors"),
      rate("osq/s", "outSourceQuenchesPerSecond", "Source quench messages sent"),
      rate("ord/s", "outRedirectsPerSecond", "Redirect messages sent"),
      rate("odu/s", "outDestUnreachablePerSecond", "Destination unreachable messages sent"),
      rate("ote/s", "outTimeExceededPerSecond", "Time exceeded messages sent"),
    ],
  },
  { id: "udpv4", flag: "-u", about: "UDPv4", tags: ["udpv4"], markers: ["indgram/s"], columns: UDP },
  {
    id: "ipv6",
    flag: "-z",
    about: "IPv6",
    tags: ["ipv6"],
    markers: ["inrecv/s", "indeliv/s"],
    columns: [
      rate("inrecv/s", "inReceivesPerSecond", "Packets received"),
      rate("outreq/s", "outRequestsPerSecond", "Packets sent"),
      rate("inmc/s", "inMulticastPerSecond", "Multicast packets received"),
      rate("outmc/s", "outMulticastPerSecond", "Multicast packets sent"),
      rate("indeliv/s", "inDeliversPerSecond", "Packets delivered to upper layers"),
      rate("reasmok/s", "reassembledPerSecond", "Packets reassembled"),
      rate("fragcre/s", "fragmentsCreatedPerSecond", "Fragments created"),
    ],
  },
  { id: "ipv6-errors", flag: "-Z", about: "IPv6 errors", tags: ["ipv6"], markers: ["in: dsc/s", "hder/s", "nrt/s"], columns: IP_ERRORS },
  {
    id: "icmpv6",
    flag: "-k",
    about: "ICMPv6",
    tags: ["icmp6", "icmpv6"],
    markers: ["innsol/s", "otnadv/s"],
    columns: [
      rate("intot/s", "inMessagesPerSecond", "Messages received"),
      rate("outtot/s", "outMessagesPerSecond", "Messages sent"),
      rate("inerr/s", "inErrorsPerSecond", "Messages received with errors"),
      rate("innsol/s", "inNeighborSolicitsPerSecond", "Neighbor solicitations received"),
      rate("innadv/s", "inNeighborAdvertisementsPerSecond", "Neighbor advertisements received"),
      rate("otnsol/s", "outNeighborSolicitsPerSecond", "Neighbor solicitations sent"),
      rate("otnadv/s", "outNeighborAdvertisementsPerSecond", "Neighbor advertisements sent"),
    ],
  },
  {
    id: "icmpv6-types",
    flag: "-K",
    about: "ICMPv6 per message type",
    tags: ["icmpv6", "icmp6"],
    markers: ["iecho/s", "ierep/s", "oerep/s"],
    columns: [
      rate("iecho/s", "inEchoRequestsPerSecond", "Echo requests received"),
      rate("ierep/s", "inEchoRepliesPerSecond", "Echo replies received"),
      rate("oerep/s", "outEchoRepliesPerSecond", "Echo replies sent"),
      rate("idu/s", "inDestUnreachablePerSecond", "Destination unreachable messages received"),
      rate("odu/s", "outDestUnreachablePerSecond", "Destination unreachable messages sent"),
      rate("ird/s", "inRedirectsPerSecond", "Redirect messages received"),
      rate("ord/s", "outRedirectsPerSecond", "Redirect messages sent"),
      rate("ite/s", "inTimeExceededPerSecond", "Time exceeded messages received"),
      rate("ote/s", "outTimeExceededPerSecond", "Time exceeded messages sent"),
    ],
  },
  { id: "udpv6", flag: "-U", about: "UDPv6", tags: ["udpv6"], markers: ["indgram/s"], columns: UDP },
  {
    id: "tcp",
    flag: "-t",
    about: "TCP",
    tags: ["tcp"],
    markers: ["insegs/s", "nowopen"],
    columns: [
      rate("insegs/s", "inSegmentsPerSecond", "Segments received"),
      rate("outsegs/s", "outSegmentsPerSecond", "Segments sent"),
      rate("actopen/s", "activeOpensPerSecond", "Active opens (connect)"),
      rate("pasopen/s", "passiveOpensPerSecond", "Passive opens (accept)"),
      count("nowopen", "establishedConnections", "Connections currently established"),
    ],
  },
  {
    id: "tcp-errors",
    flag: "-T",
    about: "TCP errors",
    tags: ["tcp"],
    markers: ["retrans/s", "attfail/s", "estabreset/s"],
    columns: [
      rate("inerr/s", "inErrorsPerSecond", "Segments received with errors"),
      rate("retrans/s", "retransmitsPerSecond", "Segments retransmitted"),
      rate("attfail/s", "attemptFailsPerSecond", "Failed connection attempts"),
      rate("estabreset/s", "establishedResetsPerSecond", "Established connections reset"),
      rate("outreset/s", "outResetsPerSecond", "Segments sent with the RST flag"),
    ],
  },
  {
    id: "http",
    flag: "-h",
    about: "HTTP activity (old atop builds with HTTPSTATS, where -h selected it)",
    tags: ["http"],
    markers: ["requests/s", "busyworkers"],
    columns: [
      rate("requests/s", "requestsPerSecond", "Requests"),
      col("Kbytes/s", "bytesPerSecond", "KiBps", "Data sent, bytes per second (atopsar Kbytes/s, KiB/s x 1024)"),
      col("bytes/req", "bytesPerRequest", "number", "Average bytes per request (atopsar bytes/req)"),
      count("idleworkers", "idleWorkers", "Idle workers"),
      count("busyworkers", "busyWorkers", "Busy workers"),
    ],
  },
  { id: "top3-cpu", flag: "-O", about: `${TOP3_NOTE}, by CPU`, tags: ["top3"], markers: ["cpu%"], columns: [] },
  { id: "top3-mem", flag: "-G", about: `${TOP3_NOTE}, by memory`, tags: ["top3"], markers: ["mem%"], columns: [] },
  { id: "top3-disk", flag: "-D", about: `${TOP3_NOTE}, by disk`, tags: ["top3"], markers: ["dsk%"], columns: [] },
  { id: "top3-net", flag: "-N", about: `${TOP3_NOTE}, by network`, tags: ["top3"], markers: ["net%"], columns: [] },
] as const satisfies readonly SectionDef[];

export type SectionId = (typeof SECTIONS)[number]["id"];

/**
 * The percentages that can legitimately exceed 100, by `section.column` (the printed column name). Every other
 * percentage (the `percent` columns above and the top-3 percentages) is 0-100, except the cpu report's `all` row
 * (CPU_ALL_RANGE). A value outside its range is kept and named in the row's `warnings` (normalize.ts). The disk
 * `busy` (like sar's %util) is not listed: more than 100 there is an accounting artefact worth a warning.
 */
export const PERCENT_RANGES: ReadonlyMap<string, PercentRange> = new Map<string, PercentRange>([
  [
    "if.busy",
    {
      min: 0,
      max: Infinity,
      why: "traffic relative to the speed the driver declares, which is nominal for virtual devices (a tun device says 10 Mb/s); for a half-duplex interface atopsar divides received + sent by the speed",
    },
  ],
  ["top3-cpu.cpu%", { min: 0, max: Infinity, why: "CPU time relative to one CPU: up to N x 100 for a process running on N CPUs" }],
]);

/** How the cpu report's `all` row is checked (normalize.ts cpuAllMax), for the documentation. */
export const CPU_ALL_RANGE =
  "atopsar prints the sum over the CPUs: 0 to N x 100, N being the number of per-CPU rows printed under `all` (atopsar prints one per CPU when there are several); when no per-CPU row tells N, only negative values are flagged. atsar 1.x, whose cpu header has neither %steal nor %guest, prints the average: 0-100.";

/** The range of a percentage column of a report (not the cpu report's `all` row): 0-100 unless PERCENT_RANGES says otherwise. */
export function percentRangeOf(section: string, column: string): PercentRange {
  return PERCENT_RANGES.get(`${section}.${column}`) ?? PERCENT_0_100;
}

/** The sections whose rows list three processes (`pid command cpu% | ...`). */
export const TOP3_SECTIONS = ["top3-cpu", "top3-mem", "top3-disk", "top3-net"] as const;
export type Top3SectionId = (typeof TOP3_SECTIONS)[number];

/** The typed field of a top-3 process entry, per section. */
export const TOP3_FIELD = {
  "top3-cpu": "cpuPercent",
  "top3-mem": "memPercent",
  "top3-disk": "diskPercent",
  "top3-net": "netPercent",
} as const;

/**
 * The section a header belongs to: one whose tags include the header's tag and which has one of its marker columns.
 * Undefined for a report we do not know (its rows are kept with section `unknown`).
 */
export function findSection(tag: string, columns: readonly string[]): SectionDef | undefined {
  const names = new Set(columns);
  return (SECTIONS as readonly SectionDef[]).find((def) => def.tags.includes(tag) && def.markers.some((m) => names.has(m)));
}

/** The column definition for a printed column name in a section. */
export function columnOf(def: SectionDef, name: string): ColumnRow | undefined {
  return def.columns.find((c) => c[0] === name);
}
