// What the public API (src/index.ts, through the registry) exports of h2load: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { h2loadFormat } from "./index.js";

export { H2loadRecord, H2loadTimeStats, H2loadRateStats, H2loadThread } from "./schema.js";
export type H2loadRawRecord = RawRecordOfDefinition<typeof h2loadFormat, "h2load">;
