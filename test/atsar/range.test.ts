/**
 * Percentages out of range (issue 8, "no silent wrong numbers"): real atopsar captures and the atsar 1.x seed with
 * one cell edited the way the tool would print another value; the row names the column, the value and the range in
 * `warnings`, and keeps the value. atopsar's `all` CPU row is the sum over the CPUs (up to N x 100).
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PERCENT_RANGES } from "../../src/formats/atsar/columns.js";
import type { AtsarSampleRecord } from "../../src/formats/atsar/schema.js";
import { parse, parseStream, safeParse } from "../../src/index.js";
import { lineAfter, setCell } from "../helpers/cell-edit.js";
import { byteChunks, collect } from "../helpers/samples.js";
import { sample, sampleDir, samples , clockOf } from "./helpers.js";

const warned = (rows: AtsarSampleRecord[]): AtsarSampleRecord[] => rows.filter((r) => r.warnings !== undefined);
const starts = (prefix: string) => (l: string) => l.startsWith(prefix);
/** A continuation row of CPU `n` (`            0    70 ...`). */
const cpuRow = (n: number) => (l: string) => new RegExp(`^ {8,}${n} `).test(l);

const streamed = (text: string, size = 89): Promise<unknown[]> => collect(parseStream(byteChunks(text, size), { format: "atsar" }));

describe("atsar: percentages out of range are warnings on their row", () => {
  it("%usr 130 on a per-CPU row and %idle -31 on another (atopsar -c, 2 CPUs)", async () => {
    let text = sample("atopsar-live-c-1-3.txt");
    text = setCell(text, lineAfter(starts("15:51:53"), cpuRow(0)), 1, "130");
    text = setCell(text, lineAfter(starts("15:51:54"), cpuRow(1)), 9, "-31");
    const rows = samples(text);
    const bad = warned(rows);
    expect(bad).toHaveLength(2);
    expect(bad[0]).toMatchObject({ timestamp: expect.stringMatching(/T15:51:53$/), key: "0", cpuUserPercent: 130, warnings: ["%usr 130 is outside 0-100"] });
    expect(bad[1]).toMatchObject({ timestamp: expect.stringMatching(/T15:51:54$/), key: "1", cpuIdlePercent: -31, warnings: ["%idle -31 is outside 0-100"] });
    // The `all` rows print 131 and 120 (the sum over 2 CPUs): no warning.
    expect(rows.filter((r) => r.key === "all").map((r) => r.warnings)).toEqual([undefined, undefined, undefined]);
    expect(await streamed(text)).toEqual(parse(text, { format: "atsar" }));
  });

  it("the `all` row is checked against N x 100, N the per-CPU rows under it", () => {
    let text = sample("atopsar-live-c-1-3.txt");
    text = setCell(text, starts("15:51:52"), 2, "250"); // %usr above 2 x 100
    text = setCell(text, starts("15:51:53"), 4, "199"); // %sys within 2 x 100
    const bad = warned(samples(text));
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatchObject({ timestamp: expect.stringMatching(/T15:51:52$/), key: "all", cpuUserPercent: 250, warnings: ["%usr 250 is outside 0-200"] });
  });

  it("without per-CPU rows (N unknown) only a negative `all` value is flagged", async () => {
    let text = sample("atopsar-live-c-1-3.txt")
      .split("\n")
      .filter((l) => !/^ {8,}\d+ /.test(l))
      .join("\n");
    text = setCell(text, starts("15:51:52"), 2, "250");
    text = setCell(text, starts("15:51:53"), 10, "-31");
    const bad = warned(samples(text));
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatchObject({ timestamp: expect.stringMatching(/T15:51:53$/), key: "all", cpuIdlePercent: -31, warnings: ["%idle -31 is below 0"] });
    expect(await streamed(text)).toEqual(parse(text, { format: "atsar" }));
  });

  it("-S (the time on every line): the per-CPU rows still count (157 on 2 CPUs is fine, 999 is not)", () => {
    const text = setCell(sample("atopsar-raw-S-c-i-d.txt"), starts("15:52:29  all"), 2, "999");
    const bad = warned(samples(text));
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatchObject({ timestamp: expect.stringMatching(/T15:52:29$/), key: "all", warnings: ["%usr 999 is outside 0-200"] });
  });

  it("atsar 1.x prints the average on its `all` row: 0-100 (seed, 2 CPUs)", () => {
    const text = setCell(sample("atsar-1.x-seed-lines-reconstructed-apache-c200.txt"), starts("16:09:35  all"), 2, "130");
    const bad = warned(samples(text, { date: "2008-11-14" }));
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatchObject({ timestamp: expect.stringMatching(/T16:09:35$/), key: "all", cpuUserPercent: 130, warnings: ["%usr 130 is outside 0-100"] });
  });

  it("disk busy is 0-100 (like sar %util)", () => {
    const text = setCell(sample("atopsar-live-d-1-3.txt"), starts("15:52:03"), 2, "130%");
    const bad = warned(samples(text));
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatchObject({ section: "disk", timestamp: expect.stringMatching(/T15:52:03$/), key: "vda", busyPercent: 130, warnings: ["busy 130 is outside 0-100"] });
  });

  it("interface busy may exceed 100 (speed as declared), not go below 0", () => {
    let text = sample("atopsar-live-i-1-3.txt");
    text = setCell(text, starts("15:52:08"), 2, "130%");
    text = setCell(text, starts("15:52:09"), 2, "-31%");
    const rows = samples(text);
    expect(rows.find((r) => clockOf(r) === "15:52:08")).toMatchObject({ busyPercent: 130 });
    expect(warned(rows).map((r) => [clockOf(r), r.warnings])).toEqual([["15:52:09", ["busy -31 is below 0"]]]);
  });

  it("top-3 reports: mem% is 0-100, cpu% (relative to one CPU) may exceed it", () => {
    let text = sample("atopsar-raw-top3-command-with-blank.txt");
    text = setCell(text, lineAfter(starts("15:50:53    pid command  mem%"), starts("15:50:55")), 8, "130%");
    text = setCell(text, starts("15:50:56   5936"), 3, "250%");
    const rows = samples(text);
    expect(warned(rows).map((r) => [r.section, clockOf(r), r.warnings])).toEqual([["top3-mem", "15:50:55", ["mem% (pid 5906) 130 is outside 0-100"]]]);
    expect(rows.find((r) => r.section === "top3-cpu" && clockOf(r) === "15:50:56")).toMatchObject({ processes: [{ pid: 5936, cpuPercent: 250 }, {}, {}] });
  });

  it("the exempt columns are listed with a reason", () => {
    expect([...PERCENT_RANGES.keys()]).toEqual(["if.busy", "top3-cpu.cpu%"]);
    for (const range of PERCENT_RANGES.values()) expect(range.why?.length).toBeGreaterThan(20);
  });

  it("no sample in samples/atsar has a warning (a process at 101% of one CPU, `all` rows at 131 on 2 CPUs)", () => {
    const files = readdirSync(sampleDir).filter((f) => f.endsWith(".txt"));
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) {
      const r = safeParse(sample(f), { format: "atsar", ...(f.includes("reconstructed-apache") ? { date: "2008-11-14" } : {}) });
      expect(r.success, f).toBe(true);
      if (r.success) expect(warned((r.data as AtsarSampleRecord[]).filter((x) => x.kind === "sample")).map((x) => x.warnings), f).toEqual([]);
    }
  });
});
