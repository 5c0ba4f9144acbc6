// What the public API (src/index.ts, through the registry) exports of autocannon-json: its record schema and the type
// of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../../kit/format.js";
import type { autocannonJsonFormat } from "./index.js";

export { AutocannonJsonRecord } from "./schema.js";
export type AutocannonJsonRawRecord = RawRecordOfDefinition<typeof autocannonJsonFormat, "autocannon-json">;
