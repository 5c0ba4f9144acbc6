/**
 * vmstat's own cases: units checked against the capture's own counts (-s in every -S unit against /proc/meminfo's
 * MemTotal, the since-boot row against the -s counters), the pasted command line, edge cases and damaged input.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { vmstatOptionsFromCommand } from "../../src/formats/vmstat/command.js";
import type { VmstatRecord, VmstatSampleRecord, VmstatStatsRecord } from "../../src/formats/vmstat/schema.js";
import { detect, parse, ParseError, safeParse } from "../../src/index.js";
import { root, sample } from "../helpers/samples.js";
import { uncut } from "../helpers/uncut.js";

const read = (file: string, options: Record<string, unknown> = {}): VmstatRecord[] => parse(sample(`vmstat/${file}`), { format: "vmstat", ...options }) as VmstatRecord[];
const rows = (records: VmstatRecord[]): VmstatSampleRecord[] => records.filter((r): r is VmstatSampleRecord => r.kind === "sample");
const fail = (text: string, options: Record<string, unknown> = {}): ParseError => {
  const r = safeParse(text, { format: "vmstat", ...options });
  expect(r.success).toBe(false);
  return (r as { error: ParseError }).error;
};
const HEADER = "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----\n r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st\n";
const ROW = " 1  0      0 396528  38816 384036    0    0     4     2   38   79  0  0 99  0  0\n";

describe("vmstat units, checked against the capture's own counts", () => {
  const memTotalKiB = Number(/MemTotal:\s+(\d+) kB/.exec(readFileSync(join(root, "samples/vmstat/procps-4.0.2-meminfo-totals.oracle"), "utf8"))![1]);
  const UNIT: Record<string, number> = { b: 1, k: 1000, K: 1024, m: 1e6, M: 2 ** 20 };

  it.each(Object.keys(UNIT))("-s -S %s: total memory is MemTotal in that unit, truncated (procps unitConvert)", (letter) => {
    const [stats] = read(`procps-4.0.2-C-s-S-${letter}.txt`) as VmstatStatsRecord[];
    const printed = Math.floor((memTotalKiB * 1024) / UNIT[letter]!);
    expect(stats!.memTotalBytes).toBe(printed * UNIT[letter]!);
    // the truncation loses less than one unit
    expect(memTotalKiB * 1024 - stats!.memTotalBytes!).toBeLessThan(UNIT[letter]!);
  });

  it("-S b rows are recognised as bytes and agree with -S K taken seconds apart (within the memory that moved)", () => {
    const b = rows(read("procps-4.0.2-C-S-b-1-2.txt"));
    const k = rows(read("procps-4.0.2-C-S-K-1-2.txt"));
    expect(b[0]).toMatchObject({ unit: "B", unitSource: "inferred", exact: false });
    expect(b[0]!.warnings![0]).toMatch(/^vmstat prints no unit: bytes \(-S b\) were inferred/);
    expect(Math.abs(b[0]!.memFreeBytes! - k[0]!.memFreeBytes!) / k[0]!.memFreeBytes!).toBeLessThan(0.01);
    expect(Math.abs(b[0]!.memCacheBytes! - k[0]!.memCacheBytes!) / k[0]!.memCacheBytes!).toBeLessThan(0.01);
  });

  it("bi is KiB per second: the since-boot row is -s's `K paged in` x 100 / all CPU ticks (procps 4.0.2), as are in and cs", () => {
    const [stats] = read("procps-4.0.2-C-s.txt") as VmstatStatsRecord[];
    const [first] = rows(read("procps-4.0.2-C-S-K-1-2.txt", { unit: "K" }));
    const ticks = ["cpuUserTicks", "cpuNiceTicks", "cpuSystemTicks", "cpuIdleTicks", "cpuIowaitTicks", "cpuIrqTicks", "cpuSoftirqTicks", "cpuStealTicks"].reduce((s, k) => s + (stats![k as keyof VmstatStatsRecord] as number), 0);
    expect(first!.sinceBoot).toBe(true);
    // pagedInBytes is KiB x 1024; the row's bi is KiB/s x 1024: the same factor on both sides
    expect(Math.abs(first!.pagedInBytesPerSecond! - (stats!.pagedInBytes! * 100) / ticks)).toBeLessThan(2 * 1024);
    expect(Math.abs(first!.interruptsPerSecond! - (stats!.interrupts! * 100) / ticks)).toBeLessThan(2);
    expect(Math.abs(first!.contextSwitchesPerSecond! - (stats!.contextSwitches! * 100) / ticks)).toBeLessThan(3);
  });

  it("-S k, m, M are 1000, 10^6, 2^20 (the option, or the pasted command line)", () => {
    expect(rows(read("procps-4.0.2-C-S-m-1-2.txt", { unit: "m" }))[0]).toMatchObject({ unit: "MB", memFreeBytes: 24034 * 1e6, exact: false });
    expect(rows(read("procps-4.0.2-C-S-M-1-2.txt", { unit: "M" }))[0]).toMatchObject({ unit: "MiB", memFreeBytes: 22920 * 2 ** 20 });
    expect(rows(read("procps-4.0.2-C-S-k-1-2.txt", { unit: "kB" }))[0]).toMatchObject({ unit: "kB", memFreeBytes: 24029484 * 1000 });
    const pasted = rows(parse(`$ vmstat -S m 1 2\n${sample("vmstat/procps-4.0.2-C-S-m-1-2.txt")}`) as VmstatRecord[]);
    expect(pasted[1]).toMatchObject({ unit: "MB", unitSource: "command", intervalSeconds: 1, memFreeBytes: 24034 * 1e6 });
    expect(pasted[1]!.warnings).toBeUndefined();
  });

  it("without a unit, KiB is assumed and said", () => {
    const [first] = rows(read("procps-4.0.2-C-default-1-3.txt"));
    expect(first).toMatchObject({ unit: "KiB", unitSource: "default", exact: false, memFreeBytes: 23468364 * 1024 });
    expect(first!.warnings?.[0]).toMatch(/KiB .* was assumed/);
  });

  it("bo of the dd run is bytes per second (306180 KiB/s)", () => {
    expect(rows(read("procps-4.0.2-C-default-1-3.txt"))[1]!.pagedOutBytesPerSecond).toBe(306180 * 1024);
  });
});

describe("vmstat rows", () => {
  it("marks the since-boot row, and -y (noFirst) has none", () => {
    expect(rows(read("procps-4.0.2-C-default-1-3.txt")).map((r) => r.sinceBoot)).toEqual([true, false, false]);
    expect(rows(read("procps-4.0.2-C-y-1-3.txt", { noFirst: true })).map((r) => r.sinceBoot)).toEqual([false, false, false]);
    expect(rows(parse(`$ vmstat -y 1 3\n${sample("vmstat/procps-4.0.2-C-y-1-3.txt")}`) as VmstatRecord[]).map((r) => r.sinceBoot)).toEqual([false, false, false]);
  });

  it("a repeated header continues the run; a header after a blank line or a pasted command starts another", () => {
    const repeated = rows(read("procps-4.0.2-C-1-23.txt"));
    expect(repeated.map((r) => r.sample)).toEqual([...Array(23).keys()]);
    expect(new Set(repeated.map((r) => r.run))).toEqual(new Set([0]));
    expect(rows(read("procps-4.0.2-C-tty-rows10-1-9.txt")).map((r) => r.sinceBoot).filter(Boolean)).toHaveLength(1);
    const two = rows(parse(`${HEADER}${ROW}${ROW}\n${HEADER}${ROW}`, { format: "vmstat" }) as VmstatRecord[]);
    expect(two.map((r) => [r.run, r.sample, r.sinceBoot])).toEqual([[0, 0, true], [0, 1, false], [1, 0, true]]);
    const commands = rows(parse(`$ vmstat 1 2\n${HEADER}${ROW}${ROW}$ vmstat 2 1\n${HEADER}${ROW}`) as VmstatRecord[]);
    expect(commands.map((r) => [r.run, r.sample, r.intervalSeconds])).toEqual([[0, 0, 1], [0, 1, 1], [1, 0, 2]]);
  });

  it("a blank line after every line (a paste) separates nothing", () => {
    const doubled = `${HEADER}${ROW}${ROW}${ROW}`.replace(/\n/g, "\n\n");
    expect(rows(parse(doubled, { format: "vmstat" }) as VmstatRecord[]).map((r) => [r.run, r.sample])).toEqual([[0, 0], [0, 1], [0, 2]]);
  });

  it("-t: the zone under the header gives the offset when it can (UTC, +04), else local time (EST, IST)", () => {
    // a zone the timestamp says (Z, +04:00) is not repeated as timeZone; a name it cannot say (EST) is
    expect(rows(read("procps-4.0.2-C-t-1-3.txt"))[0]).toMatchObject({ timestamp: "2026-12-01T21:23:52Z" });
    expect(rows(read("procps-4.0.2-C-t-1-3.txt"))[0]).not.toHaveProperty("timeZone");
    expect(rows(read("procps-4.0.2-C-t-TZ-Dubai-1-2.txt"))[0]).toMatchObject({ timestamp: "2026-12-02T01:24:01+04:00" });
    expect(rows(read("procps-4.0.2-C-t-TZ-Dubai-1-2.txt"))[0]).not.toHaveProperty("timeZone");
    expect(rows(read("procps-4.0.2-C-t-TZ-New_York-1-2.txt"))[0]).toMatchObject({ timestamp: "2026-12-01T16:23:59", timeZone: "EST" });
    expect(rows(read("procps-4.0.2-C-t-TZ-New_York-1-2.txt", { zoneOffsets: { EST: "-05:00" } }))[0]!.timestamp).toBe("2026-12-01T16:23:59-05:00");
    expect(rows(read("procps-4.0.2-C-default-1-3.txt"))[0]!.timestamp).toBeUndefined();
  });

  it("wide, -a, gu, and translated headers (de_DE inakt aktiv, ko_KR 비활 활성)", () => {
    expect(rows(read("procps-4.0.2-C-w-1-3.txt"))[0]).toMatchObject({ layout: "wide", cpuGuestPercent: 0 });
    expect(rows(read("procps-4.0.2-C-a-1-3.txt"))[0]).toMatchObject({ memoryColumns: "active-inactive", memInactiveBytes: 207300 * 1024, memActiveBytes: 679332 * 1024 });
    for (const loc of ["de_DE", "fr_FR", "ko_KR", "zh_CN"]) {
      expect(rows(read(`procps-4.0.2-${loc}-a-w-1-2.txt`))[0]!.memoryColumns).toBe("active-inactive");
      expect(rows(read(`procps-4.0.2-${loc}-t-1-2.txt`))[0]).toMatchObject({ memoryColumns: "buff-cache", timestamp: expect.stringMatching(/Z$/) });
    }
  });

  it("procps 3.2 (LKML 2005): 16 columns, a 100 overflowing sy", () => {
    const r = rows(read("pasted-lkml-2005-procps32-iscsi-100sys.txt"));
    expect(r).toHaveLength(16);
    expect(r[0]).toMatchObject({ runQueueLength: 38, blockedTaskCount: 96, cpuSystemPercent: 100, interruptsPerSecond: 9860, contextSwitchesPerSecond: 2960 });
    expect(r[0]!.cpuStealPercent).toBeUndefined();
  });

  it("overflowing columns are read by blanks, not by position (LKML 2006, procps-ng 4.0.5 skew)", () => {
    const r = rows(read("pasted-lkml-2006-procps32-swap-storm-blank-after-header.txt"));
    expect(r[3]).toMatchObject({ swapInBytesPerSecond: 127013 * 1024, swapOutBytesPerSecond: 49878 * 1024, interruptsPerSecond: 405016, contextSwitchesPerSecond: 32901 });
    expect(rows(read("written-procps-4.0.5-18-columns-skew.txt"))[2]).toMatchObject({ memFreeBytes: 123456789 * 1024, interruptsPerSecond: 18889, cpuGuestPercent: 0 });
  });
});

describe("vmstat -s, -D, -f, -d, -p", () => {
  it("-s in Korean is read label by label; boot time is ISO", () => {
    const [ko] = read("procps-4.0.2-ko_KR-s.txt") as VmstatStatsRecord[];
    expect(ko!.unknownLines).toBeUndefined();
    expect(ko).toMatchObject({ memTotalBytes: 24684092 * 1024, bootTime: "2026-12-01T16:37:33Z" });
  });

  it("procps 3.2 -s and -D (pages paged in, trailing blanks)", () => {
    const [s] = read("written-procps-3.2.8-s.txt") as VmstatStatsRecord[];
    expect(s).toMatchObject({ pagedInBytes: 8830457 * 1024, swappedInPages: 401322, forks: 60447 });
    expect(read("written-procps-3.2.8-D.txt")[0]).toMatchObject({ kind: "disk-summary", diskCount: 2, partitionCount: 7, ioTimeSeconds: 2096 });
  });

  it("-s then -f then -D in one input are three records", () => {
    const text = `${sample("vmstat/procps-4.0.2-C-s.txt")}${sample("vmstat/procps-4.0.2-C-f.txt")}${sample("vmstat/procps-4.0.2-C-D.txt")}`;
    expect((parse(text, { format: "vmstat" }) as VmstatRecord[]).map((r) => r.kind)).toEqual(["stats", "forks", "disk-summary"]);
  });

  it("-d reports are numbered by the device seen again; -p rows by their order", () => {
    const d = read("procps-4.0.2-C-d-1-2.txt");
    expect(d.map((r) => (r.kind === "disk" ? `${r.sample}:${r.device}` : "")).filter((x) => x.endsWith(":vda"))).toEqual(["0:vda", "1:vda"]);
    expect(read("procps-4.0.2-C-p-vda-1-3.txt")[0]).toMatchObject({ kind: "partition", device: "vda", readsCompleted: 455440, readBytes: 11234146 * 512, writtenBytes: 20861296 * 512 });
  });
});

describe("vmstat command lines", () => {
  it.each([
    [["1", "3"], { unit: "K", noFirst: false, interval: 1 }],
    [["-S", "m", "2", "5"], { unit: "m", interval: 2 }],
    [["-SM"], { unit: "M" }],
    [["--unit=kilo"], { unit: "k" }],
    [["--unit", "b", "-wty", "5"], { unit: "b", noFirst: true, interval: 5 }],
    [["-p", "sda1", "1"], { unit: "K", interval: 1 }],
    [["1", "|", "tee", "5"], { interval: 1 }],
    [["—S", "M"], { unit: "M" }],
  ] as const)("vmstat %j", (args, expected) => {
    expect(vmstatOptionsFromCommand(args)).toMatchObject(expected);
  });
});

describe("vmstat edge cases", () => {
  it("detects vmstat and nothing else", () => {
    expect(detect(sample("vmstat/procps-4.0.2-C-default-1-3.txt"))?.format).toBe("vmstat");
    expect(detect(sample("vmstat/procps-4.0.2-ko_KR-a-w-1-2.txt"))?.format).toBe("vmstat");
    expect(detect(sample("vmstat/procps-4.0.2-C-s.txt"))?.format).toBe("vmstat");
    expect(detect(sample("vmstat/procps-4.0.2-C-D.txt"))?.format).toBe("vmstat");
    expect(detect(sample("vmstat/procps-4.0.2-C-d.txt"))?.format).toBe("vmstat");
    expect(detect(sample("vmstat/procps-4.0.2-C-p-vda-1-3.txt"))?.format).toBe("vmstat");
    expect(detect(sample("free/procps-4.0.2-C-default.txt"))?.format).toBe("free");
  });

  it("CRLF, no final newline, empty input", () => {
    const text = sample("vmstat/procps-4.0.2-C-t-1-3.txt");
    expect(parse(text.replace(/\n/g, "\r\n"), { format: "vmstat" })).toEqual(parse(text, { format: "vmstat" }));
    // without its final line end, the last row's last value may be cut (#39): the same records, the last one says so
    const unended = parse(text.trimEnd(), { format: "vmstat" }) as { warnings?: string[] }[];
    expect(unended.at(-1)!.warnings!.at(-1)).toMatch(/^line 5 .*: the input ends inside its last value$/);
    expect(uncut(unended)).toEqual(parse(text, { format: "vmstat" }));
    expect(fail("").reason).toMatch(/empty input/);
  });

  it("located errors for what vmstat never prints", () => {
    expect(fail(ROW).reason).toMatch(/before any column header/);
    expect(fail(HEADER.split("\n")[0]!).reason).toMatch(/no column header after it/);
    expect(fail(`${HEADER} 1 0 0 2 3 4 0 0 1 1 10 20 1 1 98 0\n`).reason).toMatch(/header has 17 columns but the row has 16/);
    expect(fail(`${HEADER} 1 0 0 2 3 4 0 0 1 1 10 20 1 1 98 0 0 1 1\n`).reason).toMatch(/19 numbers/);
    const overflow = fail(`${HEADER} 1 0 0 2 3 4 0 0 1 1 10 20 1 1 980 0 0\n`);
    expect(overflow.reason).toMatch(/id 980 is not a percentage/);
    expect(overflow.line).toBe(3);
    expect(fail(`${HEADER} 1 0 0 2 3 4 0 0 1 1 10 20 1 1 98 0 0 2026-13-01 10:00:00\n`.replace("st\n", "st UTC\n")).line).toBe(3);
    expect(fail(`${HEADER}${ROW}Requests/sec: 12 34 ab\n`).reason).toMatch(/not a line vmstat prints/);
    expect(fail(`     24684092 total memory\n`).reason).toMatch(/unit letter/);
    expect(fail(`${HEADER}${ROW}`, { unit: "G" }).reason).toMatch(/unknown unit/);
  });

  it("a value too large for a double is an error at its cell", () => {
    const e = fail(`${HEADER} 1 0 0 99999999999999999 3 4 0 0 1 1 10 20 1 1 98 0 0\n`);
    expect(e.line).toBe(3);
    expect(e.reason).toMatch(/too large/);
  });
});

describe("vmstat -D against /proc/diskstats read right after it", () => {
  it("milli spent IO and milli weighted IO are the disks' milliseconds / 1000 (whole seconds); milli reading is ms", () => {
    const [d] = read("procps-4.0.2-C-D-diskstats.txt");
    const disks = readFileSync(join(root, "samples/vmstat/procps-4.0.2-C-D-diskstats.oracle"), "utf8")
      .trim()
      .split("\n")
      .map((l) => l.trim().split(/\s+/))
      .filter((f) => !/\d$/.test(f[2]!) || !/^(?:sd|vd|hd|xvd)/.test(f[2]!));
    const sum = (field: number, per: (v: number) => number = (v) => v): number => disks.reduce((s, f) => s + per(Number(f[field])), 0);
    // /proc/diskstats fields: 3 reads ... 6 ms reading (index 6), 12 io_ticks (index 12), 13 weighted (index 13)
    expect(d).toMatchObject({ kind: "disk-summary", ioTimeSeconds: sum(12, (v) => Math.floor(v / 1000)), ioWeightedTimeSeconds: sum(13, (v) => Math.floor(v / 1000)) });
    expect((d as { readTimeSeconds: number }).readTimeSeconds).toBeCloseTo(sum(6) / 1000, 0);
  });
});

describe("vmstat as a live stream", () => {
  it("gives each row as soon as its line has arrived (the source then waits, as a pipe from vmstat 1 does)", async () => {
    const { parseStream } = await import("../../src/index.js");
    const lines = sample("vmstat/procps-4.0.2-C-1-23.txt").split(/(?<=\n)/);
    const queue: string[] = [];
    let wake: (() => void) | undefined;
    let ended = false;
    const input = (async function* () {
      for (;;) {
        while (queue.length === 0 && !ended) await new Promise<void>((r) => (wake = r));
        if (queue.length === 0) return;
        yield queue.shift()!;
      }
    })();
    const push = (text: string): void => {
      queue.push(text);
      wake?.();
    };
    const seen: number[] = [];
    const reading = (async () => {
      for await (const r of parseStream(input, { format: "vmstat" })) seen.push((r as VmstatSampleRecord).sample);
    })();
    const until = async (n: number): Promise<void> => {
      for (let i = 0; i < 500 && seen.length < n; i++) await new Promise((r) => setTimeout(r, 10));
    };
    push(lines[0]! + lines[1]! + lines[2]!);
    await until(1);
    expect(seen).toEqual([0]);
    // row by row (the repeated header after 21 rows gives nothing by itself)
    for (const line of lines.slice(3)) {
      const before = seen.length;
      push(line);
      if (/^\s*\d/.test(line)) {
        await until(before + 1);
        expect(seen.length).toBe(before + 1);
      }
    }
    expect(seen).toEqual([...Array(23).keys()]);
    ended = true;
    wake?.();
    await reading;
  });
});

describe("vmstat: what vmstat never prints (#39, #40)", () => {
  it("a negative number is an error at the value", () => {
    const err = fail(HEADER + ROW.replace("      0 396528", "     -5 396528"));
    expect(err.reason).toBe("-5 is negative: vmstat prints no negative value");
    expect(err.column).toBe(ROW.indexOf("0 396528")); // (the 1-based column of `-5`)
  });
  it("another tool's `N words` lines forced as vmstat are not a -s list (autocannon's `10 connections`)", () => {
    for (const file of ["autocannon/autocannon-c10-d2.txt", "autocannon/autocannon-workers-w2-c10-d2.txt", "h2load/h2load-help.txt", "wrk/wrk2-pasted-polis-highload-R2000-full-spectrum-no-prompt.txt"]) {
      const result = safeParse(sample(file), { format: "vmstat" });
      expect(result.success, file).toBe(false);
    }
    const err = fail("Running 3s test @ http://127.0.0.1:18006/\n10 connections\n");
    expect(err.reason).toMatch(/"10 connections" is not a line vmstat prints \(-s, -D or -f\)/);
    // a -s list with an unknown line among known ones keeps it
    const stats = parse("     24683656 K total memory\n          7 new counter\n", { format: "vmstat" }) as VmstatStatsRecord[];
    expect(stats[0]).toMatchObject({ memTotalBytes: 24683656 * 1024, unknownLines: [{ label: "new counter", value: 7 }] });
  });
});
