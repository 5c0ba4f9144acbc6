// What the public API (src/index.ts, through the registry) exports of lighttpd-status: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { lighttpdStatusFormat } from "./index.js";

export {
  LighttpdStatusRecord,
  LighttpdStatusPage,
  LighttpdStatusMissing,
  LighttpdScoreboard,
  LighttpdStatusRates,
} from "./schema.js";
export type { LighttpdStatusOptions } from "./index.js";
export type LighttpdStatusRawRecord = RawRecordOfDefinition<typeof lighttpdStatusFormat, "lighttpd-status">;
