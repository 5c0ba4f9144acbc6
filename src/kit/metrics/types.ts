import type { LoadTestSummary } from "../load-test-summary.js";
/**
 * What a format's metric mapping (FormatDefinition.metrics, in src/formats/<name>/metrics.ts) gives the encoders in
 * this folder. The mapping knows the format's records; the encoders (Prometheus and OpenMetrics text, Influx line
 * protocol, OTLP/JSON) know nothing of formats.
 */

/**
 * A metric's kind: a gauge (a value at a moment), a counter (cumulative, reset to 0 on a restart), a summary
 * (quantiles), a histogram (cumulative counts at upper bounds).
 */
export type MetricType = "gauge" | "counter" | "summary" | "histogram";

/**
 * One metric family, named for each output. Families are static descriptions (a format's module builds them once),
 * never made from the input's text.
 */
export interface MetricFamily {
  /**
   * The Prometheus name, in base units, as Prometheus stores the series: `node_memory_MemTotal_bytes`,
   * `system_cpu_utilization_ratio`, `nginx_http_requests_total` (a counter's name ends in `_total`, except names
   * copied from an exporter that has none, such as `nginx_connections_accepted`).
   */
  name: string;
  type: MetricType;
  /** One line of text: what is measured (the HELP line). */
  help: string;
  /** The OpenMetrics UNIT, a suffix of `name` (before `_total`): `bytes`, `seconds`, `ratio`; absent when none. */
  unit?: string;
  /**
   * The OTLP metric: its name and UCUM unit (`By`, `s`, `1`, `{connection}`). A borrowed family keeps its Prometheus
   * name, as the OpenTelemetry Collector's Prometheus receiver gives the exporter's series.
   */
  otel: OtelMetric;
  /** The record field the value comes from, for the README table (`sar -r kbmemfree (memFreeBytes)`). */
  source: string;
  /**
   * The exporter the name is copied from (`node_exporter`, `nginx-prometheus-exporter`), when it is one: the name is
   * kept exactly so that backfilled series join the live ones, including what promtool's lint says of it.
   */
  borrowed?: string;
}

/**
 * A family's OTLP metric. `instrument: "updowncounter"`: a gauge that OpenTelemetry defines as an UpDownCounter
 * (system.memory.usage), written as a non-monotonic cumulative Sum. `attributes`: the OTLP attribute of each label,
 * when the semantic conventions name it otherwise (`state` -> `system.memory.state`; `int`: an integer attribute,
 * as `cpu.logical_number`).
 */
export interface OtelMetric {
  name: string;
  unit: string;
  instrument?: "updowncounter";
  attributes?: Readonly<Record<string, { key: string; int?: boolean }>>;
}

/** One value of a family at a moment. */
export interface MetricSample {
  family: MetricFamily;
  /** Labels (Prometheus), attributes (OTLP); the encoders add the input's host and the caller's labels. */
  labels?: Readonly<Record<string, string>>;
  /** The value in the family's base unit (a ratio 0-1 for a percentage, seconds for milliseconds). Summaries: unused. */
  value: number;
  /** Summaries: the quantiles (0-1) and their values, the count and the sum of the observations. */
  quantiles?: readonly { quantile: number; value: number }[];
  /** Histograms: the observations at or below each finite upper bound (cumulative, ascending); `count` is all of them. */
  buckets?: readonly { le: number; count: number }[];
  count?: number;
  sum?: number;
  /**
   * When, ISO 8601 as in the record: with an offset (or Z) it is an instant; without, a local clock time that the
   * encoder places with the time zone it was given (`tz`). Absent: the record has no time (ab runs, free blocks).
   */
  timestamp?: string;
}

/** One Influx point (Telegraf's measurement and field names for the same data). */
export interface InfluxPoint {
  measurement: string;
  tags?: Readonly<Record<string, string>>;
  /** Numbers are floats; `{ int: n }` is an integer field (`n i`), as Telegraf writes counters. */
  fields: Readonly<Record<string, number | { int: number }>>;
  timestamp?: string;
}

/** What a format's mapping keeps from one record to the next within one input, and tells the encoders. */
export interface MetricContext {
  /** Carried from record to record of one input (a fresh object per input). */
  state: Record<string, unknown>;
  /** Shared by all the inputs of one output (a run number that must not repeat across files). */
  shared: Record<string, unknown>;
  /** The host the records describe (the sar header's host name), set by the mapping when the input names one. */
  host?: string;
  /** A load-test record's comparison view (src/api/summary.ts summarize, given by the writer above the registry). */
  summarize: (record: unknown) => LoadTestSummary;
}

/** An Influx measurement's field, for the README table. */
export interface InfluxFieldDoc {
  measurement: string;
  field: string;
  source: string;
  unit: string;
}

/**
 * A format's metric mapping (FormatDefinition.metrics). `samples` gives Prometheus/OpenMetrics/OTLP samples of one
 * record, `influx` its Influx points; both return [] for a record that holds no measurement (a header, an error
 * item). `families` and `influxFields` list everything they can give, for the README table and the tests.
 */
export interface FormatMetrics<Rec = unknown> {
  families: readonly MetricFamily[];
  influxFields: readonly InfluxFieldDoc[];
  samples(record: Rec, ctx: MetricContext): MetricSample[];
  influx(record: Rec, ctx: MetricContext): InfluxPoint[];
}
