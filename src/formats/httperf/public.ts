// What the public API (src/index.ts, through the registry) exports of httperf: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { httperfFormat } from "./index.js";

export { HttperfRecord, HttperfSettings, HttperfPeriod } from "./schema.js";
export type HttperfRawRecord = RawRecordOfDefinition<typeof httperfFormat, "httperf">;
