import { z } from "zod";
import type { AbRecord } from "../formats/ab/schema.js";
import { abGnuplotFormat } from "../formats/ab-gnuplot/index.js";
import type { AbGnuplotRecord } from "../formats/ab-gnuplot/schema.js";
import { AbGnuplotSummary, GnuplotColumns, readGnuplotBytes } from "../formats/ab-gnuplot/summary.js";
import type { WebbenchRecord } from "../formats/webbench/schema.js";

/**
 * One row of a load-test comparison, the same shape for ab and webbench runs (seed 000 and 001 compare them in one
 * table). Fields a tool did not report are absent.
 */
export const LoadTestSummary = z
  .object({
    format: z.enum(["ab", "webbench"]),
    status: z.string().describe("The run's status as the format reports it (complete, aborted, interrupted, incomplete)"),
    target: z.string().optional().describe("URL of the load test (ab: rebuilt from scheme, host, port and path)"),
    concurrency: z.number().int().optional().describe("ab -c / webbench -c (clients)"),
    durationSeconds: z.number().optional().describe("How long the run took (ab) or was asked to run (webbench -t)"),
    requests: z.number().int().optional().describe("Requests the tool counted: ab Complete requests, webbench succeeded + failed"),
    successful: z.number().int().optional().describe("ab: complete - failed - non-2xx (a lower bound); webbench: succeeded"),
    failed: z.number().int().optional().describe("requests - successful"),
    successRate: z.number().min(0).max(1).optional().describe("successful / requests, 0..1"),
    requestsPerSecond: z.number().nullable().optional().describe("ab: Requests per second (mean); webbench: (succeeded + failed) / duration"),
    bytesPerSecond: z.number().nullable().optional().describe("ab: Transfer rate received; webbench: bytes/sec as printed"),
    latencyPercentiles: z
      .array(z.object({ percent: z.number(), ms: z.number().nullable() }))
      .optional()
      .describe("ab's percentile table, in ms (webbench prints none)"),
  })
  .describe("A load-test run summarized for comparison tables");
export type LoadTestSummary = z.infer<typeof LoadTestSummary>;

/** True for records `summarize` accepts. */
export function isLoadTestRecord(record: unknown): record is AbRecord | WebbenchRecord {
  const format = (record as { format?: unknown } | null)?.format;
  return format === "ab" || format === "webbench";
}

/**
 * The comparison view of an ab or webbench record.
 *
 * @example
 * summarize(parse(abText, { format: "ab" })[0]).requestsPerSecond //=> 10289.65
 */
export function summarize(record: AbRecord | WebbenchRecord): LoadTestSummary {
  const out: LoadTestSummary = { format: record.format, status: record.status };
  const set = <K extends keyof LoadTestSummary>(key: K, value: LoadTestSummary[K] | undefined): void => {
    if (value !== undefined) out[key] = value;
  };
  if (record.format === "ab") {
    set("target", abUrl(record));
    set("concurrency", record.concurrencyLevel);
    set("durationSeconds", record.timeTakenSeconds);
    set("requests", record.completeRequests);
    set("successful", record.successfulRequests);
    set("requestsPerSecond", record.requestsPerSecond);
    set("bytesPerSecond", record.transferRateBytesPerSecond);
    set("latencyPercentiles", record.percentiles);
  } else {
    set("target", record.url);
    set("concurrency", record.clients);
    set("durationSeconds", record.durationSeconds);
    if (record.succeeded !== undefined && record.failed !== undefined) out.requests = record.succeeded + record.failed;
    set("successful", record.succeeded);
    set("requestsPerSecond", record.requestsPerSecond);
    set("bytesPerSecond", record.bytesPerSecond);
  }
  if (out.requests !== undefined && out.successful !== undefined) {
    out.failed = out.requests - out.successful;
    if (out.requests > 0) out.successRate = out.successful / out.requests;
  }
  return LoadTestSummary.parse(out); // validated, keys in the schema's order

}

/** ab prints host, port and path apart; `https` when it printed TLS details. IPv6 literals get their brackets back. */
function abUrl(r: AbRecord): string | undefined {
  const host = r.serverHostname ?? r.host;
  if (host === undefined || r.documentPath === undefined) return undefined;
  const scheme = r.tls ? "https" : "http";
  const bracketed = host.includes(":") ? `[${host}]` : host;
  const port = r.serverPort !== undefined && r.serverPort !== (r.tls ? 443 : 80) ? `:${r.serverPort}` : "";
  return `${scheme}://${bracketed}${port}${r.documentPath}`;
}

/** A summary of a whole input, fed its records one by one. */
export interface InputSummary {
  add(record: unknown): void;
  /** The summary record; undefined when no record was added. */
  result(): unknown;
}

/**
 * Formats whose --summary is one record for the whole input instead of one per record, by format name: `start()`
 * makes a summary fed the records of parseStream; `fromBytes(read)` reads a file of the usual form without the
 * engine (`read(buffer, at)` fills buffer from `at` with the file's next bytes and returns the count, 0 at its end),
 * or returns undefined (then the records are read).
 */
export type ReadBytes = (buffer: Uint8Array, at: number) => number;
export const inputSummaries: Record<string, { start(): InputSummary; fromBytes(read: ReadBytes): unknown }> = {
  [abGnuplotFormat.name]: {
    start() {
      const columns = new GnuplotColumns();
      return {
        add: (record) => columns.addRecord(record as AbGnuplotRecord),
        result: () => checked(columns.summary()),
      };
    },
    fromBytes: (read) => checked(readGnuplotBytes(read)?.summary()),
  },
};

const checked = (summary: AbGnuplotSummary | undefined): AbGnuplotSummary | undefined => (summary === undefined ? undefined : AbGnuplotSummary.parse(summary));

/**
 * The whole-input summary of a file when one of inputSummaries reads it without the engine (`format`: the one forced,
 * if any); `open()` gives a fresh reader of the file's bytes for each try.
 */
export function fileSummary(open: () => ReadBytes, format: string | undefined): unknown {
  for (const [name, s] of Object.entries(inputSummaries)) {
    if (format !== undefined && format !== name) continue;
    const summary = s.fromBytes(open());
    if (summary !== undefined) return summary;
  }
  return undefined;
}
