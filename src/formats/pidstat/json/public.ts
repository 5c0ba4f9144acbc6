// What the public API (src/index.ts, through the registry) exports of pidstat-json: its record schema and the type of its
// raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../../kit/format.js";
import type { pidstatJsonFormat } from "./index.js";

export { PidstatJsonRecord } from "./schema.js";
export type PidstatJsonRawRecord = RawRecordOfDefinition<typeof pidstatJsonFormat, "pidstat-json">;
