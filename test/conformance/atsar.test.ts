/**
 * Conformance of `atsar` (atopsar, from Debian's atop): fresh, bounded live reports (`atopsar -c 1 2`,
 * `atopsar -m 1 2`, about 2 s each), each parsed with auto-detection and checked against the machine: the `all` CPU
 * row against the sum of the per-CPU rows (atopsar prints `all` as the sum, within the rounding of each printed
 * percentage), one per-CPU row per CPU; memtotal and swptotal against /proc/meminfo; the header against uname.
 * There is no public atopsar output to compare with (../shared/corpus/MANIFEST.md found none); a corpus folder, if
 * one is added, is parsed file by file.
 */
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import { describe, expect } from "vitest";
import { detect, parse, safeParse } from "../../src/index.js";
import type { AtsarHeaderRecord, AtsarRecord, AtsarSampleRecord } from "../../src/formats/atsar/schema.js";
import { clockOf, parseAtsarRaw } from "../atsar/helpers.js";
import { capture, corpusFiles, corpusRoot, corpusText, findTool, needTool, row, type RowContext } from "./runner.js";

const atop = findTool("atop", "atop", ["atop"], ["-V"], /Version:\s+(\S+)/);
// atopsar has no version option: its usage text (on an unknown option) proves it runs.
const atopsar = findTool("atopsar", "atop", ["atopsar"], ["-V"], /Usage: atopsar/);
const live = `live: atop ${atop.version ?? "(missing)"} atopsar`;

type Cpu = Extract<AtsarSampleRecord, { section: "cpu" }>;
type Mem = Extract<AtsarSampleRecord, { section: "mem" }>;
const isSample = (r: AtsarRecord): r is AtsarSampleRecord => r.kind === "sample";

const CPU_FIELDS = ["cpuUserPercent", "cpuNicePercent", "cpuSystemPercent", "cpuIrqPercent", "cpuSoftirqPercent", "cpuStealPercent", "cpuGuestPercent", "cpuIowaitPercent", "cpuIdlePercent"] as const;

/** Runs atopsar (C locale, UTC), checks detection and the header against uname, returns the records. */
function report(rc: RowContext, args: string[]): { text: string; recs: AtsarRecord[]; header: AtsarHeaderRecord; seconds: [number, number] } {
  const bin = needTool(rc.ctx, atopsar);
  const start = Date.now();
  const cap = capture(bin, args, { env: { TZ: "UTC" }, timeoutMs: 15_000 });
  const end = Date.now();
  expect(cap.status, cap.stderr).toBe(0);
  expect(detect(cap.stdout)?.format, "detected").toBe("atsar");
  const res = safeParse(cap.stdout, { source: cap.command });
  if (!res.success) throw res.error;
  const recs = res.data as AtsarRecord[];
  expect(recs.every((r) => r.format === "atsar")).toBe(true);
  const header = recs.find((r): r is AtsarHeaderRecord => r.kind === "header")!;
  expect(header, "report header").toBeDefined();
  expect(header.hostname).toBe(os.hostname().split(".")[0]);
  expect(header.kernelRelease).toBe(os.release());
  expect([new Date(start).toISOString().slice(0, 10), new Date(end).toISOString().slice(0, 10)]).toContain(header.date);
  // Each row's time is within the capture (whole seconds, UTC).
  for (const r of recs.filter(isSample)) {
    const t = Date.parse(`${r.timestamp}Z`);
    expect(t, `${r.section} row at ${r.timestamp}`).toBeGreaterThanOrEqual(Math.floor(start / 1000) * 1000);
    expect(t, `${r.section} row at ${r.timestamp}`).toBeLessThanOrEqual(Math.ceil(end / 1000) * 1000);
  }
  return { text: cap.stdout, recs, header, seconds: [start, end] };
}

/** /proc/meminfo in bytes. */
function meminfo(): Record<string, number> {
  const mi: Record<string, number> = Object.create(null);
  for (const m of readFileSync("/proc/meminfo", "utf8").matchAll(/^(\w+(?:\(\w+\))?):\s+(\d+)/gm)) mi[m[1]!] = Number(m[2]) * 1024;
  return mi;
}

/**
 * What atopsar prints for a size in bytes: whole MiB (`24105M`, cut, not rounded) or, for larger values, GiB/TiB
 * with one decimal; returns the interval of byte values the printed cell stands for.
 */
function printedInterval(printed: string): { nominal: number; lo: number; hi: number } {
  const m = /^(\d+(?:\.(\d+))?)([KMGT])$/.exec(printed);
  expect(m, `size cell ${printed}`).not.toBeNull();
  const unit = 1024 ** { K: 1, M: 2, G: 3, T: 4 }[m![3] as "K" | "M" | "G" | "T"];
  const v = Number(m![1]);
  // A whole number of units is the value cut down; a decimal one is rounded to its last digit.
  return m![2] === undefined ? { nominal: v * unit, lo: v * unit, hi: (v + 1) * unit } : { nominal: v * unit, lo: (v - 0.05) * unit, hi: (v + 0.05) * unit };
}

describe("atsar: live atopsar reports, each against the machine", () => {
  row({ format: "atsar", variant: "atopsar -c 1 2", source: live }, (rc) => {
    const { recs } = report(rc, ["-c", "1", "2"]);
    const cpu = recs.filter((r): r is Cpu => isSample(r) && r.section === "cpu");
    const nproc = os.cpus().length;
    const alls = cpu.map((r, i) => [r, i] as const).filter(([r]) => r.key === "all");
    expect(alls, "one `all` row per interval").toHaveLength(2);
    const bound = Math.max(2, nproc);
    let worst = 0;
    let compared = 0;
    for (const [all, i] of alls) {
      const next = alls.find(([, j]) => j > i)?.[1] ?? cpu.length;
      const per = cpu.slice(i + 1, next);
      // One row per online CPU, numbered 0..n-1 (atopsar leaves out none that is online).
      expect(per.map((r) => r.key), `per-CPU rows at ${clockOf(all)}`).toEqual(Array.from({ length: nproc }, (_, k) => String(k)));
      expect(per.every((r) => clockOf(r) === clockOf(all))).toBe(true);
      for (const f of CPU_FIELDS) {
        expect(all[f], `${f} of all at ${clockOf(all)}`).toBeTypeOf("number");
        const sum = per.reduce((s, r) => s + (r[f] as number), 0);
        // Each printed percentage is rounded to a whole number (the sum of n cells is within n/2 of the true sum, `all`
        // within 1/2), and atopsar computes `all` from the total ticks, not from the cells: within n points, the bound
        // test/atsar/oracle.test.ts uses on the samples (2 at least).
        const off = Math.abs((all[f] as number) - sum);
        expect(off, `${f}: all ${all[f]} vs sum of per-CPU ${sum} at ${clockOf(all)}`).toBeLessThanOrEqual(bound);
        worst = Math.max(worst, off);
        compared++;
      }
      // Every column of every CPU together: n x 100 % (atopsar's %guest is part of %usr, so it is left out).
      const total = CPU_FIELDS.filter((f) => f !== "cpuGuestPercent").reduce((s, f) => s + (all[f] as number), 0);
      expect(Math.abs(total - nproc * 100), `sum of all's columns at ${clockOf(all)}: ${total}`).toBeLessThanOrEqual(CPU_FIELDS.length);
    }
    return `${alls.length} intervals x (all + ${nproc} CPUs); ${compared} all-row values = sum of per-CPU rows (largest difference ${worst} point(s), bound ${bound}); all's columns sum to ${nproc} x 100 %`;
  });

  row({ format: "atsar", variant: "atopsar -m 1 2", source: live }, (rc) => {
    const { recs, text } = report(rc, ["-m", "1", "2"]);
    const mem = recs.filter((r): r is Mem => isSample(r) && r.section === "mem");
    // what atopsar printed (raw: true; its sample rows are the records' one to one)
    const rawRows = parseAtsarRaw(text).filter((r) => r.kind === "sample");
    const sampleRecs = recs.filter(isSample);
    const printedCell = (r: Mem, cell: string): string => {
      const raw = rawRows[sampleRecs.indexOf(r)]!;
      return raw.kind === "sample" ? raw.columns.find((c) => c.name === cell)!.text : "";
    };
    expect(mem, "one row per interval").toHaveLength(2);
    const mi = meminfo();
    const checks: string[] = [];
    for (const r of mem) {
      for (const [key, cell, field] of [["memTotalBytes", "memtotal", "MemTotal"], ["swapTotalBytes", "swptotal", "SwapTotal"]] as const) {
        const printed = printedCell(r, cell);
        const { nominal, lo, hi } = printedInterval(printed);
        expect(Math.abs(r[key]! - nominal), `${key} = printed ${printed} x its unit`).toBeLessThan(1);
        expect(mi[field], `/proc/meminfo ${field} within printed ${printed}`).toBeGreaterThanOrEqual(lo);
        expect(mi[field], `/proc/meminfo ${field} within printed ${printed}`).toBeLessThan(hi);
        if (r === mem[0]) checks.push(`${cell} ${printed} (${r[key]} B) holds ${field} ${mi[field]} B`);
      }
      expect(r.memFreeBytes!).toBeLessThanOrEqual(r.memTotalBytes!);
      expect(r.swapFreeBytes!).toBeLessThanOrEqual(r.swapTotalBytes!);
    }
    return `${mem.length} rows; ${checks.join("; ")}; free <= total`;
  });
});

describe("atsar: public corpus", () => {
  const present = existsSync(`${corpusRoot}/atsar`);
  if (!present) {
    row({ format: "atsar", variant: "corpus", source: "../shared/corpus/atsar/" }, ({ ctx }) => {
      ctx.skip("no public atopsar/atsar output exists (../shared/corpus/MANIFEST.md: none anywhere in the index)");
    });
    return;
  }
  for (const file of corpusFiles("atsar")) {
    row({ format: "atsar", variant: "corpus", source: `corpus: atsar/${file}` }, () => {
      const text = corpusText("atsar", file);
      expect(detect(text)?.format, "detected format").toBe("atsar");
      const recs = parse(text, { source: file }) as AtsarRecord[];
      const samples = recs.filter(isSample);
      expect(samples.length).toBeGreaterThan(0);
      return `${samples.length} rows in ${new Set(samples.map((r) => r.section)).size} reports`;
    });
  }
});
