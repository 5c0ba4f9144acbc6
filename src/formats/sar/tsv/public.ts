// What the public API (src/index.ts, through the registry) exports of sar-tsv: its record schema and the type of its
// raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../../kit/format.js";
import type { sarTsvFormat } from "./index.js";

export { SarTsvRecord } from "./schema.js";
export type SarTsvRawRecord = RawRecordOfDefinition<typeof sarTsvFormat, "sar-tsv">;
