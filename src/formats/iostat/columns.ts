/**
 * iostat's columns (as printed in its `avg-cpu:` and `Device` header rows) and what we call them: the same field
 * names as sar's records for the same quantity (`%user` -> cpuUserPercent as sar -u; `rkB/s` -> readBytesPerSecond
 * and `aqu-sz` -> avgQueueLength as sar -d), so that the records of both tools join. Columns by sysstat version:
 * FORMATS-more.md §10 (9.x-11.5 `Device:` with the colon, `avgrq-sz` in sectors, `avgqu-sz`, `svctm`; 11.5.7+ no
 * colon, `rareq-sz`/`wareq-sz` in kB, `aqu-sz`; 12.1.2+ the discard group and no svctm; 12.3.1+ the flush group).
 * iostat's kB are 1024 bytes (2 sectors), MB 1024 kB, `Blk_`/`sec` 512-byte blocks (POSIXLY_CORRECT).
 */
import { columnKit, cpuColumns, type ColumnRow } from "../sysstat/columns.js";

const kit = columnKit("iostat");
const { pct, rate, kb, kbps, mb, mbps, sectors, sectps, ms, num, row } = kit;

/** The `avg-cpu:` block: sar -u's fields (iostat's %system includes interrupts, as sar -u's does). */
export const CPU_COLUMNS = cpuColumns(kit);

export const DEVICE_COLUMNS = [
  rate("tps", "transfersPerSecond", "I/O transfers (requests) issued to the device"),
  // basic report (-d): kB (default), MB (-m), 512-byte blocks (POSIXLY_CORRECT)
  kbps("kB_read/s", "readBytesPerSecond", "Data read"),
  kbps("kB_wrtn/s", "writtenBytesPerSecond", "Data written"),
  kbps("kB_dscd/s", "discardedBytesPerSecond", "Data discarded"),
  kbps("kB_w+d/s", "writtenAndDiscardedBytesPerSecond", "Data written and discarded (-s)"),
  kb("kB_read", "readBytes", "Data read in the interval (since boot in the first report)"),
  kb("kB_wrtn", "writtenBytes", "Data written in the interval (since boot in the first report)"),
  kb("kB_dscd", "discardedBytes", "Data discarded in the interval (since boot in the first report)"),
  kb("kB_w+d", "writtenAndDiscardedBytes", "Data written and discarded in the interval (-s)"),
  mbps("MB_read/s", "readBytesPerSecond", "Data read"),
  mbps("MB_wrtn/s", "writtenBytesPerSecond", "Data written"),
  mbps("MB_dscd/s", "discardedBytesPerSecond", "Data discarded"),
  mbps("MB_w+d/s", "writtenAndDiscardedBytesPerSecond", "Data written and discarded (-s)"),
  mb("MB_read", "readBytes", "Data read in the interval (since boot in the first report)"),
  mb("MB_wrtn", "writtenBytes", "Data written in the interval (since boot in the first report)"),
  mb("MB_dscd", "discardedBytes", "Data discarded in the interval (since boot in the first report)"),
  mb("MB_w+d", "writtenAndDiscardedBytes", "Data written and discarded in the interval (-s)"),
  sectps("Blk_read/s", "readBytesPerSecond", "Data read"),
  sectps("Blk_wrtn/s", "writtenBytesPerSecond", "Data written"),
  sectps("Blk_dscd/s", "discardedBytesPerSecond", "Data discarded"),
  sectps("Blk_w+d/s", "writtenAndDiscardedBytesPerSecond", "Data written and discarded (-s)"),
  sectors("Blk_read", "readBytes", "Data read in the interval (since boot in the first report)"),
  sectors("Blk_wrtn", "writtenBytes", "Data written in the interval (since boot in the first report)"),
  sectors("Blk_dscd", "discardedBytes", "Data discarded in the interval (since boot in the first report)"),
  sectors("Blk_w+d", "writtenAndDiscardedBytes", "Data written and discarded in the interval (-s)"),
  // extended report (-x): requests
  rate("r/s", "readRequestsPerSecond", "Read requests completed"),
  rate("w/s", "writeRequestsPerSecond", "Write requests completed"),
  rate("d/s", "discardRequestsPerSecond", "Discard requests completed"),
  rate("f/s", "flushRequestsPerSecond", "Flush requests completed"),
  // extended: data
  kbps("rkB/s", "readBytesPerSecond", "Data read"),
  kbps("wkB/s", "writtenBytesPerSecond", "Data written"),
  kbps("dkB/s", "discardedBytesPerSecond", "Data discarded"),
  kbps("kB/s", "transferredBytesPerSecond", "Data read, written and discarded (-x -s)"),
  mbps("rMB/s", "readBytesPerSecond", "Data read"),
  mbps("wMB/s", "writtenBytesPerSecond", "Data written"),
  mbps("dMB/s", "discardedBytesPerSecond", "Data discarded"),
  mbps("MB/s", "transferredBytesPerSecond", "Data read, written and discarded (-x -s)"),
  sectps("rsec/s", "readBytesPerSecond", "Data read"),
  sectps("wsec/s", "writtenBytesPerSecond", "Data written"),
  sectps("dsec/s", "discardedBytesPerSecond", "Data discarded"),
  sectps("sec/s", "transferredBytesPerSecond", "Data read, written and discarded (-x -s)"),
  // extended: merges
  rate("rrqm/s", "readMergedPerSecond", "Read requests merged before they were queued"),
  rate("wrqm/s", "writeMergedPerSecond", "Write requests merged before they were queued"),
  rate("drqm/s", "discardMergedPerSecond", "Discard requests merged before they were queued"),
  rate("rqm/s", "mergedPerSecond", "Requests merged before they were queued (-x -s)"),
  pct("%rrqm", "readMergedPercent", "Read requests merged"),
  pct("%wrqm", "writeMergedPercent", "Write requests merged"),
  pct("%drqm", "discardMergedPercent", "Discard requests merged"),
  // extended: times
  ms("await", "awaitMs", "Average time for I/O requests to be served, including queueing"),
  ms("r_await", "readAwaitMs", "Average time for read requests to be served, including queueing"),
  ms("w_await", "writeAwaitMs", "Average time for write requests to be served, including queueing"),
  ms("d_await", "discardAwaitMs", "Average time for discard requests to be served, including queueing"),
  ms("f_await", "flushAwaitMs", "Average time for flush requests to be served"),
  ms("svctm", "serviceTimeMs", "Average service time (removed in sysstat 12.1.2: not reliable)"),
  // extended: sizes and queue
  kb("areq-sz", "avgRequestSizeBytes", "Average request size (-x -s)"),
  kb("rareq-sz", "readAvgRequestSizeBytes", "Average read request size"),
  kb("wareq-sz", "writeAvgRequestSizeBytes", "Average write request size"),
  kb("dareq-sz", "discardAvgRequestSizeBytes", "Average discard request size"),
  row("avgrq-sz", "avgRequestSizeBytes", "sectors", "Average request size, bytes (iostat avgrq-sz in 512-byte sectors x 512)"),
  num("aqu-sz", "avgQueueLength", "Average request queue length (average count of requests)"),
  num("avgqu-sz", "avgQueueLength", "Average request queue length (average count of requests)"),
  pct("%util", "utilizationPercent", "Time the device had requests in flight (for a -g group, divided by its number of devices)"),
] as const satisfies readonly ColumnRow[];


type Rows = (typeof DEVICE_COLUMNS)[number];
/** The device fields (every device column we know is numeric). */
export type DeviceField = Rows[1];
export type CpuField = (typeof CPU_COLUMNS)[number][1];

/** Column name -> [field, conversion], for both tables. */
export const CPU_SPECS: ReadonlyMap<string, ColumnRow> = new Map(CPU_COLUMNS.map((r) => [r[0], r]));
export const DEVICE_SPECS: ReadonlyMap<string, ColumnRow> = new Map(DEVICE_COLUMNS.map((r) => [r[0], r]));
