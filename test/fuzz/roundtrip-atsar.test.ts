/**
 * Generated atopsar 2.x `-c` and `-m` reports (layout of samples/atsar: atopsar.c's printf widths) with random values
 * parse back to the values generated: CPU percentages as printed (the `all` row is the sum over the CPUs; an
 * out-of-range one is named in the row's warnings: per CPU 0-100, on the `all` row 0 to N x 100), memory
 * cells in MiB (`2024M`, or `123.4G` for a value too wide for MiB) to bytes, 1024-based, and ISO timestamps taking
 * their date from the `analysis date:` banners, a new one printed before the first row after midnight. Two layouts:
 * `atopsar -r file -c -m` (one banner per report, the clock restarting for each report; the report header carries the
 * day atopsar ran, not the data's) and a live single report (`atopsar -c 1 N`); optionally `-S` (the time on every
 * line instead of continuation rows).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFormatName } from "../../src/formats/index.js";
import type { AtsarRecord } from "../../src/formats/atsar/schema.js";
import { parse } from "../../src/index.js";
import { expectSound, fcParams } from "./harness.js";

const DAY = 86_400;

const CPU_COLUMNS = ["%usr", "%nice", "%sys", "%irq", "%softirq", "%steal", "%guest", "%wait", "%idle"] as const;
const CPU_FIELDS = [
  "cpuUserPercent",
  "cpuNicePercent",
  "cpuSystemPercent",
  "cpuIrqPercent",
  "cpuSoftirqPercent",
  "cpuStealPercent",
  "cpuGuestPercent",
  "cpuIowaitPercent",
  "cpuIdlePercent",
] as const;
/** `%5.0f %5.0f %4.0f %4.0f %8.0f %7.0f %6.0f %6.0f %5.0f` after the cpu column. */
const CPU_WIDTHS = [5, 5, 4, 4, 8, 7, 6, 6, 5];
const MEM_COLUMNS = ["memtotal", "memfree", "buffers", "cached", "dirty", "slabmem", "swptotal", "swpfree"] as const;
const MEM_FIELDS = ["memTotalBytes", "memFreeBytes", "memBuffersBytes", "memCachedBytes", "memDirtyBytes", "memSlabBytes", "swapTotalBytes", "swapFreeBytes"] as const;
/** Separator and width of each memory cell, as in samples/atsar/atopsar-live-m-1-3.txt. */
const MEM_CELLS: [string, number][] = [
  ["  ", 8],
  [" ", 7],
  [" ", 7],
  [" ", 6],
  [" ", 5],
  [" ", 7],
  ["  ", 8],
  [" ", 7],
];
const MIB = 1024 ** 2;
const GIB = 1024 ** 3;

interface MemCell {
  text: string;
  bytes: number;
}
/** `12345M` (whole MiB), or `%5.1fG` for a large value; a 1024-based G of one decimal rounds to a whole byte. */
const memCell: fc.Arbitrary<MemCell> = fc.oneof(
  { weight: 4, arbitrary: fc.nat({ max: 99_999 }).map((m) => ({ text: `${m}M`, bytes: m * MIB })) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 99_999 }).map((t) => ({ text: `${(t / 10).toFixed(1)}G`, bytes: Math.round((t * GIB) / 10) })) },
);

interface CpuRow {
  key: string;
  values: number[];
}
interface Report {
  host: string;
  release: string;
  version: string;
  year: number;
  month: number;
  day: number;
  /** Days between the data's first day and the day in the report header (atopsar -r run later). */
  headerLag: number;
  raw: boolean;
  everyLineTimed: boolean;
  reports: ("cpu" | "mem")[];
  start: number;
  interval: number;
  cpu: CpuRow[][];
  mem: MemCell[][];
}

const reportArb: fc.Arbitrary<Report> = fc
  .record({
    host: fc.stringMatching(/^[a-z][a-z0-9-]{0,14}$/),
    release: fc.tuple(fc.integer({ min: 3, max: 6 }), fc.nat({ max: 19 }), fc.nat({ max: 300 }), fc.constantFrom("", "-amd64", "-fc-v782", "-generic")).map(([a, b, c, s]) => `${a}.${b}.${c}${s}`),
    version: fc.constantFrom("#1 SMP PREEMPT_DYNAMIC @0", "#1 SMP Debian 6.1.76-1 (2024-02-01)", "#42-Ubuntu SMP PREEMPT_DYNAMIC Mon Feb 12 14:30:45 UTC 2024"),
    date: fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2037, 11, 31)), noInvalidDate: true }),
    headerLag: fc.integer({ min: 0, max: 2 }),
    raw: fc.boolean(),
    everyLineTimed: fc.boolean(),
    reports: fc.constantFrom<("cpu" | "mem")[]>(["cpu"], ["mem"], ["cpu", "mem"]),
    cpus: fc.integer({ min: 1, max: 4 }),
    // Often a few minutes before midnight, so that the clock wraps.
    start: fc.oneof(fc.nat({ max: DAY - 1 }), fc.integer({ min: DAY - 900, max: DAY - 1 })),
    interval: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 7200 })),
    intervals: fc.integer({ min: 1, max: 4 }),
  })
  .chain(({ date, cpus, intervals, ...r }) => {
    // Now and then a value out of range, which the row must name in its warnings (see expectedWarnings).
    const pct = (max: number) => fc.oneof({ weight: 19, arbitrary: fc.nat({ max }) }, { weight: 1, arbitrary: fc.integer({ min: -99, max: 999 }) });
    const perCpu = fc.array(fc.array(pct(100), { minLength: 9, maxLength: 9 }), { minLength: cpus, maxLength: cpus });
    // The `all` row: atopsar 2.x prints the sum over the CPUs (0 to cpus x 100).
    const interval: fc.Arbitrary<CpuRow[]> = fc
      .tuple(fc.array(pct(cpus * 100), { minLength: 9, maxLength: 9 }), perCpu)
      .map(([all, each]) => [{ key: "all", values: all }, ...each.map((values, i) => ({ key: String(i), values }))]);
    return fc
      .record({
        cpu: fc.array(interval, { minLength: intervals, maxLength: intervals }),
        mem: fc.array(fc.array(memCell, { minLength: 8, maxLength: 8 }), { minLength: intervals, maxLength: intervals }),
      })
      .map((v) => ({
        ...r,
        ...v,
        // A live run prints one report, and its header shows the day it started.
        reports: r.raw ? r.reports : r.reports.slice(0, 1),
        headerLag: r.raw ? r.headerLag : 0,
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      }));
  });

const two = (n: number): string => String(n).padStart(2, "0");

/** The calendar date `days` after the report's first day, as [YYYY, MM, DD]. */
function dayOf(r: Report, days: number): [string, string, string] {
  const iso = new Date(Date.UTC(r.year, r.month - 1, r.day) + days * DAY * 1000).toISOString();
  return [iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10)];
}

function clock(seconds: number): string {
  const s = seconds % DAY;
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

function render(r: Report): string {
  const banner = (days: number): string => `-------------------------- analysis date: ${dayOf(r, days).join("/")} --------------------------`;
  const lines = ["", `${r.host}  ${r.release}  ${r.version}  x86_64  ${dayOf(r, r.headerLag).join("/")}`, "", banner(0), ""];
  const at = (k: number): number => r.start + k * r.interval;
  r.reports.forEach((report, n) => {
    if (n > 0) lines.push("", banner(0), "");
    let day = 0;
    lines.push(
      report === "cpu"
        ? `${clock(at(0))}  cpu  %usr %nice %sys %irq %softirq  %steal %guest  %wait %idle  _cpu_`
        : `${clock(at(0))}  memtotal memfree buffers cached dirty slabmem  swptotal swpfree _mem_`,
    );
    for (let k = 1; k <= r.cpu.length; k++) {
      const d = Math.floor(at(k) / DAY);
      if (d !== day) lines.push(banner((day = d)));
      const time = clock(at(k));
      if (report === "cpu") {
        r.cpu[k - 1]!.forEach((row, i) => {
          const head = i === 0 || r.everyLineTimed ? time : " ".repeat(8);
          lines.push(`${head}  ${row.key.padStart(3)}${row.values.map((v, j) => ` ${String(v).padStart(CPU_WIDTHS[j]!)}`).join("")}`);
        });
      } else {
        lines.push(`${time}${r.mem[k - 1]!.map((c, j) => MEM_CELLS[j]![0] + c.text.padStart(MEM_CELLS[j]![1])).join("")}`);
      }
    }
  });
  return `${lines.join("\n")}\n`;
}

function timestampOf(r: Report, k: number): string {
  const abs = r.start + k * r.interval;
  return `${dayOf(r, Math.floor(abs / DAY)).join("-")}T${clock(abs)}`;
}

type Fields = Record<string, unknown> & { timestamp?: string; time?: string };

/** The warnings a cpu row must carry: per CPU 0-100, on the `all` row 0 to cpus x 100 (the sum over the CPUs). */
function expectedWarnings(row: CpuRow, cpus: number): string[] | undefined {
  const max = row.key === "all" ? cpus * 100 : 100;
  const out = CPU_COLUMNS.flatMap((col, j) => (row.values[j]! < 0 || row.values[j]! > max ? [`${col} ${row.values[j]} is outside 0-${max}`] : []));
  return out.length > 0 ? out : undefined;
}

describe.skipIf(!isFormatName("atsar"))("round trip: generated atopsar reports", () => {
  it("atopsar -c / -m, raw-log and live layouts, -S, across midnight", () => {
    fc.assert(
      fc.property(reportArb, (r) => {
        const text = render(r);
        const records = parse(text, { format: "atsar" }) as AtsarRecord[];
        expect(parse(text)).toEqual(records); // auto-detected as atsar
        const [header, ...rest] = records;
        expect(header).toEqual({
          format: "atsar",
          kind: "header",
          hostname: r.host,
          kernelRelease: r.release,
          kernelVersion: r.version,
          machine: "x86_64",
          date: dayOf(r, r.headerLag).join("-"),
        });
        expect(rest.every((x) => x.kind === "sample")).toBe(true);
        const samples = rest as unknown as Fields[];

        const cpu = samples.filter((s) => s.section === "cpu");
        const mem = samples.filter((s) => s.section === "mem");
        expect(cpu.length + mem.length).toBe(samples.length);
        const perInterval = r.cpu[0]!.length;
        expect(cpu).toHaveLength(r.reports.includes("cpu") ? r.cpu.length * perInterval : 0);
        expect(mem).toHaveLength(r.reports.includes("mem") ? r.mem.length : 0);

        if (r.reports.includes("cpu")) {
          r.cpu.forEach((rows, k) =>
            rows.forEach((row, i) => {
              const got = cpu[k * perInterval + i]!;
              // a row has its timestamp, or its clock when no date is known (#41: not both)
              const timestamp = timestampOf(r, k + 1);
              expect(got).toMatchObject({ tag: "cpu", key: row.key, ...(timestamp !== undefined ? { timestamp } : { time: clock(r.start + (k + 1) * r.interval) }) });
              if (timestamp !== undefined) expect(got.time).toBeUndefined();
              CPU_FIELDS.forEach((f, j) => {
                expect(got[f], f).toBe(row.values[j]);
              });
              expect(got.warnings).toEqual(expectedWarnings(row, perInterval - 1));
            }),
          );
        }
        if (r.reports.includes("mem")) {
          r.mem.forEach((cells, k) => {
            const got = mem[k]!;
            expect(got).toMatchObject({ tag: "mem", timestamp: timestampOf(r, k + 1) });
            expect(got.warnings).toBeUndefined();
            MEM_FIELDS.forEach((f, j) => {
              expect(got[f], f).toBe(cells[j]!.bytes);
            });
          });
        }

        expectSound(text, "atsar");
      }),
      fcParams(),
    );
  });
});
