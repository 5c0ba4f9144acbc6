/**
 * oha-json: the differential test (each document against the text oha's print_summary prints from the same values,
 * src/printer.rs at v1.15.0, read by the oha text format: equal records within the text's rounding), the samples'
 * numbers checked by hand, both key generations (2022 and 1.x), re-serialized forms, several documents, cut-off
 * documents, a pasted command line, detection against the other JSON formats.
 *
 * No oha run gave both a text summary and a JSON document here (oha cannot be installed: /work/captures/oha), so the
 * text side is built from the JSON's numbers with the printer's own formats ({:.4} times in the unit chosen from the
 * slowest, {:.2} byte-unit sizes, {:.2}% rates); the fixtures marked HAND-MADE below are written from the printer's
 * source, not tool output.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectOhaJson } from "../../src/formats/oha/json/detect.js";
import type { OhaJsonRecord } from "../../src/formats/oha/json/schema.js";
import type { OhaRecord } from "../../src/formats/oha/schema.js";
import { detect, parse, parseStream, safeParse, summarize } from "../../src/index.js";
import { root, sample } from "../helpers/samples.js";

const files = readdirSync(join(root, "samples", "oha-json")).filter((f) => f.endsWith(".json"));
const N3 = "oha-json/oha-1.15.0-output-format-json-c1-n3-metrics-first-byte-id-62120663838.json";
const CRUSH = "oha-json/crush-test-oha-j-c20-z10s-deadline-aborts-reserialized.json";
const SORTED = "oha-json/oha-j-sorted-keys-two-runs-second-no-response-nulls-README-blocks-id-2616016724.json";
const json = (text: string): OhaJsonRecord[] => parse(text, { format: "oha-json" }) as OhaJsonRecord[];
const plain = (text: string): OhaRecord[] => parse(text, { format: "oha" }) as OhaRecord[];

type Doc = Record<string, any>;
/** The documents of a sample file (one, or several one after another with blank lines between). */
const docsOf = (text: string): Doc[] => text.split(/\n(?=\{)/).map((t) => JSON.parse(t) as Doc);

/** oha's TimeScale (src/timescale.rs): the largest unit the seconds exceed, else ns; its name and its seconds. */
const SCALES: [string, number][] = [["hr", 3600], ["10 min", 600], ["min", 60], ["10 sec", 10], ["sec", 1], ["ms", 1e-3], ["us", 1e-6], ["ns", 1e-9]];
const scaleOf = (seconds: number | null): [string, number] => SCALES.find(([, s]) => seconds !== null && seconds > s) ?? ["ns", 1e-9];
/** Rust's `{:.N}` of an f64 (NaN for serde_json's null: the text prints NaN, inf or -inf, all read as null). */
const fixed = (v: number | null, digits: number): string => (v === null ? "NaN" : v.toFixed(digits));
/** byte-unit's get_appropriate_unit(Binary) with `{:.2}`. */
const size = (bytes: number): string => {
  const units = ["B", "KiB", "MiB", "GiB", "TiB"];
  let i = 0;
  while (bytes >= 1024 && i < units.length - 1) (bytes /= 1024), i++;
  return `${bytes.toFixed(2)} ${units[i]}`;
};

/** What oha 1.15's print_summary prints for the document's values (no --stats-success-breakdown, no colour). */
function ohaText(d: Doc): string {
  const s = d.summary;
  const [unit, scale] = scaleOf(s.slowest);
  const t = (v: number | null): string => `${fixed(v === null ? null : v / scale, 4)} ${unit}`;
  const lines = [
    "Summary:",
    `  Success rate:\t${fixed(s.successRate === null ? null : 100 * s.successRate, 2)}%`,
    `  Total:\t${t(s.total)}`,
    `  Slowest:\t${t(s.slowest)}`,
    `  Fastest:\t${t(s.fastest)}`,
    `  Average:\t${t(s.average)}`,
    `  Requests/sec:\t${fixed(s.requestsPerSec, 4)}`,
    "",
    `  Total data:\t${size(s.totalData)}`,
    `  Size/request:\t${s.sizePerRequest === null ? "NaN" : size(s.sizePerRequest)}`,
    `  Size/sec:\t${size(Math.floor(s.sizePerSec))}`,
    "",
    "Response time histogram:",
  ];
  const marks = Object.entries(d.responseTimeHistogram as Record<string, number>).sort(([a], [b]) => Number(a) - Number(b));
  for (const [mark, count] of marks) lines.push(`  ${(Number(mark) / scale).toFixed(3)} ${unit} [${count}] |`);
  lines.push("", "Response time distribution:");
  for (const [p, v] of Object.entries(d.latencyPercentiles as Record<string, number | null>)) lines.push(`  ${Number(p.slice(1)).toFixed(2)}% in ${t(v)}`);
  lines.push("", "", "Details (average, fastest, slowest):");
  const triple = (x: Doc): string => [x.average, x.fastest, x.slowest].map(t).join(", ");
  lines.push(`  DNS+dialup:\t${triple(d.details.DNSDialup)}`, `  DNS-lookup:\t${triple(d.details.DNSLookup)}`, "", "Status code distribution:");
  const codes = Object.entries(d.statusCodeDistribution as Record<string, number>).sort(([a, x], [b, y]) => y - x || Number(a) - Number(b));
  for (const [code, n] of codes) lines.push(`  [${code}] ${n} responses`);
  const errors = Object.entries(d.errorDistribution as Record<string, number>).sort(([, x], [, y]) => y - x);
  if (errors.length > 0) lines.push("", "Error distribution:", ...errors.map(([e, n]) => `  [${n}] ${e}`));
  return `${lines.join("\n")}\n`;
}

/** Within half of the last printed digit (`places` decimals of `unit`). */
const near = (a: number | null | undefined, b: number | null | undefined, unit: number, places: number, what: string): void => {
  if (a === null || a === undefined || b === null || b === undefined) return void expect(a, what).toBe(b);
  expect(Math.abs(a - b), `${what}: ${a} vs ${b}`).toBeLessThanOrEqual(0.5 * 10 ** -places * unit * (1 + 1e-9) + 1e-12);
};
const binaryUnit = (bytes: number): number => 1024 ** Math.max(0, Math.min(4, Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024))));

/** The JSON-only fields; the text-only one (timeUnit). */
const JSON_ONLY = ["firstByte", "requestsPerSecondStats"];

describe("oha-json: the document and the text oha prints from it give the same record (within the text's rounding)", () => {
  const docs = files.flatMap((f) => docsOf(sample(`oha-json/${f}`)).map((d, i) => [`${f} #${i + 1}`, d, json(sample(`oha-json/${f}`))[i]!] as const));
  it.each(docs)("%s", (_, doc, j) => {
    const [t] = plain(ohaText(doc));
    const [, scale] = scaleOf(doc.summary.slowest);
    const ms = scale * 1000;
    // the same fields, but for the JSON's own (firstByte, rps, details.firstByte) and the text's time unit
    const keys = (r: object) => Object.keys(r).filter((k) => k !== "format" && k !== "timeUnit" && k !== "warnings" && !JSON_ONLY.includes(k)).sort();
    const textHistogramUnread = doc.responseTimeHistogram.NaN !== undefined; // `NaN ns [0] |` is no histogram row the text format reads
    expect(keys(j)).toEqual(keys(t!));
    expect(j.status).toBe(textHistogramUnread ? "complete" : t!.status);
    near(j.successRatePercent, t!.successRatePercent, 1, 2, "successRatePercent");
    near(j.durationSeconds, t!.durationSeconds, scale, 4, "durationSeconds");
    for (const k of ["slowestMs", "fastestMs", "averageMs"] as const) near(j[k], t![k], ms, 4, k);
    near(j.requestsPerSecond, t!.requestsPerSecond, 1, 4, "requestsPerSecond");
    for (const k of ["totalDataBytes", "sizePerRequestBytes", "sizePerSecondBytes"] as const) near(j[k], t![k], binaryUnit(j[k] ?? 0), 2, k);
    if (!textHistogramUnread) {
      expect(j.histogram!.map((b) => b.count)).toEqual(t!.histogram!.map((b) => b.count));
      j.histogram!.forEach((b, i) => near(b.markMs, t!.histogram![i]!.markMs, ms, 3, `histogram ${i}`));
    }
    expect(j.latencyDistribution!.map((p) => p.percent)).toEqual(t!.latencyDistribution!.map((p) => p.percent));
    j.latencyDistribution!.forEach((p, i) => near(p.ms, t!.latencyDistribution![i]!.ms, ms, 4, `${p.percent}%`));
    for (const phase of ["dnsDialup", "dnsLookup"] as const) for (const k of ["averageMs", "fastestMs", "slowestMs"] as const) near(j.details![phase]![k], t!.details![phase]![k], ms, 4, `${phase}.${k}`);
    expect(j.statusCodes).toEqual(t!.statusCodes);
    expect(j.errorDistribution).toEqual(t!.errorDistribution);
    expect([j.responses, j.requestErrors, j.requests]).toEqual([t!.responses, t!.requestErrors, t!.requests]);
    expect(summarize(j)).toEqual({ ...summarize(t!), format: "oha-json", latencyMeanMs: j.averageMs, latencyMaxMs: j.slowestMs, requestsPerSecond: j.requestsPerSecond, durationSeconds: j.durationSeconds, bytesPerSecond: j.sizePerSecondBytes, latencyPercentiles: j.latencyDistribution, status: j.status });
  });
});

describe("oha-json: the samples (numbers checked by hand against the files)", () => {
  it("crush-test (-c 20 -z 10s, re-serialized: `\"successRate\": 1`): 3175 responses + 20 deadline aborts", () => {
    const [r] = json(sample(CRUSH));
    expect(r).toMatchObject({ status: "complete", successRatePercent: 100, durationSeconds: 10.002234488, slowestMs: 8238.461265, fastestMs: 2.435368, totalDataBytes: 12700, sizePerRequestBytes: 4 });
    // 1269.7162834201295 bytes/s, truncated as the text's `as u64`
    expect(r!.sizePerSecondBytes).toBe(1269);
    expect(r!.errorDistribution).toEqual([{ count: 20, message: "aborted due to deadline" }]);
    expect([r!.responses, r!.requestErrors, r!.requests]).toEqual([3175, 20, 3195]);
    // 0.000028771350000000004 s
    expect(r!.details!.dnsLookup!.averageMs).toBeCloseTo(0.02877135, 12);
    // rps without min (before 1.4.5)
    expect(r!.requestsPerSecondStats).toMatchObject({ avgPerSecond: 1777.1011840236235, stdevPerSecond: 736.8199945599358, maxPerSecond: 6439.087838835894 });
    expect(r!.requestsPerSecondStats!.minPerSecond).toBe(0.12222992103813014);
    expect(r!.warnings).toBeUndefined();
    const s = summarize(r!);
    expect([s.requests, s.successful, s.non2xx]).toEqual([3195, 3175, 0]);
  });

  it("oha 1.15.0 (serde_json's own form): exponents, metrics, first-byte stats, `\"stddev\": null`", () => {
    const [r] = json(sample(N3));
    // 5.7220000000000004e-6 s, 1.833e-6 s
    expect(r!.details!.dnsLookup!.averageMs).toBeCloseTo(0.005722, 12);
    expect(r!.details!.dnsLookup!.fastestMs).toBe(0.001833);
    expect(r!.details!.firstByte).toEqual({ averageMs: 0.4275833333333333, fastestMs: 0.259875, slowestMs: 0.665917 });
    expect(r!.firstByte!.histogram!.length).toBe(11);
    expect(r!.firstByte!.latencyDistribution![2]).toEqual({ percent: 50, ms: 0.356958 });
    expect(r!.requestsPerSecondStats!.stdevPerSecond).toBeNull();
    expect(r!.latencyDistribution!.map((p) => p.percent)).toEqual([10, 25, 50, 75, 90, 95, 99, 99.9, 99.99]);
    // 25861.34868922749 bytes/s
    expect([r!.sizePerSecondBytes, r!.sizePerRequestBytes, r!.requests]).toEqual([25861, 13, 3]);
    // metrics agree with the summary: no warning
    expect(r!.warnings).toBeUndefined();
    expect(r!.errorDistribution).toBeUndefined();
  });

  it("sorted keys, two runs; the second got no response: nulls, no histogram row, no status code", () => {
    const [a, b] = json(sample(SORTED));
    expect(a).toMatchObject({ status: "complete", successRatePercent: 100, durationSeconds: 1.00266425, sizePerRequestBytes: 547, sizePerSecondBytes: 6547, responses: 12, requestErrors: 2, requests: 14 });
    // the histogram's marks sorted as numbers, not as oha's BTreeMap strings
    expect(a!.histogram!.map((h) => h.count)).toEqual([1, 9, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    expect(b).toMatchObject({ status: "complete", successRatePercent: null, slowestMs: null, fastestMs: null, averageMs: null, sizePerRequestBytes: null, sizePerSecondBytes: 0, histogram: [], statusCodes: [], responses: 0, requestErrors: 2, requests: 2 });
    expect(b!.latencyDistribution!.every((p) => p.ms === null)).toBe(true);
    expect(b!.details!.dnsDialup).toEqual({ averageMs: 0, fastestMs: null, slowestMs: null });
    expect(b!.requestsPerSecondStats).toMatchObject({ avgPerSecond: 0, maxPerSecond: null, stdevPerSecond: 0 });
  });
});

/** HAND-MADE from oha's printer at 733726f (2022, the v0.5.3-test tag): the first JSON's keys, values invented. */
const FIRST_JSON = `{
  "summary": {
    "successRate": 0.9,
    "total": 2.5,
    "slowest": 0.5,
    "fastest": 0.25,
    "average": 0.375,
    "requestsPerSec": 4.0,
    "totalData": 81,
    "sizePerRequest": 9.0,
    "sizePerSec": 32.4
  },
  "reaponseTimeHistogram": {
    "0.25": 4,
    "0.5": 5
  },
  "latencyDistribution": {
    "p10": 0.25,
    "p25": 0.25,
    "p50": 0.375,
    "p75": 0.5,
    "p90": 0.5,
    "p95": 0.5,
    "p99": 0.5
  },
  "details": {
    "DNSDialup": {
      "average": 0.001,
      "fastest": 0.001,
      "slowest": 0.001
    },
    "DNSLookup": {
      "average": 0.0005,
      "fastest": 0.0005,
      "slowest": 0.0005
    }
  },
  "statusCodeDistribution": {
    "200": 9
  },
  "errorDistribution": {
    "error trying to connect: tcp connect error: Connection refused (os error 111)": 1
  }
}`;

describe("oha-json: key generations and re-serialized forms", () => {
  it("the first JSON (2022): reaponseTimeHistogram, latencyDistribution p10..p99, a float sizePerRequest", () => {
    const [r] = json(FIRST_JSON);
    expect(r).toMatchObject({ status: "complete", successRatePercent: 90, durationSeconds: 2.5, slowestMs: 500, sizePerRequestBytes: 9, sizePerSecondBytes: 32, responses: 9, requestErrors: 1, requests: 10 });
    expect(r!.histogram).toEqual([{ markMs: 250, count: 4 }, { markMs: 500, count: 5 }]);
    expect(r!.latencyDistribution!.map((p) => p.percent)).toEqual([10, 25, 50, 75, 90, 95, 99]);
    expect(r!.errorDistribution).toEqual([{ count: 1, message: "error trying to connect: tcp connect error: Connection refused (os error 111)" }]);
    expect(r!.warnings).toBeUndefined();
    // the 0.5.x float: 4.5 bytes per request truncated as the text's integer division
    const [half] = json(FIRST_JSON.replace('"sizePerRequest": 9.0', '"sizePerRequest": 4.5'));
    expect(half!.sizePerRequestBytes).toBe(4);
  });

  it("--stats-success-breakdown (HAND-MADE: the 1.x keys added to a real document): successful and notSuccessful", () => {
    const d = docsOf(sample(N3))[0]!;
    d.responseTimeHistogramSuccessful = { "0.00066625": 1, "0.000259958": 2 };
    d.latencyPercentilesSuccessful = { p10: 0.000259958, "p99.99": 0.00066625 };
    d.responseTimeHistogramNotSuccessful = { NaN: 0 };
    d.latencyPercentilesNotSuccessful = { p10: null };
    const [r] = json(JSON.stringify(d, null, 2));
    expect(r!.successful).toEqual({ histogram: [{ markMs: 0.259958, count: 2 }, { markMs: 0.66625, count: 1 }], latencyDistribution: [{ percent: 10, ms: 0.259958 }, { percent: 99.99, ms: 0.66625 }] });
    expect(r!.notSuccessful).toEqual({ histogram: [], latencyDistribution: [{ percent: 10, ms: null }] });
  });

  it("one line, integers for floats, other indentation, CRLF: the same records", () => {
    for (const f of [N3, CRUSH, SORTED]) {
      const text = sample(f);
      const pretty = json(text);
      const docs = docsOf(text);
      expect(json(docs.map((d) => JSON.stringify(d)).join("\n")), f).toEqual(pretty);
      expect(json(docs.map((d) => JSON.stringify(d, null, "\t")).join("\r\n").replace(/\n/g, "\r\n")), f).toEqual(pretty);
    }
    // serde's `1.0` and a wrapper's `1`; `1e-6` and `0.000001`
    expect(json(sample(N3).replace(/"successRate": 1\.0/, '"successRate": 1'))).toEqual(json(sample(N3)));
    expect(json(sample(N3).replace("1.833e-6", "0.000001833"))).toEqual(json(sample(N3)));
  });

  it("several documents one after another (a log of runs): one record each, batch and stream alike", async () => {
    const log = [sample(N3), sample(CRUSH), sample(SORTED), JSON.stringify(docsOf(sample(N3))[0])].join("\n");
    const batch = json(log);
    expect(batch.map((r) => r.requests)).toEqual([3, 3195, 14, 2, 3]);
    const streamed: unknown[] = [];
    for await (const r of parseStream(log.split(/(?<=\n)/), { format: "oha-json" })) streamed.push(r);
    expect(streamed).toEqual(batch);
  });

  it("a command line pasted before the JSON (`$ oha -j ...`) is let be, and detection still says oha-json", () => {
    const text = `$ oha --no-tui -j -c 1 -n 3 http://127.0.0.1:8000/\n${sample(N3)}`;
    expect(detect(text)?.format).toBe("oha-json");
    const [r] = parse(text) as OhaJsonRecord[];
    expect(r).toEqual({ ...json(sample(N3))[0], source: undefined });
  });
});

describe("oha-json: a log of runs, each after its command line", () => {
  it("each run's summary row takes its target and -c from the command line before it, batch and stream", async () => {
    const log = [
      "$ oha --no-tui -j -c 20 -z 10s https://a.example/ping",
      sample(CRUSH),
      "",
      "$ oha --no-tui --output-format json -c 1 -n 3 http://127.0.0.1:8000/",
      sample(N3),
      "",
    ].join("\n");
    const rows = (parse(log) as OhaJsonRecord[]).map((r) => summarize(r));
    expect(rows.map((r) => [r.target, r.concurrency, r.requests])).toEqual([
      ["https://a.example/ping", 20, 3195],
      ["http://127.0.0.1:8000/", 1, 3],
    ]);
    const streamed: OhaJsonRecord[] = [];
    for await (const r of parseStream(log.split(/(?<=\n)/))) streamed.push(r as OhaJsonRecord);
    expect(streamed.map((r) => summarize(r).target)).toEqual(["https://a.example/ping", "http://127.0.0.1:8000/"]);
  });
});

describe("oha-json: damaged input", () => {
  const full = json(sample(N3))[0]!;
  it("cut anywhere: a ParseError, or the members read so far with a cut-off warning (never a complete record with other numbers)", () => {
    const text = sample(N3);
    let cutRecords = 0;
    for (let i = 1; i < text.length - 1; i += 7) {
      const result = safeParse(text.slice(0, i), { format: "oha-json" });
      if (!result.success) continue;
      const [r] = result.data as OhaJsonRecord[];
      cutRecords++;
      expect(r!.status, `cut at ${i}`).toBe("incomplete");
      expect(r!.warnings?.some((w) => /cut off/.test(w)), `cut at ${i}`).toBe(true);
      // every figure read is the full document's
      for (const k of ["successRatePercent", "durationSeconds", "slowestMs", "fastestMs", "averageMs", "requestsPerSecond", "totalDataBytes", "sizePerRequestBytes", "sizePerSecondBytes"] as const) if (r![k] !== undefined) expect(r![k], `${k} cut at ${i}`).toBe(full[k]);
      if (r!.histogram) expect(r!.histogram).toEqual(full.histogram);
      if (r!.statusCodes) expect([r!.statusCodes, r!.responses, r!.requests]).toEqual([full.statusCodes, full.responses, full.requests]);
      if (r!.details?.dnsLookup) expect(r!.details.dnsLookup).toEqual(full.details!.dnsLookup);
      if (r!.latencyDistribution) expect(r!.latencyDistribution).toEqual(full.latencyDistribution);
    }
    expect(cutRecords).toBeGreaterThan(100);
  });

  it("a number that is not one, a null Total, a negative or fractional count, a non-status key: ParseError", () => {
    const bad = [
      sample(N3).replace('"total": 0.001508042', '"total": "fast"'),
      sample(N3).replace('"total": 0.001508042', '"total": null'),
      sample(N3).replace('"200": 3', '"200": -3'),
      sample(N3).replace('"200": 3', '"200": 2.5'),
      sample(N3).replace('"200": 3', '"OK": 3'),
      sample(N3).replace('"p99.9": 0.00066625', '"q99.9": 0.00066625'),
      sample(N3).replace('"0.0003005872": 0', '"fast": 0'),
      '{"summary": {"total": 1}, "statusCodeDistribution": {}, "latency": {}}',
      "[1, 2]",
    ];
    for (const text of bad) {
      const result = safeParse(text, { format: "oha-json" });
      expect(result.success, text.slice(0, 80)).toBe(false);
      if (!result.success) expect(result.error.name).toBe("ParseError");
    }
  });

  it("metrics that disagree with the summary are said", () => {
    const [r] = json(sample(N3).replace('"p99": 0.666,', '"p99": 5.0,'));
    expect(r!.warnings).toEqual(["metrics disagree with the summary and percentiles: metrics.latency_ms.p99"]);
  });

  it("a document without its Status code distribution (trimmed by hand) is incomplete and says what is missing", () => {
    const d = docsOf(sample(N3))[0]!;
    delete d.statusCodeDistribution;
    delete d.summary.sizePerSec;
    const result = safeParse(JSON.stringify(d), { format: "oha-json" });
    // without statusCodeDistribution it is not oha's document (a closed object needs it)
    expect(result.success).toBe(false);
    d.statusCodeDistribution = { 200: 3 };
    const [r] = json(JSON.stringify(d));
    expect(r!.status).toBe("incomplete");
    expect(r!.warnings).toEqual(["no summary.sizePerSec"]);
  });
});

describe("oha-json: detection", () => {
  it("each sample is oha-json; oha's text samples stay oha", () => {
    for (const f of files) expect(detect(sample(`oha-json/${f}`))?.format, f).toBe("oha-json");
    for (const f of readdirSync(join(root, "samples", "oha")).filter((n) => n.endsWith(".txt"))) expect(detect(sample(`oha/${f}`))?.format, f).toBe("oha");
  });

  it("the other JSON formats' samples are not oha's, and oha's are not theirs", () => {
    const others = ["k6-json", "vegeta-json", "autocannon-json", "bombardier-json", "sar-json", "iostat-json", "mpstat-json", "pidstat-json"];
    let n = 0;
    for (const format of others) {
      for (const f of readdirSync(join(root, "samples", format)).filter((x) => /\.(?:json|txt)$/.test(x))) {
        const text = sample(`${format}/${f}`);
        expect(detectOhaJson(text), `${format}/${f}`).toBe(0);
        n++;
      }
    }
    expect(n).toBeGreaterThan(20);
  });

  it("a wrapper holding oha's document (crush-test's Lambda response) is not oha's document", () => {
    const doc = docsOf(sample(CRUSH))[0]!;
    expect(detectOhaJson(JSON.stringify({ stdout: { type: "json", value: doc }, stderr: "", exitCode: 0 }, null, 2))).toBe(0);
    expect(detectOhaJson(JSON.stringify(doc))).toBe(1);
  });
});
