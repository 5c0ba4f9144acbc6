// What the public API (src/index.ts, through the registry) exports of mpstat-json: its record schema and the type of its
// raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../../kit/format.js";
import type { mpstatJsonFormat } from "./index.js";

export { MpstatJsonRecord } from "./schema.js";
export type MpstatJsonRawRecord = RawRecordOfDefinition<typeof mpstatJsonFormat, "mpstat-json">;
