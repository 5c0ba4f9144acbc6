// What the public API (src/index.ts, through the registry) exports of sar: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { sarFormat } from "./index.js";

export { SarRecord, SarHeaderRecord, SarSampleRecord, SarSummaryRecord, SarRestartRecord, SarCommentRecord } from "./schema.js";
export type { SarOptions } from "./index.js";
export type SarRawRecord = RawRecordOfDefinition<typeof sarFormat, "sar">;
