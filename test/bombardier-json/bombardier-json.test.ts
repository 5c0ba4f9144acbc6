/**
 * bombardier-json: the differential test (each document against the text bombardier's plain-text template prints from
 * the same values, read by the bombardier text format: equal records within the text's two decimals), the numbers of
 * the samples checked by hand, the invalid copy (`"90":  ,`), the intro and progress lines, detection.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { BombardierRecord } from "../../src/formats/bombardier/schema.js";
import type { BombardierJsonRecord } from "../../src/formats/bombardier/json/schema.js";
import { detect, parse, safeParse, summarize } from "../../src/index.js";
import { root, sample } from "../helpers/samples.js";

const files = readdirSync(join(root, "samples", "bombardier-json")).filter((f) => /\.(?:json|txt)$/.test(f));
const json = (text: string): BombardierJsonRecord[] => parse(text, { format: "bombardier-json" }) as BombardierJsonRecord[];
const plain = (text: string): BombardierRecord[] => parse(text, { format: "bombardier" }) as BombardierRecord[];

/** bombardier's formatTimeUs (format.go): `%.2f` of us, ms or s. */
const timeUs = (us: number): string => (us < 1e3 ? `${us.toFixed(2)}us` : us < 1e6 ? `${(us / 1e3).toFixed(2)}ms` : `${(us / 1e6).toFixed(2)}s`);
/** bombardier's formatBinary: `%.2f` of bytes, KB, MB, GB (1024-based). */
const binary = (n: number): string => {
  const units = ["", "KB", "MB", "GB", "TB"];
  let i = 0;
  while (n >= 1024 && i < units.length - 1) (n /= 1024), i++;
  return `${n.toFixed(2)}${units[i]}`;
};

interface Doc {
  spec: { numberOfConnections: number; testType: string; numberOfRequests?: number; testDurationSeconds?: number; url: string };
  result: {
    bytesRead: number; bytesWritten: number; timeTakenSeconds: number; req1xx?: number; req2xx?: number; req3xx?: number; req4xx?: number; req5xx?: number; others?: number;
    errors?: { description: string; count: number }[]; latency: { mean: number; stddev: number; max: number; percentiles?: Record<string, number> }; rps: { mean: number; stddev: number; max: number };
  };
}

/** What bombardier's plain-text template (templates.go) prints for the document's values, with the -n intro. */
function plainText(d: Doc): string {
  const r = d.result;
  const lines = [
    `Bombarding ${d.spec.url} with ${d.spec.numberOfRequests} request(s) using ${d.spec.numberOfConnections} connection(s)`,
    "Done!",
    "Statistics        Avg      Stdev        Max",
    `  Reqs/sec ${r.rps.mean.toFixed(2).padStart(10)} ${r.rps.stddev.toFixed(2).padStart(10)} ${r.rps.max.toFixed(2).padStart(10)}`,
    `  Latency    ${timeUs(r.latency.mean).padStart(10)} ${timeUs(r.latency.stddev).padStart(10)} ${timeUs(r.latency.max).padStart(10)}`,
  ];
  if (r.latency.percentiles) {
    lines.push("  Latency Distribution");
    for (const [p, us] of Object.entries(r.latency.percentiles)) lines.push(`     ${p.padStart(2)}% ${timeUs(us).padStart(10)}`);
  }
  lines.push("  HTTP codes:", `    1xx - ${r.req1xx ?? 0}, 2xx - ${r.req2xx ?? 0}, 3xx - ${r.req3xx ?? 0}, 4xx - ${r.req4xx ?? 0}, 5xx - ${r.req5xx ?? 0}`, `    others - ${r.others ?? 0}`);
  if (r.errors) lines.push("  Errors:", ...r.errors.map((e) => `    ${e.description.padStart(10)} - ${e.count}`));
  lines.push(`  Throughput: ${binary((r.bytesRead + r.bytesWritten) / r.timeTakenSeconds).padStart(10)}/s`);
  return `${lines.join("\n")}\n`;
}

/** Within what `%.2f` of the printed unit keeps: half of 0.01 of that unit (relative, for the unit's scale). */
const near = (a: number, b: number, unit: number): void => expect(Math.abs(a - b)).toBeLessThanOrEqual(0.005 * unit + 1e-9);

describe("bombardier-json: the document and the text its template prints give equal records (within the text's 2 decimals)", () => {
  // the invalid copy is valid once its lost value is left out (it is an rps percentile: the text prints none)
  const valid = files.filter((f) => !/INVALID/.test(f));
  it.each(valid)("%s", (file) => {
    const text = sample(`bombardier-json/${file}`);
    const doc = JSON.parse(text.slice(text.indexOf('{"spec"'))) as Doc;
    const [j] = json(text);
    const [t] = plain(plainText(doc));
    expect(t!.status).toBe("complete");
    expect(j!.url).toBe(t!.url);
    expect(j!.connections).toBe(t!.connections);
    expect(j!.numberOfRequests).toBe(t!.numberOfRequests);
    for (const k of ["responses1xx", "responses2xx", "responses3xx", "responses4xx", "responses5xx", "responsesOther"] as const) expect(j![k], k).toBe(t![k]);
    for (const k of ["avgPerSecond", "stdevPerSecond", "maxPerSecond"] as const) near(j!.requestsPerSecondStats![k], t!.requestsPerSecondStats![k], 1);
    for (const k of ["avgMs", "stdevMs", "maxMs"] as const) {
      const ms = j!.latency![k];
      near(ms, t!.latency![k], ms < 1 ? 1e-3 : ms < 1e3 ? 1 : 1e3);
    }
    expect(j!.latencyDistribution?.map((p) => p.percent)).toEqual(t!.latencyDistribution?.map((p) => p.percent));
    j!.latencyDistribution?.forEach((p, i) => near(p.ms, t!.latencyDistribution![i]!.ms, p.ms < 1 ? 1e-3 : p.ms < 1e3 ? 1 : 1e3));
    const bytes = j!.throughputBytesPerSecond!;
    near(bytes, t!.throughputBytesPerSecond!, 1024 ** Math.max(0, Math.floor(Math.log(bytes) / Math.log(1024))) + 1);
    expect(summarize(j!).requests).toBe(summarize(t!).requests);
    expect(summarize(j!).successful).toBe(summarize(t!).successful);
  });
});

describe("bombardier-json: the samples (numbers checked by hand against the files)", () => {
  it("a POST whose copy lost a value (`\"90\":  ,`): read with a warning, the lost value null, nothing guessed", () => {
    const text = sample("bombardier-json/bombardier-json-post-headers-rps-p90-empty-INVALID-id-28355733795.json");
    const [r] = json(text);
    // latency mean 1918.752118 us = 1.918752118 ms; max 440000 us = 440 ms
    expect(r!.latency).toEqual({ avgMs: 1.918752118, stdevMs: 3.533940674615616, maxMs: 440 });
    expect(r!.requestsPerSecondStats!.avgPerSecond).toBe(103084.9487998893);
    expect([r!.responses2xx, r!.responses4xx]).toEqual([802015, 197985]);
    // (123042065 + 274064400) bytes / 9.6189994 s
    expect(r!.throughputBytesPerSecond).toBeCloseTo(41283552.32, 2);
    expect(r!.warnings).toEqual([expect.stringMatching(/no value for result\.rps\.percentiles\.90 .*read as null/)]);
    const raw = parse(text, { format: "bombardier-json", raw: true }) as unknown as { members: Record<string, string> }[];
    expect(raw[0]!.members["result.rps.percentiles.90"]).toBe("");
    expect(raw[0]!.members["result.rps.percentiles.95"]).toBe("128236.599025");
    const s = summarize(r!);
    expect([s.requests, s.successful, s.non2xx]).toEqual([1000000, 802015, 197985]);
  });

  it("the default print: intro, progress bar and Done! before the JSON are let be", () => {
    const [r] = json(sample("bombardier-json/bombardier-o-j-default-print-intro-progress-result-id-9877085135.txt"));
    // latency 71221 us = 71.221 ms; (1577 + 63) / 0.071811825 = 22837.46 bytes/s
    expect(r).toMatchObject({ url: "http://www.example.com", connections: 1, numberOfRequests: 1, responses2xx: 1, latency: { avgMs: 71.221, stdevMs: 0, maxMs: 71.221 } });
    expect(r!.throughputBytesPerSecond).toBeCloseTo(22837.46, 2);
    expect(r!.warnings).toBeUndefined();
  });

  it("an older template without zero counters: 0, said in a warning", () => {
    const [r] = json(sample("bombardier-json/bombardier-json-fasthttp-n20000-c100-percentiles-id-38468175413.json"));
    expect(r!.responses2xx).toBe(20000);
    expect(r!.responses4xx).toBe(0);
    expect(r!.warnings![0]).toMatch(/no req1xx, req3xx, req4xx, req5xx, others .*read as 0/);
    // percentiles 305 us, 380, 707, 90373, 1997471 in ms
    expect(r!.latencyDistribution!.map((p) => p.ms)).toEqual([0.305, 0.38, 0.707, 90.373, 1997.471]);
  });
});

describe("bombardier-json: detection and damaged input", () => {
  it("each sample is bombardier-json; bombardier's text samples stay bombardier", () => {
    for (const f of files) expect(detect(sample(`bombardier-json/${f}`))?.format, f).toBe("bombardier-json");
    for (const f of readdirSync(join(root, "samples", "bombardier")).filter((n) => n.endsWith(".txt"))) expect(detect(sample(`bombardier/${f}`))?.format, f).toBe("bombardier");
  });

  it("a value missing elsewhere than a member (`[1, , 2]`-like damage) or not JSON is a ParseError", () => {
    expect(safeParse('{"spec":{"numberOfConnections":1},"result":{"bytesRead": : 1}}', { format: "bombardier-json" }).success).toBe(false);
    expect(safeParse('{"spec":{"numberOfConnections":1},"result":{"latency":{"mean":"x","stddev":1,"max":1}}}', { format: "bombardier-json" }).success).toBe(false);
  });

  it("two runs, each with its intro, are two records", () => {
    const one = sample("bombardier-json/bombardier-o-j-default-print-intro-progress-result-id-9877085135.txt");
    expect(json(`${one}\n${one}`).length).toBe(2);
  });
});
