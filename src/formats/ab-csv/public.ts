// What the public API (src/index.ts, through the registry) exports of ab-csv: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { abCsvFormat } from "./index.js";

export { AbCsvRecord, AbCsvPercentile } from "./schema.js";
export type AbCsvRawRecord = RawRecordOfDefinition<typeof abCsvFormat, "ab-csv">;
