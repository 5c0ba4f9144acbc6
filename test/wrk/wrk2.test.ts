/**
 * wrk2 (giltene/wrk2) through the wrk format: oracles within one run (the spectrum against the percentile rows, the
 * footer and the Thread Stats row), units (spectrum values in ms, percentiles as 0-1 fractions, older calibration's
 * usec/msec), the -R rate from a pasted command line (`wrk`, `wrk2`, `-R 2000`, `--rate=2k`), damaged blocks.
 */
import { describe, expect, it } from "vitest";
import { wrkOptionsFromCommand } from "../../src/formats/wrk/extract.js";
import type { WrkRawRun } from "../../src/formats/wrk/raw.js";
import type { WrkRecord } from "../../src/formats/wrk/schema.js";
import { extract, parse, parsePartial, safeParse, summarize } from "../../src/index.js";
import { sample } from "../helpers/samples.js";

const wrk = (text: string): WrkRecord[] => parse(text, { format: "wrk" }) as WrkRecord[];
const POLIS = "wrk/wrk2-pasted-polis-highload-R2000-full-spectrum-no-prompt.txt";
const BOTH = "wrk/wrk2-pasted-infinilabs-u-latency-R3000-seconds-both-spectra.txt";
/** Half a unit of the printed percentile value (`1.37ms`: 0.005 ms; `1.45s`: 5 ms). */
const half = (ms: number): number => (ms >= 850 ? 5 : ms >= 0.85 ? 0.005 : 0.000005);

describe("wrk2: oracles within a run", () => {
  it.each([POLIS, BOTH])("%s: each histogram's spectrum agrees with its percentile rows, its footer and the Thread Stats row", (file) => {
    const [rec] = wrk(sample(file));
    const pairs = [
      [rec!.latencyDistribution, rec!.latencySpectrum],
      [rec!.uncorrectedLatencyDistribution, rec!.uncorrectedLatencySpectrum],
    ] as const;
    let checked = 0;
    for (const [rows, spectrum] of pairs) {
      if (!rows || !spectrum) continue;
      // a spectrum row at the same percentile holds the same value, printed with 3 decimals of ms instead of 2 of a unit
      for (const p of rows) {
        const row = spectrum.rows.find((r) => r.percent === p.percent);
        if (!row) continue;
        expect(Math.abs(row.ms - p.ms)).toBeLessThanOrEqual(half(p.ms) + 0.0005);
        checked++;
      }
      // the last row holds every request, as the footer's Total count says; counts only grow
      expect(spectrum.rows.at(-1)!.totalCount).toBe(spectrum.totalCount);
      expect(spectrum.rows.at(-1)!.percent).toBe(100);
      for (let i = 1; i < spectrum.rows.length; i++) expect(spectrum.rows[i]!.totalCount).toBeGreaterThanOrEqual(spectrum.rows[i - 1]!.totalCount);
      expect(spectrum.maxMs!).toBeLessThanOrEqual(spectrum.rows.at(-1)!.ms);
    }
    expect(checked).toBeGreaterThanOrEqual(4);
    // the Thread Stats Latency row comes from the recorded histogram: its mean and stdev are the footer's
    expect(Math.abs(rec!.latency!.avgMs! - rec!.latencySpectrum!.meanMs!)).toBeLessThanOrEqual(half(rec!.latency!.avgMs!));
    expect(Math.abs(rec!.latency!.stdevMs! - rec!.latencySpectrum!.stdDeviationMs!)).toBeLessThanOrEqual(half(rec!.latency!.stdevMs!));
  });

  it("the recorded and uncorrected histograms are kept apart, the uncorrected one lower (coordinated omission)", () => {
    const [rec] = wrk(sample(BOTH));
    expect(rec!.latencyDistribution!.map((p) => p.percent)).toEqual([50, 75, 90, 99, 99.9, 99.99, 99.999, 100]);
    expect(rec!.uncorrectedLatencyDistribution!.map((p) => p.percent)).toEqual([50, 75, 90, 99, 99.9, 99.99, 99.999, 100]);
    expect(rec!.latencyDistribution![0]).toEqual({ percent: 50, ms: 1450 });
    expect(rec!.uncorrectedLatencyDistribution![0]).toEqual({ percent: 50, ms: 293.38 });
    expect(rec!.uncorrectedLatencySpectrum!.meanMs).toBe(338.201);
    for (let i = 0; i < 8; i++) expect(rec!.uncorrectedLatencyDistribution![i]!.ms).toBeLessThanOrEqual(rec!.latencyDistribution![i]!.ms);
    expect(rec!.variant).toBe("wrk2");
    expect(rec!.calibration).toHaveLength(10);
    expect(rec!.warnings).toBeUndefined();
  });
});

describe("wrk2: units", () => {
  it("spectrum values are ms, percentiles 0-1 fractions read exactly as percent; 1/(1-p) stays in the raw record", () => {
    const [rec] = wrk(sample(POLIS));
    expect(rec!.latencySpectrum!.rows[50]).toEqual({ ms: 5.735, percent: 99.9023, totalCount: 99260 });
    expect(rec!.latencySpectrum).toMatchObject({ meanMs: 1.441, stdDeviationMs: 0.706, maxMs: 12.92, totalCount: 99357, buckets: 27, subBuckets: 2048 });
    const [raw] = parse(sample(POLIS), { format: "wrk", raw: true }) as WrkRawRun[];
    expect(raw!.hdrHistograms![0]!.spectrum!.at(-1)).toEqual({ value: "12.927", percentile: "1.000000", totalCount: "99357", inverse: "inf" });
    expect(raw!.hdrHistograms![0]!.name).toBe("Recorded Latency)");
  });

  it("calibration: `1.464ms, ... 10ms` and the older `9747 usec, ... 21 msec`", () => {
    expect(wrk(sample(POLIS))[0]!.calibration).toEqual([{ meanLatencyMs: 1.464, samplingIntervalMs: 10 }]);
    expect(wrk(sample("wrk/wrk2-pasted-readme-R2000-t2-c100-usec-calibration.txt"))[0]!.calibration).toEqual([
      { meanLatencyMs: 9.747, samplingIntervalMs: 21 },
      { meanLatencyMs: 9.631, samplingIntervalMs: 21 },
    ]);
  });

  it("an empty histogram's nan footer is null; a histogram wrk2 does not print is a located error", () => {
    const text = sample(POLIS).replace("#[Mean    =        1.441, StdDeviation   =        0.706]", "#[Mean    =          nan, StdDeviation   =          nan]");
    expect(wrk(text)[0]!.latencySpectrum).toMatchObject({ meanMs: null, stdDeviationMs: null });
    const bad = safeParse(sample(POLIS).replace("HdrHistogram - Recorded Latency", "HdrHistogram - Sideways Latency"), { format: "wrk" });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.line).toBe(9);
  });

  it("a run cut inside its spectrum is incomplete and says what is missing", () => {
    const text = sample(POLIS).split("\n").slice(0, 60).join("\n");
    const [rec] = wrk(text);
    expect(rec!.status).toBe("incomplete");
    expect(rec!.warnings!.join("; ")).toContain("#[Mean/Max/Buckets] footer");
    expect(rec!.latencySpectrum!.rows.length).toBe(text.split("\n").filter((l) => /^\s+\d+\.\d{3}\s+[01]\.\d{6}\s+\d+\s+\S/.test(l)).length);
  });

  it("plain wrk output has no variant", () => {
    expect(wrk(sample("wrk/wrk-latency-t2-c10-d3s.txt"))[0]!.variant).toBeUndefined();
  });
});

describe("wrk2: the -R rate from the command line", () => {
  const run = sample(POLIS).split("\n").slice(2).join("\n");

  it.each([
    ["$ wrk -t1 -c64 -d60s -R2000 --latency http://localhost:8081", 2000],
    ["$ wrk2 -t1 -c64 -d60s -R 2000 -L http://localhost:8081", 2000],
    ["user@host:~$ ./wrk2 --rate=2k -t1 -c64 -d1m http://localhost:8081", 2000],
    ["$ wrk --rate 1500 -t1 -c64 http://localhost:8081", 1500],
  ])("%s", (command, rate) => {
    const [rec] = wrk(`${command}\n${run}`);
    expect(rec!.targetRequestsPerSecond).toBe(rate);
    expect(summarize(rec!)).toMatchObject({ targetRequestsPerSecond: rate, concurrency: 64, latencyPercentiles: expect.arrayContaining([{ percent: 99, ms: 3.02 }]) });
    const [block] = extract(`Results:\n\n${command}\n${run}`).blocks;
    expect(block!.command).toMatchObject({ program: "wrk", concurrency: 64, threads: 1 });
    expect((block!.records[0] as WrkRecord).targetRequestsPerSecond).toBe(rate);
  });

  it("the rate option, and commands without -R", () => {
    expect(wrk(run)[0]!.targetRequestsPerSecond).toBeUndefined();
    expect((parse(run, { format: "wrk", rate: 2500 })[0] as WrkRecord).targetRequestsPerSecond).toBe(2500);
    expect(wrkOptionsFromCommand(["-t2", "-c100", "http://h/"])).toEqual({});
    expect(wrkOptionsFromCommand(["-LR2000", "http://h/"])).toEqual({ rate: 2000 });
    expect(wrkOptionsFromCommand(["-R", "0", "http://h/"])).toEqual({});
  });
});

describe("wrk2: values glibc prints for 0/0 and x/0 (issue #40, class 8)", () => {
  it("`Req/Sec   -nan   -nan   0.00   0.00%` (one thread, wrk2 samples no rate): null cells, the rest of the run kept", () => {
    // stored file 36915683122: a framework's README benchmark (wrk2 -t1 -R 2000)
    const [run, ...more] = wrk(sample("wrk/wrk2-pasted-aiohttp-t1-R2000-req-sec-nan.txt"));
    expect(more).toEqual([]);
    expect(run).toMatchObject({ status: "complete", variant: "wrk2", targetRequestsPerSecond: 2000, threads: 1, connections: 10, requests: 19943, requestsPerSecond: 1994.33 });
    expect(run!.latency).toEqual({ avgMs: 3.13, stdevMs: 1.9, maxMs: 11.32, withinStdevPercent: 73.87 });
    expect(run!.requestsPerThread).toEqual({ avgPerSecond: null, stdevPerSecond: null, maxPerSecond: 0, withinStdevPercent: 0 });
    expect(run!.warnings).toEqual(["the Req/Sec row printed -nan (glibc's 0/0 or x/0: no samples), read as null"]);
    expect(summarize(run!)).toMatchObject({ requestsPerSecond: 1994.33, latencyMeanMs: 3.13, latencyMaxMs: 11.32 });
  });

  it("a run without latency samples: `-nanus` cells (the unit glued on), cut off by the copy's `...`", () => {
    // stored file 14982215753 (a Lambda runner's README): its result file as shown, cut with `...`
    const text = "Running 5s test @ https://...herokuapp.com\n  2 threads and 2 connections\n  Thread Stats   Avg      Stdev     Max   +/- Stdev\n    Latency     -nanus    -nanus   0.00us    0.00%\n    Req/Sec       -nan      -nan   0.00      0.00%\n  Latency Distribution (HdrHistogram - Recorded Latency)\n 50.000%    0.00us\n...\n";
    // (the `...` line is the copy's elision: an error at it, the run kept, #40 class 5)
    const { records, errors } = parsePartial(text, { format: "wrk" });
    expect(errors.map((e) => [e.line, e.column])).toEqual([[8, 1]]);
    const [run] = records as WrkRecord[];
    expect(run!.latency).toEqual({ avgMs: null, stdevMs: null, maxMs: 0, withinStdevPercent: 0 });
    expect(run!.latencyDistribution).toEqual([{ percent: 50, ms: 0 }]);
    expect(run!.status).toBe("incomplete");
    expect(run!.warnings!.slice(0, 2)).toEqual([
      "the Latency row printed -nanus (glibc's 0/0 or x/0: no samples), read as null",
      "the Req/Sec row printed -nan (glibc's 0/0 or x/0: no samples), read as null",
    ]);
  });

  it.each(["nan", "-nan", "inf", "-inf"])("`%s` in any cell wrk prints with printf: null there, the rest as printed", (word) => {
    const text = sample("wrk/wrk-latency-t2-c10-d3s.txt");
    const [expected] = wrk(text);
    const damaged = text
      .replace(/(Latency\s+)\S+/, `$1${word}ms`)
      .replace(/(Req\/Sec\s+\S+\s+)\S+/, `$1${word}`)
      .replace(/(\+\/- Stdev\n.*\n.*\s)\S+%/, `$1${word}%`)
      .replace(/Requests\/sec:\s+\S+/, `Requests/sec: ${word}`)
      .replace(/Transfer\/sec:\s+\S+/, `Transfer/sec: ${word}B`);
    const [run] = wrk(damaged);
    expect(run!.latency).toEqual({ ...expected!.latency, avgMs: null });
    expect(run!.requestsPerThread).toEqual({ ...expected!.requestsPerThread, stdevPerSecond: null, withinStdevPercent: null });
    expect([run!.requestsPerSecond, run!.transferBytesPerSecond, run!.status]).toEqual([null, null, "complete"]);
    expect(run!.latencyDistribution).toEqual(expected!.latencyDistribution);
    expect(run!.warnings).toHaveLength(4);
  });

  it("DeathStarBench's wrk2 prints the 99th percentile where wrk prints Max: read as p99, never as the largest", () => {
    // stored file 20256614854 (lab notes on DeathStarBench's hotelReservation)
    const [run] = wrk(sample("wrk/wrk2-pasted-deathstarbench-99-column-req-sec-nan.txt"));
    expect(run!.latency).toEqual({ avgMs: 2290, stdevMs: 1320, p99Ms: 4760, withinStdevPercent: 58.85 });
    expect(run!.requestsPerThread).toEqual({ avgPerSecond: null, stdevPerSecond: null, p99PerSecond: 0, withinStdevPercent: 0 });
    expect(summarize(run!).latencyMaxMs).toBeUndefined();
    expect(run!.warnings![0]).toMatch(/third column is 99%/);
    // any other header is not one wrk prints
    const odd = sample("wrk/wrk-t2-c10-d3s.txt").replace("Max", "Min");
    expect(safeParse(odd, { format: "wrk" })).toMatchObject({ success: false, error: { reason: expect.stringMatching(/not a Thread Stats header wrk prints: "Avg Stdev Min/) } });
  });

  it("a fork's message glued to the Thread Stats header (wrk-mp) is not read as the header", () => {
    // stored file 37934414767 (wrk-mp's README)
    const [run] = wrk(sample("wrk/wrk2-pasted-wrk-mp-glued-rate-disabled-line.txt"));
    expect(run).toMatchObject({ status: "complete", requests: 12728, latency: { avgMs: 0.66737, stdevMs: 0.19123, maxMs: 5.13, withinStdevPercent: 85.06 } });
    expect(run!.warnings).toEqual(["the Req/Sec row printed -nan (glibc's 0/0 or x/0: no samples), read as null"]);
  });
});
