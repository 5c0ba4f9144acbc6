// What the public API (src/index.ts, through the registry) exports of sar-json: its record schema and the type of its
// raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../../kit/format.js";
import type { sarJsonFormat } from "./index.js";

export { SarJsonRecord } from "./schema.js";
export type SarJsonRawRecord = RawRecordOfDefinition<typeof sarJsonFormat, "sar-json">;
