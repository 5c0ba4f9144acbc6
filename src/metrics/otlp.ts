import type { TimeZone } from "./time-zone.js";
import type { MetricSample, OtelMetric } from "../kit/metrics/types.js";

/** Data points per ExportMetricsServiceRequest line (the default). */
export const OTLP_BATCH_POINTS = 1000;

interface Attribute {
  key: string;
  value: { stringValue: string } | { intValue: string };
}
interface OtlpMetric {
  name: string;
  description: string;
  unit: string;
  gauge?: { dataPoints: unknown[] };
  sum?: { aggregationTemporality: 2; isMonotonic: boolean; dataPoints: unknown[] };
  summary?: { dataPoints: unknown[] };
  histogram?: { aggregationTemporality: 2; dataPoints: unknown[] };
}

/**
 * OTLP/JSON as the OpenTelemetry "OTLP File" format writes it (and the Collector's otlpjsonfile receiver reads it):
 * JSON Lines, each line one ExportMetricsServiceRequest in the protobuf JSON mapping (lowerCamelCase keys, 64-bit
 * integers as decimal strings, enums as numbers). A line holds up to `batch` data points (1000 by default), so memory
 * stays bounded for any input and every line is a request a receiver takes on its own; a line is also written when
 * the host changes (each request has one resource). Gauges are `gauge` with `asDouble` (an UpDownCounter of the
 * semantic conventions, system.memory.usage: a cumulative non-monotonic `sum`), counters cumulative monotonic `sum`s
 * with `asInt`, summaries `summary` with quantileValues, histograms cumulative `histogram`s with explicitBounds;
 * labels become attributes under their semantic-convention keys (`system.memory.state`, `cpu.mode`). The resource
 * carries `host.name` when the input names its host (the sar header). A record without a time gets the time of the
 * output (`now`), as a receiver would.
 */
export class OtlpEncoder {
  private host: string | undefined;
  private metrics = new Map<string, OtlpMetric>();
  private points = 0;

  constructor(
    private readonly zone: TimeZone,
    private readonly scope: { name: string; version: string },
    private readonly batch = OTLP_BATCH_POINTS,
    private readonly now: () => number = Date.now,
  ) {}

  encode(samples: readonly MetricSample[], host: string | undefined, extra: readonly (readonly [string, string])[]): string {
    let out = "";
    if (samples.length > 0 && host !== this.host) {
      out += this.flush();
      this.host = host;
    }
    for (const s of samples) {
      const f = s.family;
      const key = `${f.type} ${f.otel.name}`;
      let metric = this.metrics.get(key);
      if (!metric) {
        metric = { name: f.otel.name, description: f.help, unit: f.otel.unit };
        if (f.type === "gauge" && f.otel.instrument === "updowncounter") metric.sum = { aggregationTemporality: 2, isMonotonic: false, dataPoints: [] };
        else if (f.type === "gauge") metric.gauge = { dataPoints: [] };
        else if (f.type === "counter") metric.sum = { aggregationTemporality: 2, isMonotonic: true, dataPoints: [] };
        else if (f.type === "histogram") metric.histogram = { aggregationTemporality: 2, dataPoints: [] };
        else metric.summary = { dataPoints: [] };
        this.metrics.set(key, metric);
      }
      const point: Record<string, unknown> = { attributes: attributes(s.labels, extra, f.otel.attributes), timeUnixNano: this.time(s.timestamp) };
      if (f.type === "summary") {
        point.count = String(s.count ?? 0);
        point.sum = s.sum ?? 0;
        point.quantileValues = (s.quantiles ?? []).map((q) => ({ quantile: q.quantile, value: q.value }));
        metric.summary!.dataPoints.push(point);
      } else if (f.type === "histogram") {
        // explicit bounds and the count in each bucket (not cumulative), the last one above the last bound
        const buckets = s.buckets ?? [];
        point.count = String(s.count ?? 0);
        if (s.sum !== undefined) point.sum = s.sum;
        point.bucketCounts = [...buckets.map((b, i) => String(b.count - (i > 0 ? buckets[i - 1]!.count : 0))), String((s.count ?? 0) - (buckets.at(-1)?.count ?? 0))];
        point.explicitBounds = buckets.map((b) => b.le);
        metric.histogram!.dataPoints.push(point);
      } else if (metric.sum && Number.isSafeInteger(s.value)) {
        point.asInt = String(s.value);
        metric.sum.dataPoints.push(point);
      } else {
        point.asDouble = s.value;
        (metric.gauge ?? metric.sum)!.dataPoints.push(point);
      }
      if (++this.points >= this.batch) out += this.flush();
    }
    return out;
  }

  end(): string {
    return this.flush();
  }

  /** One ExportMetricsServiceRequest line with what is gathered ("" when nothing is). */
  private flush(): string {
    if (this.points === 0) return "";
    const resource = { attributes: this.host !== undefined ? [{ key: "host.name", value: { stringValue: this.host } }] : [] };
    const request = { resourceMetrics: [{ resource, scopeMetrics: [{ scope: this.scope, metrics: [...this.metrics.values()] }] }] };
    this.metrics = new Map();
    this.points = 0;
    return `${JSON.stringify(request)}\n`;
  }

  private time(timestamp: string | undefined): string {
    const at = timestamp !== undefined ? this.zone.instant(timestamp) : undefined;
    if (!at) return `${BigInt(Math.round(this.now())) * 1_000_000n}`;
    if (at.seconds > 0) return `${at.seconds}${String(at.nanos).padStart(9, "0")}`;
    return `${BigInt(at.seconds) * 1_000_000_000n + BigInt(at.nanos)}`;
  }
}

/** The attributes of a sample: the caller's labels, then the sample's, each under its semantic-convention key. */
function attributes(labels: Readonly<Record<string, string>> | undefined, extra: readonly (readonly [string, string])[], keys: OtelMetric["attributes"]): Attribute[] {
  const out: Attribute[] = [];
  for (const [key, v] of extra) if (!labels || !(key in labels)) out.push({ key, value: { stringValue: v } });
  if (labels) {
    for (const label in labels) {
      const v = labels[label]!;
      const as = keys?.[label];
      if (as === undefined) out.push({ key: label, value: { stringValue: v } });
      else out.push({ key: as.key, value: as.int === true && /^-?\d+$/.test(v) ? { intValue: v } : { stringValue: v } });
    }
  }
  return out;
}
