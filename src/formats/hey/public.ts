// What the public API (src/index.ts, through the registry) exports of hey: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { heyFormat } from "./index.js";

export { HeyRecord, HeyBucket, HeyPercentile, HeyDetails, HeyPhase, HeyStatusCode, HeyError } from "./schema.js";
export type HeyRawRecord = RawRecordOfDefinition<typeof heyFormat, "hey">;
