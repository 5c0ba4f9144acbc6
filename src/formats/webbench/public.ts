// What the public API (src/index.ts, through the registry) exports of webbench: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { webbenchFormat } from "./index.js";

export { WebbenchRecord } from "./schema.js";
export type WebbenchRawRecord = RawRecordOfDefinition<typeof webbenchFormat, "webbench">;
