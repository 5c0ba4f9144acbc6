import * as z from "zod";
import { lazyShape } from "../../../kit/lazy-schema.js";
import { VegetaBucket, vegetaReportFields } from "../schema.js";

const count = (what: string) => z.number().int().nonnegative().describe(`${what} (count)`);
const stamp = (what: string) => z.string().describe(`${what}: RFC 3339 with nanoseconds and the offset vegeta printed`);

/*
 * `vegeta report -type=json` gives the vegeta text report's record (src/formats/vegeta/schema.ts: the same fields and
 * units, not rounded as the text rounds them) with `format: "vegeta-json"` and the times the text does not print;
 * `vegeta encode`'s JSON lines give one `result` record per request, a request series as hey's CSV.
 */
export const VegetaJsonReport = z
  .object(lazyShape({ format: z.literal("vegeta-json").describe("Format id (always `vegeta-json`)"), kind: z.literal("report").describe("report: `vegeta report -type=json`") }, () => ({
    status: z.enum(["complete", "incomplete"]).describe("complete: every member vegeta prints (min and 90th only since v12.8.0); incomplete: some missing"),
    ...vegetaReportFields(),
    earliest: stamp("`earliest`: the first request sent").optional(),
    latest: stamp("`latest`: the last request sent").optional(),
    end: stamp("`end`: the last response received").optional(),
    buckets: z.array(VegetaBucket).optional().describe("`buckets` (`report -type=json -buckets '[...]'`, v12.6.0+): the histogram as `-type=hist` prints its rows (bounds in ns read as ms; the share of the buckets' total, unrounded)"),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable"),
  })))
  .describe("One `vegeta report -type=json` report");

export const VegetaJsonResult = z
  .object(lazyShape({ format: z.literal("vegeta-json").describe("Format id (always `vegeta-json`)"), kind: z.literal("result").describe("result: one line of `vegeta encode` (-to json): one request") }, () => ({
    attack: z.string().optional().describe("`attack`: the attack's name (-name), as printed (often empty)"),
    seq: count("`seq`: the request's sequence number in the attack"),
    statusCode: z.number().int().min(0).max(999).describe("`code`: the response's HTTP status code (no unit), as hey-csv's statusCode; 0: no response (a transport error)"),
    timestamp: stamp("`timestamp`: when the request was sent"),
    latencyMs: z.number().nonnegative().describe("`latency` (ns), in milliseconds"),
    bytesOut: count("`bytes_out`: request body, in bytes"),
    bytesIn: count("`bytes_in`: response body, in bytes"),
    error: z.string().optional().describe("`error`: the request's error; absent when empty"),
    bodyBase64: z.string().optional().describe("`body`: the response body, base64 as printed; absent when null or empty"),
    method: z.string().optional().describe("`method` (newer vegeta)"),
    url: z.string().optional().describe("`url` (newer vegeta)"),
    headers: z.array(z.object({ name: z.string().describe("A header's name as printed"), values: z.array(z.string()).describe("Its values, in the printed order") })).optional().describe("`headers`: the response headers, each with its values, in the printed order"),
  })))
  .describe("One request of `vegeta encode`'s JSON");

export const VegetaJsonRecord = z.discriminatedUnion("kind", [VegetaJsonReport, VegetaJsonResult]).describe("vegeta's JSON: a report, or one encoded result");
export type VegetaJsonRecord = z.infer<typeof VegetaJsonRecord>;
export type VegetaJsonReport = z.infer<typeof VegetaJsonReport>;
export type VegetaJsonResult = z.infer<typeof VegetaJsonResult>;
