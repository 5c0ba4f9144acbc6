/**
 * pidstat's own cases. pidstat has no JSON twin here (sysstat 12.6 has no -o JSON for it), so the oracles are live runs
 * whose true figures we know (a process that wrote a known number of bytes for -d; /proc/PID/statm for -r of
 * a sleeping process, from /proc/PID/stat as pidstat reads it (statm and status' VmRSS sum the
 * kernel's per-CPU counters exactly and differ by a few pages); /proc/PID/cmdline for -l), internal consistency (Average rows are the mean of the rows), and jc's
 * parser on the same captures (each difference the README names). The live tests need sysstat (and jc); outside CI a
 * missing tool skips visibly, in CI it fails.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ParseError } from "../../src/kit/errors.js";
import { detectMpstat } from "../../src/formats/mpstat/detect.js";
import { detectPidstat } from "../../src/formats/pidstat/detect.js";
import type { PidstatRecord } from "../../src/formats/pidstat/schema.js";
import { detectSar } from "../../src/formats/sar/detect.js";
import { detect, parse } from "../../src/index.js";
import { sample, sampleFiles } from "../helpers/samples.js";

const inCI = process.env.CI === "true";
const has = (tool: string): boolean => spawnSync("sh", ["-c", `command -v ${tool}`]).status === 0;
const havePidstat = has("pidstat");
const haveJc = has("jc");
if (!havePidstat && !inCI) console.warn("[pidstat] pidstat (sysstat) not installed: live oracle tests skipped");
if (!haveJc && !inCI) console.warn("[pidstat] jc not installed: jc comparison tests skipped");

type Json = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads fields of several sections by name
type Row = Extract<PidstatRecord, { kind: "sample" | "summary" }> & Record<string, any>;
const records = (text: string): PidstatRecord[] => parse(text, { format: "pidstat" }) as PidstatRecord[];
const rows = (text: string, kind: "sample" | "summary" = "sample", section?: string): Row[] =>
  records(text).filter((r) => r.kind === kind && (section === undefined || r.section === section)) as Row[];
const run = (args: string[], env: Record<string, string> = {}): string =>
  execFileSync("pidstat", args, { encoding: "utf8", env: { ...process.env, LC_ALL: "C", TZ: "UTC", ...env }, timeout: 20_000 });

describe.skipIf(!havePidstat && !inCI)("pidstat: live runs whose true figures are known", () => {
  it("-d: a process that wrote 16 MiB, since boot: kB_wr/s x 1024 x the uptime pidstat divides by is 16 MiB", async () => {
    expect(havePidstat, "sysstat must be installed in CI").toBe(true);
    const file = `/var/tmp/benchparse-pidstat-${process.pid}.bin`;
    // 16 MiB written and synced, then idle until killed (pidstat's since-boot rate is write_bytes / system uptime)
    const script = `const fs=require("fs");const fd=fs.openSync(${JSON.stringify(file)},"w");const b=Buffer.alloc(1048576,1);for(let i=0;i<16;i++)fs.writeSync(fd,b);fs.fsyncSync(fd);fs.closeSync(fd);fs.unlinkSync(${JSON.stringify(file)});console.log("done");setTimeout(()=>{},20000)`;
    const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "ignore"] });
    try {
      await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
      const written = Number(/write_bytes: (\d+)/.exec(readFileSync(`/proc/${child.pid}/io`, "utf8"))![1]);
      const text = run(["-d", "-p", String(child.pid)]);
      const uptime = Number(readFileSync("/proc/uptime", "utf8").split(" ")[0]);
      const [r] = rows(text, "sample", "io");
      expect(r!.pid).toBe(child.pid);
      expect(written).toBeGreaterThanOrEqual(16 * 1048576);
      // the printed kB/s (raw: true) times 1024
      const raw = (parse(text, { format: "pidstat", raw: true }) as unknown as { kind: string; columns: string[]; values: string[] }[]).find((x) => x.kind === "row" && x.columns.includes("kB_wr/s"))!;
      expect(r!.writtenBytesPerSecond).toBeCloseTo(Number(raw.values[raw.columns.indexOf("kB_wr/s")]) * 1024, 6);
      // kB_wr/s is printed to 0.01 kB/s: the bytes it stands for are known to within 0.005 x 1024 x uptime
      expect(Math.abs(r!.writtenBytesPerSecond * uptime - written)).toBeLessThanOrEqual(0.0051 * 1024 * uptime + written * 0.001);
    } finally {
      child.kill();
    }
  }, 20_000);

  it("-r of a sleeping process: RSS and VSZ are /proc/PID/stat's rss pages and vsize, in bytes; -l its command line", () => {
    const child = spawn("sleep", ["30"], { stdio: "ignore" });
    try {
      const pid = child.pid!;
      const page = Number(execFileSync("getconf", ["PAGESIZE"], { encoding: "utf8" }));
      const text = run(["-r", "-l", "-p", String(pid)]);
      // what pidstat reads (pidstat.c read_proc_pid_stat): /proc/PID/stat's vsize (bytes, >> 10) and rss (pages)
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const [vsize, rss] = [Number(fields[20]), Number(fields[21])];
      const [r] = rows(text, "sample", "memory");
      expect(r).toMatchObject({ pid, rssBytes: rss * page, virtBytes: Math.floor(vsize / 1024) * 1024, command: "sleep 30" });
      expect(readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim()).toBe(r!.command);
    } finally {
      child.kill();
    }
  });
});

describe.skipIf(!haveJc && !inCI)("pidstat: jc --pidstat on the same captures (README: what jc gets wrong)", () => {
  const jc = (file: string): Json[] => JSON.parse(execFileSync("jc", ["--pidstat"], { input: sample(`pidstat/${file}`), encoding: "utf8" })) as Json[];
  const jcFails = (file: string): boolean => spawnSync("jc", ["--pidstat"], { input: sample(`pidstat/${file}`), encoding: "utf8" }).status !== 0;

  it("without -h jc refuses the report (`Make sure to use pidstat -h`); we read it", () => {
    expect(jcFails("pidstat-u-r-d-w-1-2.txt")).toBe(true);
    expect(rows(sample("pidstat/pidstat-u-r-d-w-1-2.txt"))).toHaveLength(16);
  });

  it("-h -T ALL: jc reads the children table under the task table's names (usr-ms as %usr, minflt-nr as %wait); we give each its own", () => {
    const [, child] = jc("pidstat-h-T-ALL-1-2.txt");
    const ours = rows(sample("pidstat/pidstat-h-T-ALL-1-2.txt"), "sample", "children-all")[0]!;
    expect(child!.percent_usr).toBe(ours.userTimeWithChildrenMs);
    expect(child!.percent_wait).toBe(String(ours.minorFaultsWithChildren));
    expect(child).not.toHaveProperty("command");
    expect(ours).toMatchObject({ command: "sh", systemTimeWithChildrenMs: 80, majorFaultsWithChildren: 0 });
  });

  it("-h in en_US (12-hour clock): jc takes PM for a column and shifts every value; we read the row", () => {
    const [j] = jc("pidstat-locale-en_US-h.txt");
    const [ours] = rows(sample("pidstat/pidstat-locale-en_US-h.txt"));
    expect(j!.percent_usr).toBe(ours!.pid);
    expect(ours!.timestamp).toBe("2026-12-02T00:54:56");
  });

  it("jc reads the clock 00:54:21 as the number 5421 and %wait and iodelay as strings; we give ISO timestamps and numbers", () => {
    const [j] = jc("pidstat-h-u-r-d-w-1-2.txt");
    const [ours] = rows(sample("pidstat/pidstat-h-u-r-d-w-1-2.txt"));
    expect(j).toMatchObject({ time: 5421, percent_wait: "0.00", iodelay: "0" });
    expect(ours).toMatchObject({ timestamp: "2026-12-02T00:54:21", cpuWaitPercent: 0, ioDelayTicks: 0 });
  });

  it("-h -t: jc keeps TGID and TID as strings (`-`) and `|__` in the command; we give numbers, null, and the process's pid", () => {
    const j = jc("pidstat-h-t-u-1-1.txt");
    expect(j[1]).toMatchObject({ tgid: "-", tid: "1138", command: "|__busy worker" });
    const ours = rows(sample("pidstat/pidstat-h-t-u-1-1.txt"));
    expect(ours[1]).toMatchObject({ pid: 1138, tgid: null, tid: 1138, command: "busy worker" });
    expect(ours[2]).toMatchObject({ pid: 1138, tgid: null, tid: 1149, command: "node" });
  });
});

describe("pidstat edge cases", () => {
  it("detection: pidstat's samples are pidstat's; sar's and mpstat's detectors yield, and pidstat's claims none of theirs", () => {
    for (const f of sampleFiles("pidstat", (p) => p.endsWith(".txt"))) {
      const t = readFileSync(f, "utf8");
      expect(detect(t)?.format, f).toBe("pidstat");
      expect(detectSar(t), f).toBe(0);
      expect(detectMpstat(t), f).toBe(0);
    }
    for (const dir of ["sar", "mpstat", "iostat"]) for (const f of sampleFiles(dir, (p) => p.endsWith(".txt"))) expect(detectPidstat(readFileSync(f, "utf8")), f).toBe(0);
  });

  it("-T ALL for one PID prints its header rows once: the rows alternate between the task and children tables", () => {
    const recs = rows(sample("pidstat/pidstat-T-ALL-one-pid-1-3.txt")).map((r) => [r.timestamp.slice(11), r.section]);
    expect(recs).toEqual([["00:54:28", "cpu"], ["00:54:28", "children-cpu"], ["00:54:29", "cpu"], ["00:54:29", "children-cpu"], ["00:54:30", "cpu"], ["00:54:30", "children-cpu"]]);
    const avg = rows(sample("pidstat/pidstat-T-ALL-one-pid-1-3.txt"), "summary");
    expect(avg.map((r) => r.section)).toEqual(["cpu", "children-cpu"]);
    expect(avg[1]).toMatchObject({ userTimeWithChildrenMs: 67, systemTimeWithChildrenMs: 80 });
  });

  it("Average rows are the mean of the rows (-u for one PID over 3 samples)", () => {
    const text = sample("pidstat/pidstat-u-p-1-3.txt");
    const s = rows(text);
    const [avg] = rows(text, "summary");
    for (const f of ["cpuUsrPercent", "cpuSystemPercent", "cpuWaitPercent", "cpuPercent"]) expect(Math.abs(avg![f] - s.reduce((a, r) => a + r[f], 0) / s.length), f).toBeLessThanOrEqual(0.01);
    expect(avg!.lastCpu).toBeNull();
  });

  it("%CPU above 100 (a task on two CPUs) is kept without a warning; the header date's ambiguity is the only warning", () => {
    const recs = records(sample("pidstat/pidstat-1-2.txt"));
    const node = recs.find((r) => r.kind === "sample" && (r as Row).cpuPercent > 100) as Row;
    expect(node).toMatchObject({ pid: 1103, cpuUsrPercent: 124.75, cpuPercent: 124.75 });
    expect(recs.filter((r) => "warnings" in r).map((r) => r.kind)).toEqual(["header"]);
  });

  it("commands with blanks (a process title, -l command lines) stay whole", () => {
    const ours = rows(sample("pidstat/pidstat-l-1-2.txt"));
    expect(ours.map((r) => r.command).slice(0, 3)).toEqual(["sleep 1000", "busy worker", "sh -c while :; do ls -R /usr/share >/dev/null 2>&1; sleep 0.3; done"]);
  });

  it("-1.00 (no /proc/PID/io) and fd-nr -1 are null in the typed fields and -1 as printed (raw: true)", () => {
    const text = sample("pidstat/pidstat-d-p-writer-1-3.txt").replace("      0.00   2560.00      0.00       0  node", "     -1.00     -1.00     -1.00       0  node");
    const [r] = rows(text);
    expect(r).toMatchObject({ readBytesPerSecond: null, writtenBytesPerSecond: null, cancelledWriteBytesPerSecond: null, ioDelayTicks: 0 });
    expect(r).not.toHaveProperty("otherColumns");
    const raw = (parse(text, { format: "pidstat", raw: true }) as unknown as { kind: string; columns: string[]; values: string[] }[]).find((x) => x.kind === "row")!;
    expect(raw.values[raw.columns.indexOf("kB_wr/s")]).toBe("-1.00");
  });

  it("--human sizes are bytes, kB/s cells in bytes; decimal commas, translated labels, CJK clocks, midnight", () => {
    const human = rows(sample("pidstat/pidstat-human-1-2.txt"), "sample", "memory")[0]!;
    expect(human.virtBytes).toBe(Math.round(968.7 * 1048576));
    expect(rows(sample("pidstat/pidstat-human-1-2.txt"), "sample", "io")[1]!.writtenBytesPerSecond).toBe(2.5 * 1048576);
    const fr = rows(sample("pidstat/pidstat-locale-fr_FR.txt"))[1]!;
    expect(fr).toMatchObject({ cpuUsrPercent: 48.51, timestamp: "2026-12-02T00:54:50" });
    expect(rows(sample("pidstat/pidstat-locale-de_DE.txt"), "summary")[0]).toMatchObject({ statistic: "average", label: "Durchschn.:" });
    expect(rows(sample("pidstat/pidstat-locale-zh_CN.txt"))[0]).toMatchObject({ timestamp: "2026-12-02T00:55:00", section: "cpu" });
    const midnight = rows(sample("pidstat/pidstat-midnight-en_US.txt"), "sample", "cpu").map((r) => r.timestamp);
    expect(midnight.at(0)).toBe("2026-11-29T23:59:59");
    expect(midnight.at(-1)).toBe("2026-11-30T00:00:01");
  });

  it("rows stamped with epoch seconds (-H) are refused with a located error, not dropped", () => {
    const text = "Linux 6.18.44 (vm) \t12/02/26 \t_x86_64_\t(2 CPU)\n\n1796172727    UID       PID    %usr %system  %guest   %wait    %CPU   CPU  Command\n1796172728      0         1    0.00    1.00    0.00    0.00    1.00     1  process_api\n";
    expect(() => records(text)).toThrow(ParseError);
    expect(() => records(text)).toThrow(/epoch seconds/);
  });

  it("CRLF and no final newline read the same", () => {
    const t = sample("pidstat/pidstat-T-ALL-one-pid-1-3.txt");
    expect(records(t.replace(/\n/g, "\r\n"))).toEqual(records(t));
    expect(records(t.trimEnd())).toEqual(records(t));
  });
});
