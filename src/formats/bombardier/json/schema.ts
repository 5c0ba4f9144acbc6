import type * as z from "zod";
import { bombardierRecordSchema } from "../schema.js";

/* bombardier -o json's records are bombardier's (src/formats/bombardier/schema.ts) with `format: "bombardier-json"`. */
export const BombardierJsonRecord = bombardierRecordSchema("bombardier-json", "One bombardier run (its -o json document: the fields of its text)");
export type BombardierJsonRecord = z.infer<typeof BombardierJsonRecord>;
