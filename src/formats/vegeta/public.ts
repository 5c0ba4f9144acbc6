// What the public API (src/index.ts, through the registry) exports of vegeta: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { vegetaFormat } from "./index.js";

export { VegetaRecord, VegetaLatencies, VegetaBucket } from "./schema.js";
export type VegetaRawRecord = RawRecordOfDefinition<typeof vegetaFormat, "vegeta">;
