/**
 * Report tables keep a latency's precision (3 significant digits, whole part kept: 24 µs is 0.024, not 0), and a
 * chart with more series than the palette has colours tells them apart by dash pattern as well.
 */
import { describe, expect, it } from "vitest";
import { report } from "../../src/report/index.js";
import { parse } from "../../src/index.js";
import { latencyText } from "../../src/report/columns.js";
import { DASHES, lineChart, PALETTE, type Series } from "../../src/report/svg.js";
import { sample } from "../helpers/samples.js";

describe("latencyText", () => {
  it.each([
    [0.024, "0.024"],
    [0.02449, "0.0245"],
    [0.0001234, "0.000123"],
    [5.678, "5.68"],
    [12, "12"],
    [99.96, "100"],
    [100.4, "100"],
    [1234.5, "1235"],
    [0, "0"],
  ])("%s ms -> %s", (ms, text) => expect(latencyText(ms)).toBe(text));
});

describe("report tables keep sub-millisecond latencies", () => {
  it("hey's 0.0008 s p10 and a wrk µs latency are not rounded to 0 (Markdown, HTML)", () => {
    // hey prints seconds with 4 decimals: its percentiles are tenths of a millisecond
    const runs = parse(`$ hey -n 2000 -c 50 http://127.0.0.1:8080/\n${sample("hey/hey-n2000-c50.txt")}`);
    const md = report(runs, { format: "markdown" });
    const row = md.split("\n").find((l) => l.includes("127.0.0.1:8080"))!;
    // p50 3.5 ms, p90 6.1 ms, p99 12.9 ms as hey printed them (0.0035, 0.0061, 0.0129 secs)
    expect(row).toMatch(/\| 3\.5 \| 6\.1 \| 12\.9 \|/);
    const synthetic = report([{ ...runs[0]!, latencyDistribution: [{ percent: 50, ms: 0.024 }, { percent: 90, ms: 0.0312 }, { percent: 99, ms: 1.25 }] }], { format: "markdown" });
    expect(synthetic).toMatch(/\| 0\.024 \| 0\.0312 \| 1\.25 \|/);
    expect(report([{ ...runs[0]!, latencyDistribution: [{ percent: 50, ms: 0.024 }] }], { format: "html" })).toContain(">0.024<");
  });
});

describe("charts with more than 8 series", () => {
  const series = (n: number): Series[] => Array.from({ length: n }, (_, i) => ({ name: `s${i}`, points: [{ x: 1, y: i + 1 }, { x: 2, y: i + 2 }] }));
  const styles = (svg: string): string[] => [...svg.matchAll(/<path class="series"[^>]* stroke="([^"]+)"[^>]*?(?: stroke-dasharray="([^"]+)")?\/>/g)].map((m) => `${m[1]} ${m[2] ?? "solid"}`);

  it("up to 8: one colour each, solid lines (as before)", () => {
    const svg = lineChart(series(8), { title: "t", xLabel: "x", yLabel: "y" });
    expect(styles(svg)).toEqual(PALETTE.map((c) => `${c} solid`));
    expect(svg).not.toContain("stroke-dasharray");
  });

  it.each([9, 12, 40])("%i series: every line and its legend swatch a colour and dash no other has", (n) => {
    const svg = lineChart(series(n), { title: "t", xLabel: "x", yLabel: "y" });
    const lines = styles(svg);
    expect(lines).toHaveLength(n);
    expect(new Set(lines).size).toBe(n);
    // the colours repeat past 8: the series that share one differ by dash
    expect(new Set(lines.map((l) => l.split(" ")[0])).size).toBe(Math.min(n, PALETTE.length));
    expect(new Set(lines.map((l) => l.split(" ").slice(1).join(" "))).size).toBe(Math.min(n, DASHES.length));
    const swatches = [...svg.matchAll(/<line class="swatch"[^>]* stroke="([^"]+)"[^>]*?(?: stroke-dasharray="([^"]+)")?\/>/g)].map((m) => `${m[1]} ${m[2] ?? "solid"}`);
    expect(swatches).toEqual(lines);
  });

  it("bars (one concurrency) get the dash pattern as their outline", () => {
    const svg = lineChart(Array.from({ length: 10 }, (_, i) => ({ name: `s${i}`, points: [{ x: 5, y: i + 1 }] })), { title: "t", xLabel: "x", yLabel: "y" });
    const bars = [...svg.matchAll(/<rect class="bar"[^>]* fill="([^"]+)"(?: stroke="#333" stroke-width="1.5"(?: stroke-dasharray="([^"]+)")?)?>/g)].map((m) => `${m[1]} ${m[2] ?? "solid"}`);
    expect(new Set(bars).size).toBe(10);
  });
});
