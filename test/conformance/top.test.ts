/**
 * Conformance of `top`: a fresh, bounded procps-ng capture (`top -b -n 2 -d 0.5`, about 1 s) run in a new PID
 * namespace, so that top sees every task of the namespace and the Tasks line can be checked against the rows; BusyBox
 * `top -b -n 1`; jc (the peer parser, Debian's `jc`) on the same procps capture; then the public corpus file by file,
 * with jc's expected output (../shared/corpus/top/*.expected.json) compared field by field.
 *
 * Bounds: the Mem line is printed in its unit (KiB exact, MiB/GiB with one decimal, so within half a tenth of the
 * unit); BusyBox prints whole KiB, and its used is MemTotal - MemFree, so used + free is MemTotal exactly.
 *
 * test/top/jc.test.ts pins the same jc differences on the corpus, but it is a test module with no exported mapping
 * (importing it would run its tests here), so the mapping below is this suite's own, written to jc's field names.
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import { describe, expect } from "vitest";
import { detect, parse, safeParse } from "../../src/index.js";
import type { TopRawFrame } from "../../src/formats/top/raw.js";
import type { TopFrameRecord, TopProcess, TopRecord } from "../../src/formats/top/schema.js";
import {
  capture,
  compareInRow,
  corpusExpected,
  corpusFiles,
  corpusPresent,
  corpusText,
  fieldPaths,
  findTool,
  needTool,
  row,
  type Pair,
  type RowContext,
  type Rule,
} from "./runner.js";

const top = findTool("top", "procps", ["top"], ["-V"], /procps-ng (?:version )?(\S+)/);
const unshare = findTool("unshare", "util-linux", ["unshare"], ["--version"], /util-linux (\S+)/);
const busybox = findTool("busybox", "busybox", ["busybox"], ["--help"], /BusyBox v(\S+)/);
const jc = findTool("jc", "jc", ["jc"], ["--version"], /jc version:\s+(\S+)/);
const liveTop = `live: procps-ng top ${top.version ?? "(missing)"}`;
const liveBusybox = `live: BusyBox ${busybox.version ?? "(missing)"} top`;

const UNIT: Record<string, number> = { KiB: 1024, MiB: 1024 ** 2, GiB: 1024 ** 3, TiB: 1024 ** 4, PiB: 1024 ** 5, EiB: 1024 ** 6 };
/** The corpus file MANIFEST.md says is cut off (its last frame has a header and no process table). */
const CUT_OFF = "naarad-procps-3.2-multi-frame-date-prefix.txt";

const frames = (recs: TopRecord[]): TopFrameRecord[] => recs.filter((r): r is TopFrameRecord => r.kind === "frame");

function meminfo(): Record<string, number> {
  const mi: Record<string, number> = Object.create(null);
  for (const m of readFileSync("/proc/meminfo", "utf8").matchAll(/^(\w+(?:\(\w+\))?):\s+(\d+)/gm)) mi[m[1]!] = Number(m[2]) * 1024;
  return mi;
}

/** The procps capture, shared by the jc row (rows of a file run in order). */
let procpsCapture: { text: string; command: string; namespaced: boolean } | undefined;

function takeProcps(rc: RowContext): { text: string; command: string; namespaced: boolean } {
  const bin = needTool(rc.ctx, top);
  const args = ["-b", "-n", "2", "-d", "0.5"];
  if (unshare.bin) {
    const ns = capture(unshare.bin, ["-fp", "--mount-proc", bin, ...args], { timeoutMs: 10_000 });
    if (ns.status === 0 && /^top - /m.test(ns.stdout)) return { text: ns.stdout, command: ns.command, namespaced: true };
  }
  const plain = capture(bin, args, { timeoutMs: 10_000 });
  expect(plain.status, plain.stderr).toBe(0);
  return { text: plain.stdout, command: plain.command, namespaced: false };
}

describe("top: live procps-ng capture in a PID namespace", () => {
  row({ format: "top", variant: "top -b -n 2 -d 0.5 (unshare -fp --mount-proc)", source: liveTop }, (rc) => {
    const cap = takeProcps(rc);
    procpsCapture = cap;
    expect(detect(cap.text)?.format, "detected").toBe("top");
    const res = safeParse(cap.text, { source: cap.command });
    if (!res.success) throw res.error;
    const recs = res.data as TopRecord[];
    expect(recs.filter((r) => r.kind === "error"), "error items").toEqual([]);
    const fs = frames(recs);
    expect(fs, "frames").toHaveLength(2);
    const mi = meminfo();
    const ncpu = os.cpus().length;
    let rows = 0;
    for (const f of fs) {
      expect(f.variant).toBe("procps-ng-3.3.10+");
      const unit = UNIT[f.memoryUnit!]!;
      expect(unit, `memory unit ${f.memoryUnit}`).toBeDefined();
      // KiB is printed whole (exact); larger units with one decimal, rounded.
      const tol = unit === 1024 ? 0 : 0.05 * unit + 1;
      expect(Math.abs(f.memory!.totalBytes! - mi.MemTotal!), `Mem total ${f.memory!.totalBytes} vs MemTotal ${mi.MemTotal}`).toBeLessThanOrEqual(tol);
      // In the namespace top lists every task it counts (batch mode shows all rows).
      if (cap.namespaced) expect(f.tasks!.total, "Tasks total = process rows").toBe(f.processes.length);
      const shownPids = new Set([...cap.text.matchAll(/^\s*(\d+)\s/gm)].map((m) => Number(m[1])));
      for (const p of f.processes as TopProcess[]) {
        expect(Number.isSafeInteger(p.pid), `pid ${p.pid}`).toBe(true);
        expect(shownPids.has(p.pid as number), `pid ${p.pid} printed in the capture`).toBe(true);
        for (const k of ["cpuPercent", "memPercent"] as const) {
          expect(p[k] as number, `${k} of pid ${p.pid}`).toBeGreaterThanOrEqual(0);
          expect(p[k] as number, `${k} of pid ${p.pid}`).toBeLessThanOrEqual(100 * ncpu);
        }
        rows++;
      }
      expect(new Set(f.processes.map((p) => p.pid)).size, "pids unique in a frame").toBe(f.processes.length);
    }
    const f = fs[0]!;
    return [
      cap.namespaced ? "in a PID namespace" : "unshare not permitted: plain top (Tasks total not checked against the rows)",
      `2 frames, ${rows} process rows; Mem total ${f.memory!.totalBytes} B (${f.memoryUnit}) within rounding of MemTotal ${mi.MemTotal} B`,
      cap.namespaced ? `Tasks total = rows (${fs.map((x) => x.tasks!.total).join(", ")})` : "",
      `pids printed, %CPU/%MEM in 0..${100 * ncpu}`,
    ]
      .filter(Boolean)
      .join("; ");
  });
});

describe("top: live BusyBox capture", () => {
  row({ format: "top", variant: "busybox top -b -n 1", source: liveBusybox }, ({ ctx }) => {
    const bin = needTool(ctx, busybox);
    const cap = capture(bin, ["top", "-b", "-n", "1"], { timeoutMs: 10_000 });
    expect(cap.status, cap.stderr).toBe(0);
    expect(detect(cap.stdout)?.format, "detected").toBe("top");
    const fs = frames(parse(cap.stdout, { source: cap.command }) as TopRecord[]);
    expect(fs).toHaveLength(1);
    const f = fs[0]!;
    expect(f.variant).toBe("busybox");
    const mi = meminfo();
    // BusyBox prints whole KiB and computes used as MemTotal - MemFree: used + free is MemTotal (2 KiB for reading
    // meminfo at another instant is not needed: both are from the same read).
    const sum = f.memory!.usedBytes! + f.memory!.freeBytes!;
    expect(Math.abs(sum - mi.MemTotal!), `used + free ${sum} vs MemTotal ${mi.MemTotal}`).toBeLessThanOrEqual(1024);
    expect(f.processes.length).toBeGreaterThan(0);
    for (const p of f.processes) {
      expect(Number.isSafeInteger(p.pid), `pid ${p.pid}`).toBe(true);
      expect(typeof p.command === "string" && p.command.length > 0, `command of pid ${p.pid}`).toBe(true);
    }
    return `Mem used + free = ${sum} B vs MemTotal ${mi.MemTotal} B (difference ${Math.abs(sum - mi.MemTotal!)} B); ${f.processes.length} rows with pid and command`;
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// jc, the peer parser

type Jc = Record<string, unknown> & { processes: Record<string, unknown>[] };

/** jc's status words for procps' S letters (jc top parser). */
const JC_STATUS: Record<string, string> = {
  R: "running",
  S: "sleeping",
  D: "uninterruptible sleep",
  I: "idle",
  T: "stopped by job control signal",
  t: "stopped by debugger during trace",
  Z: "zombie",
};

const round1 = (n: number): number => Math.round(n * 10) / 10;
const formatTimePlus = (s: number): string => `${Math.floor(s / 60)}:${(s % 60).toFixed(2).padStart(5, "0")}`;

/** jc field -> our value mapped to jc's names and units (the default 12 columns). */
const PROCESS_MAP: Record<string, { label: string; ours: (p: TopProcess) => unknown }> = {
  pid: { label: "PID", ours: (p) => p.pid },
  user: { label: "USER", ours: (p) => p.user },
  priority: { label: "PR", ours: (p) => p.priority },
  nice: { label: "NI", ours: (p) => p.nice },
  virtual_mem: { label: "VIRT", ours: (p) => (p.virtBytes as number) / 1024 },
  resident_mem: { label: "RES", ours: (p) => (p.resBytes as number) / 1024 },
  shared_mem: { label: "SHR", ours: (p) => (p.shrBytes as number) / 1024 },
  status: { label: "S", ours: (p) => JC_STATUS[p.state as string] ?? p.state },
  percent_cpu: { label: "%CPU", ours: (p) => p.cpuPercent },
  percent_mem: { label: "%MEM", ours: (p) => p.memPercent },
  time_hundredths: { label: "TIME+", ours: (p) => formatTimePlus(p.cpuTimeSeconds as number) },
  command: { label: "COMMAND", ours: (p) => p.command },
};

/** Element-level reasons (FORMATS.md §9, jc `top`); a process column differs only where one of them explains it. */
const WHY = {
  hmm: "jc reads the digits of procps' uptime as minutes (`up 1:08` -> 108, `up 3 days,  2:09` -> 3209); ours is days x 1440 + H x 60 + MM minutes",
  glued: "jc splits the CPU line on blanks and loses all of it when a 100.0 is glued to the `:` or `,` before it (`%Cpu(s):100.0 us`, `,100.0 id`): every cpu_* is null; ours reads it",
  suffix: "jc drops a unit suffix in a per-process memory cell without converting (`125.1m` -> 125.1, jc issue 661); ours converts to bytes (here mapped back to KiB)",
  rt: "jc turns the real-time priority `rt` into null; ours keeps `rt`",
} as const;

/**
 * jc's records for `text` against ours: every header field per frame, and each of the 12 default process columns
 * over all rows (one comparison per column, so that the table stays short; `printed` says how many rows differ).
 */
function compareWithJc(rc: RowContext, text: string, theirs: Jc[], source: string): string {
  const ours = frames(parse(text, { format: "top" }) as TopRecord[]);
  const raw = (parse(text, { format: "top", raw: true }) as unknown as { kind: string }[]).filter((r): r is TopRawFrame => r.kind === "frame");
  const frameTexts = text.split(/^(?=top - )/m).filter((t) => t.startsWith("top - "));
  expect(ours.length, "frames").toBe(theirs.length);
  const pairs: Pair[] = [];
  const tags = new Map<string, keyof typeof WHY>();
  const notCompared: Record<string, string> = {};
  for (const [i, j] of theirs.entries()) {
    const f = ours[i]!;
    const unit = UNIT[f.memoryUnit!] ?? 1024;
    const inUnit = (b: number | null | undefined): number | undefined => (b == null ? undefined : unit === 1024 ? b / 1024 : round1(b / unit));
    const cpuLine = /^%Cpu\(s\):.*$/m.exec(frameTexts[i] ?? "")?.[0] ?? "";
    const header: [string, unknown, string?][] = [
      ["time", f.time],
      ["uptime", f.uptimeSeconds === undefined ? undefined : f.uptimeSeconds / 60, raw[i]!.uptime],
      ["users", f.users],
      ["load_1m", f.loadAverage1m],
      ["load_5m", f.loadAverage5m],
      ["load_15m", f.loadAverage15m],
      ["tasks_total", f.tasks?.total],
      ["tasks_running", f.tasks?.running],
      ["tasks_sleeping", f.tasks?.sleeping],
      ["tasks_stopped", f.tasks?.stopped],
      ["tasks_zombie", f.tasks?.zombie],
      ["cpu_user", f.cpu?.userPercent, cpuLine],
      ["cpu_sys", f.cpu?.systemPercent, cpuLine],
      ["cpu_nice", f.cpu?.nicePercent, cpuLine],
      ["cpu_idle", f.cpu?.idlePercent, cpuLine],
      ["cpu_wait", f.cpu?.iowaitPercent, cpuLine],
      ["cpu_hardware", f.cpu?.hardIrqPercent, cpuLine],
      ["cpu_software", f.cpu?.softIrqPercent, cpuLine],
      ["cpu_steal", f.cpu?.stealPercent, cpuLine],
      ["mem_total", inUnit(f.memory?.totalBytes)],
      ["mem_free", inUnit(f.memory?.freeBytes)],
      ["mem_used", inUnit(f.memory?.usedBytes)],
      ["mem_buff_cache", inUnit(f.memory?.buffCacheBytes)],
      ["swap_total", inUnit(f.swap?.totalBytes)],
      ["swap_free", inUnit(f.swap?.freeBytes)],
      ["swap_used", inUnit(f.swap?.usedBytes)],
      ["mem_available", inUnit(f.memory?.availableBytes)],
    ];
    for (const [key, value, printed] of header) {
      const field = `[${i}].${key}`;
      const p: Pair = { field, theirs: j[key], ours: value };
      if (key === "uptime") {
        p.printed = `up ${printed}`;
        const digits = (printed ?? "").replace(/\D/g, "");
        if (digits && j[key] !== value && j[key] === Number(digits)) tags.set(field, "hmm");
      } else if (key.startsWith("cpu_") && j[key] === null && typeof value === "number" && /[:,]100\.0/.test(printed ?? "")) {
        p.printed = printed!.replace(/\s+$/, "").slice(0, 24);
        tags.set(field, "glued");
      }
      pairs.push(p);
    }
  }
  // Process columns, over every row of every frame.
  const keys = new Set(theirs.flatMap((j) => j.processes.flatMap((q) => Object.keys(q))));
  for (const key of keys) {
    const field = `processes[*].${key}`;
    const map = PROCESS_MAP[key];
    if (!map) {
      notCompared[field] = "a column of the all-fields view: this suite maps jc's names of the 12 default columns only";
      continue;
    }
    let n = 0;
    const diffs: { theirs: unknown; ours: unknown; cell: string; why?: keyof typeof WHY }[] = [];
    for (const [i, j] of theirs.entries()) {
      for (const [k, q] of j.processes.entries()) {
        const p = ours[i]!.processes[k]!;
        const cell = raw[i]!.processes[k]?.[map.label] ?? "";
        const o = map.ours(p);
        const t = q[key];
        n++;
        if (JSON.stringify(o) === JSON.stringify(t) || (typeof o === "number" && typeof t === "number" && Math.abs(o - t) < 1e-9)) continue;
        const sfx = /^(\d+(?:\.\d+)?)([kmgtpe])$/.exec(cell);
        const why = key === "priority" && cell === "rt" && t === null && o === "rt" ? "rt" : sfx && t === Number(sfx[1]) ? "suffix" : undefined;
        diffs.push({ theirs: t, ours: o, cell, why });
      }
    }
    if (diffs.length === 0) {
      pairs.push({ field, theirs: `${n} rows`, ours: `${n} rows` }); // every row equal
      continue;
    }
    // Show the first unexplained difference if there is one, else the first one.
    const shown = diffs.find((d) => !d.why) ?? diffs[0]!;
    pairs.push({ field, theirs: shown.theirs, ours: shown.ours, printed: `${shown.cell}; ${diffs.length} of ${n} rows differ` });
    if (diffs.every((d) => d.why && d.why === diffs[0]!.why)) tags.set(field, diffs[0]!.why!);
  }
  const rules: Rule[] = (Object.keys(WHY) as (keyof typeof WHY)[]).map((k) => ({ why: WHY[k], applies: (p) => tags.get(p.field) === k }));
  const theirFields = [
    ...theirs.flatMap((j, i) => Object.keys(j).filter((k) => k !== "processes").map((k) => `[${i}].${k}`)),
    ...[...keys].map((k) => `processes[*].${k}`),
  ];
  return compareInRow(rc, { format: "top", source, pairs, rules, notCompared, theirFields });
}

describe("top: jc (the peer parser) on the same capture", () => {
  row({ format: "top", variant: `peer: jc ${jc.version ?? ""} --top`.trimEnd(), source: liveTop }, (rc) => {
    const jcBin = needTool(rc.ctx, jc);
    const cap = procpsCapture ?? takeProcps(rc);
    const res = capture(jcBin, ["--top"], { input: cap.text });
    expect(res.status, res.stderr).toBe(0);
    return compareWithJc(rc, cap.text, JSON.parse(res.stdout) as Jc[], `jc ${jc.version} on ${cap.namespaced ? "unshare -fp " : ""}top -b -n 2 -d 0.5`);
  });
});

describe("top: public corpus (../shared/corpus/top)", () => {
  if (!corpusPresent("top", "top")) return;
  for (const file of corpusFiles("top")) {
    row({ format: "top", variant: "corpus", source: `corpus: top/${file}` }, () => {
      const text = corpusText("top", file);
      expect(detect(text)?.format, "detected format").toBe("top");
      const res = safeParse(text, { source: file });
      if (!res.success) throw res.error;
      const recs = res.data as TopRecord[];
      const errors = recs.filter((r) => r.kind === "error");
      if (file !== CUT_OFF) expect(errors, "error items (only the cut-off file may have them)").toEqual([]);
      const fs = frames(recs);
      expect(fs.length).toBeGreaterThan(0);
      const rows = fs.reduce((s, f) => s + f.processes.length, 0);
      return `variant ${fs[0]!.variant}; ${fs.length} frame(s), ${rows} process rows${errors.length ? `; ${errors.length} error item(s) for the cut-off last frame (MANIFEST: truncated)` : ""}`;
    });
    const expected = corpusExpected("top", file);
    if (expected !== undefined) {
      row({ format: "top", variant: "expected.json: jc 1.25.5 (top parser 1.2)", source: `corpus: top/${file}` }, (rc) => {
        expect(fieldPaths(expected).length).toBeGreaterThan(0);
        return compareWithJc(rc, corpusText("top", file), expected as Jc[], `jc expected: top/${file}`);
      });
    }
  }
});
