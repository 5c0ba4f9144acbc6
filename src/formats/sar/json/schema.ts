import type * as z from "zod";
import { sarSchemas } from "../schema.js";

/*
 * sadf -j's records are sar's (src/formats/sar/schema.ts): the same kinds, sections, fields and units, with
 * `format: "sar-json"`. Sample rows carry sadf's own date and time (`timestamp`); sadf prints no Average rows.
 */
const schemas = sarSchemas("sar-json");

export const SarJsonRecord = schemas.record;
export type SarJsonRecord = z.infer<typeof SarJsonRecord>;
