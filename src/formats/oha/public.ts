// What the public API (src/index.ts, through the registry) exports of oha: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { ohaFormat } from "./index.js";

export { OhaRecord, OhaBucket, OhaPercentile, OhaBreakdown, OhaDetails, OhaPhase, OhaStatusCode, OhaError, OhaRequestRate } from "./schema.js";
export type OhaRawRecord = RawRecordOfDefinition<typeof ohaFormat, "oha">;
