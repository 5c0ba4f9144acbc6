import { readFileSync } from "node:fs";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..", "..");
export const sample = (rel: string): string => readFileSync(join(root, "samples", rel), "utf8");
