// What the public API (src/index.ts, through the registry) exports of oha-json: its record schema and the type of its
// raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../../kit/format.js";
import type { ohaJsonFormat } from "./index.js";

export { OhaJsonRecord } from "./schema.js";
export type OhaJsonRawRecord = RawRecordOfDefinition<typeof ohaJsonFormat, "oha-json">;
