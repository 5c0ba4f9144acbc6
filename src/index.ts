// The public API, listed by hand so that it can be read in one place.
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
export {
  formats,
  formatNames,
  formatsByPriority,
  getFormat,
  namesOfRole,
  type FormatName,
  type FormatTypes,
  type OptionsOf,
  type OptionsFor,
  type OptionsForString,
  type ParseOptions,
  type RecordOf,
  type RawRecordOf,
  type ResultOf,
  type AnyRecord,
  type AnyRawRecord,
  type AbRawRecord,
  type AbCsvRawRecord,
  type AbGnuplotRawRecord,
  type ApacheStatusRawRecord,
  type AtsarRawRecord,
  type AutocannonRawRecord,
  type BombardierRawRecord,
  type FreeRawRecord,
  type H2loadRawRecord,
  type HeyRawRecord,
  type HeyCsvRawRecord,
  type HttperfRawRecord,
  type IostatRawRecord,
  type K6RawRecord,
  type MpstatRawRecord,
  type MpstatJsonRawRecord,
  type StubStatusRawRecord,
  type PidstatRawRecord,
  type SarRawRecord,
  type SarJsonRawRecord,
  type SiegeRawRecord,
  type TopRawRecord,
  type VegetaRawRecord,
  type VmstatRawRecord,
  type WebbenchRawRecord,
  type WrkRawRecord,
} from "./formats/index.js";
export type { CommonOptions, FormatDefinition, FormatOption, FormatOptions } from "./kit/format.js";

export { AbRecord, AbConnectionRow, AbProcessingRow, AbPercentile } from "./formats/ab/schema.js";
export { AbCsvRecord, AbCsvPercentile } from "./formats/ab-csv/schema.js";
export { AbGnuplotRecord } from "./formats/ab-gnuplot/schema.js";
export { WebbenchRecord } from "./formats/webbench/schema.js";
export { FreeRecord } from "./formats/free/schema.js";
export { HeyRecord, HeyBucket, HeyPercentile, HeyDetails, HeyPhase, HeyStatusCode, HeyError } from "./formats/hey/schema.js";
export { HeyCsvRecord } from "./formats/hey-csv/schema.js";
export { FREE_UNITS, type FreeParseOptions, type FreeUnit } from "./formats/free/index.js";
export { H2loadRecord, H2loadTimeStats, H2loadRateStats, H2loadThread } from "./formats/h2load/schema.js";
export {
  StubStatusRecord,
  StubStatusPage,
  StubStatusMissing,
  StubStatusGauges,
  StubStatusCounters,
  StubStatusRates,
} from "./formats/nginx-stub-status/schema.js";
export type { StubStatusOptions } from "./formats/nginx-stub-status/index.js";
export {
  ApacheStatusRecord,
  ApacheStatusPage,
  ApacheStatusMissing,
  ApacheScoreboard,
  ApacheTlsSessionCache,
  ApacheStatusRates,
} from "./formats/apache-status/schema.js";
export type { ApacheStatusOptions } from "./formats/apache-status/index.js";
export { SarRecord, SarHeaderRecord, SarSampleRecord, SarSummaryRecord, SarRestartRecord, SarCommentRecord } from "./formats/sar/schema.js";
export type { SarOptions } from "./formats/sar/index.js";
export { SarJsonRecord } from "./formats/sar/json/schema.js";
export { MpstatJsonRecord } from "./formats/mpstat/json/schema.js";
export { IostatRecord, IostatHeaderRecord, IostatCpuRecord, IostatDeviceRecord } from "./formats/iostat/schema.js";
export type { IostatOptions } from "./formats/iostat/index.js";
export { MpstatRecord, MpstatHeaderRecord, MpstatSampleRecord, MpstatSummaryRecord } from "./formats/mpstat/schema.js";
export type { MpstatOptions } from "./formats/mpstat/index.js";
export { PidstatRecord, PidstatHeaderRecord, PidstatSampleRecord, PidstatSummaryRecord } from "./formats/pidstat/schema.js";
export type { PidstatOptions } from "./formats/pidstat/index.js";
export { AtsarRecord, AtsarHeaderRecord, AtsarSampleRecord, AtsarRestartRecord, AtsarNoticeRecord } from "./formats/atsar/schema.js";
export type { AtsarParseOptions } from "./formats/atsar/index.js";
export { parseFrames, type ParseFramesOptions } from "./api/frames.js";
export type { TopParseOptions } from "./formats/top/index.js";
export { TopRecord, TopFrameRecord, TopErrorRecord, TopProcess, TopProcessFields, TopTasks, TopCpu, TopMemory, TopSwap } from "./formats/top/schema.js";
export { HttperfRecord, HttperfSettings, HttperfPeriod } from "./formats/httperf/schema.js";
export { SiegeRecord, SiegeResponse, SiegeMessage } from "./formats/siege/schema.js";
export {
  VmstatRecord,
  VmstatSampleRecord,
  VmstatDiskRecord,
  VmstatPartitionRecord,
  VmstatStatsRecord,
  VmstatDiskSummaryRecord,
  VmstatForksRecord,
} from "./formats/vmstat/schema.js";
export { VMSTAT_UNITS, type VmstatParseOptions, type VmstatUnit, type VmstatUnitLetter } from "./formats/vmstat/index.js";
export { WrkRecord, WrkLatencyStats, WrkThreadRateStats, WrkPercentile, WrkSpectrum, WrkCalibration } from "./formats/wrk/schema.js";
export { BombardierRecord, BombardierPercentile } from "./formats/bombardier/schema.js";
export { AutocannonRecord, AutocannonLatencyStats, AutocannonRequestRateStats, AutocannonTransferRateStats } from "./formats/autocannon/schema.js";
export { VegetaRecord, VegetaLatencies, VegetaBucket } from "./formats/vegeta/schema.js";
export { K6Record, K6Metric, K6Check, K6Threshold } from "./formats/k6/schema.js";

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
