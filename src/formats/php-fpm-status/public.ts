// What the public API (src/index.ts, through the registry) exports of php-fpm-status: its record schemas, option types and the
// type of its raw records (`raw: true`).
import type { RawRecordOfDefinition } from "../../kit/format.js";
import type { phpFpmStatusFormat } from "./index.js";

export { PhpFpmStatusRecord, PhpFpmStatusPage, PhpFpmStatusMissing, PhpFpmProcess, PhpFpmStatusRates } from "./schema.js";
export type { PhpFpmStatusOptions } from "./index.js";
export type PhpFpmStatusRawRecord = RawRecordOfDefinition<typeof phpFpmStatusFormat, "php-fpm-status">;
