/**
 * Generated free tables (procps-ng 4.x and BusyBox 1.30+ layouts, FORMATS.md §5) with random numbers parse back to
 * the values generated, in bytes: plain numbers times the unit passed as the `unit` option, `-h` sizes by their
 * printed 1024-based suffix.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFormatName } from "../../src/formats/index.js";
import { FREE_UNITS, type FreeUnit } from "../../src/formats/free/units.js";
import type { FreeRecord } from "../../src/formats/free/schema.js";
import { parse } from "../../src/index.js";
import { expectSound, fcParams } from "./harness.js";

const UNIT_BYTES: Record<FreeUnit, number> = {
  B: 1,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4,
  PiB: 1024 ** 5,
  kB: 1000,
  MB: 1000 ** 2,
  GB: 1000 ** 3,
  TB: 1000 ** 4,
  PB: 1000 ** 5,
};

type Row = "mem" | "low" | "high" | "swap" | "total" | "comm";
const KEYS: Record<Row, string[]> = {
  mem: ["memTotalBytes", "memUsedBytes", "memFreeBytes", "memSharedBytes", "memBuffCacheBytes", "memAvailableBytes"],
  low: ["lowTotalBytes", "lowUsedBytes", "lowFreeBytes"],
  high: ["highTotalBytes", "highUsedBytes", "highFreeBytes"],
  swap: ["swapTotalBytes", "swapUsedBytes", "swapFreeBytes"],
  total: ["combinedTotalBytes", "combinedUsedBytes", "combinedFreeBytes"],
  comm: ["commitLimitBytes", "committedBytes", "commitAvailableBytes"],
};
const WIDE_MEM = ["memTotalBytes", "memUsedBytes", "memFreeBytes", "memSharedBytes", "memBuffersBytes", "memCacheBytes", "memAvailableBytes"];
const LABEL: Record<Row, string> = { mem: "Mem:", low: "Low:", high: "High:", swap: "Swap:", total: "Total:", comm: "Comm:" };

interface Block {
  wide: boolean;
  lowHigh: boolean;
  total: boolean;
  comm: boolean;
  /** Values per row, as integers in the unit; the Comm row's third may be negative. */
  values: Record<Row, number[]>;
}

/** Numbers that stay exact in bytes for every unit (at most 2^53 / 1000^5 = 9007 PB ... so pick per unit). */
const blockArb = (maxValue: number): fc.Arbitrary<Block> =>
  fc
    .record({
      wide: fc.boolean(),
      lowHigh: fc.boolean(),
      total: fc.boolean(),
      comm: fc.boolean(),
      mem: fc.array(fc.nat({ max: maxValue }), { minLength: 7, maxLength: 7 }),
      rest: fc.array(fc.nat({ max: maxValue }), { minLength: 15, maxLength: 15 }),
      negative: fc.boolean(),
    })
    .map(({ mem, rest, negative, ...b }) => ({
      ...b,
      values: {
        mem: b.wide ? mem : mem.slice(0, 6),
        low: rest.slice(0, 3),
        high: rest.slice(3, 6),
        swap: rest.slice(6, 9),
        total: rest.slice(9, 12),
        comm: negative && rest[14]! > 0 ? [rest[12]!, rest[13]!, -rest[14]!] : rest.slice(12, 15),
      },
    }));

function rowsOf(b: Block): Row[] {
  return ["mem", ...(b.lowHigh ? (["low", "high"] as const) : []), "swap", ...(b.total ? (["total"] as const) : []), ...(b.comm ? (["comm"] as const) : [])];
}

/** procps-ng 4.x: label in 9 columns, then `%11s` and ` %11s`... */
function renderProcps(b: Block, cell: (n: number) => string): string {
  const words = b.wide ? ["total", "used", "free", "shared", "buffers", "cache", "available"] : ["total", "used", "free", "shared", "buff/cache", "available"];
  const line = (label: string, cells: string[]): string => label.padEnd(9) + cells.map((c, i) => (i === 0 ? c.padStart(11) : ` ${c.padStart(11)}`)).join("");
  return [line("", words), ...rowsOf(b).map((r) => line(LABEL[r], b.values[r].map(cell)))].join("\n");
}

/** BusyBox 1.30+: `"       %12s"`... header, `"Mem:   "` then `"%12s"` per value (no -w, -l, -t, -v). */
function renderBusybox(b: Block): string {
  const header = `       ${["total", "used", "free", "shared", "buff/cache", "available"].map((w) => w.padStart(12)).join("")}`;
  const row = (label: string, values: number[]): string => label.padEnd(7) + values.map((v) => String(v).padStart(12)).join("");
  return [header, row("Mem:", b.values.mem.slice(0, 6)), row("Swap:", b.values.swap)].join("\n");
}

function expectBlock(rec: FreeRecord, b: Block, toBytes: (n: number) => number, busybox = false): void {
  const got = rec as unknown as Record<string, unknown>;
  const rows: Row[] = busybox ? ["mem", "swap"] : rowsOf(b);
  for (const r of rows) {
    const keys = r === "mem" && b.wide && !busybox ? WIDE_MEM : KEYS[r];
    const values = r === "mem" && busybox ? b.values.mem.slice(0, 6) : b.values[r];
    keys.forEach((k, i) => expect(got[k], k).toBe(toBytes(values[i]!)));
  }
  for (const r of ["low", "high", "total", "comm"] as const) {
    if (!rows.includes(r)) for (const k of KEYS[r]) expect(got[k], k).toBeUndefined();
  }
}

const unitArb = fc.constantFrom(...FREE_UNITS);

describe.skipIf(!isFormatName("free"))("round trip: generated free tables", () => {
  it("procps-ng 4.x, plain numbers in the unit given by the `unit` option, -s/-c blocks", () => {
    fc.assert(
      fc.property(
        unitArb.chain((unit) => fc.tuple(fc.constant(unit), fc.array(blockArb(Math.floor(Number.MAX_SAFE_INTEGER / UNIT_BYTES[unit])), { minLength: 1, maxLength: 3 }))),
        ([unit, blocks]) => {
          const text = `${blocks.map((b) => renderProcps(b, String)).join("\n\n")}\n`;
          const records = parse(text, { format: "free", unit }) as FreeRecord[];
          expect(records).toHaveLength(blocks.length);
          records.forEach((rec, i) => {
            expect(rec).toMatchObject({ format: "free", sample: i, unit, unitSource: "option", layout: blocks[i]!.wide ? "wide" : "buff-cache" });
            expectBlock(rec, blocks[i]!, (n) => n * UNIT_BYTES[unit]);
          });
          expectSound(text, "free", { unit });
        },
      ),
      fcParams(),
    );
  });

  it("procps-ng 4.x -h: sizes with Ki/Mi/Gi/Ti suffixes (and B) are 1024-based", () => {
    const SUFFIX = ["B", "Ki", "Mi", "Gi", "Ti"];
    // A -h cell: up to 3 significant digits, one decimal below 10, as procps prints.
    const human = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 1023 }), fc.integer({ min: 0, max: 9 }), fc.boolean()).map(([p, whole, tenth, decimal]) => {
      const text = p > 0 && decimal && whole < 10 ? `${whole}.${tenth}${SUFFIX[p]}` : `${whole}${SUFFIX[p]}`;
      return { text, bytes: Math.round(Number(text.replace(/[A-Za-z]+$/, "")) * 1024 ** p) };
    });
    fc.assert(
      fc.property(blockArb(0), fc.array(human, { minLength: 22, maxLength: 22 }), (shape, cells) => {
        // Each row value is an index into `cells`.
        let k = 0;
        const b: Block = { ...shape, values: Object.fromEntries(Object.entries(shape.values).map(([r, vs]) => [r, vs.map(() => k++)])) as Record<Row, number[]> };
        const text = `${renderProcps(b, (i) => cells[i]!.text)}\n`;
        const [rec] = parse(text, { format: "free" }) as FreeRecord[];
        expect(rec).toMatchObject({ unit: "human", exact: false });
        // With only `B` cells printed, nothing says whether the block was 1024- or 1000-based, and it does not matter.
        const shown = Object.values(b.values).flat().slice(0, rowsOf(b).length * 7);
        if (cells.some((c, i) => shown.includes(i) && /i$/.test(c.text))) expect(rec!.humanBase).toBe(1024);
        expectBlock(rec!, b, (i) => cells[i]!.bytes);
      }),
      fcParams(),
    );
  });

  it("BusyBox 1.30+ tables, KiB by default", () => {
    fc.assert(
      fc.property(blockArb(99_999_999_999), (b) => {
        const text = `${renderBusybox(b)}\n`;
        const [rec] = parse(text, { format: "free" }) as FreeRecord[];
        expect(rec).toMatchObject({ unit: "KiB", unitSource: "default", layout: "buff-cache" });
        expectBlock(rec!, { ...b, wide: false }, (n) => n * 1024, true);
      }),
      fcParams(),
    );
  });
});
