// What the public API (src/index.ts, through the registry) exports of mpstat: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { mpstatFormat } from "./index.js";

export { MpstatRecord, MpstatHeaderRecord, MpstatSampleRecord, MpstatSummaryRecord } from "./schema.js";
export type { MpstatOptions } from "./index.js";
export type MpstatRawRecord = RawRecordOfDefinition<typeof mpstatFormat, "mpstat">;
