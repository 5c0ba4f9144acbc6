// What the public API (src/index.ts, through the registry) exports of bombardier: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { bombardierFormat } from "./index.js";

export { BombardierRecord, BombardierPercentile } from "./schema.js";
export type BombardierRawRecord = RawRecordOfDefinition<typeof bombardierFormat, "bombardier">;
