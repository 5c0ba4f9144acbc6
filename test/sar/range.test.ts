/**
 * Percentages out of range (issue 8, "no silent wrong numbers"): real samples with one cell edited the way sar would
 * print another value; the row names the column, the value and the range in `warnings`, and keeps the value.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PERCENT_RANGES } from "../../src/formats/sar/columns.js";
import type { SarRecord, SarSampleRecord, SarSummaryRecord } from "../../src/formats/sar/schema.js";
import { parse, parseStream, safeParse } from "../../src/index.js";
import { lineAfter, setCell } from "../helpers/cell-edit.js";
import { byteChunks, collect } from "../helpers/samples.js";
import { corpusAvailable, corpusDir, sample, samplesDir } from "./helpers.js";
import { uncut } from "../helpers/uncut.js";

/** A data or statistics row; `time` is absent on statistics rows. */
type Row = (SarSampleRecord | SarSummaryRecord) & { time?: string };
const sar = (text: string): SarRecord[] => parse(text, { format: "sar" }) as SarRecord[];
/** A row's clock: its timestamp's, or its `time` when no date is known. */
const clockOf = (r: SarRecord): string | undefined => ("timestamp" in r && r.timestamp !== undefined ? r.timestamp.slice(11) : "time" in r ? r.time : undefined);
const rows = (recs: SarRecord[]): Row[] => recs.filter((r): r is Row => r.kind === "sample" || r.kind === "summary");
const warned = (recs: SarRecord[]): Row[] => rows(recs).filter((r) => r.warnings !== undefined);
const starts = (prefix: string) => (l: string) => l.startsWith(prefix);

const streamed = (text: string): Promise<unknown[]> => collect(parseStream(byteChunks(text, 101), { format: "sar" }));

describe("sar: percentages out of range are warnings on their row", () => {
  it("%user 130.00 on one sample row and %idle -31.00 on the Average row (sar -u, C locale)", async () => {
    // 15:27:19 all 6.97 0.00 1.99 0.00 0.00 91.04 -> %user 130.00; Average: all ... 93.47 -> %idle -31.00
    let text = sample("sar-live-u-1-3.txt");
    text = setCell(text, starts("15:27:19"), 2, "130.00");
    text = setCell(text, starts("Average:"), 7, "-31.00");
    const recs = sar(text);
    const bad = warned(recs);
    expect(bad).toHaveLength(2);
    expect(bad[0]).toMatchObject({ kind: "sample", timestamp: "2026-11-30T15:27:19", key: "all", cpuUserPercent: 130, warnings: ["%user 130 is outside 0-100"] });
    expect(bad[1]).toMatchObject({ kind: "summary", label: "Average:", key: "all", cpuIdlePercent: -31, warnings: ["%idle -31 is outside 0-100"] });
    // Every other value is what it was.
    const before = sar(sample("sar-live-u-1-3.txt"));
    expect(rows(recs).filter((r) => r.warnings === undefined)).toEqual(rows(before).filter((r) => clockOf(r) !== "15:27:19" && r.kind === "sample"));
    expect(await streamed(text)).toEqual(recs);
  });

  it("a decimal-comma locale (de_DE): one per-CPU row of sar -u ALL -P ALL", () => {
    // 15:24:45 CPU 1: %usr 94,95 -> 130,00
    const text = setCell(sample("sar-A-de_DE.txt"), starts("15:24:45          1"), 2, "130,00");
    const bad = warned(sar(text));
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatchObject({ kind: "sample", section: "cpu-load", timestamp: "2026-11-30T15:24:45", key: "1", cpuUsrPercent: 130, warnings: ["%usr 130 is outside 0-100"] });
  });

  it("--human cells (`130.0%`, `-31.0%`)", () => {
    let text = sample("sar-human.txt");
    text = setCell(text, starts("15:24:45        all"), 2, "130.0%");
    text = setCell(text, starts("15:24:46        all"), 5, "-31.0%");
    const bad = warned(sar(text));
    expect(bad.map((r) => [clockOf(r), r.warnings])).toEqual([
      ["15:24:45", ["%user 130 is outside 0-100"]],
      ["15:24:46", ["%iowait -31 is outside 0-100"]],
    ]);
    expect(bad[1]).toMatchObject({ cpuIowaitPercent: -31 });
  });

  it("%commit above 100 is not out of range (overcommit); %memused in the same row is", () => {
    // sar -r, 15:24:44: %memused 0.26 -> -31.00, %commit 0.32 -> 151.37
    let text = sample("sar-locale-C.txt");
    text = setCell(text, lineAfter(starts("15:24:43    kbmemfree"), starts("15:24:44")), 4, "-31.00");
    text = setCell(text, lineAfter(starts("15:24:43    kbmemfree"), starts("15:24:44")), 8, "151.37");
    const bad = warned(sar(text));
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatchObject({ section: "memory", timestamp: "2026-11-30T15:24:44", memUsedPercent: -31, memCommitPercent: 151.37, warnings: ["%memused -31 is outside 0-100"] });
  });

  it("%commit, %vmeff and %ifutil above 100 give no warning, below 0 they do", () => {
    let text = sample("sar-locale-C.txt");
    const memRow = lineAfter(starts("15:24:43    kbmemfree"), starts("15:24:45"));
    text = setCell(text, memRow, 8, "-5.00");
    const ifRow = lineAfter(starts("15:24:43        IFACE"), (l) => l.startsWith("15:24:44") && l.includes(" lo "));
    text = setCell(text, ifRow, 9, "130.00");
    const bad = warned(sar(text));
    expect(bad.map((r) => r.warnings)).toEqual([["%commit -5 is below 0"]]);
    expect(rows(sar(text)).find((r) => r.section === "net-dev" && clockOf(r) === "15:24:44" && r.key === "lo")).toMatchObject({ ifUtilizationPercent: 130 });
    const human = setCell(sample("sar-human.txt"), lineAfter(starts("15:24:43     pgpgin/s"), starts("15:24:44")), 9, "210.0%");
    expect(warned(sar(human))).toEqual([]);
    expect(rows(sar(human)).find((r) => r.section === "paging" && clockOf(r) === "15:24:44")).toMatchObject({ vmEfficiencyPercent: 210 });
  });

  it("a percentage column we do not know is checked too (0-100)", () => {
    let text = sample("sar-live-u-1-3.txt").replace("    %steal", "   %stolen");
    text = setCell(text, starts("15:27:20"), 6, "130.00");
    const bad = warned(sar(text));
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatchObject({ timestamp: "2026-11-30T15:27:20", warnings: ["%stolen 130 is outside 0-100"] });
    // a column we do not know: its value under its printed name (no typed field holds it)
    expect(bad[0]!.otherColumns?.["%stolen"]).toBe(130);
  });

  it("a placeholder is null, not a warning", () => {
    const text = setCell(sample("sar-live-u-1-3.txt"), starts("15:27:19"), 2, "-");
    const row = rows(sar(text)).find((r) => clockOf(r) === "15:27:19")!;
    expect(row).toMatchObject({ cpuUserPercent: null });
    expect(row.warnings).toBeUndefined();
  });

  it("the exempt columns are listed with a reason, and %commit is one of them", () => {
    expect(PERCENT_RANGES.get("%commit")).toMatchObject({ min: 0, max: Infinity });
    for (const [col, range] of PERCENT_RANGES) {
      expect(col.startsWith("%")).toBe(true);
      expect(range.why?.length, col).toBeGreaterThan(20);
    }
  });

  it("no sample in samples/sar has a warning", () => {
    const files = readdirSync(samplesDir).filter((f) => f.endsWith(".txt"));
    expect(files.length).toBeGreaterThan(30);
    for (const f of files) {
      const r = safeParse(readFileSync(join(samplesDir, f), "utf8"), { format: "sar" });
      if (r.success) // (a capture saved without its final line end warns that its last value may be cut: not a range warning)
      expect(warned(uncut(r.data) as SarRecord[]).map((x) => x.warnings), f).toEqual([]);
    }
  });

  it.skipIf(!corpusAvailable())("no capture in the shared corpus has a warning (other machines, sysstat 7 to 12.8, AIX, HP-UX, Solaris)", () => {
    const files = readdirSync(corpusDir).filter((f) => f.endsWith(".txt"));
    expect(files.length).toBeGreaterThan(10);
    let checked = 0;
    for (const f of files) {
      const r = safeParse(readFileSync(join(corpusDir, f), "utf8"), { format: "sar" });
      if (!r.success) continue;
      checked++;
      // (a capture saved without its final line end warns that its last value may be cut: not a range warning)
      expect(warned(uncut(r.data) as SarRecord[]).map((x) => x.warnings), f).toEqual([]);
    }
    expect(checked).toBeGreaterThan(10);
  });
});
