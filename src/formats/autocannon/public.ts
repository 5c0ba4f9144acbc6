// What the public API (src/index.ts, through the registry) exports of autocannon: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { autocannonFormat } from "./index.js";

export { AutocannonRecord, AutocannonLatencyStats, AutocannonRequestRateStats, AutocannonTransferRateStats } from "./schema.js";
export type AutocannonRawRecord = RawRecordOfDefinition<typeof autocannonFormat, "autocannon">;
