import { LoadTestSummary } from "../kit/load-test-summary.js";
import { formatsByPriority, getFormat, isFormatName, type AnyRecord } from "../formats/index.js";
import type { CommandFigures, InputSummary, ReadBytes } from "../kit/format.js";
import { runCommand } from "./run-command.js";

export type { InputSummary, ReadBytes };
export { LoadTestSummary };


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
