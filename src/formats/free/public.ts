// What the public API (src/index.ts, through the registry) exports of free: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { freeFormat } from "./index.js";

export { FreeRecord } from "./schema.js";
export { FREE_UNITS, type FreeParseOptions, type FreeUnit } from "./index.js";
export type FreeRawRecord = RawRecordOfDefinition<typeof freeFormat, "free">;
