import type * as z from "zod";
import { ohaRecordSchema } from "../schema.js";

/* oha's JSON records are oha's (src/formats/oha/schema.ts) with `format: "oha-json"`. */
export const OhaJsonRecord = ohaRecordSchema("oha-json", "One oha run (its -j / --output-format json document: the fields of its text summary, unrounded, and what only the JSON has)");
export type OhaJsonRecord = z.infer<typeof OhaJsonRecord>;
