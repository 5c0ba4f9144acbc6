/**
 * Conformance of `free`: fresh captures of procps-ng free in every unit flag and row flag, in translated locales and
 * of BusyBox free, each read with the options that match its flags and checked against `free -b` (BusyBox: its own
 * `-b`) run right after it; `free -b` itself against /proc/meminfo; jc (the peer parser, Debian's `jc`) on the same
 * captures; then the public corpus, with jc's expected output compared field by field.
 *
 * Bounds: a value printed in a unit stands for an interval of bytes (free truncates plain units; `-h` keeps 2-3
 * digits). Totals must fall inside it exactly; fields that move on a live system (used, free, cache, available...)
 * within 64 MiB of drift between the two runs.
 */
import { readFileSync } from "node:fs";
import { describe, expect } from "vitest";
import { detect, parse, safeParse } from "../../src/index.js";
import type { FreeParseOptions } from "../../src/formats/free/index.js";
import type { FreeRawRecord } from "../../src/formats/free/raw.js";
import type { FreeRecord } from "../../src/formats/free/schema.js";
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

type Opts = Omit<FreeParseOptions, "format">;

const free = findTool("free", "procps", ["free"], ["-V"], /procps-ng (\S+)/);
const busybox = findTool("busybox", "busybox", ["busybox"], ["--help"], /BusyBox v(\S+)/);
const jc = findTool("jc", "jc", ["jc"], ["--version"], /jc version:\s+(\S+)/);
const liveFree = `live: procps-ng free ${free.version ?? "(missing)"}`;
const liveBusybox = `live: BusyBox ${busybox.version ?? "(missing)"} free`;

const DRIFT = 64 * 2 ** 20;
const STABLE = /^(mem|swap|low|high|combined)TotalBytes$|^commitLimitBytes$/;
const UNIT_BYTES: Record<string, number> = { B: 1, KiB: 1024, MiB: 2 ** 20, GiB: 2 ** 30, TiB: 2 ** 40, PiB: 2 ** 50, kB: 1e3, MB: 1e6, GB: 1e9, TB: 1e12, PB: 1e15 };
const POWER: Record<string, number> = { B: 0, K: 1, M: 2, G: 3, T: 4, P: 5 };

function parseFree(text: string, opts: Opts = {}): FreeRecord[] {
  const recs = parse(text, { ...opts, format: "free" } as FreeParseOptions & { format: "free" });
  return recs as FreeRecord[];
}

/** Record keys of a raw row's values, in print order (FORMATS.md §5 column orders). */
function keysOf(raw: FreeRawRecord, role: string): string[] {
  const mem: Record<string, string[]> = {
    "buff-cache": ["memTotalBytes", "memUsedBytes", "memFreeBytes", "memSharedBytes", "memBuffCacheBytes", "memAvailableBytes"],
    wide: ["memTotalBytes", "memUsedBytes", "memFreeBytes", "memSharedBytes", "memBuffersBytes", "memCacheBytes", "memAvailableBytes"],
    "buffers-cached": ["memTotalBytes", "memUsedBytes", "memFreeBytes", "memSharedBytes", "memBuffersBytes", "memCachedBytes"],
    buffers: ["memTotalBytes", "memUsedBytes", "memFreeBytes", "memSharedBytes", "memBuffersBytes"],
  };
  const three = (p: string): string[] => [`${p}TotalBytes`, `${p}UsedBytes`, `${p}FreeBytes`];
  switch (role) {
    case "mem":
      return mem[raw.layout]!;
    case "low":
    case "high":
    case "swap":
      return three(role);
    case "total":
      return three("combined");
    case "comm":
      return ["commitLimitBytes", "committedBytes", "commitAvailableBytes"];
    case "buffersCache":
      return raw.layout === "buffers" ? ["memUsedExclBuffersBytes", "memFreeInclBuffersBytes"] : ["memUsedExclBuffCacheBytes", "memFreeInclBuffCacheBytes"];
    default:
      throw new Error(`unexpected row ${role}`);
  }
}

/** Each size field of each record with the text free printed for it. */
function printed(text: string, opts: Opts): Map<string, string>[] {
  const raws = parse(text, { ...opts, format: "free", raw: true }) as unknown as FreeRawRecord[];
  return raws.map((raw) => new Map(raw.rows.flatMap((r) => keysOf(raw, r.role).map((k, i) => [k, r.values[i]!] as [string, string]))));
}

/** The bytes a printed value can stand for (procps truncates plain units and integer -h values, rounds `%.1f`). */
function interval(text: string, rec: FreeRecord, isBusybox: boolean): [number, number] {
  let unit: number;
  let value: number;
  let decimal = false;
  if (rec.unit === "human") {
    const m = /^(-?\d+(?:[.,]\d+)?)([BKMGTP]?)i?$/.exec(text);
    if (!m) throw new Error(`not a -h value: ${text}`);
    value = Number(m[1]!.replace(",", "."));
    decimal = /[.,]/.test(m[1]!);
    unit = rec.humanBase! ** POWER[m[2] || "B"]!;
  } else {
    value = Number(text);
    unit = UNIT_BYTES[rec.unit]!;
  }
  const v = value * unit;
  if (unit === 1) return [v, v];
  if (isBusybox) return decimal ? [v - 0.06 * unit, v + 0.06 * unit] : [v - 0.5 * unit, v + unit];
  if (decimal) return [v - 0.05 * unit - 1e-6 * Math.abs(v), v + 0.05 * unit + 1e-6 * Math.abs(v)];
  if (value === 0) return [-unit, unit];
  return value > 0 ? [v, v + unit] : [v - unit, v];
}

/**
 * Every size field of `text` (read with `opts`) against the bytes of the `free -b` runs taken right before and right
 * after it. Totals must fall in the printed value's interval exactly; fields that move on a live system within the
 * span of the two oracle runs plus DRIFT. Returns the moving fields that fell outside (empty = pass), so that the
 * caller can retake the captures on a busy machine.
 */
function checkAgainstBytes(
  text: string,
  opts: Opts,
  oracles: [string, string],
  isBusybox: boolean,
): { fields: number; drift: number; records: FreeRecord[]; moved: string[] } {
  const recs = parseFree(text, opts);
  const [before, after] = oracles.map((o) => parseFree(o, { unit: "b" })) as [FreeRecord[], FreeRecord[]];
  const texts = printed(text, opts);
  expect(recs.length, "records (blocks)").toBe(before.length);
  let fields = 0;
  let drift = 0;
  const moved: string[] = [];
  for (const [i, rec] of recs.entries()) {
    const b = before[i] as unknown as Record<string, number>;
    const a = after[i] as unknown as Record<string, number>;
    for (const [key, bytes] of Object.entries(rec)) {
      if (!key.endsWith("Bytes")) continue;
      expect(b[key], `${key} in the free -b oracle`).toBeTypeOf("number");
      const shown = texts[i]!.get(key)!;
      const [lo, hi] = interval(shown, rec, isBusybox);
      // Ours is the printed value times its unit: inside the interval.
      expect(bytes as number, `${key}: ours vs printed ${shown}`).toBeGreaterThanOrEqual(Math.floor(lo));
      expect(bytes as number, `${key}: ours vs printed ${shown}`).toBeLessThanOrEqual(Math.ceil(hi));
      const [tLo, tHi] = [Math.min(b[key]!, a[key]!), Math.max(b[key]!, a[key]!)];
      const off = tHi < lo ? lo - tHi : tLo > hi ? tLo - hi : 0;
      if (STABLE.test(key)) expect(off, `${key}: printed ${shown} (${bytes} B), free -b says ${tLo}..${tHi}`).toBe(0);
      else if (off > DRIFT) moved.push(`${key}: printed ${shown} (${bytes} B), free -b says ${tLo}..${tHi}`);
      drift = Math.max(drift, off);
      fields++;
    }
  }
  return { fields, drift, records: recs, moved };
}

/**
 * Takes `free -b`, the capture, `free -b` again, and checks; retakes all three (at most 3 times) when only moving
 * fields drifted, which happens on a busy machine. A parsing error fails at once.
 */
function captureAndCheck(take: () => string, oracle: () => string, opts: Opts, isBusybox: boolean): ReturnType<typeof checkAgainstBytes> & { attempts: number; text: string } {
  for (let attempt = 1; ; attempt++) {
    const before = oracle();
    const text = take();
    const after = oracle();
    expect(detect(text)?.format, "detected").toBe("free");
    const res = checkAgainstBytes(text, opts, [before, after], isBusybox);
    if (res.moved.length === 0) return { ...res, attempts: attempt, text };
    if (attempt === 3) throw new Error(`memory moved more than ${DRIFT / 2 ** 20} MiB beyond the free -b runs around the capture, 3 times:\n  ${res.moved.join("\n  ")}`);
  }
}

const retakes = (n: number): string => (n > 1 ? ` (${n} attempts: memory moved)` : "");

const mib = (n: number): string => `${(n / 2 ** 20).toFixed(1)} MiB`;

describe("free: live procps-ng captures, each against free -b taken right after", () => {
  /** flags, the options that read them, the row flags for the oracle. */
  const cases: [string[], Opts][] = [
    [[], {}],
    [["-b"], { unit: "b" }],
    [["-k"], { unit: "k" }],
    [["-m"], { unit: "m" }],
    [["-g"], { unit: "g" }],
    [["--tebi"], { unit: "tebi" }],
    [["--pebi"], { unit: "pebi" }],
    [["--kilo"], { unit: "kilo" }],
    [["--mega"], { unit: "mega" }],
    [["--giga"], { unit: "giga" }],
    [["--tera"], { unit: "tera" }],
    [["--peta"], { unit: "peta" }],
    [["--si"], { si: true }],
    [["-h"], {}],
    [["-h", "--si"], { si: true }],
    [["-w"], {}],
    [["-l"], {}],
    [["-t"], {}],
    [["-v"], {}],
    [["-h", "-w", "-l", "-t", "-v"], {}],
    [["-m", "-w", "-t"], { unit: "m" }],
    [["-m", "-c", "2", "-s", "0.1"], { unit: "m" }],
  ];
  for (const [flags, opts] of cases) {
    row({ format: "free", variant: `free ${flags.join(" ") || "(default)"}`, source: liveFree }, ({ ctx }) => {
      const bin = needTool(ctx, free);
      const rowFlags = flags.filter((f) => ["-w", "-l", "-t", "-v", "-c", "2", "-s", "0.1"].includes(f));
      const { fields, drift, records, attempts } = captureAndCheck(() => capture(bin, flags).stdout, () => capture(bin, ["-b", ...rowFlags]).stdout, opts, false);
      expect(fields).toBeGreaterThanOrEqual(9);
      return `${records.length} record(s), ${fields} fields (unit ${records[0]!.unit}) within rounding of free -b; largest drift ${mib(drift)}${retakes(attempts)}`;
    });
  }

  row({ format: "free", variant: "free -b -l -t -v vs /proc/meminfo", source: liveFree }, ({ ctx }) => {
    const bin = needTool(ctx, free);
    const [rec] = parseFree(capture(bin, ["-b", "-l", "-t", "-v"]).stdout, { unit: "b" });
    const mi: Record<string, number> = Object.create(null);
    for (const m of readFileSync("/proc/meminfo", "utf8").matchAll(/^(\w+(?:\(\w+\))?):\s+(\d+)/gm)) mi[m[1]!] = Number(m[2]) * 1024;
    expect(rec!.memTotalBytes).toBe(mi.MemTotal);
    expect(rec!.swapTotalBytes).toBe(mi.SwapTotal);
    expect(rec!.combinedTotalBytes).toBe(mi.MemTotal! + mi.SwapTotal!);
    expect(rec!.commitLimitBytes).toBe(mi.CommitLimit);
    // Low = all memory on 64-bit kernels (no HighTotal in meminfo).
    if (mi.HighTotal === undefined) expect(rec!.lowTotalBytes).toBe(mi.MemTotal);
    for (const [key, field] of [["memFreeBytes", "MemFree"], ["memAvailableBytes", "MemAvailable"], ["committedBytes", "Committed_AS"]] as const) {
      expect(Math.abs((rec![key] as number) - mi[field]!), `${key} vs ${field}`).toBeLessThanOrEqual(DRIFT);
    }
    return `MemTotal ${rec!.memTotalBytes} B, SwapTotal ${rec!.swapTotalBytes} B, CommitLimit ${rec!.commitLimitBytes} B exact; moving fields within ${mib(DRIFT)}`;
  });
});

describe("free: live captures in translated locales (procps-ng catalogs)", () => {
  const available = (() => {
    try {
      return capture("locale", ["-a"]).stdout.toLowerCase();
    } catch {
      return "";
    }
  })();
  for (const locale of ["de_DE.UTF-8", "fr_FR.UTF-8", "zh_CN.UTF-8", "ko_KR.UTF-8"]) {
    for (const flags of [["-h", "-w", "-l", "-t", "-v"], ["-w", "-l", "-t", "-v"]]) {
      row({ format: "free", variant: `LC_ALL=${locale} free ${flags.join(" ")}`, source: liveFree }, ({ ctx }) => {
        const bin = needTool(ctx, free);
        // Locales are data, not tools: .ci/run does not generate them, so a missing one skips, also in CI.
        if (!available.includes(locale.toLowerCase().replace("utf-8", "utf8"))) ctx.skip(`locale ${locale} not generated on this machine (localedef -i ${locale.split(".")[0]} -f UTF-8 ${locale})`);
        const { fields, drift, attempts, text } = captureAndCheck(
          () => capture(bin, flags, { env: { LC_ALL: locale, LANG: locale } }).stdout,
          () => capture(bin, ["-b", ...flags.filter((f) => f !== "-h")]).stdout,
          {},
          false,
        );
        const [raw] = parse(text, { format: "free", raw: true }) as unknown as FreeRawRecord[];
        expect(raw!.rows.map((r) => r.role)).toEqual(["mem", "low", "high", "swap", "total", "comm"]);
        return `labels ${raw!.rows.map((r) => r.label).join(" ")}; ${fields} fields within rounding of free -b; largest drift ${mib(drift)}${retakes(attempts)}`;
      });
    }
  }
});

describe("free: live BusyBox captures, each against busybox free -b taken right after", () => {
  for (const [flags, opts] of [[[], {}], [["-b"], { unit: "b" }], [["-k"], { unit: "k" }], [["-m"], { unit: "m" }], [["-g"], { unit: "g" }], [["-h"], {}]] as [string[], Opts][]) {
    row({ format: "free", variant: `busybox free ${flags.join(" ") || "(default)"}`, source: liveBusybox }, ({ ctx }) => {
      const bin = needTool(ctx, busybox);
      const { fields, drift, records, attempts } = captureAndCheck(() => capture(bin, ["free", ...flags]).stdout, () => capture(bin, ["free", "-b"]).stdout, opts, true);
      expect(records[0]!.layout).toBe("buff-cache");
      return `${fields} fields within rounding of busybox free -b; largest drift ${mib(drift)}${retakes(attempts)}`;
    });
  }
  row({ format: "free", variant: "busybox free -b vs procps free -b (totals)", source: liveBusybox }, ({ ctx }) => {
    const bb = parseFree(capture(needTool(ctx, busybox), ["free", "-b"]).stdout, { unit: "b" })[0]!;
    const pp = parseFree(capture(needTool(ctx, free), ["-b"]).stdout, { unit: "b" })[0]!;
    expect(bb.memTotalBytes).toBe(pp.memTotalBytes);
    expect(bb.swapTotalBytes).toBe(pp.swapTotalBytes);
    return `Mem total ${bb.memTotalBytes} B and Swap total ${bb.swapTotalBytes} B equal`;
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// jc, the peer parser

const JC_SUFFIX: Record<string, string> = { total: "Total", used: "Used", free: "Free", shared: "Shared", buff_cache: "BuffCache", buffers: "Buffers", cache: "Cache", cached: "Cached", available: "Available" };
const JC_PREFIX: Record<string, string> = { mem: "mem", low: "low", high: "high", swap: "swap", total: "combined" };

/** The differences between jc's free parser and ours that are jc's doing, each with the reason. */
const jcRules: Rule[] = [
  {
    why: "jc 1.25.5 (free parser 1.8) multiplies -h suffixes by powers of 1000 (3.7G -> 3.7e9); procps -h is 1024-based unless --si, so ours = number x 1024^k (theirs x 1.024^k)",
    applies: (p) => {
      const m = /^(\d+(?:\.\d+)?)([KMGTP])i?$/.exec(p.printed ?? "");
      return !!m && typeof p.theirs === "number" && Math.abs(p.theirs - Number(m[1]) * 1000 ** POWER[m[2]!]!) < 1;
    },
  },
  {
    why: "jc 1.22.5 (Debian bookworm, free parser 1.7) does not convert -h sizes: it drops the suffix and truncates the number (23Gi -> 23, 8.7Mi -> 8), so the unit is lost; ours is in bytes",
    applies: (p) => {
      const m = /^(\d+(?:\.\d+)?)([BKMGTP])i?$/.exec(p.printed ?? "");
      return !!m && p.theirs === Math.trunc(Number(m[1]));
    },
  },
];

/**
 * jc's output for `text` against ours, row by row and field by field. jc keeps free's printed numbers (KiB by
 * default) under the same names for every unit, so ours is mapped back with the unit free printed; -h values carry
 * no unit in jc, so ours stays in bytes there and the rules explain the difference.
 */
function compareWithJc(rc: RowContext, text: string, theirs: Record<string, unknown>[], source: string, opts: Opts = {}): string {
  const [rec] = parseFree(text, opts);
  const [raw] = parse(text, { ...opts, format: "free", raw: true }) as unknown as FreeRawRecord[];
  const ours = rec as unknown as Record<string, number>;
  const pairs: Pair[] = [];
  expect(theirs.length, "jc gives one object per printed row").toBe(raw!.rows.length);
  for (const [i, row] of theirs.entries()) {
    const role = raw!.rows[i]!.role;
    expect(String(row.type).toLowerCase(), `row ${i} type`).toBe(role === "total" ? "total" : role);
    const keys = keysOf(raw!, role);
    let j = 0;
    for (const [field, value] of Object.entries(row)) {
      if (field === "type") continue;
      const key = role === "comm" ? keys[j]! : `${JC_PREFIX[role]}${JC_SUFFIX[field]}Bytes`;
      expect(keys[j], `jc field ${field} is column ${j} of the ${role} row`).toBe(key);
      const printedText = raw!.rows[i]!.values[j++]!;
      const unit = rec!.unit === "human" ? 1 : UNIT_BYTES[rec!.unit]!;
      pairs.push({ field: `${row.type}.${field}`, theirs: value, ours: ours[key]! / unit, printed: printedText });
    }
  }
  return compareInRow(rc, {
    format: "free",
    source,
    pairs,
    rules: jcRules,
    theirFields: theirs.flatMap((r) => Object.keys(r).filter((k) => k !== "type").map((k) => `${r.type}.${k}`)),
  });
}

describe("free: jc (the peer parser) on fresh captures", () => {
  for (const [tool, args] of [
    ["free", []],
    ["free", ["-w"]],
    ["free", ["-b", "-l", "-t", "-v"]],
    ["free", ["-h"]],
    ["free", ["-h", "--si"]],
    ["busybox", ["free"]],
  ] as [string, string[]][]) {
    const src = tool === "free" ? liveFree : liveBusybox;
    row({ format: "free", variant: `peer: jc ${jc.version ?? ""} --free on ${tool} ${args.join(" ")}`.replace(/\s+$/, ""), source: src }, (rc) => {
      const bin = needTool(rc.ctx, tool === "free" ? free : busybox);
      const jcBin = needTool(rc.ctx, jc);
      const text = capture(bin, args).stdout;
      const res = capture(jcBin, ["--free"], { input: text });
      expect(res.status, res.stderr).toBe(0);
      const opts: Opts = args.includes("-b") ? { unit: "b" } : args.includes("--si") ? { si: true } : {};
      return compareWithJc(rc, text, JSON.parse(res.stdout) as Record<string, unknown>[], `jc ${jc.version} on ${tool} ${args.join(" ")}`, opts);
    });
  }
});

describe("free: public corpus (../shared/corpus/free)", () => {
  if (!corpusPresent("free", "free")) return;
  /** Files whose unit is not free's default, and what they are. */
  const options: Record<string, Opts> = { "jipengzhu-procps-3.2-m-buffers-cache.txt": { unit: "m" } };
  for (const file of corpusFiles("free")) {
    row({ format: "free", variant: "corpus", source: `corpus: free/${file}` }, () => {
      const text = corpusText("free", file);
      expect(detect(text)?.format, "detected format").toBe("free");
      const res = safeParse(text, { source: file });
      if (!res.success) throw res.error;
      const [rec] = parseFree(text, options[file] ?? {});
      const r = rec as unknown as Record<string, number>;
      // free's own identities, exact for KiB and bytes, within one unit otherwise.
      const tol = rec!.exact ? 0 : rec!.unit === "human" ? 0.1 * r.memTotalBytes! : 2 * UNIT_BYTES[rec!.unit]!;
      const checks: string[] = [];
      const near = (a: number, b: number, what: string): void => {
        expect(Math.abs(a - b), `${what}: ${a} vs ${b}`).toBeLessThanOrEqual(tol);
        checks.push(what);
      };
      if (r.swapTotalBytes !== undefined) near(r.swapTotalBytes, r.swapUsedBytes! + r.swapFreeBytes!, "swap total = used + free");
      if (rec!.layout === "buff-cache") near(r.memTotalBytes!, r.memUsedBytes! + r.memFreeBytes! + r.memBuffCacheBytes!, "total = used + free + buff/cache (procps-ng 3.3.10-4.0.0)");
      if (rec!.layout === "wide") near(r.memTotalBytes!, r.memUsedBytes! + r.memFreeBytes! + r.memBuffersBytes! + r.memCacheBytes!, "total = used + free + buffers + cache");
      if (r.memUsedExclBuffCacheBytes !== undefined) {
        near(r.memUsedExclBuffCacheBytes, r.memUsedBytes! - r.memBuffersBytes! - r.memCachedBytes!, "-/+ used = used - buffers - cached");
        near(r.memFreeInclBuffCacheBytes!, r.memFreeBytes! + r.memBuffersBytes! + r.memCachedBytes!, "-/+ free = free + buffers + cached");
      }
      if (r.memUsedExclBuffersBytes !== undefined) {
        near(r.memUsedExclBuffersBytes, r.memUsedBytes! - r.memBuffersBytes!, "-/+ buffers used = used - buffers");
        near(r.memFreeInclBuffersBytes!, r.memFreeBytes! + r.memBuffersBytes!, "-/+ buffers free = free + buffers");
      }
      expect(checks.length).toBeGreaterThan(0);
      return `layout ${rec!.layout}, unit ${rec!.unit}${options[file] ? " (unit option m: the -m in its source)" : ""}; ${checks.join("; ")}`;
    });
    const expected = corpusExpected("free", file);
    if (expected !== undefined) {
      row({ format: "free", variant: "expected.json: jc 1.25.5 (free parser 1.8)", source: `corpus: free/${file}` }, (rc) => {
        const theirs = expected as Record<string, unknown>[];
        expect(fieldPaths(theirs).length).toBeGreaterThan(0);
        return compareWithJc(rc, corpusText("free", file), theirs, `jc expected: free/${file}`, options[file] ?? {});
      });
    }
  }
});
