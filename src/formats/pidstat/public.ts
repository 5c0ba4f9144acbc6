// What the public API (src/index.ts, through the registry) exports of pidstat: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { pidstatFormat } from "./index.js";

export { PidstatRecord, PidstatHeaderRecord, PidstatSampleRecord, PidstatSummaryRecord } from "./schema.js";
export type { PidstatOptions } from "./index.js";
export type PidstatRawRecord = RawRecordOfDefinition<typeof pidstatFormat, "pidstat">;
