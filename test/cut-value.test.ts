/**
 * A number cut by the end of the input is never a value without a warning (issue 39): one rule in the engine for
 * every format and mode. Every sample of every format is cut inside its last number (the input ends without a line
 * end); each record of the cut text must then carry a warning that the input ends inside a value, be a record the
 * text gives without its last line at all (nothing of that line reported), or be an error record (top's cut frame). The same cut with its line end added
 * warns nowhere. Normalized and raw records, parse/parsePartial/parseStream.
 */
import { describe, expect, it } from "vitest";
import { parse, parsePartial, parseStream } from "../src/index.js";
import { cutWarning } from "../src/api/engine.js";
import { fixturesOf, formatNames, formatSamples, samplesFolder } from "./helpers/formats.js";
import { collect, chunked, sample } from "./helpers/samples.js";

const CUT = /the input ends inside/;
const warned = (r: unknown): boolean => ((r as { warnings?: string[] }).warnings ?? []).some((w) => CUT.test(w));

/** The text cut after the first digit of its last number of two digits or more; undefined when it has none. */
function cutInsideLastNumber(text: string): string | undefined {
  const last = [...text.matchAll(/\d{2,}/g)].at(-1);
  return last === undefined ? undefined : text.slice(0, last.index + 1);
}

/** What is wrong with the records of a cut text: a record not warned that the text without its last line lacks. */
function silentRecords(cut: string, options: Record<string, unknown>): string[] {
  const got = parsePartial(cut, options);
  const lines = cut.split("\n");
  lines.pop();
  const without = new Set(parsePartial(lines.length > 0 ? `${lines.join("\n")}\n` : "", options).records.map((r) => JSON.stringify(r)));
  // (a record of an error, top's cut-off frame, holds no values)
  return got.records.filter((r) => !warned(r) && (r as { kind?: string }).kind !== "error" && !without.has(JSON.stringify(r))).map((r) => JSON.stringify(r).slice(0, 200));
}

describe("the input ends inside a value", () => {
  const ab = sample("ab/ab-plain-n1000-c10.txt");
  const rps = ab.indexOf("Requests per second:");
  // `Requests per second:    102` of 10289.65: the case
  const abCut = ab.slice(0, ab.indexOf(".", rps) - 2);

  it("ab: a report ending inside `Requests per second:` says so of that field, in every mode", async () => {
    expect(abCut.endsWith("102")).toBe(true);
    const [run] = parse(abCut);
    expect(run).toMatchObject({ format: "ab", status: "incomplete", requestsPerSecond: 102 });
    expect((run as { warnings: string[] }).warnings).toContain("Requests per second: the input ends inside this value");
    const streamed = await collect(parseStream(chunked(abCut, 7)));
    expect(streamed).toEqual([run]);
    expect(parsePartial(abCut).records).toEqual([run]);
    const [raw] = parse(abCut, { raw: true });
    expect((raw as { warnings: string[] }).warnings).toContain("Requests per second: the input ends inside this value");
  });

  it("ab: the same text with its line end: the value is as printed, no warning", () => {
    const [run] = parse(`${abCut}\n`);
    expect((run as { warnings?: string[] }).warnings?.some((w) => CUT.test(w))).toBeFalsy();
  });

  it("sar: a row without a label names its line", () => {
    const sar = "Linux 6.1.0 (host) \t11/30/2026 \t_x86_64_\t(2 CPU)\n\n12:00:04        CPU     %user     %nice   %system   %iowait    %steal     %idle\n12:00:05        all      3.20      0.00      1.10      0.00      0.00     95.7";
    const rows = parse(sar);
    const last = rows.at(-1) as { cpuIdlePercent: number; warnings?: string[] };
    expect(last.cpuIdlePercent).toBe(95.7);
    expect(last.warnings).toEqual(['line 4 ("12:00:05 all 3.20 0.00 1.10 0.00 0.00 95.7"): the input ends inside its last value']);
    // the rows before it are whole
    expect(rows.filter(warned)).toHaveLength(1);
  });

  it("ab -g: the last row cut says so, the rows before do not", () => {
    // a last row whose wait is 12 ms, cut after the 1
    const tsv = `${sample("ab/ab-oracle-n3000-c20.tsv")}Mon Nov 30 15:17:44 2026\t1796051864\t2\t5\t17\t1`;
    const rows = parse(tsv, { format: "ab-gnuplot" });
    expect(rows.filter(warned)).toHaveLength(1);
    expect(rows.at(-1)).toMatchObject({ waitMs: 1, warnings: ['line 3002 ("Mon Nov 30 15:17:44 2026 1796051864 2 5 17 1"): the input ends inside its last value'] });
  });

  it("cutWarning: a label and up to two words after the value, else the line", () => {
    expect(cutWarning("Transfer rate:          2480.0", 3)).toBe("Transfer rate: the input ends inside this value");
    expect(cutWarning("Time per request:       6.276 [ms] (mea", 3)).toBe("Time per request: the input ends inside this value");
    expect(cutWarning("Total:          1    6   2.1      5      2", 30)).toBe('line 30 ("Total: 1 6 2.1 5 2"): the input ends inside its last value');
    expect(cutWarning(`x ${"9 ".repeat(40)}1`, 2)).toMatch(/^line 2 \("…9 9 .*9 1"\)/);
  });

  it("a last line without a line end whose last word is not a number cut short warns nowhere", () => {
    for (const end of ["Requests per second:    1593.21 [#/sec] (mean)", "data_sent......: 187 kB 4.4 kB/s", "Document Path:          /index.html"]) {
      const text = sample("ab/ab-plain-n1000-c10.txt").replace(/Requests per second:.*\n[^]*$/, end);
      expect(parsePartial(text).records.some(warned)).toBe(false);
    }
    const k6 = sample("k6/pasted-gmagmeg-k6-1.x-grouped-summary-thresholds-truncated-columns.txt");
    expect(k6.endsWith("\n")).toBe(false);
    expect(parsePartial(k6).records.some(warned)).toBe(false);
    expect(cutWarning("12:00:05 all \u001b[31m3", 9)).toBe('line 9 ("12:00:05 all \\x1b[31m3"): the input ends inside its last value');
  });

  for (const format of formatNames) {
    const files = formatSamples(format);
    it(`${format}: every sample cut inside its last number warns or leaves the value out; with its line end, no warning (${files.length} samples, normalized and raw)`, async () => {
      const { sampleOptions } = await fixturesOf(format);
      const problems: string[] = [];
      let checked = 0;
      for (const file of files) {
        const text = sample(`${samplesFolder(format)}/${file}`);
        const cut = cutInsideLastNumber(text);
        if (cut === undefined) continue;
        checked++;
        for (const raw of [false, true]) {
          const options = { ...sampleOptions?.(file), format, ...(raw ? { raw } : {}) };
          for (const s of silentRecords(cut, options)) problems.push(`${file}${raw ? " (raw)" : ""}: ${s}`);
          const whole = parsePartial(`${cut}\n`, options);
          if (whole.records.some(warned) || whole.errors.some((e) => CUT.test(e.message))) problems.push(`${file}${raw ? " (raw)" : ""}: warns with its line end`);
        }
      }
      expect(checked).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
