/**
 * Damaged vmstat text reads the same whole and one byte at a time (parseStream): a live pipe cuts a piece after
 * every row, and what a row, header or dashed line is must not depend on where those cuts fall. Each text here is a
 * damaged copy (a line swapped, dropped or broken) that once read differently in 1-byte chunks.
 */
import { describe, expect, it } from "vitest";
import { parseStream } from "../../src/index.js";

type Item = { record: unknown } | { error: { message: string; line: number; column: number } };

async function read(source: Iterable<string | Uint8Array>): Promise<{ records: unknown[]; errors: unknown[] }> {
  const items: Item[] = [];
  for await (const r of parseStream(source, { continueOnError: true })) {
    const e = r as { ok?: boolean; error?: { reason: string; line: number; column: number } };
    items.push(e.ok === false ? { error: { message: e.error!.reason, line: e.error!.line, column: e.error!.column } } : { record: r });
  }
  return { records: items.flatMap((i) => ("record" in i ? [i.record] : [])), errors: items.flatMap((i) => ("error" in i ? [i.error] : [])) };
}

const bytes = (text: string): Uint8Array[] => [...new TextEncoder().encode(text)].map((b) => new Uint8Array([b]));

const BANNER = "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----";
const HEADER = " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st";
const ROW = " 2  0      0 23468364  16708 1045468    0    0    16   306 1098 1357 15 41 32 12  1";
const DISK_BANNER = "disk- ------------reads------------ ------------writes----------- -----IO------";
const DISK_HEADER = "       total merged sectors      ms  total merged sectors      ms    cur    sec";
const disk = (name: string): string => `${name.padEnd(5)}  12345      0  678901    4321   2345      1   56789    8765      0     12`;
const text = (...lines: string[]): string => `${lines.join("\n")}\n`;

const CASES: [string, string][] = [
  // the header swapped with the first row: the header after it is the run's, and every row after it reads under it
  ["header and first row swapped", text(BANNER, ROW, HEADER, ROW, ROW, ROW)],
  // -d without its column header: every disk row is the dashed line's error, not 'a disk row before the header'
  ["-d column header dropped", text(DISK_BANNER, disk("vda"), disk("vdb"), disk("vdc"))],
  ["-d dashed line after its header", text(DISK_HEADER, DISK_BANNER, disk("vda"), disk("vdb"))],
  // a damaged row, then the header vmstat repeats: a repeat (same run) however the stream was cut
  ["a damaged row before a repeated header", text(BANNER, HEADER, ROW, " 2  0  x", HEADER, ROW, ROW)],
  ["a short row before a repeated header", text(BANNER, HEADER, ROW, " 2  0      0 23468364", HEADER, ROW)],
  // a repeated dashed line whose header was lost: the rows under it are its errors
  ["a repeated dashed line without its header", text(BANNER, HEADER, ROW, BANNER, ROW, ROW, HEADER, ROW)],
  ["-d: the repeated header before the dashed line", text(DISK_BANNER, DISK_HEADER, disk("vda"), disk("vdb"), DISK_HEADER, DISK_BANNER, disk("vda"), disk("vdb"))],
];

describe("vmstat: damaged text reads the same whole and in 1-byte chunks", () => {
  it.each(CASES)("%s", async (_name, input) => {
    const whole = await read([input]);
    expect(whole.records.length + whole.errors.length).toBeGreaterThan(0);
    expect(await read(bytes(input))).toEqual(whole);
  });

  it("the whole-text reading of a header and first row swapped: the dashed line's error, then the rows under the header", async () => {
    const { records, errors } = await read(bytes(CASES[0]![1]));
    expect(errors).toEqual([{ message: "a dashed group line must be followed by its column header line", line: 2, column: 2 }]);
    expect(records.map((r) => (r as { run: number; sample: number }).sample)).toEqual([0, 1, 2]);
  });

  it("-d without its column header: each disk row is the dashed line's error, and the dashed line stays without one", async () => {
    const { records, errors } = await read(bytes(CASES[1]![1]));
    expect(records).toEqual([]);
    const follow = { message: "a dashed group line must be followed by its column header line", column: 1 };
    expect(errors).toEqual([
      { ...follow, line: 2 },
      { ...follow, line: 3 },
      { ...follow, line: 4 },
      { message: "a dashed group line with no column header after it (truncated output?)", line: 1, column: 1 },
    ]);
  });
});
