import type * as z from "zod";
import { sarSchemas } from "../schema.js";

/*
 * sadf -d's records are sar's (src/formats/sar/schema.ts): the same kinds, sections, fields and units, with
 * `format: "sar-csv"`. Sample rows carry sadf's own date and time (`timestamp`); sadf prints no header line and no
 * Average rows.
 */
const schemas = sarSchemas("sar-csv");

export const SarCsvRecord = schemas.record;
export type SarCsvRecord = z.infer<typeof SarCsvRecord>;
