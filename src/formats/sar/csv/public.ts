// What the public API (src/index.ts, through the registry) exports of sar-csv: its record schema and the type of its
// raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../../kit/format.js";
import type { sarCsvFormat } from "./index.js";

export { SarCsvRecord } from "./schema.js";
export type SarCsvRawRecord = RawRecordOfDefinition<typeof sarCsvFormat, "sar-csv">;
