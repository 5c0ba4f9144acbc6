import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..", "..");
export const samplesDir = join(root, "samples", "sar");
export const corpusDir = join(root, "..", "shared", "corpus", "sar");
export const inCI = process.env.CI === "true";

export function sample(name: string): string {
  return readFileSync(join(samplesDir, name), "utf8");
}

/** Whether ../shared/corpus/sar can be read; outside CI a missing folder skips (visibly), in CI it fails. */
export function corpusAvailable(): boolean {
  const ok = existsSync(corpusDir);
  if (!ok && !inCI) console.warn(`[sar] ${corpusDir} not found: corpus tests skipped`);
  return ok || inCI;
}
