// What the public API (src/index.ts, through the registry) exports of iostat-json: its record schema and the type of its
// raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../../kit/format.js";
import type { iostatJsonFormat } from "./index.js";

export { IostatJsonRecord } from "./schema.js";
export type IostatJsonRawRecord = RawRecordOfDefinition<typeof iostatJsonFormat, "iostat-json">;
