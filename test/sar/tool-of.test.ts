/**
 * Which sysstat tool a column header row is (src/formats/sysstat/detect.ts ownerOfColumns, headerRowOwner: issue #40
 * class 1), over the variant space: every sar header row of sysstat 9.1.5 to 12.7.9 (../shared/sysstat-headers.txt,
 * read from sysstat's sources), mpstat's, pidstat's and iostat's header rows of every version and flag
 * (FORMATS-more.md §10-12; the sysstat 5-8 forms as public copies print them: nixCraft's mpstat of sysstat 6 and of
 * SLES 9's sysstat 5), under every stamp (a zone after the clock, a CJK clock, translated statistics labels,
 * pidstat -h's `# Time`). No row is ever given to another tool than its own.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { headerRowOwner, ownerOfColumns } from "../../src/formats/sysstat/detect.js";
import { sharedDir, skipShared } from "../helpers/shared.js";

/** sysstat-headers.txt's rows: printf strings (blank-separated, `%*s` a name) and hdr_line strings (`;`, `&`, `|`). */
function sarHeaderRows(text: string): string[][] {
  const rows = new Map<string, string[]>();
  for (const m of text.matchAll(/'([^']*)'/g)) {
    for (const part of m[1]!.split("|")) {
      const cols = (part.includes(";") ? part.replace(/&/g, ";").split(";") : part.trim().split(/\s+/)).filter((c) => c !== "" && c !== "%*s" && !c.endsWith("*"));
      rows.set(cols.join(" "), cols);
    }
  }
  return [...rows.values()];
}

describe.skipIf(skipShared)("every sar header row of sysstat 9.1.5 to 12.7.9 (../shared/sysstat-headers.txt)", () => {
  it("is sar's", () => {
    const rows = sarHeaderRows(readFileSync(join(sharedDir, "sysstat-headers.txt"), "utf8"));
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.filter((cols) => ownerOfColumns(cols) !== "sar").map((c) => c.join(" "))).toEqual([]);
  });
});

const MPSTAT = [
  "CPU %user %nice %system %idle intr/s", // sysstat 4-5
  "CPU %user %nice %system %iowait %irq %soft %idle intr/s", // sysstat 5-6 (SLES 9, nixCraft's copy)
  "CPU %user %nice %sys %iowait %irq %soft %steal %idle intr/s", // sysstat 6-8 (nixCraft's sysstat 6 copy)
  "CPU %usr %nice %sys %iowait %irq %soft %steal %guest %idle", // 9.1.5-10.1.1
  "CPU %usr %nice %sys %iowait %irq %soft %steal %guest %gnice %idle", // 10.1.2+
  "CPU CORE SOCK NODE %usr %nice %sys %iowait %irq %soft %steal %guest %gnice %idle", // -T, 12.3.1+
  "NODE %usr %nice %sys %iowait %irq %soft %steal %guest %gnice %idle", // -N / -n, 11.5.6+
  "CPU intr/s", // -I SUM
  "CPU 0/s 1/s 8/s 9/s 12/s NMI/s LOC/s SPU/s PMI/s IWI/s RTR/s RES/s CAL/s TLB/s TRM/s THR/s DFR/s MCE/s MCP/s ERR/s MIS/s PIN/s NPI/s PIW/s", // -I CPU
  "CPU 11/s 12/s IPI0/s IPI1/s Err/s", // -I CPU on an arm64 kernel
  "CPU HI/s TIMER/s NET_TX/s NET_RX/s BLOCK/s IRQ_POLL/s TASKLET/s SCHED/s HRTIMER/s RCU/s", // -I SCPU
];
const PIDSTAT = [
  "PID %user %system %CPU CPU Command", // sysstat 7-8
  "PID minflt/s majflt/s VSZ RSS %MEM Command",
  "PID kB_rd/s kB_wr/s kB_ccwr/s Command",
  "UID PID %usr %system %guest %CPU CPU Command", // 10.1.4+
  "UID PID %usr %system %guest %wait %CPU CPU Command", // 11.5.5+
  "USER PID %usr %system %guest %wait %CPU CPU Command", // -U
  "UID TGID TID %usr %system %guest %wait %CPU CPU Command", // -t
  "UID PID minflt/s majflt/s VSZ RSS %MEM Command",
  "UID PID StkSize StkRef Command",
  "UID PID kB_rd/s kB_wr/s kB_ccwr/s iodelay Command",
  "UID PID cswch/s nvcswch/s Command", // -w: sar -w has cswch/s too, without the ids
  "UID PID threads fd-nr Command",
  "UID PID prio policy Command",
  "UID PID usr-ms system-ms guest-ms Command",
  "UID PID minflt-nr majflt-nr Command",
  "UID PID %usr %system %guest %wait %CPU CPU minflt/s majflt/s VSZ RSS %MEM kB_rd/s kB_wr/s kB_ccwr/s iodelay cswch/s nvcswch/s Command", // -h
];
const SAR_LOOKALIKES = [
  "CPU %user %nice %system %iowait %idle", // sysstat 6's sar -u
  "CPU %user %nice %system %iowait %steal %idle",
  "CPU %usr %nice %sys %iowait %steal %irq %soft %guest %gnice %idle", // -u ALL: %steal before %irq
  "CPU %usr %nice %sys %iowait %steal %irq %soft %guest %idle",
  "INTR intr/s",
  "CPU i000/s i001/s i008/s", // -I ALL -P ALL (sysstat 8-12.5)
  "CPU MHz",
  "CPU total/s dropd/s squeezd/s rx_rps/s flw_lim/s blg_len",
  "proc/s cswch/s",
  "%usr %sys %wio %idle physc %entc", // AIX
  "device %busy avque r+w/s blks/s avwait avserv", // HP-UX
  "runq-sz %runocc swpq-sz %swpocc", // Solaris
];

describe("mpstat, pidstat and sar header rows of every version and flag", () => {
  it.each(MPSTAT)("mpstat: %s", (row) => expect(ownerOfColumns(row.split(" "))).toBe("mpstat"));
  it.each(PIDSTAT)("pidstat: %s", (row) => expect(ownerOfColumns(row.split(" "))).toBe("pidstat"));
  it.each(SAR_LOOKALIKES)("sar: %s", (row) => expect(ownerOfColumns(row.split(" "))).toBe("sar"));
  it("atopsar's header rows (a tag at the end, glued or not)", () => {
    expect(ownerOfColumns("interf busy ipack/s opack/s iKbyte/s oKbyte/s imbps ombps maxmbps_if_".split(" "))).toBe("atsar");
    expect(ownerOfColumns("cpu %usr %nice %sys %irq %softirq %steal %guest %wait %idle _cpu_".split(" "))).toBe("atsar");
  });
  it("an unknown row is no tool's (not guessed)", () => {
    expect(ownerOfColumns(["foo", "bar/s"])).toBeUndefined();
    expect(ownerOfColumns(["CPU"])).toBeUndefined();
  });
});

describe("a header row under every stamp (headerRowOwner)", () => {
  const STAMPS = ["12:38:33", "12:38:33 PM", "12:38:33 PM IST", "05:13:05  IST ", "07:46:10 AM +04", "04:46:11 CET", "13時20分09秒", "下午 01时20分09秒", "13시 20분 09초", "Average:", "Среднее:", "Moyenne\u202f:", "Durchschn.:", "平均时间:", "평균값:"];
  it.each(STAMPS)("%s", (stamp) => {
    expect(headerRowOwner(`${stamp}  ${MPSTAT[4]}`)).toBe("mpstat");
    expect(headerRowOwner(`${stamp}  ${PIDSTAT[4]}`)).toBe("pidstat");
    expect(headerRowOwner(`${stamp}  ${SAR_LOOKALIKES[2]}`)).toBe("sar");
    // a data row is no header row
    expect(headerRowOwner(`${stamp}  all  8.20  0.21  1.73`)).toBeUndefined();
  });
  it("pidstat -h's `# Time` (11.6.0+) and `#      Time` (before)", () => {
    expect(headerRowOwner(`# Time        ${PIDSTAT[4]}`)).toBe("pidstat");
    expect(headerRowOwner("#      Time   UID       PID    %usr %system  %guest    %CPU   CPU  Command")).toBe("pidstat");
  });
  it.each([
    "avg-cpu:  %user   %nice %system %iowait  %steal   %idle",
    "Device:            tps   Blk_read/s   Blk_wrtn/s   Blk_read   Blk_wrtn", // sysstat 6 (POSIXLY_CORRECT or old kernels)
    "Device:         rrqm/s   wrqm/s     r/s     w/s    rkB/s    wkB/s avgrq-sz avgqu-sz   await r_await w_await  svctm  %util", // 9.1.2-11.5.6 -x
    "Device             tps    kB_read/s    kB_wrtn/s    kB_dscd/s    kB_read    kB_wrtn    kB_dscd", // 12.1.2+
    "Device            r/s     rkB/s   rrqm/s  %rrqm r_await rareq-sz     w/s     wkB/s   wrqm/s  %wrqm w_await wareq-sz     d/s     dkB/s   drqm/s  %drqm d_await dareq-sz     f/s f_await  aqu-sz  %util",
    "Device             tps      kB/s    rqm/s   await  areq-sz  aqu-sz  %util", // -x -s
    "      tps    kB_read/s    kB_wrtn/s    kB_dscd/s    kB_read    kB_wrtn    kB_dscd Device", // -h, name last
    "     r/s     rkB/s   rrqm/s  %rrqm r_await rareq-sz Device", // -x -h's read table
  ])("iostat: %s", (row) => expect(headerRowOwner(row)).toBe("iostat"));
});
