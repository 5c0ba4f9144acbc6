/**
 * ExportMetricsServiceRequest in the protobuf JSON mapping, written from opentelemetry-proto's
 * opentelemetry/proto/collector/metrics/v1/metrics_service.proto, metrics/v1/metrics.proto, common/v1/common.proto and
 * resource/v1/resource.proto (v1.x), with the OTLP/JSON rules of the OTLP specification: lowerCamelCase field names,
 * (s)fixed64/int64 as decimal strings, enums as integers, hex ids (not used by metrics). Objects are strict, so a
 * misspelt or invented field fails; each oneof (Metric.data, NumberDataPoint.value, AnyValue.value) holds exactly one.
 */
import { z } from "zod";

const uint64 = z.string().regex(/^(0|[1-9]\d{0,19})$/).refine((s) => BigInt(s) <= 2n ** 64n - 1n, "fixed64 out of range");
const int64 = z.string().regex(/^-?(0|[1-9]\d{0,18})$/).refine((s) => BigInt(s) >= -(2n ** 63n) && BigInt(s) <= 2n ** 63n - 1n, "int64 out of range");

type AnyValue = { stringValue?: string; boolValue?: boolean; intValue?: string; doubleValue?: number; arrayValue?: { values: AnyValue[] }; kvlistValue?: { values: { key: string; value: AnyValue }[] }; bytesValue?: string };
const AnyValue: z.ZodType<AnyValue> = z.lazy(() =>
  z
    .strictObject({
      stringValue: z.string().optional(),
      boolValue: z.boolean().optional(),
      intValue: int64.optional(),
      doubleValue: z.number().optional(),
      arrayValue: z.strictObject({ values: z.array(AnyValue) }).optional(),
      kvlistValue: z.strictObject({ values: z.array(KeyValue) }).optional(),
      bytesValue: z.string().optional(),
    })
    .refine((v) => Object.keys(v).length === 1, "AnyValue holds exactly one of its oneof fields"),
);
const KeyValue: z.ZodType<{ key: string; value: AnyValue }> = z.lazy(() => z.strictObject({ key: z.string(), value: AnyValue }));
const attributes = z.array(KeyValue);

const Exemplar = z.strictObject({
  filteredAttributes: attributes.optional(),
  timeUnixNano: uint64,
  asDouble: z.number().optional(),
  asInt: int64.optional(),
  spanId: z.string().optional(),
  traceId: z.string().optional(),
});

export const NumberDataPoint = z
  .strictObject({
    attributes: attributes.optional(),
    startTimeUnixNano: uint64.optional(),
    timeUnixNano: uint64,
    asDouble: z.number().optional(),
    asInt: int64.optional(),
    exemplars: z.array(Exemplar).optional(),
    flags: z.number().int().nonnegative().optional(),
  })
  .refine((p) => (p.asDouble === undefined) !== (p.asInt === undefined), "NumberDataPoint holds one of asDouble and asInt");

export const SummaryDataPoint = z.strictObject({
  attributes: attributes.optional(),
  startTimeUnixNano: uint64.optional(),
  timeUnixNano: uint64,
  count: uint64,
  sum: z.number(),
  quantileValues: z.array(z.strictObject({ quantile: z.number().min(0).max(1), value: z.number() })).optional(),
  flags: z.number().int().nonnegative().optional(),
});

export const HistogramDataPoint = z
  .strictObject({
    attributes: attributes.optional(),
    startTimeUnixNano: uint64.optional(),
    timeUnixNano: uint64,
    count: uint64,
    sum: z.number().optional(),
    bucketCounts: z.array(uint64).optional(),
    explicitBounds: z.array(z.number()).optional(),
    exemplars: z.array(Exemplar).optional(),
    flags: z.number().int().nonnegative().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
  })
  // (metrics.proto: bucket_counts has explicit_bounds + 1 elements, their sum is count; bounds strictly increase)
  .refine((p) => (p.bucketCounts?.length ?? 0) === (p.explicitBounds?.length ?? -1) + 1, "bucketCounts has one more element than explicitBounds")
  .refine((p) => (p.bucketCounts ?? []).reduce((n, c) => n + BigInt(c), 0n) === BigInt(p.count), "bucketCounts sum to count")
  .refine((p) => (p.explicitBounds ?? []).every((b, i, a) => i === 0 || b > a[i - 1]!), "explicitBounds increase");

/** AggregationTemporality: 0 unspecified, 1 delta, 2 cumulative. */
const temporality = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const Metric = z
  .strictObject({
    name: z.string().min(1),
    description: z.string().optional(),
    unit: z.string().optional(),
    metadata: attributes.optional(),
    gauge: z.strictObject({ dataPoints: z.array(NumberDataPoint) }).optional(),
    sum: z.strictObject({ dataPoints: z.array(NumberDataPoint), aggregationTemporality: temporality, isMonotonic: z.boolean().optional() }).optional(),
    summary: z.strictObject({ dataPoints: z.array(SummaryDataPoint) }).optional(),
    histogram: z.strictObject({ dataPoints: z.array(HistogramDataPoint), aggregationTemporality: temporality }).optional(),
    exponentialHistogram: z.unknown().optional(),
  })
  .refine((m) => ["gauge", "sum", "summary", "histogram", "exponentialHistogram"].filter((k) => (m as Record<string, unknown>)[k] !== undefined).length === 1, "Metric holds exactly one data field");

export const ExportMetricsServiceRequest = z.strictObject({
  resourceMetrics: z.array(
    z.strictObject({
      resource: z.strictObject({ attributes: attributes.optional(), droppedAttributesCount: z.number().int().nonnegative().optional() }).optional(),
      scopeMetrics: z.array(
        z.strictObject({
          scope: z
            .strictObject({ name: z.string().optional(), version: z.string().optional(), attributes: attributes.optional(), droppedAttributesCount: z.number().int().nonnegative().optional() })
            .optional(),
          metrics: z.array(Metric),
          schemaUrl: z.string().optional(),
        }),
      ),
      schemaUrl: z.string().optional(),
    }),
  ),
});
export type ExportMetricsServiceRequest = z.infer<typeof ExportMetricsServiceRequest>;
