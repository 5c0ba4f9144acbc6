// What the public API (src/index.ts, through the registry) exports of nginx-stub-status: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { stubStatusFormat } from "./index.js";

export {
  StubStatusRecord,
  StubStatusPage,
  StubStatusMissing,
  StubStatusGauges,
  StubStatusCounters,
  StubStatusRates,
} from "./schema.js";
export type { StubStatusOptions } from "./index.js";
export type StubStatusRawRecord = RawRecordOfDefinition<typeof stubStatusFormat, "nginx-stub-status">;
