import type * as z from "zod";
import { sarSchemas } from "../schema.js";

/*
 * sadf -p's records are sar's (src/formats/sar/schema.ts): the same kinds, sections, fields and units, with
 * `format: "sar-tsv"`. Sample rows carry sadf's own date and time (`timestamp`); sadf prints no header line and no
 * Average rows.
 */
const schemas = sarSchemas("sar-tsv");

export const SarTsvRecord = schemas.record;
export type SarTsvRecord = z.infer<typeof SarTsvRecord>;
