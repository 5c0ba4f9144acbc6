// What the public API (src/index.ts, through the registry) exports of top: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { topFormat } from "./index.js";

export type { TopParseOptions } from "./index.js";
export { TopRecord, TopFrameRecord, TopErrorRecord, TopProcess, TopProcessFields, TopTasks, TopCpu, TopMemory, TopSwap } from "./schema.js";
export type TopRawRecord = RawRecordOfDefinition<typeof topFormat, "top">;
