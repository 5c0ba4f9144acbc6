/**
 * Generated sysstat sar reports (`sar -u [-P ALL] -r`, FORMATS.md sar section) with random values parse back to the
 * values generated: percentages as printed (an out-of-range one named in the row's warnings), kB columns times 1024
 * in the *Bytes fields, ISO timestamps on the header's date, advanced a day when the generated clock passes midnight. Two layouts, as sar prints them: live
 * (`sar -u -r 1 N`: both sections per interval, one Average block at the end) and file (`sar -f`: each activity
 * over the whole file, followed by its Average rows). Three locales: C (24-hour, MM/DD/YY[YY]), en_US (12-hour
 * AM/PM) and de_DE (DD.MM.YYYY, decimal comma, `Durchschn.:`).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFormatName } from "../../src/formats/index.js";
import type { SarRecord } from "../../src/formats/sar/schema.js";
import { parse } from "../../src/index.js";
import { expectSound, fcParams } from "./harness.js";

const DAY = 86_400;

type Locale = "C" | "en_US" | "de_DE";
const AVERAGE: Record<Locale, string> = { C: "Average:", en_US: "Average:", de_DE: "Durchschn.:" };

const CPU_COLUMNS = ["%user", "%nice", "%system", "%iowait", "%steal", "%idle"] as const;
const CPU_FIELDS = ["cpuUserPercent", "cpuNicePercent", "cpuSystemPercent", "cpuIowaitPercent", "cpuStealPercent", "cpuIdlePercent"] as const;
/** `sar -r` columns (sysstat 12.x): [printed name, field, kB (true) or percent (false)]. */
const MEM_COLUMNS = [
  ["kbmemfree", "memFreeBytes", true],
  ["kbavail", "memAvailableBytes", true],
  ["kbmemused", "memUsedBytes", true],
  ["%memused", "memUsedPercent", false],
  ["kbbuffers", "memBuffersBytes", true],
  ["kbcached", "memCachedBytes", true],
  ["kbcommit", "memCommitBytes", true],
  ["%commit", "memCommitPercent", false],
  ["kbactive", "memActiveBytes", true],
  ["kbinact", "memInactiveBytes", true],
  ["kbdirty", "memDirtyBytes", true],
] as const;

/**
 * A percentage as sar prints it (`%9.2f`): an integer count of hundredths, so the printed text is exact. Now and
 * then one out of range (-99.99 to 999.99), which the row must name in its `warnings` (see expectedWarnings).
 */
const hundredths = fc.oneof({ weight: 19, arbitrary: fc.integer({ min: 0, max: 10_000 }) }, { weight: 1, arbitrary: fc.integer({ min: -9_999, max: 99_999 }) });
/** A kB value; times 1024 it stays a safe integer. */
const kilobytes = fc.nat({ max: 2 ** 42 });

interface CpuRow {
  key: string;
  values: number[]; // hundredths
}
interface MemRow {
  values: number[]; // kB, or hundredths for the % columns
}
interface Report {
  locale: Locale;
  fileMode: boolean;
  twoDigitYear: boolean;
  release: string;
  host: string;
  year: number;
  month: number;
  day: number;
  cpus: number;
  perCpu: boolean;
  /** Seconds since midnight of the header's date of the first (header) reading. */
  start: number;
  interval: number;
  /** One entry per interval. */
  cpu: CpuRow[][];
  mem: MemRow[];
  cpuAverage: CpuRow[];
  memAverage: MemRow;
}

const cpuRows = (keys: string[]): fc.Arbitrary<CpuRow[]> =>
  fc.tuple(...keys.map((key) => fc.array(hundredths, { minLength: 6, maxLength: 6 }).map((values) => ({ key, values }))));
const memRow: fc.Arbitrary<MemRow> = fc
  .tuple(...MEM_COLUMNS.map(([, , isKb]) => (isKb ? kilobytes : hundredths)))
  .map((values) => ({ values }));

const reportArb: fc.Arbitrary<Report> = fc
  .record({
    locale: fc.constantFrom<Locale>("C", "en_US", "de_DE"),
    fileMode: fc.boolean(),
    twoDigitYear: fc.boolean(),
    release: fc.tuple(fc.integer({ min: 2, max: 6 }), fc.nat({ max: 19 }), fc.nat({ max: 300 }), fc.constantFrom("", "-amd64", "-fc-v782", "-1-cloud-amd64")).map(([a, b, c, s]) => `${a}.${b}.${c}${s}`),
    host: fc.stringMatching(/^[a-z][a-z0-9-]{0,14}$/),
    date: fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2037, 11, 31)), noInvalidDate: true }),
    cpus: fc.integer({ min: 1, max: 4 }),
    perCpu: fc.boolean(),
    // Often a few minutes before midnight, so that the clock wraps.
    start: fc.oneof(fc.nat({ max: DAY - 1 }), fc.integer({ min: DAY - 900, max: DAY - 1 })),
    interval: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 7200 })),
    intervals: fc.integer({ min: 1, max: 4 }),
  })
  .chain(({ date, intervals, cpus, perCpu, ...r }) => {
    const keys = ["all", ...(perCpu ? Array.from({ length: cpus }, (_, i) => String(i)) : [])];
    return fc
      .record({
        cpu: fc.array(cpuRows(keys), { minLength: intervals, maxLength: intervals }),
        mem: fc.array(memRow, { minLength: intervals, maxLength: intervals }),
        cpuAverage: cpuRows(keys),
        memAverage: memRow,
      })
      .map((v) => ({
        ...r,
        ...v,
        cpus,
        perCpu,
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      }));
  });

const two = (n: number): string => String(n).padStart(2, "0");

/** A clock time as the locale prints it. */
function clock(seconds: number, locale: Locale): string {
  const s = seconds % DAY;
  const h = Math.floor(s / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  if (locale !== "en_US") return `${two(h)}:${rest}`;
  return `${two(h % 12 === 0 ? 12 : h % 12)}:${rest} ${h < 12 ? "AM" : "PM"}`;
}

/** `%9.2f` of a count of hundredths, with the locale's decimal separator. */
function percent(h: number, locale: Locale): string {
  const text = (h / 100).toFixed(2);
  return locale === "de_DE" ? text.replace(".", ",") : text;
}

function render(r: Report): string {
  const year = r.twoDigitYear && r.locale === "C" ? two(r.year % 100) : String(r.year);
  const date = r.locale === "de_DE" ? `${two(r.day)}.${two(r.month)}.${r.year}` : `${two(r.month)}/${two(r.day)}/${year}`;
  const lines: string[] = [`Linux ${r.release} (${r.host}) \t${date} \t_x86_64_\t(${r.cpus} CPU)`, ""];
  const label = (s: string): string => s.padEnd(11);
  const cell = (text: string): string => ` ${text.padStart(9)}`;
  const at = (k: number): string => label(clock(r.start + k * r.interval, r.locale));
  const cpuHeader = (k: number): string => `${at(k)}${"CPU".padStart(8)}${CPU_COLUMNS.map(cell).join("")}`;
  const memHeader = (k: number): string => `${at(k)}${MEM_COLUMNS.map(([c]) => cell(c)).join("")}`;
  const cpuLine = (head: string, row: CpuRow): string => `${head}${row.key.padStart(8)}${row.values.map((v) => cell(percent(v, r.locale))).join("")}`;
  const memLine = (head: string, row: MemRow): string =>
    `${head}${row.values.map((v, i) => cell(MEM_COLUMNS[i]![2] ? String(v) : percent(v, r.locale))).join("")}`;
  const avg = label(AVERAGE[r.locale]);
  if (r.fileMode) {
    lines.push(cpuHeader(0));
    r.cpu.forEach((rows, i) => rows.forEach((row) => lines.push(cpuLine(at(i + 1), row))));
    r.cpuAverage.forEach((row) => lines.push(cpuLine(avg, row)));
    lines.push("", memHeader(0));
    r.mem.forEach((row, i) => lines.push(memLine(at(i + 1), row)));
    lines.push(memLine(avg, r.memAverage));
  } else {
    r.cpu.forEach((rows, i) => {
      lines.push(cpuHeader(i));
      rows.forEach((row) => lines.push(cpuLine(at(i + 1), row)));
      lines.push("", memHeader(i), memLine(at(i + 1), r.mem[i]!), "");
    });
    lines.push(cpuHeader(0).replace(/^.{11}/, avg));
    r.cpuAverage.forEach((row) => lines.push(cpuLine(avg, row)));
    lines.push("", memHeader(0).replace(/^.{11}/, avg), memLine(avg, r.memAverage));
  }
  return `${lines.join("\n")}\n`;
}

/** The ISO timestamp of reading k (k intervals after the start), computed without the parser's date code. */
function timestampOf(r: Report, k: number): string {
  const abs = r.start + k * r.interval;
  const d = new Date(Date.UTC(r.year, r.month - 1, r.day) + Math.floor(abs / DAY) * DAY * 1000);
  const s = abs % DAY;
  return `${d.toISOString().slice(0, 10)}T${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

type Fields = Record<string, unknown>;

/** The warnings a row must carry for its percentages (in hundredths): 0-100, except %commit, which may exceed 100. */
function expectedWarnings(columns: readonly string[], hundredthsOf: (i: number) => number | undefined): string[] | undefined {
  const out: string[] = [];
  columns.forEach((col, i) => {
    const h = hundredthsOf(i);
    if (h === undefined) return;
    if (col === "%commit") {
      if (h < 0) out.push(`${col} ${h / 100} is below 0`);
    } else if (h < 0 || h > 10_000) out.push(`${col} ${h / 100} is outside 0-100`);
  });
  return out.length > 0 ? out : undefined;
}

function expectCpu(got: Fields, row: CpuRow): void {
  expect(got.section).toBe("cpu-load");
  expect(got.key).toBe(row.key);
  CPU_FIELDS.forEach((f, i) => {
    expect(got[f], f).toBe(row.values[i]! / 100);
  });
  expect(got.warnings).toEqual(expectedWarnings(CPU_COLUMNS, (i) => row.values[i]));
}

function expectMem(got: Fields, row: MemRow): void {
  expect(got.section).toBe("memory");
  MEM_COLUMNS.forEach(([col, field, isKb], i) => {
    const v = row.values[i]!;
    expect(got[field], field).toBe(isKb ? v * 1024 : v / 100);
  });
  expect(got.warnings).toEqual(expectedWarnings(MEM_COLUMNS.map(([col]) => col), (i) => (MEM_COLUMNS[i]![2] ? undefined : row.values[i])));
}

describe.skipIf(!isFormatName("sar"))("round trip: generated sar reports", () => {
  it("sar -u [-P ALL] -r, live and file layouts, C / en_US (AM/PM) / de_DE (decimal comma), across midnight", () => {
    fc.assert(
      fc.property(reportArb, (r) => {
        const text = render(r);
        const records = parse(text, { format: "sar" }) as SarRecord[];
        expect(parse(text)).toEqual(records); // auto-detected as sar
        const [header, ...rest] = records;
        expect(header).toEqual({
          format: "sar",
          kind: "header",
          os: "Linux",
          kernelRelease: r.release,
          hostname: r.host,
          date: `${r.year}-${two(r.month)}-${two(r.day)}`,
          dateOrder: r.locale === "de_DE" ? "DMY" : "MDY",
          architecture: "x86_64",
          cpuCount: r.cpus,
          ...((header as { warnings?: string[] }).warnings ? { warnings: (header as { warnings?: string[] }).warnings } : {}),
        });
        // A warning only for a date that could be read either way.
        if ((header as { warnings?: string[] }).warnings) expect(r.day <= 12 && r.month <= 12).toBe(true);

        const samples = rest.filter((x) => x.kind === "sample") as unknown as (Fields & { timestamp: string; time?: string })[];
        const summaries = rest.filter((x) => x.kind === "summary") as unknown as (Fields & { statistic: string; label: string })[];
        expect(samples.length + summaries.length).toBe(rest.length);

        const cpuSamples = samples.filter((s) => s.section === "cpu-load");
        const memSamples = samples.filter((s) => s.section === "memory");
        const rowsPerInterval = r.cpu[0]!.length;
        expect(cpuSamples).toHaveLength(r.cpu.length * rowsPerInterval);
        expect(memSamples).toHaveLength(r.mem.length);
        r.cpu.forEach((rows, i) =>
          rows.forEach((row, j) => {
            const got = cpuSamples[i * rowsPerInterval + j]!;
            expectCpu(got, row);
            expect(got.timestamp).toBe(timestampOf(r, i + 1));
            expect(got.time).toBeUndefined(); // (the clock is in the timestamp: #41, each value once)
          }),
        );
        r.mem.forEach((row, i) => {
          expectMem(memSamples[i]!, row);
          expect(memSamples[i]!.timestamp).toBe(timestampOf(r, i + 1));
        });

        expect(summaries.map((s) => [s.statistic, s.label])).toEqual(Array(r.cpuAverage.length + 1).fill(["average", AVERAGE[r.locale]]));
        r.cpuAverage.forEach((row, j) => expectCpu(summaries[j]!, row));
        expectMem(summaries[r.cpuAverage.length]!, r.memAverage);

        expectSound(text, "sar");
      }),
      fcParams(),
    );
  });
});
