// What the public API (src/index.ts, through the registry) exports of k6: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { k6Format } from "./index.js";

export { K6Record, K6Metric, K6Check, K6Threshold } from "./schema.js";
export type K6RawRecord = RawRecordOfDefinition<typeof k6Format, "k6">;
