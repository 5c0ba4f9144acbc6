/**
 * sar -I: a sample's interrupt rows are one record (#41: a sar -A day's NDJSON at most 2.5x its input; the rows were
 * a third of it), by interrupt and by CPU (src/formats/sysstat/row-group.ts). What the rows said is all there
 * (expandGroup gives them back, test/sar/sar.test.ts checks each against the printed cell), the text's three layouts
 * fold alike whole and streamed, and sadf -d/-p/-j give the same records (test/sar-csv, sar-tsv, sar-json).
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SAR_INTERRUPTS } from "../../src/formats/sar/spec.js";
import { expandGroup, groupRows } from "../../src/formats/sysstat/row-group.js";
import { parse, parseStream } from "../../src/index.js";
import { sample, samplesDir } from "./helpers.js";

type Rec = Record<string, unknown>;
const sar = (text: string): Rec[] => parse(text, { format: "sar" }) as unknown as Rec[];
const isInterrupts = (r: Rec): boolean => r.section === "interrupts" && (r.kind === "sample" || r.kind === "summary");
const withInterrupts = readdirSync(samplesDir).filter((f) => f.endsWith(".txt") && /\bINTR\b/.test(sample(f)));

describe("a sample's interrupt rows, one record", () => {
  it("sar -I ALL (one header row, every sample under it): one record per sample and one per statistics label", () => {
    const text = sample("sar-I-ALL.txt");
    const rows = text.split("\n").filter((l) => /^(?:\d\d:\d\d:\d\d|Average:)\s+(?!INTR)\S+\s+\d/.test(l));
    const recs = sar(text).filter(isInterrupts);
    expect(recs.map((r) => r.timestamp ?? r.label)).toEqual(["2026-12-07T00:50:52", "2026-12-07T00:50:53", "Average:"]);
    // every row is in one of them, under its interrupt
    expect(recs.reduce((n, r) => n + Object.keys(r.interruptsPerSecond as Rec).length, 0)).toBe(rows.length);
    expect(recs[0]).toMatchObject({ format: "sar", kind: "sample", section: "interrupts", interruptsPerSecond: { sum: 85 } });
    expect(recs[0]).not.toHaveProperty("key");
    expect(recs[2]).toMatchObject({ kind: "summary", statistic: "average", label: "Average:" });
  });

  it("sar -A (a header row per sample, per-CPU columns): the CPU columns by CPU number", () => {
    const recs = sar(sample("sar-A-C-comments-restart.txt")).filter(isInterrupts);
    const first = recs[0]!;
    expect(first).toMatchObject({ timestamp: "2026-11-30T15:24:44", interruptsPerSecond: { sum: 3352.48, LOC: 505.94 }, cpuInterruptsPerSecond: { 0: { sum: 2352.48 }, 1: { sum: 1000 } } });
    expect(first).not.toHaveProperty("otherColumns");
    // one per sample: the timestamps do not repeat
    const samples = recs.filter((r) => r.kind === "sample").map((r) => r.timestamp);
    expect(new Set(samples).size).toBe(samples.length);
  });

  it.each(withInterrupts)("%s: the same records whole and streamed in chunks of 1, 7, 61 and 4096 characters", async (file) => {
    const text = sample(file);
    const whole = sar(text);
    for (const size of [1, 7, 61, 4096]) {
      async function* chunks(): AsyncGenerator<string> {
        for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
      }
      const got: unknown[] = [];
      for await (const r of parseStream(chunks(), { format: "sar" })) got.push(r);
      expect(got, `${file} in chunks of ${size}`).toEqual(whole);
    }
  });

  it.each(withInterrupts)("%s: every folded record gives back its rows, and folding them again gives the record", (file) => {
    const recs = sar(sample(file)).filter(isInterrupts);
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) {
      const rows = expandGroup(r, SAR_INTERRUPTS)!;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(typeof row.key).toBe("string");
      expect(groupRows(rows, SAR_INTERRUPTS)).toEqual([r]);
    }
  });

  it("a doubled row keeps the later values and says so; an interrupt named __proto__ is a plain key", () => {
    const text = "Linux 6.1.0 (h) \t12/07/2026 \t_x86_64_\t(2 CPU)\n\n10:00:00         INTR    intr/s\n10:00:01          sum     85.00\n10:00:01      __proto__     1.00\n10:00:01          sum     86.00\n";
    const [rec] = sar(text).filter(isInterrupts);
    expect(rec).toMatchObject({ interruptsPerSecond: { sum: 86, __proto___: 1 } });
    expect(Object.getPrototypeOf(rec!.interruptsPerSecond)).toBe(Object.prototype);
    expect(rec!.warnings).toEqual([expect.stringMatching(/INTR sum is printed twice in this sample: the later row's values are kept/)]);
  });
});
