// What the public API (src/index.ts, through the registry) exports of apache-status: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { apacheStatusFormat } from "./index.js";

export {
  ApacheStatusRecord,
  ApacheStatusPage,
  ApacheStatusMissing,
  ApacheScoreboard,
  ApacheTlsSessionCache,
  ApacheStatusRates,
} from "./schema.js";
export type { ApacheStatusOptions } from "./index.js";
export type ApacheStatusRawRecord = RawRecordOfDefinition<typeof apacheStatusFormat, "apache-status">;
