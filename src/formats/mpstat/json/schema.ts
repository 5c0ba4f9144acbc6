import type * as z from "zod";
import { mpstatSchemas } from "../schema.js";

/* mpstat -o JSON's records are mpstat's (src/formats/mpstat/schema.ts) with `format: "mpstat-json"`; no Average rows. */
const schemas = mpstatSchemas("mpstat-json");

export const MpstatJsonRecord = schemas.record;
export type MpstatJsonRecord = z.infer<typeof MpstatJsonRecord>;
