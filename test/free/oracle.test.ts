/**
 * Oracle tests: free -b prints exact bytes, so every other unit's output, read with the matching `unit`/`si`
 * options, must agree with it within that unit's rounding. Two kinds of captures:
 * - frozen: /proc/meminfo bind-mounted to a fixed copy (test/free/fixtures), so all flags saw the same numbers and
 *   the bounds are exact; the -b capture is itself checked against the meminfo file.
 * - live: `free X` then `free -b` run back to back on a live system (samples/free/*.oracle-b.txt); totals must agree
 *   within rounding, fields that move (used, free, cache, available) within rounding plus 64 MiB of drift.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { FreeParseOptions } from "../../src/formats/free/index.js";
import type { FreeRecord } from "../../src/formats/free/schema.js";
import { parseFree, sample, sizes } from "./helpers.js";

type Opts = Omit<FreeParseOptions, "format">;

/** free's flags (as in the file names) and the options that read their output. */
const FLAGS: Record<string, Opts> = {
  default: {},
  k: { unit: "k" },
  m: { unit: "m" },
  g: { unit: "g" },
  tebi: { unit: "tebi" },
  pebi: { unit: "pebi" },
  kilo: { unit: "kilo" },
  mega: { unit: "mega" },
  giga: { unit: "giga" },
  tera: { unit: "tera" },
  peta: { unit: "peta" },
  si: { si: true },
  h: {},
  "h-si": { si: true },
};

const UNIT_SIZE: Record<string, number> = { B: 1, KiB: 1024, MiB: 2 ** 20, GiB: 2 ** 30, TiB: 2 ** 40, PiB: 2 ** 50, kB: 1e3, MB: 1e6, GB: 1e9, TB: 1e12, PB: 1e15 };
const LETTER_POWER: Record<string, number> = { B: 0, K: 1, M: 2, G: 3, T: 4, P: 5 };

/** The printed text of every size field, in record key order, recovered by parsing with raw: true. */
function printedValues(text: string, opts: Opts): Map<string, string>[] {
  const recs = parseFree(text, opts);
  const raws = parseFree(text, { ...opts, raw: true } as Opts) as unknown as { rows: { values: string[] }[] }[];
  return recs.map((rec, i) => {
    const keys = Object.keys(sizes(rec));
    const texts = raws[i]!.rows.flatMap((r) => r.values);
    expect(texts.length).toBe(keys.length);
    return new Map(keys.map((k, j) => [k, texts[j]!]));
  });
}

/**
 * The bytes a printed value can stand for. Plain units and procps' integer `-h` form truncate toward zero; procps'
 * `%.1f` form rounds (from a float: allow 1e-6 relative); BusyBox rounds both (`round: true`).
 */
function interval(printed: string, rec: FreeRecord, busybox: boolean): [number, number] {
  let unitBytes: number;
  let value: number;
  let decimal = false;
  if (rec.unit === "human") {
    const m = /^(-?\d+(?:[.,]\d+)?)([BKMGTP]?)i?$/.exec(printed)!;
    value = Number(m[1]!.replace(",", "."));
    decimal = /[.,]/.test(m[1]!);
    unitBytes = rec.humanBase! ** (LETTER_POWER[m[2] || "B"] ?? 0);
  } else {
    value = Number(printed);
    unitBytes = UNIT_SIZE[rec.unit]!;
  }
  const v = value * unitBytes;
  if (unitBytes === 1) return [v, v];
  if (busybox) return decimal ? [v - 0.06 * unitBytes, v + 0.06 * unitBytes] : [v - 0.5 * unitBytes, v + unitBytes];
  if (decimal) return [v - 0.05 * unitBytes - 1e-6 * Math.abs(v), v + 0.05 * unitBytes + 1e-6 * Math.abs(v)];
  // Truncation toward zero: a printed 0 stands for anything in (-1, 1) units (the Comm: row can be negative).
  if (value === 0) return [-unitBytes, unitBytes];
  return value > 0 ? [v, v + unitBytes] : [v - unitBytes, v];
}

const STABLE = /Total|commitLimit|memShared/;

function checkAgainstBytes(text: string, opts: Opts, bytesText: string, { drift, busybox }: { drift: number; busybox: boolean }): number {
  const exact = parseFree(bytesText, { unit: "b" });
  const recs = parseFree(text, opts);
  const printed = printedValues(text, opts);
  expect(recs.length).toBe(exact.length);
  let checked = 0;
  for (const [i, rec] of recs.entries()) {
    const truth = sizes(exact[i]!);
    for (const [key, bytes] of Object.entries(sizes(rec))) {
      const [lo, hi] = interval(printed[i]!.get(key)!, rec, busybox);
      const slack = STABLE.test(key) ? 0 : drift;
      const t = truth[key]!;
      expect(t, `${key}: printed ${printed[i]!.get(key)} (${bytes} bytes) vs free -b ${t}`).toBeGreaterThanOrEqual(lo - slack);
      expect(t, `${key}: printed ${printed[i]!.get(key)} (${bytes} bytes) vs free -b ${t}`).toBeLessThanOrEqual(hi + slack);
      // Our bytes are the printed value times its unit: inside the same interval.
      expect(bytes).toBeGreaterThanOrEqual(Math.floor(lo));
      expect(bytes).toBeLessThanOrEqual(Math.ceil(hi));
      checked++;
    }
  }
  return checked;
}

describe("free: frozen /proc/meminfo, every unit against free -b", () => {
  for (const machine of ["frozen", "bigmem"]) {
    const bytes = sample(`procps-4.0.2-${machine}-b-wltv.txt`);
    for (const [flag, opts] of Object.entries(FLAGS)) {
      it(`${machine}: free ${flag === "default" ? "" : flag} -w -l -t -v`, () => {
        const n = checkAgainstBytes(sample(`procps-4.0.2-${machine}-${flag}-wltv.txt`), opts, bytes, { drift: 0, busybox: false });
        expect(n).toBe(22);
      });
    }
  }

  it("free -b equals /proc/meminfo (4.0.2 formulas)", () => {
    for (const machine of ["frozen", "bigmem"]) {
      const mi = meminfo(readFileSync(join(import.meta.dirname, "fixtures", `meminfo-${machine}.txt`), "utf8"));
      const [rec] = parseFree(sample(`procps-4.0.2-${machine}-b-wltv.txt`), { unit: "b" });
      const kib = (k: string): number => mi[k]! * 1024;
      expect(rec!.memTotalBytes).toBe(kib("MemTotal"));
      expect(rec!.memFreeBytes).toBe(kib("MemFree"));
      expect(rec!.memAvailableBytes).toBe(kib("MemAvailable"));
      expect(rec!.memUsedBytes).toBe(kib("MemTotal") - kib("MemAvailable"));
      expect(rec!.memSharedBytes).toBe(kib("Shmem"));
      expect(rec!.memBuffersBytes).toBe(kib("Buffers"));
      expect(rec!.memCacheBytes).toBe(kib("Cached") + kib("SReclaimable"));
      expect(rec!.swapTotalBytes).toBe(kib("SwapTotal"));
      expect(rec!.swapFreeBytes).toBe(kib("SwapFree"));
      expect(rec!.combinedTotalBytes).toBe(kib("MemTotal") + kib("SwapTotal"));
      expect(rec!.commitLimitBytes).toBe(kib("CommitLimit"));
      expect(rec!.committedBytes).toBe(kib("Committed_AS"));
      expect(rec!.commitAvailableBytes).toBe(kib("CommitLimit") - kib("Committed_AS"));
    }
  });

  it("the overcommitted machine has a negative Comm: free value in every unit that can show it", () => {
    expect(parseFree(sample("procps-4.0.2-bigmem-h-wltv.txt"))[0]!.commitAvailableBytes).toBe(-32 * 2 ** 30);
    expect(parseFree(sample("procps-4.0.2-bigmem-h-si-wltv.txt"), { si: true })[0]!.commitAvailableBytes).toBe(-34e9);
    expect(parseFree(sample("procps-4.0.2-bigmem-default-wltv.txt"))[0]!.commitAvailableBytes).toBe(-33554432 * 1024);
  });
});

describe("free: live captures, each followed by free -b", () => {
  const procps = Object.keys(FLAGS).map((flag) => ({ file: `procps-4.0.2-C-${flag}`, opts: FLAGS[flag]!, busybox: false }));
  const busybox = ["default", "k", "m", "g", "h"].map((flag) => ({ file: `busybox-1.35.0-${flag}`, opts: FLAGS[flag]!, busybox: true }));
  for (const { file, opts, busybox: bb } of [...procps, ...busybox]) {
    it(file, () => {
      expect(checkAgainstBytes(sample(`${file}.txt`), opts, sample(`${file}.oracle-b.txt`), { drift: 64 * 2 ** 20, busybox: bb })).toBe(9);
    });
  }
});

describe("free: captures read with no options (samples/free/procps-4.0.2-pasted-*)", () => {
  it("every free -b capture gives the same bytes without the unit option", () => {
    for (const file of ["b", "b-s1-c2", "k.oracle-b", "m.oracle-b", "g.oracle-b", "si.oracle-b", "h.oracle-b"]) {
      const text = sample(`procps-4.0.2-pasted-${file}.txt`);
      const told = parseFree(text, { unit: "b" });
      // (inferred: not exact, and said)
      expect(parseFree(text).map(({ warnings: _said, ...r }) => ({ ...r, unitSource: "option", exact: true })), file).toEqual(told);
    }
  });
  for (const [flag, opts] of [["k", { unit: "k" }], ["m", { unit: "m" }], ["g", { unit: "g" }], ["si", { si: true }], ["h", {}]] as [string, Opts][]) {
    it(`free -${flag} against the free -b run after it`, () => {
      const file = `procps-4.0.2-pasted-${flag}`;
      expect(checkAgainstBytes(sample(`${file}.txt`), opts, sample(`${file}.oracle-b.txt`), { drift: 64 * 2 ** 20, busybox: false })).toBe(9);
    });
  }
});

function meminfo(text: string): Record<string, number> {
  const out: Record<string, number> = Object.create(null);
  for (const m of text.matchAll(/^(\w+(?:\(\w+\))?):\s+(\d+)/gm)) out[m[1]!] = Number(m[2]);
  return out;
}
