/**
 * Every load generator's runs as metrics, from the one mapping (src/formats/load-test/metrics.ts): promtool check metrics
 * finds nothing in the Prometheus text of any load-generator sample (none of these names is borrowed from an
 * exporter), and the values are what the tool printed, read from the sample's text by this test's own regexes
 * (wrk's Socket errors, httperf's Errors lines, hey's histogram rows and percentiles), not copied from the output.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formats, parsePartial, toMetrics, type FormatName } from "../../src/index.js";
import { root, sampleFiles } from "../helpers/samples.js";
import { checkMetrics, promtool, requireTool } from "./tools.js";

const LOAD_GENERATORS: FormatName[] = ["ab", "webbench", "wrk", "hey", "h2load", "siege", "httperf", "bombardier", "autocannon", "vegeta", "k6"];
const havePromtool = requireTool("promtool", promtool);
const isInput = (p: string): boolean => !/(^|\/)README\.md$|\.conf$|\.sh$/.test(p);

/** Prometheus text as `name{labels}` -> value (labels in their written order). */
function samplesOf(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split("\n")) {
    const m = /^([a-zA-Z_:][\w:]*(?:\{.*\})?) (\S+)$/.exec(line);
    if (m) out.set(m[1]!, Number(m[2]));
  }
  return out;
}
const find = (samples: Map<string, number>, name: string, ...labels: string[]): number | undefined => {
  for (const [k, v] of samples) if (k.startsWith(`${name}{`) && labels.every((l) => k.includes(l))) return v;
  return undefined;
};
const prometheus = (file: string, format: FormatName): string => toMetrics(parsePartial(readFileSync(file, "utf8"), { format }).records, { output: "prometheus", tz: "UTC" });

describe("every load generator has the load-test mapping", () => {
  it.each(LOAD_GENERATORS)("%s", (name) => {
    const families = formats[name].metrics?.families.map((f) => f.name) ?? [];
    expect(families).toEqual(expect.arrayContaining(["loadtest_requests_per_second", "loadtest_errors", "loadtest_request_duration_seconds"]));
  });
});

describe.skipIf(!havePromtool)("promtool check metrics: no finding on any load-generator sample", () => {
  const files = LOAD_GENERATORS.flatMap((name) => sampleFiles(name, isInput).map((f) => [f.slice(root.length + 1), f, name] as const));
  it.each(files)("%s", (_, file, name) => {
    const text = prometheus(file, name);
    const { status, findings } = checkMetrics(text);
    expect(findings).toEqual([]);
    expect(status).toBe(0);
  });
  it("writes metrics for most of them", () => {
    const written = files.filter(([, file, name]) => prometheus(file, name) !== "").length;
    expect(written).toBeGreaterThan(250);
  });
});

describe("values as the tool printed them", () => {
  it("wrk: Socket errors by kind, each printed number", () => {
    let checked = 0;
    for (const file of sampleFiles("wrk", isInput)) {
      const text = readFileSync(file, "utf8");
      const lines = [...text.matchAll(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/g)];
      if (lines.length !== 1) continue;
      const s = samplesOf(prometheus(file, "wrk"));
      const [, connect, read, write, timeout] = lines[0]!.map(Number);
      expect([connect, read, write, timeout], file).toEqual(["connect", "read", "write", "timeout"].map((k) => find(s, "loadtest_errors", `kind="${k}"`)));
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it("httperf: the Errors lines by kind (timeouts summed, the rarer kinds as other)", () => {
    let checked = 0;
    for (const file of sampleFiles("httperf", isInput)) {
      const text = readFileSync(file, "utf8");
      const a = [...text.matchAll(/Errors: total (\d+) client-timo (\d+) socket-timo (\d+) connrefused (\d+) connreset (\d+)/g)];
      const b = [...text.matchAll(/Errors: fd-unavail (\d+) addrunavail (\d+) ftab-full (\d+) other (\d+)/g)];
      if (a.length !== 1 || b.length !== 1) continue;
      const [, total, ctimo, stimo, refused, reset] = a[0]!.map(Number);
      const [, fd, addr, ftab, other] = b[0]!.map(Number);
      const s = samplesOf(prometheus(file, "httperf"));
      const byKind = { timeout: ctimo! + stimo!, connect: refused, reset, other: fd! + addr! + ftab! + other! };
      for (const [kind, n] of Object.entries(byKind)) expect(find(s, "loadtest_errors", `kind="${kind}"`), `${file} ${kind}`).toBe(n);
      expect(Object.values(byKind).reduce((x, y) => x! + y!, 0), file).toBe(total);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it("hey: histogram rows cumulative at their marks, percentiles as quantiles in seconds, errors from the messages", () => {
    let checked = 0;
    for (const file of sampleFiles("hey", (p) => p.endsWith(".txt"))) {
      const text = readFileSync(file, "utf8");
      if (text.split("Summary:").length !== 2) continue;
      const rows = [...text.matchAll(/^ {2}(\d+\.\d{3}) \[(\d+)\]\t\|/gm)].map((m) => [Number(m[1]), Number(m[2])] as const);
      const s = samplesOf(prometheus(file, "hey"));
      let cumulative = 0;
      const atMark = new Map<number, number>(); // marks printed alike (rounded to 1 ms) are one bucket: the last count
      for (const [mark, n] of rows) atMark.set(mark, (cumulative += n));
      for (const [mark, n] of atMark) expect(find(s, "http_client_request_duration_seconds_bucket", `le="${mark}"`), `${file} ${mark}`).toBe(n);
      const les = [...prometheus(file, "hey").matchAll(/_bucket\{[^}]*le="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(les).size, `${file}: one sample per bound`).toBe(les.length);
      if (rows.length > 0) expect(find(s, "http_client_request_duration_seconds_bucket", 'le="+Inf"')).toBe(cumulative);
      // (`0% in 0.0000 secs`: hey's placeholder for a percentile it has no request for)
      for (const m of text.matchAll(/^ {2}([1-9]\d*)%+ in (\d+\.\d+) secs/gm)) expect(find(s, "loadtest_request_duration_seconds", `quantile="${Number(m[1]) / 100}"`), file).toBe(Number(m[2]));
      const refused = [...text.matchAll(/^ {2}\[(\d+)\]\t.*connection refused/gm)].reduce((n, m) => n + Number(m[1]), 0);
      if (refused > 0) expect(find(s, "loadtest_errors", 'kind="connect"'), file).toBe(refused);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it("ab: the breakdown of Failed requests by kind and Non-2xx as status", () => {
    const file = sampleFiles("ab", (p) => p.endsWith("ab-length-failures-n500-c5.txt"))[0]!;
    const text = readFileSync(file, "utf8");
    const m = /\(Connect: (\d+), Receive: (\d+), Length: (\d+), Exceptions: (\d+)\)/.exec(text)!;
    const s = samplesOf(prometheus(file, "ab"));
    expect(["connect", "read", "length", "exception"].map((k) => find(s, "loadtest_errors", `kind="${k}"`))).toEqual(m.slice(1).map(Number));
    expect(Number(m[3])).toBeGreaterThan(0);
  });
});

describe("Influx names the peers read", () => {
  it("k6: one measurement per k6 metric with its value in `value` (http_req_duration's mean in ms)", () => {
    for (const file of sampleFiles("k6", isInput)) {
      const text = readFileSync(file, "utf8");
      const influx = toMetrics(parsePartial(text, { format: "k6" }).records, { output: "influx" });
      const measurements = new Set(influx.split("\n").filter(Boolean).map((l) => l.split(/[, ]/)[0]));
      for (const m of measurements) expect(text, `${file}: ${m}`).toContain(m); // every measurement is a metric k6 printed
      const avg = /http_req_duration\.*: avg=([\d.]+)(ms|s|µs)/.exec(text);
      if (avg) {
        const ms = Number(avg[1]) * (avg[2] === "s" ? 1000 : avg[2] === "µs" ? 0.001 : 1);
        const line = influx.split("\n").find((l) => /^http_req_duration,(?!.*expected_response)/.test(l))!;
        expect(Number(/ value=([\d.e+-]+)/.exec(line)![1]), file).toBeCloseTo(ms, 9);
      }
    }
  });

  it("vegeta: measurement vegeta, latencies in ns under the JSON report's names", () => {
    const file = sampleFiles("vegeta", (p) => p.includes("springboot"))[0]!;
    const text = readFileSync(file, "utf8");
    const influx = toMetrics(parsePartial(text, { format: "vegeta" }).records, { output: "influx" });
    const max = /Latencies .*, (\d+(?:\.\d+)?)(ms|s)\n/.exec(text)!;
    const ns = Math.round(Number(max[1]) * (max[2] === "s" ? 1e9 : 1e6));
    expect(influx).toMatch(new RegExp(`^vegeta,.* .*latencies_max=${ns}i`, "m"));
  });
});
