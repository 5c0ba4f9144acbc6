// What the public API (src/index.ts, through the registry) exports of atsar: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { atsarFormat } from "./index.js";

export { AtsarRecord, AtsarHeaderRecord, AtsarSampleRecord, AtsarRestartRecord, AtsarNoticeRecord } from "./schema.js";
export type { AtsarParseOptions } from "./index.js";
export type AtsarRawRecord = RawRecordOfDefinition<typeof atsarFormat, "atsar">;
