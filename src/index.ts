// The public API, listed by hand so that it can be read in one place; what it exports of each format is in that
// format's public.ts (src/formats/<name>/public.ts), brought here by the registry.
export { parse, safeParse, parsePartial, type Input, type SafeParseResult, type PartialResult } from "./api/parse.js";
export { parseStream, type StreamSource, type StreamOptions, type StreamBounds, type StreamErrorItem } from "./api/stream.js";
export { toCsv, csvRows, csvCell, formatColumns, CsvTable, type CsvShape, type CsvTableOptions, type SchemaColumn } from "./api/csv.js";
export { detect, detectAll, type Detection } from "./api/detect.js";
export { ParseError } from "./kit/errors.js";
export { summarize, isLoadTestRecord, LoadTestSummary } from "./api/summary.js";
export { runCommand } from "./api/run-command.js";
export {
  extract,
  otherFormats,
  type ExtractOptions,
  type ExtractResult,
  type ExtractedBlock,
  type ExtractWarning,
  type BlockContext,
  type BlockRole,
  type CommandLine,
  type TimeSpan,
} from "./extract/index.js";
export {
  report,
  buildReport,
  REPORT_FORMATS,
  type ReportOptions,
  type ReportFormat,
  type ReportInput,
  type LabelledInput,
  type ReportData,
  type ReportRow,
  type MonitorSample,
} from "./report/index.js";
export { MetricsWriter, UntimedSampleError, metricsStream, toMetrics, METRIC_OUTPUTS, type MetricOutput, type MetricsOptions } from "./metrics/writer.js";
export { TimeZone, type Instant } from "./metrics/time-zone.js";
export { TRACKER_OUTPUTS, TrackerEncoder, type TrackerOutput, type TrackerOptions, type TrackerFile } from "./ci/tracker.js";
export { toBenchmarkAction, fromBenchmarkAction, mergeDirections, type BenchmarkActionEntry, type BenchmarkActionFiles } from "./ci/benchmark-action.js";
export { toBmf, fromBmf, type BmfDocument, type BmfMetric } from "./ci/bmf.js";
export { RunCollector, runOfRecord, groupRuns, type TrackedRun, type RunGroup } from "./ci/runs.js";
export { MEASURES, measureBySlug, type MeasureSpec, type Better } from "./ci/measures.js";
export { compareRuns, comparisonText, comparisonMarkdown, changeOf, CompareInputError, NOT_JUDGED_BY_DEFAULT, type CompareOptions, type Comparison, type PairComparison, type MeasureComparison, type Verdict } from "./ci/compare.js";
export { runsOfInput, type RunsOfInput, type RunsOfInputOptions } from "./ci/inputs.js";
export type { MetricFamily, MetricSample, MetricType, InfluxPoint, MetricContext, FormatMetrics, InfluxFieldDoc } from "./kit/metrics/types.js";
// the registry, and every format's schemas, option types and raw record type (each format's public.ts)
export * from "./formats/index.js";
export type { CommonOptions, FormatDefinition, FormatOption, FormatOptions } from "./kit/format.js";

export { parseFrames, type ParseFramesOptions } from "./api/frames.js";

export { parseNumber, parseInteger } from "./normalize/number.js";
export { parseSize, unitsToBytes, type SizeOptions } from "./normalize/size.js";
export { perMinuteToPerSecond, counterRate } from "./normalize/rate.js";
export { percentile, percentiles, type PercentileMethod } from "./normalize/percentile.js";
export { percentRangeWarning } from "./normalize/percent-range.js";
export { parseClockTime } from "./normalize/clock-time.js";
export { parseUptime } from "./normalize/uptime.js";
export { parseCpuTime } from "./normalize/cpu-time.js";
export { parseCalendarDate, type CalendarDate, type DateOrder } from "./normalize/calendar-date.js";
export { rollClockForward } from "./normalize/clock-rollover.js";
export { localTimestamp } from "./normalize/local-timestamp.js";
export { parseTimestampLine, type TimestampLine, type TimestampStyle, type TimestampLineOptions } from "./normalize/timestamp-line.js";
