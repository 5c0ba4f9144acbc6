import type * as z from "zod";
import { iostatSchemas } from "../schema.js";

/* iostat -o JSON's records are iostat's (src/formats/iostat/schema.ts) with `format: "iostat-json"`. */
const schemas = iostatSchemas("iostat-json");

export const IostatJsonRecord = schemas.record;
export type IostatJsonRecord = z.infer<typeof IostatJsonRecord>;
