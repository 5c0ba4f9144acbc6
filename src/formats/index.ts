/**
 * The registry: every format benchparse knows, by name (in name order: the order means nothing; each format states
 * its detection priority). Adding a format means one import and one entry here; everything else about it lives in
 * its folders (src/formats/<name>/, grammars/<name>/).
 */
import { abCsvFormat } from "./ab-csv/index.js";
import { abGnuplotFormat } from "./ab-gnuplot/index.js";
import { abFormat } from "./ab/index.js";
import { atsarFormat } from "./atsar/index.js";
import { autocannonFormat } from "./autocannon/index.js";
import { bombardierFormat } from "./bombardier/index.js";
import { freeFormat } from "./free/index.js";
import { h2loadFormat } from "./h2load/index.js";
import { heyFormat } from "./hey/index.js";
import { heyCsvFormat } from "./hey-csv/index.js";
import { httperfFormat } from "./httperf/index.js";
import { iostatFormat } from "./iostat/index.js";
import { k6Format } from "./k6/index.js";
import { mpstatFormat } from "./mpstat/index.js";
import { stubStatusFormat } from "./nginx-stub-status/index.js";
import { pidstatFormat } from "./pidstat/index.js";
import { sarFormat } from "./sar/index.js";
import { siegeFormat } from "./siege/index.js";
import { topFormat } from "./top/index.js";
import { vegetaFormat } from "./vegeta/index.js";
import { vmstatFormat } from "./vmstat/index.js";
import { webbenchFormat } from "./webbench/index.js";
import { wrkFormat } from "./wrk/index.js";
import type { CommonOptions, FormatDefinition, FormatRole, OptionValues } from "./types.js";

export const formats = {
  ab: abFormat,
  "ab-csv": abCsvFormat,
  "ab-gnuplot": abGnuplotFormat,
  atsar: atsarFormat,
  autocannon: autocannonFormat,
  bombardier: bombardierFormat,
  free: freeFormat,
  h2load: h2loadFormat,
  hey: heyFormat,
  "hey-csv": heyCsvFormat,
  httperf: httperfFormat,
  iostat: iostatFormat,
  k6: k6Format,
  mpstat: mpstatFormat,
  "nginx-stub-status": stubStatusFormat,
  pidstat: pidstatFormat,
  sar: sarFormat,
  siege: siegeFormat,
  top: topFormat,
  vegeta: vegetaFormat,
  vmstat: vmstatFormat,
  webbench: webbenchFormat,
  wrk: wrkFormat,
} as const;

export type Formats = typeof formats;
export type FormatName = keyof Formats;
/** The normalized record type of a format. */
export type RecordOf<F extends FormatName> = Formats[F] extends FormatDefinition<infer R, unknown> ? R : never;
/** The raw record type of a format (`raw: true`: strings as printed), which names its format as every record does. */
export type RawRecordOf<F extends FormatName> = Formats[F] extends FormatDefinition<unknown, infer R> ? R & { format: F } : never;
export type AnyRecord = { [F in FormatName]: RecordOf<F> }[FormatName];

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
