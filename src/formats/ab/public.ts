// What the public API (src/index.ts, through the registry) exports of ab: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { abFormat } from "./index.js";

export { AbRecord, AbConnectionRow, AbProcessingRow, AbPercentile } from "./schema.js";
export type AbRawRecord = RawRecordOfDefinition<typeof abFormat, "ab">;
