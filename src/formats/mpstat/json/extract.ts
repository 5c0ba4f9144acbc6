import { sysstatJsonSignature } from "../../sysstat/json.js";
import type { ExtractSignature } from "../../../kit/line-tests.js";

/**
 * mpstat -o JSON in other text: it opens at a sample's clock timestamp (`"timestamp": "02:53:16"`: iostat's has a
 * date, sadf's is an object) or one of mpstat's activities (sysstatJsonSignature).
 */
export const mpstatJsonSignature: ExtractSignature = sysstatJsonSignature([
  /^\s*\{?\s*"timestamp"\s*:\s*"\d{1,2}:\d\d:\d\d(?:\s?[AaPp][Mm])?"/,
  /^\s*"(?:cpu-load|node-load|sum-interrupts|individual-interrupts|soft-interrupts)"\s*:\s*\[/,
]);
