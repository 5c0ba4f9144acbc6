import { getFormat, isFormatName } from "../formats/index.js";
import { parseStream, type StreamOptions, type StreamSource } from "../api/stream.js";
import { summarize } from "../api/summary.js";
import type { AnyRecord } from "../formats/index.js";
import { InfluxEncoder } from "./influx.js";
import { OtlpEncoder } from "./otlp.js";
import { PrometheusEncoder } from "./prometheus.js";
import { TimeZone } from "./time-zone.js";
import type { FormatMetrics, MetricContext } from "../kit/metrics/types.js";
import { TRACKER_OUTPUTS, TrackerEncoder, type TrackerFile, type TrackerOutput } from "../ci/tracker.js";

/**
 * The metric outputs: Prometheus text, OpenMetrics text, Influx line protocol, OTLP/JSON lines, and the regression
 * trackers' JSON of load-test runs (src/ci/tracker.ts): github-action-benchmark's custom JSON, Bencher's BMF.
 */
export const METRIC_OUTPUTS = ["prometheus", "openmetrics", "influx", "otlp", ...TRACKER_OUTPUTS] as const;
export type MetricOutput = (typeof METRIC_OUTPUTS)[number];

export interface MetricsOptions {
  output: MetricOutput;
  /** Where local clock times are (IANA name or ±HH:MM); default: this machine's zone. */
  tz?: string;
  /** Labels added to every sample (Prometheus labels, Influx tags, OTLP attributes), over the ones benchparse sets. */
  labels?: Readonly<Record<string, string>>;
  /** OTLP: data points per ExportMetricsServiceRequest line (default 1000). */
  otlpBatch?: number;
  /** OTLP: the time given to a record without one, in ms since 1970 (default: now). */
  now?: () => number;
  /**
   * The time of the samples whose records have none (load-test runs, free blocks), ISO 8601 (an offset, or a clock
   * time in `tz`). OpenMetrics needs one for them: a sample without a timestamp cannot be backfilled.
   */
  time?: string;
  /** benchmark-action (needed) and bmf: the prefix of the files written (TrackerOptions.outPrefix). */
  outPrefix?: string;
  /** benchmark-action and bmf: the runs' name template (TrackerOptions.name). */
  name?: string;
}

/** A record that gives OpenMetrics samples without a time, and no `time` was given: the output cannot be backfilled. */
export class UntimedSampleError extends RangeError {
  constructor(format: string) {
    super(`-o openmetrics: ${format} records have no time, and a sample without a timestamp cannot be backfilled (promtool tsdb create-blocks-from openmetrics); give the time of the run with --time (ISO 8601, library: time), or use -o prometheus`);
    this.name = "UntimedSampleError";
  }
}

const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/**
 * Turns records into metric text as they come, for one output: `write(record)` gives the text of one record (""
 * when it holds no measurement), `end()` what ends the output. Memory stays bounded: the writer keeps the names of
 * the families it has described and, for OTLP, one batch of points. Start each input with `input()`: what a
 * format carries from record to record (the sar header's host) starts afresh.
 *
 * @example
 * const w = new MetricsWriter({ output: "openmetrics", tz: "Europe/Paris" });
 * for (const r of parse(sarText)) process.stdout.write(w.write(r));
 * process.stdout.write(w.end());   // "# EOF\n"
 */
export class MetricsWriter {
  readonly zone: TimeZone;
  /** Records written and records whose format has no metric mapping (FormatDefinition.metrics). */
  records = 0;
  unmapped = 0;
  /** Samples (Prometheus, OpenMetrics, OTLP) or points (Influx) written; the trackers: records taken into a run. */
  written = 0;
  private readonly prometheus: PrometheusEncoder | undefined;
  private readonly influx: InfluxEncoder | undefined;
  private readonly otlp: OtlpEncoder | undefined;
  private readonly tracker: TrackerEncoder | undefined;
  /** benchmark-action and bmf with outPrefix: the files to write, once end() has run. */
  files: TrackerFile[] = [];
  private readonly labels: [string, string][];
  private readonly shared: Record<string, unknown> = {};
  private ctx: MetricContext = { state: {}, shared: this.shared, summarize: summarizeRecord };

  /** @throws RangeError for an unknown output, time zone or a label name Prometheus does not allow */
  constructor(readonly options: MetricsOptions) {
    if (!(METRIC_OUTPUTS as readonly string[]).includes(options.output)) throw new RangeError(`unknown metric output "${options.output}"; known: ${METRIC_OUTPUTS.join(", ")}`);
    this.zone = new TimeZone(options.tz);
    this.labels = Object.entries(options.labels ?? {});
    for (const [k] of this.labels) if (!LABEL_NAME.test(k) || k.startsWith("__")) throw new RangeError(`"${k}" is not a label name (letters, digits and _, not starting with a digit or __)`);
    if (options.time !== undefined && this.zone.instant(options.time) === undefined) throw new RangeError(`--time: "${options.time}" is not an ISO 8601 date-time (2024-05-01T12:00:00Z, or a clock time in --tz)`);
    const tracker = (TRACKER_OUTPUTS as readonly string[]).includes(options.output);
    if (!tracker && (options.outPrefix !== undefined || options.name !== undefined)) throw new RangeError("--out-prefix and --name apply to -o benchmark-action and -o bmf");
    if (tracker && (this.labels.length > 0 || options.time !== undefined)) throw new RangeError(`--label and --time do not apply to -o ${options.output} (a run is named by --name)`);
    if (tracker) this.tracker = new TrackerEncoder({ output: options.output as TrackerOutput, outPrefix: options.outPrefix, name: options.name });
    else if (options.output === "influx") this.influx = new InfluxEncoder(this.zone);
    else if (options.output === "otlp") this.otlp = new OtlpEncoder(this.zone, { name: "benchparse", version: VERSION }, options.otlpBatch, options.now);
    else this.prometheus = new PrometheusEncoder(options.output === "openmetrics", this.zone);
  }

  /** Starts a new input (a file: `source` is its name, for the trackers' `{source}`). */
  input(source?: string): void {
    this.ctx = { state: {}, shared: this.shared, summarize: summarizeRecord };
    this.tracker?.input(source);
  }

  write(record: unknown): string {
    this.records++;
    if (this.tracker) {
      if (this.tracker.add(record)) this.written++;
      else this.unmapped++;
      return "";
    }
    const name = (record as { format?: unknown } | null)?.format;
    const mapping = typeof name === "string" && isFormatName(name) ? (getFormat(name).metrics as FormatMetrics | undefined) : undefined;
    if (!mapping) {
      this.unmapped++;
      return "";
    }
    const ctx = this.ctx;
    const time = this.options.time;
    if (this.influx) {
      const points = mapping.influx(record, ctx);
      if (time !== undefined) for (const p of points) p.timestamp ??= time;
      this.written += points.length;
      return this.influx.encode(points, ctx.host !== undefined ? [["host", ctx.host], ...this.labels] : this.labels);
    }
    const samples = mapping.samples(record, ctx);
    if (time !== undefined) for (const s of samples) s.timestamp ??= time;
    else if (this.options.output === "openmetrics" && samples.some((s) => s.timestamp === undefined)) throw new UntimedSampleError(String(name));
    this.written += samples.length;
    if (this.otlp) return this.otlp.encode(samples, ctx.host, this.labels);
    return this.prometheus!.encode(samples, ctx.host !== undefined ? [["host", ctx.host], ...this.labels] : this.labels);
  }

  end(): string {
    if (this.tracker) {
      const { text, files } = this.tracker.end();
      this.files = files;
      return text;
    }
    return (this.prometheus ?? this.influx ?? this.otlp)!.end();
  }
}

/**
 * Parses a stream (parseStream: the one engine, one piece in memory at a time) and yields the metric text of its
 * records as they come, then what ends the output. A piece that cannot be parsed ends it with its ParseError, unless
 * `continueOnError`, which skips it.
 *
 * @example
 * for await (const text of metricsStream(fs.createReadStream("sa01.txt"), { output: "openmetrics", tz: "UTC" })) out.write(text);
 */
export async function* metricsStream(source: StreamSource, options: StreamOptions & MetricsOptions): AsyncGenerator<string> {
  const writer = new MetricsWriter(options);
  for await (const item of parseStream(source, options)) {
    if ((item as { ok?: unknown }).ok === false) continue;
    const text = writer.write(item);
    if (text) yield text;
  }
  yield writer.end();
}

/**
 * The metric text of records already parsed (an array from parse()).
 *
 * @example
 * toMetrics(parse(stubStatusLog), { output: "prometheus" })   //=> "# HELP nginx_connections_active ...\n..."
 */
export function toMetrics(records: Iterable<unknown>, options: MetricsOptions): string {
  const writer = new MetricsWriter(options);
  let out = "";
  for (const r of records) out += writer.write(r);
  return out + writer.end();
}

declare const __VERSION__: string;
const VERSION = typeof __VERSION__ === "string" ? __VERSION__ : "dev";

/** The comparison view the load-test mapping reads (src/formats/load-test/metrics.ts), from above the registry. */
function summarizeRecord(record: unknown) {
  return summarize(record as AnyRecord);
}
