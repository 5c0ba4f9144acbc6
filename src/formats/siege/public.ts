// What the public API (src/index.ts, through the registry) exports of siege: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { siegeFormat } from "./index.js";

export { SiegeRecord, SiegeResponse, SiegeMessage } from "./schema.js";
export type SiegeRawRecord = RawRecordOfDefinition<typeof siegeFormat, "siege">;
