import type * as z from "zod";
import { pidstatSchemas } from "../schema.js";

/* pidstat -o JSON's records are pidstat's (src/formats/pidstat/schema.ts) with `format: "pidstat-json"`; no Average rows. */
const schemas = pidstatSchemas("pidstat-json");

export const PidstatJsonRecord = schemas.record;
export type PidstatJsonRecord = z.infer<typeof PidstatJsonRecord>;
