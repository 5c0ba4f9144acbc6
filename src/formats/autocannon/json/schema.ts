import type * as z from "zod";
import { autocannonRecordSchema } from "../schema.js";

/* autocannon --json's records are autocannon's (src/formats/autocannon/schema.ts) with `format: "autocannon-json"`. */
export const AutocannonJsonRecord = autocannonRecordSchema("autocannon-json", "One autocannon run (its --json result: the fields of its tables, unrounded)");
export type AutocannonJsonRecord = z.infer<typeof AutocannonJsonRecord>;
