import { sysstatJsonSignature } from "../../sysstat/json.js";
import type { ExtractSignature } from "../../../kit/line-tests.js";

const CLOCK_TIMESTAMP = /^\s*\{?\s*"timestamp"\s*:\s*"\d{1,2}:\d\d:\d\d(?:\s?[AaPp][Mm])?"/;
const ACTIVITY = /"(?:cpu-load|node-load|sum-interrupts|individual-interrupts|soft-interrupts)"\s*:\s*\[/;

/**
 * mpstat -o JSON in other text: it opens at a sample's clock timestamp (`"timestamp": "02:53:16"`: iostat's has a
 * date, sadf's is an object) with one of mpstat's activities on it or next (pidstat's samples have the same clock),
 * or at one of mpstat's activities (sysstatJsonSignature).
 */
export const mpstatJsonSignature: ExtractSignature = sysstatJsonSignature([
  (t, next) => CLOCK_TIMESTAMP.test(t) && (ACTIVITY.test(t) || next === undefined || ACTIVITY.test(next)),
  new RegExp(`^\\s*${ACTIVITY.source}`),
]);
