// What the public API (src/index.ts, through the registry) exports of vegeta-json: its record schemas and the type of
// its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../../kit/format.js";
import type { vegetaJsonFormat } from "./index.js";

export { VegetaJsonRecord, VegetaJsonReport, VegetaJsonResult } from "./schema.js";
export type VegetaJsonRawRecord = RawRecordOfDefinition<typeof vegetaJsonFormat, "vegeta-json">;
