// What the public API (src/index.ts, through the registry) exports of wrk: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { wrkFormat } from "./index.js";

export { WrkRecord, WrkLatencyStats, WrkThreadRateStats, WrkPercentile, WrkSpectrum, WrkCalibration } from "./schema.js";
export type WrkRawRecord = RawRecordOfDefinition<typeof wrkFormat, "wrk">;
