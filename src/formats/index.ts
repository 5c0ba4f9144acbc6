/**
 * The registry: every format benchparse knows, by name (in name order: the order means nothing; each format states
 * its detection priority). Adding a format means one import, one entry and one `export *` of its public.ts here;
 * everything else about it lives in its folders (src/formats/<name>/, grammars/<name>/).
 */
import { abCsvFormat } from "./ab-csv/index.js";
import { abGnuplotFormat } from "./ab-gnuplot/index.js";
import { abFormat } from "./ab/index.js";
import { apacheStatusFormat } from "./apache-status/index.js";
import { lighttpdStatusFormat } from "./lighttpd-status/index.js";
import { atsarFormat } from "./atsar/index.js";
import { autocannonFormat } from "./autocannon/index.js";
import { autocannonJsonFormat } from "./autocannon/json/index.js";
import { bombardierFormat } from "./bombardier/index.js";
import { bombardierJsonFormat } from "./bombardier/json/index.js";
import { freeFormat } from "./free/index.js";
import { h2loadFormat } from "./h2load/index.js";
import { heyFormat } from "./hey/index.js";
import { heyCsvFormat } from "./hey-csv/index.js";
import { httperfFormat } from "./httperf/index.js";
import { iostatFormat } from "./iostat/index.js";
import { iostatJsonFormat } from "./iostat/json/index.js";
import { k6Format } from "./k6/index.js";
import { k6JsonFormat } from "./k6/json/index.js";
import { ohaFormat } from "./oha/index.js";
import { ohaJsonFormat } from "./oha/json/index.js";
import { mpstatFormat } from "./mpstat/index.js";
import { mpstatJsonFormat } from "./mpstat/json/index.js";
import { stubStatusFormat } from "./nginx-stub-status/index.js";
import { phpFpmStatusFormat } from "./php-fpm-status/index.js";
import { pidstatFormat } from "./pidstat/index.js";
import { pidstatJsonFormat } from "./pidstat/json/index.js";
import { sarFormat } from "./sar/index.js";
import { sarCsvFormat } from "./sar/csv/index.js";
import { sarJsonFormat } from "./sar/json/index.js";
import { sarTsvFormat } from "./sar/tsv/index.js";
import { siegeFormat } from "./siege/index.js";
import { topFormat } from "./top/index.js";
import { vegetaFormat } from "./vegeta/index.js";
import { vegetaJsonFormat } from "./vegeta/json/index.js";
import { vmstatFormat } from "./vmstat/index.js";
import { webbenchFormat } from "./webbench/index.js";
import { wrkFormat } from "./wrk/index.js";
import type { CommonOptions, FormatDefinition, FormatRole, OptionValues, RawRecordOfDefinition } from "../kit/format.js";

// Each format's public exports (its schemas, option types and <Name>RawRecord type): its folder's public.ts.
export * from "./ab-csv/public.js";
export * from "./ab-gnuplot/public.js";
export * from "./ab/public.js";
export * from "./apache-status/public.js";
export * from "./atsar/public.js";
export * from "./autocannon/public.js";
export * from "./autocannon/json/public.js";
export * from "./bombardier/public.js";
export * from "./bombardier/json/public.js";
export * from "./free/public.js";
export * from "./h2load/public.js";
export * from "./hey-csv/public.js";
export * from "./hey/public.js";
export * from "./httperf/public.js";
export * from "./iostat/json/public.js";
export * from "./iostat/public.js";
export * from "./k6/public.js";
export * from "./k6/json/public.js";
export * from "./lighttpd-status/public.js";
export * from "./mpstat/json/public.js";
export * from "./mpstat/public.js";
export * from "./nginx-stub-status/public.js";
export * from "./oha/public.js";
export * from "./oha/json/public.js";
export * from "./php-fpm-status/public.js";
export * from "./pidstat/json/public.js";
export * from "./pidstat/public.js";
export * from "./sar/csv/public.js";
export * from "./sar/json/public.js";
export * from "./sar/tsv/public.js";
export * from "./sar/public.js";
export * from "./siege/public.js";
export * from "./top/public.js";
export * from "./vegeta/public.js";
export * from "./vegeta/json/public.js";
export * from "./vmstat/public.js";
export * from "./webbench/public.js";
export * from "./wrk/public.js";

export const formats = {
  ab: abFormat,
  "ab-csv": abCsvFormat,
  "ab-gnuplot": abGnuplotFormat,
  "apache-status": apacheStatusFormat,
  "lighttpd-status": lighttpdStatusFormat,
  atsar: atsarFormat,
  autocannon: autocannonFormat,
  "autocannon-json": autocannonJsonFormat,
  bombardier: bombardierFormat,
  "bombardier-json": bombardierJsonFormat,
  free: freeFormat,
  h2load: h2loadFormat,
  hey: heyFormat,
  "hey-csv": heyCsvFormat,
  httperf: httperfFormat,
  iostat: iostatFormat,
  "iostat-json": iostatJsonFormat,
  k6: k6Format,
  "k6-json": k6JsonFormat,
  mpstat: mpstatFormat,
  "mpstat-json": mpstatJsonFormat,
  "nginx-stub-status": stubStatusFormat,
  oha: ohaFormat,
  "oha-json": ohaJsonFormat,
  "php-fpm-status": phpFpmStatusFormat,
  pidstat: pidstatFormat,
  "pidstat-json": pidstatJsonFormat,
  sar: sarFormat,
  "sar-json": sarJsonFormat,
  "sar-csv": sarCsvFormat,
  "sar-tsv": sarTsvFormat,
  siege: siegeFormat,
  top: topFormat,
  vegeta: vegetaFormat,
  "vegeta-json": vegetaJsonFormat,
  vmstat: vmstatFormat,
  webbench: webbenchFormat,
  wrk: wrkFormat,
} as const;

export type Formats = typeof formats;
export type FormatName = keyof Formats;
/**
 * Each format's two record types, read from its registry entry: `record`, what parse gives (its zod schema's type);
 * `raw`, what parse gives with `raw: true` (the values as printed), which names its format as every record does
 * (src/api/parse-format.ts adds `format` to the raw records a format makes without it).
 */
export type FormatTypes = {
  [F in FormatName]: Formats[F] extends FormatDefinition<infer R, infer _W, infer _O> ? { record: R; raw: RawRecordOfDefinition<Formats[F], F> } : never;
};
/** The normalized record type of a format (of any of them, for a union of names). */
export type RecordOf<F extends FormatName> = FormatTypes[F]["record"];
/** The raw record type of a format (`raw: true`: strings as printed). */
export type RawRecordOf<F extends FormatName> = FormatTypes[F]["raw"];
export type AnyRecord = RecordOf<FormatName>;
export type AnyRawRecord = RawRecordOf<FormatName>;

/**
 * What parse gives for a format and a `raw` option: RecordOf or RawRecordOf the format (every format's without one;
 * both kinds for a `raw` that is a boolean variable).
 */
export type ResultOf<F extends FormatName, R extends boolean> = R extends true ? RawRecordOf<F> : RecordOf<F>;

/**
 * The options of parse and its kin for a format named by its registry name (or none) and a `raw` option. A literal
 * that names no format matches neither this nor OptionsForString: `parse(t, { format: "sarr" })` is a type error.
 */
export type OptionsFor<F extends FormatName, R extends boolean> = ParseOptions<F> & { format?: F; raw?: R };

/**
 * The options of parse and its kin for a format named by a `string` variable (checked at run time): `S` is `string`
 * itself, a literal must be a registry name (the message lists them).
 */
export type OptionsForString<S extends string, R extends boolean> = ParseOptions & { format?: string extends S ? S : FormatName; raw?: R };


/** The options a format declares, as an options object: `OptionsOf<"free">` is `{ unit?: FreeUnit | ...; si?: boolean }`. */
export type OptionsOf<F extends FormatName> = F extends FormatName ? (Formats[F] extends { options?: infer O } ? OptionValues<NonNullable<O>> : object) : never;

/**
 * The options of parse, safeParse, parsePartial and parseStream: the common ones and those the format declares
 * (without a format, any format's). A misspelt option is a type error: `parse(t, { format: "free", unti: "m" })`.
 */
export type ParseOptions<F extends FormatName = FormatName> = CommonOptions & OptionsOf<F>;

export const formatNames = Object.keys(formats) as FormatName[];

export function isFormatName(name: string): name is FormatName {
  return Object.prototype.hasOwnProperty.call(formats, name);
}

export function getFormat(name: FormatName): FormatDefinition<unknown, unknown> {
  return formats[name] as unknown as FormatDefinition<unknown, unknown>;
}

let byPriority: FormatDefinition<unknown, unknown>[] | undefined;

/** Every format, highest detection priority first (FormatDefinition.priority). */
export function formatsByPriority(): readonly FormatDefinition<unknown, unknown>[] {
  return (byPriority ??= formatNames.map(getFormat).sort((a, b) => b.priority - a.priority));
}

/** The formats of a role, in name order, for messages and help: `namesOfRole("load-test")` is `ab, webbench, wrk`. */
export function namesOfRole(role: FormatRole): string {
  return formatNames.filter((f) => getFormat(f).role === role).join(", ");
}
