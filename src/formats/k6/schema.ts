import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";

const count = (what: string) => z.number().int().nonnegative().describe(`${what} (count)`);
const inUnit = (what: string) =>
  z.number().describe(`${what}, in the metric's unit (ms for time, bytes for data; no unit otherwise); below 0 only for a custom metric (k6's own count, and times and sizes do not go below 0)`);
const where = {
  section: z.string().optional().describe("The 1.x summary's subsection (`HTTP`, `EXECUTION`, `NETWORK`, `CUSTOM`, `WEBSOCKET`, ...)"),
  group: z.string().optional().describe("The group it is under (`█ GROUP: name` in 1.x, `█ name` in the legacy summary)"),
  scenario: z.string().optional().describe("The scenario it is under (`█ SCENARIO: name`, 1.x full mode)"),
};

export const K6Metric = z
  .object(lazyShape(() => ({
    name: z.string().describe("The metric's name (`http_req_duration`)"),
    tags: z.string().optional().describe("A sub-metric's tags as printed between the braces (`expected_response:true`)"),
    ...where,
    thresholds: z.enum(["passed", "failed"]).optional().describe("The mark before the name: ✓ (all its thresholds passed) or ✗ (one failed); absent without thresholds"),
    kind: z.enum(["trend", "counter", "rate", "gauge", "none"]).describe("The metric type, from how its values print; none: `[no data]`"),
    unit: z.enum(["ms", "bytes"]).optional().describe("The unit of its values: ms (time), bytes (data); absent for plain numbers"),
    avg: inUnit("Trend: mean").optional(),
    min: inUnit("Trend or gauge: smallest value").optional(),
    med: inUnit("Trend: median").optional(),
    max: inUnit("Trend or gauge: largest value").optional(),
    percentiles: z
      .array(z.object({ percent: z.number().min(0).max(100).describe("The percentile, in percent (0-100)"), value: inUnit("The value at it") }))
      .optional()
      .describe("Trend: p(90), p(95) and the other p(N) columns"),
    count: inUnit("Trend: samples (`count=`, a count); counter: its total").optional(),
    ratePerSecond: inUnit("Counter: its total per second of the test (the unit per second)").optional(),
    percent: z.number().min(0).max(100).optional().describe("Rate: the share of non-zero values, in percent (0-100), truncated to 2 decimals"),
    passes: count("Rate: non-zero values (✓, or the `P` of `P out of T`)").optional(),
    fails: count("Rate: zero values (✗, or T - P)").optional(),
    value: inUnit("Gauge: its last value").optional(),
  })))
  .describe("One metric line of the summary");
export type K6Metric = z.infer<typeof K6Metric>;

export const K6Check = z
  .object(lazyShape(() => ({
    name: z.string().describe("The check's name as printed"),
    ...where,
    passed: z.boolean().describe("✓ (every run passed) or ✗"),
    percent: z.number().int().min(0).max(100).optional().describe("A failed check's `↳  NN%`: passes / runs, floored, in percent (0-100)"),
    passes: count("A failed check's ✓ count").optional(),
    fails: count("A failed check's ✗ count").optional(),
  })))
  .describe("One check");
export type K6Check = z.infer<typeof K6Check>;

export const K6Threshold = z
  .object(lazyShape(() => ({
    metric: z.string().describe("The metric the threshold is on"),
    source: z.string().describe("The threshold expression (`p(95)<500`)"),
    passed: z.boolean().describe("✓ or ✗"),
    shown: z.string().optional().describe("The value k6 printed beside it, as printed (`p(95)=21.44ms`)"),
  })))
  .describe("One threshold of the 1.x THRESHOLDS section");
export type K6Threshold = z.infer<typeof K6Threshold>;

const ms = (what: string) => z.number().nonnegative().describe(`${what}, in milliseconds`);

/** The head of a text summary: what k6 prints before its metrics (the `k6` format's records only). */
const printedHead = () => ({
    script: z.string().optional().describe("`script:` of the execution head"),
    output: z.string().optional().describe("`output:` of the execution head"),
    scenarios: z
      .object({
        count: count("Scenarios").optional(),
        maxVUs: count("Max VUs").optional(),
        maxDurationSeconds: z.number().nonnegative().optional().describe("Max duration, graceful stop included, in seconds"),
      })
      .optional()
      .describe("`scenarios: (100.00%) 1 scenario, 80 max VUs, 40s max duration (incl. graceful stop):`"),
    run: z
      .object({
        elapsedSeconds: z.number().nonnegative().describe("`running (10.0s)`: the test's elapsed time, in seconds"),
        vus: count("VUs running at that moment"),
        maxVUs: count("Max VUs"),
        completeIterations: count("Complete iterations"),
        interruptedIterations: count("Interrupted iterations"),
      })
      .optional()
      .describe("The last progress line (`running (10.0s), 00/80 VUs, 40495 complete and 0 interrupted iterations`)"),
});

/**
 * A summary's results: its thresholds, checks and metrics, and the common figures taken from the whole test's
 * metrics. The same fields and units whatever k6 printed them as (the text summary, `k6`; its JSON, `k6-json`).
 */
export const k6Results = () => ({
    thresholds: z.array(K6Threshold).optional().describe("The 1.x THRESHOLDS section"),
    checks: z.array(K6Check).optional().describe("The checks, in order"),
    metrics: z.array(K6Metric).describe("Every metric line, in order"),
    httpRequests: count("http_reqs").optional(),
    httpRequestsPerSecond: z.number().nonnegative().optional().describe("http_reqs' rate, requests per second"),
    httpRequestsFailed: count("http_req_failed's non-zero values: failed requests").optional(),
    httpRequestDuration: z
      .object({
        avgMs: ms("Mean").optional(),
        minMs: ms("Smallest").optional(),
        medMs: ms("Median").optional(),
        maxMs: ms("Largest").optional(),
        percentiles: z.array(z.object({ percent: z.number().min(0).max(100).describe("The percentile, in percent (0-100)"), ms: ms("The latency at it") })).optional().describe("p(90), p(95), ..."),
      })
      .optional()
      .describe("http_req_duration (all responses), in milliseconds"),
    iterations: count("iterations").optional(),
    iterationsPerSecond: z.number().nonnegative().optional().describe("iterations' rate, per second"),
    vusMax: count("vus_max: VUs allocated").optional(),
    dataReceivedBytes: count("data_received, in bytes (k6's 1000-based kB/MB, rounded as printed)").optional(),
    dataReceivedBytesPerSecond: z.number().nonnegative().optional().describe("data_received's rate, in bytes per second"),
    dataSentBytes: count("data_sent, in bytes (1000-based, as printed)").optional(),
    dataSentBytesPerSecond: z.number().nonnegative().optional().describe("data_sent's rate, in bytes per second"),
    checksPassed: count("Checks that passed (the checks rate's passes, or checks_succeeded)").optional(),
    checksFailed: count("Checks that failed").optional(),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable"),
});

export const K6Record = z
  .object(lazyShape({ format: z.literal("k6").describe("Format id (always `k6`)") }, () => ({
    status: z.enum(["complete", "incomplete"]).describe("complete: the summary has its metric lines; incomplete: only the head, progress or checks"),
    layout: z.enum(["legacy", "grouped"]).describe("legacy: the summary of k6 up to 0.57 (and --summary-mode=legacy); grouped: the 1.x summary (`█ TOTAL RESULTS`, HTTP/EXECUTION/NETWORK sections)"),
    ...printedHead(),
    ...k6Results(),
  })))
  .describe("One k6 end-of-test summary");
export type K6Record = z.infer<typeof K6Record>;

/** What the common figures are made from and give (normalize's k6Totals, summarize, metrics): k6 and k6-json alike. */
export type K6Results = z.infer<z.ZodObject<ReturnType<typeof k6Results>>>;
