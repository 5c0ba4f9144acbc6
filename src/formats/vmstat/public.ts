// What the public API (src/index.ts, through the registry) exports of vmstat: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { vmstatFormat } from "./index.js";

export {
  VmstatRecord,
  VmstatSampleRecord,
  VmstatDiskRecord,
  VmstatPartitionRecord,
  VmstatStatsRecord,
  VmstatDiskSummaryRecord,
  VmstatForksRecord,
} from "./schema.js";
export { VMSTAT_UNITS, type VmstatParseOptions, type VmstatUnit, type VmstatUnitLetter } from "./index.js";
export type VmstatRawRecord = RawRecordOfDefinition<typeof vmstatFormat, "vmstat">;
