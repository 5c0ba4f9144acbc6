/**
 * top as people copy it (#39, #40): a line of prose after the log, an impossible value, and (class 10) per-CPU frames
 * with zero-suppressed columns, read by the header's column positions when cells are missing, not by counting words.
 */
import { describe, expect, it } from "vitest";
import { parse, parsePartial, parseStream } from "../../src/index.js";
import type { TopErrorRecord, TopFrameRecord, TopRecord } from "../../src/formats/top/schema.js";
import { collect, sample } from "../helpers/samples.js";

const frames = (records: TopRecord[]): TopFrameRecord[] => records.filter((r): r is TopFrameRecord => r.kind === "frame");
const errors = (records: TopRecord[]): TopErrorRecord[] => records.filter((r): r is TopErrorRecord => r.kind === "error");

describe("top: a line of prose after the log (../shared/repro/top-prose-after.txt)", () => {
  const log = sample("top/procps-ng-4.0.2-b-n3-d0.5.txt");
  const clean = parse(log) as TopRecord[];

  it("is not a process row of the last frame: left out, and named in its warnings", () => {
    const records = parse(`${log}That is all for today.\n`) as TopRecord[];
    expect(errors(records)).toEqual([]);
    const last = frames(records).at(-1)!;
    expect(last.processes).toEqual(frames(clean).at(-1)!.processes);
    expect(last.warnings).toEqual(['a line after the process table is not a process row and was left out: "That is all for today."']);
    expect(frames(records).slice(0, -1)).toEqual(frames(clean).slice(0, -1));
  });

  it("after a blank line, between frames, and streamed: the same, said each time", async () => {
    const between = log.replace(/\n(top - )/g, "\nSee the next one:\n$1");
    const records = parse(between) as TopRecord[];
    expect(errors(records)).toEqual([]);
    expect(frames(records).map((f) => f.warnings?.length ?? 0)).toEqual(frames(clean).map((_, k, all) => (k < all.length - 1 ? 1 : 0)));
    const blank = parse(`${log}\nThat is all for today.\n`) as TopRecord[];
    expect(frames(blank).at(-1)!.warnings).toEqual(['a line after the process table is not a process row and was left out: "That is all for today."']);
    const chunks = Array.from({ length: Math.ceil(between.length / 97) }, (_, k) => between.slice(k * 97, k * 97 + 97));
    expect(await collect(parseStream(chunks))).toEqual(records);
  });

  it("a damaged row in the table is still an error", () => {
    const damaged = log.replace(/\n( +)(\d+)( root)/, "\n$1x$2$3");
    expect(errors(parsePartial(damaged).records as TopRecord[])).toHaveLength(1);
  });
});

describe("top: a value top never prints negative (../shared/repro/neg-top-pid.txt)", () => {
  it("a negative PID makes the frame an error item at the value; NI may be negative", () => {
    const log = sample("top/procps-ng-4.0.2-b-n3-d0.5.txt");
    const damaged = log.replace(/\n {6}(\d) root/, "\n     -$1 root");
    const records = parse(damaged) as TopRecord[];
    expect(errors(records)).toHaveLength(1);
    expect(errors(records)[0]!.error).toMatchObject({ message: expect.stringMatching(/^PID: -\d is negative: top prints no negative value in this column/), line: 8, column: 6 });
    expect(frames(records)).toHaveLength(2);
    const nice = frames(parse(log.replace(/(\n +\d+ root +20) +0 /, "$1 -10 ")) as TopRecord[]);
    expect(nice[0]!.processes[0]!.nice).toBe(-10);
  });
});

/**
 * Excerpt of a public Chinese note, `【一俢哥的 Liunx 学习笔记】调兵遣将` (find_string file id 12460486252): top with
 * one `%Cpu0` line, zero-suppressed NI, VIRT, RES, SHR and %MEM cells, and an older zh_CN catalogue's header (PID
 * untranslated, the S label blank).
 */
const YIXIU = `top - 19:11:27 up 9 days, 18:26,  2 users,  load average: 0.00, 0.00, 0.00
Tasks: 242 total,   1 running, 241 sleeping,   0 stopped,   0 zombie
%Cpu0  :  1.0 us,  1.0 sy,  0.0 ni, 98.0 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st
KiB Mem :  3932772 total,  1228504 free,   747788 used,  1956480 buff/cache
KiB Swap:        0 total,        0 free,        0 used.  2741112 avail Mem

  PID USER      PR  NI    VIRT    RES    SHR    %CPU  %MEM     TIME+ COMMAND
13490 jay       20       16640   4064   3204 R   1.0   0.1   0:00.72 top
13469 root      20                           I   0.7         0:00.42 [kworker/u8:2-events_power_efficient]
 8949 jay       20      630440 122824  76112 S   0.3   3.1  10:24.50 /opt/google/chrome/chrome
 8986 jay       20      404064  69612  40268 S   0.3   1.8  22:47.71 /opt/google/chrome/chrome
`;

/**
 * Excerpt of a public article, LCTT's translation of 2daygeek's `Linux Shell Script To Monitor CPU Utilization And
 * Send Email` (find_string file id 459827775): `top -bn1` with eight `%Cpu` lines and zero-suppressed cells.
 */
const DAYGEEK = `top - 13:23:01 up  1:43,  1 user,  load average: 2.58, 2.58, 1.51
Tasks: 306 total,   3 running, 303 sleeping,   0 stopped,   0 zombie
%Cpu0  :  6.2 us,  6.2 sy,  0.0 ni, 87.5 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st
%Cpu1  : 18.8 us,  0.0 sy,  0.0 ni, 81.2 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st
%Cpu2  : 50.0 us, 37.5 sy,  0.0 ni, 12.5 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st
%Cpu3  :  5.9 us,  5.9 sy,  0.0 ni, 88.2 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st
%Cpu4  :  0.0 us,  5.9 sy,  0.0 ni, 94.1 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st
%Cpu5  : 29.4 us, 23.5 sy,  0.0 ni, 47.1 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st
%Cpu6  :  0.0 us,  5.9 sy,  0.0 ni, 94.1 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st
%Cpu7  :  5.9 us,  0.0 sy,  0.0 ni, 94.1 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st
KiB Mem : 16248588 total,   223436 free,  5816924 used, 10208228 buff/cache
KiB Swap: 17873388 total, 17871340 free,     2048 used.  7440884 avail Mem

  PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND
 9119 daygeek   20       36136    784        R  46.7   0.0   0:00.07 /usr/bin/CROND -n
    1 root      20      188820  10144   7708 S   6.7   0.1   0:06.92 /sbin/init
 1170 daygeek    9 -11 2676516  16516  12520 S   6.7   0.1   1:28.30 /usr/bin/pulseaudio --daemonize=no
 8271 root      20                           I   6.7         0:00.21 [kworker/u16:4-i915]
`;

/**
 * Excerpts of public Chinese notes with zh_CN procps-ng top (find_string file ids 24180060100 and 910675835): the
 * translated PID label `进程号` (two columns a character) and the S label blank.
 */
const ZH_REDIS = `top - 23:56:37 up 2 days, 11:31,  5 users,  load average: 11.65, 5.75, 2.32
任务: 266 total,   3 running, 263 sleeping,   0 stopped,   0 zombie
%Cpu(s):  6.6 us, 25.6 sy, 47.6 ni,  7.0 id,  5.9 wa,  0.0 hi,  7.2 si,  0.0 st
MiB Mem :  15889.2 total,   7279.0 free,   1416.1 used,   7194.2 buff/cache
MiB Swap:      0.0 total,      0.0 free,      0.0 used.  14030.1 avail Mem

 进程号 USER      PR  NI    VIRT    RES    SHR    %CPU  %MEM     TIME+ COMMAND
3702307 m         25   5  713068  49940   7568 R 174.8   0.3   3:31.12 rdb
3711763 m         20   0  240224   6892   3340 S 170.2   0.0   0:28.99 redis-benchmark
`;
const ZH_CHECKCPU = `top - 20:34:15 up  5:01,  1 user,  load average: 0.38, 0.34, 0.29
任务: 294 total,   1 running, 293 sleeping,   0 stopped,   0 zombie
%Cpu(s): 17.1 us, 14.3 sy,  0.0 ni, 68.6 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st
MiB Mem :   7375.8 total,   4086.6 free,   1280.6 used,   2008.6 buff/cache
MiB Swap:   2048.0 total,   2048.0 free,      0.0 used.   5697.3 avail Mem 

 进程号 USER      PR  NI    VIRT    RES    SHR    %CPU  %MEM     TIME+ COMMAND
   1306 zjy       20   0 4600740 625708 204312 S  29.4   8.3  13:53.52 gnome-s+
      3 root       0 -20       0      0      0 I   0.0   0.0   0:00.00 rcu_gp
`;

const KiB = 1024;
type Proc = Record<string, unknown>;
const procs = (text: string): Proc[][] => frames(parse(text) as TopRecord[]).map((f) => f.processes as Proc[]);

describe("top class 10: per-CPU frames with zero-suppressed columns, read by the header's positions", () => {
  it("public copies: blank NI, VIRT, RES, SHR, %MEM cells stay blank, the cells after them in place", () => {
    const [yixiu] = procs(YIXIU);
    expect(yixiu![0]).toEqual({ pid: 13490, user: "jay", priority: 20, virtBytes: 16640 * KiB, resBytes: 4064 * KiB, shrBytes: 3204 * KiB, state: "R", cpuPercent: 1, memPercent: 0.1, cpuTimeSeconds: 0.72, command: "top" });
    expect(yixiu![1]).toEqual({ pid: 13469, user: "root", priority: 20, state: "I", cpuPercent: 0.7, cpuTimeSeconds: 0.42, command: "[kworker/u8:2-events_power_efficient]" });
    const [day] = procs(DAYGEEK);
    expect(day!.map((p) => [p.pid, p.nice, p.virtBytes, p.shrBytes, p.state, p.cpuPercent])).toEqual([
      [9119, undefined, 36136 * KiB, undefined, "R", 46.7],
      [1, undefined, 188820 * KiB, 7708 * KiB, "S", 6.7],
      [1170, -11, 2676516 * KiB, 12520 * KiB, "S", 6.7],
      [8271, undefined, undefined, undefined, "I", 6.7],
    ]);
    expect(frames(parse(DAYGEEK) as TopRecord[])[0]!.cpus!.map((c) => c.id)).toEqual(["0", "1", "2", "3", "4", "5", "6", "7"]);
  });

  it("zh_CN top: the label 进程号 two columns a character, the S label blank (read as S, and said)", () => {
    const [redis] = procs(ZH_REDIS);
    expect(redis![0]).toEqual({ pid: 3702307, user: "m", priority: 25, nice: 5, virtBytes: 713068 * KiB, resBytes: 49940 * KiB, shrBytes: 7568 * KiB, state: "R", cpuPercent: 174.8, memPercent: 0.3, cpuTimeSeconds: 211.12, command: "rdb" });
    const [check] = procs(ZH_CHECKCPU);
    expect(check!.map((p) => [p.pid, p.nice, p.state, p.cpuPercent, p.command])).toEqual([[1306, 0, "S", 29.4, "gnome-s+"], [3, -20, "I", 0, "rcu_gp"]]);
    const frame = frames(parse(ZH_REDIS) as TopRecord[])[0]!;
    expect(frame.columns).toEqual(["进程号", "USER", "PR", "NI", "VIRT", "RES", "SHR", "S", "%CPU", "%MEM", "TIME+", "COMMAND"]);
    expect(frame.warnings).toEqual(["the column header has no label over the process states (zh_CN top prints its S label, 日, as a blank): read as S"]);
    // top cuts 进程号 to 进程 in a narrower PID column
    const cut = ZH_REDIS.replace(" 进程号 USER", "   进程 USER");
    expect(procs(cut)).toEqual(procs(ZH_REDIS));
  });

  it("the zh_CN capture and damaged copies of it and of the zero-suppress capture read as the capture does", async () => {
    for (const file of ["procps-ng-4.0.2-toprc-zero-suppress.txt", "procps-ng-4.0.2-LC_ALL-zh_CN-per-cpu-zero-suppress.txt"]) {
      const text = sample(`top/${file}`);
      const want = procs(text);
      expect(want[0]!.some((p) => p.nice === undefined && p.cpuPercent === undefined), file).toBe(true);
      const damaged: [string, string][] = [
        // the header pasted flush-left over the rows as printed (zero-suppressed cells: counting words would shift them)
        ["header flush-left", text.replace(/^ +(PID|进程号) /m, "$1 ")],
        // every line without its leading blanks: each row moved by its own distance
        ["every line flush-left", text.replace(/^ +/gm, "")],
        ["indented", text.replace(/^/gm, "    ")],
        ["quoted", text.replace(/^/gm, "> ")],
      ];
      for (const [how, copy] of damaged) {
        expect(procs(copy), `${file}: ${how}`).toEqual(want);
        const chunks = Array.from({ length: Math.ceil(copy.length / 61) }, (_, k) => copy.slice(k * 61, k * 61 + 61));
        expect(await collect(parseStream(chunks)), `${file}: ${how}, streamed`).toEqual(parse(copy));
      }
      // the raw output reads the rows the same way
      const raw = parse(text.replace(/^ +/gm, ""), { format: "top", raw: true }) as { kind: string; processes: Record<string, string>[] }[];
      const rawClean = parse(text, { format: "top", raw: true }) as { kind: string; processes: Record<string, string>[] }[];
      expect(raw.map((f) => f.processes)).toEqual(rawClean.map((f) => f.processes));
    }
  });

  it("blanks squeezed to one space (zero-suppressed cells can no longer be told): an error item, not shifted cells", () => {
    const squeezed = sample("top/procps-ng-4.0.2-toprc-zero-suppress.txt").replace(/ +/g, " ");
    // (parsePartial sets the damaged table aside: the frame's summary lines, no process)
    const { records, errors: thrown } = parsePartial(squeezed);
    expect(frames(records as TopRecord[]).map((f) => f.processes)).toEqual([[]]);
    expect(thrown.map((e) => e.reason)).toEqual(['%CPU: not a number: "0.0 top"']);
  });
});
