// What the public API (src/index.ts, through the registry) exports of ab-gnuplot: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { abGnuplotFormat } from "./index.js";

export { AbGnuplotRecord } from "./schema.js";
export type AbGnuplotRawRecord = RawRecordOfDefinition<typeof abGnuplotFormat, "ab-gnuplot">;
