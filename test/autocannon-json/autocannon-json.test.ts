/**
 * autocannon-json: the differential test (each 9.0.0 run's --json result against its tables: equal records within
 * what the tables print), hand-checked numbers of the 8.0.0 captures, detection, and damaged input.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { AutocannonRecord } from "../../src/formats/autocannon/schema.js";
import type { AutocannonJsonRecord } from "../../src/formats/autocannon/json/schema.js";
import { detect, parse, safeParse, summarize } from "../../src/index.js";
import { root, sample } from "../helpers/samples.js";

const twins = readdirSync(join(root, "samples", "autocannon-json")).filter((f) => f.startsWith("autocannon-twin-"));
const json = (text: string): AutocannonJsonRecord[] => parse(text, { format: "autocannon-json" }) as AutocannonJsonRecord[];
const tables = (text: string): AutocannonRecord[] => parse(text, { format: "autocannon" }) as AutocannonRecord[];

/** pretty-bytes' 3 significant digits of 1000-based units (what the tables print of a byte count). */
const prettyBytes = (n: number): number => {
  if (n < 1) return n;
  const e = Math.min(Math.floor(Math.log10(n) / 3), 8);
  return Number((n / 1000 ** e).toPrecision(3)) * 1000 ** e;
};
/** lib/format.js: exact below 1000, else thousands. */
const thousands = (n: number): number => (n < 1000 ? n : Math.round(n / 1000) * 1000);

describe("autocannon-json: the text and the JSON of one run give equal records (within the tables' print precision)", () => {
  it("has the six 9.0.0 twins", () => expect(twins.length).toBe(6));
  it.each(twins)("%s", (file) => {
    const [j] = json(sample(`autocannon-json/${file}`));
    const [t] = tables(sample(`autocannon/${file.replace(/\.json$/, ".txt")}`));
    expect(j!.format).toBe("autocannon-json");
    expect(j!.status).toBe(t!.status);
    expect(j!.url).toBe(t!.url);
    expect(j!.connections).toBe(t!.connections);
    expect(j!.pipelining).toBe(t!.pipelining ?? 1);
    expect(j!.samples).toBe(t!.samples);
    expect(j!.sampleIntervalSeconds).toBe(t!.sampleIntervalSeconds);
    expect(j!.durationSeconds).toBe(t!.durationSeconds);
    // the tables' Latency row: whole-ms percentiles and the mean and deviation exactly, the max floored to 2 decimals
    expect(j!.latency!.percentiles).toEqual(t!.latency!.percentiles);
    expect(j!.latency!.avgMs).toBe(t!.latency!.avgMs);
    expect(j!.latency!.stdevMs).toBe(t!.latency!.stdevMs);
    expect(Math.floor(j!.latency!.maxMs! * 100) / 100).toBe(t!.latency!.maxMs);
    // Req/Sec exactly; Bytes/Sec as pretty-bytes prints it
    expect(j!.requestRate!.percentiles).toEqual(t!.requestRate!.percentiles);
    for (const k of ["avgPerSecond", "stdevPerSecond", "minPerSecond"] as const) expect(j!.requestRate![k], k).toBe(t!.requestRate![k]);
    j!.transferRate!.percentiles!.forEach((p, i) => {
      expect(p.percent).toBe(t!.transferRate!.percentiles![i]!.percent);
      expect(prettyBytes(p.bytesPerSecond)).toBeCloseTo(t!.transferRate!.percentiles![i]!.bytesPerSecond, 6);
    });
    for (const k of ["avgBytesPerSecond", "stdevBytesPerSecond", "minBytesPerSecond"] as const) expect(prettyBytes(j!.transferRate![k]!), k).toBeCloseTo(t!.transferRate![k]!, 6);
    expect(prettyBytes(j!.readBytes!)).toBeCloseTo(t!.readBytes!, 6);
    // counts: the tables round above 999 and print the error, mismatch and non-2xx lines only when not 0
    expect(thousands(j!.requests!)).toBe(t!.requests);
    expect(j!.errors ? thousands(j!.errors) : undefined).toBe(t!.errors);
    expect(j!.errors ? thousands(j!.timeouts!) : undefined).toBe(t!.timeouts);
    expect(j!.mismatches || undefined).toBe(t!.mismatches);
    expect(j!.non2xxResponses || undefined).toBe(t!.non2xxResponses);
    if (t!.responses2xx !== undefined) expect(j!.responses2xx).toBe(t!.responses2xx);
    if (t!.statusCodes) expect(j!.statusCodes).toEqual(t!.statusCodes);
    if (t!.latencyPercentiles) expect(j!.latencyPercentiles).toEqual(t!.latencyPercentiles);
    // the comparison row: the same but for what the tables round
    const sj = summarize(j!);
    const st = summarize(t!);
    expect(sj.target).toBe(st.target);
    expect(sj.concurrency).toBe(st.concurrency);
    expect(sj.requestsPerSecond).toBe(st.requestsPerSecond);
    expect(sj.latencyMeanMs).toBe(st.latencyMeanMs);
  });
});

describe("autocannon-json: autocannon 8.0.0's CLI output (numbers checked by hand against the file)", () => {
  it("a 2 s run: 8176 responses of 8186 sent, latency mean 2.17 ms, p99 25 ms, 6663440 bytes", () => {
    const [r] = json(sample("autocannon-json/autocannon8-json-c10-d2.json"));
    expect(r).toMatchObject({
      format: "autocannon-json",
      status: "complete",
      url: "http://127.0.0.1:8094/index.html",
      connections: 10,
      pipelining: 1,
      durationSeconds: 2.11,
      samples: 2,
      sampleIntervalSeconds: 1,
      requests: 8186,
      responses2xx: 8176,
      non2xxResponses: 0,
      errors: 0,
      timeouts: 0,
      readBytes: 6663440,
      statusCodes: [{ code: "200", count: 8176 }],
    });
    expect(r!.workers).toBeUndefined(); // `workers: 0`: none
    expect(r!.latency).toEqual({ percentiles: [{ percent: 2.5, ms: 0 }, { percent: 50, ms: 0 }, { percent: 97.5, ms: 16 }, { percent: 99, ms: 25 }], avgMs: 2.17, stdevMs: 4.76, maxMs: 75, minMs: 1 });
    expect(r!.requestRate).toMatchObject({ avgPerSecond: 4089.5, stdevPerSecond: 1812.5, minPerSecond: 2276, maxPerSecond: 5900 });
    expect(r!.transferRate!.avgBytesPerSecond).toBe(3330816);
    expect(r!.latencyPercentiles!.map((p) => p.percent)).toEqual([0.001, 0.01, 0.1, 1, 2.5, 10, 25, 50, 75, 90, 97.5, 99, 99.9, 99.99, 99.999]);
    expect(r!.latencyPercentiles!.at(-1)).toEqual({ percent: 99.999, ms: 75 });
    const s = summarize(r!);
    expect(s.successful).toBe(8186);
    expect(s.requestsPerSecond).toBe(4089.5);
  });

  it("connection refused: 5580 errors, no response", () => {
    const [r] = json(sample("autocannon-json/autocannon8-json-refused-c10-d2.json"));
    expect(r).toMatchObject({ errors: 5580, timeouts: 0, requests: 5590, responses2xx: 0, readBytes: 0 });
    expect(r!.statusCodes).toBeUndefined(); // `statusCodeStats: {}`
    expect(summarize(r!).successful).toBe(10);
  });
});

describe("autocannon-json: detection and damaged input", () => {
  it("each sample is detected as autocannon-json, the tables as autocannon", () => {
    for (const f of readdirSync(join(root, "samples", "autocannon-json")).filter((n) => n.endsWith(".json"))) expect(detect(sample(`autocannon-json/${f}`))?.format, f).toBe("autocannon-json");
    expect(detect(sample("autocannon/autocannon-twin-c10-d2.txt"))?.format).toBe("autocannon");
  });

  it("two runs appended (JSON lines) are two records, in any chunking", () => {
    const one = sample("autocannon-json/autocannon8-json-c10-d2.json");
    const two = one + sample("autocannon-json/autocannon8-json-refused-c10-d2.json");
    const recs = json(two);
    expect(recs.map((r) => r.errors)).toEqual([0, 5580]);
  });

  it("a result cut off: its members as far as printed, with a warning", () => {
    const text = sample("autocannon-json/autocannon8-json-c10-d2.json");
    const cut = text.slice(0, text.indexOf('"requests":{'));
    const [r] = json(cut);
    expect(r!.latency!.avgMs).toBe(2.17);
    expect(r!.requests).toBeUndefined();
    expect(r!.warnings!.join(" ")).toMatch(/cut off/);
  });

  it("a value that is not a number is a ParseError, not a wrong number", () => {
    const text = sample("autocannon-json/autocannon8-json-c10-d2.json").replace('"average":2.17', '"average":"fast"');
    const r = safeParse(text, { format: "autocannon-json" });
    expect(r.success).toBe(false);
  });

  it("JSON that is not autocannon's is refused", () => {
    expect(safeParse('{"spec":{},"result":{}}', { format: "autocannon-json" }).success).toBe(false);
    expect(detect('{"latencies":{"mean":1},"throughput":2}')?.format).not.toBe("autocannon-json");
  });
});
