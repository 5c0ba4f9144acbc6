// What the public API (src/index.ts, through the registry) exports of k6-json: its record schema and the type of its
// raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../../kit/format.js";
import type { k6JsonFormat } from "./index.js";

export { K6JsonRecord } from "./schema.js";
export type K6JsonRawRecord = RawRecordOfDefinition<typeof k6JsonFormat, "k6-json">;
