// The public API, listed by hand so that it can be read in one place.
export { parse, safeParse, type SafeParseResult } from "./api/parse.js";
export { detect, detectAll, type Detection } from "./api/detect.js";
export { ParseError } from "./api/errors.js";
export { formats, formatNames, type FormatName, type RecordOf, type RawRecordOf, type AnyRecord } from "./formats/index.js";
export type { FormatDefinition, ParseOptions } from "./formats/types.js";

export { AbRecord, AbConnectionRow, AbPercentile } from "./formats/ab/schema.js";
export { AbCsvRecord } from "./formats/ab-csv/schema.js";
export { AbGnuplotRecord } from "./formats/ab-gnuplot/schema.js";

export { parseNumber, parseInteger } from "./normalize/number.js";
export { parseSize, unitsToBytes, type SizeOptions } from "./normalize/size.js";
export { perMinuteToPerSecond, counterRate } from "./normalize/rate.js";
export { percentile, percentiles, type PercentileMethod } from "./normalize/percentile.js";
