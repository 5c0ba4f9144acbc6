import * as z from "zod";
import { lazyShape } from "../formats/lazy-schema.js";
import { formatsByPriority, getFormat, isFormatName, type AnyRecord } from "../formats/index.js";
import type { CommandFigures, InputSummary, ReadBytes } from "../formats/types.js";
import { runCommand } from "./run-command.js";

export type { InputSummary, ReadBytes };

/**
 * One row of a load-test comparison, the same shape for every load-test format (seed 000 and 001 compare ab and
 * webbench runs in one table). Each format's `summarize` (src/formats/<name>/summary.ts) says what its fields mean
 * for that tool. Fields a tool did not report are absent.
 */
export const LoadTestSummary = z
  .object(lazyShape({ format: z.string().describe("The format of the run's record") }, () => ({
    status: z.string().describe("The run's status as the format reports it (complete, aborted, interrupted, incomplete)"),
    reason: z.string().optional().describe("Why the run did not complete, as the tool said it (an aborted run's error)"),
    target: z.string().optional().describe("URL of the load test, as the tool printed it, else from its command line"),
    concurrency: z.number().int().optional().describe("Concurrent clients or connections (a count), as the tool printed it, else from its command line"),
    threads: z.number().int().optional().describe("Threads or workers the tool ran (a count)"),
    durationSeconds: z.number().optional().describe("How long the run took, or was asked to run, in seconds"),
    requests: z.number().int().optional().describe("Requests the tool counted (a count)"),
    successful: z.number().int().optional().describe("Requests that succeeded, as the tool counts them (a count)"),
    failed: z.number().int().optional().describe("requests - successful (a count)"),
    successRate: z.number().min(0).max(1).optional().describe("successful / requests, 0..1"),
    non2xx: z.number().int().optional().describe("Responses whose status the tool counts as not successful (non-2xx, or wrk's status above 399), a count"),
    requestsPerSecond: z.number().nullable().optional().describe("Requests per second as the tool reports it"),
    targetRequestsPerSecond: z.number().optional().describe("The rate the run was asked to hold (wrk2 -R, bombardier -r), requests per second, when known"),
    bytesPerSecond: z.number().nullable().optional().describe("Bytes received per second"),
    latencyMeanMs: z.number().nullable().optional().describe("Mean latency of a request, in ms"),
    latencyMaxMs: z.number().nullable().optional().describe("Largest latency of a request, in ms"),
    latencyPercentiles: z
      .array(z.object({ percent: z.number(), ms: z.number().nullable() }))
      .optional()
      .describe("The tool's latency percentiles, in ms"),
  })))
  .describe("A load-test run summarized for comparison tables");
export type LoadTestSummary = z.infer<typeof LoadTestSummary>;

/** True for records `summarize` accepts: those of a format with a `summarize` (the load-test formats). */
export function isLoadTestRecord(record: unknown): record is AnyRecord {
  const format = (record as { format?: unknown } | null)?.format;
  return typeof format === "string" && isFormatName(format) && getFormat(format).summarize !== undefined;
}

/**
 * The comparison view of a load-test record. The target and concurrency the tool did not print come from the
 * command line the run was started with: `command`, else the one pasted before the output that parse read
 * (runCommand). `report` gives an extracted block's command; the CLI's `--summary` the one parse read.
 *
 * @example
 * summarize(parse(abText, { format: "ab" })[0]).requestsPerSecond //=> 10289.65
 * summarize(parse("$ hey -c 10 http://h/\n" + heyText)[0]).concurrency //=> 10
 */
export function summarize(record: AnyRecord, command: CommandFigures | undefined = runCommand(record)): LoadTestSummary {
  const format = (record as { format?: unknown } | null)?.format;
  const summarizeRun = typeof format === "string" && isFormatName(format) ? getFormat(format).summarize : undefined;
  if (summarizeRun === undefined) throw new TypeError(`summarize takes the record of a load-test format, not ${JSON.stringify(format)}`);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(summarizeRun(record))) if (value !== undefined) out[key] = value;
  if (out.target === undefined && command?.url !== undefined) out.target = command.url;
  if (out.concurrency === undefined && command?.concurrency !== undefined) out.concurrency = command.concurrency;
  const requests = out.requests as number | undefined;
  const successful = out.successful as number | undefined;
  // (siege may count more successful transactions than transactions: then neither failed nor a rate is known)
  if (requests !== undefined && successful !== undefined && successful <= requests) {
    out.failed = requests - successful;
    if (requests > 0) out.successRate = successful / requests;
  }
  return LoadTestSummary.parse(out); // validated, keys in the schema's order
}

/**
 * The whole-input summary of a file when a format with `inputSummary` reads it without the engine (`format`: the one
 * forced, if any); `open()` gives a fresh reader of the file's bytes for each try.
 */
export function fileSummary(open: () => ReadBytes, format: string | undefined): unknown {
  for (const def of formatsByPriority()) {
    if (def.inputSummary === undefined || (format !== undefined && format !== def.name)) continue;
    const summary = def.inputSummary.fromBytes(open());
    if (summary !== undefined) return summary;
  }
  return undefined;
}

/** The whole-input summary of a format, fed its records, when the format has one (FormatDefinition.inputSummary). */
export function startInputSummary(format: string): InputSummary | undefined {
  return isFormatName(format) ? getFormat(format).inputSummary?.start() : undefined;
}
