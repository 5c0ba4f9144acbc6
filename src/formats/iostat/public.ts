// What the public API (src/index.ts, through the registry) exports of iostat: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { iostatFormat } from "./index.js";

export { IostatRecord, IostatHeaderRecord, IostatCpuRecord, IostatDeviceRecord } from "./schema.js";
export type { IostatOptions } from "./index.js";
export type IostatRawRecord = RawRecordOfDefinition<typeof iostatFormat, "iostat">;
