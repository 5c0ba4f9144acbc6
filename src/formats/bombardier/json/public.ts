// What the public API (src/index.ts, through the registry) exports of bombardier-json: its record schema and the type
// of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../../kit/format.js";
import type { bombardierJsonFormat } from "./index.js";

export { BombardierJsonRecord } from "./schema.js";
export type BombardierJsonRawRecord = RawRecordOfDefinition<typeof bombardierJsonFormat, "bombardier-json">;
