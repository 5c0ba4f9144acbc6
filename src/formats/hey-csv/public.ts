// What the public API (src/index.ts, through the registry) exports of hey-csv: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { heyCsvFormat } from "./index.js";

export { HeyCsvRecord } from "./schema.js";
export type HeyCsvRawRecord = RawRecordOfDefinition<typeof heyCsvFormat, "hey-csv">;
